// Panels of the window: the move-pair layout of the move history (pairs, variations, comments,
// current move), the history panel's clicks, navigation and context menu, the ASCII debug board
// and the status texts. Offscreen.
#include "chessgamemodel.h"
#include "gameannotations.h"
#include "gameediting.h"
#include "gamenavigation.h"
#include "panels/asciiboardpanel.h"
#include "panels/movehistorypanel.h"
#include "panels/movepairmodel.h"
#include "panels/signallog.h"
#include "panels/statustext.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QMenu>
#include <QSignalSpy>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>

#include <gtest/gtest.h>

using namespace kibitz;
using game::NodeId;

namespace {

// Plays SAN moves from the shown position; fails the test on a refused move.
void play(ChessGameModel& model, const QStringList& moves)
{
    for (const QString& san : moves) {
        const EditResult r = model.editing()->makeMoveSan(san);
        ASSERT_TRUE(r.ok) << san.toStdString() << ": " << r.error.toStdString();
    }
}

// The node reached by following SAN moves from the root (NoNode when one is missing).
NodeId nodeOf(const ChessGameModel& model, const QStringList& line)
{
    NodeId node = game::RootNode;
    for (const QString& san : line) {
        NodeId next = game::NoNode;
        for (NodeId child : model.tree().node(node).children)
            if (model.san(child) == san)
                next = child;
        if (next == game::NoNode)
            return next;
        node = next;
    }
    return node;
}

QString cell(const MovePairModel& pairs, int row, int column, const QModelIndex& parent = {})
{
    return pairs.index(row, column, parent).data().toString();
}

int kind(const MovePairModel& pairs, int row, const QModelIndex& parent = {})
{
    return pairs.index(row, 0, parent).data(MovePairModel::RowKindRole).toInt();
}

class PanelsTest : public ::testing::Test {
protected:
    ChessGameModel m_model;
};

} // namespace

TEST_F(PanelsTest, MainLineIsLaidOutInNumberedPairs)
{
    MoveHistoryPanel panel(&m_model, m_model.navigation(), m_model.editing(), m_model.annotations());
    play(m_model, {"e4", "e5", "Nf3"});
    const MovePairModel& pairs = *panel.pairModel();
    ASSERT_EQ(pairs.rowCount(), 2);
    EXPECT_EQ(cell(pairs, 0, MovePairModel::NumberColumn), "1.");
    EXPECT_EQ(cell(pairs, 0, MovePairModel::WhiteColumn), "e4");
    EXPECT_EQ(cell(pairs, 0, MovePairModel::BlackColumn), "e5");
    EXPECT_EQ(cell(pairs, 1, MovePairModel::NumberColumn), "2.");
    EXPECT_EQ(cell(pairs, 1, MovePairModel::WhiteColumn), "Nf3");
    EXPECT_EQ(cell(pairs, 1, MovePairModel::BlackColumn), "");
    EXPECT_EQ(pairs.toPlainText(), "1. e4 e5\n2. Nf3\n");
}

TEST_F(PanelsTest, BlackVariationFollowsItsPairAndNestsItsLine)
{
    MoveHistoryPanel panel(&m_model, m_model.navigation(), m_model.editing(), m_model.annotations());
    play(m_model, {"e4", "e5", "Nf3"});
    m_model.navigation()->goTo(nodeOf(m_model, {"e4"}));
    play(m_model, {"c5", "Nf3", "d6"});
    const MovePairModel& pairs = *panel.pairModel();
    // 1. e4 e5 / (variation: 1... c5 2. Nf3 d6) / 2. Nf3
    ASSERT_EQ(pairs.rowCount(), 3);
    EXPECT_EQ(kind(pairs, 0), MovePairModel::PairRow);
    EXPECT_EQ(kind(pairs, 1), MovePairModel::VariationRow);
    EXPECT_EQ(cell(pairs, 2, MovePairModel::WhiteColumn), "Nf3");
    const QModelIndex variation = pairs.index(1, 0);
    ASSERT_EQ(pairs.rowCount(variation), 2);
    EXPECT_EQ(cell(pairs, 0, MovePairModel::NumberColumn, variation), "1...");
    EXPECT_EQ(cell(pairs, 0, MovePairModel::BlackColumn, variation), "c5");
    EXPECT_EQ(cell(pairs, 1, MovePairModel::NumberColumn, variation), "2.");
    EXPECT_EQ(cell(pairs, 1, MovePairModel::WhiteColumn, variation), "Nf3");
    EXPECT_EQ(cell(pairs, 1, MovePairModel::BlackColumn, variation), "d6");
    EXPECT_EQ(pairs.parent(pairs.index(0, 0, variation)), variation);
    // The variation row stands for its first move.
    EXPECT_EQ(pairs.nodeForIndex(variation), nodeOf(m_model, {"e4", "c5"}));
}

TEST_F(PanelsTest, WhiteVariationBreaksThePair)
{
    MoveHistoryPanel panel(&m_model, m_model.navigation(), m_model.editing(), m_model.annotations());
    play(m_model, {"e4", "e5"});
    m_model.navigation()->toStart();
    play(m_model, {"d4"});
    const MovePairModel& pairs = *panel.pairModel();
    // 1. e4 / (1. d4) / 1... e5
    ASSERT_EQ(pairs.rowCount(), 3);
    EXPECT_EQ(cell(pairs, 0, MovePairModel::WhiteColumn), "e4");
    EXPECT_EQ(cell(pairs, 0, MovePairModel::BlackColumn), "");
    EXPECT_EQ(kind(pairs, 1), MovePairModel::VariationRow);
    EXPECT_EQ(cell(pairs, 0, MovePairModel::WhiteColumn, pairs.index(1, 0)), "d4");
    EXPECT_EQ(cell(pairs, 2, MovePairModel::NumberColumn), "1...");
    EXPECT_EQ(cell(pairs, 2, MovePairModel::BlackColumn), "e5");
}

TEST_F(PanelsTest, CommentsAndAssessmentsAreShown)
{
    MoveHistoryPanel panel(&m_model, m_model.navigation(), m_model.editing(), m_model.annotations());
    play(m_model, {"e4", "e5"});
    const NodeId e4 = nodeOf(m_model, {"e4"});
    ASSERT_TRUE(m_model.annotations()->setComment(e4, "best by test"));
    ASSERT_TRUE(m_model.annotations()->setNags(e4, {1}));
    const MovePairModel& pairs = *panel.pairModel();
    ASSERT_EQ(pairs.rowCount(), 3);
    EXPECT_EQ(cell(pairs, 0, MovePairModel::WhiteColumn), "e4!");
    EXPECT_EQ(kind(pairs, 1), MovePairModel::CommentRow);
    EXPECT_EQ(cell(pairs, 1, 0), "best by test");
    EXPECT_EQ(cell(pairs, 2, MovePairModel::BlackColumn), "e5");
}

TEST_F(PanelsTest, CurrentMoveIsHighlightedAndFollowsTheCursor)
{
    MoveHistoryPanel panel(&m_model, m_model.navigation(), m_model.editing(), m_model.annotations());
    play(m_model, {"e4", "e5", "Nf3"});
    const MovePairModel& pairs = *panel.pairModel();
    QModelIndex current = pairs.currentIndex();
    EXPECT_EQ(current, pairs.index(1, MovePairModel::WhiteColumn));
    EXPECT_TRUE(current.data(MovePairModel::IsCurrentRole).toBool());
    EXPECT_TRUE(current.data(Qt::BackgroundRole).isValid());

    QSignalSpy changed(&pairs, &QAbstractItemModel::dataChanged);
    m_model.navigation()->back();
    current = pairs.currentIndex();
    EXPECT_EQ(current, pairs.index(0, MovePairModel::BlackColumn));
    EXPECT_FALSE(pairs.index(1, MovePairModel::WhiteColumn).data(MovePairModel::IsCurrentRole).toBool());
    EXPECT_GE(changed.count(), 2); // the old and the new current cell
    m_model.navigation()->toStart();
    EXPECT_FALSE(pairs.currentIndex().isValid());
}

TEST_F(PanelsTest, ClickingAMoveShowsIt)
{
    MoveHistoryPanel panel(&m_model, m_model.navigation(), m_model.editing(), m_model.annotations());
    panel.resize(320, 400);
    panel.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&panel));
    play(m_model, {"e4", "e5", "Nf3", "Nc6"});
    const QModelIndex e5 = panel.pairModel()->index(0, MovePairModel::BlackColumn);
    QTreeView* view = panel.view();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(e5).center());
    EXPECT_EQ(m_model.cursor(), nodeOf(m_model, {"e4", "e5"}));
}

TEST_F(PanelsTest, NavigationActionsAndKeys)
{
    MoveHistoryPanel panel(&m_model, m_model.navigation(), m_model.editing(), m_model.annotations());
    panel.show();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&panel));
    play(m_model, {"e4", "e5", "Nf3"});
    const QList<QAction*> nav = panel.navigationActions();
    ASSERT_EQ(nav.size(), 4);
    EXPECT_FALSE(nav[2]->isEnabled()); // forward at the end
    EXPECT_TRUE(nav[1]->isEnabled());
    nav[1]->trigger();
    EXPECT_EQ(m_model.cursor(), nodeOf(m_model, {"e4", "e5"}));
    nav[0]->trigger();
    EXPECT_EQ(m_model.cursor(), game::RootNode);
    EXPECT_FALSE(nav[0]->isEnabled());
    EXPECT_FALSE(nav[1]->isEnabled());

    panel.view()->setFocus();
    QTest::keyClick(panel.view(), Qt::Key_End);
    EXPECT_EQ(m_model.cursor(), nodeOf(m_model, {"e4", "e5", "Nf3"}));
    QTest::keyClick(panel.view(), Qt::Key_Left);
    EXPECT_EQ(m_model.cursor(), nodeOf(m_model, {"e4", "e5"}));
    QTest::keyClick(panel.view(), Qt::Key_Home);
    EXPECT_EQ(m_model.cursor(), game::RootNode);
    QTest::keyClick(panel.view(), Qt::Key_Right);
    EXPECT_EQ(m_model.cursor(), nodeOf(m_model, {"e4"}));
}

TEST_F(PanelsTest, ContextMenuEditsTheTree)
{
    MoveHistoryPanel panel(&m_model, m_model.navigation(), m_model.editing(), m_model.annotations());
    play(m_model, {"e4", "e5", "Nf3"});
    m_model.navigation()->goTo(nodeOf(m_model, {"e4"}));
    play(m_model, {"c5"});
    const NodeId c5 = nodeOf(m_model, {"e4", "c5"});
    const NodeId e5 = nodeOf(m_model, {"e4", "e5"});

    std::unique_ptr<QMenu> mainMenu(panel.createContextMenu(e5, nullptr));
    const QList<QAction*> onMain = mainMenu->actions();
    ASSERT_GE(onMain.size(), 4);
    EXPECT_FALSE(onMain[0]->isEnabled()); // promote: already main line
    EXPECT_FALSE(onMain[1]->isEnabled()); // delete variation: not a variation
    EXPECT_TRUE(onMain[2]->isEnabled()); // delete moves after: Nf3 follows

    std::unique_ptr<QMenu> varMenu(panel.createContextMenu(c5, nullptr));
    EXPECT_TRUE(varMenu->actions()[0]->isEnabled());
    varMenu->actions()[0]->trigger(); // promote c5
    EXPECT_TRUE(m_model.tree().isMainLine(c5));
    EXPECT_EQ(panel.pairModel()->index(0, MovePairModel::BlackColumn).data().toString(), "c5");

    std::unique_ptr<QMenu> again(panel.createContextMenu(e5, nullptr));
    again->actions()[1]->trigger(); // delete the e5 variation
    EXPECT_FALSE(m_model.tree().contains(e5));
    EXPECT_EQ(panel.pairModel()->rowCount(), 1);

    std::unique_ptr<QMenu> after(panel.createContextMenu(nodeOf(m_model, {"e4"}), nullptr));
    after->actions()[2]->trigger(); // delete the moves after 1. e4
    EXPECT_TRUE(m_model.tree().node(nodeOf(m_model, {"e4"})).children.empty());
}

// Delete from Here in the context menu: the move and all after it, one undo step.
TEST_F(PanelsTest, ContextMenuDeletesFromHere)
{
    MoveHistoryPanel panel(&m_model, m_model.navigation(), m_model.editing(), m_model.annotations());
    play(m_model, {"e4", "e5", "Nf3", "Nc6"});
    const NodeId nf3 = nodeOf(m_model, {"e4", "e5", "Nf3"});
    std::unique_ptr<QMenu> menu(panel.createContextMenu(nf3, nullptr));
    QAction* fromHere = menu->actions().value(3);
    ASSERT_TRUE(fromHere);
    EXPECT_EQ(fromHere->text(), "Delete from Here");
    const int steps = m_model.undoStack()->count();
    fromHere->trigger();
    EXPECT_FALSE(m_model.tree().contains(nf3));
    EXPECT_EQ(panel.pairModel()->toPlainText().trimmed(), "1. e4 e5");
    EXPECT_EQ(m_model.undoStack()->count(), steps + 1);
    m_model.undoStack()->undo();
    EXPECT_EQ(panel.pairModel()->rowCount(), 2);
}

// A variation collapses and expands from its context menu, Space and its marker; the state stays
// when moves are added, when the same game is loaded again, and is not given to another game.
TEST_F(PanelsTest, VariationsCollapseAndExpand)
{
    MoveHistoryPanel panel(&m_model, m_model.navigation(), m_model.editing(), m_model.annotations());
    panel.show();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&panel));
    const QString pgn = QStringLiteral("1. e4 e5 (1... c5 2. Nf3 d6) 2. Nf3 *");
    ASSERT_TRUE(m_model.editing()->loadPgn(pgn).ok);
    const NodeId c5 = nodeOf(m_model, {"e4", "c5"});
    const NodeId d6 = nodeOf(m_model, {"e4", "c5", "Nf3", "d6"});
    const NodeId e5 = nodeOf(m_model, {"e4", "e5"});
    EXPECT_FALSE(panel.isVariationCollapsed(d6));
    std::unique_ptr<QMenu> onMain(panel.createContextMenu(e5, nullptr));
    EXPECT_FALSE(onMain->actions().value(4)->isEnabled()); // the main line does not fold

    std::unique_ptr<QMenu> menu(panel.createContextMenu(d6, nullptr));
    QAction* fold = menu->actions().value(4);
    ASSERT_TRUE(fold && fold->isEnabled());
    EXPECT_EQ(fold->text(), "Collapse Variation");
    fold->trigger();
    EXPECT_TRUE(panel.isVariationCollapsed(c5));
    std::unique_ptr<QMenu> again(panel.createContextMenu(c5, nullptr));
    EXPECT_EQ(again->actions().value(4)->text(), "Expand Variation");

    m_model.navigation()->goTo(nodeOf(m_model, {"e4", "e5", "Nf3"}));
    play(m_model, {"Nc6"}); // rows added elsewhere
    EXPECT_TRUE(panel.isVariationCollapsed(c5));
    ASSERT_TRUE(m_model.editing()->loadPgn(pgn).ok); // a reset with new node ids
    EXPECT_TRUE(panel.isVariationCollapsed(nodeOf(m_model, {"e4", "c5"})));
    ASSERT_TRUE(m_model.editing()->loadPgn("1. e4 c5 (1... e5) *").ok); // another game's variation is open
    EXPECT_FALSE(panel.isVariationCollapsed(nodeOf(m_model, {"e4", "e5"})));

    ASSERT_TRUE(m_model.editing()->loadPgn(pgn).ok);
    EXPECT_TRUE(panel.isVariationCollapsed(nodeOf(m_model, {"e4", "c5"})));
    m_model.navigation()->goTo(nodeOf(m_model, {"e4", "c5", "Nf3"})); // the list opens it to show the move
    EXPECT_FALSE(panel.isVariationCollapsed(nodeOf(m_model, {"e4", "c5"})));
    panel.view()->setFocus();
    QTest::keyClick(panel.view(), Qt::Key_Space); // Space: the variation of the shown move folds
    EXPECT_TRUE(panel.isVariationCollapsed(nodeOf(m_model, {"e4", "c5"})));
    QTest::keyClick(panel.view(), Qt::Key_Space);
    EXPECT_FALSE(panel.isVariationCollapsed(nodeOf(m_model, {"e4", "c5"})));
    QTest::keyClick(panel.view(), Qt::Key_Space);
    m_model.navigation()->goTo(game::RootNode);

    // The row's marker (the view's own expand) is remembered too.
    ASSERT_TRUE(panel.isVariationCollapsed(nodeOf(m_model, {"e4", "c5"})));
    const QModelIndex row = panel.pairModel()->indexForNode(nodeOf(m_model, {"e4", "c5"})).parent();
    panel.view()->expand(row.siblingAtColumn(0));
    ASSERT_TRUE(m_model.editing()->loadPgn(pgn).ok);
    EXPECT_FALSE(panel.isVariationCollapsed(nodeOf(m_model, {"e4", "c5"})));
}

TEST_F(PanelsTest, AsciiPanelShowsBoardFenKeyStatusAndSignals)
{
    AsciiBoardPanel panel(&m_model);
    play(m_model, {"e4"});
    const QString text = panel.text();
    EXPECT_TRUE(text.contains(m_model.fen())) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("0x%1").arg(m_model.position().key(), 16, 16, QLatin1Char('0'))));
    EXPECT_TRUE(text.contains(StatusText::describe(m_model.position(), m_model.statuses()->status())));
    EXPECT_TRUE(text.contains("moveMade"));
    EXPECT_TRUE(text.contains("positionChanged forward e4"));
    panel.copyToClipboard();
    EXPECT_EQ(QApplication::clipboard()->text(), text);
}

TEST_F(PanelsTest, SignalLogKeepsOnlyTheLastEntries)
{
    ModelSignalLog log(&m_model, 5);
    play(m_model, {"e4", "e5", "Nf3", "Nc6"});
    ASSERT_EQ(log.lines().size(), 5);
    EXPECT_TRUE(log.lines().join('\n').contains("positionChanged forward Nc6"));
    // Numbers keep counting past the capacity.
    const int first = log.lines().first().section(' ', 0, 0).mid(1).toInt();
    const int last = log.lines().last().section(' ', 0, 0).mid(1).toInt();
    EXPECT_EQ(last - first, 4);
    EXPECT_GT(first, 1);
}

TEST_F(PanelsTest, StatusTexts)
{
    EXPECT_EQ(StatusText::describe(m_model.position(), m_model.statuses()->status()), "White to move");
    play(m_model, {"f3", "e5", "g4"});
    EXPECT_EQ(StatusText::describe(m_model.position(), m_model.statuses()->status()), "Black to move");
    play(m_model, {"Qh4#"});
    EXPECT_EQ(StatusText::describe(m_model.position(), m_model.statuses()->status()), "Checkmate — Black wins");

    ASSERT_TRUE(m_model.editing()->loadFen("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1").ok);
    EXPECT_EQ(StatusText::describe(m_model.position(), m_model.statuses()->status()), "White to move — check");
    ASSERT_TRUE(m_model.editing()->loadFen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").ok);
    EXPECT_EQ(StatusText::describe(m_model.position(), m_model.statuses()->status()), "Draw by stalemate");
    ASSERT_TRUE(m_model.editing()->loadFen("4k3/8/8/8/8/8/8/R3K3 w - - 100 80").ok);
    EXPECT_EQ(StatusText::describe(m_model.position(), m_model.statuses()->status()),
              "White to move · draw can be claimed (fifty-move rule)");
}
