// Save of a database game in the window (issue 16): written on a worker thread while the window
// stays usable — the game as it was at Save is what the file holds and what counts as saved,
// a second Save waits its turn, closing waits for the write, failures are told as before.
#include "tst_mainwindow.h"
#include "gamenavigation.h"

#include "databasewiring.h"
#include "faultinjection.h"
#include "gamedocument.h"
#include "gamelistmodel.h"
#include "panels/gamespanel.h"
#include "lockholder.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QEventLoop>
#include <QProgressBar>
#include <QProgressDialog>
#include <QPushButton>
#include <QTimer>
#include <QStatusBar>
#include <QUndoStack>

#include <cstring>
#include <functional>

using namespace kibitz;
using SaveWindow = kibitz::test::WindowTest;

namespace {

const QByteArray Game = "[Event \"E\"]\n[White \"W\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 e5 *\n\n";

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A database of `count` games (a few MB) in a window, game `number` opened from the Games panel.
std::unique_ptr<MainWindow> openGame(SaveWindow& t, std::unique_ptr<MainWindow> w, const QString& file, int number)
{
    QString error;
    EXPECT_TRUE(w->database()->openDatabase(file, &error)) << error.toStdString();
    EXPECT_TRUE(QTest::qWaitFor([&] { return !w->database()->isIndexing(); }, 30000));
    emit w->database()->panel()->gameActivated(number, -1);
    EXPECT_EQ(w->document()->source().game, number);
    (void)t;
    return w;
}

QString makeDatabase(const QString& path, int count)
{
    QByteArray bytes;
    for (int i = 0; i < count; ++i)
        bytes += Game;
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size())
        return {};
    return path;
}

} // namespace

// The file holds the game as it was at Save; a move made while it is written stays unsaved, and
// undoing it comes back to the saved state. The status bar shows the save under way.
TEST_F(SaveWindow, TheGameAsItWasAtSaveIsWhatIsSaved)
{
    const QString file = makeDatabase(path("db.pgn"), 40000);
    auto w = openGame(*this, makeWindow(false), file, 20000);
    w->model()->navigation()->toEnd();
    play(*w, {"Nf3"});
    ASSERT_TRUE(w->files()->save());
    auto* bar = w->statusBar()->findChild<QProgressBar*>("saveProgress");
    ASSERT_NE(bar, nullptr);
    EXPECT_TRUE(bar->isVisibleTo(w.get())) << "the save shows in the status bar";
    EXPECT_TRUE(bar->format().contains("db.pgn")) << bar->format().toStdString();
    play(*w, {"Nc6"}); // while it is written
    ASSERT_TRUE(savesEnded(*w));
    EXPECT_FALSE(bar->isVisibleTo(w.get()));
    EXPECT_TRUE(m_warnings.isEmpty()) << m_warnings.join("\n").toStdString();
    const QByteArray after = readAll(file);
    EXPECT_TRUE(after.contains("1. e4 e5 2. Nf3 *")) << "the game as it was at Save";
    EXPECT_FALSE(after.contains("Nc6"));
    EXPECT_TRUE(w->document()->isModified()) << "the later move is not saved";
    w->model()->undoStack()->undo();
    EXPECT_FALSE(w->document()->isModified()) << "the saved state is the one written";
    w->model()->undoStack()->undo();
    EXPECT_TRUE(w->document()->isModified());
}

// A second Save while the first is written waits its turn; the file then holds the second state.
TEST_F(SaveWindow, ASecondSaveWaitsForTheFirst)
{
    const QString file = makeDatabase(path("db.pgn"), 40000);
    auto w = openGame(*this, makeWindow(false), file, 3);
    w->model()->navigation()->toEnd();
    play(*w, {"Nf3"});
    ASSERT_TRUE(w->files()->save());
    play(*w, {"Nc6"});
    ASSERT_TRUE(w->files()->save());
    EXPECT_TRUE(w->files()->isSaving());
    EXPECT_TRUE(w->statusBar()->currentMessage().contains("db.pgn")) << w->statusBar()->currentMessage().toStdString();
    ASSERT_TRUE(savesEnded(*w));
    EXPECT_TRUE(m_warnings.isEmpty()) << m_warnings.join("\n").toStdString();
    EXPECT_FALSE(w->document()->isModified());
    const QByteArray after = readAll(file);
    EXPECT_TRUE(after.contains("1. e4 e5 2. Nf3 Nc6 *"));
    EXPECT_EQ(after.count("[Event \"E\"]"), 40000);
    const QByteArray before = Game.repeated(40000);
    EXPECT_TRUE(after.startsWith(before.left(2 * Game.size())));
    EXPECT_TRUE(after.endsWith(before.mid(3 * Game.size())));
}

// Closing while the save is written waits for it: the file is whole, and nothing is asked when
// the game is then saved; a move made meanwhile is asked about (Cancel keeps the window).
TEST_F(SaveWindow, ClosingWaitsForTheSave)
{
    const QString file = makeDatabase(path("db.pgn"), 40000);
    auto w = openGame(*this, makeWindow(false), file, 40000);
    w->model()->navigation()->toEnd();
    play(*w, {"Nf3"});
    ASSERT_TRUE(w->files()->save());
    play(*w, {"Nc6"});
    m_answer = UnsavedGuard::Answer::Cancel;
    EXPECT_FALSE(w->close()) << "the later move is asked about";
    EXPECT_EQ(m_prompted.size(), 1);
    EXPECT_FALSE(w->files()->isSaving());
    EXPECT_TRUE(readAll(file).endsWith("1. e4 e5 2. Nf3 *\n\n"));
    w->model()->undoStack()->undo();
    ASSERT_TRUE(w->files()->save());
    EXPECT_TRUE(w->close()) << "saved: nothing to ask";
    EXPECT_EQ(m_prompted.size(), 1);
    EXPECT_TRUE(readAll(file).endsWith("1. e4 e5 2. Nf3 *\n\n"));
    EXPECT_EQ(QDir(path(".")).entryList({"*.kibitz-*"}, QDir::Files | QDir::Hidden), QStringList{});
}

// Waiting for a save that takes long (another program holds the file's lock) shows the dialog,
// and its Cancel ends the wait: the file stays as it was and the game unsaved.
TEST_F(SaveWindow, AWaitForALongSaveShowsTheDialogAndItsCancelEndsIt)
{
    const QString file = makeDatabase(path("db.pgn"), 2000);
    const QByteArray before = readAll(file);
    auto w = openGame(*this, makeWindow(false), file, 1000);
    w->model()->navigation()->toEnd();
    play(*w, {"Nf3"});
    test::LockHolder other;
    ASSERT_TRUE(other.hold(file));
    test::LockWait longWait(600000);
    QStringList seen;
    QTimer press; // a person pressing the dialog's Cancel once it is on screen
    QObject::connect(&press, &QTimer::timeout, [&seen] {
        for (QWidget* widget : QApplication::allWidgets())
            if (auto* dialog = qobject_cast<QProgressDialog*>(widget); dialog && dialog->isVisible())
                if (auto* cancel = dialog->findChild<QPushButton*>()) {
                    seen << dialog->labelText();
                    cancel->click();
                }
    });
    press.start(50);
    QTimer giveUp; // without a dialog, the lock is let go after a while so that the test ends
    giveUp.setSingleShot(true);
    QObject::connect(&giveUp, &QTimer::timeout, [&other] { other.release(); });
    giveUp.start(15000);
    ASSERT_TRUE(w->files()->save());
    w->files()->waitForSaves();
    press.stop();
    giveUp.stop();
    EXPECT_FALSE(w->files()->isSaving());
    ASSERT_FALSE(seen.isEmpty()) << "no dialog while waiting";
    EXPECT_TRUE(seen.front().contains("db.pgn")) << seen.front().toStdString();
    EXPECT_TRUE(w->document()->isModified());
    EXPECT_TRUE(other.release());
    EXPECT_EQ(readAll(file), before);
}

#ifdef Q_OS_LINUX
// A save that fails while the window waits for it (closing a tab, quitting) is told in its own
// message; no "Finishing the save" dialog comes up over that message afterwards, standing still
// and keeping the message from every click until its Cancel is pressed (seen in the window on a
// full disk: Ctrl+W, Save).
TEST_F(SaveWindow, AFailedSaveWaitedForShowsNoProgressOverItsMessage)
{
    const QString file = makeDatabase(path("db.pgn"), 40000);
    const QByteArray before = readAll(file);
    auto w = openGame(*this, makeWindow(false), file, 20000);
    w->model()->navigation()->toEnd();
    play(*w, {"Nf3"});
    QStringList shownOverMessage;
    m_whileWarning = [&] {
        QEventLoop reading; // a person reading the message box, longer than the dialog's delay
        QTimer::singleShot(800, &reading, &QEventLoop::quit);
        reading.exec();
        for (QWidget* widget : QApplication::allWidgets())
            if (auto* dialog = qobject_cast<QProgressDialog*>(widget); dialog && dialog->isVisible())
                shownOverMessage << dialog->labelText();
    };
    {
        test::FileSizeLimit limit(1); // the first byte fails: the save ends at 0 %, as on a full disk
        ASSERT_TRUE(limit.isActive());
        ASSERT_TRUE(w->files()->save());
        ASSERT_TRUE(w->files()->isSaving());
        w->files()->waitForSaves();
    }
    m_whileWarning = nullptr;
    EXPECT_FALSE(w->files()->isSaving());
    ASSERT_EQ(m_warnings.size(), 1);
    EXPECT_EQ(shownOverMessage, QStringList{}) << "a progress dialog over the failure's message";
    EXPECT_EQ(readAll(file), before);
    EXPECT_TRUE(w->document()->isModified());
}

// A database save that fails on the worker is told as before (the file named, the system's
// reason), the file keeps every byte and the game stays unsaved.
TEST_F(SaveWindow, AFailedSaveIsToldAndTheGameStaysUnsaved)
{
    const QString file = makeDatabase(path("db.pgn"), 40000);
    const QByteArray before = readAll(file);
    auto w = openGame(*this, makeWindow(false), file, 20000);
    w->model()->navigation()->toEnd();
    play(*w, {"Nf3"});
    {
        test::FileSizeLimit limit(1 << 20);
        ASSERT_TRUE(limit.isActive());
        ASSERT_TRUE(w->files()->save());
        ASSERT_TRUE(savesEnded(*w));
    }
    EXPECT_EQ(readAll(file), before);
    EXPECT_TRUE(w->document()->isModified());
    ASSERT_EQ(m_warnings.size(), 1);
    EXPECT_TRUE(m_warnings.first().contains("db.pgn")) << m_warnings.first().toStdString();
    EXPECT_TRUE(m_warnings.first().contains(QString::fromLocal8Bit(strerror(EFBIG))))
        << m_warnings.first().toStdString();
    EXPECT_FALSE(w->statusBar()->currentMessage().startsWith("Saved"));
}

// The same on a full filesystem (a small tmpfs, when the test may mount one).
TEST_F(SaveWindow, ASaveOnAFullDiskIsToldAndTheGameStaysUnsaved)
{
    const QString mountPoint = path("small");
    test::SmallTmpfs tmpfs(mountPoint, 2048);
    if (!tmpfs.isMounted())
        GTEST_SKIP() << "skipped: cannot mount a tmpfs here (needs root); the file size limit test covers it";
    const QString file = makeDatabase(mountPoint + "/db.pgn", 10000);
    ASSERT_FALSE(file.isEmpty());
    const QByteArray before = readAll(file);
    auto w = openGame(*this, makeWindow(false), file, 5000);
    w->model()->navigation()->toEnd();
    play(*w, {"Nf3"});
    ASSERT_TRUE(tmpfs.fill());
    ASSERT_TRUE(w->files()->save());
    ASSERT_TRUE(savesEnded(*w));
    EXPECT_EQ(readAll(file), before);
    EXPECT_TRUE(w->document()->isModified());
    ASSERT_EQ(m_warnings.size(), 1);
    EXPECT_TRUE(m_warnings.first().contains(QString::fromLocal8Bit(strerror(ENOSPC))))
        << m_warnings.first().toStdString();
}
#endif
