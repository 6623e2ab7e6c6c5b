// How kibitz-cli's position commands (positioncommands.cpp) read their words: options, FENs given
// as one word or as separate fields, move lists written as in PGN. Plain C++17 without Qt.
#pragma once

#include "core/fen.h"
#include "core/position.h"

#include <optional>
#include <string>
#include <vector>

namespace kibitz::cli {

using Args = std::vector<std::string>;

// True when the whole word is made of characters in set (and is not empty).
bool onlyChars(const std::string& w, const char* set);

// Parses a FEN for a command; prints the error and returns nothing when it is rejected.
std::optional<core::Position> loadFen(const std::string& fen);

// Options shared by the position commands; free words go to rest.
struct PositionOptions {
    std::string fen = core::StartFen;
    int depth = -1;
    bool divide = false;
    bool repair = false;
    Args rest;
};

// Reads --fen/--depth/--divide/--repair (only those in allowed, space-separated) from args[i] on
// and collects the other words. Throws UsageError.
PositionOptions parseOptions(const Args& args, std::size_t i, const std::string& allowed);

// Splits FEN arguments into FENs: a word with '/' starts a new one, a word with a space is one.
Args groupFens(const Args& words);

// The move words of play: arguments split at white space, move numbers dropped whether they
// stand alone ("12.", "3...") or are written against the move ("1.e4", "1...e5"), as in PGN.
Args moveWords(const Args& rest);

} // namespace kibitz::cli
