// ChessGameModel: signal sequences (QSignalSpy), transitions, refusals, edits with undo/redo. The
// status and repetitions: tst_chessgamemodel_status.cpp.
#include "modeltesthelpers.h"
#include "gameediting.h"
#include "gamenavigation.h"

#include "core/fen.h"

#include <QSignalSpy>
#include <QUndoStack>

using namespace kibitz;
using namespace kibitz::core;
using kibitz::test::playAll;
using kibitz::test::SignalLog;

TEST(ChessGameModel, InitialState)
{
    ChessGameModel m;
    EXPECT_EQ(m.cursor(), game::RootNode);
    EXPECT_EQ(m.fen().toStdString(), StartFen);
    EXPECT_EQ(m.statuses()->status().state, GameState::Ongoing);
    EXPECT_EQ(m.undoStack()->count(), 0);
    EXPECT_EQ(m.legalTargets(G1).size(), 2);
}

TEST(ChessGameModel, NewMoveSignalOrder)
{
    ChessGameModel m;
    SignalLog log(m);
    QSignalSpy moved(&m, &ChessGameModel::moveMade);
    QSignalSpy cursor(&m, &ChessGameModel::cursorChanged);
    const EditResult r = m.editing()->makeMove(E2, E4);
    ASSERT_TRUE(r.ok);
    EXPECT_EQ(log.takeModelThenUndo(),
              QStringList({"nodeAboutToBeAdded", "nodeAdded", "historyChanged", "cursorChanged", "positionChanged",
                           "moveMade", "UNDO"}));
    EXPECT_EQ(m.undoStack()->index(), 1);
    ASSERT_EQ(moved.count(), 1);
    EXPECT_EQ(moved[0][0].value<game::NodeId>(), r.node);
    EXPECT_EQ(cursor[0][0].value<game::NodeId>(), r.node);
    EXPECT_EQ(cursor[0][1].value<game::NodeId>(), game::RootNode);
    const BoardTransition& t = log.transitions.at(0);
    EXPECT_EQ(t.kind, BoardTransition::Forward);
    EXPECT_EQ(t.san, "e4");
    ASSERT_EQ(t.motions.size(), 1);
    EXPECT_EQ(t.motions[0], (PieceMotion{WPawn, E2, E4, WPawn}));
    EXPECT_EQ(t.captured, NoPiece);
    EXPECT_EQ(m.undoStack()->undoText(), "Move 1. e4");
}

TEST(ChessGameModel, CaptureTransition)
{
    ChessGameModel m;
    playAll(m, "e4 d5");
    SignalLog log(m);
    ASSERT_TRUE(m.editing()->makeMoveSan("exd5"));
    const BoardTransition& t = log.transitions.at(0);
    EXPECT_EQ(t.motions[0], (PieceMotion{WPawn, E4, D5, WPawn}));
    EXPECT_EQ(t.captured, BPawn);
    EXPECT_EQ(t.captureSquare, D5);
}

TEST(ChessGameModel, CastlingMovesBothPieces)
{
    ChessGameModel m;
    ASSERT_TRUE(m.editing()->loadFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"));
    SignalLog log(m);
    ASSERT_TRUE(m.editing()->makeMove(E1, G1));
    const BoardTransition& t = log.transitions.at(0);
    ASSERT_EQ(t.motions.size(), 2);
    EXPECT_EQ(t.motions[0], (PieceMotion{WKing, E1, G1, WKing}));
    EXPECT_EQ(t.motions[1], (PieceMotion{WRook, H1, F1, WRook}));
    ASSERT_TRUE(m.editing()->makeMoveSan("O-O-O"));
    const BoardTransition& q = log.transitions.at(1);
    EXPECT_EQ(q.motions[1], (PieceMotion{BRook, A8, D8, BRook}));
    // Back: both pieces return.
    log.take();
    ASSERT_TRUE(m.navigation()->back());
    const BoardTransition& b = log.transitions.at(2);
    EXPECT_EQ(b.kind, BoardTransition::Backward);
    EXPECT_EQ(b.motions[0], (PieceMotion{BKing, C8, E8, BKing}));
    EXPECT_EQ(b.motions[1], (PieceMotion{BRook, D8, A8, BRook}));
}

TEST(ChessGameModel, EnPassantCapturesBesideTheTarget)
{
    ChessGameModel m;
    playAll(m, "e4 a6 e5 d5");
    SignalLog log(m);
    ASSERT_TRUE(m.editing()->makeMove(E5, D6));
    const BoardTransition& t = log.transitions.at(0);
    EXPECT_EQ(t.move.kind(), Move::EnPassant);
    EXPECT_EQ(t.captured, BPawn);
    EXPECT_EQ(t.captureSquare, D5);
    ASSERT_TRUE(m.navigation()->back());
    EXPECT_EQ(log.transitions.at(1).captureSquare, D5); // reappears on d5
    EXPECT_EQ(log.transitions.at(1).motions[0], (PieceMotion{WPawn, D6, E5, WPawn}));
}

TEST(ChessGameModel, PromotionNeedsAChoice)
{
    ChessGameModel m;
    ASSERT_TRUE(m.editing()->loadFen("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1"));
    EXPECT_TRUE(m.needsPromotionChoice(A7, A8));
    EXPECT_TRUE(m.needsPromotionChoice(A7, B8));
    EXPECT_FALSE(m.needsPromotionChoice(E1, E2));
    const int commands = m.undoStack()->count();
    SignalLog log(m);
    const EditResult refused = m.editing()->makeMove(A7, A8);
    EXPECT_FALSE(refused.ok);
    EXPECT_FALSE(refused.error.isEmpty());
    EXPECT_FALSE(m.editing()->makeMove(A7, A8, King).ok);
    EXPECT_TRUE(log.take().isEmpty());
    EXPECT_EQ(m.undoStack()->count(), commands);

    ASSERT_TRUE(m.editing()->makeMove(A7, B8, Knight));
    const BoardTransition& t = log.transitions.at(0);
    EXPECT_EQ(t.motions[0], (PieceMotion{WPawn, A7, B8, WKnight}));
    EXPECT_EQ(t.promotion, WKnight);
    EXPECT_EQ(t.captured, BKnight);
    ASSERT_TRUE(m.navigation()->back());
    EXPECT_EQ(log.transitions.at(1).motions[0], (PieceMotion{WKnight, B8, A7, WPawn}));
}

TEST(ChessGameModel, BackAndForwardSignals)
{
    ChessGameModel m;
    playAll(m, "e4 e5");
    SignalLog log(m);
    ASSERT_TRUE(m.navigation()->back());
    EXPECT_EQ(log.take(), QStringList({"cursorChanged", "positionChanged"}));
    EXPECT_EQ(log.transitions.at(0).kind, BoardTransition::Backward);
    EXPECT_EQ(log.transitions.at(0).motions[0], (PieceMotion{BPawn, E5, E7, BPawn}));
    ASSERT_TRUE(m.navigation()->forward());
    EXPECT_EQ(log.take(), QStringList({"cursorChanged", "positionChanged"}));
    EXPECT_EQ(log.transitions.at(1).kind, BoardTransition::Forward);
    EXPECT_FALSE(m.navigation()->forward());
    m.navigation()->toStart();
    EXPECT_FALSE(m.navigation()->back());
    EXPECT_EQ(m.undoStack()->count(), 2); // navigation never edits
}

TEST(ChessGameModel, JumpSignals)
{
    ChessGameModel m;
    playAll(m, "e4 e5 Nf3 Nc6");
    const game::NodeId end = m.cursor();
    SignalLog log(m);
    ASSERT_TRUE(m.navigation()->toStart());
    EXPECT_EQ(log.take(), QStringList({"cursorChanged", "positionChanged"}));
    EXPECT_EQ(log.transitions.at(0).kind, BoardTransition::Jump);
    EXPECT_TRUE(log.transitions.at(0).motions.isEmpty());
    ASSERT_TRUE(m.navigation()->goTo(end));
    EXPECT_EQ(log.transitions.at(1).kind, BoardTransition::Jump);
    EXPECT_FALSE(m.navigation()->goTo(end));
    EXPECT_FALSE(m.navigation()->goTo(9999));
    EXPECT_TRUE(log.take().size() == 2);
}

TEST(ChessGameModel, ForwardFollowsTheLastVisitedChild)
{
    ChessGameModel m;
    playAll(m, "e4 e5");
    m.navigation()->back();
    playAll(m, "c5 Nf3");
    const game::NodeId nf3 = m.cursor();
    m.navigation()->toStart();
    m.navigation()->forward();
    m.navigation()->forward();
    EXPECT_EQ(m.san(m.cursor()), "c5");
    m.navigation()->toStart();
    EXPECT_TRUE(m.navigation()->toEnd());
    EXPECT_EQ(m.cursor(), nf3);
    m.navigation()->goTo(m.tree().root().line[2]); // e5
    m.navigation()->toStart();
    m.navigation()->toEnd();
    EXPECT_EQ(m.san(m.cursor()), "e5");
}

TEST(ChessGameModel, ExistingMoveOnlyMovesTheCursor)
{
    ChessGameModel m;
    playAll(m, "e4 e5");
    m.navigation()->toStart();
    SignalLog log(m);
    const EditResult r = m.editing()->makeMoveSan("e4");
    ASSERT_TRUE(r.ok);
    EXPECT_EQ(log.take(), QStringList({"cursorChanged", "positionChanged", "moveMade"}));
    EXPECT_EQ(m.undoStack()->count(), 2);
    EXPECT_EQ(m.tree().size(), 3u);
}

TEST(ChessGameModel, NewMoveBecomesVariationWhenTheLineContinues)
{
    ChessGameModel m;
    playAll(m, "e4 e5");
    m.navigation()->toStart();
    playAll(m, "d4");
    EXPECT_EQ(m.tree().root().children.size(), 2u);
    EXPECT_FALSE(m.tree().isMainLine(m.cursor()));
    EXPECT_EQ(m.tree().root().line.size(), 3u);
    EXPECT_EQ(m.undoStack()->undoText(), "Move 1. d4");
}

TEST(ChessGameModel, UndoRedoSignalsAndTransitions)
{
    ChessGameModel m;
    playAll(m, "e4");
    SignalLog log(m);
    m.undoStack()->undo();
    EXPECT_EQ(log.takeModelThenUndo(),
              QStringList({"nodeAboutToBeRemoved", "nodeRemoved", "historyChanged", "cursorChanged", "positionChanged",
                           "UNDO"}));
    EXPECT_EQ(m.undoStack()->index(), 0);
    EXPECT_EQ(log.transitions.at(0).kind, BoardTransition::Backward);
    EXPECT_EQ(m.cursor(), game::RootNode);
    EXPECT_EQ(m.tree().size(), 1u);
    m.undoStack()->redo();
    EXPECT_EQ(log.takeModelThenUndo(),
              QStringList({"nodeAboutToBeAdded", "nodeAdded", "historyChanged", "cursorChanged", "positionChanged",
                           "moveMade", "UNDO"}));
    EXPECT_EQ(m.undoStack()->index(), 1);
    EXPECT_EQ(log.transitions.at(1).kind, BoardTransition::Forward);
    EXPECT_EQ(m.san(m.cursor()), "e4");
}
