// StatusText: built from the status fields, never from the core's English text.
#include "statustext.h"

namespace kibitz {

// How the game ended where it ended; elsewhere the side to move plus check, or the result, plus
// any claimable draw.
QString StatusText::describe(const core::Position& position, const core::GameStatus& status,
                             const game::GameEnd& end)
{
    if (end.isOver())
        return ending(end);
    QString text = result(status);
    if (text.isEmpty()) {
        text = position.sideToMove() == core::White ? tr("White to move") : tr("Black to move");
        if (status.inCheck)
            text = tr("%1 — check").arg(text);
    }
    const QString draw = claim(status);
    return draw.isEmpty() ? text : tr("%1 · %2").arg(text, draw);
}

// The outcome of a finished game.
QString StatusText::result(const core::GameStatus& status)
{
    switch (status.state) {
    case core::GameState::Ongoing: return {};
    case core::GameState::Checkmate:
        return status.winner == core::White ? tr("Checkmate — White wins") : tr("Checkmate — Black wins");
    case core::GameState::Stalemate: return tr("Draw by stalemate");
    case core::GameState::InsufficientMaterial: return tr("Draw: insufficient material");
    case core::GameState::SeventyFiveMoveRule: return tr("Draw by the seventy-five-move rule");
    case core::GameState::FivefoldRepetition: return tr("Draw by fivefold repetition");
    }
    return {};
}

// The board's own ending, a claim with its rule, a flag, or the result alone.
QString StatusText::ending(const game::GameEnd& end)
{
    using game::Outcome;
    switch (end.reason) {
    case game::EndReason::OnTheBoard: return result(end.final);
    case game::EndReason::DrawClaimed:
        if (end.final.canClaimThreefold && end.final.canClaimFiftyMove)
            return tr("Draw by claim — threefold repetition, fifty-move rule");
        return end.final.canClaimThreefold ? tr("Draw by claim — threefold repetition")
                                           : tr("Draw by claim — fifty-move rule");
    case game::EndReason::TimeForfeit:
        if (end.outcome == Outcome::Draw)
            return tr("Draw on time — no mate was possible");
        return end.outcome == Outcome::WhiteWins ? tr("White wins on time") : tr("Black wins on time");
    case game::EndReason::None: break;
    }
    switch (end.outcome) {
    case Outcome::WhiteWins: return tr("White wins (1-0)");
    case Outcome::BlackWins: return tr("Black wins (0-1)");
    case Outcome::Draw: return tr("Draw (½-½)");
    case Outcome::Unfinished: break;
    }
    return {};
}

// Draws the side to move may claim.
QString StatusText::claim(const core::GameStatus& status)
{
    if (status.isOver())
        return {};
    if (status.canClaimThreefold && status.canClaimFiftyMove)
        return tr("draw can be claimed (threefold repetition, fifty-move rule)");
    if (status.canClaimThreefold)
        return tr("draw can be claimed (threefold repetition)");
    if (status.canClaimFiftyMove)
        return tr("draw can be claimed (fifty-move rule)");
    return {};
}

} // namespace kibitz
