// MovePairModel updates in place: a randomized session of edits and navigation checked by
// QAbstractItemModelTester and against a layout built from scratch, and the history panel keeping
// a variation a person collapsed collapsed while moves are played and undone. Offscreen.
#include "chessgamemodel.h"
#include "gameannotations.h"
#include "gameediting.h"
#include "gamenavigation.h"
#include "movelistmodel.h"
#include "panels/movehistorypanel.h"
#include "panels/movepairmodel.h"
#include "randomsession.h"

#include "core/movegen.h"
#include "game/pgnwriter.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QLineEdit>
#include <QMenu>
#include <QSignalSpy>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <memory>
#include <random>

using namespace kibitz;
using game::NodeId;

namespace {

using kibitz::test::collectWarnings;
using kibitz::test::playRandomMove;
using kibitz::test::randomNode;
using kibitz::test::restructureRandomNode;

QStringList& g_warnings = kibitz::test::modelWarnings();

// Plays SAN moves from the shown position; fails the test on a refused move.
void play(ChessGameModel& model, const QStringList& moves)
{
    for (const QString& san : moves) {
        const EditResult r = model.editing()->makeMoveSan(san);
        ASSERT_TRUE(r.ok) << san.toStdString() << ": " << r.error.toStdString();
    }
}

// The first variation row at the top level (invalid when there is none).
QModelIndex firstVariation(const MovePairModel& pairs)
{
    for (int r = 0; r < pairs.rowCount(); ++r)
        if (pairs.index(r, 0).data(MovePairModel::RowKindRole).toInt() == MovePairModel::VariationRow)
            return pairs.index(r, 0);
    return {};
}

} // namespace

namespace {

// One random edit, navigation, undo or redo (op 0-99); true when it may have loaded a game (a
// new game, an undo or redo), which resets the list.
bool randomStep(ChessGameModel& g, std::mt19937& rng, int op)
{
    if (op < 40) {
        playRandomMove(g, rng);
    } else if (op < 50) {
        g.navigation()->back();
    } else if (op < 55) {
        g.navigation()->forward();
    } else if (op < 62) {
        g.navigation()->goTo(randomNode(g.tree(), rng));
    } else if (op < 70) {
        restructureRandomNode(g, rng, op);
    } else if (op < 74) {
        g.annotations()->setComment(randomNode(g.tree(), rng), rng() % 3 ? QStringLiteral("c%1").arg(rng() % 5) : QString());
    } else if (op < 76) {
        g.annotations()->setNags(randomNode(g.tree(), rng), {int(rng() % 7)});
    } else if (op < 77) {
        g.editing()->newGame();
    } else if (op < 90) {
        g.undoStack()->undo(); // may undo a load
    } else {
        g.undoStack()->redo();
    }
    return op >= 76;
}

// pairs equals a layout built from scratch over list; a row kept in place still shows its first
// move, a removed one is invalid, never another move; the current row is kept from now on.
void checkAgainstFresh(const MovePairModel& pairs, MoveListModel& list,
                       std::map<NodeId, QPersistentModelIndex>& persistent, int step)
{
    MovePairModel fresh(&list);
    ASSERT_EQ(pairs.toPlainText(), fresh.toPlainText()) << "step " << step;
    ASSERT_EQ(pairs.currentIndex().data(MovePairModel::NodeIdRole), fresh.currentIndex().data(MovePairModel::NodeIdRole))
        << "step " << step;
    for (auto it = persistent.begin(); it != persistent.end();) {
        if (!it->second.isValid()) {
            it = persistent.erase(it);
            continue;
        }
        ASSERT_EQ(pairs.nodeForIndex(it->second), it->first) << "step " << step;
        ++it;
    }
    const QModelIndex here = pairs.currentIndex();
    if (here.isValid())
        persistent[pairs.nodeForIndex(here.siblingAtColumn(0))] = QPersistentModelIndex(here.siblingAtColumn(0));
}

} // namespace

// Every edit and navigation step is applied as row insertions, removals and data changes that
// QAbstractItemModelTester accepts, and the result equals a layout built from scratch.
TEST(MovePairModel, RandomSessionUpdatesInPlaceAndMatchesAFreshLayout)
{
    ChessGameModel g;
    MoveListModel list(&g);
    MovePairModel pairs(&list);
    QAbstractItemModelTester tester(&pairs, QAbstractItemModelTester::FailureReportingMode::Warning);
    const QtMessageHandler previous = qInstallMessageHandler(collectWarnings);
    QSignalSpy resets(&pairs, &QAbstractItemModel::modelReset);
    std::mt19937 rng(2024);
    int structuralWithoutReset = 0;
    std::size_t largest = 0; // the biggest tree the session reached
    std::map<NodeId, QPersistentModelIndex> persistent; // rows of moves shown, by their first move
    for (int step = 0; step < 1500; ++step) {
        const int op = int(rng() % 100);
        const int resetsBefore = int(resets.count());
        const bool loads = randomStep(g, rng, op);
        largest = std::max(largest, g.tree().size());
        ASSERT_TRUE(g_warnings.isEmpty()) << "step " << step << ": " << g_warnings.join('\n').toStdString();
        ASSERT_NO_FATAL_FAILURE(checkAgainstFresh(pairs, list, persistent, step));
        if (!loads && op < 76 && resets.count() == resetsBefore)
            ++structuralWithoutReset;
        if (!loads && op < 40) {
            ASSERT_EQ(resets.count(), resetsBefore) << "step " << step << ": a move reset the whole list";
        }
    }
    qInstallMessageHandler(previous);
    EXPECT_GT(largest, 20u);
    EXPECT_GT(structuralWithoutReset, 500);
}

// Issue 12: a variation the person collapsed stays collapsed while moves are played elsewhere,
// undone and redone; a new variation opens.
TEST(MoveHistoryPanel, CollapsedVariationStaysCollapsed)
{
    ChessGameModel model;
    play(model, {"e4", "e5"});
    model.navigation()->back();
    play(model, {"c5", "Nf3"});
    model.navigation()->goTo(model.tree().root().line[2]);
    play(model, {"Nf3"});
    MoveHistoryPanel panel(&model, model.navigation(), model.editing(), model.annotations());
    panel.resize(300, 400);
    panel.show();
    auto* view = panel.findChild<QTreeView*>(QStringLiteral("moveHistoryView"));
    ASSERT_NE(view, nullptr);
    const MovePairModel& pairs = *panel.pairModel();
    QModelIndex variation = firstVariation(pairs);
    ASSERT_TRUE(variation.isValid());
    EXPECT_TRUE(view->isExpanded(variation));
    view->collapse(variation);

    play(model, {"Nc6", "Bb5"});
    model.undoStack()->undo();
    model.undoStack()->redo();
    model.annotations()->setComment(model.cursor(), QStringLiteral("Ruy Lopez"));
    variation = firstVariation(pairs);
    ASSERT_TRUE(variation.isValid());
    const NodeId c5 = model.tree().node(model.tree().root().line[1]).children.at(1);
    EXPECT_EQ(pairs.nodeForIndex(variation), c5);
    EXPECT_FALSE(view->isExpanded(variation));

    // A new variation (after 2. Nf3, instead of 2... Nc6) opens; the collapsed one stays closed.
    model.navigation()->goTo(model.tree().root().line[3]);
    play(model, {"d6"});
    EXPECT_FALSE(view->isExpanded(firstVariation(pairs)));
    const QModelIndex added = pairs.indexForNode(model.cursor());
    ASSERT_TRUE(added.isValid());
    ASSERT_TRUE(added.parent().isValid());
    EXPECT_TRUE(view->isExpanded(added.parent()));
}

// Issue 14: a move's evaluation and clock follow it in its cell, not as comment text.
TEST(MovePairModel, MoveCellShowsEvaluationAndClock)
{
    ChessGameModel game;
    MoveListModel list(&game);
    MovePairModel pairs(&list);
    ASSERT_TRUE(game.editing()->loadPgn("1. e4 { [%eval 0.25] [%clk 0:03:00] } 1... e5 *"));
    ASSERT_EQ(pairs.rowCount(), 1); // no comment row
    EXPECT_EQ(pairs.index(0, MovePairModel::WhiteColumn).data().toString(), QString::fromUtf8("e4  +0.25 · 0:03:00"));
    EXPECT_EQ(pairs.index(0, MovePairModel::BlackColumn).data().toString(), "e5");
}

// A reviewed White move with its mark and evaluation ("Qxf7+?! -10.83") fits its column at the
// panel's usual width (the fixed 90 px column cut it to "Ra2?! +0...." on screen).
TEST(MoveHistoryPanel, ReviewedWhiteMoveFitsItsColumn)
{
    ChessGameModel model;
    ASSERT_TRUE(model.editing()->loadPgn(QStringLiteral("1. e4 e5 2. Qh5 Nc6 3. Qxf7+ $6 {[%eval -10.83]} Kxf7 *")).ok);
    MoveHistoryPanel panel(&model, model.navigation(), model.editing(), model.annotations());
    panel.resize(330, 400);
    panel.show();
    auto* view = panel.findChild<QTreeView*>(QStringLiteral("moveHistoryView"));
    ASSERT_NE(view, nullptr);
    const QModelIndex qxf7 = panel.pairModel()->indexForNode(model.tree().root().line[5]);
    const QString text = qxf7.data().toString();
    ASSERT_TRUE(text.contains(QStringLiteral("10.83"))) << text.toStdString();
    EXPECT_GE(view->columnWidth(MovePairModel::WhiteColumn), view->fontMetrics().horizontalAdvance(text) + 8);
}

// Issue 27: the comment before the game is the list's first row; comment rows are edited in
// place (setData reaches the model as one undo step); a comment not written yet gets a row.
TEST(MoveHistoryPanel, CommentsAreShownAndEditedInPlace)
{
    ChessGameModel model;
    ASSERT_TRUE(model.editing()->loadPgn(QStringLiteral("{Intro} 1. e4 {[%cal Ge2e4]} e5 (1... c5) 2. Nf3 $18 *")).ok);
    MoveHistoryPanel panel(&model, model.navigation(), model.editing(), model.annotations());
    MovePairModel* pairs = panel.pairModel();
    EXPECT_TRUE(pairs->toPlainText().startsWith(QStringLiteral("{Intro}\n1. e4"))) << pairs->toPlainText().toStdString();
    EXPECT_TRUE(pairs->toPlainText().contains(QString::fromUtf8("Nf3 +\u2212")));
    const QModelIndex intro = pairs->commentIndex(game::RootNode, false);
    ASSERT_TRUE(intro.isValid());
    EXPECT_TRUE(pairs->flags(intro) & Qt::ItemIsEditable);
    EXPECT_EQ(intro.data(Qt::EditRole).toString(), "Intro");
    const int steps = model.undoStack()->count();
    ASSERT_TRUE(pairs->setData(intro, QStringLiteral("A quiet game")));
    EXPECT_EQ(model.tree().root().comment(), "A quiet game");
    EXPECT_EQ(model.undoStack()->count(), steps + 1);
    EXPECT_TRUE(pairs->toPlainText().startsWith(QStringLiteral("{A quiet game}\n")));
    // After e4 there is no comment text (only an arrow): a row is made for editing it.
    const NodeId e4 = model.tree().root().line[1];
    EXPECT_FALSE(pairs->commentIndex(e4, false).isValid());
    panel.editComment(e4, false);
    const QModelIndex after = pairs->commentIndex(e4, false);
    ASSERT_TRUE(after.isValid());
    ASSERT_TRUE(pairs->setData(after, QStringLiteral("Best by test")));
    pairs->closeComment();
    EXPECT_EQ(model.tree().node(e4).comment(), "Best by test");
    EXPECT_EQ(model.tree().node(e4).annotations().arrows.size(), 1u); // the arrow stays
    EXPECT_TRUE(model.pgn().contains(QStringLiteral("1. e4 {Best by test [%cal Ge2e4]}"))) << model.pgn().toStdString();
    // Before the variation's first move.
    const NodeId c5 = model.tree().node(model.tree().node(e4).children[1]).id;
    panel.editComment(c5, true);
    ASSERT_TRUE(pairs->setData(pairs->commentIndex(c5, true), QStringLiteral("Sicilian")));
    pairs->closeComment();
    EXPECT_EQ(model.tree().node(c5).preComment(), "Sicilian");
    EXPECT_TRUE(model.pgn().contains(QStringLiteral("({Sicilian} 1... c5)"))) << model.pgn().toStdString();
    model.undoStack()->undo();
    EXPECT_EQ(model.tree().node(c5).preComment(), "");
    EXPECT_FALSE(pairs->commentIndex(c5, true).isValid()); // an empty comment has no row
    // A long comment shows its beginning, but its editor gets all of it.
    const QString longText = QString(5000, QLatin1Char('x'));
    ASSERT_TRUE(model.annotations()->setComment(e4, longText));
    EXPECT_LT(pairs->commentIndex(e4, false).data().toString().size(), 2100);
    EXPECT_EQ(pairs->commentIndex(e4, false).data(Qt::EditRole).toString(), longText);
}

// Annotate > Comment (or F2) on a move that has a comment: the editor opens with the cursor after
// the text, so what is typed is added to it. It opened with the whole comment selected, and the
// first key replaced a comment of any length.
TEST(MoveHistoryPanel, EditingACommentAddsToItInsteadOfReplacingIt)
{
    ChessGameModel model;
    ASSERT_TRUE(model.editing()->loadPgn(QStringLiteral("1. e4 {Best by test} e5 *")).ok);
    MoveHistoryPanel panel(&model, model.navigation(), model.editing(), model.annotations());
    panel.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&panel));
    const NodeId e4 = model.tree().root().line[1];
    const auto typeInEditor = [&panel](const QString& text) {
        auto* editor = panel.view()->findChild<QLineEdit*>();
        if (!editor)
            return false;
        QTest::keyClicks(editor, text);
        QTest::keyClick(editor, Qt::Key_Return); // the delegate commits in a queued call
        return QTest::qWaitFor([&panel] { return !panel.view()->findChild<QLineEdit*>(); });
    };
    panel.editComment(e4, false);
    ASSERT_TRUE(typeInEditor(QStringLiteral(" in every line")));
    EXPECT_EQ(model.tree().node(e4).comment(), "Best by test in every line");
    // The view's own edit key opens the same editor.
    panel.view()->setCurrentIndex(panel.pairModel()->commentIndex(e4, false));
    QTest::keyClick(panel.view(), Qt::Key_F2);
    ASSERT_TRUE(typeInEditor(QStringLiteral(", mostly")));
    EXPECT_EQ(model.tree().node(e4).comment(), "Best by test in every line, mostly");
}

// Copy Moves as Text (issue 27): the list as it reads — signs as symbols, the comment before the
// game, a variation's line indented under its move, a Black move alone without the list's "…" —,
// comments whole and on one line; on the menu of every move and of the list's empty space.
TEST(MoveHistoryPanel, CopyMovesAsTextGivesTheListAsItReads)
{
    ChessGameModel model;
    ASSERT_TRUE(
        model.editing()
            ->loadPgn(QStringLiteral("{Intro} 1. e4 e5 2. Nf3 $18 Nc6 $5 3. Bb5 {Spanish} (3. Bc4 $6 Bc5) 3... a6 *"))
            .ok);
    MoveHistoryPanel panel(&model, model.navigation(), model.editing(), model.annotations());
    const QString expected = QString::fromUtf8("{Intro}\n"
                                               "1. e4 e5\n"
                                               "2. Nf3 +\u2212 Nc6!?\n"
                                               "3. Bb5\n"
                                               "{Spanish}\n"
                                               "  3. Bc4?! Bc5\n"
                                               "3... a6\n");
    QApplication::clipboard()->clear();
    panel.copyTextAction()->trigger();
    EXPECT_EQ(QApplication::clipboard()->text().toStdString(), expected.toStdString());

    const NodeId e4 = model.tree().root().line[1];
    const QString longText = QString(5000, QLatin1Char('x'));
    ASSERT_TRUE(model.annotations()->setComment(e4, longText + QStringLiteral("\nend")));
    panel.copyTextAction()->trigger();
    EXPECT_TRUE(QApplication::clipboard()->text().contains(QStringLiteral("1. e4\n{%1 end}\n1... e5").arg(longText)))
        << QApplication::clipboard()->text().left(200).toStdString();

    std::unique_ptr<QMenu> onMove(panel.createContextMenu(e4, nullptr));
    EXPECT_EQ(onMove->actions().last(), panel.copyTextAction());
    std::unique_ptr<QMenu> below(panel.createContextMenu(game::NoNode, nullptr));
    EXPECT_EQ(below->actions(), QList<QAction*>{panel.copyTextAction()});
}
