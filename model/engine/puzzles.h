// Puzzles from a player's own games (issue 29): a position before a mistake or blunder of the
// player in which one move is clearly best. The judging of moves is the review's (reviewmarks.h);
// what is added here is the test that the best move is the only good one, after Lichess's puzzle
// generator (lichess-puzzler, generator.py: is_valid_attack / is_valid_mate_in_one), and the
// puzzle's text line for kibitz-cli. Plain C++17.
#pragma once

#include "core/position.h"
#include "core/types.h"
#include "engine/reviewmarks.h"
#include "game/annotations.h"

#include <optional>
#include <string>
#include <vector>

namespace kibitz::engine::puzzles {

// The best move's win chance must exceed the second best's by more than this (Lichess's
// generator: win_chances(best) > win_chances(second) + 0.7, chances in [-1, 1]).
inline constexpr double MinWinChanceGap = 0.7;
// A mate in one is a puzzle while the best move that does not mate keeps at most this chance.
inline constexpr double MateInOneOthersCeiling = 0.6;

// Lichess's generator's win chance of an evaluation from the mover's view: 2 / (1 + e^(-0.004 cp))
// - 1, a forced mate +-1. (The review's marks use the client's 0.00368208; the generator's own
// constant goes with its thresholds.)
double generatorWinChance(const game::Evaluation& white, core::Color mover);

// True when best (the engine's first line) is clearly better for mover than second (its second
// line; none when the position has one legal move). Evaluations are White's view. One of:
// - second allows a forced mate against mover and best does not (the only move that escapes
//   mate; Lichess only generates winning puzzles, this is our addition for a player's defence);
// - best mates in one, second does not, and second's win chance is at most 0.6 (Lichess's rule);
// - best's win chance exceeds second's by more than 0.7 (Lichess's rule).
bool clearlyBest(const game::Evaluation& best, const std::optional<game::Evaluation>& second, core::Color mover);

struct Puzzle {
    int game = 0; // the game's number in its file, from 1
    int ply = 0; // half-moves played before the puzzle's position (kibitz --ply shows it)
    core::Color side = core::White; // the player to move, who made the mistake
    std::string fen; // the puzzle's position
    core::Move best; // the answer: the engine's clearly best move
    std::string bestSan;
    core::Move played; // the move the player made there
    std::string playedSan;
    review::Judgement judgement; // of the move played (the review's)
    game::Evaluation bestEval; // the engine's first line (White's view)
    std::optional<game::Evaluation> secondEval; // its second line
    game::Evaluation playedEval; // of the position after the move played (White's view)
    std::vector<core::Move> line; // the engine's line from the puzzle's position, best first
    std::vector<core::Move> refutation; // the engine's line after the move played
    std::string theme; // themeOf()
};

// What the mistake was about, for the statistics: "mate" (the answer leads to a forced mate),
// "allowed-mate" (the move played allowed one), "capture" (the answer takes a piece), "hanging"
// (the engine's reply to the move played takes a piece), else "other". before is the puzzle's
// position.
std::string themeOf(const Puzzle& p, const core::Position& before);

// "loss CP" or "loss mate N": a move that allowed a forced mate gives mate -N (the player is
// mated in N), a forced mate missed gives mate N (the player had it in N); else the capped
// centipawn loss.
std::string lossText(const Puzzle& p);
// "puzzle game G ply P side white|black fen FEN best UCI (SAN) played UCI (SAN) loss CP|mate N".
std::string puzzleText(const Puzzle& p);

} // namespace kibitz::engine::puzzles
