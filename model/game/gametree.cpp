// GameTree: elementary link/unlink steps with line bookkeeping, the edits built on them, queries and notes;
// the node store (blocks, building, cloning, ending a tree) is in gametreestore.cpp.
#include "gametree.h"

#include "core/nullmove.h"
#include "core/san.h"

#include <algorithm>
#include <memory>

namespace kibitz::game {

// The first child of parent playing m.
NodeId GameTree::findChild(NodeId parent, core::Move m) const
{
    if (!known(parent))
        return NoNode;
    for (NodeId c : stored(parent).children)
        if (stored(c).move == m)
            return c;
    return NoNode;
}

// The main continuation of id.
NodeId GameTree::mainChild(NodeId id) const
{
    if (!known(id))
        return NoNode;
    const auto& ch = stored(id).children;
    return ch.empty() ? NoNode : ch.front();
}

// Index of id among its siblings.
int GameTree::childIndex(NodeId id) const
{
    if (!known(id))
        return -1;
    const Node& n = stored(id);
    if (n.parent == NoNode)
        return -1;
    const auto& ch = stored(n.parent).children;
    return int(std::find(ch.begin(), ch.end(), id) - ch.begin());
}

// Last node of id's line.
NodeId GameTree::lineEnd(NodeId id) const
{
    if (!known(id))
        return NoNode;
    return stored(stored(id).lineStart).line.back();
}

// Root-to-id path.
std::vector<NodeId> GameTree::path(NodeId id) const
{
    std::vector<NodeId> result;
    if (!known(id))
        return result;
    for (NodeId n = id; n != NoNode; n = stored(n).parent)
        result.push_back(n);
    std::reverse(result.begin(), result.end());
    return result;
}

// Nesting depth of id's line.
int GameTree::variationDepth(NodeId id) const
{
    int depth = 0;
    if (!known(id))
        return depth;
    for (NodeId s = stored(id).lineStart; s != RootNode; s = stored(stored(s).parent).lineStart)
        ++depth;
    return depth;
}

// Walks up line by line: within a line, earlier means ancestor.
bool GameTree::isAncestor(NodeId ancestor, NodeId id) const
{
    if (!known(ancestor) || !known(id))
        return false;
    const Node& a = stored(ancestor);
    for (NodeId x = id;;) {
        const Node& xn = stored(x);
        if (a.lineStart == xn.lineStart)
            return a.lineIndex <= xn.lineIndex;
        if (xn.lineStart == RootNode)
            return false;
        x = stored(xn.lineStart).parent;
    }
}

// addChild when parent has children or an observer watches: the new node starts its own line and
// linkChild puts it in place (its SAN waits, Node::san).
NodeId GameTree::addLinked(NodeId parent, core::Move m)
{
    Node& n = makeNode(*slot(parent), m);
    n.lineStart = n.id; // a line of its own until linked; linkChild() fills `line` if it stays one
    linkChild(parent, int(slot(parent)->children.size()), n.id);
    return n.id;
}

// The SAN of n's move in its parent's position (a null move's "--").
void GameTree::writeSan(const Node& n) const
{
    n.san = n.move.isNull() ? core::NullMoveSan : core::toSan(slot(n.parent)->position, n.move, n.position);
}

// Elementary step: inserts the line start child at index (0 only when parent has no children).
void GameTree::linkChild(NodeId parent, int index, NodeId child)
{
    Node& p = mut(parent);
    Node& c = mut(child);
    KIBITZ_ASSERT(c.lineStart == child);
    KIBITZ_ASSERT(index == 0 ? p.children.empty() : index <= int(p.children.size()));
    if (m_observer)
        m_observer->nodeAboutToBeLinked(parent, index, child);
    c.parent = parent;
    if (index == 0 && c.line.empty()) {
        // A new leaf (addChild) extends the parent's line without a line of its own.
        extendLine(p, c, child, mut(p.lineStart));
    } else {
        if (std::size_t(index) == p.children.size())
            p.children.append(child);
        else
            p.children.insert(std::size_t(index), child);
        if (index == 0) {
            // The child's line continues the parent's line.
            Node& start = mut(p.lineStart);
            std::vector<NodeId> moved = std::move(c.line);
            c.line.clear();
            int i = p.lineIndex + 1;
            for (NodeId x : moved) {
                Node& xn = mut(x);
                xn.lineStart = p.lineStart;
                xn.lineIndex = i++;
                start.line.push_back(x);
            }
        } else if (c.line.empty()) {
            c.line.reserve(VariationLineReserve);
            c.line.push_back(child); // a new leaf starts a variation line
        }
    }
    if (m_observer)
        m_observer->nodeLinked(child);
}

// Elementary step: removes child number index (0 only when it is the only child).
void GameTree::unlinkChild(NodeId parent, int index)
{
    Node& p = mut(parent);
    KIBITZ_ASSERT(index > 0 || p.children.size() == 1);
    const NodeId child = p.children[index];
    Node& c = mut(child);
    if (m_observer)
        m_observer->nodeAboutToBeUnlinked(child);
    if (index == 0) {
        // The tail of the parent's line from the child on becomes the child's own line.
        Node& start = mut(c.lineStart);
        const int from = c.lineIndex;
        std::vector<NodeId> tail(start.line.begin() + from, start.line.end());
        start.line.resize(from);
        for (int i = 0; i < int(tail.size()); ++i) {
            Node& xn = mut(tail[i]);
            xn.lineStart = child;
            xn.lineIndex = i;
        }
        c.line = std::move(tail);
    }
    p.children.erase(std::size_t(index));
    if (m_observer)
        m_observer->nodeUnlinked(parent, index, child);
}

// Ids of the subtree rooted at id, in pre-order.
std::vector<NodeId> GameTree::subtreeIds(NodeId id) const
{
    std::vector<NodeId> result;
    std::vector<NodeId> stack{id};
    while (!stack.empty()) {
        const NodeId n = stack.back();
        stack.pop_back();
        result.push_back(n);
        const auto& ch = stored(n).children;
        for (auto it = ch.rbegin(); it != ch.rend(); ++it)
            stack.push_back(*it);
    }
    return result;
}

// Cuts out id's subtree; siblings are unlinked and relinked when id was the main continuation.
Subtree GameTree::detach(NodeId id)
{
    KIBITZ_ASSERT(id != RootNode && "the root cannot be detached");
    if (id == RootNode || !known(id))
        return {};
    const NodeId parent = stored(id).parent;
    const int index = childIndex(id);
    const std::vector<NodeId> siblings = stored(parent).children;
    if (index == 0 && siblings.size() > 1) {
        for (int i = int(siblings.size()) - 1; i >= 0; --i)
            unlinkChild(parent, i);
        for (std::size_t i = 1; i < siblings.size(); ++i)
            linkChild(parent, int(i) - 1, siblings[i]);
    } else {
        unlinkChild(parent, index);
    }
    Subtree sub;
    sub.parent = parent;
    sub.index = index;
    for (NodeId n : subtreeIds(id)) {
        sub.nodes.push_back(std::move(mut(n)));
        mut(n) = Node(); // id NoNode: the slot is kept for restore()
    }
    m_live -= sub.nodes.size();
    return sub;
}

// Puts a detached subtree back at its old place.
void GameTree::restore(Subtree&& sub)
{
    KIBITZ_ASSERT(!sub.nodes.empty() && "restore() needs a subtree from detach()");
    if (sub.nodes.empty())
        return;
    const NodeId child = sub.nodes.front().id;
    for (Node& n : sub.nodes)
        mut(n.id) = std::move(n);
    m_live += sub.nodes.size();
    sub.nodes.clear();
    const std::vector<NodeId> siblings = stored(sub.parent).children;
    if (sub.index == 0 && !siblings.empty()) {
        for (int i = int(siblings.size()) - 1; i >= 0; --i)
            unlinkChild(sub.parent, i);
        linkChild(sub.parent, 0, child);
        for (std::size_t i = 0; i < siblings.size(); ++i)
            linkChild(sub.parent, int(i) + 1, siblings[i]);
    } else {
        linkChild(sub.parent, sub.index, child);
    }
}

// Reorders id among its siblings by unlinking and relinking them.
void GameTree::moveChild(NodeId id, int index)
{
    if (!known(id) || id == RootNode)
        return;
    const NodeId parent = stored(id).parent;
    const int from = childIndex(id);
    std::vector<NodeId> order = stored(parent).children;
    if (from == index || index < 0 || index >= int(order.size()))
        return;
    order.erase(order.begin() + from);
    order.insert(order.begin() + index, id);
    for (int i = int(order.size()) - 1; i >= 0; --i)
        unlinkChild(parent, i);
    for (std::size_t i = 0; i < order.size(); ++i)
        linkChild(parent, int(i), order[i]);
}

// Pairwise comparison of both trees from the roots.
bool GameTree::sameContent(const GameTree& other) const
{
    if (root().position != other.root().position)
        return false;
    std::vector<std::pair<NodeId, NodeId>> stack{{RootNode, RootNode}};
    while (!stack.empty()) {
        const auto [a, b] = stack.back();
        stack.pop_back();
        const Node& x = stored(a);
        const Node& y = other.stored(b);
        if (x.move != y.move || x.comment() != y.comment() || x.preComment() != y.preComment()
            || x.nags() != y.nags() || x.annotations() != y.annotations() || x.children.size() != y.children.size())
            return false;
        for (std::size_t i = 0; i < x.children.size(); ++i)
            stack.emplace_back(x.children[i], y.children[i]);
    }
    return true;
}

// Checks links, plies, positions, written SANs and line bookkeeping of every reachable node.
std::string GameTree::checkInvariants() const
{
    std::size_t reachable = 0;
    for (NodeId id : subtreeIds(RootNode)) {
        ++reachable;
        const Node& n = stored(id);
        const std::string where = "node " + std::to_string(id) + ": ";
        if (n.id != id)
            return where + "wrong id";
        for (NodeId c : n.children) {
            const Node& cn = stored(c);
            if (cn.parent != id || cn.ply != n.ply + 1)
                return where + "child " + std::to_string(c) + " has a wrong parent or ply";
            core::Position pos = n.position;
            core::playMoveOrPass(pos, cn.move);
            if (pos != cn.position || pos.key() != cn.position.key())
                return where + "child " + std::to_string(c) + " has a wrong position";
            if (cn.san.empty()) // not written yet (Node::san)
                continue;
            const std::string san = cn.move.isNull() ? core::NullMoveSan : core::toSan(n.position, cn.move);
            if (cn.san != san)
                return where + "child " + std::to_string(c) + " has the SAN " + cn.san + " for " + san;
        }
        const bool isStart = id == RootNode || stored(n.parent).children.front() != id;
        if (isStart) {
            if (n.lineStart != id || n.lineIndex != 0 || n.line.empty() || n.line.front() != id)
                return where + "line start bookkeeping is wrong";
            for (std::size_t i = 0; i < n.line.size(); ++i) {
                const Node& x = stored(n.line[i]);
                if (x.lineStart != id || x.lineIndex != int(i))
                    return where + "line member " + std::to_string(x.id) + " is wrong";
                const NodeId next = x.children.empty() ? NoNode : x.children.front();
                const NodeId expected = i + 1 < n.line.size() ? n.line[i + 1] : NoNode;
                if (next != expected)
                    return where + "line does not follow the main continuations";
            }
        } else {
            const Node& p = stored(n.parent);
            if (n.lineStart != p.lineStart || n.lineIndex != p.lineIndex + 1 || !n.line.empty())
                return where + "line membership is wrong";
        }
    }
    if (reachable != m_live)
        return "live node count " + std::to_string(m_live) + " but " + std::to_string(reachable) + " reachable";
    return {};
}

// The notes of id, made on first use.
NodeNotes& GameTree::notes(NodeId id)
{
    Node& n = mut(id);
    if (!n.m_notes)
        n.m_notes = std::make_unique<NodeNotes>();
    return *n.m_notes;
}

void GameTree::setComment(NodeId id, std::string text)
{
    const bool empty = text.empty();
    setNote(id, &NodeNotes::comment, std::move(text), empty);
}

void GameTree::setPreComment(NodeId id, std::string text)
{
    const bool empty = text.empty();
    setNote(id, &NodeNotes::preComment, std::move(text), empty);
}

void GameTree::setNags(NodeId id, const std::vector<std::uint8_t>& nags)
{
    setNote(id, &NodeNotes::nags, std::string(nags.begin(), nags.end()), nags.empty());
}

void GameTree::setAnnotations(NodeId id, NodeAnnotations annotations)
{
    const bool empty = annotations.empty();
    setNote(id, &NodeNotes::annotations, std::move(annotations), empty);
}

void GameTree::addNag(NodeId id, std::uint8_t nag)
{
    if (known(id))
        notes(id).nags.push_back(char(nag));
}

void GameTree::setLastVisited(NodeId id, NodeId child)
{
    setNote(id, &NodeNotes::lastVisited, child, child == NoNode);
}

// Appends to the comment in place, one space apart; empty text changes nothing.
void GameTree::appendComment(NodeId id, std::string_view text)
{
    if (text.empty() || !known(id))
        return;
    std::string& comment = notes(id).comment;
    if (!comment.empty())
        comment.push_back(' ');
    comment.append(text);
}

} // namespace kibitz::game
