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
// The same for SAN written as export format writes it ("Nbd7", "exd6", "e8=Q+", "O-O", one check
// mark at most, a capture mark only on a capture), Malformed for any other text: what the full SAN
// reading (san.h) reads as the same move, so that it needs no second reading of such text.
SanMatch resolveExportSan(const Position& pos, std::string_view san, Move& found);

// The squares of the side to move's pieces of kind pt that have a legal move to `to` (castling
// aside), and the moves' kind. A pawn captures (e.p. included) from the file pawnCaptureFile, or
// pushes when it is -1. toSan's legality and disambiguation, from the same rules as resolveSan.
Bitboard legalOriginsTo(const Position& pos, PieceType pt, Square to, int pawnCaptureFile, Move::Kind& kind);

} // namespace kibitz::core
