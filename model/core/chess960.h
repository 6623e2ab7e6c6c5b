// Chess960 (Fischer Random) start positions by their standard number 0-959 (Scharnagl's
// numbering: 518 is the standard arrangement, 0 is BBQNNRKR).
#pragma once

#include "position.h"

#include <string>
#include <string_view>

namespace kibitz::core {

inline constexpr int Chess960Positions = 960;
inline constexpr int StandardChess960Number = 518;

// The back rank of start position n (0-959) as piece letters from a to h, e.g. "RNBQKBNR".
std::string chess960BackRank(int n);
// Start position n with all four castling rights, isChess960() set (written as X-FEN).
Position chess960StartPosition(int n);
// The number n (0-959) whose chess960StartPosition(n) pos is (pieces, side to move, castling
// rights with their rooks, counters), or -1; the standard start position is 518.
int chess960Number(const Position& pos);
// True when a PGN Variant tag names Chess960: "Chess960", "chess 960", "fischerandom",
// "Fischer Random", "Chess960 (Fischer Random)", "FRC"... (case, blanks and punctuation aside).
bool isChess960VariantName(std::string_view name);
// The Variant tag Kibitz writes for a Chess960 game.
inline constexpr const char* Chess960VariantName = "Chess960";

} // namespace kibitz::core
