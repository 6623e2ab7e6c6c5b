// GameOverWatcher: reads the status of the node just played (cached by the model).
#include "gameoverwatcher.h"

#include "chessgamemodel.h"
#include "gameediting.h"
#include "dialogs/gameovernotice.h"
#include "game/game.h"

#include <QAction>

namespace kibitz {

// Listens to moves, to the shown position and to the notice's claim button.
GameOverWatcher::GameOverWatcher(ChessGameModel* model, GameOverNotice* notice, QObject* parent)
    : QObject(parent), m_model(model), m_notice(notice)
{
    connect(model, &ChessGameModel::moveMade, this, &GameOverWatcher::onMoveMade);
    connect(model, &ChessGameModel::cursorChanged, this, &GameOverWatcher::onCursorChanged);
    connect(model, &ChessGameModel::gameAboutToBeReset, m_notice, &QWidget::hide); // node ids start over
    connect(notice, &GameOverNotice::drawClaimed, this, &GameOverWatcher::claimDraw);
}

// A finished game or a claimable draw is announced.
void GameOverWatcher::onMoveMade(game::NodeId node)
{
    if (!m_model->tree().contains(node))
        return;
    const core::GameStatus status = m_model->statuses()->statusAt(node);
    if (status.isOver() || status.canClaimThreefold || status.canClaimFiftyMove) {
        m_described = node;
        m_notice->showStatus(status);
    }
}

// Another position is shown: the notice no longer describes it.
void GameOverWatcher::onCursorChanged(game::NodeId current)
{
    if (current != m_described)
        m_notice->hide();
}

void GameOverWatcher::claimDraw()
{
    m_model->editing()->setResult(QStringLiteral("1/2-1/2"), QStringLiteral("normal"));
}

bool GameOverWatcher::canClaimDraw() const
{
    const game::NodeId at = m_model->cursor();
    if (at != game::mainLineEnd(m_model->tree()) || m_model->game().result() != "*")
        return false;
    const core::GameStatus status = m_model->statuses()->statusAt(at);
    return !status.isOver() && (status.canClaimThreefold || status.canClaimFiftyMove);
}

void GameOverWatcher::trackClaimAction(QAction* action)
{
    m_claim = action;
    connect(action, &QAction::triggered, this, [this] {
        if (canClaimDraw())
            claimDraw();
    });
    connect(m_model, &ChessGameModel::cursorChanged, this, &GameOverWatcher::updateClaimAction);
    connect(m_model, &ChessGameModel::statusChanged, this, &GameOverWatcher::updateClaimAction);
    connect(m_model, &ChessGameModel::historyChanged, this, &GameOverWatcher::updateClaimAction);
    connect(m_model, &ChessGameModel::gameReset, this, &GameOverWatcher::updateClaimAction);
    connect(m_model, &ChessGameModel::gameInfoChanged, this, &GameOverWatcher::updateClaimAction);
    updateClaimAction();
}

void GameOverWatcher::updateClaimAction()
{
    if (m_claim)
        m_claim->setEnabled(canClaimDraw());
}

void GameOverWatcher::showDecided(const QString& result, const QString& reason)
{
    m_described = m_model->cursor();
    m_notice->showResult(result, reason);
}

} // namespace kibitz
