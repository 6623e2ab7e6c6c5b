// VariationFolds: collapsed variations named by their moves.
#include "variationfolds.h"

#include <QStringList>

namespace kibitz {

using game::NodeId;
using game::RootNode;

bool VariationFolds::isVariationStart(const game::GameTree& tree, NodeId start)
{
    return start != RootNode && tree.contains(start) && tree.childIndex(start) > 0;
}

// The SAN moves from the first move to start, the branching move set apart by " | ".
QString VariationFolds::key(const game::GameTree& tree, NodeId start)
{
    QStringList before;
    for (NodeId n = tree.node(start).parent; n != RootNode && n != game::NoNode; n = tree.node(n).parent)
        before.prepend(QString::fromStdString(tree.node(n).san));
    return before.join(QLatin1Char(' ')) + QStringLiteral(" | ") + QString::fromStdString(tree.node(start).san);
}

void VariationFolds::setCollapsed(const game::GameTree& tree, NodeId start, bool collapsed)
{
    if (!isVariationStart(tree, start))
        return;
    if (collapsed)
        m_collapsed.insert(key(tree, start));
    else
        m_collapsed.remove(key(tree, start));
}

bool VariationFolds::isCollapsed(const game::GameTree& tree, NodeId start) const
{
    return isVariationStart(tree, start) && m_collapsed.contains(key(tree, start));
}

std::vector<NodeId> VariationFolds::collapsedIn(const game::GameTree& tree) const
{
    std::vector<NodeId> out;
    if (!m_collapsed.isEmpty())
        collect(tree, RootNode, out);
    return out;
}

// Depth first, children in order.
void VariationFolds::collect(const game::GameTree& tree, NodeId node, std::vector<NodeId>& out) const
{
    for (NodeId child : tree.node(node).children) {
        if (isCollapsed(tree, child))
            out.push_back(child);
        collect(tree, child, out);
    }
}

} // namespace kibitz
