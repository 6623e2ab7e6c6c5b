// GameAnnotations: the annotation part of ChessGameModel — comments, signs (NAGs), drawn marks,
// evaluations and clock readings, and a tool's batch of them (the game review).
#pragma once

#include "game/annotationedit.h"
#include "game/gametree.h"

#include <QList>
#include <QObject>
#include <QString>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace kibitz {

class ChessGameModel;
class GameEditing;

namespace detail {
class GameCommand;
}

// Edits what is said about the moves of the game its model owns (ChessGameModel::annotations()),
// each edit one undo step on the model's stack (recordClock excepted). Announced by the model's
// nodeChanged (comments, signs) and annotationsChanged (marks, evaluation, clock).
class GameAnnotations : public QObject {
    Q_OBJECT
public:
    // A comment without the [%cal]/[%csl]/[%eval]/[%clk] commands, as a person edits it.
    static QString commentText(const std::string& comment);

public slots:
    // Every slot refuses an id that is not in the tree (false, nothing changed, nothing emitted).
    // Sets the comment after node's move (the root: before the first move).
    bool setComment(game::NodeId node, const QString& text);
    // Sets the comment before node's move (not the root: its comment is before the game). The
    // commands the old one held are kept (they are not text to edit).
    bool setPreComment(game::NodeId node, const QString& text);
    bool setNags(game::NodeId node, const QList<int>& nags);
    // Toggles one sign on node's move: removed when there, else set in place of the other sign of
    // its class (one move sign, one position sign; game/nags.h). One undo step.
    bool toggleNag(game::NodeId node, int nag);
    // Removes every sign of node's move. One undo step; false when it has none.
    bool removeNags(game::NodeId node);
    // Applies a tool's batch of NAGs, annotations and new lines (the game review) as one undoable
    // edit named editName; nodes no longer in the tree are skipped. False when nothing applies.
    bool annotate(const game::AnnotationEdit& edit, const QString& editName);
    // Drawn marks (issue 14; gameannotationsmarks.cpp). Adds the arrow from -> to in colour to
    // node; the same arrow again removes it, the same squares in another colour recolour it.
    // Drawing edits on one node merge into one undo step until endMarkGesture() or navigation.
    bool toggleArrow(game::NodeId node, core::Square from, core::Square to, game::MarkColour colour);
    // Adds a circle on square, or removes / recolours it like toggleArrow.
    bool toggleCircle(game::NodeId node, core::Square square, game::MarkColour colour);
    // Removes every arrow and circle of node (its evaluation and clock stay).
    bool clearMarks(game::NodeId node);
    // Ends the drawing gesture: the next drawing edit is an undo step of its own.
    void endMarkGesture() { ++m_markGesture; }
    // Replaces node's annotations (marks, evaluation, clock) as an undo step of its own.
    bool setAnnotations(game::NodeId node, const game::NodeAnnotations& annotations);
    // Records the clock reading after node's move (Node::annotations.clockMs). Not an undo step
    // of its own: it is part of the move just played (an undo of the move takes it along, a redo
    // brings it back). Emits annotationsChanged.
    bool recordClock(game::NodeId node, std::optional<qint64> clockMs);

private:
    friend class ChessGameModel;
    friend class GameEditing;
    friend class detail::GameCommand;
    explicit GameAnnotations(ChessGameModel* model);
    const game::GameTree& tree() const;
    QString san(game::NodeId node) const;

    // The sign typed with a move ("Bb5?!") on a move that was already there: one undo step.
    bool addNag(game::NodeId node, int nag);
    bool pushNags(game::NodeId node, std::vector<std::uint8_t> nags, const QString& text);
    bool pushMarks(game::NodeId node, game::NodeAnnotations annotations, const QString& text);

    // Primitives for the undo commands (see gamecommands.h): set and announce, no checks.
    void applyComment(game::NodeId node, const std::string& text);
    void applyPreComment(game::NodeId node, const std::string& text);
    void applyNags(game::NodeId node, const std::vector<std::uint8_t>& nags);
    void applyNodeEdit(const game::NodeEdit& edit);
    void applyAnnotations(game::NodeId node, const game::NodeAnnotations& annotations);

    ChessGameModel* m_model;
    int m_markGesture = 0; // drawing edits of one gesture merge (see toggleArrow)
};

} // namespace kibitz
