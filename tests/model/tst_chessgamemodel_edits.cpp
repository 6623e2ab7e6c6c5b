// ChessGameModel edits: loads, refusals, deletions, promotion, comments, take-back, targets; undo of each.
#include "modeltesthelpers.h"
#include "gameannotations.h"
#include "gameediting.h"
#include "gamenavigation.h"

#include "core/fen.h"
#include "game/pgnwriter.h"

#include <QSignalSpy>
#include <QUndoStack>

using namespace kibitz;
using namespace kibitz::core;
using kibitz::test::playAll;
using kibitz::test::SignalLog;

TEST(ChessGameModelEdits, LoadFenIsOneUndoableEdit)
{
    ChessGameModel m;
    playAll(m, "e4 e5 Nf3");
    m.navigation()->back();
    const game::NodeId cursorBefore = m.cursor();
    game::GameTree before = m.tree().clone();
    SignalLog log(m);
    ASSERT_TRUE(m.editing()->loadFen("4k3/8/8/8/8/8/8/4K2R w K - 0 1"));
    EXPECT_EQ(log.takeModelThenUndo(),
              QStringList({"gameAboutToBeReset", "gameReset", "gameInfoChanged", "historyChanged", "cursorChanged",
                           "positionChanged", "UNDO"}));
    EXPECT_EQ(log.transitions.at(0).kind, BoardTransition::Jump);
    EXPECT_EQ(m.fen(), "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    EXPECT_EQ(m.undoStack()->undoText(), "Load FEN");
    m.undoStack()->undo();
    EXPECT_TRUE(m.tree().sameContent(before));
    EXPECT_EQ(m.cursor(), cursorBefore);
    m.undoStack()->redo();
    EXPECT_EQ(m.fen(), "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
}

TEST(ChessGameModelEdits, RefusedInputChangesNothing)
{
    ChessGameModel m;
    playAll(m, "e4 e5");
    const int commands = m.undoStack()->count();
    const QString fen = m.fen();
    SignalLog log(m);
    const EditResult badFen = m.editing()->loadFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1");
    EXPECT_FALSE(badFen.ok);
    EXPECT_TRUE(badFen.error.contains("'x'")) << badFen.error.toStdString();
    EXPECT_TRUE(m.editing()->loadFen("4k3/8/8/8/8/8/8/8 w - - 0 1").error.contains("White has no king"));
    EXPECT_TRUE(m.editing()->makeMoveSan("Ke3").error.contains("Ke3"));
    EXPECT_FALSE(m.editing()->makeMoveSan("").ok);
    EXPECT_FALSE(m.editing()->makeMoveSan("hello").ok);
    EXPECT_TRUE(m.editing()->makeMove(E2, E4).error.contains("e2"));
    EXPECT_TRUE(m.editing()->makeMove(E5, E4).error.contains("white"));
    EXPECT_FALSE(m.editing()->makeMove(G1, G3).ok);
    EXPECT_FALSE(m.editing()->makeMove(NoSquare, E4).ok);
    EXPECT_FALSE(m.editing()->loadPgn("1. e4 e5 2. Ke3 *").ok);
    EXPECT_TRUE(log.take().isEmpty());
    EXPECT_EQ(m.undoStack()->count(), commands);
    EXPECT_EQ(m.fen(), fen);
}

TEST(ChessGameModelEdits, AmbiguousSanNamesTheCandidates)
{
    ChessGameModel m;
    ASSERT_TRUE(m.editing()->loadFen("4k3/8/8/8/8/8/4K3/R6R w - - 0 1"));
    const EditResult r = m.editing()->makeMoveSan("Rd1");
    EXPECT_FALSE(r.ok);
    EXPECT_TRUE(r.error.contains("Rad1") && r.error.contains("Rhd1")) << r.error.toStdString();
}

TEST(ChessGameModelEdits, LoadPgnAndUndoBringsBackThePreviousGame)
{
    ChessGameModel m;
    playAll(m, "d4 d5");
    game::GameTree before = m.tree().clone();
    const game::NodeId cursorBefore = m.cursor();
    ASSERT_TRUE(m.editing()->loadPgn("[White \"A\"]\n\n1. e4 e5 (1... c5) 2. Nf3 {dev} 1-0"));
    EXPECT_EQ(m.game().tag("White"), "A");
    EXPECT_EQ(m.san(m.cursor()), "Nf3");
    EXPECT_EQ(m.game().result(), "1-0");
    m.undoStack()->undo();
    EXPECT_TRUE(m.tree().sameContent(before));
    EXPECT_EQ(m.cursor(), cursorBefore);
    EXPECT_TRUE(m.game().tags.empty());
    const EditResult bad = m.editing()->loadPgn("1. e4\n2. Ke3");
    EXPECT_FALSE(bad.ok);
    EXPECT_TRUE(bad.error.contains("line 2")) << bad.error.toStdString();
    EXPECT_FALSE(m.editing()->loadPgn("   ").ok);
}

TEST(ChessGameModelEdits, DeleteVariationMovesTheCursorOutAndUndoBringsItBack)
{
    ChessGameModel m;
    playAll(m, "e4 e5");
    m.navigation()->back();
    playAll(m, "c5 Nf3 d6");
    const game::NodeId inside = m.cursor();
    const game::NodeId e4 = m.tree().root().children[0];
    EXPECT_FALSE(m.editing()->deleteVariation(m.tree().root().line[2])); // main line
    SignalLog log(m);
    ASSERT_TRUE(m.editing()->deleteVariation(inside));
    EXPECT_EQ(m.cursor(), e4);
    EXPECT_EQ(m.tree().size(), 3u);
    EXPECT_EQ(
        log.takeModel(),
        QStringList({"nodeAboutToBeRemoved", "nodeRemoved", "historyChanged", "cursorChanged", "positionChanged"}));
    m.undoStack()->undo();
    EXPECT_EQ(m.cursor(), inside);
    EXPECT_EQ(m.tree().size(), 6u);
    EXPECT_EQ(m.tree().checkInvariants(), "");
}

TEST(ChessGameModelEdits, DeleteMovesAfterAndPromote)
{
    ChessGameModel m;
    playAll(m, "e4 e5 Nf3");
    m.navigation()->toStart();
    playAll(m, "d4 d5");
    const game::NodeId d5 = m.cursor();
    game::GameTree before = m.tree().clone();
    ASSERT_TRUE(m.editing()->promoteVariation(d5));
    EXPECT_EQ(m.san(m.tree().root().line[1]), "d4");
    EXPECT_EQ(m.cursor(), d5);
    m.undoStack()->undo();
    EXPECT_TRUE(m.tree().sameContent(before));
    ASSERT_TRUE(m.editing()->deleteMovesAfter(game::RootNode));
    EXPECT_EQ(m.tree().size(), 1u);
    EXPECT_EQ(m.cursor(), game::RootNode);
    EXPECT_EQ(m.undoStack()->undoText(), "Delete all moves");
    m.undoStack()->undo();
    EXPECT_TRUE(m.tree().sameContent(before));
    EXPECT_EQ(m.cursor(), d5);
    EXPECT_EQ(m.tree().checkInvariants(), "");
}

// Delete from Here: the move and all after it (variations after it too) as one undo step; the
// shown move leaves the deleted part; the root and unknown nodes are refused.
TEST(ChessGameModelEdits, DeleteFromHere)
{
    ChessGameModel m;
    playAll(m, "e4 e5 Nf3 Nc6 Bb5");
    m.navigation()->back();
    m.navigation()->back();
    playAll(m, "d6 d4"); // a variation 2... d6 3. d4 after 2. Nf3
    const game::NodeId nf3 = m.tree().root().line[3];
    const game::NodeId e5 = m.tree().root().line[2];
    const game::NodeId d4 = m.cursor();
    const game::GameTree before = m.tree().clone();
    const int commands = m.undoStack()->count();
    EXPECT_FALSE(m.editing()->deleteFromHere(game::RootNode));
    EXPECT_FALSE(m.editing()->deleteFromHere(game::NodeId(9999)));
    EXPECT_EQ(m.undoStack()->count(), commands);

    SignalLog log(m);
    ASSERT_TRUE(m.editing()->deleteFromHere(nf3)); // Nf3, Nc6, Bb5 and the d6 variation
    EXPECT_EQ(m.undoStack()->count(), commands + 1);
    EXPECT_EQ(m.undoStack()->undoText(), "Delete from Nf3");
    EXPECT_EQ(m.cursor(), e5); // d4 was shown: the parent of the deleted move is
    EXPECT_TRUE(m.tree().node(e5).children.empty());
    EXPECT_FALSE(m.tree().contains(d4));
    EXPECT_EQ(m.tree().size(), 3u); // the root, e4, e5
    EXPECT_EQ(m.tree().checkInvariants(), "");
    m.undoStack()->undo();
    EXPECT_TRUE(m.tree().sameContent(before));
    EXPECT_EQ(m.cursor(), d4);

    ASSERT_TRUE(m.editing()->deleteFromHere(d4)); // inside the variation: only 3. d4 goes
    EXPECT_EQ(m.san(m.cursor()), "d6");
    EXPECT_TRUE(m.tree().node(m.cursor()).children.empty());
    EXPECT_EQ(m.tree().root().line.size(), 6u); // the main line is whole
    m.undoStack()->undo();
    EXPECT_TRUE(m.tree().sameContent(before));
}

TEST(ChessGameModelEdits, CommentsNagsAndResult)
{
    ChessGameModel m;
    playAll(m, "e4");
    const game::NodeId e4 = m.cursor();
    SignalLog log(m);
    QSignalSpy changed(&m, &ChessGameModel::nodeChanged);
    ASSERT_TRUE(m.annotations()->setComment(e4, "Best"));
    ASSERT_TRUE(m.annotations()->setComment(e4, "Best by test"));
    EXPECT_EQ(m.undoStack()->count(), 2); // the two comment edits merged
    EXPECT_EQ(changed.count(), 2);
    EXPECT_EQ(changed[0][0].value<game::NodeId>(), e4);
    EXPECT_EQ(m.tree().node(e4).comment(), "Best by test");
    ASSERT_TRUE(m.annotations()->setNags(e4, {1, 18}));
    EXPECT_EQ(m.tree().node(e4).nags(), (std::vector<std::uint8_t>{1, 18}));
    EXPECT_FALSE(m.editing()->setResult("2-0"));
    log.take();
    ASSERT_TRUE(m.editing()->setResult("1-0"));
    EXPECT_EQ(log.takeModel(), QStringList({"gameInfoChanged"}));
    EXPECT_TRUE(m.pgn().contains("1. e4 $1 $18 {Best by test} 1-0"));
    m.undoStack()->undo();
    m.undoStack()->undo();
    m.undoStack()->undo();
    EXPECT_EQ(m.game().result(), "*");
    EXPECT_TRUE(m.tree().node(e4).comment().empty());
    EXPECT_TRUE(m.tree().node(e4).nags().empty());
}

// A comment typed back to its original text leaves no undo step (the merged edit is obsolete).
TEST(ChessGameModelEdits, ACommentTypedBackToTheOriginalIsNoEdit)
{
    ChessGameModel m;
    playAll(m, "e4");
    const game::NodeId e4 = m.cursor();
    ASSERT_TRUE(m.annotations()->setComment(e4, "Old"));
    m.undoStack()->setClean();
    const int count = m.undoStack()->count();
    ASSERT_TRUE(m.annotations()->setComment(e4, "Older"));
    EXPECT_EQ(m.undoStack()->count(), count + 1);
    ASSERT_TRUE(m.annotations()->setComment(e4, "Old"));
    EXPECT_EQ(m.undoStack()->count(), count) << "typed back: the edit is gone";
    EXPECT_TRUE(m.undoStack()->isClean());
    EXPECT_EQ(m.tree().node(e4).comment(), "Old");
    m.undoStack()->undo();
    EXPECT_TRUE(m.tree().node(e4).comment().empty()) << "undo goes to before the first comment";
}

TEST(ChessGameModelEdits, TakeBack)
{
    ChessGameModel m;
    EXPECT_FALSE(m.editing()->takeBack());
    playAll(m, "e4 e5");
    ASSERT_TRUE(m.editing()->takeBack());
    EXPECT_EQ(m.san(m.cursor()), "e4");
    EXPECT_EQ(m.tree().size(), 2u);
    EXPECT_TRUE(m.undoStack()->canRedo());
    ASSERT_TRUE(m.editing()->loadPgn("1. d4 d5 *"));
    ASSERT_TRUE(m.editing()->takeBack()); // the last edit was a load: the shown move is deleted instead
    EXPECT_EQ(m.san(m.cursor()), "d4");
    EXPECT_EQ(m.undoStack()->undoText(), "Take back d5");
    m.navigation()->toStart();
    EXPECT_FALSE(m.editing()->takeBack()); // nothing before the start
}

// A reply joins the step of the move it answers: one undo takes back both (each announced as
// the undo of a move), one redo restores both with a single moveMade, for the last move.
TEST(ChessGameModelEdits, ReplyJoinsTheStepOfTheShownMove)
{
    ChessGameModel m;
    playAll(m, "e4");
    ASSERT_TRUE(m.editing()->makeReplySan("e5"));
    EXPECT_EQ(m.undoStack()->count(), 1);
    EXPECT_EQ(m.undoStack()->undoText(), "Move 1. e4 e5");
    SignalLog log(m);
    m.undoStack()->undo();
    EXPECT_EQ(m.cursor(), game::RootNode);
    EXPECT_EQ(m.tree().size(), 1u);
    EXPECT_EQ(log.names.count("positionChanged"), 2);
    ASSERT_EQ(log.transitions.size(), 2u);
    EXPECT_EQ(log.transitions[0].kind, BoardTransition::Backward);
    EXPECT_EQ(log.transitions[1].kind, BoardTransition::Backward);
    log.names.clear();
    m.undoStack()->redo();
    EXPECT_EQ(m.san(m.cursor()), "e5");
    EXPECT_EQ(log.names.count("positionChanged"), 2);
    EXPECT_EQ(log.names.count("moveMade"), 1);
    EXPECT_EQ(log.names.indexOf("moveMade"), log.names.lastIndexOf("positionChanged") + 1);

    // Not joined: after navigation (the last step did not play the shown move) and right after
    // a save (QUndoStack does not merge at the clean index).
    m.navigation()->back();
    ASSERT_TRUE(m.editing()->makeReplySan("c5"));
    EXPECT_EQ(m.undoStack()->count(), 2);
    EXPECT_EQ(m.undoStack()->undoText(), "Move 1... c5");
    playAll(m, "Nf3");
    m.undoStack()->setClean();
    ASSERT_TRUE(m.editing()->makeReplySan("d6"));
    EXPECT_EQ(m.undoStack()->count(), 4);
    EXPECT_EQ(m.undoStack()->undoText(), "Move 2... d6");
    EXPECT_FALSE(m.editing()->makeReplySan("Ke3")); // refused like any move: nothing changes
    EXPECT_EQ(m.undoStack()->count(), 4);
}

TEST(ChessGameModelEdits, LegalTargetFlags)
{
    ChessGameModel m;
    ASSERT_TRUE(m.editing()->loadFen("r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1"));
    auto find = [](const QList<TargetSquare>& ts, Square s) {
        for (const TargetSquare& t : ts)
            if (t.square == s)
                return t;
        return TargetSquare{};
    };
    const auto king = m.legalTargets(E1);
    EXPECT_TRUE(find(king, G1).castling);
    EXPECT_TRUE(find(king, C1).castling);
    EXPECT_FALSE(find(king, F1).castling);
    const auto pawn = m.legalTargets(E5);
    EXPECT_TRUE(find(pawn, D6).enPassant);
    EXPECT_TRUE(find(pawn, D6).capture);
    EXPECT_FALSE(find(pawn, E6).capture);
    const auto promo = m.legalTargets(B7);
    EXPECT_EQ(promo.size(), 2); // b8 and a8 (capture), each once although four pieces are possible
    EXPECT_TRUE(find(promo, A8).promotion && find(promo, A8).capture);
    EXPECT_TRUE(m.legalTargets(A8).isEmpty()); // black piece, white to move
}

TEST(ChessGameModelEdits, NewGameIsUndoable)
{
    ChessGameModel m;
    playAll(m, "e4 e5");
    m.editing()->newGame();
    EXPECT_EQ(m.tree().size(), 1u);
    EXPECT_EQ(m.undoStack()->undoText(), "New game");
    m.undoStack()->undo();
    EXPECT_EQ(m.tree().size(), 3u);
    EXPECT_EQ(m.san(m.cursor()), "e5");
}

// Every public entry point taking a node id refuses ids not in the tree: never given out, NoNode,
// and a node an undoable deletion removed (a view may still hold it). Nothing changes or is emitted.
TEST(ChessGameModelEdits, UnknownNodeIdsAreRefusedEverywhere)
{
    ChessGameModel m;
    playAll(m, "e4 e5 Nf3");
    m.navigation()->back();
    playAll(m, "d4");
    const game::NodeId removed = m.cursor();
    ASSERT_TRUE(m.editing()->deleteVariation(removed));
    ASSERT_FALSE(m.tree().contains(removed));
    ASSERT_TRUE(m.annotations()->setComment(m.cursor(), QStringLiteral("kept")));
    const QString pgnBefore = m.pgn();
    const game::NodeId cursorBefore = m.cursor();
    const int commandsBefore = m.undoStack()->count();
    const game::GameTree treeBefore = m.tree().clone();
    SignalLog log(m);
    for (const game::NodeId bogus : {game::NodeId(9999), game::NoNode, removed}) {
        EXPECT_FALSE(m.navigation()->goTo(bogus)) << bogus;
        EXPECT_FALSE(m.editing()->deleteVariation(bogus)) << bogus;
        EXPECT_FALSE(m.editing()->deleteMovesAfter(bogus)) << bogus;
        EXPECT_FALSE(m.editing()->promoteVariation(bogus)) << bogus;
        EXPECT_FALSE(m.annotations()->setComment(bogus, QStringLiteral("lost"))) << bogus;
        EXPECT_FALSE(m.annotations()->setNags(bogus, {1})) << bogus;
        EXPECT_EQ(m.san(bogus), QString()) << bogus;
        EXPECT_EQ(m.statuses()->statusAt(bogus).state, GameState::Ongoing) << bogus;
    }
    EXPECT_EQ(log.take(), QStringList());
    EXPECT_EQ(m.pgn(), pgnBefore);
    EXPECT_EQ(m.cursor(), cursorBefore);
    EXPECT_EQ(m.undoStack()->count(), commandsBefore);
    EXPECT_TRUE(m.tree().sameContent(treeBefore));
    EXPECT_EQ(m.tree().checkInvariants(), "");
}

// Another document's game with its own undo history (tabs): the model shows it, the old game and
// cursor are handed back, and each history acts only on its own game.
TEST(ChessGameModel, ShowGameSwapsTheGameTheCursorAndTheUndoHistory)
{
    ChessGameModel model;
    QUndoStack* first = model.undoStack();
    ASSERT_TRUE(model.editing()->makeMoveSan("e4").ok);
    ASSERT_TRUE(model.editing()->makeMoveSan("e5").ok);
    model.navigation()->back();
    const game::NodeId firstCursor = model.cursor();

    QUndoStack second;
    game::Game other;
    game::NodeId otherCursor = game::RootNode;
    QSignalSpy stacks(&model, &ChessGameModel::undoStackChanged);
    QSignalSpy resets(&model, &ChessGameModel::gameReset);
    model.showGame(other, otherCursor, &second);
    EXPECT_EQ(model.undoStack(), &second);
    ASSERT_EQ(stacks.size(), 1);
    EXPECT_EQ(resets.size(), 1);
    EXPECT_EQ(model.cursor(), game::RootNode);
    EXPECT_TRUE(model.tree().node(game::RootNode).children.empty());
    EXPECT_EQ(other.tree.node(game::RootNode).children.size(), 1u) << "the first game is handed back";
    EXPECT_EQ(otherCursor, firstCursor);

    ASSERT_TRUE(model.editing()->makeMoveSan("d4").ok);
    EXPECT_EQ(second.count(), 1);
    EXPECT_EQ(first->count(), 2) << "the first history is untouched";

    model.showGame(other, otherCursor, first); // back
    EXPECT_EQ(model.cursor(), firstCursor);
    EXPECT_EQ(model.san(model.cursor()), "e4");
    first->undo(); // takes back e5 in the first game, not d4 in the second
    EXPECT_TRUE(model.pgn().contains("1. e4 *")) << model.pgn().toStdString();
    EXPECT_TRUE(game::toPgn(other).find("1. d4") != std::string::npos);
}

// A move made on the board (from and to squares) is refused for the same reason the same move
// typed would be, from the one explanation in the core: the pin, the king, the reach.
TEST(ChessGameModelEdits, BoardMoveRefusedForTheRealReason)
{
    ChessGameModel m;
    ASSERT_TRUE(m.editing()->loadFen("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1").ok);
    EXPECT_EQ(m.editing()->makeMove(E2, C3).error.toStdString(), "The knight on e2 is pinned.");
    ASSERT_TRUE(m.editing()->loadFen("8/8/8/K2pP2r/8/8/8/7k w - d6 0 1").ok);
    EXPECT_EQ(m.editing()->makeMove(E5, D6).error.toStdString(), "It would leave the white king in check.");
    EXPECT_EQ(m.editing()->makeMoveSan("exd6").error.toStdString(),
              "Exd6 is not a legal move: it would leave the white king in check");
    EXPECT_EQ(m.editing()->makeMove(A5, B7).error.toStdString(), "No white king can reach b7.");
    EXPECT_EQ(m.editing()->makeMove(A5, B6).ok, true);
}
