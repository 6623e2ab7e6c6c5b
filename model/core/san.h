// Standard Algebraic Notation: writing with minimal disambiguation, and tolerant parsing.
#pragma once

#include "messages.h"
#include "position.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::core {

enum class SanErrorCode {
    Empty, // no text
    Malformed, // not SAN nor UCI
    Illegal, // well-formed but no such legal move
    Ambiguous, // several legal moves match (candidates listed)
};

struct SanError {
    SanErrorCode code = SanErrorCode::Malformed;
    Message message; // says why (messages.h)
    std::string text; // the input
    std::vector<std::string> candidates; // SAN of the matching moves when ambiguous
};

// SAN of legal move m in pos: "Nbd7", "exd6", "e8=Q+", "O-O", "Qh4#".
std::string toSan(const Position& pos, Move m);
// The same, given `after`, the position m leads to (a caller that has it saves playing m again).
std::string toSan(const Position& pos, Move m, const Position& after);
// The move named by text in pos. Accepts SAN, also "0-0", "e8Q", redundant disambiguation,
// trailing +/#/!/? annotations, and UCI ("e7e8q"). out is unchanged on error.
std::optional<SanError> parseSan(const Position& pos, std::string_view text, Move& out);

// What writing a legal move's SAN needs besides the positions: the other squares from which a
// piece of its kind legally reaches its target. parseSan finds them while reading (known stays
// false when it took its slow path), so that a reader writes the SAN without a second search.
struct SanRivals {
    Bitboard squares = 0;
    bool known = false;
};
std::optional<SanError> parseSan(const Position& pos, std::string_view text, Move& out, SanRivals& rivals);
// SAN of m, read by parseSan in pos with these rivals (known), given `after`; as toSan writes it.
std::string toSan(const Position& pos, Move m, const Position& after, const SanRivals& rivals);
// SAN with figurines (♘ ♗ ♖ ♕ ♔) instead of letters, UTF-8, for display.
std::string toFigurine(const std::string& san);

} // namespace kibitz::core
