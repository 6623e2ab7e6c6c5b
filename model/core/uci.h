// Moves in UCI notation with both ways of writing castling: the king's move to its target
// ("e1g1", standard UCI) and the king taking its own rook ("e1h1", UCI_Chess960 mode).
#pragma once

#include "position.h"

#include <string>
#include <string_view>

namespace kibitz::core {

// UCI text of the legal move m in pos; castling as king-takes-rook when chess960 is set.
std::string moveToUci(const Position& pos, Move m, bool chess960);
// True when the squares from and to name the castling move m of pos: the king onto its own rook,
// or the king onto its target two or more files away (a step of one file, or none, is an
// ordinary king move or nothing, so Chess960 castling that short is written king-takes-rook).
bool uciNamesCastling(const Position& pos, Move m, Square from, Square to);
// The legal move the UCI text names in pos (either castling form); the null move when none.
Move parseUciMove(const Position& pos, std::string_view text);

} // namespace kibitz::core
