// SAN to move for the scanner's hot path, without generating every legal move: the SAN names a
// piece kind and a target, so only the pieces of that kind that reach the target are tried, each
// checked for legality with the pin and check masks (e.p. by playing it). Accepts what PGN
// files contain: check/annotation marks, "0-0" for "O-O", redundant disambiguation, "e8Q".
#pragma once

#include "core/position.h"

#include <string_view>

namespace kibitz::database {

enum class SanMatch { Found, Malformed, Illegal, Ambiguous };

// Finds the one legal move san names in pos (into found); pos is left as it was.
SanMatch resolveSan(core::Position& pos, std::string_view san, core::Move& found);

} // namespace kibitz::database
