// ChessGameModel's drawn marks, evaluation and clock (issue 14): toggles, gestures merged into
// one undo step, annotationsChanged, and the move list's evaluation and clock roles.
#include "modeltesthelpers.h"
#include "gameannotations.h"
#include "gameediting.h"
#include "gamenavigation.h"

#include "movelistmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QUndoStack>

using namespace kibitz;
using namespace kibitz::core;
using game::Arrow;
using game::Circle;
using game::MarkColour;
using kibitz::test::playAll;

TEST(ChessGameModelMarks, ToggleArrowAddsRecoloursAndRemoves)
{
    ChessGameModel m;
    playAll(m, "e4");
    const game::NodeId node = m.cursor();
    QSignalSpy changed(&m, &ChessGameModel::annotationsChanged);
    ASSERT_TRUE(m.annotations()->toggleArrow(node, E7, E5, MarkColour::Green));
    EXPECT_EQ(m.tree().node(node).annotations().arrows, (std::vector<Arrow>{{E7, E5, MarkColour::Green}}));
    ASSERT_EQ(changed.count(), 1);
    EXPECT_EQ(changed[0][0].value<game::NodeId>(), node);
    ASSERT_TRUE(m.annotations()->toggleArrow(node, E7, E5, MarkColour::Red)); // same squares, other colour: recoloured
    EXPECT_EQ(m.tree().node(node).annotations().arrows, (std::vector<Arrow>{{E7, E5, MarkColour::Red}}));
    ASSERT_TRUE(m.annotations()->toggleArrow(node, E7, E5, MarkColour::Red)); // same gesture again: removed
    EXPECT_TRUE(m.tree().node(node).annotations().arrows.empty());
    EXPECT_FALSE(m.annotations()->toggleArrow(node, E7, E7, MarkColour::Green));
    EXPECT_FALSE(m.annotations()->toggleArrow(12345, E7, E5, MarkColour::Green));
    EXPECT_EQ(changed.count(), 3);
}

TEST(ChessGameModelMarks, OneGestureIsOneUndoStep)
{
    ChessGameModel m;
    playAll(m, "e4 e5");
    const int before = m.undoStack()->count();
    const game::NodeId node = m.cursor();
    m.annotations()->toggleArrow(node, G1, F3, MarkColour::Green);
    m.annotations()->toggleCircle(node, F7, MarkColour::Red);
    m.annotations()->toggleArrow(node, F1, C4, MarkColour::Blue);
    EXPECT_EQ(m.undoStack()->count(), before + 1);
    m.annotations()->endMarkGesture();
    m.annotations()->toggleCircle(node, E5, MarkColour::Yellow);
    EXPECT_EQ(m.undoStack()->count(), before + 2);
    m.undoStack()->undo();
    EXPECT_EQ(m.tree().node(node).annotations().circles, (std::vector<Circle>{{F7, MarkColour::Red}}));
    m.undoStack()->undo();
    EXPECT_TRUE(m.tree().node(node).annotations().empty());
    m.undoStack()->redo();
    EXPECT_EQ(m.tree().node(node).annotations().arrows.size(), 2u);
}

TEST(ChessGameModelMarks, NavigationEndsTheGestureAndDrawingBackLeavesNoStep)
{
    ChessGameModel m;
    playAll(m, "e4 e5");
    const int before = m.undoStack()->count();
    const game::NodeId e5 = m.cursor();
    m.annotations()->toggleArrow(e5, G1, F3, MarkColour::Green);
    m.navigation()->back();
    m.navigation()->forward();
    m.annotations()->toggleArrow(e5, B1, C3, MarkColour::Green);
    EXPECT_EQ(m.undoStack()->count(), before + 2);
    m.annotations()->endMarkGesture();
    m.annotations()->toggleCircle(e5, D4, MarkColour::Green);
    m.annotations()->toggleCircle(e5, D4, MarkColour::Green); // drawn and taken back in one gesture: no edit
    EXPECT_EQ(m.undoStack()->count(), before + 2);
}

TEST(ChessGameModelMarks, ClearMarksKeepsEvaluationAndClock)
{
    ChessGameModel m;
    playAll(m, "d4");
    const game::NodeId node = m.cursor();
    game::NodeAnnotations a;
    a.arrows.push_back({D2, D4, MarkColour::Green});
    a.circles.push_back({D4, MarkColour::Blue});
    a.eval = game::Evaluation{false, 25, 18};
    a.clockMs = 180000;
    ASSERT_TRUE(m.annotations()->setAnnotations(node, a));
    EXPECT_FALSE(m.annotations()->setAnnotations(node, a));
    EXPECT_EQ(m.undoStack()->undoText(), "Edit annotations");
    ASSERT_TRUE(m.annotations()->clearMarks(node));
    EXPECT_FALSE(m.annotations()->clearMarks(node));
    const game::NodeAnnotations& now = m.tree().node(node).annotations();
    EXPECT_TRUE(now.arrows.empty() && now.circles.empty());
    EXPECT_EQ(now.eval, a.eval);
    EXPECT_EQ(now.clockMs, a.clockMs);
    m.undoStack()->undo();
    EXPECT_EQ(m.tree().node(node).annotations(), a);
}

TEST(ChessGameModelMarks, MarksAreSavedAsCommands)
{
    ChessGameModel m;
    playAll(m, "e4");
    m.annotations()->toggleArrow(m.cursor(), E2, E4, MarkColour::Green);
    EXPECT_TRUE(m.pgn().contains("1. e4 {[%cal Ge2e4]}")) << m.pgn().toStdString();
}

TEST(ChessGameModelMarks, MoveListShowsEvaluationAndClock)
{
    ChessGameModel m;
    MoveListModel list(&m);
    QAbstractItemModelTester tester(&list, QAbstractItemModelTester::FailureReportingMode::Fatal);
    ASSERT_TRUE(m.editing()->loadPgn(
        "1. e4 { [%eval 0.25] [%clk 0:03:00] } 1... e5 { [%eval #-3] } 2. Nf3 { [%clk 0:00:59.5] } *"));
    const QModelIndex e4 = list.index(0, 0);
    EXPECT_EQ(e4.data(MoveListModel::EvalRole).toString(), "+0.25");
    EXPECT_EQ(e4.data(MoveListModel::ClockRole).toString(), "0:03:00");
    EXPECT_EQ(e4.data(MoveListModel::AnnotationTextRole).toString(), QString::fromUtf8("+0.25 · 0:03:00"));
    EXPECT_EQ(e4.data(MoveListModel::CommentRole).toString(), ""); // no raw command text
    EXPECT_EQ(list.index(1, 0).data(MoveListModel::AnnotationTextRole).toString(), "#-3");
    EXPECT_EQ(list.index(2, 0).data(MoveListModel::AnnotationTextRole).toString(), "0:00:59.5");
    QSignalSpy changed(&list, &QAbstractItemModel::dataChanged);
    game::NodeAnnotations a = m.tree().node(list.nodeForIndex(e4)).annotations();
    a.eval = game::Evaluation{false, -150, -1};
    ASSERT_TRUE(m.annotations()->setAnnotations(list.nodeForIndex(e4), a));
    ASSERT_EQ(changed.count(), 1);
    EXPECT_EQ(changed[0][0].value<QModelIndex>(), e4);
    EXPECT_EQ(e4.data(MoveListModel::EvalRole).toString(), "-1.50");
}
