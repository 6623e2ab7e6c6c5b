// Static evaluation for the built-in engine: tapered material, piece-square terms, mobility,
// pawn structure and a little king safety. Plain C++17, no Qt.
#pragma once

#include "core/position.h"

namespace kibitz::search {

// Piece values (centipawns) used by move ordering and exchange evaluation.
constexpr int PieceValue[7] = {100, 320, 330, 500, 950, 20000, 0};

// Score of pos in centipawns from the side to move's point of view.
int evaluate(const core::Position& pos);

// Static exchange evaluation: the material balance of the capture sequence on m's target square
// for the side making m (pins ignored). Non-captures that are not promotions return 0.
int staticExchange(const core::Position& pos, core::Move m);

} // namespace kibitz::search
