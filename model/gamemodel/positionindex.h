// PositionIndex: the status of each node of a game tree, derived from the tree alone.
#pragma once

#include "core/status.h"
#include "game/gametree.h"

#include <cstdint>
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
    // through a table of every node's repetitions (built at most once per structure, in one pass).
    static constexpr int WalkLimit = 32;
    // Earlier occurrences beyond this many change no status (the fifth occurrence ends the game).
    static constexpr int MaxCounted = 4;

    // tree must outlive the index (it may be replaced in place: call invalidate()).
    explicit PositionIndex(const game::GameTree& tree) : m_tree(&tree) { }

    // Status of node (cached until the next invalidate()).
    core::GameStatus status(game::NodeId node) const;
    // Forgets everything derived from the tree.
    void invalidate();

private:
    int earlierOccurrences(const game::Node& node) const;
    void buildRepeats() const;

    const game::GameTree* m_tree;
    mutable std::unordered_map<game::NodeId, core::GameStatus> m_statuses;
    // Per node id: earlier occurrences of its position within its window, at most MaxCounted.
    mutable std::vector<std::uint8_t> m_repeats;
    mutable bool m_repeatsBuilt = false;
    mutable std::size_t m_walked = 0; // plies walked in windows longer than WalkLimit
};

} // namespace kibitz
