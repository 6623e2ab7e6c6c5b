// Numeric Annotation Glyphs (NAGs, PGN standard section 10): their symbols, the classes that allow
// one sign each (move signs, position signs), and editing a node's list. Plain C++17 (no Qt);
// the translated meanings are in model/nagnames.h.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::game {

// A move has at most one move sign ($1-$6: ! ? !! ?? !? ?!) and one position sign ($10-$21:
// = … −+); every other NAG stands on its own.
enum class NagClass { MoveSign, PositionSign, Other };
NagClass nagClass(int nag);

// The symbol a reader sees: "!?", "+=", "±", "+−", "□", "N"…; "$n" for NAGs without a common symbol.
std::string nagSymbol(int nag);

// The NAG of a suffix as typed after a move or written in PGN ("!" … "?!"), 0 for anything else.
int suffixNag(std::string_view suffix);

// Splits a typed move's trailing suffix off: "Bb5?!" -> "Bb5" and 6; text without one is kept
// whole with 0. An unknown combination ("Bb5!!!") stays on the move (the move is then refused).
std::string_view splitSuffix(std::string_view text, int& nag);

// nags with nag toggled: removed when present, else added in place of the sign of its class.
// The list is kept in the order move sign, position sign, the others (as written in PGN).
std::vector<std::uint8_t> toggledNag(const std::vector<std::uint8_t>& nags, int nag);
// nags with nag set (replacing the sign of its class; unchanged when already there).
std::vector<std::uint8_t> withNag(const std::vector<std::uint8_t>& nags, int nag);

} // namespace kibitz::game
