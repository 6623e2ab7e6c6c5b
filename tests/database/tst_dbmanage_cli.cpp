// kibitz-cli db new / copy / move / delete / merge / twins end to end (issue 28 part 2): the
// counts printed are those of the files indexed again, the files keep every byte they should, and
// on a full disk (a real small tmpfs, when the test may mount one) each command fails (exit 1)
// and leaves every file as it was.
#include "faultinjection.h"
#include "filebytes.h"
#include "generatedgames.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#ifndef KIBITZ_CLI_PATH
#error "KIBITZ_CLI_PATH must name the kibitz-cli binary"
#endif

namespace {

struct CliRun {
    int code = -1;
    QString out, err;
};

// kibitz-cli with args, its kept indexes in cache.
CliRun cli(const QStringList& args, const QString& cache)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_CACHE_HOME"), cache);
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(KIBITZ_CLI_PATH), QStringList{QStringLiteral("db")} + args);
    if (!p.waitForFinished(120000))
        return {};
    return CliRun{p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
               QString::fromUtf8(p.readAllStandardError())};
}

QByteArray generated(int first, int count) { return QByteArray::fromStdString(kibitz::test::games(first, count)); }

} // namespace

TEST(DbManageCli, CopyMoveDeleteMergeAndTwins)
{
    QTemporaryDir dir;
    const QString cache = dir.filePath("cache"), a = dir.filePath("a.pgn"), n = dir.filePath("n.pgn");
    const QByteArray aBytes = generated(1, 30);
    ASSERT_TRUE(kibitz::test::writeFileBytes(a, aBytes));
    CliRun r = cli({"new", n}, cache);
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_EQ(r.out, "n.pgn: 0 games\n");
    r = cli({"copy", a, n, "--games", "2,4-6"}, cache);
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_EQ(r.out, "n.pgn: 4 games\n");
    EXPECT_EQ(kibitz::test::fileBytes(a), aBytes);
    const QByteArray copied = kibitz::test::fileBytes(n);
    r = cli({"move", a, n, "--games", "30"}, cache);
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_EQ(r.out, "n.pgn: 5 games\na.pgn: 29 games\n");
    EXPECT_TRUE(kibitz::test::fileBytes(n).startsWith(copied));
    EXPECT_EQ(kibitz::test::fileBytes(a), generated(1, 29)) << "game 30 was the last: the rest keeps every byte";
    r = cli({"merge", n, a}, cache);
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_EQ(r.out, "n.pgn: 34 games\n");
    r = cli({"twins", n}, cache); // games 2, 4, 5, 6 and 30 are in n twice (copied, then merged)
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.endsWith("4 twins among 34 games\n")) << r.out.toStdString() << "(30 was moved, not merged)";
    r = cli({"twins", n, "--delete"}, cache);
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.endsWith("n.pgn: 30 games\n")) << r.out.toStdString();
    r = cli({"delete", n, "--games", "1-10"}, cache);
    EXPECT_EQ(r.out, "n.pgn: 20 games\n");
    EXPECT_EQ(cli({"delete", n}, cache).code, 2);
    EXPECT_EQ(cli({"delete", n, "--games", "21"}, cache).code, 2);
    const CliRun refused = cli({"new", a}, cache);
    EXPECT_EQ(refused.code, 1);
    EXPECT_EQ(kibitz::test::fileBytes(a), generated(1, 29));
}

#ifdef Q_OS_LINUX
TEST(DbManageCli, AFullDiskLeavesTheFilesAsTheyWere)
{
    QTemporaryDir dir;
    const QString mountPoint = dir.filePath("small");
    kibitz::test::SmallTmpfs tmpfs(mountPoint, 512);
    if (!tmpfs.isMounted())
        GTEST_SKIP() << "skipped: cannot mount a tmpfs here (needs root)";
    const QString cache = dir.filePath("cache"), db = mountPoint + "/db.pgn", out = dir.filePath("out.pgn");
    const QByteArray dbBytes = generated(1, 200) + generated(1, 200), outBytes = generated(500, 100);
    ASSERT_TRUE(kibitz::test::writeFileBytes(db, dbBytes) && kibitz::test::writeFileBytes(out, outBytes));
    ASSERT_TRUE(tmpfs.fill());
    const QString noSpace = QString::fromLocal8Bit(strerror(ENOSPC));
    for (const QStringList& args : {QStringList{"copy", out, db, "--games", "1-100"}, QStringList{"delete", db, "--games", "1"},
                                    QStringList{"merge", db, out}, QStringList{"twins", db, "--delete"},
                                    QStringList{"move", out, db, "--games", "1"}}) {
        const CliRun r = cli(args, cache);
        EXPECT_EQ(r.code, 1) << args.join(' ').toStdString();
        EXPECT_TRUE(r.err.contains(noSpace)) << r.err.toStdString();
        EXPECT_EQ(kibitz::test::fileBytes(db), dbBytes) << args.join(' ').toStdString();
        EXPECT_EQ(kibitz::test::fileBytes(out), outBytes) << args.join(' ').toStdString();
    }
    EXPECT_EQ(QDir(mountPoint).entryList(QDir::Files | QDir::Hidden), (QStringList{"db.pgn", "filler"}));
}
#endif
