// GameNavigation: the navigation part of ChessGameModel — moves the cursor, never edits.
#pragma once

#include "game/gametree.h"

#include <QObject>

namespace kibitz {

class ChessGameModel;

// Moves the cursor of the model that owns it (ChessGameModel::navigation()) and keeps the visited
// path that forward() follows. Each move of the cursor is announced by the model's cursorChanged,
// positionChanged and, when it differs, statusChanged; a slot that cannot move emits nothing.
class GameNavigation : public QObject {
    Q_OBJECT
public slots:
    // Every slot refuses an id that is not in the tree (false, nothing emitted).
    bool back();
    // Forward along the child visited last, else the main line.
    bool forward();
    bool toStart();
    bool toEnd();
    bool goTo(game::NodeId node);
    // Switches to the next / previous sibling of the shown move (a sideways jump).
    bool nextVariation();
    bool previousVariation();

private:
    friend class ChessGameModel;
    explicit GameNavigation(ChessGameModel* model);
    const game::GameTree& tree() const;
    bool navigate(game::NodeId target);
    // Marks the path to node as the one forward() follows (edits that show a node call it too).
    void rememberPath(game::NodeId node);

    ChessGameModel* m_model;
};

} // namespace kibitz
