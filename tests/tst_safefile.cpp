// io::writeFileSafely: the one write path. Replaces files, keeps permissions, writes through
// links, and on a real full filesystem or a file size limit fails with a reason while the old
// file stays as it was and no temporary file is left behind.
#include "faultinjection.h"

#include "io/safefile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

using namespace kibitz;

namespace {

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<unreadable>");
}

QStringList filesIn(const QString& dir) { return QDir(dir).entryList(QDir::Files | QDir::Hidden); }

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
