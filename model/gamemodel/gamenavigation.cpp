// GameNavigation: back, forward, jumps and the visited path that forward follows.
#include "gamenavigation.h"

#include "chessgamemodel.h"

namespace kibitz {

using game::NodeId;
using game::NoNode;
using game::RootNode;

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
        if (tree().node(parent).lastVisited == n)
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

// The remembered child if it is still there, else the main continuation.
bool GameNavigation::forward()
{
    const game::Node& n = tree().node(m_model->cursor());
    if (n.children.empty())
        return false;
    for (NodeId c : n.children)
        if (c == n.lastVisited)
            return navigate(c);
    return navigate(n.children.front());
}

bool GameNavigation::toStart() { return navigate(RootNode); }

// Follows forward() choices to the end of the line.
bool GameNavigation::toEnd()
{
    NodeId n = m_model->cursor();
    for (;;) {
        const game::Node& node = tree().node(n);
        if (node.children.empty())
            break;
        NodeId next = node.children.front();
        for (NodeId c : node.children)
            if (c == node.lastVisited)
                next = c;
        n = next;
    }
    return navigate(n);
}

// To any node (a click in the move list).
bool GameNavigation::goTo(NodeId node) { return navigate(node); }

// To the next sibling of the shown move.
bool GameNavigation::nextVariation()
{
    const NodeId cursor = m_model->cursor();
    if (cursor == RootNode)
        return false;
    const auto& siblings = tree().node(tree().node(cursor).parent).children;
    const int i = tree().childIndex(cursor);
    return i + 1 < int(siblings.size()) && navigate(siblings[i + 1]);
}

// To the previous sibling of the shown move.
bool GameNavigation::previousVariation()
{
    const NodeId cursor = m_model->cursor();
    if (cursor == RootNode)
        return false;
    const auto& siblings = tree().node(tree().node(cursor).parent).children;
    const int i = tree().childIndex(cursor);
    return i > 0 && navigate(siblings[i - 1]);
}

} // namespace kibitz
