// Polyglot position keys and move codes, as the Polyglot opening book format defines them.
// Plain C++17 (no Qt).
#pragma once

#include "core/position.h"

#include <cstdint>

namespace kibitz::openings {

// The Polyglot key of pos: pieces, castling rights, the e.p. file (only when a pawn of the side
// to move stands beside the double-pushed pawn) and White to move.
std::uint64_t polyglotKey(const core::Position& pos);

// The 16-bit Polyglot code of a move: to (0-5), from (6-11), promotion (12-14: 1 knight to
// 4 queen); castling is the king taking its own rook (e1h1).
std::uint16_t polyglotMoveCode(core::Move move);

// The legal move of pos that code stands for; the null move when none is.
core::Move decodePolyglotMove(const core::Position& pos, std::uint16_t code);

} // namespace kibitz::openings
