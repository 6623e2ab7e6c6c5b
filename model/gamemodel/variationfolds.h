// VariationFolds: which variations of the move list a person has collapsed (a view state, kept
// headless so that it can be tested and survive the list being rebuilt).
#pragma once

#include "game/gametree.h"

#include <QSet>
#include <QString>

#include <vector>

namespace kibitz {

// A variation is named by the moves leading to it and its first move ("e4 e5 Nf3 | d6"), not by
// its node id: after a reset (a load, an undone load, the same file opened again) a variation
// with the same moves is the same variation, while a new game's ids name other moves.
class VariationFolds {
public:
    // Whether start is the first move of a variation (not of the main line, not the root).
    static bool isVariationStart(const game::GameTree& tree, game::NodeId start);
    // The name of the variation that starts at start.
    static QString key(const game::GameTree& tree, game::NodeId start);

    // Collapses or expands the variation that starts at start (ignored for other nodes).
    void setCollapsed(const game::GameTree& tree, game::NodeId start, bool collapsed);
    bool isCollapsed(const game::GameTree& tree, game::NodeId start) const;
    // The first moves of the collapsed variations that tree holds, in tree order.
    std::vector<game::NodeId> collapsedIn(const game::GameTree& tree) const;
    bool isEmpty() const { return m_collapsed.isEmpty(); }

private:
    void collect(const game::GameTree& tree, game::NodeId node, std::vector<game::NodeId>& out) const;

    QSet<QString> m_collapsed;
};

} // namespace kibitz
