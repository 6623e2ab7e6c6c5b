// ChessGameModel: the primitives the parts and the undo commands use to change the cursor and the
// tree, and the announcement of each change.
#include "chessgamemodel.h"

#include "gameannotations.h"
#include "gamecommands.h"
#include "gamenavigation.h"

#include <QUndoStack>

namespace kibitz {

using game::NodeId;
using game::NoNode;
using game::RootNode;

// Moves the cursor (for GameNavigation): cursorChanged, positionChanged, statusChanged.
void ChessGameModel::showNode(NodeId target, const BoardTransition& transition)
{
    const NodeId previous = m_cursor;
    m_cursor = target;
    const bool statusDiffers = m_statuses.refresh(m_cursor);
    emit cursorChanged(m_cursor, previous);
    emit positionChanged(transition);
    if (statusDiffers)
        emit statusChanged(m_statuses.status());
}

// --- Primitives for the undo commands ---

// Adds a node (the tree's observer invalidates the statuses).
NodeId ChessGameModel::addNode(NodeId parent, core::Move move) { return m_game.tree.addChild(parent, move); }

// Cuts out a subtree (the tree notifies the observer).
game::Subtree ChessGameModel::detachNode(NodeId node) { return m_game.tree.detach(node); }

// Puts a subtree back with its ids.
void ChessGameModel::restoreNode(game::Subtree&& subtree) { m_game.tree.restore(std::move(subtree)); }

// Reorders a node among its siblings.
void ChessGameModel::moveNode(NodeId node, int index) { m_game.tree.moveChild(node, index); }

// After a structural edit: historyChanged, then cursor, position, status and moveMade.
void ChessGameModel::finishEdit(NodeId previous, const BoardTransition& transition, bool moveMade)
{
    const bool statusDiffers = m_statuses.refresh(m_cursor);
    emit historyChanged();
    if (m_cursor != previous) {
        m_navigation->rememberPath(m_cursor);
        emit cursorChanged(m_cursor, previous);
        emit positionChanged(transition);
    }
    if (statusDiffers)
        emit statusChanged(m_statuses.status());
    if (moveMade)
        emit this->moveMade(m_cursor);
}

// Exchanges the whole game with other (used both ways by ReplaceGameCommand).
void ChessGameModel::swapGame(game::Game& other, NodeId& otherCursor)
{
    const NodeId previous = m_cursor;
    emit gameAboutToBeReset();
    std::swap(m_game.tags, other.tags);
    game::GameTree held = std::move(m_game.tree);
    m_game.tree = std::move(other.tree);
    other.tree = std::move(held);
    std::swap(m_cursor, otherCursor);
    m_statuses.invalidate(); // a replaced tree tells no observer
    const bool statusDiffers = m_statuses.refresh(m_cursor);
    emit gameReset();
    emit gameInfoChanged();
    emit historyChanged();
    emit cursorChanged(m_cursor, previous);
    emit positionChanged(BoardTransition::jump(NoNode, m_cursor));
    if (statusDiffers)
        emit statusChanged(m_statuses.status());
}

// A gesture of drawing ends with the game; the views rebuild from the game shown.
void ChessGameModel::showGame(game::Game& game, NodeId& cursor, QUndoStack* stack)
{
    m_annotations->endMarkGesture();
    m_undoStack = stack;
    std::swap(m_game.commentStyle, game.commentStyle);
    swapGame(game, cursor);
    emit undoStackChanged(stack);
}

} // namespace kibitz
