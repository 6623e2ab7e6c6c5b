// Twin games (duplicates) in a database index, as SCID defines them: the same White and Black
// (exact names), the same result, and the same moves up to the length of the shorter game. Of
// each set of twins the longest game stays (the first in the file among equally long ones) and
// the others are to be deleted. Here twins must also start from the same position; broken games
// (whose moves stop at an error) are never taken for twins. SCID's extra rule that a game of at
// most two half-moves is a twin of any game of the same players, year, site and round is left
// out: the index keeps no site. Plain C++17.
#pragma once

#include "gameindex.h"

#include <cstdint>
#include <vector>

namespace kibitz::database {

// The games to delete (0-based, ascending): every game that has a twin at least as long, the
// later of two equal ones.
std::vector<std::uint32_t> findTwins(const GameIndex& index);
// The same over a snapshot (a worker's search while the index may change its codes' home).
std::vector<std::uint32_t> findTwins(const GameView& games);

} // namespace kibitz::database
