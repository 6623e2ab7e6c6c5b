// GameEditing: the editing part of ChessGameModel — moves, loading and new games, deletions,
// promotion, the result and tags, take-back.
#pragma once

#include "moveinput.h"

#include "core/fen.h"
#include "game/game.h"

#include <QObject>
#include <QString>

#include <vector>

class QUndoCommand;

namespace kibitz {

class ChessGameModel;

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

// Changes the game its model owns (ChessGameModel::editing()), every change one undo step on the
// model's stack, announced by the model's signals (docs/DESIGN.md gives their order).
class GameEditing : public QObject {
    Q_OBJECT
public:
    // True for the undo commands that replace the whole game (new game, FEN, PGN, loaded game).
    static bool replacesGame(const QUndoCommand* command);
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

    // Deletes the variation node belongs to (from its first move); refused on the main line.
    bool deleteVariation(game::NodeId node);
    // Deletes everything after node (all its continuations).
    bool deleteMovesAfter(game::NodeId node);
    // Deletes node's move and everything after it (its whole subtree); refused for the root.
    bool deleteFromHere(game::NodeId node);
    // Makes node's variation the main continuation at its branching point (one level up).
    bool promoteVariation(game::NodeId node);
    // Sets the game's result ("1-0", "0-1", "1/2-1/2", "*"), with the Termination tag when
    // termination is given ("time forfeit"): one undoable edit.
    bool setResult(const QString& result, const QString& termination = {});
    // Sets a PGN tag (not Result: setResult); an empty value removes it. One undoable edit.
    bool setTag(const QString& name, const QString& value);
    // Replaces the game's tags by tags (SetUp and FEN stay as they are): one undoable edit, refused
    // with TagCheck's reason when a tag is wrong. Nothing happens when nothing changes.
    EditResult setTags(const std::vector<game::Tag>& tags);
    // Takes back the last move of the game in play: undoes it when it was the last edit, else
    // deletes the shown move when it ends its line (an undoable edit). False when neither applies.
    bool takeBack();

private:
    friend class ChessGameModel;
    friend class detail::GameCommand;
    explicit GameEditing(ChessGameModel* model);
    const game::GameTree& tree() const;
    QString san(game::NodeId node) const;
    // Pushes command onto the model's undo stack (which runs it).
    void push(QUndoCommand* command);

    EditResult playMove(core::Move move, bool joinLastStep = false, int nag = 0);
    EditResult playFound(const MoveLookup& found, bool joinLastStep = false, int nag = 0);
    QString moveLabel(game::NodeId parent, core::Move move, bool continuation) const;
    // The undo primitive of TagsCommand: sets (an empty value removes) and announces.
    void applyTags(const std::vector<game::Tag>& tags);

    ChessGameModel* m_model;
};

} // namespace kibitz
