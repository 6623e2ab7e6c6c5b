// Random legal games written as PGN, shared by the database tests (plain C++, no Qt).
#pragma once

#include "core/movegen.h"
#include "core/position.h"
#include "core/san.h"

#include <random>
#include <string>
#include <utility>
#include <vector>

namespace kibitz::test {

// The moves of a random legal game and its text.
struct RandomGame {
    std::vector<core::Move> moves;
    std::string pgn;
};

// A random game of up to maxPlies from the start, written with SAN and move numbers; its first
// moves are `line` (as far as it goes and is shorter than maxPlies).
inline RandomGame randomGame(std::mt19937& rng, int maxPlies, int resultCode, const std::vector<core::Move>& line = {})
{
    RandomGame g;
    core::Position pos = core::Position::startPosition();
    const char* results[] = {"*", "1-0", "1/2-1/2", "0-1"};
    g.pgn = std::string("[White \"W") + std::to_string(rng() % 7) + "\"]\n[Black \"B" + std::to_string(rng() % 5)
        + "\"]\n[Date \"" + std::to_string(1990 + int(rng() % 30)) + ".01.01\"]\n[Result \"" + results[resultCode]
        + "\"]\n\n";
    core::MoveList legal;
    core::UndoInfo u;
    for (int ply = 0; ply < maxPlies; ++ply) {
        legal.clear();
        core::generateLegalMoves(pos, legal);
        if (legal.empty())
            break;
        // Early plies from few choices, so that games share openings and transpose.
        const int choices = ply < 4 ? std::min(3, legal.size()) : legal.size();
        const core::Move m = ply < int(line.size()) ? line[std::size_t(ply)] : legal[int(rng() % unsigned(choices))];
        if (pos.sideToMove() == core::White)
            g.pgn += std::to_string(pos.fullmoveNumber()) + ". ";
        g.pgn += core::toSan(pos, m) + (ply % 9 == 8 ? "\n" : " ");
        g.moves.push_back(m);
        pos.makeMove(m, u);
    }
    g.pgn += std::string(results[resultCode]) + "\n\n";
    return g;
}

// A file of n random games (fixed seed) and their moves.
inline std::pair<std::string, std::vector<RandomGame>> randomFile(int n, unsigned seed)
{
    std::mt19937 rng(seed);
    std::string text;
    std::vector<RandomGame> games;
    for (int i = 0; i < n; ++i) {
        games.push_back(randomGame(rng, 10 + int(rng() % 60), int(rng() % 4)));
        text += games.back().pgn;
    }
    return {text, games};
}

// The positions a game passes through (start included).
inline std::vector<core::Position> positionsOf(const RandomGame& g)
{
    std::vector<core::Position> out{core::Position::startPosition()};
    core::UndoInfo u;
    for (const core::Move m : g.moves) {
        out.push_back(out.back());
        out.back().makeMove(m, u);
    }
    return out;
}

} // namespace kibitz::test
