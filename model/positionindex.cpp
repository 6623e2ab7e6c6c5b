// PositionIndex: lazily computed statuses and key index, dropped whole on structural changes.
#include "positionindex.h"

#include <algorithm>

namespace kibitz {

using game::NodeId;

// Cached, else computed from the node's position and its earlier occurrences on its path.
core::GameStatus PositionIndex::status(NodeId node) const
{
    const auto it = m_statuses.find(node);
    if (it != m_statuses.end())
        return it->second;
    const game::Node& n = m_tree->node(node);
    const core::GameStatus status = core::gameStatus(n.position, earlierOccurrences(n));
    m_statuses.emplace(node, status);
    return status;
}

// Drops the statuses and the key index; both are rebuilt from the tree when next asked for.
void PositionIndex::invalidate()
{
    if (!m_statuses.empty()) // clear() also wipes every bucket: skip it when there is nothing
        m_statuses.clear();
    if (!m_keys.empty())
        m_keys.clear();
    m_keysBuilt = false;
    m_walked = 0;
}

// Keys of the ancestors within the reversible window that hold node's position. An irreversible
// move (pawn move, capture) makes every earlier position unreachable, so the window is enough.
std::vector<core::Key> PositionIndex::earlierOccurrences(const game::Node& node) const
{
    std::vector<core::Key> found;
    const core::Key key = node.position.key();
    const int window = std::min(node.position.halfmoveClock(), node.ply);
    if (window < 4)
        return found; // a position needs at least four plies to come back
    // Walking back costs the window; the index costs the whole tree once. Walk while the plies
    // walked since the last change stay within the tree's size, then build the index: a single
    // status after an edit costs O(window), a walk through a long stretch O(1) per step amortized.
    if (window <= WalkLimit || (!m_keysBuilt && m_walked + std::size_t(window) <= m_tree->size())) {
        if (window > WalkLimit)
            m_walked += std::size_t(window);
        NodeId n = node.id; // only positions with the same side to move can be equal
        for (int back = 2; back <= window; back += 2) {
            n = m_tree->node(m_tree->node(n).parent).parent;
            if (m_tree->node(n).position.key() == key)
                found.push_back(key);
        }
        return found;
    }
    buildKeyIndex();
    const auto [first, last] = m_keys.equal_range(key);
    for (auto c = first; c != last; ++c) {
        const game::Node& other = m_tree->node(c->second);
        // On the path and within the window (which also guards against key collisions).
        if (other.ply < node.ply && node.ply - other.ply <= window && m_tree->isAncestor(other.id, node.id))
            found.push_back(key);
    }
    return found;
}

// Every live node by position key.
void PositionIndex::buildKeyIndex() const
{
    if (m_keysBuilt)
        return;
    m_keys.reserve(m_tree->size());
    for (NodeId id = 0; id < m_tree->idLimit(); ++id)
        if (m_tree->contains(id))
            m_keys.emplace(m_tree->node(id).position.key(), id);
    m_keysBuilt = true;
}

} // namespace kibitz
