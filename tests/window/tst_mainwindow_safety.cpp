// Issue 11: a study is never lost. Each test reproduces one way it was lost, with real faults
// (a full tmpfs, a file size limit, a process killed with SIGKILL): saving on a full disk,
// saving into a file of several games, a crash before a start with a file argument, the last
// edits before a crash, a new game over an open file, and errors for files given at start.
#include "tst_mainwindow.h"
#include "gameannotations.h"
#include "gameediting.h"
#include "gamenavigation.h"

#include "faultinjection.h"

#include "backgroundwork.h"

#include "gamedocument.h"
#include "gamefiles.h"
#include "sessionjournal.h"

#include "game/pgnreader.h"

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QProgressDialog>
#include <QPushButton>
#include <QThread>
#include <QTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStatusBar>
#include <QUndoStack>

#include <memory>

using namespace kibitz;
using kibitz::test::WindowTest;

namespace {

using kibitz::test::readAll;
using kibitz::test::writeAll;

// Three games with what real files have between them: blank lines, escape lines.
const QByteArray ThreeGames = "% exported by hand\n"
                              "[Event \"One\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 e5 *\n\n"
                              "% a remark between games\n\n"
                              "[Event \"Two\"]\n[White \"C\"]\n[Black \"D\"]\n[Result \"1-0\"]\n\n"
                              "1.d4   d5 2.c4 {Queen's Gambit} 1-0\n\n\n"
                              "[Event \"Three\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n";

// The games a file holds, as the PGN reader sees them.
std::vector<game::Game> gamesIn(const QByteArray& bytes) { return game::readPgn(bytes.toStdString()).games; }

} // namespace

// Case 1: Ctrl+S on a full filesystem. Qt 6.4's QSaveFile reported success and left 0 bytes.
TEST_F(WindowTest, SavingOnAFullDiskKeepsTheFileAndTheStar)
{
    const QString mountPoint = path("small");
    test::SmallTmpfs tmpfs(mountPoint, 64);
    if (!tmpfs.isMounted())
        GTEST_SKIP() << "skipped: cannot mount a tmpfs here (needs root); see SavingUnderAFileSizeLimit...";
    const QString file = mountPoint + "/game.pgn";
    const QByteArray old = "[Event \"Study\"]\n[Result \"*\"]\n\n1. e4 e5 *\n";
    ASSERT_TRUE(writeAll(file, old));
    auto w = makeWindow(false);
    QString error;
    ASSERT_TRUE(w->files()->openFile(file, &error)) << error.toStdString();
    w->model()->navigation()->toEnd();
    play(*w, {"Nf3", "Nc6", "Bb5", "a6"});
    ASSERT_TRUE(tmpfs.fill());
    w->actions().savePgn->trigger();
    ASSERT_TRUE(savesEnded(*w));
    EXPECT_EQ(readAll(file), old) << "the old file is untouched";
    EXPECT_TRUE(w->document()->isModified()) << "the study is still unsaved";
    EXPECT_TRUE(w->isWindowModified());
    ASSERT_EQ(m_warnings.size(), 1);
    EXPECT_TRUE(m_warnings.first().contains("game.pgn")) << m_warnings.first().toStdString();
    EXPECT_TRUE(m_warnings.first().contains(QString::fromLocal8Bit(strerror(ENOSPC))))
        << m_warnings.first().toStdString();
    EXPECT_FALSE(w->statusBar()->currentMessage().startsWith("Saved"));
}

// Case 1 where no tmpfs can be mounted: the kernel refuses the write (EFBIG) in the same way.
TEST_F(WindowTest, SavingUnderAFileSizeLimitKeepsTheFileAndTheStar)
{
    const QString file = path("game.pgn");
    const QByteArray old = "[Event \"Study\"]\n[Result \"*\"]\n\n1. e4 e5 *\n";
    ASSERT_TRUE(writeAll(file, old));
    auto w = makeWindow(false);
    QString error;
    ASSERT_TRUE(w->files()->openFile(file, &error)) << error.toStdString();
    w->model()->navigation()->toEnd();
    play(*w, {"Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7"});
    {
        test::FileSizeLimit limit(64);
        ASSERT_TRUE(limit.isActive());
        w->actions().savePgn->trigger();
        ASSERT_TRUE(savesEnded(*w));
    }
    EXPECT_EQ(readAll(file), old);
    EXPECT_TRUE(w->document()->isModified());
    ASSERT_EQ(m_warnings.size(), 1);
    EXPECT_TRUE(m_warnings.first().contains("game.pgn")) << m_warnings.first().toStdString();
    EXPECT_TRUE(m_warnings.first().contains(QString::fromLocal8Bit(strerror(EFBIG))))
        << m_warnings.first().toStdString();
}

// Case 2: a file of three games; saving replaces game 1 only, every other byte stays.
TEST_F(WindowTest, SavingIntoAFileOfManyGamesKeepsTheOthers)
{
    const QString file = path("three.pgn");
    ASSERT_TRUE(writeAll(file, ThreeGames));
    auto w = makeWindow(false);
    QString error;
    ASSERT_TRUE(w->files()->openFile(file, &error)) << error.toStdString();
    EXPECT_TRUE(w->windowTitle().contains("game 1 of 3 in three.pgn")) << w->windowTitle().toStdString();
    EXPECT_TRUE(w->statusBar()->currentMessage().contains("3 games")) << w->statusBar()->currentMessage().toStdString();
    w->model()->navigation()->toEnd();
    play(*w, {"Nf3", "Nc6"});
    w->actions().savePgn->trigger();
    ASSERT_TRUE(savesEnded(*w));
    EXPECT_TRUE(m_warnings.isEmpty()) << m_warnings.join('\n').toStdString();
    EXPECT_FALSE(w->document()->isModified());
    const QByteArray now = readAll(file);
    EXPECT_TRUE(now.startsWith("% exported by hand\n[Event \"One\"]")) << now.toStdString();
    const QByteArray rest = ThreeGames.mid(ThreeGames.indexOf("\n\n% a remark"));
    EXPECT_TRUE(now.endsWith(rest)) << "games 2 and 3 and what lies between keep every byte:\n" << now.toStdString();
    const std::vector<game::Game> games = gamesIn(now);
    ASSERT_EQ(games.size(), gamesIn(ThreeGames).size());
    EXPECT_EQ(games.front().tag("Event"), "One");
    EXPECT_EQ(game::mainLinePlies(games.front().tree), 4);
    EXPECT_EQ(games.back().tag("Event"), "Three");

    // A second save finds its game again in the file it wrote.
    play(*w, {"Bb5"});
    w->actions().savePgn->trigger();
    ASSERT_TRUE(savesEnded(*w));
    EXPECT_TRUE(m_warnings.isEmpty()) << m_warnings.join('\n').toStdString();
    EXPECT_TRUE(readAll(file).endsWith(rest));
    EXPECT_EQ(game::mainLinePlies(gamesIn(readAll(file))[0].tree), 5);
}

// Case 2, refused: the file changed on disk since it was read; nothing is overwritten and the
// person is offered Save As.
TEST_F(WindowTest, AFileChangedOnDiskIsNotOverwritten)
{
    const QString file = path("three.pgn");
    ASSERT_TRUE(writeAll(file, ThreeGames));
    auto w = makeWindow(false);
    QString error;
    ASSERT_TRUE(w->files()->openFile(file, &error)) << error.toStdString();
    const QByteArray changed = ThreeGames + "\n[Event \"Four\"]\n\n1. c4 *\n";
    ASSERT_TRUE(writeAll(file, changed));
    play(*w, {"d4"});
    m_saveName = path("copy.pgn");
    w->actions().savePgn->trigger();
    ASSERT_TRUE(savesEnded(*w));
    EXPECT_EQ(readAll(file), changed);
    ASSERT_EQ(m_warnings.size(), 1);
    EXPECT_TRUE(m_warnings.first().contains("changed")) << m_warnings.first().toStdString();
    EXPECT_EQ(m_saveNameAsked.size(), 1) << "Save As is offered";
    EXPECT_EQ(w->document()->filePath(), path("copy.pgn"));
    EXPECT_FALSE(w->document()->isModified());
    EXPECT_EQ(gamesIn(readAll(path("copy.pgn"))).size(), 1u);
}

// Case 2 with an old Latin-1 file: the saved game is written in UTF-8 (issue 23), the other
// games keep their Latin-1 bytes.
TEST_F(WindowTest, ALatin1FilesGameIsSavedAsUtf8)
{
    const QString file = path("latin1.pgn");
    const QByteArray games =
        "[Event \"Caf\xe9\"]\n[Result \"*\"]\n\n1. e4 *\n\n[Event \"Z\xfcrich\"]\n[Result \"*\"]\n\n1. d4 *\n";
    ASSERT_TRUE(writeAll(file, games));
    auto w = makeWindow(false);
    QString error;
    ASSERT_TRUE(w->files()->openFile(file, &error)) << error.toStdString();
    EXPECT_EQ(w->model()->game().tag("Event"), "Caf\xc3\xa9");
    w->model()->navigation()->toEnd();
    play(*w, {"e5"});
    w->actions().savePgn->trigger();
    ASSERT_TRUE(savesEnded(*w));
    EXPECT_TRUE(m_warnings.isEmpty()) << m_warnings.join('\n').toStdString();
    const QByteArray now = readAll(file);
    EXPECT_TRUE(now.contains("[Event \"Caf\xc3\xa9\"]")) << "game 1 is written in UTF-8";
    EXPECT_TRUE(now.endsWith("[Event \"Z\xfcrich\"]\n[Result \"*\"]\n\n1. d4 *\n"));
    EXPECT_TRUE(now.contains("1. e4 e5"));
}

// Case 5: a new game started by any path (the Play menu calls the same one; a view calling the
// model directly is covered too) never writes over the study's file; Undo brings the file back.
TEST_F(WindowTest, ANewGameNeverWritesOverTheOpenFile)
{
    const QString file = path("study.pgn");
    const QByteArray study = "[Event \"Study\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 *\n";
    ASSERT_TRUE(writeAll(file, study));
    auto w = makeWindow(false);
    QString error;
    ASSERT_TRUE(w->files()->openFile(file, &error)) << error.toStdString();
    for (int way = 0; way < 2; ++way) {
        if (way == 0)
            w->actions().newGame->trigger();
        else
            w->model()->editing()->newGame();
        play(*w, {"a4"});
        EXPECT_TRUE(w->document()->filePath().isEmpty()) << "the casual game belongs to no file";
        m_saveName.clear(); // the person cancels Save As
        w->actions().savePgn->trigger();
        ASSERT_TRUE(savesEnded(*w));
        EXPECT_EQ(m_saveNameAsked.size(), way + 1) << "Ctrl+S asks for a new file";
        EXPECT_EQ(readAll(file), study);
        w->actions().undo->trigger();
        w->actions().undo->trigger();
        EXPECT_EQ(w->document()->filePath(), file) << "undo brings the study and its file back";
        EXPECT_FALSE(w->document()->isModified());
    }
    w->model()->navigation()->toEnd();
    play(*w, {"Nc6"});
    w->actions().savePgn->trigger();
    ASSERT_TRUE(savesEnded(*w));
    EXPECT_TRUE(readAll(file).contains("2. Nf3 Nc6"));
}

// Case 3: a session killed with SIGKILL leaves its study; starting with a file argument offers
// it first and overwrites nothing until the person has chosen.
TEST_F(WindowTest, ACrashedStudyIsOfferedBeforeTheFileArgument)
{
    const QString sessionDir = path("session"); // where makeWindow()'s journal lives
    QProcess child;
    child.start(QStringLiteral(KIBITZ_JOURNAL_CHILD),
                {sessionDir, QStringLiteral("[White \"Me\"]\n[Black \"You\"]\n\n1. e4 c5 2. Nf3 d6 *")});
    ASSERT_TRUE(child.waitForReadyRead(20000)) << child.readAllStandardError().toStdString();
    ASSERT_EQ(child.readAllStandardOutput().trimmed(), "ready");
    child.kill(); // SIGKILL: no clean-up, as in a crash
    ASSERT_TRUE(child.waitForFinished(20000));

    ASSERT_TRUE(writeAll(path("other.pgn"), "[Event \"Other\"]\n\n1. d4 *\n"));
    m_startFile = path("other.pgn");
    m_recoveryAnswer = MainWindow::RecoveryAnswer::Later;
    {
        auto w = makeWindow();
        ASSERT_EQ(m_recoveryOffers.size(), 1);
        EXPECT_TRUE(m_recoveryOffers.first().pgn.contains("2. Nf3 d6"));
        EXPECT_EQ(w->document()->filePath(), path("other.pgn")) << "Later: the file is opened";
        play(*w, {"c4"});
        w->autosave(); // this session's own slot: the orphan stays as it was
        w->journal()->closeCleanly();
    }
    reopenSettings();
    m_recoveryOffers.clear();
    m_recoveryAnswer = MainWindow::RecoveryAnswer::Recover;
    auto w = makeWindow();
    ASSERT_EQ(m_recoveryOffers.size(), 1) << "offered again: Later kept it";
    EXPECT_TRUE(w->model()->pgn().contains("2. Nf3 d6")) << w->model()->pgn().toStdString();
    EXPECT_TRUE(w->document()->isModified());
    ASSERT_TRUE(QTest::qWaitFor([&] { return !m_warnings.isEmpty(); }));
    EXPECT_TRUE(m_warnings.first().contains("other.pgn")) << "says why the file was not opened";
    EXPECT_EQ(QDir(sessionDir).entryList({"autosave-*.json"}).size(), 1) << "the orphan is now this window's slot";
}

// Case 4: an edit reaches the journal within AutosaveDelayMs; navigation writes nothing.
TEST_F(WindowTest, EditsReachTheDiskSoonAndNavigationWritesNothing)
{
    static_assert(MainWindow::AutosaveDelayMs <= 250, "edits reach the disk within 250 ms");
    auto w = makeWindow(false);
    play(*w, {"e4", "e5", "Nf3"});
    EXPECT_TRUE(w->autosavePending());
    const QString slot = w->journal()->slotPath();
    ASSERT_TRUE(QTest::qWaitFor([&] { return readAll(slot).contains("2. Nf3"); }));
    const int writes = w->journal()->writeCount();
    for (int i = 0; i < 3; ++i)
        w->model()->navigation()->back();
    w->model()->navigation()->toEnd();
    w->model()->navigation()->toStart();
    EXPECT_FALSE(w->autosavePending()) << "navigation schedules no write";
    EXPECT_EQ(w->journal()->writeCount(), writes);
    w->model()->annotations()->setComment(w->model()->tree().node(game::RootNode).children.front(), "best by test");
    EXPECT_TRUE(w->autosavePending());
    ASSERT_TRUE(QTest::qWaitFor([&] { return readAll(slot).contains("best by test"); }));
}

// Case 7: a file given at start that cannot be opened is explained in the window.
TEST_F(WindowTest, StartFileProblemsAreShownInTheWindow)
{
    m_startFile = path("missing.pgn");
    {
        auto w = makeWindow(false);
        ASSERT_TRUE(QTest::qWaitFor([&] { return m_warnings.size() == 1; }));
        EXPECT_TRUE(m_warnings.first().contains("missing.pgn")) << m_warnings.first().toStdString();
        EXPECT_TRUE(w->statusBar()->currentMessage().contains("missing.pgn"));
    }
    m_warnings.clear();
    QDir().mkpath(path("folder.pgn"));
    m_startFile = path("folder.pgn");
    {
        auto w = makeWindow(false);
        ASSERT_TRUE(QTest::qWaitFor([&] { return m_warnings.size() == 1; }));
        EXPECT_TRUE(m_warnings.first().contains("folder")) << m_warnings.first().toStdString();
    }
    m_warnings.clear();
    m_startFile.clear();
    m_startFen = "not a fen";
    auto w = makeWindow(false);
    ASSERT_TRUE(QTest::qWaitFor([&] { return m_warnings.size() == 1; }));
    EXPECT_TRUE(m_warnings.first().contains("--fen")) << m_warnings.first().toStdString();
}

// Issue 17, item 9: a PGN opens at its start, or where the person last was in that file.
TEST_F(WindowTest, AFileOpensAtItsStartOrWhereThePersonWas)
{
    ASSERT_TRUE(writeAll(path("a.pgn"), "[Event \"A\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n"));
    ASSERT_TRUE(writeAll(path("b.pgn"), "[Event \"B\"]\n\n1. d4 d5 *\n"));
    auto w = makeWindow(false);
    QString error;
    ASSERT_TRUE(w->files()->openFile(path("a.pgn"), &error)) << error.toStdString();
    EXPECT_EQ(w->model()->cursor(), game::RootNode);
    w->model()->navigation()->forward();
    w->model()->navigation()->forward();
    w->model()->navigation()->forward();
    ASSERT_TRUE(w->files()->openFile(path("b.pgn"), &error)) << error.toStdString();
    EXPECT_EQ(w->model()->cursor(), game::RootNode);
    ASSERT_TRUE(w->files()->openFile(path("a.pgn"), &error)) << error.toStdString();
    EXPECT_EQ(w->model()->san(w->model()->cursor()), "Nf3") << "back where the person was";
}

// Closing asks once about every game of the undo history with unsaved edits, not only the one
// shown (the scripted prompt gets their titles one a line); Cancel keeps the window and the game
// shown.
TEST_F(WindowTest, ClosingAsksAboutEarlierGamesOfTheUndoHistory)
{
    auto w = makeWindow(false);
    play(*w, {"e4", "e5"});
    w->actions().newGame->trigger();
    play(*w, {"d4"});
    const int shown = w->model()->undoStack()->index();
    m_answer = UnsavedGuard::Answer::Cancel;
    EXPECT_FALSE(w->close());
    ASSERT_EQ(m_prompted.size(), 1);
    const QStringList titles = m_prompted.first().split(QLatin1Char('\n'));
    ASSERT_EQ(titles.size(), 2) << m_prompted.first().toStdString();
    EXPECT_TRUE(titles.at(1).contains("earlier in the undo history")) << titles.at(1).toStdString();
    EXPECT_EQ(w->model()->undoStack()->index(), shown) << "the game shown comes back after Cancel";
    EXPECT_EQ(w->model()->san(w->model()->cursor()), "d4");
    m_answer = UnsavedGuard::Answer::Discard;
    EXPECT_TRUE(w->close());
    EXPECT_EQ(m_prompted.size(), 2);
}

// Long reading runs on a worker: the window's event loop keeps running, a progress dialog appears,
// and its Cancel reaches the work.
TEST(BackgroundWork, CancelReachesTheWorkAndTheEventLoopRuns)
{
    io::Progress progress;
    progress.total = 1000;
    int ticks = 0;
    QTimer tick;
    QObject::connect(&tick, &QTimer::timeout, [&ticks] { ++ticks; });
    tick.start(10);
    // Presses Cancel once the dialog is on screen.
    QTimer press;
    QObject::connect(&press, &QTimer::timeout, [] {
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* dialog = qobject_cast<QProgressDialog*>(w); dialog && dialog->isVisible())
                if (auto* cancel = dialog->findChild<QPushButton*>())
                    cancel->click();
    });
    press.start(50);
    QElapsedTimer guard;
    guard.start();
    runInBackground(nullptr, "Reading a large file…", progress, [&progress, &guard] {
        // Stands for a long read: it goes on until cancelled (or 60 s, so a broken Cancel fails).
        while (!progress.cancel && guard.elapsed() < 60000) {
            progress.done = std::min<std::size_t>(progress.done + 1, 999);
            QThread::msleep(5);
        }
    });
    EXPECT_TRUE(progress.cancel) << "Cancel reached the work";
    EXPECT_GE(ticks, 3) << "the event loop ran while the work did";
}
