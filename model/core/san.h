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

// Why moving what stands on from to `to` is no legal move in pos (when it is none): the reason
// the same move as text is refused with (no piece, not its turn, reach, castling, pin, check).
Message whyIllegalMove(const Position& pos, Square from, Square to);

// SAN with figurines (♘ ♗ ♖ ♕ ♔) instead of letters, UTF-8, for display.
std::string toFigurine(const std::string& san);

} // namespace kibitz::core
