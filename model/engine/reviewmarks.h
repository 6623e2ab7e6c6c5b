// Judging moves from evaluations, after Lichess's published method: win chances from
// centipawns, marks from the mover's drop in win chances, forced mates lost or allowed as cases of
// their own, and the per-side summary (counts, average centipawn loss, accuracy).
// Plain C++17 (no Qt, no engines) so that every threshold is testable on its own.
#pragma once

#include "core/types.h"
#include "game/annotations.h"
#include "game/gametree.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace kibitz::engine::review {

enum class Mark : std::uint8_t { None, Inaccuracy, Mistake, Blunder };
// Why a move got its mark.
enum class Reason : std::uint8_t { None, WinChanceDrop, MateLost, MateAllowed };

// The evaluation a centipawn figure stands for when mates are capped (cpLoss, win chances).
inline constexpr int CpCap = 1000;
// The NAGs of the marks: ?! (6), ? (2), ?? (4); 0 for None.
std::uint8_t nagOf(Mark mark);

// 2 / (1 + e^(-0.00368208 * cp)) - 1, with cp capped at +-1000: in [-1, 1], White's view when cp is.
double winChance(int cp);
// The win chance of an evaluation (White's view); a forced mate counts as +-1.
double winChance(const game::Evaluation& white);
// Centipawns of an evaluation for White, capped at +-CpCap (a mate counts as the cap).
int cappedCp(const game::Evaluation& white);

// The evaluation of a finished position, which needs no search (White's view): the side to move
// is mated (the other side "mates in 1" for the judging) or it is stalemate (0.00). Nullopt while
// the side to move has a legal move.
std::optional<game::Evaluation> finishedEval(const core::Position& pos);

struct Judgement {
    Mark mark = Mark::None;
    Reason reason = Reason::None;
    double winDrop = 0; // the mover's loss of win chance (negative: the move gained)
    int cpLoss = 0; // the mover's loss in capped centipawns, at least 0
    double accuracy = 100; // per-move accuracy in percent (see docs/DESIGN.md)
};

// Judges the move mover played between the evaluations before and after it (both White's view).
Judgement judge(const game::Evaluation& before, const game::Evaluation& after, core::Color mover);

struct SideSummary {
    int moves = 0;
    int inaccuracies = 0;
    int mistakes = 0;
    int blunders = 0;
    double acpl = 0; // average centipawn loss
    double accuracy = 0; // (arithmetic mean + harmonic mean) / 2 of the per-move accuracies
};
// Sums the judgements of one side's moves.
SideSummary summarise(const std::vector<Judgement>& moves);

struct GameSummary {
    SideSummary white;
    SideSummary black;
};
// The summary a reviewed game's main line carries: the marks counted from its NAGs (?!, ?, ??),
// the centipawn loss and accuracy from the [%eval]s of the positions before and after each move
// (the start position's is the root's; a mate or stalemate needs none: finishedEval()); moves
// without both evaluations count only by their NAG. The window's summary and kibitz-cli review's
// figures are this function of the reviewed game, so they are the same.
GameSummary summariseMainLine(const game::GameTree& tree);

// The next (forward) or previous marked move (?!, ?, ??) of the main line after or before from,
// played by side (either when side is empty); NoNode when there is none. from may be anywhere in
// the tree: a variation's node counts as the main-line move it branches from.
game::NodeId nextMarkedMove(const game::GameTree& tree, game::NodeId from, std::optional<core::Color> side,
                            bool forward);

} // namespace kibitz::engine::review
