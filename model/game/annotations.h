// What a study attaches to a node besides its comment and NAGs: drawn arrows and circles, the
// engine's evaluation and the clock. Stored in the tree (Node::annotations), read from and written
// to PGN comments as the commands [%cal …], [%csl …], [%eval …] and [%clk …] that Lichess, ChessX
// and En Croissant use. Plain C++17 (no Qt).
#pragma once

#include "core/types.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace kibitz::game {

// The four colours of Lichess's drawing tool; the letter is the one PGN uses (G R B Y).
enum class MarkColour : std::uint8_t { Green, Red, Blue, Yellow };

struct Arrow {
    core::Square from = core::A1;
    core::Square to = core::A1;
    MarkColour colour = MarkColour::Green;
    bool operator==(const Arrow& o) const { return from == o.from && to == o.to && colour == o.colour; }
    bool operator!=(const Arrow& o) const { return !(*this == o); }
};

struct Circle {
    core::Square square = core::A1;
    MarkColour colour = MarkColour::Green;
    bool operator==(const Circle& o) const { return square == o.square && colour == o.colour; }
    bool operator!=(const Circle& o) const { return !(*this == o); }
};

// An evaluation of the position after the node's move, always from White's point of view.
struct Evaluation {
    bool mate = false; // value is then moves to mate: > 0 White mates, < 0 Black mates
    int value = 0; // centipawns, or moves to mate
    int depth = -1; // search depth when known (written as [%eval 0.25,18]), else -1
    bool operator==(const Evaluation& o) const { return mate == o.mate && value == o.value && depth == o.depth; }
    bool operator!=(const Evaluation& o) const { return !(*this == o); }
};

struct NodeAnnotations {
    std::vector<Arrow> arrows; // in drawing order
    std::vector<Circle> circles; // in drawing order
    std::optional<Evaluation> eval;
    std::optional<std::int64_t> clockMs; // time left on the mover's clock after the move
    bool empty() const { return arrows.empty() && circles.empty() && !eval && !clockMs; }
    bool operator==(const NodeAnnotations& o) const
    {
        return arrows == o.arrows && circles == o.circles && eval == o.eval && clockMs == o.clockMs;
    }
    bool operator!=(const NodeAnnotations& o) const { return !(*this == o); }
};

} // namespace kibitz::game
