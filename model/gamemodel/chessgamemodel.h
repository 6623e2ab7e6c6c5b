// ChessGameModel: the game every view talks to — tree, cursor, undo stack and signals.
#pragma once

#include "boardtransition.h"
#include "moveinput.h"
#include "gamestatuses.h"

#include "core/fen.h"
#include "core/status.h"
#include "game/game.h"

#include <QList>
#include <QObject>
#include <QString>

#include <memory>
#include <optional>

class QUndoCommand;
class QUndoStack;

namespace kibitz {

class GameAnnotations;
class GameEditing;
class GameNavigation;

namespace detail {
class GameCommand;
}

// Owns the game (tags and move tree), the cursor (the node shown) and the undo stack. Navigation
// never edits; every edit is one QUndoCommand. Signal order: docs/DESIGN.md.
class ChessGameModel : public QObject {
    Q_OBJECT
public:
    explicit ChessGameModel(QObject* parent = nullptr);
    ~ChessGameModel() override;

    const game::Game& game() const { return m_game; }
    const game::GameTree& tree() const { return m_game.tree; }
    game::NodeId cursor() const { return m_cursor; }
    const core::Position& position() const { return tree().node(m_cursor).position; }
    // The undo history of the game shown (another game shown by showGame brings its own).
    QUndoStack* undoStack() const { return m_undoStack; }
    // Shows another game with its own undo history (another document's, e.g. a tab): game and
    // cursor change places with the ones shown (which they then hold), and stack becomes the undo
    // history. Not an undo step. The stacks are the callers' except the one this model made.
    void showGame(game::Game& game, game::NodeId& cursor, QUndoStack* stack);

    QString fen() const;
    // The node's move in SAN ("" for the root and for an unknown id).
    QString san(game::NodeId node) const;
    // The core's ASCII board of the shown position, with status and the last move.
    QString asciiBoard() const;
    // Legal targets of the piece on from (empty when it cannot move or is not the side to move's).
    QList<TargetSquare> legalTargets(core::Square from) const;
    // True when from -> to is a legal pawn move to the last rank (the view asks for a piece).
    bool needsPromotionChoice(core::Square from, core::Square to) const;
    // The whole game as PGN.
    QString pgn() const;
    // The status part: the status of the shown position and of any node (read only).
    const GameStatuses* statuses() const { return &m_statuses; }
    // The parts that change the game shown, one each, owned by this model.
    GameNavigation* navigation() { return m_navigation; }
    GameEditing* editing() { return m_editing; }
    GameAnnotations* annotations() { return m_annotations; }

signals:
    void positionChanged(const kibitz::BoardTransition& transition);
    void moveMade(kibitz::game::NodeId node);
    void gameReset();
    // Another game with another undo history is shown (showGame).
    void undoStackChanged(QUndoStack* stack);
    void statusChanged(const kibitz::core::GameStatus& status);
    void historyChanged();
    void cursorChanged(kibitz::game::NodeId current, kibitz::game::NodeId previous);
    void nodeChanged(kibitz::game::NodeId node); // comment or NAGs
    void annotationsChanged(kibitz::game::NodeId node); // arrows, circles, evaluation or clock
    void gameInfoChanged(); // tags, result

    // Fine-grained structure changes for item models (emitted while the tree changes).
    void gameAboutToBeReset();
    void nodeAboutToBeAdded(kibitz::game::NodeId parent, int index, kibitz::game::NodeId node);
    void nodeAdded(kibitz::game::NodeId node);
    void nodeAboutToBeRemoved(kibitz::game::NodeId node);
    void nodeRemoved(kibitz::game::NodeId parent, int index, kibitz::game::NodeId node);

private:
    friend class detail::GameCommand;
    friend class GameAnnotations;
    friend class GameEditing;
    friend class GameNavigation;
    class TreeObserver;

    // Shows target (a move of the cursor, not an edit) and announces it.
    void showNode(game::NodeId target, const BoardTransition& transition);

    // Primitives for the undo commands (see gamecommands.h).
    game::NodeId addNode(game::NodeId parent, core::Move move);
    game::Subtree detachNode(game::NodeId node);
    void restoreNode(game::Subtree&& subtree);
    void moveNode(game::NodeId node, int index);
    void setCursorSilently(game::NodeId node) { m_cursor = node; }
    void finishEdit(game::NodeId previousCursor, const BoardTransition& transition, bool moveMade);
    void swapGame(game::Game& other, game::NodeId& otherCursor);

    game::Game m_game;
    GameStatuses m_statuses{m_game}; // derived from the game (after m_game)
    game::NodeId m_cursor = game::RootNode;
    QUndoStack* m_undoStack = nullptr;
    QUndoStack* m_ownStack = nullptr; // the history it began with, deleted with it
    std::unique_ptr<TreeObserver> m_observer;
    GameNavigation* m_navigation; // the parts: children, made by the constructor
    GameEditing* m_editing;
    GameAnnotations* m_annotations;
};

} // namespace kibitz

Q_DECLARE_METATYPE(kibitz::core::GameStatus)
