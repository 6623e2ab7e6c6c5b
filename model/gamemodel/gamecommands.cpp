// Undo commands: each redo()/undo() changes the tree through the model, then announces it once.
#include "gamecommands.h"

namespace kibitz::detail {

namespace {

// True when node lies in the subtree rooted at root.
bool inSubtree(const game::GameTree& tree, game::NodeId node, game::NodeId root)
{
    const int rootPly = tree.node(root).ply;
    for (game::NodeId n = node; n != game::NoNode && tree.node(n).ply >= rootPly; n = tree.node(n).parent)
        if (n == root)
            return true;
    return false;
}

} // namespace

// Remembers where and what to play; redo() does it.
PlayMoveCommand::PlayMoveCommand(ChessGameModel* model, game::NodeId parent, core::Move move, const QString& text,
                                 bool joinsPrevious, std::vector<std::uint8_t> nags)
    : GameCommand(model, text), m_joinsPrevious(joinsPrevious)
{
    m_steps.push_back(Step{parent, move, game::NoNode, {}, std::move(nags)});
}

// First time: creates the node; later: restores every move with its id, announcing each one
// (moveMade only for the last, so that a joined reply is not answered again).
void PlayMoveCommand::redo()
{
    for (std::size_t i = 0; i < m_steps.size(); ++i) {
        Step& step = m_steps[i];
        const game::NodeId previous = cursor();
        if (step.node == game::NoNode) {
            step.node = addNode(step.parent, step.move);
            if (!step.nags.empty())
                applyNags(step.node, step.nags); // later redos restore the node with them
        } else
            restoreNode(std::move(step.removed));
        const BoardTransition t = BoardTransition::between(tree(), previous, step.node);
        setCursorSilently(step.node);
        finishEdit(previous, t, i + 1 == m_steps.size());
    }
    // After the move is announced, so that the clocks record it before the result stops them.
    if (!m_endChecked) {
        m_endChecked = true;
        m_endTags = endingTags();
        for (const game::Tag& t : m_endTags)
            m_tagsBefore.push_back({t.name, game().tag(t.name)});
    }
    if (!m_endTags.empty())
        applyTags(m_endTags);
}

// Result and Termination of a game the last move ended on the main line; none when the game
// goes on, the move is a variation's or the game has a result already.
std::vector<game::Tag> PlayMoveCommand::endingTags() const
{
    const game::NodeId last = m_steps.back().node;
    if (!tree().isMainLine(last) || game().result() != "*")
        return {};
    const core::GameStatus status = statusAt(last);
    if (!status.isOver())
        return {};
    const bool mate = status.state == core::GameState::Checkmate;
    const std::string result = !mate ? "1/2-1/2" : status.winner == core::White ? "1-0" : "0-1";
    return {{"Result", result}, {"Termination", "normal"}};
}

// Removes the moves, last first (leaves by now: later edits were undone first), showing each parent.
void PlayMoveCommand::undo()
{
    if (!m_endTags.empty())
        applyTags(m_tagsBefore);
    for (auto step = m_steps.rbegin(); step != m_steps.rend(); ++step) {
        const game::NodeId previous = cursor();
        const BoardTransition t = BoardTransition::between(tree(), previous, step->parent);
        setCursorSilently(step->parent);
        step->removed = detachNode(step->node);
        finishEdit(previous, t, false);
    }
}

// Takes in a joining move that continues from this step's last move (already played by push()).
bool PlayMoveCommand::mergeWith(const QUndoCommand* other)
{
    const auto* o = static_cast<const PlayMoveCommand*>(other);
    if (!o->m_joinsPrevious || o->m_steps.size() != 1 || o->m_steps.front().parent != node())
        return false;
    const Step& step = o->m_steps.front();
    m_steps.push_back(Step{step.parent, step.move, step.node, {}, step.nags});
    m_endTags = o->m_endTags; // the reply's result (this step's own moves ended nothing)
    m_tagsBefore = o->m_tagsBefore;
    setText(o->text());
    return true;
}

// Holds the incoming game; after redo() it holds the outgoing one.
ReplaceGameCommand::ReplaceGameCommand(ChessGameModel* model, game::Game game, game::NodeId cursor, const QString& text)
    : GameCommand(model, text), m_other(std::move(game)), m_otherCursor(cursor)
{ }

// Roots in deletion order (variations last-first before the main continuation).
DeleteSubtreesCommand::DeleteSubtreesCommand(ChessGameModel* model, std::vector<game::NodeId> roots,
                                             const QString& text)
    : GameCommand(model, text), m_roots(std::move(roots))
{ }

// Moves the cursor out of the doomed subtrees first, so it never names a removed node.
void DeleteSubtreesCommand::redo()
{
    const game::NodeId previous = cursor();
    m_cursorBefore = previous;
    game::NodeId target = previous;
    for (game::NodeId r : m_roots)
        if (inSubtree(tree(), previous, r)) {
            target = tree().node(r).parent;
            break;
        }
    const BoardTransition t = BoardTransition::between(tree(), previous, target);
    setCursorSilently(target);
    for (game::NodeId r : m_roots)
        m_removed.push_back(detachNode(r));
    finishEdit(previous, t, false);
}

// Restores the subtrees in reverse order and shows the node that was shown before the deletion.
void DeleteSubtreesCommand::undo()
{
    const game::NodeId previous = cursor();
    for (auto it = m_removed.rbegin(); it != m_removed.rend(); ++it)
        restoreNode(std::move(*it));
    m_removed.clear();
    const BoardTransition t = BoardTransition::between(tree(), previous, m_cursorBefore);
    setCursorSilently(m_cursorBefore);
    finishEdit(previous, t, false);
}

// Remembers both indexes.
MoveVariationCommand::MoveVariationCommand(ChessGameModel* model, game::NodeId node, int from, int to,
                                           const QString& text)
    : GameCommand(model, text), m_node(node), m_from(from), m_to(to)
{ }

// Reorders; the shown position does not change.
void MoveVariationCommand::redo()
{
    moveNode(m_node, m_to);
    finishEdit(cursor(), BoardTransition::jump(cursor(), cursor()), false);
}

// Puts the node back at its old index.
void MoveVariationCommand::undo()
{
    moveNode(m_node, m_from);
    finishEdit(cursor(), BoardTransition::jump(cursor(), cursor()), false);
}

// Remembers the old comment.
CommentCommand::CommentCommand(ChessGameModel* model, game::NodeId node, std::string text, const QString& name,
                               bool pre)
    : GameCommand(model, name), m_node(node), m_pre(pre),
      m_old(pre ? model->tree().node(node).preComment() : model->tree().node(node).comment()), m_new(std::move(text))
{ }

// Typing into a comment editor makes one undo step per comment, not per keystroke.
bool CommentCommand::mergeWith(const QUndoCommand* other)
{
    const auto* o = static_cast<const CommentCommand*>(other);
    if (o->m_node != m_node || o->m_pre != m_pre)
        return false;
    m_new = o->m_new;
    setObsolete(m_new == m_old); // typed back to what it was: no edit left (QUndoStack drops it)
    return true;
}

// Remembers the old NAGs.
NagsCommand::NagsCommand(ChessGameModel* model, game::NodeId node, std::vector<std::uint8_t> nags, const QString& text)
    : GameCommand(model, text), m_node(node), m_old(model->tree().node(node).nags()), m_new(std::move(nags))
{ }

// Remembers what the edited nodes had.
AnnotateCommand::AnnotateCommand(ChessGameModel* model, game::AnnotationEdit edit, const QString& text)
    : GameCommand(model, text), m_edit(std::move(edit))
{
    for (const game::NodeEdit& e : m_edit.nodes) {
        const game::Node& n = model->tree().node(e.node);
        m_old.push_back(game::NodeEdit{e.node, n.nags(), n.annotations()});
    }
}

// Node contents, then the lines: added the first time, restored with their ids later.
void AnnotateCommand::redo()
{
    for (const game::NodeEdit& e : m_edit.nodes)
        applyNodeEdit(e);
    if (m_edit.lines.empty())
        return;
    const game::NodeId previous = cursor();
    if (m_lineStarts.empty()) {
        for (const game::LineEdit& line : m_edit.lines) {
            game::NodeId at = line.parent;
            for (std::size_t i = 0; i < line.moves.size(); ++i) {
                at = addNode(at, line.moves[i]);
                if (i == 0) {
                    m_lineStarts.push_back(at);
                    applyComment(at, line.comment);
                }
            }
        }
    } else {
        for (auto it = m_removed.rbegin(); it != m_removed.rend(); ++it)
            restoreNode(std::move(*it));
        m_removed.clear();
    }
    finishEdit(previous, BoardTransition::jump(previous, previous), false);
}

// Removes the lines (last first; the cursor leaves them first), then restores the old contents.
void AnnotateCommand::undo()
{
    if (!m_lineStarts.empty()) {
        const game::NodeId previous = cursor();
        game::NodeId target = previous;
        for (game::NodeId start : m_lineStarts)
            if (inSubtree(tree(), previous, start)) {
                target = tree().node(start).parent;
                break;
            }
        const BoardTransition t = BoardTransition::between(tree(), previous, target);
        setCursorSilently(target);
        for (auto it = m_lineStarts.rbegin(); it != m_lineStarts.rend(); ++it)
            m_removed.push_back(detachNode(*it));
        finishEdit(previous, t, false);
    }
    for (auto it = m_old.rbegin(); it != m_old.rend(); ++it)
        applyNodeEdit(*it);
}

// Remembers the old annotations.
AnnotationsCommand::AnnotationsCommand(ChessGameModel* model, game::NodeId node, game::NodeAnnotations annotations,
                                       const QString& text, int gesture)
    : GameCommand(model, text), m_node(node), m_old(model->tree().node(node).annotations()),
      m_new(std::move(annotations)), m_gesture(gesture)
{ }

// Marks drawn in one gesture on one node are one undo step; drawn back to nothing, none.
bool AnnotationsCommand::mergeWith(const QUndoCommand* other)
{
    const auto* o = static_cast<const AnnotationsCommand*>(other);
    if (o->m_node != m_node || o->m_gesture != m_gesture)
        return false;
    m_new = o->m_new;
    setObsolete(m_new == m_old);
    return true;
}

// Remembers the old values (empty for a tag the game does not have).
TagsCommand::TagsCommand(ChessGameModel* model, std::vector<game::Tag> tags, const QString& text)
    : GameCommand(model, text), m_new(std::move(tags))
{
    for (const game::Tag& t : m_new)
        m_old.push_back({t.name, model->game().tag(t.name)});
}

} // namespace kibitz::detail
