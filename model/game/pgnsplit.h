// Finds where each game of a PGN file starts and ends, in bytes, without reading the moves: so a
// study saved back into a file of many games replaces its own bytes and no others. Works on UTF-8
// and Latin-1 alike (only ASCII delimiters matter).
#pragma once

#include <cstddef>
#include <functional>
#include <string_view>
#include <vector>

namespace kibitz::game {

struct PgnSpan {
    std::size_t begin = 0; // the game's first byte (its first tag or move)
    std::size_t end = 0; // one past its last byte (its result, or its last token)
};

// The spans of the games of text, in order. A game ends at a result outside comments and
// variations, or where a tag line follows its moves. progress(done, total) may cancel: false
// stops the scan (the spans found so far are returned).
std::vector<PgnSpan> splitPgnGames(std::string_view text,
                                   const std::function<bool(std::size_t, std::size_t)>& progress = {});

} // namespace kibitz::game
