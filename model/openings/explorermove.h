// One row of the opening explorer: a move from the shown position with what is known of it, from
// a game database (games and results) or from an opening book (weight). Both sources fill the same
// row so that one panel and one CLI format show them. Plain C++17 (no Qt).
#pragma once

#include "core/types.h"

#include <cstdint>
#include <string>
#include <vector>

namespace kibitz::openings {

struct ExplorerMove {
    core::Move move; // legal in the queried position
    std::string san; // canonical SAN in the queried position
    std::uint32_t games = 0; // database: games that played it from this position
    std::uint32_t whiteWins = 0;
    std::uint32_t draws = 0;
    std::uint32_t blackWins = 0; // games - whiteWins - draws - blackWins have no result
    int averageYear = 0; // database: mean year of the games with a date; 0 when none has one
    std::uint32_t weight = 0; // book: the Polyglot weight; 0 for database rows
};

// Rows for one position, most played (or heaviest) first.
using ExplorerMoves = std::vector<ExplorerMove>;

} // namespace kibitz::openings
