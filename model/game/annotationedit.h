// A batch of annotations for one game, made by a tool (the game review): new NAGs and
// annotations for existing nodes, and new lines (variations) with a comment on their first move.
// GameAnnotations::annotate() applies it as one undoable edit; applyEdit() applies it to a plain
// tree (kibitz-cli). Plain C++17 (no Qt).
#pragma once

#include "gametree.h"

#include <string>
#include <vector>

namespace kibitz::game {

struct NodeEdit {
    NodeId node = NoNode;
    std::vector<std::uint8_t> nags; // the node's whole new NAG list
    NodeAnnotations annotations; // the node's whole new annotations
};

struct LineEdit {
    NodeId parent = NoNode; // the line starts after this node, as its last child
    std::vector<core::Move> moves; // legal from parent's position
    std::string comment; // after the line's first move
};

struct AnnotationEdit {
    std::vector<NodeEdit> nodes;
    std::vector<LineEdit> lines;
    bool empty() const { return nodes.empty() && lines.empty(); }
};

// Applies edit to tree (nodes it does not contain are skipped); the ids of the added lines'
// nodes follow the tree's own numbering.
inline void applyEdit(GameTree& tree, const AnnotationEdit& edit)
{
    for (const NodeEdit& e : edit.nodes) {
        tree.setNags(e.node, e.nags);
        tree.setAnnotations(e.node, e.annotations);
    }
    for (const LineEdit& line : edit.lines) {
        NodeId at = tree.contains(line.parent) ? line.parent : NoNode;
        for (std::size_t i = 0; at != NoNode && i < line.moves.size(); ++i) {
            at = tree.addChild(at, line.moves[i]);
            if (i == 0 && at != NoNode)
                tree.setComment(at, line.comment);
        }
    }
}

} // namespace kibitz::game
