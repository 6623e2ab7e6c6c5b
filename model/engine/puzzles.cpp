// Puzzle selection (clearlyBest) and the puzzle's text line.
#include "puzzles.h"

#include <cmath>
#include <cstdlib>

namespace kibitz::engine::puzzles {

namespace {

// An evaluation from mover's view.
game::Evaluation forMover(game::Evaluation white, core::Color mover)
{
    if (mover == core::Black)
        white.value = -white.value;
    return white;
}

bool matesIn(const game::Evaluation& moverView, int moves) { return moverView.mate && moverView.value == moves; }
bool isMated(const game::Evaluation& moverView) { return moverView.mate && moverView.value <= 0; }

bool isCapture(const core::Position& pos, core::Move m)
{
    return m.kind() == core::Move::EnPassant
        || (m.kind() != core::Move::Castling && pos.pieceOn(m.to()) != core::NoPiece);
}

} // namespace

std::string themeOf(const Puzzle& p, const core::Position& before)
{
    const game::Evaluation best = forMover(p.bestEval, p.side);
    if (best.mate && best.value > 0)
        return "mate";
    if (p.judgement.reason == review::Reason::MateAllowed)
        return "allowed-mate";
    if (isCapture(before, p.best))
        return "capture";
    if (!p.refutation.empty()) {
        core::Position after = before;
        after.playWithoutUndo(p.played); // a copy of before: nothing to take back
        if (isCapture(after, p.refutation.front()))
            return "hanging";
    }
    return "other";
}

double generatorWinChance(const game::Evaluation& white, core::Color mover)
{
    const game::Evaluation e = forMover(white, mover);
    if (e.mate)
        return e.value > 0 ? 1.0 : -1.0;
    return 2.0 / (1.0 + std::exp(-0.004 * e.value)) - 1.0;
}

bool clearlyBest(const game::Evaluation& best, const std::optional<game::Evaluation>& second, core::Color mover)
{
    if (!second)
        return true;
    const game::Evaluation b = forMover(best, mover);
    const game::Evaluation s = forMover(*second, mover);
    if (isMated(s) && !isMated(b))
        return true;
    if (matesIn(b, 1))
        return !matesIn(s, 1) && generatorWinChance(*second, mover) <= MateInOneOthersCeiling;
    return generatorWinChance(best, mover) > generatorWinChance(*second, mover) + MinWinChanceGap;
}

std::string lossText(const Puzzle& p)
{
    const game::Evaluation after = forMover(p.playedEval, p.side);
    const game::Evaluation best = forMover(p.bestEval, p.side);
    if (p.judgement.reason == review::Reason::MateAllowed && after.mate && after.value < 0)
        return "mate " + std::to_string(after.value);
    if (p.judgement.reason == review::Reason::MateLost && best.mate && best.value > 0)
        return "mate " + std::to_string(best.value);
    return std::to_string(p.judgement.cpLoss);
}

std::string puzzleText(const Puzzle& p)
{
    return "puzzle game " + std::to_string(p.game) + " ply " + std::to_string(p.ply) + " side "
        + (p.side == core::White ? "white" : "black") + " fen " + p.fen + " best " + core::moveToUci(p.best) + " ("
        + p.bestSan + ") played " + core::moveToUci(p.played) + " (" + p.playedSan + ") loss " + lossText(p);
}

} // namespace kibitz::engine::puzzles
