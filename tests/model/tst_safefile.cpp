// io::writeFileSafely: the one write path. Replaces files, keeps permissions, writes through
// links, and on a real full filesystem or a file size limit fails with a reason while the old
// file stays as it was and no temporary file is left behind.
#include "faultinjection.h"

#include "io/safefile.h"
#include "lockholder.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QSemaphore>
#include <QTemporaryDir>

#include <chrono>
#include <memory>
#include <thread>

#include <gtest/gtest.h>

#ifdef Q_OS_UNIX
#include <csignal>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#endif

using namespace kibitz;

namespace {

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<unreadable>");
}

QStringList filesIn(const QString& dir) { return QDir(dir).entryList(QDir::Files | QDir::Hidden); }

bool writeAll(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

} // namespace

TEST(SafeFile, WritesAndReplaces)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("game.pgn"));
    QString error;
    EXPECT_TRUE(io::writeFileSafely(path, "first\n", &error)) << error.toStdString();
    EXPECT_EQ(readAll(path), QByteArray("first\n"));
    EXPECT_TRUE(io::writeFileSafely(path, "second\n", &error)) << error.toStdString();
    EXPECT_EQ(readAll(path), QByteArray("second\n"));
    EXPECT_TRUE(error.isEmpty());
    EXPECT_EQ(filesIn(dir.path()), QStringList{QStringLiteral("game.pgn")}) << "no temporary file left";
    EXPECT_TRUE(io::writeFileSafely(path, QByteArray(), &error)) << "an empty file is a valid file";
    EXPECT_EQ(QFileInfo(path).size(), 0);
}

TEST(SafeFile, FailureSaysWhyAndKeepsTheOldFile)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString blocker = dir.filePath(QStringLiteral("not-a-dir"));
    ASSERT_TRUE(io::writeFileSafely(blocker, "old\n", nullptr));
    QString error;
    // The parent of the target is a regular file: even root cannot create it.
    EXPECT_FALSE(io::writeFileSafely(blocker + QStringLiteral("/x.fen"), "new\n", &error));
    EXPECT_TRUE(error.contains(QStringLiteral("x.fen"))) << error.toStdString();
    EXPECT_EQ(readAll(blocker), QByteArray("old\n"));
    error.clear();
    EXPECT_FALSE(io::writeFileSafely(dir.path(), "new\n", &error)) << "a directory is not a file";
    EXPECT_FALSE(error.isEmpty());
    error.clear();
    EXPECT_FALSE(io::writeFileSafely(QString(), "new\n", &error));
    EXPECT_FALSE(error.isEmpty());
}

#ifdef Q_OS_UNIX
TEST(SafeFile, KeepsPermissionsAndWritesThroughLinks)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString real = dir.filePath(QStringLiteral("real.pgn"));
    ASSERT_TRUE(io::writeFileSafely(real, "old\n", nullptr));
    ASSERT_EQ(::chmod(QFile::encodeName(real).constData(), 0640), 0);
    const QString link = dir.filePath(QStringLiteral("link.pgn"));
    ASSERT_TRUE(QFile::link(real, link));
    ASSERT_TRUE(io::writeFileSafely(link, "new\n", nullptr));
    EXPECT_TRUE(QFileInfo(link).isSymLink()) << "the link stays a link";
    EXPECT_EQ(readAll(real), QByteArray("new\n"));
    struct stat st { };
    ASSERT_EQ(::stat(QFile::encodeName(real).constData(), &st), 0);
    EXPECT_EQ(st.st_mode & 0777, 0640u) << "the replaced file keeps its permissions";
}
#endif

#ifdef Q_OS_LINUX
TEST(SafeFile, FileSizeLimitFailsAndKeepsTheOldFile)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("big.pgn"));
    ASSERT_TRUE(io::writeFileSafely(path, "old content\n", nullptr));
    QString error;
    bool saved = true;
    {
        test::FileSizeLimit limit(4096);
        ASSERT_TRUE(limit.isActive());
        saved = io::writeFileSafely(path, QByteArray(256 * 1024, 'x'), &error);
    }
    EXPECT_FALSE(saved);
    EXPECT_TRUE(error.contains(QStringLiteral("big.pgn"))) << "names the file: " << error.toStdString();
    EXPECT_TRUE(error.contains(QString::fromLocal8Bit(strerror(EFBIG)))) << "and says why: " << error.toStdString();
    EXPECT_EQ(readAll(path), QByteArray("old content\n"));
    EXPECT_EQ(filesIn(dir.path()), QStringList{QStringLiteral("big.pgn")}) << "no temporary file left behind";
}

// The fault Qt 6.4's QSaveFile reports as success: a really full filesystem.
TEST(SafeFile, FullFilesystemFailsAndKeepsTheOldFile)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString mountPoint = dir.filePath(QStringLiteral("small"));
    test::SmallTmpfs tmpfs(mountPoint, 64);
    if (!tmpfs.isMounted())
        GTEST_SKIP() << "skipped: cannot mount a tmpfs here (needs root); FileSizeLimit covers the write path";
    const QString path = mountPoint + QStringLiteral("/game.pgn");
    const QByteArray old = "[Event \"Study\"]\n\n1. e4 e5 *\n";
    ASSERT_TRUE(io::writeFileSafely(path, old, nullptr));
    ASSERT_TRUE(tmpfs.fill());
    QString error;
    EXPECT_FALSE(io::writeFileSafely(path, QByteArray(20000, 'x'), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("game.pgn"))) << error.toStdString();
    EXPECT_TRUE(error.contains(QString::fromLocal8Bit(strerror(ENOSPC)))) << error.toStdString();
    EXPECT_EQ(readAll(path), old);
    QStringList left = filesIn(mountPoint);
    left.removeAll(QStringLiteral("filler"));
    EXPECT_EQ(left, QStringList{QStringLiteral("game.pgn")}) << "no temporary file left behind";
}
#endif

#ifdef Q_OS_LINUX
namespace {

bool append(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::Append) && file.write(bytes) == bytes.size();
}

// Removes the seam however the test ends.
struct SeamGuard {
    ~SeamGuard() { io::testing::setBeforeReplace({}); }
};

// Polls until the state holds (at most 20 s).
template <typename F> bool waitFor(F done)
{
    for (int i = 0; i < 2000 && !done(); ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    return done();
}

} // namespace

// Check twice: bytes appended after the copy, before the rename, keep the file from being
// replaced; the write says the file changed; no temporary file is left.
TEST(SafeFile, AFileChangedJustBeforeTheRenameIsNotReplaced)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("db.pgn"));
    ASSERT_TRUE(io::writeFileSafely(path, "old\n", nullptr));
    io::ReplaceCheck check{io::stampOf(path)};
    SeamGuard seam;
    io::testing::setBeforeReplace([](const QString& target) { append(target, "appended by another program\n"); });
    QString error;
    EXPECT_FALSE(io::writeFileSafely(path, "new\n", &error, &check));
    EXPECT_TRUE(check.changed);
    EXPECT_TRUE(error.contains(QStringLiteral("db.pgn")) && error.contains(QStringLiteral("changed")))
        << error.toStdString();
    EXPECT_EQ(readAll(path), QByteArray("old\nappended by another program\n"));
    EXPECT_EQ(filesIn(dir.path()), QStringList{QStringLiteral("db.pgn")}) << "no temporary file left";

    io::testing::setBeforeReplace({});
    check = io::ReplaceCheck{io::stampOf(path)};
    ASSERT_TRUE(io::writeFileSafely(path, "new\n", &error, &check)) << error.toStdString();
    EXPECT_FALSE(check.changed);
    EXPECT_EQ(check.expected, io::stampOf(path)) << "the check knows the file it wrote";
}

// Two saves of one file: the second waits for the first's lock, and when the first replaced the
// file meanwhile, the second learns it changed instead of writing over the first's save.
TEST(SafeFile, ASecondSaveWaitsForTheLockAndLearnsTheFileChanged)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("db.pgn"));
    ASSERT_TRUE(io::writeFileSafely(path, "old\n", nullptr));
    io::ReplaceCheck check{io::stampOf(path)};
    QString error;
    bool written = true;
    {
        auto lock = std::make_unique<io::ReplaceLock>(path); // the first save, about to rename
        std::thread second([&] { written = io::writeFileSafely(path, "second\n", &error, &check); });
        const bool waits = waitFor([&] { return io::savesWaitingForLock() == 1; });
        // The first save's rename, then its lock goes.
        ASSERT_TRUE(writeAll(path + ".first", "first\n"));
        ASSERT_EQ(::rename(QFile::encodeName(path + ".first").constData(), QFile::encodeName(path).constData()), 0);
        lock.reset();
        second.join();
        ASSERT_TRUE(waits) << "the second save did not wait for the lock";
    }
    EXPECT_FALSE(written);
    EXPECT_TRUE(check.changed);
    EXPECT_EQ(readAll(path), QByteArray("first\n")) << "the first save stays";
    EXPECT_EQ(filesIn(dir.path()), QStringList{QStringLiteral("db.pgn")});
}

// A save killed before its rename leaves its temporary file; the next start removes it, but
// never the temporary file of a save that is running.
TEST(SafeFile, LeftoversOfKilledSavesAreRemovedAndRunningSavesKept)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("db.pgn"));
    ASSERT_TRUE(io::writeFileSafely(path, "old\n", nullptr));
    const pid_t child = ::fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
        io::testing::setBeforeReplace([](const QString&) { ::kill(::getpid(), SIGKILL); });
        io::writeFileSafely(path, QByteArray(100000, 'x'), nullptr);
        ::_exit(0);
    }
    int status = 0;
    ASSERT_EQ(::waitpid(child, &status, 0), child);
    ASSERT_TRUE(WIFSIGNALED(status));
    ASSERT_EQ(filesIn(dir.path()).size(), 2) << "the killed save left its temporary file";

    SeamGuard seam;
    QSemaphore paused, resume;
    io::testing::setBeforeReplace([&](const QString&) {
        paused.release();
        resume.acquire();
    });
    std::thread running([&] { io::writeFileSafely(path, "new\n", nullptr); });
    paused.acquire();
    EXPECT_EQ(io::removeLeftovers(dir.path()), 1);
    EXPECT_EQ(filesIn(dir.path()).size(), 2) << "the running save's file stays";
    resume.release();
    running.join();
    EXPECT_EQ(filesIn(dir.path()), QStringList{QStringLiteral("db.pgn")});
    EXPECT_EQ(readAll(path), QByteArray("new\n"));
}

// What a person is asked about before a file is replaced, and the owner kept (as root).
TEST(SafeFile, ReadOnlyOtherUsersAndHardLinkedFilesAreNamed)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("game.pgn"));
    ASSERT_TRUE(io::writeFileSafely(path, "old\n", nullptr));
    EXPECT_EQ(io::replaceConcerns(path), QStringList{});
    ASSERT_EQ(::chmod(QFile::encodeName(path).constData(), 0444), 0);
    QStringList concerns = io::replaceConcerns(path);
    ASSERT_EQ(concerns.size(), 1);
    EXPECT_TRUE(concerns.first().contains("game.pgn") && concerns.first().contains("read-only"));
    ASSERT_EQ(::chmod(QFile::encodeName(path).constData(), 0644), 0);
    ASSERT_EQ(::link(QFile::encodeName(path).constData(), QFile::encodeName(dir.filePath("other.pgn")).constData()), 0);
    concerns = io::replaceConcerns(path);
    ASSERT_EQ(concerns.size(), 1);
    EXPECT_TRUE(concerns.first().contains("hard link")) << concerns.first().toStdString();
    if (::geteuid() != 0)
        GTEST_SKIP() << "skipped the other user's file: needs root to give a file away";
    ASSERT_EQ(::chown(QFile::encodeName(path).constData(), 65534, 65534), 0);
    concerns = io::replaceConcerns(path);
    ASSERT_EQ(concerns.size(), 2);
    EXPECT_TRUE(concerns.join(" ").contains("game.pgn belongs to the user nobody")) << concerns.join(" ").toStdString();
    ASSERT_TRUE(io::writeFileSafely(path, "new\n", nullptr));
    struct stat st { };
    ASSERT_EQ(::stat(QFile::encodeName(path).constData(), &st), 0);
    EXPECT_EQ(st.st_uid, 65534u) << "the owner is kept";
    EXPECT_EQ(st.st_gid, 65534u);
}
#endif

// Issue 25: a second instance that holds the save lock forever (here flock(1)) never hangs a
// save: it gives up after the wait with the reason, or as soon as it is cancelled; once the lock
// is free, the save goes through.
TEST(SafeFile, ALockHeldForeverEndsTheWaitWithAReason)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("db.pgn"));
    ASSERT_TRUE(io::writeFileSafely(path, "old\n", nullptr));
    test::LockHolder other;
    ASSERT_TRUE(other.hold(path));
    test::LockWait shortWait(1500);
    QElapsedTimer clock;
    clock.start();
    QString error;
    EXPECT_FALSE(io::writeFileSafely(path, "new\n", &error));
    EXPECT_GE(clock.elapsed(), 1400);
    EXPECT_TRUE(error.contains("kept it locked for 2 seconds")) << error.toStdString();
    EXPECT_EQ(readAll(path), QByteArray("old\n"));

    io::testing::setLockWaitMs(600000);
    std::atomic<bool> cancel{false};
    bool written = true;
    std::thread save([&] { written = io::writeFileSafely(path, "new\n", &error, nullptr, &cancel); });
    const bool waits = waitFor([] { return io::savesWaitingForLock() == 1; });
    cancel = true;
    save.join();
    ASSERT_TRUE(waits);
    EXPECT_FALSE(written);
    EXPECT_TRUE(error.contains("cancelled")) << error.toStdString();
    EXPECT_EQ(readAll(path), QByteArray("old\n"));
    EXPECT_EQ(io::savesWaitingForLock(), 0);

    ASSERT_TRUE(other.release());
    EXPECT_TRUE(io::writeFileSafely(path, "new\n", &error)) << error.toStdString();
    EXPECT_EQ(readAll(path), QByteArray("new\n"));
    EXPECT_EQ(filesIn(dir.path()), QStringList{QStringLiteral("db.pgn")});
}
