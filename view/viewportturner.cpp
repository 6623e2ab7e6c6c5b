// ViewportTurner: a pending turn runs when the animator is idle and no piece is held.
#include "viewportturner.h"

#include "chessgamemodel.h"
#include "viewportanimator.h"
#include "viewportcamera.h"

namespace kibitz {

// Follows the model's shown position and the end of each move animation.
ViewportTurner::ViewportTurner(ChessGameModel* model, ViewportAnimator* animator, ViewportCamera* camera,
                               QObject* parent)
    : QObject(parent), m_model(model), m_animator(animator), m_camera(camera)
{
    connect(m_model, &ChessGameModel::positionChanged, this, &ViewportTurner::onPositionChanged);
    connect(m_animator, &ViewportAnimator::finished, this, &ViewportTurner::turnIfDue);
}

// Turning on faces the side to move at once; off drops a waiting turn.
void ViewportTurner::setEnabled(bool on)
{
    m_enabled = on;
    m_pending = -1;
    if (on)
        onPositionChanged();
}

// Letting go of a piece runs the turn that waited for it.
void ViewportTurner::setHolding(bool holding)
{
    m_holding = holding;
    if (!holding)
        turnIfDue();
}

// The side to move is where the board should face once the move has been shown.
void ViewportTurner::onPositionChanged()
{
    if (!m_enabled)
        return;
    m_pending = int(m_model->position().sideToMove());
    turnIfDue();
}

// Turns when nothing is moving on the board and no piece is held.
void ViewportTurner::turnIfDue()
{
    if (m_pending < 0 || m_holding || m_animator->isRunning())
        return;
    const bool black = m_pending == int(core::Black);
    m_pending = -1;
    if (black != m_camera->isFlipped()) // a person who orbited to the same side keeps the view
        m_camera->turnTo(black, TurnMs);
}

} // namespace kibitz
