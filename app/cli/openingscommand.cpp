// kibitz-cli book and eco over kibitz_openings.
#include "openingscommand.h"

#include "cliargs.h"

#include "core/fen.h"
#include "game/inputfile.h"
#include "game/pgnreader.h"
#include "openings/ecoclassifier.h"
#include "openings/polyglotbook.h"
#include "openings/polyglotkey.h"

#include <cstdio>
#include <iostream>
#include <optional>

using namespace kibitz;

const char* const OpeningsUsage =
    "  book BOOK.bin [--fen FEN]               the book's moves and weights from the position\n"
    "  eco [--table ECO.pgn] FILE.pgn | --fen FEN  ECO code and name per game (or of the FEN)\n";

namespace {

struct Arguments {
    std::string fen;
    std::string table = openings::DebianEcoPath;
    std::vector<std::string> files;
    std::string problem; // a usage error, when not empty
};

// True when w ends with suffix.
bool endsWith(const std::string& w, const std::string& suffix)
{
    return w.size() >= suffix.size() && w.compare(w.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// Reads --fen (one quoted word or its fields as words), --table and the file names.
Arguments parseArguments(const std::vector<std::string>& args, bool tableAllowed)
{
    Arguments a;
    for (std::size_t i = 1; i < args.size(); ++i) {
        const std::string& w = args[i];
        if (w == "--fen" && i + 1 < args.size()) {
            a.fen = args[++i];
            const bool quoted = a.fen.find(' ') != std::string::npos;
            // Further FEN fields given as separate words (never an option or a file name).
            for (int field = 1; field < 6 && !quoted && i + 1 < args.size(); ++field) {
                const std::string& next = args[i + 1];
                if (next.rfind("--", 0) == 0 || endsWith(next, ".bin") || endsWith(next, ".pgn"))
                    break;
                a.fen += " " + next;
                ++i;
            }
        } else if (w == "--table" && tableAllowed && i + 1 < args.size()) {
            a.table = args[++i];
        } else if (w.rfind("--", 0) == 0) {
            a.problem = "unknown option or missing value '" + w + "'";
        } else {
            a.files.push_back(w);
        }
    }
    return a;
}

// The position of fen (the start position when empty); prints the error when it is rejected.
std::optional<core::Position> positionOf(const std::string& fen)
{
    core::Position pos;
    if (const auto err = core::parseFen(fen.empty() ? core::StartFen : fen, pos)) {
        std::cerr << "error: " << err->message.english() << "\n";
        return std::nullopt;
    }
    return pos;
}

// The key as 16 hex digits.
std::string hexKey(std::uint64_t key)
{
    char text[17];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(key));
    return text;
}

} // namespace

// Prints the moves of the book from the position and a summary line.
int runBookCommand(const std::vector<std::string>& args)
{
    const Arguments a = parseArguments(args, false);
    if (!a.problem.empty() || a.files.size() != 1) {
        std::cerr << "kibitz-cli: " << (a.problem.empty() ? "book needs one BOOK.bin" : a.problem) << "\n"
                  << OpeningsUsage;
        return 2;
    }
    const auto pos = positionOf(a.fen);
    if (!pos)
        return 1;
    openings::BookError error;
    const auto book = openings::PolyglotBook::load(a.files[0], error);
    if (!book) {
        std::cerr << "error: " << error.message.english() << "\n";
        return 1;
    }
    const openings::ExplorerMoves rows = book->movesFrom(*pos);
    std::uint64_t total = 0;
    for (const auto& r : rows)
        total += r.weight;
    for (const auto& r : rows) {
        const double share = total ? 100.0 * r.weight / double(total) : 0.0;
        std::printf("%s %s weight %u %.1f%%\n", r.san.c_str(), core::moveToUci(r.move).c_str(), r.weight, share);
    }
    std::printf("book: %zu moves, total weight %llu, key %s, %zu entries\n", rows.size(),
                static_cast<unsigned long long>(total), hexKey(openings::polyglotKey(*pos)).c_str(), book->size());
    return 0;
}

// Classifies each game of the file, or the FEN's position, and prints a summary line.
int runEcoCommand(const std::vector<std::string>& args)
{
    const Arguments a = parseArguments(args, true);
    if (!a.problem.empty() || a.files.size() != (a.fen.empty() ? 1u : 0u)) {
        std::cerr << "kibitz-cli: " << (a.problem.empty() ? "eco needs one FILE.pgn or --fen FEN" : a.problem) << "\n"
                  << OpeningsUsage;
        return 2;
    }
    openings::EcoError error;
    const auto table = openings::EcoTable::load(a.table, error);
    if (!table) {
        std::cerr << "error: " << error.message.english() << "\n";
        return 1;
    }
    const auto print = [](const std::string& what, const std::optional<openings::EcoMatch>& m) {
        if (m)
            std::printf("%s: %s %s (ply %d)\n", what.c_str(), m->eco.c_str(), m->name.c_str(), m->ply);
        else
            std::printf("%s: unknown\n", what.c_str());
    };
    if (!a.fen.empty()) {
        const auto pos = positionOf(a.fen);
        if (!pos)
            return 1;
        const auto match = table->lookup(*pos);
        print("position", match);
        std::printf("eco: 1 position, %d classified\n", match ? 1 : 0);
        return 0;
    }
    std::string text, reason;
    if (!game::readInputFile(a.files[0], cli::MaxWholeFile, text, reason)) {
        std::cerr << "error: cannot read '" << a.files[0] << "': " << reason << "\n";
        return 1;
    }
    int games = 0, classified = 0;
    std::vector<game::PgnError> errors;
    game::readPgn(
        text,
        [&](game::Game&& g, int number) {
            const auto match = table->classify(g.tree, game::mainLineEnd(g.tree));
            print("game " + std::to_string(number), match);
            ++games;
            classified += match ? 1 : 0;
            return true;
        },
        errors);
    for (const auto& e : errors)
        std::cerr << "error: " << e.message.english() << "\n";
    std::printf("eco: %d games, %d classified\n", games, classified);
    return errors.empty() ? 0 : 1;
}
