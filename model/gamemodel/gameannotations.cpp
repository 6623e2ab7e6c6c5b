// GameAnnotations: comments, the signs (NAGs) of a move (from the Annotate menu and typed with a
// move), a tool's batch of annotations, clock readings, and the primitives their commands use.
#include "gameannotations.h"

#include "chessgamemodel.h"
#include "gamecommands.h"
#include "nagnames.h"

#include "core/movegen.h"
#include "game/annotationtext.h"
#include "game/nags.h"

#include <QUndoStack>

#include <algorithm>

namespace kibitz {

using game::NodeId;

// Drawing gestures end with navigation: marks drawn after it are an undo step of their own.
GameAnnotations::GameAnnotations(ChessGameModel* model) : QObject(model), m_model(model)
{
    connect(model, &ChessGameModel::cursorChanged, this, &GameAnnotations::endMarkGesture);
}

const game::GameTree& GameAnnotations::tree() const { return m_model->tree(); }

QString GameAnnotations::san(NodeId node) const { return m_model->san(node); }

QString GameAnnotations::commentText(const std::string& comment)
{
    std::string text = comment;
    game::NodeAnnotations commands;
    game::extractCommands(text, commands);
    return QString::fromStdString(text);
}

// One CommentCommand (white space simplified); false when nothing would change.
bool GameAnnotations::setComment(NodeId node, const QString& text)
{
    if (!tree().contains(node))
        return false;
    std::string utf8 = text.simplified().toStdString();
    if (utf8 == tree().node(node).comment())
        return false;
    m_model->undoStack()->push(new detail::CommentCommand(m_model, node, std::move(utf8), tr("Edit comment")));
    return true;
}

// One CommentCommand on the pre-comment, the old one's commands appended to the new text.
bool GameAnnotations::setPreComment(NodeId node, const QString& text)
{
    if (!tree().contains(node) || node == game::RootNode)
        return false;
    std::string old = tree().node(node).preComment();
    game::NodeAnnotations commands;
    game::extractCommands(old, commands);
    std::string utf8 = text.simplified().toStdString();
    const std::string kept = game::commandText(commands);
    if (!kept.empty())
        utf8 += (utf8.empty() ? "" : " ") + kept;
    if (utf8 == tree().node(node).preComment())
        return false;
    m_model->undoStack()->push(new detail::CommentCommand(m_model, node, std::move(utf8), tr("Edit comment"), true));
    return true;
}

// One NagsCommand; false for the root, values outside 0..255 or no change.
bool GameAnnotations::setNags(NodeId node, const QList<int>& nags)
{
    if (!tree().contains(node) || node == game::RootNode)
        return false;
    std::vector<std::uint8_t> values;
    for (int n : nags) {
        if (n < 0 || n > 255)
            return false;
        values.push_back(std::uint8_t(n));
    }
    return pushNags(node, std::move(values), tr("Edit annotation"));
}

// The one way NAGs change: a NagsCommand, unless nothing would change.
bool GameAnnotations::pushNags(NodeId node, std::vector<std::uint8_t> nags, const QString& text)
{
    if (!tree().contains(node) || node == game::RootNode || nags == tree().node(node).nags())
        return false;
    m_model->undoStack()->push(new detail::NagsCommand(m_model, node, std::move(nags), text));
    return true;
}

// Named after the sign and the move: "Sign !? on Bb5", "Remove sign !? from Bb5".
bool GameAnnotations::toggleNag(NodeId node, int nag)
{
    if (!tree().contains(node) || nag < 0 || nag > 255)
        return false;
    const std::vector<std::uint8_t>& old = tree().node(node).nags();
    if (std::find(old.begin(), old.end(), nag) == old.end())
        return addNag(node, nag);
    return pushNags(node, game::toggledNag(old, nag),
                    tr("Remove sign %1 from %2").arg(NagNames::symbol(nag), san(node)));
}

// In place of the other sign of its class, as toggleNag sets it.
bool GameAnnotations::addNag(NodeId node, int nag)
{
    if (!tree().contains(node))
        return false;
    return pushNags(node, game::withNag(tree().node(node).nags(), nag),
                    tr("Sign %1 on %2").arg(NagNames::symbol(nag), san(node)));
}

bool GameAnnotations::removeNags(NodeId node) { return pushNags(node, {}, tr("Remove signs from %1").arg(san(node))); }

// One AnnotateCommand with the edits that apply: known nodes whose content differs, lines from
// known nodes whose moves are legal.
bool GameAnnotations::annotate(const game::AnnotationEdit& edit, const QString& editName)
{
    game::AnnotationEdit valid;
    for (const game::NodeEdit& e : edit.nodes) {
        if (!tree().contains(e.node))
            continue;
        const game::Node& n = tree().node(e.node);
        if (n.nags() != e.nags || n.annotations() != e.annotations)
            valid.nodes.push_back(e);
    }
    for (const game::LineEdit& line : edit.lines) {
        if (!tree().contains(line.parent) || line.moves.empty()
            || tree().findChild(line.parent, line.moves.front()) != game::NoNode)
            continue;
        core::Position pos = tree().node(line.parent).position;
        bool legal = true;
        for (const core::Move m : line.moves) {
            if (!(legal = core::isLegalMove(pos, m)))
                break;
            pos.playWithoutUndo(m);
        }
        if (legal)
            valid.lines.push_back(line);
    }
    if (valid.empty())
        return false;
    m_model->undoStack()->push(new detail::AnnotateCommand(m_model, std::move(valid), editName));
    return true;
}

// Not an undo step: the reading belongs to the move just played and goes and comes with it.
bool GameAnnotations::recordClock(NodeId node, std::optional<qint64> clockMs)
{
    if (!tree().contains(node) || node == game::RootNode)
        return false;
    game::NodeAnnotations annotations = tree().node(node).annotations();
    if (annotations.clockMs == clockMs)
        return false;
    annotations.clockMs = clockMs;
    applyAnnotations(node, annotations);
    return true;
}

// The undo primitive of comment edits: no merging, no checks (the command did them).
void GameAnnotations::applyComment(NodeId node, const std::string& text)
{
    m_model->m_game.tree.setComment(node, text);
    emit m_model->nodeChanged(node);
}

void GameAnnotations::applyPreComment(NodeId node, const std::string& text)
{
    m_model->m_game.tree.setPreComment(node, text);
    emit m_model->nodeChanged(node);
}

// Sets NAGs and announces them.
void GameAnnotations::applyNags(NodeId node, const std::vector<std::uint8_t>& nags)
{
    m_model->m_game.tree.setNags(node, nags);
    emit m_model->nodeChanged(node);
}

// Sets a node's NAGs and annotations and announces them.
void GameAnnotations::applyNodeEdit(const game::NodeEdit& edit)
{
    m_model->m_game.tree.setNags(edit.node, edit.nags);
    const bool annotationsDiffer = tree().node(edit.node).annotations() != edit.annotations;
    m_model->m_game.tree.setAnnotations(edit.node, edit.annotations);
    emit m_model->nodeChanged(edit.node);
    if (annotationsDiffer)
        emit m_model->annotationsChanged(edit.node);
}

} // namespace kibitz
