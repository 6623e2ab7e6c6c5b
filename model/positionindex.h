// PositionIndex: the status of each node of a game tree, derived from the tree alone.
#pragma once

#include "core/status.h"
#include "game/gametree.h"

#include <unordered_map>
#include <vector>

namespace kibitz {

// Statuses of the nodes of one tree, repetitions counted among each node's ancestors. Nothing in
// it is ever patched: everything is computed lazily from the tree and dropped as a whole by
// invalidate(), which the owner calls on every change of the tree's structure (link, unlink,
// replacement). Navigation without edits reuses the cached statuses, O(1) per step.
class PositionIndex {
public:
    // Reversible windows up to this many plies are always searched by walking back the path;
    // longer ones too until the plies walked since the last change reach the tree's size, then
    // through an index of every node by position key (built at most once per structure).
    static constexpr int WalkLimit = 32;

    // tree must outlive the index (it may be replaced in place: call invalidate()).
    explicit PositionIndex(const game::GameTree& tree) : m_tree(&tree) { }

    // Status of node (cached until the next invalidate()).
    core::GameStatus status(game::NodeId node) const;
    // Forgets everything derived from the tree.
    void invalidate();

private:
    std::vector<core::Key> earlierOccurrences(const game::Node& node) const;
    void buildKeyIndex() const;

    const game::GameTree* m_tree;
    mutable std::unordered_map<game::NodeId, core::GameStatus> m_statuses;
    mutable std::unordered_multimap<core::Key, game::NodeId> m_keys;
    mutable bool m_keysBuilt = false;
    mutable std::size_t m_walked = 0; // plies walked in windows longer than WalkLimit
};

} // namespace kibitz
