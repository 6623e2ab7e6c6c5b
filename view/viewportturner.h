// ViewportTurner: the board that turns to the side to move (games between people at one
// board). After each shown move's animation it orbits the camera (TurnMs) to the side to move;
// while a piece is held (a press or a drag) it waits and turns once the piece is let go, so it
// never moves the board under a drag. Headless: it needs only the model, animator and camera.
#pragma once

#include <QObject>

namespace kibitz {

class ChessGameModel;
class ViewportAnimator;
class ViewportCamera;

class ViewportTurner : public QObject {
    Q_OBJECT
public:
    static constexpr int TurnMs = 400;

    // Create after the animator is connected to the model: this follows the same signal later.
    ViewportTurner(ChessGameModel* model, ViewportAnimator* animator, ViewportCamera* camera,
                   QObject* parent = nullptr);

    bool isEnabled() const { return m_enabled; }
    // True while a turn waits for the move animation or for a held piece.
    bool isPending() const { return m_pending >= 0; }

public slots:
    // On: turns at once to the side to move and after every shown move from then on.
    void setEnabled(bool on);
    // A piece is held (mouse down on it, or dragged); the turn waits until it is let go.
    void setHolding(bool holding);

private:
    void onPositionChanged();
    void turnIfDue();

    ChessGameModel* m_model;
    ViewportAnimator* m_animator;
    ViewportCamera* m_camera;
    bool m_enabled = false;
    bool m_holding = false;
    int m_pending = -1; // the side (0 White, 1 Black) to turn to, -1 none
};

} // namespace kibitz
