// Managing databases in the window (issue 28 part 2): the Games panel's selection is deleted,
// copied or moved (asked first where games are removed, naming how many), New Database, Add Game,
// Merge and Delete Twin Games; after each write the panel shows the file indexed again. A full
// disk (a real small tmpfs, when the test may mount one) leaves the file as it was and says why.
// (Two panels, games going between them: tst_databasepanels_window.)
#include "managewindow.h"

#include "gamedocument.h"
#include "gamefiles.h"
#include "faultinjection.h"

#include <QFile>
#include <QUndoStack>

using namespace kibitz;
using test::generated;
using test::ManageWindow;

TEST_F(ManageWindow, DeleteAsksNamingHowManyAndThePanelShowsTheNewCount)
{
    const QString file = path("db.pgn");
    const QByteArray bytes = generated(1, 20);
    ASSERT_TRUE(test::writeAll(file, bytes));
    auto w = showDatabase(file, 20);
    DatabaseManage* manage = w->databaseManage();
    select(*w, {1, 2, 4});
    EXPECT_EQ(manage->selectedGames(), (std::vector<int>{1, 2, 4}));
    const int undo = w->model()->undoStack()->count();
    EXPECT_FALSE(manage->deleteSelected()); // declined
    ASSERT_EQ(m_asked.size(), 1);
    EXPECT_TRUE(m_asked.front().contains("Delete 3 games from db.pgn")) << m_asked.front().toStdString();
    EXPECT_EQ(test::readAll(file), bytes);
    m_yes = true;
    ASSERT_TRUE(manage->deleteSelected()) << m_warnings.join('\n').toStdString();
    EXPECT_TRUE(shows(*w, 17));
    const QByteArray after = test::readAll(file);
    EXPECT_EQ(after, generated(1, 1) + generated(4, 1) + generated(6, 15));
    EXPECT_EQ(w->model()->undoStack()->count(), undo) << "the study is not touched";
}

TEST_F(ManageWindow, CopyAndMoveSelectedGamesToAnotherDatabase)
{
    const QString file = path("db.pgn"), other = path("other.pgn");
    ASSERT_TRUE(test::writeAll(file, generated(1, 10)) && test::writeAll(other, generated(100, 2)));
    auto w = showDatabase(file, 10);
    DatabaseManage* manage = w->databaseManage();
    select(*w, {0, 9});
    ASSERT_TRUE(manage->copySelectedTo(other, false)) << m_warnings.join('\n').toStdString();
    EXPECT_TRUE(m_asked.isEmpty()) << "a copy removes nothing: no question";
    EXPECT_EQ(test::readAll(other), generated(100, 2) + generated(1, 1) + generated(10, 1));
    EXPECT_EQ(test::readAll(file), generated(1, 10));
    ASSERT_TRUE(shows(*w, 10));
    select(*w, {3, 5});
    EXPECT_FALSE(manage->copySelectedTo(other, true)); // declined
    EXPECT_TRUE(m_asked.value(0).contains("Move 2 games from db.pgn to other.pgn")) << m_asked.value(0).toStdString();
    EXPECT_EQ(test::readAll(file), generated(1, 10));
    m_yes = true;
    ASSERT_TRUE(manage->copySelectedTo(other, true)) << m_warnings.join('\n').toStdString();
    EXPECT_TRUE(shows(*w, 8));
    EXPECT_EQ(test::readAll(other),
              generated(100, 2) + generated(1, 1) + generated(10, 1) + generated(4, 1) + generated(6, 1));
    EXPECT_EQ(test::readAll(file), generated(1, 3) + generated(5, 1) + generated(7, 4));
}

TEST_F(ManageWindow, NewDatabaseAddGameMergeAndTwins)
{
    const QString file = path("new.pgn"), more = path("more.pgn");
    ASSERT_TRUE(test::writeAll(more, generated(1, 4) + generated(1, 4)));
    auto w = showDatabase(more, 8);
    DatabaseManage* manage = w->databaseManage();
    ASSERT_TRUE(manage->newDatabase(file));
    EXPECT_TRUE(shows(*w, 0));
    EXPECT_EQ(w->database()->shownDatabase(), file);
    play(*w, {"e4", "e5", "Nf3"});
    ASSERT_TRUE(manage->addGameTo(file)) << m_warnings.join('\n').toStdString();
    EXPECT_TRUE(shows(*w, 1));
    EXPECT_TRUE(test::readAll(file).contains("1. e4 e5 2. Nf3")) << test::readAll(file).toStdString();
    ASSERT_TRUE(manage->mergeInto({more})) << m_warnings.join('\n').toStdString();
    EXPECT_TRUE(shows(*w, 9));
    EXPECT_FALSE(manage->deleteTwins()); // declined
    EXPECT_TRUE(m_asked.value(0).contains("holds 4 twin games")) << m_asked.value(0).toStdString();
    m_yes = true;
    ASSERT_TRUE(manage->deleteTwins()) << m_warnings.join('\n').toStdString();
    EXPECT_TRUE(shows(*w, 5));
    const QByteArray after = test::readAll(file);
    EXPECT_TRUE(after.endsWith(generated(1, 4))) << "the first of two equal games stays";
    EXPECT_FALSE(manage->deleteTwins());
    EXPECT_TRUE(m_warnings.last().contains("no twin games")) << m_warnings.last().toStdString();
    // New Database over a file with games asks first, naming how many.
    m_yes = false;
    EXPECT_FALSE(manage->newDatabase(more));
    EXPECT_TRUE(m_asked.last().contains("more.pgn holds 8 games")) << m_asked.last().toStdString();
    EXPECT_EQ(test::readAll(more), generated(1, 4) + generated(1, 4));
}

// The study's game stays savable in place when games around it are deleted; deleting the game
// itself leaves the study a game of no file, with its edits unsaved.
TEST_F(ManageWindow, TheStudysGameFollowsItsPlaceInTheDatabase)
{
    const QString file = path("db.pgn");
    ASSERT_TRUE(test::writeAll(file, generated(1, 10)));
    auto w = showDatabase(file, 10);
    QString error;
    ASSERT_TRUE(w->database()->openGame(5, &error)) << error.toStdString();
    m_yes = true;
    select(*w, {0, 1, 7});
    ASSERT_TRUE(w->databaseManage()->deleteSelected());
    ASSERT_TRUE(shows(*w, 7));
    EXPECT_FALSE(w->document()->isModified());
    play(*w, {"Ngf3"});
    ASSERT_TRUE(w->files()->save());
    ASSERT_TRUE(savesEnded(*w));
    EXPECT_TRUE(m_warnings.isEmpty()) << m_warnings.join('\n').toStdString();
    const QByteArray after = test::readAll(file);
    EXPECT_TRUE(after.startsWith(generated(3, 2))) << after.left(300).toStdString();
    EXPECT_TRUE(after.endsWith(generated(6, 2) + generated(9, 2)));
    EXPECT_TRUE(after.contains("Qxd5 5. Ngf3"));
    EXPECT_FALSE(w->document()->isModified());
    ASSERT_TRUE(shows(*w, 7));
    select(*w, {2}); // the study's game
    ASSERT_TRUE(w->databaseManage()->deleteSelected());
    EXPECT_TRUE(w->document()->filePath().isEmpty());
    EXPECT_TRUE(w->document()->isModified()) << "its game is in no file now";
}

// The title's "game N of M" follows the file's count each time the Games panel indexes it again:
// after another program appended or removed games, and after Kibitz's own copy into the file
// and delete from it (the count stayed as it was when the game was opened).
TEST_F(ManageWindow, TheTitlesCountFollowsTheFileIndexedAgain)
{
    const QString file = path("db.pgn"), other = path("other.pgn");
    ASSERT_TRUE(test::writeAll(file, generated(1, 5)) && test::writeAll(other, generated(100, 2)));
    auto w = makeWindow(false);
    QString error;
    ASSERT_TRUE(w->files()->openFile(file, &error)) << error.toStdString();
    ASSERT_TRUE(shows(*w, 5));
    EXPECT_TRUE(w->windowTitle().contains("game 1 of 5 in db.pgn")) << w->windowTitle().toStdString();
    QFile more(file);
    ASSERT_TRUE(more.open(QIODevice::Append) && more.write(generated(6, 1)) > 0); // another program
    more.close();
    ASSERT_TRUE(shows(*w, 6));
    EXPECT_TRUE(w->windowTitle().contains("game 1 of 6 in db.pgn")) << w->windowTitle().toStdString();
    ASSERT_TRUE(test::writeAll(file, generated(1, 4)));
    ASSERT_TRUE(shows(*w, 4));
    EXPECT_TRUE(w->windowTitle().contains("game 1 of 4 in db.pgn")) << w->windowTitle().toStdString();

    ASSERT_TRUE(w->database()->openGame(2, &error)) << error.toStdString();
    EXPECT_TRUE(w->windowTitle().contains("game 2 of 4 in db.pgn")) << w->windowTitle().toStdString();
    ASSERT_TRUE(w->database2()->openDatabase(other, &error)) << error.toStdString();
    ASSERT_TRUE(shows(w->database2(), 2));
    select(*w, {0, 1}, w->database2());
    ASSERT_TRUE(w->databaseManage()->copySelectedTo(file, false, w->database2())) << m_warnings.join('\n').toStdString();
    ASSERT_TRUE(shows(*w, 6));
    EXPECT_TRUE(w->windowTitle().contains("game 2 of 6 in db.pgn")) << w->windowTitle().toStdString();
    w->databaseManage()->setAsk([](const QString&, const QString&) { return true; });
    select(*w, {0});
    ASSERT_TRUE(w->databaseManage()->deleteSelected()) << m_warnings.join('\n').toStdString();
    ASSERT_TRUE(shows(*w, 5));
    EXPECT_TRUE(w->windowTitle().contains("game 1 of 5 in db.pgn")) << w->windowTitle().toStdString();
}

#ifdef Q_OS_LINUX
TEST_F(ManageWindow, AFullDiskLeavesTheDatabaseAsItWasAndSaysWhy)
{
    const QString mountPoint = path("small");
    test::SmallTmpfs tmpfs(mountPoint, 512);
    if (!tmpfs.isMounted())
        GTEST_SKIP() << "skipped: cannot mount a tmpfs here (needs root)";
    const QString file = mountPoint + "/db.pgn";
    const QByteArray bytes = generated(1, 300);
    ASSERT_TRUE(test::writeAll(file, bytes));
    auto w = showDatabase(file, 300);
    ASSERT_TRUE(tmpfs.fill());
    m_yes = true;
    select(*w, {0, 1});
    EXPECT_FALSE(w->databaseManage()->deleteSelected());
    ASSERT_FALSE(m_warnings.isEmpty());
    EXPECT_TRUE(m_warnings.last().contains(QString::fromLocal8Bit(strerror(ENOSPC)))) << m_warnings.last().toStdString();
    EXPECT_EQ(test::readAll(file), bytes);
    EXPECT_TRUE(shows(*w, 300));
}
#endif
