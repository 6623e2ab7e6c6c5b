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
