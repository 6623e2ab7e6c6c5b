// Captured pieces and the material balance of a position, computed from the position alone
// against a full set (8 pawns, 2 knights, 2 bishops, 2 rooks, 1 queen): what a side lacks was
// captured, and a piece beyond its starting count is a promoted pawn, so it counts as that
// piece (its value) and its pawn is not shown as captured. Plain C++ (no Qt): it works the
// same for games from the start, from a FEN and at every node after undo or a jump.
#pragma once

#include "core/position.h"

#include <array>

namespace kibitz {

struct MaterialBalance {
    // lost[colour][type]: pieces of that colour (Pawn..Queen) missing against a full set, i.e.
    // captured by the other side.
    std::array<std::array<int, 5>, 2> lost{};
    // The sum of piece values on the board (pawn 1, knight 3, bishop 3, rook 5, queen 9).
    std::array<int, 2> value{};

    // Material difference from White's view (+3: White is a piece ahead).
    int difference() const { return value[core::White] - value[core::Black]; }
    // How many pieces of type t colour c has captured (the opponent's losses).
    int capturedBy(core::Color c, core::PieceType t) const { return lost[~c][t]; }
};

// The conventional value of a piece type (king 0).
int pieceValue(core::PieceType type);
// How many pieces of each colour and type stand on a board: counts[colour][Pawn..King].
using PieceCounts = std::array<std::array<int, 6>, 2>;

// Captured pieces and values of position.
MaterialBalance materialBalance(const core::Position& position);
// The same from the piece counts of a board (e.g. a view's placement).
MaterialBalance materialBalance(const PieceCounts& counts);

} // namespace kibitz
