// Nothing lost by a save in the window (issue 25): Save As never proposes a database's name and
// asks before a file of more games is replaced (No by default, or the game added instead); a
// save refuses when the file changes between its copy and its rename (another program, another
// window); read-only, hard-linked and deleted files are told about before anything is written.
#include "tst_mainwindow.h"
#include "gamenavigation.h"

#include "databasescan.h"
#include "databasewiring.h"
#include "gamedocument.h"
#include "gamelistmodel.h"
#include "panels/gamespanel.h"

#include "io/safefile.h"
#include "io/saveinto.h"
#include "lockholder.h"

#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QProgressBar>
#include <QSemaphore>
#include <QSignalSpy>
#include <QStatusBar>
#include <QToolButton>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#endif

using namespace kibitz;
using SafeSave = kibitz::test::WindowTest;

namespace {

const QByteArray Game = "[Event \"E\"]\n[White \"W\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 e5 *\n\n";

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool write(const QString& path, const QByteArray& bytes, QIODevice::OpenMode mode = QIODevice::WriteOnly)
{
    QFile f(path);
    return f.open(mode) && f.write(bytes) == bytes.size();
}

int gamesIn(const QString& path) { return io::gamesIn(path).games; }

// Removes the seam however the test ends.
struct SeamGuard {
    ~SeamGuard() { io::testing::setBeforeReplace({}); }
};

} // namespace

class SafeSaveDb : public SafeSave {
protected:
    // A database of count games in a new window, game number opened from the Games panel and
    // a move played in it.
    std::unique_ptr<MainWindow> openEdited(int count, int number)
    {
        m_file = path("db.pgn");
        EXPECT_TRUE(write(m_file, Game.repeated(count)));
        auto w = makeWindow(false);
        QString error;
        EXPECT_TRUE(w->database()->openDatabase(m_file, &error)) << error.toStdString();
        EXPECT_TRUE(QTest::qWaitFor([&] { return !w->database()->isIndexing(); }, 30000));
        emit w->database()->panel()->gameActivated(number, -1);
        EXPECT_EQ(w->document()->source().game, number);
        w->model()->navigation()->toEnd();
        play(*w, {"Nf3"});
        return w;
    }
    QString m_file;
};

// The case: the database changed by another program, Ctrl+S refused, then Save As. It
// proposes another name; the database's own name, chosen anyway, is asked about naming the games
// that would be lost, and the default answer keeps every game.
TEST_F(SafeSaveDb, SaveAsNeverReplacesADatabaseWithOneGame)
{
    auto w = openEdited(40000, 20000);
    ASSERT_TRUE(write(m_file, Game, QIODevice::Append)); // another program adds a game
    const QByteArray before = readAll(m_file);
    ASSERT_TRUE(w->files()->save());
    ASSERT_TRUE(savesEnded(*w));
    ASSERT_EQ(m_warnings.size(), 1);
    EXPECT_TRUE(m_warnings.first().contains("changed")) << m_warnings.first().toStdString();
    ASSERT_EQ(m_saveNameAsked.size(), 1) << "Save As follows the refusal";
    EXPECT_NE(QFileInfo(m_saveNameAsked.first()).fileName(), QString("db.pgn")) << "never the database's name";
    EXPECT_EQ(QFileInfo(m_saveNameAsked.first()).absolutePath(), QFileInfo(m_file).absolutePath());
    EXPECT_FALSE(QFileInfo::exists(m_saveNameAsked.first()));

    m_saveName = m_file; // chosen anyway; the default answer
    EXPECT_FALSE(w->files()->saveAs());
    ASSERT_EQ(m_replaceAsked.size(), 1);
    EXPECT_TRUE(m_replaceAsked.first().contains("40001 games") && m_replaceAsked.first().contains("lose 40000"))
        << m_replaceAsked.first().toStdString();
    EXPECT_TRUE(m_replaceCouldAdd.first()) << "adding the game is offered";
    EXPECT_EQ(readAll(m_file), before);
    EXPECT_TRUE(w->document()->isModified());

    m_replaceAnswer = SaveTarget::Choice::Add;
    ASSERT_TRUE(w->files()->saveAs());
    EXPECT_TRUE(readAll(m_file).startsWith(before));
    EXPECT_EQ(gamesIn(m_file), 40002);
    EXPECT_FALSE(w->document()->isModified());
    EXPECT_TRUE(w->document()->title().contains("game 40002 of 40002 in db.pgn")) << w->document()->title().toStdString();
    play(*w, {"Nc6"}); // and Save then writes it in its new place
    ASSERT_TRUE(w->files()->save());
    ASSERT_TRUE(savesEnded(*w));
    EXPECT_EQ(m_warnings.size(), 1);
    EXPECT_TRUE(readAll(m_file).endsWith("1. e4 e5 2. Nf3 Nc6 *\n"));
    EXPECT_TRUE(readAll(m_file).startsWith(before));
}

// Check twice: 20,000 games appended between the copy and the rename are kept, the save is
// refused, and the game is not shown as saved.
TEST_F(SafeSaveDb, GamesAppendedDuringTheSaveAreKeptAndTheGameStaysUnsaved)
{
    auto w = openEdited(40000, 3);
    const QByteArray more = Game.repeated(20000);
    SeamGuard seam;
    io::testing::setBeforeReplace([&](const QString& target) { write(target, more, QIODevice::Append); });
    const QByteArray before = readAll(m_file);
    ASSERT_TRUE(w->files()->save());
    ASSERT_TRUE(savesEnded(*w));
    EXPECT_EQ(readAll(m_file), before + more);
    EXPECT_TRUE(w->document()->isModified()) << "not shown as saved";
    ASSERT_EQ(m_warnings.size(), 1);
    EXPECT_TRUE(m_warnings.first().contains("changed")) << m_warnings.first().toStdString();
}

// Two windows on one database: the first one's save waits between its copy and its rename while
// the second saves; the first then learns the file changed and refuses, so both edits survive
// (the second's in the file, the first's in its window, unsaved).
TEST_F(SafeSaveDb, TwoWindowsSavingOneDatabaseLoseNoEdit)
{
    auto first = openEdited(40000, 3);
    auto second = makeWindow(false);
    QString error;
    ASSERT_TRUE(second->database()->openDatabase(m_file, &error)) << error.toStdString();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !second->database()->isIndexing(); }, 30000));
    emit second->database()->panel()->gameActivated(5, -1);
    second->model()->navigation()->toEnd();
    play(*second, {"d3"});
    SeamGuard seam;
    QSemaphore paused, resume;
    std::atomic<int> calls{0};
    io::testing::setBeforeReplace([&](const QString&) {
        if (calls++ == 0) { // the first window's save only
            paused.release();
            resume.acquire();
        }
    });
    ASSERT_TRUE(first->files()->save());
    paused.acquire();
    ASSERT_TRUE(second->files()->save());
    ASSERT_TRUE(savesEnded(*second));
    resume.release();
    ASSERT_TRUE(savesEnded(*first));
    EXPECT_FALSE(second->document()->isModified());
    EXPECT_TRUE(first->document()->isModified()) << "the first window learnt the file changed";
    const QByteArray after = readAll(m_file);
    EXPECT_TRUE(after.contains("1. e4 e5 2. d3 *")) << "the second window's edit is kept";
    EXPECT_FALSE(after.contains("2. Nf3"));
    EXPECT_EQ(gamesIn(m_file), 40000);
}

#ifdef Q_OS_UNIX
// A read-only file and a hard-linked file are named and asked about before Save replaces them;
// the default answer writes nothing; a file deleted while open is told, not recreated.
TEST_F(SafeSave, ReadOnlyLinkedAndDeletedFilesAreToldBeforeSaving)
{
    const QString file = path("study.pgn");
    ASSERT_TRUE(write(file, Game + Game));
    m_startFile = file;
    auto w = makeWindow(false);
    w->model()->navigation()->toEnd();
    play(*w, {"Nf3"});
    ASSERT_EQ(::chmod(QFile::encodeName(file).constData(), 0444), 0);
    EXPECT_FALSE(w->files()->save());
    ASSERT_EQ(m_replaceAsked.size(), 1);
    EXPECT_TRUE(m_replaceAsked.last().contains("study.pgn is read-only")) << m_replaceAsked.last().toStdString();
    EXPECT_EQ(readAll(file), Game + Game);
    m_replaceAnswer = SaveTarget::Choice::Replace;
    ASSERT_TRUE(w->files()->save());
    EXPECT_EQ(m_replaceAsked.size(), 2);
    ASSERT_TRUE(savesEnded(*w));
    EXPECT_FALSE(w->document()->isModified());
    EXPECT_TRUE(readAll(file).contains("2. Nf3"));
    struct stat st { };
    ASSERT_EQ(::stat(QFile::encodeName(file).constData(), &st), 0);
    EXPECT_EQ(st.st_mode & 0777, 0444u) << "still read-only";

    ASSERT_EQ(::chmod(QFile::encodeName(file).constData(), 0644), 0);
    ASSERT_EQ(::link(QFile::encodeName(file).constData(), QFile::encodeName(path("other.pgn")).constData()), 0);
    play(*w, {"Nc6"});
    m_replaceAnswer = SaveTarget::Choice::Cancel;
    EXPECT_FALSE(w->files()->save());
    ASSERT_EQ(m_replaceAsked.size(), 3);
    EXPECT_TRUE(m_replaceAsked.last().contains("hard links")) << m_replaceAsked.last().toStdString();
    EXPECT_EQ(readAll(path("other.pgn")), readAll(file)) << "not split";

    ASSERT_TRUE(QFile::remove(file));
    ASSERT_TRUE(QFile::remove(path("other.pgn")));
    ASSERT_TRUE(w->files()->save());
    ASSERT_TRUE(savesEnded(*w));
    ASSERT_EQ(m_warnings.size(), 1);
    EXPECT_TRUE(m_warnings.first().contains("study.pgn no longer exists")) << m_warnings.first().toStdString();
    EXPECT_FALSE(QFileInfo::exists(file)) << "not recreated holding one game";
    EXPECT_TRUE(w->document()->isModified());
}
#endif

#ifdef Q_OS_UNIX
// What killed saves and sessions leave is removed at the next start: the temporary file of a
// save into a recent file, one of the journal's own, and the lock of a session killed before its
// first autosave. The lock of a running window stays.
TEST_F(SafeSave, LeftoversOfKilledSavesAndSessionsGoAtTheNextStart)
{
    const QString sessionDir = path("session"); // where makeWindow()'s journal lives
    ASSERT_TRUE(write(path("db.pgn"), Game + Game));
    m_startFile = path("db.pgn");
    auto running = makeWindow(false); // also puts db.pgn among the recent files
    m_startFile.clear();
    const QString runningLock = running->journal()->slotPath() + ".lock";
    ASSERT_TRUE(QFileInfo::exists(runningLock));
    ASSERT_TRUE(write(path(".db.pgn.kibitz-Ab12Cd"), "half a save"));
    ASSERT_TRUE(write(sessionDir + "/.autosave-x.json.kibitz-Zz9Yy8", "half an autosave"));
    const QString deadLock = sessionDir + "/autosave-20260101-000000000-1.json.lock";
    ASSERT_TRUE(test::leaveDeadLock(deadLock)); // a session killed before it wrote anything

    auto next = makeWindow(false);
    EXPECT_FALSE(QFileInfo::exists(path(".db.pgn.kibitz-Ab12Cd")));
    EXPECT_FALSE(QFileInfo::exists(sessionDir + "/.autosave-x.json.kibitz-Zz9Yy8"));
    EXPECT_FALSE(QFileInfo::exists(deadLock));
    EXPECT_TRUE(QFileInfo::exists(runningLock)) << "a running window's lock stays";
    EXPECT_EQ(readAll(path("db.pgn")), Game + Game);
}
#endif

// After a kill that came just after the rename, the journal knows the file as it was before
// that save: the recovered study (here under --no-restore, which still offers it) saves without
// being refused as "changed by another program".
TEST_F(SafeSaveDb, AfterAKillJustAfterTheRenameSaveIsNotRefused)
{
    auto w = openEdited(1000, 3);
    w->autosave(); // the journal: Nf3 unsaved, the file as it was
    const io::WriteResult renamed = io::writeGameInPlace(w->document()->source(), w->model()->game());
    ASSERT_TRUE(renamed.ok) << renamed.error.toStdString(); // the save's rename, then the kill
    w.reset(); // no clean close: the slot stays, as after a kill
    const QByteArray saved = readAll(m_file);
    reopenSettings();
    m_recoveryAnswer = MainWindow::RecoveryAnswer::Recover;
    auto again = makeWindow(false);
    ASSERT_EQ(m_recoveryOffers.size(), 1) << "offered with --no-restore too";
    ASSERT_TRUE(again->document()->isModified());
    ASSERT_TRUE(again->files()->save());
    ASSERT_TRUE(savesEnded(*again));
    EXPECT_TRUE(m_warnings.isEmpty()) << m_warnings.join("\n").toStdString();
    EXPECT_FALSE(again->document()->isModified());
    EXPECT_EQ(readAll(m_file), saved);
}

// A kill with a database open: Recover brings its Games panel back with the file's games, as a
// clean restart does (the tabs came back, the panel did not).
TEST_F(SafeSaveDb, RecoveryReopensTheDatabaseOfTheCrashedSession)
{
    auto w = openEdited(40, 3);
    w->autosave(); // the journal after the edit, then the kill
    w.reset(); // no clean close: the slot stays, as after a kill
    reopenSettings();
    m_recoveryAnswer = MainWindow::RecoveryAnswer::Recover;
    auto again = makeWindow();
    ASSERT_EQ(m_recoveryOffers.size(), 1);
    ASSERT_TRUE(again->document()->isModified());
    DatabaseWiring* db = again->database();
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return db->shownDatabase() == QFileInfo(m_file).absoluteFilePath() && !db->isIndexing(); }, 30000))
        << "shown: " << db->shownDatabase().toStdString();
    EXPECT_FALSE(db->dock()->isHidden());
    EXPECT_EQ(db->games()->rowCount(), gamesIn(m_file));
}

// A database opened after the last edit reaches the journal too (written again once indexed),
// in each Games panel (the tester's second one was not recovered).
TEST_F(SafeSaveDb, ADatabaseOpenedAfterTheLastEditIsRecoveredToo)
{
    m_file = path("db.pgn");
    ASSERT_TRUE(write(m_file, Game.repeated(40)));
    const QString second = path("second.pgn");
    ASSERT_TRUE(write(second, Game.repeated(5)));
    auto w = makeWindow(false);
    play(*w, {"d4"});
    w->autosave(); // the edit is in the journal; the database is opened after it
    QSignalSpy indexed(w->database()->scan(), &DatabaseScan::finished);
    QString error;
    ASSERT_TRUE(w->database()->openDatabase(m_file, &error)) << error.toStdString();
    ASSERT_TRUE(indexed.wait(30000));
    QSignalSpy indexed2(w->database2()->scan(), &DatabaseScan::finished);
    ASSERT_TRUE(w->database2()->openDatabase(second, &error)) << error.toStdString();
    ASSERT_TRUE(indexed2.wait(30000));
    ASSERT_TRUE(QTest::qWaitFor([&] { return !w->autosavePending(); }, 30000));
    w.reset(); // no clean close, as after a kill
    reopenSettings();
    m_recoveryAnswer = MainWindow::RecoveryAnswer::Recover;
    auto again = makeWindow();
    ASSERT_EQ(m_recoveryOffers.size(), 1);
    EXPECT_TRUE(QTest::qWaitFor([&] { return again->database()->shownDatabase() == QFileInfo(m_file).absoluteFilePath(); }, 30000))
        << "shown: " << again->database()->shownDatabase().toStdString();
    EXPECT_TRUE(QTest::qWaitFor([&] { return again->database2()->shownDatabase() == QFileInfo(second).absoluteFilePath(); }, 30000))
        << "shown: " << again->database2()->shownDatabase().toStdString();
}

// Issue 25: a second instance holding the save lock forever (flock(1) here) never hangs the
// window: Save gives up after the wait, saying why, and the game stays unsaved; the status bar's
// Cancel ends a longer wait at once; once the lock is free, Save goes through.
TEST_F(SafeSaveDb, ALockHeldForeverEndsTheSaveWithAReasonOrCancel)
{
    auto w = openEdited(1000, 3);
    const QByteArray before = readAll(m_file);
    test::LockHolder other;
    ASSERT_TRUE(other.hold(m_file));
    test::LockWait shortWait(1500);
    ASSERT_TRUE(w->files()->save());
    ASSERT_TRUE(savesEnded(*w));
    ASSERT_EQ(m_warnings.size(), 1);
    EXPECT_TRUE(m_warnings.front().contains("kept it locked")) << m_warnings.front().toStdString();
    EXPECT_TRUE(w->document()->isModified());
    EXPECT_EQ(readAll(m_file), before);

    io::testing::setLockWaitMs(600000);
    ASSERT_TRUE(w->files()->save());
    auto* bar = w->statusBar()->findChild<QProgressBar*>("saveProgress");
    auto* cancel = w->statusBar()->findChild<QToolButton*>("cancelSave");
    ASSERT_NE(bar, nullptr);
    ASSERT_NE(cancel, nullptr);
    ASSERT_TRUE(QTest::qWaitFor([&] { return bar->format().contains("Waiting for another program"); }, 30000));
    QTest::mouseClick(cancel, Qt::LeftButton);
    ASSERT_TRUE(savesEnded(*w));
    ASSERT_EQ(m_warnings.size(), 2);
    EXPECT_TRUE(m_warnings.back().contains("cancelled")) << m_warnings.back().toStdString();
    EXPECT_TRUE(w->document()->isModified());
    EXPECT_EQ(readAll(m_file), before);

    ASSERT_TRUE(other.release());
    ASSERT_TRUE(w->files()->save());
    ASSERT_TRUE(savesEnded(*w));
    EXPECT_EQ(m_warnings.size(), 2);
    EXPECT_FALSE(w->document()->isModified());
    EXPECT_NE(readAll(m_file), before);
}
