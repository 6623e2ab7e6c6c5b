// A plain-text picture of a position for the CLI and the debug panel.
#pragma once

#include "position.h"
#include "status.h"

#include <string>

namespace kibitz::core {

// The board with rank and file labels (White at the bottom), then side to move, castling,
// e.p. square, clocks, Zobrist key, status and, when given, the last move.
std::string asciiBoard(const Position& pos, const GameStatus& status, const std::string& lastMove = {});

} // namespace kibitz::core
