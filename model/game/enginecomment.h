// Comments written by programs, not people: what an engine reported of its search for each move
// of an engine game, and cutechess's "book". Told apart here so that the move list can show them
// compactly; the comment itself stays as it was (a file read and written gives its bytes back).
// Plain C++17 (no Qt).
//   TCEC:      "d=35, sd=60, mt=66761, tl=1738239, ..., pv=d4 d5 c3, tb=0, h=100.0, wv=0.65, ..."
//              key=value pairs apart by commas; wv is White's view in pawns ("-M21": mate), d the depth.
//   cutechess: "+0.86/8 1.0s", "-M5/20 0.2s", "0.00/12 3s" (the mover's view) and "book".
#pragma once

#include "annotations.h"

#include "core/types.h"

#include <optional>
#include <string_view>

namespace kibitz::game {

struct EngineComment {
    std::optional<Evaluation> eval; // White's view, with the depth when given
    bool book = false; // the move came from an opening book
};

// The engine's report in comment, the comment of a move mover played; nothing when a person
// wrote it (anything but the whole comment in one of the forms above).
std::optional<EngineComment> readEngineComment(std::string_view comment, core::Color mover);

} // namespace kibitz::game
