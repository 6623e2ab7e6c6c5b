// SAN to move for the PGN readers' hot paths (the database scanner, the game reader), without
// generating every legal move: the SAN names a piece kind and a target, so only the pieces of that
// kind that reach the target are tried, each checked for legality with the pin and check masks
// (e.p. by playing it). Accepts what PGN files contain: check/annotation marks, "0-0" for "O-O",
// redundant disambiguation, "e8Q".
#pragma once

#include "bitboard.h"
#include "position.h"

#include <string_view>

namespace kibitz::core {

enum class SanMatch { Found, Malformed, Illegal, Ambiguous };

// Finds the one legal move san names in pos (into found).
SanMatch resolveSan(const Position& pos, std::string_view san, Move& found);
// The same, and rivals: the other squares from which a piece of found's kind (not a pawn) has a
// legal move to its target, what writing its SAN must tell apart (0 for castling and pawns).
SanMatch resolveSan(const Position& pos, std::string_view san, Move& found, Bitboard& rivals);

// The squares of the side to move's pieces of kind pt that have a legal move to `to` (castling
// aside), and the moves' kind. A pawn captures (e.p. included) from the file pawnCaptureFile, or
// pushes when it is -1. toSan's legality and disambiguation, from the same rules as resolveSan.
Bitboard legalOriginsTo(const Position& pos, PieceType pt, Square to, int pawnCaptureFile, Move::Kind& kind);

} // namespace kibitz::core
