// PlayController's end of a game: resignation, draw offers (answered by the engine against the
// computer, agreed at once between people), results decided off the board, an end undone or
// redone, and a game interrupted (a crash) that goes on. The engine tasks are in playcontroller.cpp.
#include "playcontroller.h"

#include "chessgamemodel.h"
#include "gameediting.h"

#include "game/game.h"

namespace kibitz::engine {

namespace {
// The score seen from side's point of view, in centipawns or "mate" sign.
EngineScore scoreFor(const EngineScore& white, core::Color side)
{
    EngineScore s = white;
    if (side == core::Black)
        s.value = -s.value;
    return s;
}

} // namespace

// Between people only once a move was played: on an empty board nobody offered or resigned
// anything. A side that is a program with no engine playing it can neither agree nor resign.
bool PlayController::canEndGame() const
{
    if (m_active)
        return true;
    if (isVsComputer() || isComputerAbsent() || m_model->game().result() != "*")
        return false;
    const game::NodeId last = game::mainLineEnd(m_model->tree());
    return last != game::RootNode && !m_model->statuses()->statusAt(last).isOver();
}

// Told so (resumeWithoutEngine), or the game's WhiteType or BlackType tag says "program" (unless
// the person chose Two Players for it).
bool PlayController::isComputerAbsent() const
{
    if (m_engine || m_peopleNow)
        return false;
    const auto program = [this](const char* tag) { return m_model->game().tag(tag) == "program"; };
    return m_engineMissing || program("WhiteType") || program("BlackType");
}

// The game goes on where it was; its result (a resignation, a draw, a loss on time) keeps it
// finished, as it was before the interruption.
void PlayController::resume(core::Color humanColor, Engine* engine, int level, game::NodeId startNode)
{
    if (!engine)
        return;
    const game::GameTree& tree = m_model->tree();
    if (!tree.contains(startNode) || !tree.isAncestor(startNode, m_model->cursor()))
        startNode = m_model->cursor(); // a start that no longer fits: take backs stop here
    prepare(humanColor, engine, level, startNode);
    if (m_model->game().result() == "*") {
        activate(false);
        return;
    }
    m_active = false;
    m_reopenable = true;
    emit activeChanged(false);
}

// Remembered until another game or stop(); the computer is the person's opponent.
void PlayController::resumeWithoutEngine(core::Color humanColor)
{
    stop();
    m_human = humanColor;
    m_engineMissing = true;
    m_peopleNow = false;
    emit activeChanged(false); // the Play menu follows
}

// The person resigns against the computer; between people, the side to move at the end of the
// main line.
bool PlayController::resign()
{
    if (!canEndGame())
        return false;
    const core::Color loser =
        m_active ? m_human : m_model->tree().node(game::mainLineEnd(m_model->tree())).position.sideToMove();
    return decide(loser == core::White ? QStringLiteral("0-1") : QStringLiteral("1-0"),
                  loser == core::White ? tr("White resigns.") : tr("Black resigns."));
}

// Evaluates the position for the computer; the answer follows in answerDrawOffer(). Between
// people both agree at the board: the draw is the result at once.
bool PlayController::offerDraw()
{
    if (!m_active)
        return canEndGame() && decide(QStringLiteral("1/2-1/2"), tr("Draw agreed."));
    if (m_task == Task::DrawOffer || m_task == Task::Hint)
        return false;
    cancelSearch();
    return launch(Task::DrawOffer);
}

// A result decided off the board (resignation, agreed draw): Result and Termination in one step.
bool PlayController::decide(const QString& result, const QString& reason)
{
    cancelSearch();
    m_quiet = true;
    const bool set = m_editing->setResult(result, QStringLiteral("normal"));
    m_quiet = false;
    if (!set)
        return false;
    if (m_active)
        finish(result, reason);
    emit resultDecided(result, reason);
    return true;
}

// The game's result changed by undo or redo: an end undone resumes the game against the
// computer (in its turn it moves, unless the clocks are paused), an end redone stops it again.
void PlayController::followResult()
{
    if (m_quiet || !m_engine)
        return;
    const bool decided = m_model->game().result() != "*";
    const game::NodeId at = m_model->cursor();
    if (m_active && decided) {
        const core::GameStatus end = m_model->statuses()->statusAt(game::mainLineEnd(m_model->tree()));
        const bool mate = end.state == core::GameState::Checkmate;
        finish(QString::fromStdString(std::string(m_model->game().result())),
               mate ? tr("Checkmate.") : end.isOver() ? tr("The game is drawn.") : QString());
    } else if (!m_active && m_reopenable && !decided && !m_model->statuses()->statusAt(at).isOver()
               && m_model->tree().isAncestor(m_startNode, at)) {
        m_active = true;
        emit activeChanged(true);
        maybeMove();
    }
}

// Stops like any other end of the game; the result is not touched.
void PlayController::endGame(const QString& result, const QString& reason)
{
    if (m_active)
        finish(result, reason);
}

// Accepts when the computer's own score is level or worse (see DrawAcceptCentipawns).
void PlayController::answerDrawOffer()
{
    bool accept = false;
    if (m_hasScore) {
        const core::Color side = m_model->position().sideToMove();
        const EngineScore mine = scoreFor(m_score.forWhite(side), computerColor());
        accept = mine.isMate ? mine.value <= 0 : mine.value <= DrawAcceptCentipawns;
    }
    emit drawOfferAnswered(accept);
    if (accept && decide(QStringLiteral("1/2-1/2"), tr("Draw agreed.")))
        return;
    maybeMove();
}

// The game is over: no more computer moves until a take back or a new game.
void PlayController::finish(const QString& result, const QString& reason)
{
    cancelSearch();
    if (m_active) {
        m_active = false;
        m_reopenable = m_engine != nullptr; // before activeChanged: it is still a game vs computer
        emit activeChanged(false);
    }
    emit gameEnded(result, reason);
}

} // namespace kibitz::engine
