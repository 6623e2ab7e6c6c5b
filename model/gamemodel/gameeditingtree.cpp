// GameEditing: deletions, promotion of a variation, the result and the tags.
#include "gameediting.h"

#include "chessgamemodel.h"
#include "gamecommands.h"
#include "tagcheck.h"

#include <QUndoStack>

#include <algorithm>

namespace kibitz {

using game::NodeId;
using game::RootNode;

void GameEditing::push(QUndoCommand* command) { m_model->undoStack()->push(command); }

QString GameEditing::san(NodeId node) const { return m_model->san(node); }

// The whole variation (from its first move), never the main line.
bool GameEditing::deleteVariation(NodeId node)
{
    if (!tree().contains(node) || tree().isMainLine(node))
        return false;
    const NodeId start = tree().node(node).lineStart;
    push(new detail::DeleteSubtreesCommand(m_model, {start}, tr("Delete variation %1").arg(san(start))));
    return true;
}

// All continuations of node, the variations (last first) before the main one.
bool GameEditing::deleteMovesAfter(NodeId node)
{
    if (!tree().contains(node) || tree().node(node).children.empty())
        return false;
    const auto& ch = tree().node(node).children;
    std::vector<NodeId> roots(ch.rbegin(), ch.rend());
    const QString name = node == RootNode ? tr("Delete all moves") : tr("Delete moves after %1").arg(san(node));
    push(new detail::DeleteSubtreesCommand(m_model, std::move(roots), name));
    return true;
}

// The move and its subtree in one step; when it was its parent's main continuation, the next
// alternative takes its place (as when a variation is deleted).
bool GameEditing::deleteFromHere(NodeId node)
{
    if (node == RootNode || !tree().contains(node))
        return false;
    push(new detail::DeleteSubtreesCommand(m_model, {node}, tr("Delete from %1").arg(san(node))));
    return true;
}

// The variation's first move becomes the main continuation of its parent.
bool GameEditing::promoteVariation(NodeId node)
{
    if (!tree().contains(node) || node == RootNode)
        return false;
    const NodeId start = tree().node(node).lineStart;
    if (start == RootNode)
        return false;
    const int from = tree().childIndex(start);
    push(new detail::MoveVariationCommand(m_model, start, from, 0, tr("Promote variation %1").arg(san(start))));
    return true;
}

// One TagsCommand; false unless result is a PGN result different from the current one.
bool GameEditing::setResult(const QString& result, const QString& termination)
{
    const std::string r = result.trimmed().toStdString();
    if (!game::isResultText(r) || r == m_model->game().result())
        return false;
    std::vector<game::Tag> tags{{"Result", r}};
    if (!termination.isEmpty())
        tags.push_back({"Termination", termination.toStdString()});
    push(new detail::TagsCommand(m_model, std::move(tags), tr("Set result %1").arg(result.trimmed())));
    return true;
}

// One TagsCommand; false for a name that is not a PGN symbol or a value the tag already has.
bool GameEditing::setTag(const QString& name, const QString& value)
{
    const std::string n = name.toStdString();
    const bool symbol = !n.empty() && std::all_of(n.begin(), n.end(), [](char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
    });
    if (!symbol || n == "Result" || m_model->game().tag(n) == value.toStdString())
        return false;
    push(new detail::TagsCommand(m_model, {{n, value.toStdString()}}, tr("Set %1").arg(name)));
    return true;
}

// One TagsCommand holding every change: values set, tags removed (an empty value removes).
EditResult GameEditing::setTags(const std::vector<game::Tag>& tags)
{
    EditResult result;
    result.error = TagCheck::problem(tags);
    if (!result.error.isEmpty())
        return result;
    result.ok = true;
    std::vector<game::Tag> changes;
    for (const game::TagView old : m_model->game().tags) {
        const bool kept = old.name == "SetUp" || old.name == "FEN"
            || std::any_of(tags.begin(), tags.end(), [&](const game::Tag& t) { return t.name == old.name; });
        if (!kept)
            changes.push_back({std::string(old.name), {}});
    }
    // The roster's defaults count as unchanged.
    const std::vector<game::Tag> shown = TagCheck::editable(m_model->game());
    for (const game::Tag& t : tags)
        if (std::find(shown.begin(), shown.end(), t) == shown.end())
            changes.push_back(t);
    if (!changes.empty())
        push(new detail::TagsCommand(m_model, std::move(changes), tr("Edit tags")));
    return result;
}

// Sets (or, when empty, removes) the tags and announces it.
void GameEditing::applyTags(const std::vector<game::Tag>& tags)
{
    for (const game::Tag& t : tags) {
        if (t.value.empty())
            m_model->m_game.removeTag(t.name);
        else
            m_model->m_game.setTag(t.name, t.value);
    }
    emit m_model->gameInfoChanged();
}

} // namespace kibitz
