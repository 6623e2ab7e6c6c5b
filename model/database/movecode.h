// The index's move encoding: about one byte per ply, decoded without generating moves. A move is
// its target square (6 bits) and the place of its origin among the own pieces that could move
// there (2 bits; 3 means the place follows in a second byte); a promotion adds a byte with the
// piece. The kind (castling, e.p., promotion) follows from the position. The null move
// (core/nullmove.h) is the own king's square. Plain C++17.
#pragma once

#include "core/position.h"

#include <cstdint>
#include <vector>

namespace kibitz::database {

// Appends the code of legal move m in pos to out.
void encodeMove(const core::Position& pos, core::Move m, std::vector<std::uint8_t>& out);
// Appends the code of the null move (core/nullmove.h) in pos to out.
void encodeNullMove(const core::Position& pos, std::vector<std::uint8_t>& out);
// Reads one move of pos from code (advancing it); the move is legal (or null) when the code came
// from encodeMove (encodeNullMove) on the same position.
core::Move decodeMove(const core::Position& pos, const std::uint8_t*& code);

} // namespace kibitz::database
