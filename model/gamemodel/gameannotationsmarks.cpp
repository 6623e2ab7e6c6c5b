// GameAnnotations: arrows and circles drawn on a node, its evaluation and clock (issue 14).
#include "gameannotations.h"

#include "chessgamemodel.h"
#include "gamecommands.h"

#include <QUndoStack>

#include <algorithm>

namespace kibitz {

using game::MarkColour;
using game::NodeAnnotations;
using game::NodeId;

namespace {

// Toggles item in items: the same item removes it, a match in another colour takes the new one.
template <typename Item, typename Same> void toggle(std::vector<Item>& items, const Item& item, Same sameSquares)
{
    const auto it = std::find_if(items.begin(), items.end(), sameSquares);
    if (it == items.end())
        items.push_back(item);
    else if (*it == item)
        items.erase(it);
    else
        *it = item;
}

} // namespace

// One drawing step, merged with the gesture's earlier ones on the same node.
bool GameAnnotations::pushMarks(NodeId node, NodeAnnotations annotations, const QString& text)
{
    if (annotations == tree().node(node).annotations())
        return false;
    m_model->undoStack()->push(
        new detail::AnnotationsCommand(m_model, node, std::move(annotations), text, m_markGesture));
    return true;
}

// Adds, removes or recolours an arrow; false for an unknown node or from == to.
bool GameAnnotations::toggleArrow(NodeId node, core::Square from, core::Square to, MarkColour colour)
{
    if (!tree().contains(node) || from == to || from > core::H8 || to > core::H8)
        return false;
    NodeAnnotations a = tree().node(node).annotations();
    const game::Arrow arrow{from, to, colour};
    toggle(a.arrows, arrow, [&](const game::Arrow& r) { return r.from == from && r.to == to; });
    return pushMarks(node, std::move(a), tr("Draw arrow"));
}

// Adds, removes or recolours a circle.
bool GameAnnotations::toggleCircle(NodeId node, core::Square square, MarkColour colour)
{
    if (!tree().contains(node) || square > core::H8)
        return false;
    NodeAnnotations a = tree().node(node).annotations();
    const game::Circle circle{square, colour};
    toggle(a.circles, circle, [&](const game::Circle& c) { return c.square == square; });
    return pushMarks(node, std::move(a), tr("Draw circle"));
}

// Drops the marks; false when there were none.
bool GameAnnotations::clearMarks(NodeId node)
{
    if (!tree().contains(node))
        return false;
    NodeAnnotations a = tree().node(node).annotations();
    a.arrows.clear();
    a.circles.clear();
    return pushMarks(node, std::move(a), tr("Clear arrows and circles"));
}

// A step of its own (evaluation, clock or anything else); false when nothing would change.
bool GameAnnotations::setAnnotations(NodeId node, const NodeAnnotations& annotations)
{
    if (!tree().contains(node) || annotations == tree().node(node).annotations())
        return false;
    m_model->undoStack()->push(new detail::AnnotationsCommand(m_model, node, annotations, tr("Edit annotations"), -1));
    return true;
}

// Sets the annotations and announces them.
void GameAnnotations::applyAnnotations(NodeId node, const NodeAnnotations& annotations)
{
    m_model->m_game.tree.setAnnotations(node, annotations);
    emit m_model->annotationsChanged(node);
}

} // namespace kibitz
