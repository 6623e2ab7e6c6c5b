// Where the opening explorer's rows come from: an opening book, a game database. The panel asks
// each source for the moves of the shown position and merges the rows. Plain C++17 (no Qt).
#pragma once

#include "core/position.h"
#include "openings/explorermove.h"

namespace kibitz::openings {

class ExplorerSource {
public:
    virtual ~ExplorerSource() = default;
    // The rows for pos, most played (or heaviest) first; empty when the source knows nothing.
    virtual ExplorerMoves movesFrom(const core::Position& pos) const = 0;
};

} // namespace kibitz::openings
