// The window's layout measured where a tester found it wanting (xvfb-run, real shown windows): a
// 640x480 window keeps its size and leaves the board half its width; a game's long title is
// elided in its tab, whole in the tooltip; the Games panel's count does not widen the right-hand
// column; the docks' tab titles read whole at 1280x800 in every language.
#include "managewindow.h"

#include "boardviewport.h"
#include "databasewiring.h"
#include "startup.h"

#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QStyle>
#include <QTabBar>
#include <QTranslator>

using namespace kibitz;
using kibitz::test::ManageWindow;
using kibitz::test::WindowTest;
using kibitz::test::generated;

namespace {

// Whether the tab's text is drawn shorter than it is: its rectangle has less room than the text's
// width plus the style's padding (what QTabBar gives a tab it does not elide).
bool tabElided(const QTabBar* bar, int index)
{
    const int padding = bar->style()->pixelMetric(QStyle::PM_TabBarTabHSpace, nullptr, bar);
    return bar->tabRect(index).width() < bar->fontMetrics().horizontalAdvance(bar->tabText(index)) + padding;
}

// The tab bars QMainWindow makes for its tabbed docks (the game tabs are not among them).
QList<QTabBar*> dockTabBars(MainWindow& w)
{
    QList<QTabBar*> bars;
    for (QTabBar* bar : w.findChildren<QTabBar*>())
        if (bar != w.tabBar() && bar->parentWidget() == &w && bar->isVisible())
            bars << bar;
    return bars;
}

// Shows w at size and waits until the window has it.
bool showAt(MainWindow& w, QSize size)
{
    w.resize(size);
    w.show();
    return QTest::qWaitForWindowExposed(&w) && QTest::qWaitFor([&] { return w.size() == size; }, 5000);
}

// Removes every translator installTranslations() put on the application.
void removeTranslators()
{
    for (QTranslator* t : qApp->findChildren<QTranslator*>()) {
        QCoreApplication::removeTranslator(t);
        delete t;
    }
    QLocale::setDefault(QLocale::c());
}

} // namespace

// At 640x480 the side panels give way: the window keeps its size, the board half its width, and
// no dock covers it.
TEST_F(WindowTest, At640x480TheBoardKeepsHalfTheWindowsWidth)
{
    auto w = makeWindow(false);
    w->resize(640, 480);
    w->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(w.get()));
    EXPECT_TRUE(QTest::qWaitFor([&] { return w->size() == QSize(640, 480); }, 5000))
        << "the window is " << w->width() << "x" << w->height() << ", its minimum "
        << w->minimumSizeHint().width() << "x" << w->minimumSizeHint().height();
    // The column gives way on the event loop's turn after the window's new size.
    (void)QTest::qWaitFor([&] { return 2 * w->viewport()->width() >= w->width(); }, 5000);
    const int board = w->viewport()->width();
    std::printf("board %dx%d in a %dx%d window\n", board, w->viewport()->height(), w->width(), w->height());
    EXPECT_GE(2 * board, w->width()) << "the board is " << board << " px wide";
    const QRect boardRect(w->viewport()->mapTo(w.get(), QPoint()), w->viewport()->size());
    for (QDockWidget* dock : w->findChildren<QDockWidget*>()) {
        if (dock->isVisible() && !dock->isFloating()) {
            EXPECT_FALSE(dock->geometry().intersects(boardRect)) << dock->objectName().toStdString();
            // Not squeezed below what its controls need (they would be cut off).
            EXPECT_GE(dock->width(), dock->minimumSizeHint().width()) << dock->objectName().toStdString();
            EXPECT_GE(dock->height(), dock->minimumSizeHint().height()) << dock->objectName().toStdString();
        }
    }
}

// A game whose players and file make a long title shows it elided in its tab, whole in the tooltip.
TEST_F(WindowTest, ALongGameTitleIsElidedInItsTab)
{
    const QByteArray longGame = "[Event \"Championnat international open de parties rapides\"]\n"
                                "[White \"Whiteplayer-Longname, Alexander Maximilian\"]\n"
                                "[Black \"Blackplayer-Longname, Konstantin Vladimirovich\"]\n"
                                "[Result \"*\"]\n\n1. e4 e5 *\n";
    ASSERT_TRUE(test::writeAll(path("a-file-with-a-long-name-of-rapid-games.pgn"), longGame));
    ASSERT_TRUE(test::writeAll(path("b.pgn"), "[White \"Anna\"]\n[Black \"Bert\"]\n[Result \"*\"]\n\n1. d4 *\n"));
    m_startFile = path("a-file-with-a-long-name-of-rapid-games.pgn");
    m_moreStartFiles = {path("b.pgn")};
    auto w = makeWindow(false);
    ASSERT_TRUE(showAt(*w, QSize(1280, 800)));
    QTabBar* tabs = w->tabBar();
    ASSERT_EQ(tabs->count(), 2);
    ASSERT_TRUE(tabs->isVisible());
    const QString text = tabs->tabText(0);
    ASSERT_TRUE(text.contains(QStringLiteral("Alexander Maximilian"))) << text.toStdString();
    EXPECT_NE(tabs->elideMode(), Qt::ElideNone);
    EXPECT_TRUE(tabElided(tabs, 0)) << "tab " << tabs->tabRect(0).width() << " px for '" << text.toStdString() << "'";
    EXPECT_LE(tabs->tabRect(0).width(), w->width() / 3);
    EXPECT_TRUE(tabs->tabToolTip(0).contains(text)) << tabs->tabToolTip(0).toStdString();
    EXPECT_FALSE(tabElided(tabs, 1)) << "a short title is elided: " << tabs->tabText(1).toStdString();
}

// The count of a filter ("12 of 3,000 games") leaves the right-hand column its width.
TEST_F(ManageWindow, TheGamesCountLeavesTheColumnItsWidth)
{
    const QString file = path("db.pgn");
    ASSERT_TRUE(test::writeAll(file, generated(1, 3000)));
    auto w = showDatabase(file, 3000, true);
    QDockWidget* dock = w->database()->dock();
    auto* count = dock->findChild<QLabel*>(QStringLiteral("gamesCount"));
    ASSERT_TRUE(count);
    ASSERT_TRUE(QTest::qWaitFor([&] { return dock->isVisible() && count->isVisible(); }, 5000));
    const int before = dock->width();
    const QString all = count->text();
    auto* text = dock->findChild<QLineEdit*>(QStringLiteral("quickFilter"));
    ASSERT_TRUE(text);
    text->setText(QStringLiteral("Player 16")); // as typed: the quick filter
    ASSERT_TRUE(QTest::qWaitFor([&] { return count->text() != all; }, 10000)) << all.toStdString();
    // The layout's answer to the new text arrives as posted events: a width that changes shows
    // once they are handled.
    EXPECT_FALSE(QTest::qWaitFor([&] { return dock->width() != before; }, 500))
        << "'" << count->text().toStdString() << "': the column went from " << before << " to " << dock->width() << " px";
}

// At 1280x800 no dock's tab title is elided, in English and in each translation.
TEST_F(WindowTest, DockTabTitlesReadWholeInEveryLanguage)
{
    for (const char* lang : {"en", "de", "fr", "es", "ru"}) {
        installTranslations(qApp, QString::fromLatin1(lang));
        {
            auto w = makeWindow(false);
            ASSERT_TRUE(showAt(*w, QSize(1280, 800))) << lang;
            const QList<QTabBar*> bars = dockTabBars(*w);
            EXPECT_EQ(bars.size(), 2) << lang;
            for (QTabBar* bar : bars)
                for (int i = 0; i < bar->count(); ++i)
                    EXPECT_FALSE(tabElided(bar, i)) << lang << ": '" << bar->tabText(i).toStdString() << "' in "
                                                    << bar->tabRect(i).width() << " px";
        }
        removeTranslators();
    }
}
