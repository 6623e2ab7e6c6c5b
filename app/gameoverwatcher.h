// GameOverWatcher: after a move that ends the game or makes a draw claimable, shows the
// non-modal GameOverNotice; a claimed draw becomes the game's result. Browsing old positions
// shows nothing (only a move just played does), and the notice closes as soon as the position
// it describes is no longer shown (navigation, undo, loading). Game > Claim Draw makes the same
// claim from the menu, whenever the game's last position allows one.
#pragma once

#include "game/gametree.h"

#include <QObject>
#include <QPointer>

class QAction;

namespace kibitz {

class ChessGameModel;
class GameOverNotice;

class GameOverWatcher : public QObject {
    Q_OBJECT
public:
    GameOverWatcher(ChessGameModel* model, GameOverNotice* notice, QObject* parent = nullptr);

    // Enables action while a draw can be claimed (see canClaimDraw); it claims one.
    void trackClaimAction(QAction* action);
    // The shown position is the last of the main line, a draw can be claimed there (threefold
    // repetition, fifty moves) and the game has no result yet.
    bool canClaimDraw() const;

public slots:
    // A result decided off the board (resignation, agreed draw) at the shown position.
    void showDecided(const QString& result, const QString& reason);
    // The claim is recorded as the result (an undoable edit).
    void claimDraw();

private:
    void onMoveMade(game::NodeId node);
    void updateClaimAction();
    void onCursorChanged(game::NodeId current);

    ChessGameModel* m_model;
    GameOverNotice* m_notice;
    game::NodeId m_described = game::NoNode; // the node the open notice is about
    QPointer<QAction> m_claim;
};

} // namespace kibitz
