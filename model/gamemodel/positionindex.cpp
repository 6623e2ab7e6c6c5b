// PositionIndex: lazily computed statuses and repetition table, dropped whole on structural changes.
#include "positionindex.h"

#include <algorithm>
#include <utility>

namespace kibitz {

using game::NodeId;

namespace {
// The plies back from node that a repetition may lie: none past the last irreversible move.
int windowOf(const game::Node& node) { return std::min(node.position.halfmoveClock(), node.ply); }
} // namespace

// Cached, else computed from the node's position and its earlier occurrences on its path.
core::GameStatus PositionIndex::status(NodeId node) const
{
    const auto it = m_statuses.find(node);
    if (it != m_statuses.end())
        return it->second;
    const game::Node& n = m_tree->node(node);
    const std::vector<core::Key> earlier(std::size_t(earlierOccurrences(n)), n.position.key());
    const core::GameStatus status = core::gameStatus(n.position, earlier);
    m_statuses.emplace(node, status);
    return status;
}

// Drops the statuses and the repetition table; both are rebuilt from the tree when next asked for.
void PositionIndex::invalidate()
{
    if (!m_statuses.empty()) // clear() also wipes every bucket: skip it when there is nothing
        m_statuses.clear();
    m_repeats.clear();
    m_repeatsBuilt = false;
    m_walked = 0;
}

// How often node's position occurred on its path within the reversible window (at most
// MaxCounted). An irreversible move (pawn move, capture) makes every earlier position
// unreachable, so the window is enough.
int PositionIndex::earlierOccurrences(const game::Node& node) const
{
    const int window = windowOf(node);
    if (window < 4)
        return 0; // a position needs at least four plies to come back
    // Walking back costs the window; the table costs the whole tree once. Walk while the plies
    // walked since the last change stay within the tree's size, then build the table: a single
    // status after an edit costs O(window), a walk through a long stretch O(1) per step amortized.
    if (window <= WalkLimit || (!m_repeatsBuilt && m_walked + std::size_t(window) <= m_tree->size())) {
        if (window > WalkLimit)
            m_walked += std::size_t(window);
        const core::Key key = node.position.key();
        int found = 0;
        NodeId n = node.id; // only positions with the same side to move can be equal
        for (int back = 2; back <= window && found < MaxCounted; back += 2) {
            n = m_tree->node(m_tree->node(n).parent).parent;
            found += m_tree->node(n).position.key() == key;
        }
        return found;
    }
    buildRepeats();
    return m_repeats[node.id];
}

// One depth-first pass (without recursion: a game may be 400,000 plies deep). The path from the
// root is kept as a stack of nodes per key, so a node's nearest earlier occurrence is the top of
// its key's stack; when that lies within the window, the node counts it and all it counted (their
// windows begin at the same irreversible move).
void PositionIndex::buildRepeats() const
{
    if (m_repeatsBuilt)
        return;
    m_repeats.assign(m_tree->idLimit(), 0);
    std::unordered_map<core::Key, std::vector<NodeId>> onPath;
    std::vector<std::pair<NodeId, std::size_t>> stack{{game::RootNode, 0}}; // node, next child
    const auto enter = [&](NodeId id) {
        const game::Node& n = m_tree->node(id);
        std::vector<NodeId>& same = onPath[n.position.key()];
        if (!same.empty() && n.ply - m_tree->node(same.back()).ply <= windowOf(n))
            m_repeats[id] = std::uint8_t(std::min(MaxCounted, m_repeats[same.back()] + 1));
        same.push_back(id);
    };
    enter(game::RootNode);
    while (!stack.empty()) {
        auto& [id, next] = stack.back();
        const game::Node& n = m_tree->node(id);
        if (next < n.children.size()) {
            const NodeId child = n.children[next++];
            enter(child);
            stack.emplace_back(child, 0);
            continue;
        }
        onPath[n.position.key()].pop_back();
        stack.pop_back();
    }
    m_repeatsBuilt = true;
}

} // namespace kibitz
