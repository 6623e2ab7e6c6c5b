// The window's layout at 1280x800 (issue 26.4), measured on the real shown window (xvfb-run):
// a file of many games on the clock opened (the Clocks and the Games panel appear) leaves the
// window its size, the 3D board the largest part of it, the Games panel ten rows or more and the
// evaluation graph's labels whole. The window's picture is written to
// $KIBITZ_TEST_ARTIFACTS/layout-1280x800.png (else the test's folder) for people to look at. A
// write to the databases of both Games panels leaves them their heights.
#include "managewindow.h"

#include "boardviewport.h"
#include "databasewiring.h"
#include "gamefiles.h"
#include "gamelistmodel.h"
#include "analysis/evalgraph.h"
#include "panels/gamespanel.h"

#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QGraphicsTextItem>
#include <QHeaderView>
#include <QScreen>
#include <QTableView>

using namespace kibitz;
using kibitz::test::ManageWindow;
using kibitz::test::WindowTest;
using kibitz::test::generated;

namespace {

// n games of 40 moves each with TimeControl and a [%clk] after every move, as Lichess writes them.
QByteArray gamesOnTheClock(int n)
{
    const QStringList moves = QStringLiteral("Nf3 Nf6 Ng1 Ng8").split(QLatin1Char(' '));
    QByteArray out;
    for (int g = 1; g <= n; ++g) {
        out += QStringLiteral("[Event \"Rapid %1\"]\n[Date \"2024.03.%2\"]\n[White \"Whiteplayer-Longname, Alexander %1\"]\n"
                              "[Black \"Blackplayer-Longname, Konstantin %1\"]\n[Result \"*\"]\n"
                              "[TimeControl \"5400+30\"]\n\n")
                   .arg(g)
                   .arg(g % 28 + 1, 2, 10, QLatin1Char('0'))
                   .toUtf8();
        int seconds = 5400;
        for (int ply = 0; ply < 80; ++ply) {
            if (ply % 2 == 0)
                out += QByteArray::number(ply / 2 + 1) + ". ";
            seconds -= 17;
            out += moves[ply % 4].toUtf8()
                + QStringLiteral(" {[%clk %1:%2:%3]} ")
                      .arg(seconds / 3600)
                      .arg(seconds / 60 % 60, 2, 10, QLatin1Char('0'))
                      .arg(seconds % 60, 2, 10, QLatin1Char('0'))
                      .toUtf8();
        }
        out += "*\n\n";
    }
    return out;
}

// Whether a chart text was cut short (Qt Charts elides with "..." or "…").
bool elided(const QString& text) { return text.contains(QStringLiteral("...")) || text.contains(QChar(0x2026)); }

// The area of a widget's rectangle, in pixels.
int areaOf(const QWidget* w) { return w->width() * w->height(); }

// Every posted event handled (a dock's new size, a call queued for the event loop's next turn).
void settle()
{
    for (int i = 0; i < 3; ++i) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
}

// The docks' heights of both panels, and the rows their tables show.
struct Heights {
    int games, games2, rows, rows2;
    bool operator==(const Heights& o) const
    {
        return games == o.games && games2 == o.games2 && rows == o.rows && rows2 == o.rows2;
    }
};

int rowsShown(DatabaseWiring* db)
{
    const QTableView* table = db->panel()->table();
    return table->viewport()->height() / table->verticalHeader()->defaultSectionSize();
}

Heights heightsOf(MainWindow& w)
{
    return {w.database()->dock()->height(), w.database2()->dock()->height(), rowsShown(w.database()),
            rowsShown(w.database2())};
}

std::ostream& operator<<(std::ostream& out, const Heights& h)
{
    return out << "Games " << h.games << " px (" << h.rows << " rows), Games 2 " << h.games2 << " px (" << h.rows2
               << " rows)";
}

// The evaluation graph, brought to the front of its tab, shows its axis texts whole.
void expectGraphTextsWhole(MainWindow& w)
{
    auto* graph = w.findChild<analysis::EvalGraph*>();
    ASSERT_TRUE(graph);
    auto* graphDock = qobject_cast<QDockWidget*>(graph->parentWidget());
    ASSERT_TRUE(graphDock);
    graphDock->raise(); // a tab behind the analysis (a covered tab's widget counts as visible)
    ASSERT_TRUE(QTest::qWaitFor([&] { return !graphDock->visibleRegion().isEmpty(); }, 5000));
    graph->grab();
    QStringList texts;
    for (QGraphicsItem* item : graph->scene()->items())
        if (auto* text = dynamic_cast<QGraphicsTextItem*>(item); text && text->isVisible())
            texts << text->toPlainText();
    EXPECT_TRUE(texts.contains(QStringLiteral("Ply"))) << texts.join(QLatin1Char('|')).toStdString();
    for (const QString& text : texts)
        EXPECT_FALSE(elided(text)) << "'" << text.toStdString() << "', graph " << graph->width() << "x"
                                   << graph->height();
}

} // namespace

TEST_F(WindowTest, At1280x800AFileOfGamesOnTheClockKeepsTheLayout)
{
    const QString file = path("rapid.pgn");
    QFile out(file);
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(gamesOnTheClock(30));
    out.close();
    auto w = makeWindow(false);
    w->show();
    w->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(w.get()));
    ASSERT_EQ(w->size(), QSize(1280, 800));
    QString error;
    ASSERT_TRUE(w->files()->openFile(file, &error)) << error.toStdString();
    GameListModel* games = w->database()->games();
    ASSERT_TRUE(QTest::qWaitFor([&] { return games->rowCount() == 30; }, 20000));
    auto* clocks = w->findChild<QDockWidget*>(QStringLiteral("clockDock"));
    ASSERT_TRUE(clocks);
    ASSERT_TRUE(QTest::qWaitFor([&] { return clocks->isVisible(); }, 5000)) << "the file's clocks are not shown";
    settle(); // the layout's posted requests handled: any late growth of the window shows below

    EXPECT_EQ(w->size(), QSize(1280, 800)) << "opening the file resized the window";
    // What could grow the window later: a minimum larger than it.
    EXPECT_LE(w->minimumSizeHint().width(), 1280);
    EXPECT_LE(w->minimumSizeHint().height(), 800);

    QTableView* table = w->database()->panel()->table();
    ASSERT_TRUE(table->isVisible()) << "the Games panel is not in front";
    const int rows = table->viewport()->height() / table->verticalHeader()->defaultSectionSize();
    EXPECT_GE(rows, 10) << "the Games panel shows " << rows << " rows";

    // The board's share, before any tab is brought to the front.
    const double share = double(areaOf(w->viewport())) / areaOf(w.get());
    std::printf("board %dx%d: %.1f%% of the window\n", w->viewport()->width(), w->viewport()->height(), 100 * share);
    EXPECT_GT(share, 0.5) << "board " << w->viewport()->width() << "x" << w->viewport()->height();

    ASSERT_NO_FATAL_FAILURE(expectGraphTextsWhole(*w));

    // The board is the largest part of the window: larger than any panel.
    const int board = areaOf(w->viewport());
    for (QDockWidget* dock : w->findChildren<QDockWidget*>()) {
        if (dock->isVisible()) {
            EXPECT_GT(board, areaOf(dock)) << dock->objectName().toStdString() << " is larger than the board";
        }
    }

    const QString folder = qEnvironmentVariable("KIBITZ_TEST_ARTIFACTS", QDir::currentPath());
    QDir().mkpath(folder);
    const QString picture = QDir(folder).filePath(QStringLiteral("layout-1280x800.png"));
    // From the screen: the board is a native OpenGL window, which QWidget::grab() leaves black.
    EXPECT_TRUE(w->screen()->grabWindow(w->winId()).save(picture)) << picture.toStdString();
    std::printf("the window: %s\n", qPrintable(picture));
}

// A write indexes the databases written again and leaves the layout alone: both panels keep their
// heights. (Before, the panel indexed again was given room for ten rows, as when a database is
// opened, taken from Games 2: its 3 rows seen became 2.)
TEST_F(ManageWindow, AWriteLeavesBothGamesPanelsTheirHeights)
{
    const QString file = path("db.pgn"), other = path("other.pgn");
    ASSERT_TRUE(test::writeAll(file, generated(1, 10)) && test::writeAll(other, generated(100, 10)));
    auto w = showBoth(file, 10, other, 10, true);
    settle();
    DatabaseWiring* second = w->database2();
    // At 1280x800 the column is full: Games shows fewer than the ten rows a database opened there
    // is given when it can, and Games 2 a few.
    const Heights before = heightsOf(*w);
    ASSERT_LT(before.rows, 10) << before;
    ASSERT_GE(before.rows2, 3) << before;
    select(*w, {0}, second);
    ASSERT_TRUE(w->databaseManage()->copySelectedTo(file, false, second)) << m_warnings.join('\n').toStdString();
    ASSERT_TRUE(shows(*w, 11));
    settle();
    EXPECT_EQ(heightsOf(*w), before) << "after a copy into Games' database";
    m_yes = true;
    select(*w, {1, 2});
    ASSERT_TRUE(w->databaseManage()->copySelectedTo(other, true)) << m_warnings.join('\n').toStdString();
    ASSERT_TRUE(shows(*w, 9));
    ASSERT_TRUE(shows(second, 12));
    settle();
    EXPECT_EQ(heightsOf(*w), before) << "after a move, both indexed again";
}

// Games 2 opened beside Games at 1280x800: both tables are seen, each with room for several rows
// (before, Games 2 took a row of its own under the analysis and the column's three groups left
// Games two rows).
TEST_F(ManageWindow, BothGamesPanelsShowSeveralRows)
{
    const QString file = path("db.pgn"), other = path("other.pgn");
    ASSERT_TRUE(test::writeAll(file, generated(1, 10)) && test::writeAll(other, generated(100, 10)));
    auto w = showBoth(file, 10, other, 10, true);
    settle();
    ASSERT_EQ(w->size(), QSize(1280, 800));
    for (DatabaseWiring* db : {w->database(), w->database2()}) {
        const QTableView* table = db->panel()->table();
        EXPECT_FALSE(table->visibleRegion().isEmpty()) << db->dock()->objectName().toStdString() << " is covered";
    }
    const Heights shown = heightsOf(*w);
    EXPECT_GE(shown.rows, 6) << shown;
    EXPECT_GE(shown.rows2, 6) << shown;
}
