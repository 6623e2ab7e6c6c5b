// Internal to SAN reading (san.cpp): what a move text asks for, read before the position is
// looked at, and why no legal move is what it asks for (sanwhy.cpp: castling, pieces, reach, checks).
#pragma once

#include "messages.h"
#include "position.h"

namespace kibitz::core::sanread {

// What a move text asks for, before looking at the position.
struct Pattern {
    bool castle = false, castleLong = false;
    bool anyPiece = false; // UCI/LAN "e2e4": whatever stands on the from-square
    PieceType piece = Pawn;
    int fromFile = -1, fromRank = -1; // disambiguation, -1 when not given
    Square to = NoSquare;
    PieceType promo = NoPieceType;
    bool capture = false;
};

// Best-effort explanation why no legal move matches p (castling, pieces, reach, checks).
Message whyIllegal(const Position& pos, const Pattern& p);

} // namespace kibitz::core::sanread
