// ChessGameModel: navigation, the edit slots, and the primitives the undo commands use.
#include "chessgamemodel.h"

#include "gamecommands.h"

#include "core/movegen.h"

#include <QUndoStack>

#include <algorithm>

namespace kibitz {

using game::NodeId;
using game::NoNode;
using game::RootNode;

namespace {

// Two statuses differ in anything a view shows.
bool sameStatus(const core::GameStatus& a, const core::GameStatus& b)
{
    return a.state == b.state && a.inCheck == b.inCheck && a.canClaimFiftyMove == b.canClaimFiftyMove
        && a.canClaimThreefold == b.canClaimThreefold
        && (a.state != core::GameState::Checkmate || a.winner == b.winner);
}

} // namespace

// Moves the cursor without editing: cursorChanged, positionChanged, statusChanged.
bool ChessGameModel::navigate(NodeId target)
{
    if (target == NoNode || !tree().contains(target) || target == m_cursor)
        return false;
    const NodeId previous = m_cursor;
    const BoardTransition t = BoardTransition::between(tree(), previous, target);
    m_cursor = target;
    rememberPath(target);
    const bool statusDiffers = refreshStatus();
    emit cursorChanged(m_cursor, previous);
    emit positionChanged(t);
    if (statusDiffers)
        emit statusChanged(m_status);
    return true;
}

// Marks the path to node as the one "forward" follows; stops where it is already marked.
void ChessGameModel::rememberPath(NodeId node)
{
    for (NodeId n = node; n != RootNode;) {
        const NodeId parent = tree().node(n).parent;
        if (tree().node(parent).lastVisited == n)
            break;
        m_game.tree.setLastVisited(parent, n);
        n = parent;
    }
}

// Recomputes the shown position's status before any signal goes out (so that status() is current
// in every slot); true when it differs from the last one announced, i.e. statusChanged is due.
bool ChessGameModel::refreshStatus()
{
    const core::GameStatus s = statusAt(m_cursor);
    if (sameStatus(s, m_status))
        return false;
    m_status = s;
    return true;
}

// To the parent of the shown move.
bool ChessGameModel::back() { return m_cursor != RootNode && navigate(tree().node(m_cursor).parent); }

// The remembered child if it is still there, else the main continuation.
bool ChessGameModel::forward()
{
    const game::Node& n = tree().node(m_cursor);
    if (n.children.empty())
        return false;
    for (NodeId c : n.children)
        if (c == n.lastVisited)
            return navigate(c);
    return navigate(n.children.front());
}

bool ChessGameModel::toStart() { return navigate(RootNode); }

// Follows forward() choices to the end of the line.
bool ChessGameModel::toEnd()
{
    NodeId n = m_cursor;
    for (;;) {
        const game::Node& node = tree().node(n);
        if (node.children.empty())
            break;
        NodeId next = node.children.front();
        for (NodeId c : node.children)
            if (c == node.lastVisited)
                next = c;
        n = next;
    }
    return navigate(n);
}

// To any node (a click in the move list).
bool ChessGameModel::goTo(NodeId node) { return navigate(node); }

// To the next sibling of the shown move.
bool ChessGameModel::nextVariation()
{
    if (m_cursor == RootNode)
        return false;
    const auto& siblings = tree().node(tree().node(m_cursor).parent).children;
    const int i = tree().childIndex(m_cursor);
    return i + 1 < int(siblings.size()) && navigate(siblings[i + 1]);
}

// To the previous sibling of the shown move.
bool ChessGameModel::previousVariation()
{
    if (m_cursor == RootNode)
        return false;
    const auto& siblings = tree().node(tree().node(m_cursor).parent).children;
    const int i = tree().childIndex(m_cursor);
    return i > 0 && navigate(siblings[i - 1]);
}

// The whole variation (from its first move), never the main line.
bool ChessGameModel::deleteVariation(NodeId node)
{
    if (!tree().contains(node) || tree().isMainLine(node))
        return false;
    const NodeId start = tree().node(node).lineStart;
    m_undoStack->push(new detail::DeleteSubtreesCommand(this, {start}, tr("Delete variation %1").arg(san(start))));
    return true;
}

// All continuations of node, the variations (last first) before the main one.
bool ChessGameModel::deleteMovesAfter(NodeId node)
{
    if (!tree().contains(node) || tree().node(node).children.empty())
        return false;
    const auto& ch = tree().node(node).children;
    std::vector<NodeId> roots(ch.rbegin(), ch.rend());
    const QString name = node == RootNode ? tr("Delete all moves") : tr("Delete moves after %1").arg(san(node));
    m_undoStack->push(new detail::DeleteSubtreesCommand(this, std::move(roots), name));
    return true;
}

// The move and its subtree in one step; when it was its parent's main continuation, the next
// alternative takes its place (as when a variation is deleted).
bool ChessGameModel::deleteFromHere(NodeId node)
{
    if (node == RootNode || !tree().contains(node))
        return false;
    m_undoStack->push(new detail::DeleteSubtreesCommand(this, {node}, tr("Delete from %1").arg(san(node))));
    return true;
}

// The variation's first move becomes the main continuation of its parent.
bool ChessGameModel::promoteVariation(NodeId node)
{
    if (!tree().contains(node) || node == RootNode)
        return false;
    const NodeId start = tree().node(node).lineStart;
    if (start == RootNode)
        return false;
    const int from = tree().childIndex(start);
    m_undoStack->push(
        new detail::MoveVariationCommand(this, start, from, 0, tr("Promote variation %1").arg(san(start))));
    return true;
}

// One CommentCommand (white space simplified); false when nothing would change.
bool ChessGameModel::setComment(NodeId node, const QString& text)
{
    if (!tree().contains(node))
        return false;
    std::string utf8 = text.simplified().toStdString();
    if (utf8 == tree().node(node).comment)
        return false;
    m_undoStack->push(new detail::CommentCommand(this, node, std::move(utf8), tr("Edit comment")));
    return true;
}

// One NagsCommand; false for the root, values outside 0..255 or no change.
bool ChessGameModel::setNags(NodeId node, const QList<int>& nags)
{
    if (!tree().contains(node) || node == RootNode)
        return false;
    std::vector<std::uint8_t> values;
    for (int n : nags) {
        if (n < 0 || n > 255)
            return false;
        values.push_back(std::uint8_t(n));
    }
    if (values == tree().node(node).nags)
        return false;
    m_undoStack->push(new detail::NagsCommand(this, node, std::move(values), tr("Edit annotation")));
    return true;
}

// One AnnotateCommand with the edits that apply: known nodes whose content differs, lines from
// known nodes whose moves are legal.
bool ChessGameModel::annotate(const game::AnnotationEdit& edit, const QString& editName)
{
    game::AnnotationEdit valid;
    for (const game::NodeEdit& e : edit.nodes) {
        if (!tree().contains(e.node))
            continue;
        const game::Node& n = tree().node(e.node);
        if (n.nags != e.nags || n.annotations != e.annotations)
            valid.nodes.push_back(e);
    }
    for (const game::LineEdit& line : edit.lines) {
        if (!tree().contains(line.parent) || line.moves.empty()
            || tree().findChild(line.parent, line.moves.front()) != game::NoNode)
            continue;
        core::Position pos = tree().node(line.parent).position;
        bool legal = true;
        for (const core::Move m : line.moves) {
            core::UndoInfo undo;
            if (!(legal = core::isLegalMove(pos, m)))
                break;
            pos.makeMove(m, undo);
        }
        if (legal)
            valid.lines.push_back(line);
    }
    if (valid.empty())
        return false;
    m_undoStack->push(new detail::AnnotateCommand(this, std::move(valid), editName));
    return true;
}

// One TagsCommand; false unless result is a PGN result different from the current one.
bool ChessGameModel::setResult(const QString& result, const QString& termination)
{
    const std::string r = result.trimmed().toStdString();
    if (!game::isResultText(r) || r == m_game.result())
        return false;
    std::vector<game::Tag> tags{{"Result", r}};
    if (!termination.isEmpty())
        tags.push_back({"Termination", termination.toStdString()});
    m_undoStack->push(new detail::TagsCommand(this, std::move(tags), tr("Set result %1").arg(result.trimmed())));
    return true;
}

// One TagsCommand; false for a name that is not a PGN symbol or a value the tag already has.
bool ChessGameModel::setTag(const QString& name, const QString& value)
{
    const std::string n = name.toStdString();
    const bool symbol = !n.empty() && std::all_of(n.begin(), n.end(), [](char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
    });
    if (!symbol || n == "Result" || m_game.tag(n) == value.toStdString())
        return false;
    m_undoStack->push(new detail::TagsCommand(this, {{n, value.toStdString()}}, tr("Set %1").arg(name)));
    return true;
}

// Not an undo step: the reading belongs to the move just played and goes and comes with it.
bool ChessGameModel::recordClock(game::NodeId node, std::optional<qint64> clockMs)
{
    if (!tree().contains(node) || node == game::RootNode)
        return false;
    game::NodeAnnotations annotations = tree().node(node).annotations;
    if (annotations.clockMs == clockMs)
        return false;
    annotations.clockMs = clockMs;
    applyAnnotations(node, annotations);
    return true;
}

// Undo when the last edit added the shown move; else delete the shown move if it ends its line.
bool ChessGameModel::takeBack()
{
    const int top = m_undoStack->index() - 1;
    if (top >= 0) {
        const QUndoCommand* last = m_undoStack->command(top);
        if (last->id() == detail::PlayMoveId && static_cast<const detail::PlayMoveCommand*>(last)->node() == m_cursor) {
            m_undoStack->undo();
            return true;
        }
    }
    if (m_cursor == RootNode || !tree().node(m_cursor).children.empty())
        return false;
    m_undoStack->push(new detail::DeleteSubtreesCommand(this, {m_cursor}, tr("Take back %1").arg(san(m_cursor))));
    return true;
}

// --- Primitives for the undo commands ---

// Adds a node (the tree's observer invalidates the statuses).
NodeId ChessGameModel::addNode(NodeId parent, core::Move move) { return m_game.tree.addChild(parent, move); }

// Cuts out a subtree (the tree notifies the observer).
game::Subtree ChessGameModel::detachNode(NodeId node) { return m_game.tree.detach(node); }

// Puts a subtree back with its ids.
void ChessGameModel::restoreNode(game::Subtree&& subtree) { m_game.tree.restore(std::move(subtree)); }

// Reorders a node among its siblings.
void ChessGameModel::moveNode(NodeId node, int index) { m_game.tree.moveChild(node, index); }

// After a structural edit: historyChanged, then cursor, position, status and moveMade.
void ChessGameModel::finishEdit(NodeId previous, const BoardTransition& transition, bool moveMade)
{
    const bool statusDiffers = refreshStatus();
    emit historyChanged();
    if (m_cursor != previous) {
        rememberPath(m_cursor);
        emit cursorChanged(m_cursor, previous);
        emit positionChanged(transition);
    }
    if (statusDiffers)
        emit statusChanged(m_status);
    if (moveMade)
        emit this->moveMade(m_cursor);
}

// Exchanges the whole game with other (used both ways by ReplaceGameCommand).
void ChessGameModel::swapGame(game::Game& other, NodeId& otherCursor)
{
    const NodeId previous = m_cursor;
    emit gameAboutToBeReset();
    std::swap(m_game.tags, other.tags);
    game::GameTree held = std::move(m_game.tree);
    m_game.tree = std::move(other.tree);
    other.tree = std::move(held);
    std::swap(m_cursor, otherCursor);
    m_positions.invalidate(); // a replaced tree tells no observer
    const bool statusDiffers = refreshStatus();
    emit gameReset();
    emit gameInfoChanged();
    emit historyChanged();
    emit cursorChanged(m_cursor, previous);
    emit positionChanged(BoardTransition::jump(NoNode, m_cursor));
    if (statusDiffers)
        emit statusChanged(m_status);
}

// A gesture of drawing ends with the game; the views rebuild from the game shown.
void ChessGameModel::showGame(game::Game& game, NodeId& cursor, QUndoStack* stack)
{
    ++m_markGesture;
    m_undoStack = stack;
    std::swap(m_game.commentStyle, game.commentStyle);
    swapGame(game, cursor);
    emit undoStackChanged(stack);
}

// The undo primitive of comment edits: no merging, no checks (the command did them).
void ChessGameModel::applyComment(NodeId node, const std::string& text)
{
    m_game.tree.setComment(node, text);
    emit nodeChanged(node);
}

// Sets NAGs and announces them.
void ChessGameModel::applyNags(NodeId node, const std::vector<std::uint8_t>& nags)
{
    m_game.tree.setNags(node, nags);
    emit nodeChanged(node);
}

// Sets a node's NAGs and annotations and announces them.
void ChessGameModel::applyNodeEdit(const game::NodeEdit& edit)
{
    m_game.tree.setNags(edit.node, edit.nags);
    const bool annotationsDiffer = tree().node(edit.node).annotations != edit.annotations;
    m_game.tree.setAnnotations(edit.node, edit.annotations);
    emit nodeChanged(edit.node);
    if (annotationsDiffer)
        emit annotationsChanged(edit.node);
}

// Sets (or, when empty, removes) the tags and announces it.
void ChessGameModel::applyTags(const std::vector<game::Tag>& tags)
{
    for (const game::Tag& t : tags) {
        if (t.value.empty())
            m_game.removeTag(t.name);
        else
            m_game.setTag(t.name, t.value);
    }
    emit gameInfoChanged();
}

} // namespace kibitz
