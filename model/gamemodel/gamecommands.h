// The undoable edits of ChessGameModel, one QUndoCommand each (internal to the model).
#pragma once

#include "chessgamemodel.h"
#include "gameannotations.h"
#include "gameediting.h"

#include <QUndoCommand>

#include <vector>

namespace kibitz::detail {

enum CommandId { PlayMoveId = 1, CommentId = 2, MarksId = 3 };

// Base class: gives the commands access to the private edit primitives of the model and its parts.
class GameCommand : public QUndoCommand {
public:
    GameCommand(ChessGameModel* model, const QString& text) : m_model(model) { setText(text); }

protected:
    const game::GameTree& tree() const { return m_model->tree(); }
    game::NodeId cursor() const { return m_model->cursor(); }
    game::NodeId addNode(game::NodeId parent, core::Move m) { return m_model->addNode(parent, m); }
    game::Subtree detachNode(game::NodeId n) { return m_model->detachNode(n); }
    void restoreNode(game::Subtree&& s) { m_model->restoreNode(std::move(s)); }
    void moveNode(game::NodeId n, int index) { m_model->moveNode(n, index); }
    void setCursorSilently(game::NodeId n) { m_model->setCursorSilently(n); }
    void finishEdit(game::NodeId previous, const BoardTransition& t, bool moveMade)
    {
        m_model->finishEdit(previous, t, moveMade);
    }
    void swapGame(game::Game& other, game::NodeId& otherCursor) { m_model->swapGame(other, otherCursor); }
    void applyComment(game::NodeId n, const std::string& text) { annotations()->applyComment(n, text); }
    void applyPreComment(game::NodeId n, const std::string& text) { annotations()->applyPreComment(n, text); }
    void applyNags(game::NodeId n, const std::vector<std::uint8_t>& nags) { annotations()->applyNags(n, nags); }
    void applyNodeEdit(const game::NodeEdit& edit) { annotations()->applyNodeEdit(edit); }
    void applyTags(const std::vector<game::Tag>& tags) { m_model->m_editing->applyTags(tags); }
    const game::Game& game() const { return m_model->game(); }
    core::GameStatus statusAt(game::NodeId n) const { return m_model->statuses()->statusAt(n); }
    void applyAnnotations(game::NodeId n, const game::NodeAnnotations& a) { annotations()->applyAnnotations(n, a); }

private:
    GameAnnotations* annotations() const { return m_model->m_annotations; }
    ChessGameModel* m_model;
};

// Adds a move after parent (as main line or variation) and shows it. A command made to join
// merges into the previous PlayMoveCommand when it continues from that command's last move (a
// computer's reply and the move it answers): undo and redo then take both moves. A move that
// ends the game on the main line (mate, stalemate, a draw by rule) of a game without a result
// sets Result and Termination "normal" as part of the same step.
class PlayMoveCommand : public GameCommand {
public:
    // nags: the signs typed with the move ("Bb5?!"), set on the new node.
    PlayMoveCommand(ChessGameModel* model, game::NodeId parent, core::Move move, const QString& text,
                    bool joinsPrevious = false, std::vector<std::uint8_t> nags = {});
    void redo() override;
    void undo() override;
    int id() const override { return PlayMoveId; }
    bool mergeWith(const QUndoCommand* other) override;
    // The node of the last move of the step.
    game::NodeId node() const { return m_steps.back().node; }

private:
    struct Step {
        game::NodeId parent;
        core::Move move;
        game::NodeId node = game::NoNode;
        game::Subtree removed;
        std::vector<std::uint8_t> nags;
    };
    std::vector<game::Tag> endingTags() const;
    std::vector<Step> m_steps;
    bool m_joinsPrevious;
    bool m_endChecked = false;
    std::vector<game::Tag> m_endTags; // the result the last move brought, or none
    std::vector<game::Tag> m_tagsBefore; // those tags before it
};

// Replaces the whole game (new game, FEN, PGN); undo brings the old one back, cursor included.
class ReplaceGameCommand : public GameCommand {
public:
    ReplaceGameCommand(ChessGameModel* model, game::Game game, game::NodeId cursor, const QString& text);
    void redo() override { swapGame(m_other, m_otherCursor); }
    void undo() override { swapGame(m_other, m_otherCursor); }

private:
    game::Game m_other;
    game::NodeId m_otherCursor;
};

// Deletes subtrees (in the given order); the cursor leaves them if it was inside.
class DeleteSubtreesCommand : public GameCommand {
public:
    DeleteSubtreesCommand(ChessGameModel* model, std::vector<game::NodeId> roots, const QString& text);
    void redo() override;
    void undo() override;

private:
    std::vector<game::NodeId> m_roots;
    std::vector<game::Subtree> m_removed;
    game::NodeId m_cursorBefore = game::NoNode;
};

// Moves a node to another place among its siblings (promotion of a variation).
class MoveVariationCommand : public GameCommand {
public:
    MoveVariationCommand(ChessGameModel* model, game::NodeId node, int from, int to, const QString& text);
    void redo() override;
    void undo() override;

private:
    game::NodeId m_node;
    int m_from;
    int m_to;
};

// Changes a comment; consecutive edits of the same comment merge into one undo step.
class CommentCommand : public GameCommand {
public:
    // pre: the comment before the move (Node::preComment) rather than after it.
    CommentCommand(ChessGameModel* model, game::NodeId node, std::string text, const QString& name, bool pre = false);
    void redo() override { apply(m_new); }
    void undo() override { apply(m_old); }
    int id() const override { return CommentId; }
    bool mergeWith(const QUndoCommand* other) override;

private:
    void apply(const std::string& text)
    {
        if (m_pre)
            applyPreComment(m_node, text);
        else
            applyComment(m_node, text);
    }
    game::NodeId m_node;
    bool m_pre;
    std::string m_old;
    std::string m_new;
};

// Changes a node's NAGs.
class NagsCommand : public GameCommand {
public:
    NagsCommand(ChessGameModel* model, game::NodeId node, std::vector<std::uint8_t> nags, const QString& text);
    void redo() override { applyNags(m_node, m_new); }
    void undo() override { applyNags(m_node, m_old); }

private:
    game::NodeId m_node;
    std::vector<std::uint8_t> m_old;
    std::vector<std::uint8_t> m_new;
};

// A tool's batch of NAGs, annotations and new lines (GameAnnotations::annotate).
class AnnotateCommand : public GameCommand {
public:
    AnnotateCommand(ChessGameModel* model, game::AnnotationEdit edit, const QString& text);
    void redo() override;
    void undo() override;

private:
    std::vector<game::NodeEdit> m_old; // what the edited nodes had
    game::AnnotationEdit m_edit;
    std::vector<game::NodeId> m_lineStarts; // first node of each added line, once added
    std::vector<game::Subtree> m_removed; // the lines while undone
};

// Changes a node's annotations. Commands of one drawing gesture (gesture >= 0) on the same node
// merge into one undo step; gesture -1 never merges.
class AnnotationsCommand : public GameCommand {
public:
    AnnotationsCommand(ChessGameModel* model, game::NodeId node, game::NodeAnnotations annotations, const QString& text,
                       int gesture);
    void redo() override { applyAnnotations(m_node, m_new); }
    void undo() override { applyAnnotations(m_node, m_old); }
    int id() const override { return m_gesture < 0 ? -1 : MarksId; }
    bool mergeWith(const QUndoCommand* other) override;

private:
    game::NodeId m_node;
    game::NodeAnnotations m_old;
    game::NodeAnnotations m_new;
    int m_gesture;
};

// Changes tags of the game (the result, with a termination, the time control); an empty value
// removes the tag.
class TagsCommand : public GameCommand {
public:
    TagsCommand(ChessGameModel* model, std::vector<game::Tag> tags, const QString& text);
    void redo() override { applyTags(m_new); }
    void undo() override { applyTags(m_old); }

private:
    std::vector<game::Tag> m_old;
    std::vector<game::Tag> m_new;
};

} // namespace kibitz::detail
