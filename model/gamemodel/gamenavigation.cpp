// GameNavigation: back, forward, jumps and the visited path that forward follows.
#include "gamenavigation.h"

#include "chessgamemodel.h"

namespace kibitz {

using game::NodeId;
using game::NoNode;
using game::RootNode;

namespace {

// The sibling step places after (1) or before (-1) node among its parent's children; NoNode when
// there is none (the root has no siblings).
NodeId sibling(const game::GameTree& tree, NodeId node, int step)
{
    if (node == RootNode)
        return NoNode;
    const auto& siblings = tree.node(tree.node(node).parent).children;
    const int i = tree.childIndex(node) + step;
    return i >= 0 && i < int(siblings.size()) ? siblings[i] : NoNode;
}

// The child forward() goes to: the one visited last if it is still there, else the main
// continuation; NoNode at the end of a line.
NodeId followed(const game::Node& node)
{
    for (NodeId c : node.children)
        if (c == node.lastVisited())
            return c;
    return node.children.empty() ? NoNode : node.children.front();
}

} // namespace

GameNavigation::GameNavigation(ChessGameModel* model) : QObject(model), m_model(model) { }

const game::GameTree& GameNavigation::tree() const { return m_model->tree(); }

// Moves the cursor without editing; the model announces it (cursor, position, status).
bool GameNavigation::navigate(NodeId target)
{
    const NodeId previous = m_model->cursor();
    if (target == NoNode || !tree().contains(target) || target == previous)
        return false;
    const BoardTransition t = BoardTransition::between(tree(), previous, target);
    rememberPath(target);
    m_model->showNode(target, t);
    return true;
}

// Stops where the path is already marked.
void GameNavigation::rememberPath(NodeId node)
{
    for (NodeId n = node; n != RootNode;) {
        const NodeId parent = tree().node(n).parent;
        if (tree().node(parent).lastVisited() == n)
            break;
        m_model->m_game.tree.setLastVisited(parent, n);
        n = parent;
    }
}

// To the parent of the shown move.
bool GameNavigation::back()
{
    const NodeId cursor = m_model->cursor();
    return cursor != RootNode && navigate(tree().node(cursor).parent);
}

bool GameNavigation::forward() { return navigate(followed(tree().node(m_model->cursor()))); }

bool GameNavigation::toStart() { return navigate(RootNode); }

// Follows forward() choices to the end of the line.
bool GameNavigation::toEnd()
{
    NodeId n = m_model->cursor();
    for (NodeId next; (next = followed(tree().node(n))) != NoNode;)
        n = next;
    return navigate(n);
}

// To any node (a click in the move list).
bool GameNavigation::goTo(NodeId node) { return navigate(node); }

bool GameNavigation::nextVariation() { return navigate(sibling(tree(), m_model->cursor(), 1)); }

bool GameNavigation::previousVariation() { return navigate(sibling(tree(), m_model->cursor(), -1)); }

} // namespace kibitz
