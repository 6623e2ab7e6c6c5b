// The Games panel with the files of the tabs (the tester's F5, F11, F1 of stop 41): a file whose
// first game is broken opens at the first game that reads and lists every game; the panel shows
// the file of the tab in front, however it came there; the table's keys move through its games.
#include "gtestqtry.h"
#include "gamesbrowsehelpers.h"

#include "boardviewport.h"
#include "chessgamemodel.h"
#include "databasewiring.h"
#include "documentlist.h"
#include "gamedocument.h"
#include "gamefiles.h"
#include "gamelistmodel.h"
#include "gamenavigation.h"
#include "panels/gamespanel.h"

#include <QDockWidget>
#include <QFileInfo>
#include <QTabBar>
#include <QTableView>
#include <QTest>
#include <QWindow>
#include <Qt3DExtras/Qt3DWindow>

using namespace kibitz;
using namespace kibitz::test;

namespace {

// Game 1 breaks at its third move (line 6, column 13: a king cannot go to e3); 2 and 3 read.
const QByteArray BrokenFirst = "[Event \"One\"]\n[White \"Eva\"]\n[Black \"Finn\"]\n[Result \"*\"]\n\n"
                               "1. e4 e5 2. Ke3 *\n\n"
                               "[Event \"Two\"]\n[White \"Gus\"]\n[Black \"Hal\"]\n[Result \"*\"]\n\n1. c4 c5 *\n\n"
                               "[Event \"Three\"]\n[White \"Ida\"]\n[Black \"Jon\"]\n[Result \"*\"]\n\n1. g3 g6 *\n";

const QByteArray FileA = "[Event \"A1\"]\n[White \"Anna\"]\n[Result \"*\"]\n\n1. e4 *\n\n"
                         "[Event \"A2\"]\n[White \"Anton\"]\n[Result \"*\"]\n\n1. d4 *\n";
const QByteArray FileB = "[Event \"B1\"]\n[White \"Bert\"]\n[Result \"*\"]\n\n1. c4 *\n\n"
                         "[Event \"B2\"]\n[White \"Berta\"]\n[Result \"*\"]\n\n1. Nf3 *\n\n"
                         "[Event \"B3\"]\n[White \"Bruno\"]\n[Result \"*\"]\n\n1. b3 *\n";

// Five games, for the table's keys.
const QByteArray FiveGames = "[Event \"G1\"]\n[Result \"*\"]\n\n1. e4 *\n\n[Event \"G2\"]\n[Result \"*\"]\n\n1. d4 *\n\n"
                             "[Event \"G3\"]\n[Result \"*\"]\n\n1. c4 *\n\n[Event \"G4\"]\n[Result \"*\"]\n\n1. Nf3 *\n\n"
                             "[Event \"G5\"]\n[Result \"*\"]\n\n1. b3 *\n";

class GamesPanelWindow : public DatabaseWindowTest {
protected:
    // The window shown and active (keys reach it).
    static void showActive(MainWindow& w)
    {
        w.show();
        w.activateWindow();
        EXPECT_TRUE(QTest::qWaitForWindowActive(&w));
    }

    // The Games panel shows path, indexed whole with games rows.
    static bool panelShows(MainWindow& w, const QString& path, int games)
    {
        const QString wanted = QFileInfo(path).canonicalFilePath();
        return QTest::qWaitFor(
            [&] {
                return QFileInfo(w.database()->shownDatabase()).canonicalFilePath() == wanted
                    && !w.database()->isIndexing() && w.database()->games()->rowCount() == games;
            },
            10000);
    }

    // The Games panel's Event column, for failure messages.
    static QString listed(MainWindow& w)
    {
        QStringList events;
        const GameListModel* games = w.database()->games();
        for (int row = 0; row < games->rowCount(); ++row)
            events << games->index(row, GameListModel::Event).data().toString();
        return events.join(u'|');
    }
};

} // namespace

// F5: game 1 is broken, the others read. The file opens at game 2 (the first that reads, its
// place in the file kept for Save), the message names game 1 with its line and column, and the
// Games panel lists all three. Opening game 1 from the list tells why and leaves game 2 shown.
TEST_F(GamesPanelWindow, AFileWhoseFirstGameIsBrokenOpensAtTheFirstGameThatReads)
{
    const QString file = writeFile("broken-first.pgn", BrokenFirst);
    auto w = makeWindow(false);
    w->files()->openPath(file);
    ASSERT_EQ(m_warnings.size(), 1) << m_warnings.join(u'\n').toStdString();
    const QString warning = m_warnings.first();
    EXPECT_TRUE(warning.contains("game 1", Qt::CaseInsensitive)) << warning.toStdString();
    EXPECT_TRUE(warning.contains("line 6") && warning.contains("column 13")) << warning.toStdString();
    EXPECT_TRUE(warning.contains("Ke3")) << warning.toStdString();
    EXPECT_EQ(w->document()->filePath(), QFileInfo(file).absoluteFilePath());
    EXPECT_EQ(w->document()->source().game, 2);
    EXPECT_EQ(w->model()->game().tag("White"), "Gus");
    ASSERT_TRUE(panelShows(*w, file, 3)) << listed(*w).toStdString();

    m_warnings.clear();
    QTableView* table = w->database()->panel()->table();
    table->setCurrentIndex(table->model()->index(0, 0)); // game 1, sorted by number
    QTest::keyClick(table, Qt::Key_Return);
    ASSERT_EQ(m_warnings.size(), 1);
    EXPECT_TRUE(m_warnings.first().contains("line 6")) << m_warnings.first().toStdString();
    EXPECT_EQ(w->documents()->count(), 1);
    EXPECT_EQ(w->model()->game().tag("White"), "Gus");
    EXPECT_FALSE(w->document()->isModified());
}

// F11: File > Open (or Open Recent) on a file open in a tab already shows its tab and its games;
// a tab chosen by hand brings its file's games too.
TEST_F(GamesPanelWindow, ThePanelShowsTheFileOfTheTabInFront)
{
    const QString a = writeFile("a.pgn", FileA), b = writeFile("b.pgn", FileB);
    auto w = makeWindow(false);
    showActive(*w);
    w->files()->openPath(a);
    ASSERT_TRUE(panelShows(*w, a, 2)) << listed(*w).toStdString();
    w->model()->navigation()->toStart(); // a's tab is touched: b gets a tab of its own
    play(*w, {"Nf3"});
    w->files()->openPath(b);
    ASSERT_EQ(w->documents()->count(), 2);
    ASSERT_TRUE(panelShows(*w, b, 3)) << listed(*w).toStdString();

    w->files()->openPath(a); // open already: its tab comes to the front
    EXPECT_EQ(w->documents()->currentIndex(), 0);
    EXPECT_TRUE(panelShows(*w, a, 2)) << w->database()->shownDatabase().toStdString() << ": " << listed(*w).toStdString();

    auto* moves = w->findChild<QDockWidget*>(QStringLiteral("movesDock"));
    ASSERT_NE(moves, nullptr);
    moves->raise(); // the Games panel is a tab behind the moves: it follows all the same, unraised
    w->tabBar()->setCurrentIndex(1); // by hand
    EXPECT_TRUE(panelShows(*w, b, 3)) << w->database()->shownDatabase().toStdString() << ": " << listed(*w).toStdString();
    w->tabBar()->setCurrentIndex(0);
    EXPECT_TRUE(panelShows(*w, a, 2)) << w->database()->shownDatabase().toStdString() << ": " << listed(*w).toStdString();
    EXPECT_TRUE(QTest::qWaitFor([&] { return !moves->visibleRegion().isEmpty(); })) << "the moves stay in front";
    EXPECT_EQ(m_warnings, QStringList());
}

// F1: with the focus in the Games table, ↑ ↓ Home End PgUp PgDn move through the games and leave
// the game shown where it is; Return opens the current one. On the board they step through moves.
TEST_F(GamesPanelWindow, TheTablesKeysMoveThroughTheGames)
{
    auto w = openDatabase(FiveGames.constData(), 5);
    showActive(*w);
    play(*w, {"e4", "e5", "Nf3"});
    ASSERT_TRUE(w->model()->navigation()->back());
    ASSERT_TRUE(QTest::qWaitFor([&] { return w->database()->dock()->isVisible(); }));
    const game::NodeId shown = w->model()->cursor();
    QTableView* table = w->database()->panel()->table();
    table->setFocus();
    ASSERT_TRUE(QTest::qWaitFor([&] { return table->hasFocus(); }));
    table->setCurrentIndex(table->model()->index(0, 0));
    const auto row = [table] { return table->currentIndex().row(); };
    QTest::keyClick(table, Qt::Key_Down);
    EXPECT_EQ(row(), 1);
    QTest::keyClick(table, Qt::Key_Down);
    EXPECT_EQ(row(), 2);
    QTest::keyClick(table, Qt::Key_Up);
    EXPECT_EQ(row(), 1);
    QTest::keyClick(table, Qt::Key_End);
    EXPECT_EQ(row(), 4);
    QTest::keyClick(table, Qt::Key_Home);
    EXPECT_EQ(row(), 0);
    QTest::keyClick(table, Qt::Key_PageDown); // as many rows as the table shows
    const int page = row();
    EXPECT_GT(page, 0);
    QTest::keyClick(table, Qt::Key_PageUp);
    EXPECT_EQ(row(), 0) << "a page down from " << page;
    EXPECT_EQ(w->model()->cursor(), shown) << "the game shown stays where it was";
    EXPECT_TRUE(table->hasFocus());

    QTest::keyClick(table, Qt::Key_Down);
    QTest::keyClick(table, Qt::Key_Return); // game 2 opens, in a tab of its own
    ASSERT_TRUE(QTest::qWaitFor([&] { return w->document()->source().game == 2; }));
    EXPECT_EQ(w->model()->game().tag("Event"), "G2");
    EXPECT_EQ(w->documents()->count(), 2);

    w->documents()->setCurrent(0);
    w->viewport()->setFocus();
    QTest::keyClick(w->viewport()->window3d(), Qt::Key_Home);
    EXPECT_EQ(w->model()->cursor(), game::RootNode) << "on the board Home goes to the game's start";
}
