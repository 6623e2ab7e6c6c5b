// Can a side still checkmate? FIDE 6.9: when a player's flag falls the game is drawn instead of
// lost if the opponent "cannot checkmate the player's king by any possible series of legal
// moves". Decided from the position, with both sides cooperating (a helpmate), never from a
// material table. Plain C++17.
//
// What it decides, exactly:
// - Impossible, by a proven material rule: the side has a bare king; or a lone knight or
//   bishops all on one square colour against a bare king; or a lone knight against king and one
//   queen (tests/core/tst_matepossible.cpp enumerates every placement and finds no mate with that
//   material; a knight checks from a square the queen always sees). Captures can only shrink
//   these sets and no pawn is left to promote, so they stay dead.
// - Possible: a breadth-first walk over the positions reachable from pos (both sides' legal
//   moves, positions compared by their key) met one where the side's opponent is checkmated.
// - Impossible: that walk visited every reachable position (e.g. kings behind a pawn wall that
//   nothing can break) without meeting such a mate.
// - Unknown: the walk stopped at its budget of positions first, or was cancelled. Callers treat
//   it as Possible (an arbiter who cannot show the position is dead scores the flag as a loss).
#pragma once

#include "position.h"

#include <atomic>
#include <cstddef>

namespace kibitz::core {

struct MatePossibility {
    enum class Verdict { Possible, Impossible, Unknown };
    enum class Reason { MaterialRule, HelpmateFound, AllPositionsSeen, BudgetExhausted, Cancelled };
    Verdict verdict = Verdict::Unknown;
    Reason reason = Reason::BudgetExhausted;
    std::size_t positions = 0; // positions the walk visited
    int plies = 0; // length of the helpmate found (HelpmateFound)
    bool possible() const { return verdict != Verdict::Impossible; } // Unknown counts as possible
};

// True when side's material alone proves it can never mate from pos (the rules above).
bool isDeadMaterialFor(const Position& pos, Color side);
// Whether side can still checkmate its opponent from pos by some legal sequence (see above);
// maxPositions bounds the walk; a set *cancel (read from another thread) ends it early.
MatePossibility canCheckmate(const Position& pos, Color side, std::size_t maxPositions = 200000,
                             const std::atomic<bool>* cancel = nullptr);

} // namespace kibitz::core
