// Issue 28 part 1 in the window's model: DatabaseScan takes the kept index of an unchanged
// database whole (no scan; the Games rows and the explorer's table equal a fresh scan's) and in
// a fraction of the first open's time, reads on after an append, and scans a file whose kept
// index is damaged.
#include "databasescan.h"
#include "gamelistmodel.h"

#include "database/mappedfile.h"
#include "generatedgames.h"
#include "indexsummary.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

using namespace kibitz;
using Use = database::KeptIndex::Use;

namespace {

struct Opened {
    Use use = Use::Scan;
    qint64 ms = 0; // from start() to the rows and the explorer's table all there
    std::string summary;
};

// Opens path as the window does and waits for the end of the scan and for the opening table.
Opened openDatabase(const QString& path, const QString& keptDir)
{
    GameListModel model;
    DatabaseScan scan(&model);
    scan.setKeptIndexDir(keptDir);
    QSignalSpy finished(&scan, &DatabaseScan::finished);
    QSignalSpy openings(&model, &GameListModel::openingsChanged);
    QElapsedTimer clock;
    clock.start();
    QString error;
    EXPECT_TRUE(scan.start(path, &error)) << error.toStdString();
    EXPECT_TRUE(finished.wait(60000) || finished.count() > 0);
    // The table arrives after finished when it is built, with the index when it was kept.
    EXPECT_TRUE(QTest::qWaitFor([&] { return model.gameIndex().openings().entries() > 0; }, 60000));
    Opened o{scan.keptIndexUse(), clock.elapsed(), test::summary(model.gameIndex())};
    EXPECT_EQ(model.rowCount(), int(model.gameIndex().size()));
    return o;
}

std::string freshSummary(const QString& path)
{
    database::MappedFile file;
    EXPECT_TRUE(file.open(QFile::encodeName(path).toStdString()));
    return test::summary(database::scanAll(file.bytes()));
}

bool writeFile(const QString& path, const std::string& text, QIODevice::OpenMode mode = QIODevice::WriteOnly)
{
    QFile file(path);
    return file.open(mode) && file.write(text.data(), qint64(text.size())) == qint64(text.size());
}

} // namespace

TEST(DatabaseKept, AKeptDatabaseOpensWholeAndFast)
{
    QTemporaryDir dir;
    const QString db = dir.filePath("games.pgn"), kept = dir.filePath("cache/index");
    ASSERT_TRUE(writeFile(db, test::games(0, 50000)));
    const Opened first = openDatabase(db, kept);
    EXPECT_EQ(first.use, Use::Scan);
    // The index is written on the worker before the table is handed over: it is there now. The
    // quickest of three opens with it: one open of ~30 ms can lose a time slice on a busy machine.
    Opened second = openDatabase(db, kept);
    EXPECT_EQ(second.use, Use::Reused);
    for (int again = 0; again < 2; ++again) {
        const Opened next = openDatabase(db, kept);
        EXPECT_EQ(next.use, Use::Reused);
        if (next.ms < second.ms)
            second = next;
    }
    const std::string fresh = freshSummary(db);
    EXPECT_EQ(first.summary, fresh);
    EXPECT_EQ(second.summary, fresh);
    EXPECT_LE(second.ms * 4, first.ms) << "first open " << first.ms << " ms, kept " << second.ms << " ms";
    std::printf("50,000 games: first open %lld ms, with the kept index %lld ms\n", first.ms, second.ms);
}

TEST(DatabaseKept, AnAppendedDatabaseIsReadOnAndADamagedKeptIndexIsNotUsed)
{
    QTemporaryDir dir;
    const QString db = dir.filePath("games.pgn"), kept = dir.filePath("cache/index");
    ASSERT_TRUE(writeFile(db, test::games(0, 3000)));
    openDatabase(db, kept);
    QProcess other; // another program appends a game (a broken one: its error line counts on)
    other.start("sh", {"-c", "printf '%s' \"$0\" >> \"$1\"", QString::fromStdString(test::games(37, 1)), db});
    ASSERT_TRUE(other.waitForFinished(30000));
    const Opened appended = openDatabase(db, kept);
    EXPECT_EQ(appended.use, Use::Extended);
    EXPECT_EQ(appended.summary, freshSummary(db));
    EXPECT_NE(appended.summary.find("3001 games"), std::string::npos);

    const QStringList files = QDir(kept).entryList({"*.kidx"});
    ASSERT_EQ(files.size(), 1);
    QFile file(QDir(kept).filePath(files[0]));
    ASSERT_TRUE(file.open(QIODevice::ReadWrite));
    file.seek(file.size() / 2);
    const QByteArray byte = file.peek(1);
    file.write(QByteArray(1, char(byte[0] ^ 1)));
    file.close();
    const Opened damaged = openDatabase(db, kept);
    EXPECT_EQ(damaged.use, Use::Scan);
    EXPECT_EQ(damaged.summary, freshSummary(db));
    EXPECT_EQ(openDatabase(db, kept).use, Use::Reused);
}
