// ChessGameModel: the game every view talks to — tree, cursor, undo stack and signals.
#pragma once

#include "boardtransition.h"
#include "moveinput.h"
#include "positionindex.h"

#include "core/fen.h"
#include "core/status.h"
#include "game/annotationedit.h"
#include "game/game.h"

#include <QList>
#include <QObject>
#include <QString>

#include <memory>
#include <optional>

class QUndoCommand;
class QUndoStack;

namespace kibitz {

namespace detail {
class GameCommand;
}

// The answer to an edit that can be refused: ok, or a translated reason and nothing changed.
struct EditResult {
    bool ok = false;
    QString error; // translated, for people
    game::NodeId node = game::NoNode; // the node shown afterwards (moves)
    explicit operator bool() const { return ok; }
};

// Owns the game (tags and move tree), the cursor (the node shown) and the undo stack. Navigation
// never edits; every edit is one QUndoCommand. Signal order: docs/DESIGN.md.
class ChessGameModel : public QObject {
    Q_OBJECT
public:
    explicit ChessGameModel(QObject* parent = nullptr);
    ~ChessGameModel() override;

    const game::Game& game() const { return m_game; }
    const game::GameTree& tree() const { return m_game.tree; }
    game::NodeId cursor() const { return m_cursor; }
    const core::Position& position() const { return tree().node(m_cursor).position; }
    // Status of the shown position (repetitions counted along the path from the root).
    core::GameStatus status() const { return m_status; }
    // True for the undo commands that replace the whole game (new game, FEN, PGN, loaded game).
    static bool replacesGame(const QUndoCommand* command);
    // The undo history of the game shown (another game shown by showGame brings its own).
    QUndoStack* undoStack() const { return m_undoStack; }
    // Shows another game with its own undo history (another document's, e.g. a tab): game and
    // cursor change places with the ones shown (which they then hold), and stack becomes the undo
    // history. Not an undo step. The stacks are the callers' except the one this model made.
    void showGame(game::Game& game, game::NodeId& cursor, QUndoStack* stack);

    QString fen() const;
    // The node's move in SAN ("" for the root and for an unknown id).
    QString san(game::NodeId node) const;
    // The core's ASCII board of the shown position, with status and the last move.
    QString asciiBoard() const;
    // Legal targets of the piece on from (empty when it cannot move or is not the side to move's).
    QList<TargetSquare> legalTargets(core::Square from) const;
    // True when from -> to is a legal pawn move to the last rank (the view asks for a piece).
    bool needsPromotionChoice(core::Square from, core::Square to) const;
    // The whole game as PGN.
    QString pgn() const;
    // Status of any node of the tree (derived from the tree by PositionIndex); an ongoing
    // default for an unknown id.
    core::GameStatus statusAt(game::NodeId node) const;
    // Replaces the game by game (one undoable edit), showing cursor (a node of game.tree), or the
    // end of the main line when cursor is not in it.
    void loadGame(game::Game game, const QString& editName = {}, game::NodeId cursor = game::NoNode);

public slots:
    // Every slot taking a node id refuses an id that is not in the tree (false, nothing changed,
    // nothing emitted): views may hold ids of nodes an undo has removed, so this is not a bug.
    // Plays from -> to (promotion: Knight..Queen when needed); refused with a reason otherwise.
    EditResult makeMove(core::Square from, core::Square to, core::PieceType promotion = core::NoPieceType);
    // Plays a SAN or UCI move ("Nf3", "e7e8q", "0-0"); a suffix ("Bb5?!", "e8=Q!!") becomes the
    // move's sign, in the same undo step as a new move.
    EditResult makeMoveSan(const QString& text);
    // Plays a reply (SAN or UCI) to the shown move: when the last undo step played the shown move,
    // the reply joins that step, so one Undo takes back both and one Redo restores both ("Move
    // 1. e4 e5"); otherwise it is an ordinary move. For the computer's replies in a game.
    EditResult makeReplySan(const QString& text);
    // Replaces the game by a FEN position (one undoable edit).
    EditResult loadFen(const QString& text, core::FenMode mode = core::FenMode::Strict);
    // Replaces the game by the first game of PGN text (one undoable edit).
    EditResult loadPgn(const QString& text);
    // Replaces the game by a new game from the initial position (one undoable edit).
    void newGame();
    // Replaces the game by a new game from start (a Chess960 start position makes a Chess960
    // game: its PGN gets the Variant, SetUp and FEN tags).
    void newGame(const core::Position& start);

    bool back();
    // Forward along the child visited last, else the main line.
    bool forward();
    bool toStart();
    bool toEnd();
    bool goTo(game::NodeId node);
    // Switches to the next / previous sibling of the shown move (a sideways jump).
    bool nextVariation();
    bool previousVariation();

    // Deletes the variation node belongs to (from its first move); refused on the main line.
    bool deleteVariation(game::NodeId node);
    // Deletes everything after node (all its continuations).
    bool deleteMovesAfter(game::NodeId node);
    // Deletes node's move and everything after it (its whole subtree); refused for the root.
    bool deleteFromHere(game::NodeId node);
    // Makes node's variation the main continuation at its branching point (one level up).
    bool promoteVariation(game::NodeId node);
    // Sets the comment after node's move (the root: before the first move).
    bool setComment(game::NodeId node, const QString& text);
    // Sets the comment before node's move (not the root: its comment is before the game). The
    // [%cal]/[%csl]/[%eval]/[%clk] commands the old one held are kept (they are not text to edit).
    bool setPreComment(game::NodeId node, const QString& text);
    // A comment without the commands above, as a person edits it.
    static QString commentText(const std::string& comment);
    bool setNags(game::NodeId node, const QList<int>& nags);
    // Toggles one sign on node's move: removed when there, else set in place of the other sign of
    // its class (one move sign, one position sign; game/nags.h). One undo step.
    bool toggleNag(game::NodeId node, int nag);
    // Removes every sign of node's move. One undo step; false when it has none.
    bool removeNags(game::NodeId node);
    // Applies a tool's batch of NAGs, annotations and new lines (the game review) as one undoable
    // edit named editName; nodes no longer in the tree are skipped. False when nothing applies.
    bool annotate(const game::AnnotationEdit& edit, const QString& editName);
    // Drawn marks (issue 14; chessgamemodelmarks.cpp). Adds the arrow from -> to in colour to
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
    // Sets the game's result ("1-0", "0-1", "1/2-1/2", "*"), with the Termination tag when
    // termination is given ("time forfeit"): one undoable edit.
    bool setResult(const QString& result, const QString& termination = {});
    // Sets a PGN tag (not Result: setResult); an empty value removes it. One undoable edit.
    bool setTag(const QString& name, const QString& value);
    // Replaces the game's tags by tags (SetUp and FEN stay as they are): one undoable edit, refused
    // with TagCheck's reason when a tag is wrong. Nothing happens when nothing changes.
    EditResult setTags(const std::vector<game::Tag>& tags);
    // Records the clock reading after node's move (Node::annotations.clockMs). Not an undo step
    // of its own: it is part of the move just played (an undo of the move takes it along, a redo
    // brings it back). Emits annotationsChanged.
    bool recordClock(game::NodeId node, std::optional<qint64> clockMs);
    // Takes back the last move of the game in play: undoes it when it was the last edit, else
    // deletes the shown move when it ends its line (an undoable edit). False when neither applies.
    bool takeBack();

signals:
    void positionChanged(const kibitz::BoardTransition& transition);
    void moveMade(kibitz::game::NodeId node);
    void gameReset();
    // Another game with another undo history is shown (showGame).
    void undoStackChanged(QUndoStack* stack);
    void statusChanged(const kibitz::core::GameStatus& status);
    void historyChanged();
    void cursorChanged(kibitz::game::NodeId current, kibitz::game::NodeId previous);
    void nodeChanged(kibitz::game::NodeId node); // comment or NAGs
    void annotationsChanged(kibitz::game::NodeId node); // arrows, circles, evaluation or clock
    void gameInfoChanged(); // tags, result

    // Fine-grained structure changes for item models (emitted while the tree changes).
    void gameAboutToBeReset();
    void nodeAboutToBeAdded(kibitz::game::NodeId parent, int index, kibitz::game::NodeId node);
    void nodeAdded(kibitz::game::NodeId node);
    void nodeAboutToBeRemoved(kibitz::game::NodeId node);
    void nodeRemoved(kibitz::game::NodeId parent, int index, kibitz::game::NodeId node);

private:
    friend class detail::GameCommand;
    class TreeObserver;

    EditResult playMove(core::Move move, bool joinLastStep = false, int nag = 0);
    EditResult playFound(const MoveLookup& found, bool joinLastStep = false, int nag = 0);
    bool pushNags(game::NodeId node, std::vector<std::uint8_t> nags, const QString& text);
    QString moveLabel(game::NodeId parent, core::Move move, bool continuation) const;
    bool navigate(game::NodeId target);
    void rememberPath(game::NodeId node);
    bool refreshStatus();

    // Primitives for the undo commands (see gamecommands.h).
    game::NodeId addNode(game::NodeId parent, core::Move move);
    game::Subtree detachNode(game::NodeId node);
    void restoreNode(game::Subtree&& subtree);
    void moveNode(game::NodeId node, int index);
    void setCursorSilently(game::NodeId node) { m_cursor = node; }
    void finishEdit(game::NodeId previousCursor, const BoardTransition& transition, bool moveMade);
    void swapGame(game::Game& other, game::NodeId& otherCursor);
    void applyComment(game::NodeId node, const std::string& text);
    void applyPreComment(game::NodeId node, const std::string& text);
    void applyNags(game::NodeId node, const std::vector<std::uint8_t>& nags);
    void applyNodeEdit(const game::NodeEdit& edit);
    void applyAnnotations(game::NodeId node, const game::NodeAnnotations& annotations);
    bool pushMarks(game::NodeId node, game::NodeAnnotations annotations, const QString& text);
    void applyTags(const std::vector<game::Tag>& tags);

    game::Game m_game;
    PositionIndex m_positions{m_game.tree}; // statuses derived from the tree (after m_game)
    game::NodeId m_cursor = game::RootNode;
    int m_markGesture = 0; // drawing edits of one gesture merge (see toggleArrow)
    core::GameStatus m_status;
    QUndoStack* m_undoStack = nullptr;
    QUndoStack* m_ownStack = nullptr; // the history it began with, deleted with it
    std::unique_ptr<TreeObserver> m_observer;
};

} // namespace kibitz

Q_DECLARE_METATYPE(kibitz::core::GameStatus)
