// VariationFolds: collapsed variations are named by their moves, so the state follows the same
// variation through a reset (a reload, an undone load) and never lands on another game's moves;
// and the move list model stays in step with Delete from Here (QAbstractItemModelTester).
#include "modeltesthelpers.h"
#include "gameediting.h"
#include "gamenavigation.h"

#include "movelistmodel.h"
#include "variationfolds.h"

#include <QAbstractItemModelTester>
#include <QUndoStack>

using namespace kibitz;
using game::NodeId;
using kibitz::test::playAll;

namespace {

// The child of node whose move is san (NoNode when there is none).
NodeId child(const ChessGameModel& m, NodeId node, const QString& san)
{
    for (NodeId c : m.tree().node(node).children)
        if (m.san(c) == san)
            return c;
    return game::NoNode;
}

} // namespace

TEST(VariationFolds, OnlyVariationStartsFold)
{
    ChessGameModel m;
    playAll(m, "e4 e5 Nf3");
    m.navigation()->back();
    playAll(m, "d4");
    const NodeId e5 = child(m, m.tree().root().children[0], "e5");
    const NodeId d4 = child(m, e5, "d4");
    const NodeId nf3 = child(m, e5, "Nf3");
    VariationFolds folds;
    folds.setCollapsed(m.tree(), nf3, true); // the main line: ignored
    folds.setCollapsed(m.tree(), game::RootNode, true);
    EXPECT_TRUE(folds.isEmpty());
    EXPECT_EQ(VariationFolds::key(m.tree(), d4), "e4 e5 | d4");
    folds.setCollapsed(m.tree(), d4, true);
    EXPECT_TRUE(folds.isCollapsed(m.tree(), d4));
    EXPECT_EQ(folds.collapsedIn(m.tree()), std::vector<NodeId>{d4});
    folds.setCollapsed(m.tree(), d4, false);
    EXPECT_FALSE(folds.isCollapsed(m.tree(), d4));
    EXPECT_TRUE(folds.isEmpty());
}

// A reload gives new node ids: the same moves are still collapsed; another game's are not.
TEST(VariationFolds, SurviveAResetByTheirMoves)
{
    ChessGameModel m;
    const QString pgn = QStringLiteral("1. e4 e5 (1... c5 2. Nf3 (2. c3)) 2. Nf3 *");
    ASSERT_TRUE(m.editing()->loadPgn(pgn).ok);
    const NodeId e4 = m.tree().root().children[0];
    const NodeId c5 = child(m, e4, "c5");
    const NodeId c3 = child(m, c5, "c3");
    VariationFolds folds;
    folds.setCollapsed(m.tree(), c3, true);
    ASSERT_TRUE(m.editing()->loadPgn("1. d4 d5 (1... Nf6) *").ok); // another game: nothing of it folds
    EXPECT_TRUE(folds.collapsedIn(m.tree()).empty());
    m.undoStack()->undo(); // the first game again
    const NodeId again = child(m, child(m, m.tree().root().children[0], "c5"), "c3");
    ASSERT_NE(again, game::NoNode);
    EXPECT_EQ(folds.collapsedIn(m.tree()), std::vector<NodeId>{again});
    ASSERT_TRUE(m.editing()->loadPgn(pgn).ok); // the same game read again
    EXPECT_EQ(folds.collapsedIn(m.tree()).size(), 1u);
}

// Delete from Here on the main line and in a variation: the rows go, the tester finds no fault,
// and undo brings them back.
TEST(VariationFolds, DeleteFromHereKeepsTheListModelInStep)
{
    ChessGameModel m;
    MoveListModel list(&m);
    QAbstractItemModelTester tester(&list, QAbstractItemModelTester::FailureReportingMode::Fatal);
    ASSERT_TRUE(m.editing()->loadPgn("1. e4 e5 (1... c5 2. Nf3 d6) 2. Nf3 Nc6 3. Bb5 *").ok);
    ASSERT_EQ(list.rowCount(), 5);
    const NodeId nf3 = m.tree().root().line[3];
    ASSERT_TRUE(m.editing()->deleteFromHere(nf3));
    EXPECT_EQ(list.rowCount(), 2);
    const NodeId c5 = child(m, m.tree().root().children[0], "c5");
    const QModelIndex variation = list.index(0, 0, list.index(1, 0));
    ASSERT_EQ(list.nodeForIndex(variation), c5);
    EXPECT_EQ(list.rowCount(variation), 3);
    ASSERT_TRUE(m.editing()->deleteFromHere(child(m, c5, "Nf3")));
    EXPECT_EQ(list.rowCount(list.index(0, 0, list.index(1, 0))), 1);
    m.undoStack()->undo();
    m.undoStack()->undo();
    EXPECT_EQ(list.rowCount(), 5);
}
