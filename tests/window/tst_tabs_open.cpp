// Opening and closing games in tabs (issue 27 part 6): a failed open leaves the tabs as they were
// and names the problem; a file or database game already open in a tab is shown there instead of
// in a second tab; Ctrl+W asks once for its tab; quitting with several modified tabs asks once,
// listing them all.
#include "tabstest.h"
#include "gamenavigation.h"

#include "databasewiring.h"
#include "documentlist.h"
#include "gamedocument.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QTabBar>
#include <QUndoStack>

using namespace kibitz;

namespace {

using kibitz::test::GameA;
using kibitz::test::GameB;
using kibitz::test::readAll;
using kibitz::test::writeAll;

// Three games; the second one breaks at its third move (a king cannot go to e3).
const QByteArray Database = "[Event \"One\"]\n[White \"Eva\"]\n[Black \"Finn\"]\n[Result \"*\"]\n\n1. c4 c5 *\n\n"
                            "[Event \"Two\"]\n[White \"Gus\"]\n[Black \"Hal\"]\n[Result \"*\"]\n\n1. e4 e5 2. Ke3 *\n\n"
                            "[Event \"Three\"]\n[White \"Ida\"]\n[Black \"Jon\"]\n[Result \"*\"]\n\n1. g3 g6 *\n";

} // namespace

class TabsOpenTest : public kibitz::test::TabsTest {
protected:
    // The window's Games panel shows db.pgn, indexed whole.
    static bool openDatabase(MainWindow& w, const QString& file)
    {
        QString error;
        if (!w.database()->openDatabase(file, &error)) {
            ADD_FAILURE() << error.toStdString();
            return false;
        }
        return QTest::qWaitFor([&w] { return !w.database()->isIndexing(); }, 30000);
    }
};

// Each failure is told, naming the file, and the game shown (with its unsaved move) stays in the
// only tab: no empty tab is left behind.
TEST_F(TabsOpenTest, AFailedOpenLeavesTheTabsAsTheyWere)
{
    ASSERT_TRUE(writeAll(path("a.pgn"), GameA));
    ASSERT_TRUE(writeAll(path("garbage.pgn"), "A shopping list: bread, milk, eggs.\n"));
    ASSERT_TRUE(writeAll(path("broken.pgn"), "[White \"X\"]\n[Black \"Y\"]\n\n1. e4 e5 2. Ke3 *\n"));
    ASSERT_TRUE(writeAll(path("bad.fen"), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1\n"));
    ASSERT_TRUE(writeAll(path("notes.txt"), "nothing chess here\n"));
    m_startFile = path("a.pgn");
    auto w = makeWindow(false);
    w->model()->navigation()->toEnd();
    play(*w, {"Nc6"}); // the game shown has work in it: a game opened now would take a new tab
    for (const char* name : {"missing.pgn", "garbage.pgn", "broken.pgn", "bad.fen", "notes.txt"}) {
        m_warnings.clear();
        w->files()->openPath(path(QString::fromLatin1(name)));
        EXPECT_EQ(w->documents()->count(), 1) << name << ": " << tabTitles(*w).join('|').toStdString();
        EXPECT_EQ(w->tabBar()->count(), 1) << name << ": " << m_warnings.join(QLatin1Char('\n')).toStdString();
        ASSERT_EQ(m_warnings.size(), 1) << name;
        EXPECT_TRUE(m_warnings.first().contains(QString::fromLatin1(name))) << m_warnings.first().toStdString();
        EXPECT_TRUE(w->model()->pgn().contains("2. Nf3 Nc6")) << name;
        EXPECT_TRUE(w->document()->isModified()) << name;
        EXPECT_EQ(w->document()->filePath(), path("a.pgn")) << name;
    }
    EXPECT_TRUE(m_prompted.isEmpty()) << "nothing was replaced, so nothing was asked";
}

// `kibitz a.pgn missing.pgn bad.fen b.pgn`: two tabs, two problems told.
TEST_F(TabsOpenTest, FilesThatFailOnTheCommandLineGetNoTab)
{
    ASSERT_TRUE(writeAll(path("a.pgn"), GameA));
    ASSERT_TRUE(writeAll(path("b.pgn"), GameB));
    ASSERT_TRUE(writeAll(path("bad.fen"), "8/8/8/8/8/8/8/8 w - - 0 1\n")); // no kings
    m_startFile = path("a.pgn");
    m_moreStartFiles = {path("missing.pgn"), path("bad.fen"), path("b.pgn")};
    auto w = makeWindow(false);
    ASSERT_TRUE(QTest::qWaitFor([this] { return m_warnings.size() >= 2; }));
    EXPECT_EQ(w->documents()->count(), 2) << tabTitles(*w).join('|').toStdString();
    EXPECT_EQ(w->documents()->at(0)->filePath(), path("a.pgn"));
    EXPECT_EQ(w->documents()->at(1)->filePath(), path("b.pgn"));
    EXPECT_TRUE(m_warnings.join('\n').contains("missing.pgn")) << m_warnings.join('\n').toStdString();
    EXPECT_TRUE(m_warnings.join('\n').contains("bad.fen")) << m_warnings.join('\n').toStdString();
}

// A database game that cannot be read leaves the tabs as they were, too.
TEST_F(TabsOpenTest, ABrokenDatabaseGameGetsNoTab)
{
    ASSERT_TRUE(writeAll(path("db.pgn"), Database));
    auto w = makeWindow(false);
    play(*w, {"e4"});
    ASSERT_TRUE(openDatabase(*w, path("db.pgn")));
    QString error;
    EXPECT_FALSE(w->database()->openGame(2, &error));
    EXPECT_FALSE(error.isEmpty());
    EXPECT_EQ(w->documents()->count(), 1) << tabTitles(*w).join('|').toStdString();
    EXPECT_EQ(w->model()->pgn().contains("1. e4 *"), true) << w->model()->pgn().toStdString();
}

// The same file, however it is named, is shown where it is open; its unsaved move stays.
TEST_F(TabsOpenTest, AFileOpenInATabIsShownThereNotOpenedAgain)
{
    auto w = twoFiles();
    w->model()->navigation()->toEnd();
    play(*w, {"c4"}); // b.pgn, unsaved
    ASSERT_TRUE(QDir().mkdir(path("sub")));
    ASSERT_TRUE(QFile::link(path("a.pgn"), path("link.pgn")));
    for (const QString& name : {path("a.pgn"), path("sub/../a.pgn"), path("link.pgn")}) {
        w->documents()->setCurrent(1);
        QString error;
        EXPECT_TRUE(w->files()->openFile(name, &error)) << error.toStdString();
        EXPECT_EQ(w->documents()->count(), 2) << name.toStdString() << ": " << tabTitles(*w).join('|').toStdString();
        EXPECT_EQ(w->documents()->currentIndex(), 0) << name.toStdString();
        EXPECT_EQ(w->tabBar()->currentIndex(), 0) << name.toStdString();
    }
    QString error;
    EXPECT_TRUE(w->files()->openFile(path("b.pgn"), &error)) << error.toStdString();
    EXPECT_EQ(w->documents()->count(), 2);
    EXPECT_EQ(w->documents()->currentIndex(), 1);
    EXPECT_TRUE(w->model()->pgn().contains("2. c4")) << "not read again: the unsaved move stays";
    EXPECT_TRUE(w->document()->isModified());
    EXPECT_TRUE(m_prompted.isEmpty());
}

// The same game of the same database is shown where it is open; another game gets a tab.
TEST_F(TabsOpenTest, ADatabaseGameOpenInATabIsShownThere)
{
    ASSERT_TRUE(writeAll(path("db.pgn"), Database));
    auto w = makeWindow(false);
    play(*w, {"e4"});
    ASSERT_TRUE(openDatabase(*w, path("db.pgn")));
    QString error;
    ASSERT_TRUE(w->database()->openGame(3, &error)) << error.toStdString();
    ASSERT_EQ(w->documents()->count(), 2);
    w->documents()->setCurrent(0);
    ASSERT_TRUE(w->database()->openGame(3, &error)) << error.toStdString();
    EXPECT_EQ(w->documents()->count(), 2) << tabTitles(*w).join('|').toStdString();
    EXPECT_EQ(w->documents()->currentIndex(), 1);
    EXPECT_TRUE(w->windowTitle().contains("Ida vs Jon")) << w->windowTitle().toStdString();
    ASSERT_TRUE(w->database()->openGame(1, &error)) << error.toStdString();
    EXPECT_EQ(w->documents()->count(), 3) << "another game of the same database: a tab of its own";
    EXPECT_TRUE(w->windowTitle().contains("Eva vs Finn")) << w->windowTitle().toStdString();
}

// A tab whose undo history holds two unsaved games is asked about once, naming both.
TEST_F(TabsOpenTest, ClosingATabAsksOnceForAllItsUnsavedGames)
{
    auto w = makeWindow(false);
    w->newTab();
    play(*w, {"e4", "e5"});
    w->actions().newGame->trigger(); // the same tab, a second game in its history
    play(*w, {"d4"});
    m_answer = UnsavedGuard::Answer::Cancel;
    w->actions().closeTab->trigger();
    ASSERT_EQ(m_prompted.size(), 1) << m_prompted.join('|').toStdString();
    EXPECT_TRUE(m_prompted.first().contains("earlier")) << m_prompted.first().toStdString();
    EXPECT_EQ(w->documents()->count(), 2);
    EXPECT_EQ(w->model()->san(w->model()->cursor()), "d4") << "Cancel: the game shown stays";
    m_answer = UnsavedGuard::Answer::Discard;
    w->actions().closeTab->trigger();
    EXPECT_EQ(m_prompted.size(), 2) << m_prompted.join('|').toStdString();
    EXPECT_EQ(w->documents()->count(), 1);
}

// One question at quit lists every modified tab; Save All writes each to its own file.
TEST_F(TabsOpenTest, QuittingAsksOnceListingEveryModifiedTab)
{
    auto w = twoFiles();
    w->model()->navigation()->toEnd();
    play(*w, {"c4"}); // b.pgn
    w->documents()->setCurrent(0);
    w->model()->navigation()->toEnd();
    play(*w, {"Nc6"}); // a.pgn
    m_answer = UnsavedGuard::Answer::Cancel;
    EXPECT_FALSE(w->close());
    ASSERT_EQ(m_prompted.size(), 1);
    EXPECT_TRUE(m_prompted.first().contains("Anna vs Bert")) << m_prompted.first().toStdString();
    EXPECT_TRUE(m_prompted.first().contains("Cleo vs Dan")) << m_prompted.first().toStdString();
    EXPECT_EQ(w->documents()->count(), 2);
    EXPECT_EQ(w->documents()->currentIndex(), 0) << "Cancel: the tab shown stays";
    m_answer = UnsavedGuard::Answer::Save; // Save All
    EXPECT_TRUE(w->close());
    EXPECT_EQ(m_prompted.size(), 2) << "one question per quit, not one per tab";
    EXPECT_TRUE(readAll(path("a.pgn")).contains("2. Nf3 Nc6")) << readAll(path("a.pgn")).toStdString();
    EXPECT_TRUE(readAll(path("b.pgn")).contains("2. c4")) << readAll(path("b.pgn")).toStdString();
    EXPECT_FALSE(readAll(path("a.pgn")).contains("c4"));
    EXPECT_FALSE(readAll(path("b.pgn")).contains("Nc6"));
}

// Discard All closes without writing either file.
TEST_F(TabsOpenTest, DiscardAllAtQuitWritesNoTab)
{
    auto w = twoFiles();
    w->model()->navigation()->toEnd();
    play(*w, {"c4"});
    w->documents()->setCurrent(0);
    w->model()->navigation()->toEnd();
    play(*w, {"Nc6"});
    m_answer = UnsavedGuard::Answer::Discard;
    EXPECT_TRUE(w->close());
    EXPECT_EQ(m_prompted.size(), 1);
    EXPECT_EQ(readAll(path("a.pgn")), GameA);
    EXPECT_EQ(readAll(path("b.pgn")), GameB);
}

// A last session whose other tabs cannot come back (a game that no longer reads, a file gone, a
// file another tab shows) brings back the tabs that can, and no empty ones.
TEST_F(TabsOpenTest, TheSessionLeavesNoEmptyTabForAGameThatCannotComeBack)
{
    auto first = twoFiles();
    SessionJournal::Snapshot kept = first->document()->sessionEntry(); // b.pgn's tab
    SessionJournal::Snapshot broken;
    broken.pgn = QStringLiteral("[White \"X\"]\n\n1. e4 e5 2. Ke3 *\n");
    SessionJournal::Snapshot gone;
    gone.source.path = path("gone.pgn");
    SessionJournal::Snapshot again; // b.pgn once more, by its file alone
    again.source.path = path("b.pgn");
    kept.otherTabs = {first->documents()->at(0)->sessionEntry(), broken, gone, again};
    kept.tabIndex = 1;
    ASSERT_TRUE(first->saveSession(kept));
    first.reset(); // no close: the session stays as written
    m_startFile.clear();
    m_moreStartFiles.clear();
    auto w = makeWindow(true);
    ASSERT_EQ(w->documents()->count(), 2) << tabTitles(*w).join('|').toStdString();
    EXPECT_EQ(w->documents()->at(0)->filePath().toStdString(), path("a.pgn").toStdString());
    EXPECT_EQ(w->documents()->at(1)->filePath().toStdString(), path("b.pgn").toStdString());
    EXPECT_EQ(w->documents()->currentIndex(), 1) << "the tab that was shown";
}
