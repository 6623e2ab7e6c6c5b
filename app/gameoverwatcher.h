// GameOverWatcher: after a move that ends the game or makes a draw claimable, shows the
// non-modal GameOverNotice; a claimed draw becomes the game's result. Browsing old positions
// shows nothing (only a move just played does), and the notice closes as soon as the position
// it describes is no longer shown (navigation, undo, loading).
#pragma once

#include "game/gametree.h"

#include <QObject>

namespace kibitz {

class ChessGameModel;
class GameOverNotice;

class GameOverWatcher : public QObject {
    Q_OBJECT
public:
    GameOverWatcher(ChessGameModel* model, GameOverNotice* notice, QObject* parent = nullptr);

public slots:
    // A result decided off the board (resignation, agreed draw) at the shown position.
    void showDecided(const QString& result, const QString& reason);

private:
    void onMoveMade(game::NodeId node);
    void onDrawClaimed();
    void onCursorChanged(game::NodeId current);

    ChessGameModel* m_model;
    GameOverNotice* m_notice;
    game::NodeId m_described = game::NoNode; // the node the open notice is about
};

} // namespace kibitz
