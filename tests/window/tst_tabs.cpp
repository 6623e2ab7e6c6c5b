// Several games in tabs (issue 27 part 6; the document list of issue 30): each tab has its own
// game, file, undo history and cursor; files from the command line stand in tabs of their own;
// the session and the journal keep every tab.
#include "tabstest.h"
#include "gamenavigation.h"

#include "documentlist.h"
#include "gamedocument.h"
#include "panels/moveentry.h"
#include "sessionjournal.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QFile>
#include <QLineEdit>
#include <QMessageBox>
#include <QTabBar>
#include <QTimer>
#include <QUndoStack>

using namespace kibitz;

using kibitz::test::GameA;
using kibitz::test::GameB;
using kibitz::test::readAll;
using kibitz::test::TabsTest;
using kibitz::test::writeAll;

TEST_F(TabsTest, TwoFilesOnTheCommandLineStandInTwoTabs)
{
    auto w = twoFiles();
    ASSERT_EQ(w->documents()->count(), 2);
    EXPECT_EQ(w->documents()->currentIndex(), 1) << "the last one is shown";
    EXPECT_EQ(w->documents()->at(0)->filePath(), path("a.pgn"));
    EXPECT_EQ(w->documents()->at(1)->filePath(), path("b.pgn"));
    EXPECT_EQ(w->document()->filePath(), path("b.pgn"));
    EXPECT_TRUE(w->windowTitle().contains("Cleo vs Dan")) << w->windowTitle().toStdString();
    EXPECT_TRUE(w->model()->pgn().contains("1. d4 d5"));
    ASSERT_EQ(w->tabBar()->count(), 2);
    EXPECT_FALSE(w->tabBar()->isHidden());
    EXPECT_TRUE(w->tabBar()->tabText(0).contains("Anna vs Bert")) << w->tabBar()->tabText(0).toStdString();
    EXPECT_EQ(w->tabBar()->currentIndex(), 1);

    w->actions().previousTab->trigger(); // Ctrl+Shift+Tab
    EXPECT_EQ(w->documents()->currentIndex(), 0);
    EXPECT_TRUE(w->model()->pgn().contains("2. Nf3")) << "the model shows tab A's game";
    EXPECT_TRUE(w->windowTitle().contains("Anna vs Bert")) << w->windowTitle().toStdString();
    EXPECT_EQ(w->tabBar()->currentIndex(), 0);
    w->actions().nextTab->trigger(); // Ctrl+Tab
    EXPECT_EQ(w->documents()->currentIndex(), 1);
    EXPECT_TRUE(m_warnings.isEmpty()) << m_warnings.join('\n').toStdString();
}

// A single game looks as before: one document, no tab bar.
TEST_F(TabsTest, OneGameShowsNoTabBar)
{
    auto w = makeWindow(false);
    EXPECT_EQ(w->documents()->count(), 1);
    EXPECT_TRUE(w->tabBar()->isHidden());
    w->newTab();
    EXPECT_EQ(w->documents()->count(), 2);
    EXPECT_FALSE(w->tabBar()->isHidden());
    EXPECT_TRUE(w->closeTab(1));
    EXPECT_TRUE(w->tabBar()->isHidden());
}

TEST_F(TabsTest, AMovePlayedAndSavedInOneTabNeverReachesTheOther)
{
    auto w = twoFiles();
    w->model()->navigation()->toEnd();
    play(*w, {"c4"});
    EXPECT_TRUE(w->document()->isModified());
    w->actions().savePgn->trigger();
    ASSERT_TRUE(savesEnded(*w));
    EXPECT_TRUE(readAll(path("b.pgn")).contains("2. c4"));
    EXPECT_EQ(readAll(path("a.pgn")), GameA) << "the other tab's file is untouched";
    w->documents()->setCurrent(0);
    EXPECT_FALSE(w->model()->pgn().contains("c4")) << w->model()->pgn().toStdString();
    EXPECT_FALSE(w->document()->isModified());
    EXPECT_FALSE(w->documents()->at(1)->isModified());
    // Saving tab A now writes A's game to A's file only.
    w->model()->navigation()->toEnd();
    play(*w, {"Nc6"});
    w->actions().savePgn->trigger();
    ASSERT_TRUE(savesEnded(*w));
    EXPECT_TRUE(readAll(path("a.pgn")).contains("2. Nf3 Nc6"));
    EXPECT_FALSE(readAll(path("b.pgn")).contains("Nc6"));
}

TEST_F(TabsTest, UndoInOneTabNeverChangesTheOther)
{
    auto w = twoFiles();
    w->model()->navigation()->toEnd();
    play(*w, {"c4", "e6"}); // tab B
    w->documents()->setCurrent(0);
    EXPECT_EQ(w->model()->undoStack()->count(), 1) << "tab A's history holds only its opening";
    EXPECT_TRUE(w->actions().undo->text().contains("a.pgn")) << w->actions().undo->text().toStdString();
    w->model()->navigation()->toEnd();
    play(*w, {"Nc6"}); // tab A
    ASSERT_TRUE(w->actions().undo->isEnabled());
    w->actions().undo->trigger();
    EXPECT_FALSE(w->model()->pgn().contains("Nc6"));
    w->documents()->setCurrent(1);
    EXPECT_TRUE(w->model()->pgn().contains("2. c4 e6")) << w->model()->pgn().toStdString();
    EXPECT_EQ(w->model()->undoStack()->count(), 3); // Open b.pgn, c4, e6
    w->actions().undo->trigger();
    EXPECT_TRUE(w->model()->pgn().contains("2. c4 *")) << w->model()->pgn().toStdString();
    w->documents()->setCurrent(0);
    EXPECT_TRUE(w->model()->pgn().contains("2. Nf3 *")) << w->model()->pgn().toStdString();
    w->actions().redo->trigger();
    EXPECT_TRUE(w->model()->pgn().contains("2. Nf3 Nc6")) << "tab A's redo is its own";
    w->documents()->setCurrent(1);
    EXPECT_TRUE(w->model()->pgn().contains("2. c4 *")) << w->model()->pgn().toStdString();
}

// Ctrl+W asks about unsaved changes; Cancel keeps the tab, Discard closes it.
TEST_F(TabsTest, ClosingATabAsksWhenItHasUnsavedChanges)
{
    auto w = twoFiles();
    EXPECT_TRUE(w->closeTab(1)) << "nothing unsaved: closed without a question";
    EXPECT_TRUE(m_prompted.isEmpty());
    ASSERT_EQ(w->documents()->count(), 1);
    EXPECT_EQ(w->document()->filePath(), path("a.pgn"));
    w->newTab();
    play(*w, {"e4"});
    m_answer = UnsavedGuard::Answer::Cancel;
    w->actions().closeTab->trigger();
    EXPECT_EQ(m_prompted.size(), 1);
    EXPECT_EQ(w->documents()->count(), 2);
    m_answer = UnsavedGuard::Answer::Discard;
    w->actions().closeTab->trigger();
    EXPECT_EQ(w->documents()->count(), 1);
    EXPECT_EQ(w->document()->filePath(), path("a.pgn"));
}

// A file opens in the tab of an untouched new game, else in a new tab.
TEST_F(TabsTest, AFileOpensInANewTabUnlessTheGameShownIsUntouched)
{
    ASSERT_TRUE(writeAll(path("a.pgn"), GameA));
    ASSERT_TRUE(writeAll(path("b.pgn"), GameB));
    auto w = makeWindow(false);
    QString error;
    ASSERT_TRUE(w->files()->openFile(path("a.pgn"), &error)) << error.toStdString();
    EXPECT_EQ(w->documents()->count(), 1);
    ASSERT_TRUE(w->files()->openFile(path("b.pgn"), &error)) << error.toStdString();
    EXPECT_EQ(w->documents()->count(), 2);
    EXPECT_EQ(w->documents()->at(0)->filePath(), path("a.pgn"));
    EXPECT_TRUE(m_prompted.isEmpty()) << "nothing is replaced, so nothing is asked";
}

// The last session brings back every tab, its file, unsaved edits and cursor, and the tab shown.
TEST_F(TabsTest, TheSessionKeepsEveryTab)
{
    {
        auto w = twoFiles();
        w->model()->navigation()->toEnd();
        play(*w, {"c4"}); // tab B: unsaved
        w->documents()->setCurrent(0);
        w->model()->navigation()->forward();
        m_answer = UnsavedGuard::Answer::Cancel;
        EXPECT_FALSE(w->close()) << "tab B's unsaved move is asked about";
        EXPECT_EQ(m_prompted.size(), 1);
        EXPECT_EQ(w->documents()->currentIndex(), 0) << "Cancel: the tab shown stays";
        m_answer = UnsavedGuard::Answer::Save;
        EXPECT_TRUE(w->close());
        EXPECT_EQ(m_prompted.size(), 2);
    }
    reopenSettings();
    m_startFile.clear();
    m_moreStartFiles.clear();
    auto w = makeWindow(true);
    ASSERT_EQ(w->documents()->count(), 2);
    EXPECT_EQ(w->documents()->currentIndex(), 0);
    EXPECT_EQ(w->documents()->at(0)->filePath(), path("a.pgn"));
    EXPECT_EQ(w->documents()->at(1)->filePath(), path("b.pgn"));
    EXPECT_EQ(w->model()->san(w->model()->cursor()), "e4") << "tab A's cursor";
    w->documents()->setCurrent(1);
    EXPECT_TRUE(w->model()->pgn().contains("2. c4")) << w->model()->pgn().toStdString();
    EXPECT_TRUE(readAll(path("b.pgn")).contains("2. c4")) << "saved when asked at close";
}

// The crash journal's slot holds every tab (the e2e test kills the program and recovers it).
TEST_F(TabsTest, TheAutosaveSlotHoldsEveryTab)
{
    auto w = twoFiles();
    w->model()->navigation()->toEnd();
    play(*w, {"c4"});
    w->documents()->setCurrent(0);
    ASSERT_TRUE(QTest::qWaitFor([&] { return !w->autosavePending(); }));
    const std::optional<SessionJournal::Snapshot> slot = SessionJournal::decode(readAll(w->journal()->slotPath()));
    ASSERT_TRUE(slot);
    EXPECT_EQ(slot->tabIndex, 0);
    EXPECT_EQ(slot->source.path, path("a.pgn"));
    EXPECT_FALSE(slot->modified);
    ASSERT_EQ(slot->otherTabs.size(), 1u);
    EXPECT_EQ(slot->otherTabs[0].source.path, path("b.pgn"));
    EXPECT_TRUE(slot->otherTabs[0].modified);
    EXPECT_TRUE(slot->otherTabs[0].pgn.contains("2. c4"));
    EXPECT_TRUE(slot->anyModified()) << "so that recovery offers it";
}

// After a crash the question names the games that had unsaved changes. It named the game shown,
// though only another tab's game was changed: Discard then lost edits the question never named.
TEST_F(TabsTest, TheRecoveryQuestionNamesTheGamesWithUnsavedChanges)
{
    {
        auto w = twoFiles();
        w->model()->navigation()->toEnd();
        play(*w, {"c4"}); // in b.pgn (Cleo vs Dan)
        w->documents()->setCurrent(0); // Anna vs Bert shown, unchanged
        ASSERT_TRUE(QTest::qWaitFor([&] { return !w->autosavePending(); }));
        // The slot as a crash leaves it: a copy no running window holds.
        ASSERT_TRUE(QFile::copy(w->journal()->slotPath(), path("session/autosave-20260101-000000000-1.json")));
        w->journal()->closeCleanly();
    }
    reopenSettings();
    m_realRecoveryQuestion = true;
    QString asked;
    QTimer answer;
    QObject::connect(&answer, &QTimer::timeout, [&] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box)
            return;
        asked = box->text();
        box->escapeButton()->click(); // Later
        answer.stop();
    });
    answer.start(10);
    auto w = makeWindow(false);
    ASSERT_FALSE(asked.isEmpty()) << "no recovery question";
    EXPECT_TRUE(asked.contains("Cleo vs Dan")) << asked.toStdString();
    EXPECT_FALSE(asked.contains("Anna vs Bert") || asked.contains("a.pgn")) << asked.toStdString();
}

// A game without players in a file of many is named by its place, as its tab is: the question on
// closing named it "many.pgn", which does not tell which of the file's games has the changes.
TEST_F(TabsTest, AGameWithoutPlayersIsNamedByItsPlaceInTheFile)
{
    ASSERT_TRUE(writeAll(path("many.pgn"), "[Event \"Study\"]\n\n1. e4 *\n\n[Event \"Study\"]\n\n1. d4 *\n\n"
                                           "[Event \"Study\"]\n\n1. c4 *\n"));
    m_startFile = path("many.pgn");
    auto w = makeWindow(false);
    ASSERT_TRUE(w->model()->pgn().contains("1. e4")) << w->model()->pgn().toStdString();
    w->model()->navigation()->toEnd();
    play(*w, {"e5"});
    m_answer = UnsavedGuard::Answer::Cancel;
    EXPECT_FALSE(w->close());
    EXPECT_EQ(m_prompted, QStringList{"game 1 of 3 in many.pgn"});
}

// Tester's F3: a new game's tab ("new game", no players, no file) showed no star once edited,
// while a file's tab did; the window showed it either way.
TEST_F(TabsTest, EveryModifiedTabShowsTheStar)
{
    auto w = twoFiles();
    w->model()->navigation()->toEnd();
    play(*w, {"c4"}); // tab B, a file's game
    const QString fileTab = w->tabBar()->tabText(1);
    EXPECT_TRUE(fileTab.contains('*')) << fileTab.toStdString();
    w->newTab();
    ASSERT_EQ(w->documents()->currentIndex(), 2);
    EXPECT_FALSE(w->tabBar()->tabText(2).contains('*')) << w->tabBar()->tabText(2).toStdString();
    EXPECT_FALSE(w->isWindowModified());
    play(*w, {"e4"});
    const QString newTab = w->tabBar()->tabText(2);
    EXPECT_EQ(newTab.toStdString(), (w->document()->displayName() + '*').toStdString());
    EXPECT_TRUE(w->isWindowModified());
    EXPECT_TRUE(w->windowTitle().contains("[*]")) << w->windowTitle().toStdString();
    w->model()->undoStack()->undo();
    EXPECT_FALSE(w->tabBar()->tabText(2).contains('*')) << w->tabBar()->tabText(2).toStdString();
    EXPECT_FALSE(w->isWindowModified());
}

// Tester's F8: a move half typed in one tab stayed in the Move: bar after switching tabs, and Enter
// then played it in the other game. The text belongs to the position it was typed at: the switch
// closes the bar and drops it.
TEST_F(TabsTest, SwitchingTabsDropsTheMoveBeingTyped)
{
    auto w = twoFiles();
    MoveEntry* entry = w->moveEntry();
    entry->start("Nf");
    ASSERT_FALSE(entry->isHidden());
    w->actions().previousTab->trigger();
    ASSERT_EQ(w->documents()->currentIndex(), 0);
    EXPECT_TRUE(entry->isHidden());
    EXPECT_EQ(entry->field()->text().toStdString(), "");
    entry->start("c");
    EXPECT_EQ(entry->field()->text().toStdString(), "c") << "a new start begins from nothing";
}
