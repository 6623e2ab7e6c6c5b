// Issue 25, item 7: a database that changes while it is indexed is indexed again, and nothing of
// the first scan reaches the rows: the count matches the scanner's count of the final file.
#include "databasescan.h"
#include "gamelistmodel.h"

#include "database/pgnscanner.h"

#include <QFile>
#include <QSignalSpy>
#include <QTest>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace kibitz;

namespace {
QByteArray games(int n, int first)
{
    QByteArray text;
    for (int i = 0; i < n; ++i)
        text += "[Event \"Game " + QByteArray::number(first + i) + "\"]\n[White \"W\"]\n[Black \"B\"]\n"
            + "[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 1-0\n\n";
    return text;
}
} // namespace

// The restart comes while the first scan's parts wait in the event queue (as when the file
// watcher restarts it): before, they were appended to the emptied model, counting games twice.
TEST(DatabaseRescan, AFileAppendedDuringTheScanIsCountedOnce)
{
    QTemporaryDir dir;
    const QString path = dir.filePath("db.pgn");
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(games(40000, 1)); // about 5 MB: several 1 MB parts
    file.flush();
    GameListModel model;
    DatabaseScan scan(&model);
    QSignalSpy progressed(&scan, &DatabaseScan::progressed);
    QString error;
    ASSERT_TRUE(scan.start(path, &error)) << error.toStdString();
    ASSERT_TRUE(progressed.wait(20000)); // parts are being handed over
    file.write(games(1000, 40001)); // another program appends
    file.close();
    ASSERT_TRUE(scan.start(path, &error)) << error.toStdString(); // what the watcher does
    ASSERT_TRUE(QTest::qWaitFor([&] { return !scan.isRunning(); }, 60000));
    QFile final(path);
    ASSERT_TRUE(final.open(QIODevice::ReadOnly));
    const QByteArray bytes = final.readAll();
    const std::size_t expected = database::scanAll({bytes.constData(), std::size_t(bytes.size())}).size();
    EXPECT_EQ(expected, 41000u);
    EXPECT_EQ(std::size_t(model.rowCount()), expected);
}
