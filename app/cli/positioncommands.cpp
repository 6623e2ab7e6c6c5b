// kibitz-cli's position commands: the rules core on the command line (perft, bench, FEN, board,
// legal moves, play). Plain C++17 without Qt; their output is a stable interface. How they read
// their words (options, FENs, move lists): positionargs.cpp.
#include "positioncommands.h"

#include "cliargs.h"
#include "positionargs.h"
#include "core/ascii.h"
#include "core/chess960.h"
#include "core/fen.h"
#include "core/movegen.h"
#include "core/san.h"
#include "core/status.h"
#include "core/uci.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <optional>
#include <string>
#include <utility>
#include <vector>

using namespace kibitz::core;
using kibitz::cli::UsageError;

const char* const PositionUsage =
    "  perft --depth N [--fen FEN] [--divide]  count leaf nodes (with --divide per root move)\n"
    "  bench [--depth N]                       perft over the standard test positions\n"
    "  fen validate FEN... | -                 check FENs (\"-\": one FEN a line from stdin)\n"
    "  fen normalize [--repair] FEN            print the canonical FEN\n"
    "  fen chess960 N                          the FEN of Chess960 start position N (0-959)\n"
    "  board [--fen FEN]                       ASCII board and state\n"
    "  legal [--fen FEN]                       legal moves, \"<uci> <san>\" per line\n"
    "  play [--fen FEN] MOVE...                apply SAN or UCI moves, print FEN and status\n"
    "FEN is one quoted argument or its fields as separate words; the default is the start position.\n"
    "Chess960 FENs are read in X-FEN (KQkq) and Shredder-FEN (HAha); their castling is printed as\n"
    "the king taking its rook (e1h1), as UCI_Chess960 engines write it, and read in both forms.\n";

namespace {

using namespace kibitz::cli;


// Prints "nodes <N> time_ms <T> nps <R>" for nodes counted in the given time.
void printRate(std::uint64_t nodes, std::chrono::steady_clock::duration elapsed)
{
    const auto us = std::chrono::duration_cast<std::chrono::microseconds>(elapsed).count();
    const double nps = us > 0 ? double(nodes) * 1e6 / double(us) : 0.0;
    std::printf("nodes %llu time_ms %lld nps %.0f\n", static_cast<unsigned long long>(nodes),
                static_cast<long long>(us / 1000), nps);
}

// perft --depth N [--fen FEN] [--divide]
int cmdPerft(const Args& args)
{
    const PositionOptions o = parseOptions(args, 1, "--fen --depth --divide");
    if (o.depth < 0 || !o.rest.empty())
        throw UsageError{o.depth < 0 ? "perft needs --depth N" : "unexpected argument '" + o.rest[0] + "'"};
    auto pos = loadFen(o.fen);
    if (!pos)
        return 1;
    using Clock = std::chrono::steady_clock;
    std::uint64_t nodes = 0;
    Clock::duration elapsed{};
    if (o.divide && o.depth > 0) {
        const auto start = Clock::now();
        auto split = perftDivide(*pos, o.depth);
        elapsed = Clock::now() - start;
        std::vector<std::pair<std::string, std::uint64_t>> lines;
        for (const auto& [move, count] : split)
            lines.emplace_back(moveToUci(*pos, move, pos->isChess960()), count);
        std::sort(lines.begin(), lines.end());
        for (const auto& [uci, count] : lines) {
            std::printf("%s: %llu\n", uci.c_str(), static_cast<unsigned long long>(count));
            nodes += count;
        }
    } else {
        const auto start = Clock::now();
        nodes = perft(*pos, o.depth);
        elapsed = Clock::now() - start;
    }
    printRate(nodes, elapsed);
    return 0;
}

// bench [--depth N]: perft over start, Kiwipete and positions 3-6 of the Chess Programming Wiki.
int cmdBench(const Args& args)
{
    struct Entry {
        const char* name;
        const char* fen;
        int depth;
    };
    static const Entry entries[] = {
        {"start", StartFen, 6},
        {"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5},
        {"position3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 7},
        {"position4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 5},
        {"position5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 5},
        {"position6", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 5},
    };
    const PositionOptions o = parseOptions(args, 1, "--depth");
    if (!o.rest.empty())
        throw UsageError{"unexpected argument '" + o.rest[0] + "'"};
    std::uint64_t total = 0;
    std::chrono::steady_clock::duration elapsed{};
    for (const Entry& e : entries) {
        Position pos;
        parseFen(e.fen, pos);
        const int depth = o.depth >= 0 ? o.depth : e.depth;
        const auto start = std::chrono::steady_clock::now();
        const std::uint64_t nodes = perft(pos, depth);
        elapsed += std::chrono::steady_clock::now() - start;
        total += nodes;
        std::printf("%-10s depth %d nodes %llu\n", e.name, depth, static_cast<unsigned long long>(nodes));
    }
    printRate(total, elapsed);
    return 0;
}


// Prints "ok <canonical FEN>" or "error: <message>"; true when ok.
bool validateOne(const std::string& fen)
{
    Position pos;
    if (const auto err = parseFen(fen, pos)) {
        std::printf("error: %s\n", err->message.english().c_str());
        return false;
    }
    std::printf("ok %s\n", toFen(pos).c_str());
    return true;
}

// fen chess960 N: the FEN of Chess960 start position N (0-959; 518 is the standard one).
int cmdFenChess960(const Args& args)
{
    if (args.size() != 3 || !onlyChars(args[2], "0123456789") || args[2].size() > 3 || std::stoi(args[2]) > 959)
        throw UsageError{"fen chess960 needs a position number from 0 to 959"};
    std::printf("%s\n", toFen(chess960StartPosition(std::stoi(args[2]))).c_str());
    return 0;
}

// fen validate FEN... | -,  fen normalize [--repair] FEN  and  fen chess960 N
int cmdFen(const Args& args)
{
    if (args.size() >= 2 && args[1] == "chess960")
        return cmdFenChess960(args);
    if (args.size() < 2 || (args[1] != "validate" && args[1] != "normalize"))
        throw UsageError{"fen needs 'validate', 'normalize' or 'chess960'"};
    const PositionOptions o = parseOptions(args, 2, args[1] == "normalize" ? "--repair" : "");
    if (o.rest.empty())
        throw UsageError{"fen " + args[1] + " needs a FEN"};
    if (args[1] == "normalize") {
        const Args fens = groupFens(o.rest);
        if (fens.size() != 1)
            throw UsageError{"fen normalize takes one FEN"};
        Position pos;
        std::vector<Message> repairs;
        if (const auto err = parseFen(fens[0], pos, o.repair ? FenMode::Repair : FenMode::Strict, &repairs)) {
            std::printf("error: %s\n", err->message.english().c_str());
            return 1;
        }
        for (const Message& r : repairs)
            std::fprintf(stderr, "repaired: %s\n", r.english().c_str());
        std::printf("%s\n", toFen(pos).c_str());
        return 0;
    }
    bool allOk = true;
    if (o.rest.size() == 1 && o.rest[0] == "-") {
        std::string line;
        int fens = 0;
        while (std::getline(std::cin, line)) {
            if (line.find_first_not_of(" \t\r") != std::string::npos) {
                allOk = validateOne(line) && allOk;
                ++fens;
            }
        }
        if (fens == 0) {
            std::fputs("error: no FEN in the input (one FEN a line expected)\n", stderr);
            return 1;
        }
        return allOk ? 0 : 1;
    }
    for (const std::string& fen : groupFens(o.rest))
        allOk = validateOne(fen) && allOk;
    return allOk ? 0 : 1;
}

// Reads "[--fen FEN]" and nothing else, for commands that only need a position.
std::optional<Position> onlyFenOption(const Args& args)
{
    const PositionOptions o = parseOptions(args, 1, "--fen");
    if (!o.rest.empty())
        throw UsageError{"unexpected argument '" + o.rest[0] + "'"};
    return loadFen(o.fen);
}

// board [--fen FEN]
int cmdBoard(const Args& args)
{
    const auto pos = onlyFenOption(args);
    if (!pos)
        return 1;
    std::fputs(asciiBoard(*pos, gameStatus(*pos, {})).c_str(), stdout);
    return 0;
}

// legal [--fen FEN]: "<uci> <san>" per legal move, sorted by UCI (Chess960: castling e1h1).
int cmdLegal(const Args& args)
{
    const auto pos = onlyFenOption(args);
    if (!pos)
        return 1;
    MoveList list;
    generateLegalMoves(*pos, list);
    std::vector<std::pair<std::string, std::string>> lines;
    for (Move m : list)
        lines.emplace_back(moveToUci(*pos, m, pos->isChess960()), toSan(*pos, m));
    std::sort(lines.begin(), lines.end());
    for (const auto& [uci, san] : lines)
        std::printf("%s %s\n", uci.c_str(), san.c_str());
    return 0;
}


// play [--fen FEN] MOVE...: applies the moves, keeping the key history for repetitions.
int cmdPlay(const Args& args)
{
    const PositionOptions o = parseOptions(args, 1, "--fen");
    auto pos = loadFen(o.fen);
    if (!pos)
        return 1;
    std::vector<Key> history;
    const Args words = moveWords(o.rest);
    for (std::size_t i = 0; i < words.size(); ++i) {
        const GameStatus before = gameStatus(*pos, history);
        const std::string where = "move " + std::to_string(i + 1) + " (" + words[i] + "): ";
        if (before.isOver() && before.state != GameState::Checkmate && before.state != GameState::Stalemate) {
            std::fprintf(stderr, "error: %sthe game is already over (%s)\n", where.c_str(), statusText(before).c_str());
            return 1;
        }
        Move m;
        if (const auto err = parseSan(*pos, words[i], m)) {
            std::fprintf(stderr, "error: %s%s\n", where.c_str(), err->message.english().c_str());
            return 1;
        }
        history.push_back(pos->key());
        pos->playWithoutUndo(m);
    }
    std::printf("%s\nstatus %s\n", toFen(*pos).c_str(), statusText(gameStatus(*pos, history)).c_str());
    return 0;
}

using Command = int (*)(const Args&);

// The position command called name, or null.
Command commandNamed(const std::string& name)
{
    static const std::pair<const char*, Command> commands[] = {
        {"perft", cmdPerft}, {"bench", cmdBench}, {"fen", cmdFen},
        {"board", cmdBoard}, {"legal", cmdLegal}, {"play", cmdPlay},
    };
    for (const auto& [commandName, command] : commands)
        if (name == commandName)
            return command;
    return nullptr;
}

} // namespace

bool isPositionCommand(const std::string& command) { return commandNamed(command) != nullptr; }

int runPositionCommand(const std::vector<std::string>& args)
{
    const Command command = commandNamed(args.at(0));
    if (!command)
        throw UsageError{"unknown command '" + args.at(0) + "'"};
    return command(args);
}
