// ChessGameModel: the signs (NAGs) of a move, set from the Annotate menu, comments before a move
// and the tags (issue 27).
#include "chessgamemodel.h"

#include "gamecommands.h"
#include "nagnames.h"
#include "tagcheck.h"

#include "game/annotationtext.h"
#include "game/nags.h"

#include <QUndoStack>

#include <algorithm>

namespace kibitz {

using game::NodeId;

// The one way NAGs change: a NagsCommand, unless nothing would change.
bool ChessGameModel::pushNags(NodeId node, std::vector<std::uint8_t> nags, const QString& text)
{
    if (!tree().contains(node) || node == game::RootNode || nags == tree().node(node).nags)
        return false;
    m_undoStack->push(new detail::NagsCommand(this, node, std::move(nags), text));
    return true;
}

// Named after the sign and the move: "Sign !? on Bb5", "Remove sign !? from Bb5".
bool ChessGameModel::toggleNag(NodeId node, int nag)
{
    if (!tree().contains(node) || nag < 0 || nag > 255)
        return false;
    const std::vector<std::uint8_t>& old = tree().node(node).nags;
    const bool had = std::find(old.begin(), old.end(), nag) != old.end();
    const QString text = had ? tr("Remove sign %1 from %2").arg(NagNames::symbol(nag), san(node))
                             : tr("Sign %1 on %2").arg(NagNames::symbol(nag), san(node));
    return pushNags(node, game::toggledNag(old, nag), text);
}

bool ChessGameModel::removeNags(NodeId node) { return pushNags(node, {}, tr("Remove signs from %1").arg(san(node))); }

QString ChessGameModel::commentText(const std::string& comment)
{
    std::string text = comment;
    game::NodeAnnotations commands;
    game::extractCommands(text, commands);
    return QString::fromStdString(text);
}

// One CommentCommand on the pre-comment, the old one's commands appended to the new text.
bool ChessGameModel::setPreComment(NodeId node, const QString& text)
{
    if (!tree().contains(node) || node == game::RootNode)
        return false;
    std::string old = tree().node(node).preComment;
    game::NodeAnnotations commands;
    game::extractCommands(old, commands);
    std::string utf8 = text.simplified().toStdString();
    const std::string kept = game::commandText(commands);
    if (!kept.empty())
        utf8 += (utf8.empty() ? "" : " ") + kept;
    if (utf8 == tree().node(node).preComment)
        return false;
    m_undoStack->push(new detail::CommentCommand(this, node, std::move(utf8), tr("Edit comment"), true));
    return true;
}

void ChessGameModel::applyPreComment(NodeId node, const std::string& text)
{
    m_game.tree.setPreComment(node, text);
    emit nodeChanged(node);
}

// One TagsCommand holding every change: values set, tags removed (an empty value removes).
EditResult ChessGameModel::setTags(const std::vector<game::Tag>& tags)
{
    EditResult result;
    result.error = TagCheck::problem(tags);
    if (!result.error.isEmpty())
        return result;
    result.ok = true;
    std::vector<game::Tag> changes;
    for (const game::Tag& old : m_game.tags) {
        const bool kept = old.name == "SetUp" || old.name == "FEN"
            || std::any_of(tags.begin(), tags.end(), [&](const game::Tag& t) { return t.name == old.name; });
        if (!kept)
            changes.push_back({old.name, {}});
    }
    const std::vector<game::Tag> shown = TagCheck::editable(m_game); // the roster's defaults count as unchanged
    for (const game::Tag& t : tags)
        if (std::find(shown.begin(), shown.end(), t) == shown.end())
            changes.push_back(t);
    if (!changes.empty())
        m_undoStack->push(new detail::TagsCommand(this, std::move(changes), tr("Edit tags")));
    return result;
}

} // namespace kibitz
