// What a person meets in the window (issue 17): navigation keys wherever the focus is except in
// text fields, the move entry floating over the board, the game-over notice following the
// shown position, and the panels' sizes at 1280x800. Real key events on the real widgets of a
// shown window: needs an X server (xvfb-run); the Qt3D board does not show offscreen.
#include "tst_mainwindow.h"
#include "gameediting.h"
#include "gamenavigation.h"

#include "boardviewport.h"
#include "viewportinput.h"
#include "analysis/analysislinesmodel.h"
#include "analysis/analysispanel.h"
#include "analysis/evalgraph.h"
#include "dialogs/gameovernotice.h"
#include "panels/asciiboardpanel.h"
#include "panels/moveentry.h"
#include "panels/movehistorypanel.h"

#include <QApplication>
#include <QDockWidget>
#include <QGraphicsTextItem>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStyle>
#include <QTextBlock>
#include <QTextDocument>
#include <QLineEdit>
#include <QTreeView>
#include <QWindow>

#include <cstdio>
#include <Qt3DExtras/Qt3DWindow>

using namespace kibitz;
using kibitz::test::WindowTest;

namespace {

// The window shown and active (keys reach it).
std::unique_ptr<MainWindow> shownWindow(std::unique_ptr<MainWindow> w)
{
    w->show();
    w->activateWindow();
    EXPECT_TRUE(QTest::qWaitForWindowActive(w.get()));
    return w;
}

// The SAN of the shown move ("" at the start).
QString shown(const MainWindow& w) { return w.model()->san(w.model()->cursor()); }

} // namespace

// ←/→/Home/End/↑/↓ step through the game while the board has the focus (issue 17.3); Shift+arrows
// show and move the square cursor instead.
TEST_F(WindowTest, ArrowKeysNavigateTheGameFromTheBoard)
{
    auto w = shownWindow(makeWindow(false));
    play(*w, {"e4", "e5", "Nf3", "Nc6"});
    w->viewport()->setFocus();
    QWindow* board = w->viewport()->window3d();
    QTest::keyClick(board, Qt::Key_Left);
    EXPECT_EQ(shown(*w), "Nf3");
    QTest::keyClick(board, Qt::Key_Left);
    EXPECT_EQ(shown(*w), "e5");
    QTest::keyClick(board, Qt::Key_Home);
    EXPECT_EQ(w->model()->cursor(), game::RootNode);
    QTest::keyClick(board, Qt::Key_Right);
    EXPECT_EQ(shown(*w), "e4");
    play(*w, {"c5"}); // a variation beside 1...e5
    QTest::keyClick(board, Qt::Key_Up);
    EXPECT_EQ(shown(*w), "e5");
    QTest::keyClick(board, Qt::Key_Down);
    EXPECT_EQ(shown(*w), "c5");
    QTest::keyClick(board, Qt::Key_Up);
    QTest::keyClick(board, Qt::Key_End);
    EXPECT_EQ(shown(*w), "Nc6");
    EXPECT_FALSE(w->viewport()->input()->cursorVisible());
    QTest::keyClick(board, Qt::Key_Left, Qt::ShiftModifier); // the square cursor, no navigation
    EXPECT_TRUE(w->viewport()->input()->cursorVisible());
    EXPECT_EQ(shown(*w), "Nc6");
}

// The move list navigates the game with the same keys (its own row keys would not).
TEST_F(WindowTest, ArrowKeysNavigateTheGameFromTheMoveList)
{
    auto w = shownWindow(makeWindow(false));
    play(*w, {"d4", "d5", "c4"});
    QTreeView* list = w->historyPanel()->view();
    list->setFocus();
    QTest::keyClick(list, Qt::Key_Left);
    EXPECT_EQ(shown(*w), "d5");
    QTest::keyClick(list, Qt::Key_Home);
    EXPECT_EQ(w->model()->cursor(), game::RootNode);
    QTest::keyClick(list, Qt::Key_Right);
    EXPECT_EQ(shown(*w), "d4");
    QTest::keyClick(list, Qt::Key_End);
    EXPECT_EQ(shown(*w), "c4");
    play(*w, {"e6"});
    QTest::keyClick(list, Qt::Key_Left);
    play(*w, {"c6"}); // 2...c6 beside 2...e6
    QTest::keyClick(list, Qt::Key_Up);
    EXPECT_EQ(shown(*w), "e6");
    QTest::keyClick(list, Qt::Key_Down);
    EXPECT_EQ(shown(*w), "c6");
}

// In the move entry the keys edit the text and leave the game alone.
TEST_F(WindowTest, NavigationKeysStayInTextFields)
{
    auto w = shownWindow(makeWindow(false));
    play(*w, {"e4", "e5"});
    ASSERT_TRUE(w->model()->navigation()->back());
    play(*w, {"c5"}); // a variation: ↑ would switch to 1...e5 outside a text field
    const game::NodeId before = w->model()->cursor();
    emit w->viewport()->textTyped("Nf");
    QLineEdit* field = w->moveEntry()->field();
    ASSERT_TRUE(field->hasFocus());
    for (Qt::Key key :
         {Qt::Key_Left, Qt::Key_Home, Qt::Key_Right, Qt::Key_End, Qt::Key_Up, Qt::Key_Down, Qt::Key_Left}) {
        QTest::keyClick(field, key);
        EXPECT_EQ(w->model()->cursor(), before) << "key " << key;
    }
    EXPECT_EQ(field->cursorPosition(), 1); // End, then one to the left
    QTest::keyClicks(field, "3");
    EXPECT_EQ(field->text(), "N3f");
}

// Typing a move opens the Move field over the bottom of the board without shrinking the board
// (issue 17.4): the viewport keeps its geometry while the entry is open, the entry is shown
// inside the board's area, and closing it changes nothing either.
TEST_F(WindowTest, MoveEntryFloatsOverTheBoard)
{
    auto w = shownWindow(makeWindow(false));
    BoardViewport* board = w->viewport();
    QCoreApplication::processEvents();
    const QRect before = board->geometry();
    MoveEntry* entry = w->moveEntry();
    emit board->textTyped("e");
    QCoreApplication::processEvents();
    ASSERT_TRUE(entry->isVisible());
    EXPECT_EQ(board->geometry(), before);
    const QRect area(board->mapTo(w.get(), QPoint(0, 0)), board->size());
    const QRect floating(entry->mapTo(w.get(), QPoint(0, 0)), entry->size());
    EXPECT_TRUE(area.contains(floating)) << "entry outside the board";
    EXPECT_EQ(floating.bottom(), area.bottom());
    EXPECT_GE(floating.height(), entry->sizeHint().height());
    QTest::keyClicks(entry->field(), "4");
    QTest::keyClick(entry->field(), Qt::Key_Return);
    QCoreApplication::processEvents();
    EXPECT_EQ(shown(*w), "e4");
    EXPECT_FALSE(entry->isVisible());
    EXPECT_EQ(board->geometry(), before);
    w->resize(1000, 700); // the entry follows the board's size
    emit board->textTyped("e");
    QCoreApplication::processEvents();
    const QRect area2(board->mapTo(w.get(), QPoint(0, 0)), board->size());
    EXPECT_EQ(QRect(entry->mapTo(w.get(), QPoint(0, 0)), entry->size()).bottom(), area2.bottom());
}

// The Enter that plays a typed move is used up by the Move field (issue 26.3): it never reaches
// the board under the field, where Enter clicks the square cursor (before: without a cursor it
// showed one, with the cursor on a white pawn it selected that pawn).
TEST_F(WindowTest, EnterOfATypedMoveNeverReachesTheBoard)
{
    auto w = shownWindow(makeWindow(false));
    BoardViewport* board = w->viewport();
    ViewportInput* input = board->input();
    QSignalSpy refused(board, &BoardViewport::moveRejected);
    for (const bool withCursor : {false, true}) {
        if (withCursor) {
            input->moveCursor(0, 0); // shows the cursor, on e7 with Black to move
            input->moveCursor(-2, -5); // c2: a white pawn, White to move after the typed move
            ASSERT_EQ(input->cursor(), 10);
        }
        emit board->textTyped(withCursor ? "e" : "d");
        QTest::keyClicks(w->moveEntry()->field(), withCursor ? "5" : "4");
        QTest::keyClick(w->moveEntry()->field(), Qt::Key_Return);
        QCoreApplication::processEvents();
        EXPECT_EQ(shown(*w), withCursor ? "e5" : "d4");
        EXPECT_EQ(input->selected(), -1);
        EXPECT_EQ(input->cursorVisible(), withCursor);
        EXPECT_EQ(refused.count(), 0) << refused.value(0).value(0).toString().toStdString();
    }
}

// The game-over notice describes one position and closes as soon as another is shown: undo
// (Ctrl+Z), navigation (←), loading a FEN (issue 17.6); redoing the mate shows it again.
TEST_F(WindowTest, GameOverNoticeClosesWhenItsPositionIsNoLongerShown)
{
    auto w = shownWindow(makeWindow(false));
    auto* notice = w->findChild<GameOverNotice*>();
    ASSERT_NE(notice, nullptr);
    play(*w, {"f3", "e5", "g4", "Qh4#"});
    ASSERT_TRUE(QTest::qWaitForWindowExposed(notice));
    w->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(w.get()));
    w->viewport()->setFocus();
    QTest::keyClick(w->viewport()->window3d(), Qt::Key_Z, Qt::ControlModifier);
    EXPECT_EQ(shown(*w), "g4");
    EXPECT_FALSE(notice->isVisible()) << "still shown after the mate was undone";
    w->actions().redo->trigger();
    EXPECT_TRUE(notice->isVisible());
    w->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(w.get()));
    QTest::keyClick(w->viewport()->window3d(), Qt::Key_Left);
    EXPECT_EQ(shown(*w), "g4");
    EXPECT_FALSE(notice->isVisible()) << "still shown after stepping back";
    QTest::keyClick(w->viewport()->window3d(), Qt::Key_Right); // browsing to it shows nothing
    EXPECT_FALSE(notice->isVisible());
    ASSERT_TRUE(w->model()->statuses()->status().isOver()); // the mate is on the board again
    w->actions().undo->trigger();
    w->actions().redo->trigger();
    ASSERT_TRUE(notice->isVisible());
    ASSERT_TRUE(w->model()->editing()->loadFen("4k3/8/8/8/8/8/8/4K2R w K - 0 1").ok);
    EXPECT_FALSE(notice->isVisible()) << "still shown after loading a FEN";
}

// The debug board shows the whole board, ranks and file letters, without scrolling, in the
// window as it opens at 1280x800 (issue 17.10).
TEST_F(WindowTest, DebugBoardShowsTheWholeBoard)
{
    auto w = shownWindow(makeWindow(false));
    auto* dock = w->findChild<QDockWidget*>(QStringLiteral("debugDock"));
    ASSERT_NE(dock, nullptr);
    dock->raise();
    QCoreApplication::processEvents();
    auto* text = w->asciiPanel()->findChild<QPlainTextEdit*>(QStringLiteral("asciiBoardText"));
    ASSERT_NE(text, nullptr);
    ASSERT_TRUE(text->isVisible());
    const QTextCursor files = text->document()->find(QStringLiteral("a b c d e f g h"));
    ASSERT_FALSE(files.isNull());
    EXPECT_EQ(text->verticalScrollBar()->value(), 0);
    EXPECT_LE(text->cursorRect(files).bottom(), text->viewport()->height())
        << "the file letters are below the visible part (" << text->viewport()->height() << " px high, letters end at "
        << text->cursorRect(files).bottom() << ", line " << files.blockNumber() << ", minimum " << text->minimumHeight()
        << " height " << text->height() << ")";
}

// At 1280x800 the move list is the main panel (taller than Undo History) and three long
// analysis lines show in full: each one's text fits the room the view gives it, no "…" (17.11).
TEST_F(WindowTest, MoveListGetsTheRoomAndAnalysisLinesShowInFull)
{
    auto w = shownWindow(makeWindow(false));
    ASSERT_EQ(w->size(), QSize(1280, 800));
    auto* moves = w->findChild<QDockWidget*>(QStringLiteral("movesDock"));
    auto* undo = w->findChild<QDockWidget*>(QStringLiteral("undoDock"));
    auto* panel = w->findChild<analysis::AnalysisPanel*>();
    ASSERT_TRUE(moves && undo && panel);
    QCoreApplication::processEvents();
    EXPECT_GT(moves->height(), undo->height());
    EXPECT_GE(w->historyPanel()->view()->viewport()->height(), 15 * w->historyPanel()->view()->fontMetrics().height())
        << "fewer than 15 rows of moves";

    const QStringList ruyLopez =
        QStringLiteral("e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Nb8 d4 Nbd7 c4 c6 Nc3 Bb7")
            .split(QLatin1Char(' '));
    QList<engine::EngineInfo> lines;
    for (int pv = 1; pv <= 3; ++pv) {
        engine::EngineInfo info;
        info.multiPv = pv;
        info.depth = 24;
        info.hasScore = true;
        info.score.value = 30 - 10 * pv;
        info.pvSan = ruyLopez.mid(0, ruyLopez.size() - 2 * (pv - 1));
        lines << info;
    }
    panel->linesModel()->setLines(lines, core::White, 1);
    QCoreApplication::processEvents();
    QTreeView* view = panel->linesView();
    ASSERT_TRUE(view->isVisible());
    const int margin = view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1;
    for (int row = 0; row < 3; ++row) {
        const QModelIndex index = panel->linesModel()->index(row, analysis::AnalysisLinesModel::LineColumn);
        const QString text = index.data().toString();
        const QRect rect = view->visualRect(index);
        const QRect needed =
            view->fontMetrics().boundingRect(QRect(0, 0, rect.width() - 2 * margin, 10000), Qt::TextWordWrap, text);
        EXPECT_LE(needed.height(), rect.height())
            << "line " << row << " is cut: " << text.toStdString() << " in " << rect.width() << "x" << rect.height()
            << " needs " << needed.width() << "x" << needed.height();
        EXPECT_TRUE(view->viewport()->rect().contains(rect)) << "line " << row << " is out of view";
    }
}

namespace {

// The texts the evaluation graph's chart shows (title, axis titles, tick labels), as rendered.
QStringList chartTexts(analysis::EvalGraph* graph)
{
    graph->grab(); // lays out and paints the scene at the view's size
    QStringList texts;
    for (QGraphicsItem* item : graph->scene()->items())
        if (auto* text = dynamic_cast<QGraphicsTextItem*>(item); text && text->isVisible())
            texts << text->toPlainText();
    return texts;
}

// Whether a chart text was cut short (Qt Charts elides with "..." or "…").
bool elided(const QString& text) { return text.contains(QStringLiteral("...")) || text.contains(QChar(0x2026)); }

} // namespace

// After a restart the evaluation graph's axis title and labels are whole, without a resize
// (issue 17.12): a layout saved by one window is restored by the next, at the saved sizes and
// at a smaller window size too.
TEST_F(WindowTest, EvaluationGraphLabelsAreWholeAfterARestoredLayout)
{
    for (const QSize size : {QSize(1280, 800), QSize(1000, 700)}) {
        {
            auto first = shownWindow(makeWindow(false));
            first->resize(size);
            QCoreApplication::processEvents();
            first->saveLayout();
        }
        auto w = makeWindow(false); // restores the saved layout in its constructor
        w->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(w.get()));
        auto* graph = w->findChild<analysis::EvalGraph*>();
        ASSERT_NE(graph, nullptr);
        ASSERT_TRUE(graph->isVisible());
        QCoreApplication::processEvents();
        const QStringList texts = chartTexts(graph);
        EXPECT_TRUE(texts.contains(QStringLiteral("Ply"))) << texts.join(QLatin1Char('|')).toStdString();
        for (const QString& text : texts)
            EXPECT_FALSE(elided(text)) << "'" << text.toStdString() << "' at " << size.width() << "x" << size.height()
                                       << ", graph " << graph->width() << "x" << graph->height();
        EXPECT_FALSE(graph->chart()->plotArea().isEmpty());
    }
}

// At its minimum size, and at any size above it, the evaluation graph's chart shows every label
// whole (17.12): a restored layout may give the graph exactly its minimum.
TEST(EvalGraphSize, LabelsAreWholeFromTheMinimumSizeUp)
{
    ChessGameModel model;
    engine::GameEvaluator evaluator(&model);
    analysis::EvalGraph graph(&evaluator, model.navigation());
    graph.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&graph));
    const QSize minimum = graph.minimumSizeHint().expandedTo(graph.minimumSize());
    for (const QSize size :
         {minimum, minimum + QSize(0, 15), minimum + QSize(40, 40), QSize(330, 200), QSize(600, 300)}) {
        graph.resize(size);
        QCoreApplication::processEvents();
        const QStringList texts = chartTexts(&graph);
        EXPECT_TRUE(texts.contains(QStringLiteral("Ply")))
            << size.width() << "x" << size.height() << ": " << texts.join(QLatin1Char('|')).toStdString();
        for (const QString& text : texts)
            EXPECT_FALSE(elided(text)) << "'" << text.toStdString() << "' at " << size.width() << "x" << size.height();
    }
}
