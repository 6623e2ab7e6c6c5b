// Issue 25, item 7: a database that another program changes while it is indexed (appended,
// truncated, replaced by cp) is indexed again, and nothing of the first scan reaches the rows:
// the row count is kibitz-cli's count of the final file and every row shows its own game.
#include "databasescan.h"
#include "gamelistmodel.h"

#include "database/pgnscanner.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace kibitz;

namespace {
// n games named "<name> first" .. "<name> first+n-1" in their Event tag.
const QByteArray RuyLopez = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7";
const QByteArray QueensGambit = "1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O";

QByteArray games(int n, int first, const QByteArray& name = "Game", const QByteArray& moves = RuyLopez)
{
    QByteArray text;
    for (int i = 0; i < n; ++i)
        text += "[Event \"" + name + ' ' + QByteArray::number(first + i) + "\"]\n[White \"W\"]\n[Black \"B\"]\n"
            + "[Result \"1-0\"]\n\n" + moves + " 1-0\n\n";
    return text;
}

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// Another program changing the file: a shell command, run to its end while this thread's event
// loop stands still (the scan's parts wait in its queue).
void runOther(const QString& command)
{
    QProcess other;
    other.start("sh", {"-c", command});
    ASSERT_TRUE(other.waitForFinished(30000));
    ASSERT_EQ(other.exitCode(), 0) << command.toStdString();
}

// The game count kibitz-cli db index gives for the file.
int cliCount(const QString& path)
{
    QProcess cli;
    cli.start(KIBITZ_CLI_PATH, {"db", "index", path});
    if (!cli.waitForFinished(60000) || cli.exitCode() != 0)
        return -1;
    const QRegularExpressionMatch m = QRegularExpression("indexed (\\d+) games, \\d+ plies, 0 errors")
                                          .match(QString::fromUtf8(cli.readAllStandardOutput()));
    return m.hasMatch() ? m.captured(1).toInt() : -2;
}

// Every row shows game number row + 1 of the final file, whose Event is "<name> number".
void expectRows(const GameListModel& model, const QString& name)
{
    for (int row = 0; row < model.rowCount(); ++row) {
        const int number = model.index(row, GameListModel::Number).data().toInt();
        const QString event = model.index(row, GameListModel::Event).data().toString();
        if (number != row + 1 || event != name + ' ' + QString::number(row + 1)) {
            ADD_FAILURE() << "row " << row << ": game " << number << ", " << event.toStdString();
            return;
        }
    }
}

class DatabaseChange : public ::testing::Test {
protected:
    // Starts indexing a database of `count` games and waits for its first part.
    void startScan(int count)
    {
        m_path = m_dir.filePath("db.pgn");
        ASSERT_TRUE(writeFile(m_path, games(count, 1)));
        QSignalSpy progressed(&m_scan, &DatabaseScan::progressed);
        QString error;
        ASSERT_TRUE(m_scan.start(m_path, &error)) << error.toStdString();
        ASSERT_TRUE(progressed.wait(20000)); // parts are being handed over
    }
    // Waits until the scan has ended for good (restarts included).
    void expectIndexed(const QString& name, int games)
    {
        ASSERT_TRUE(QTest::qWaitFor([&] { return !m_scan.isRunning(); }, 120000));
        EXPECT_EQ(cliCount(m_path), games);
        EXPECT_EQ(m_model.rowCount(), games);
        EXPECT_EQ(int(m_model.gameIndex().size()), games);
        EXPECT_TRUE(m_model.gameIndex().errors().empty());
        expectRows(m_model, name);
    }
    QTemporaryDir m_dir;
    QString m_path;
    GameListModel m_model;
    DatabaseScan m_scan{&m_model};
};
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

// Nobody restarts the scan here: it notices the change itself.
TEST_F(DatabaseChange, AppendedByAnotherProgram)
{
    startScan(40000);
    const QString more = m_dir.filePath("more.pgn");
    ASSERT_TRUE(writeFile(more, games(1000, 40001)));
    runOther(QString("cat '%1' >> '%2'").arg(more, m_path));
    expectIndexed("Game", 41000);
}

TEST_F(DatabaseChange, TruncatedByAnotherProgram)
{
    startScan(40000);
    runOther(QString("truncate -s %1 '%2'").arg(games(25000, 1).size()).arg(m_path));
    expectIndexed("Game", 25000);
}

TEST_F(DatabaseChange, ReplacedByCp)
{
    startScan(40000);
    const QString other = m_dir.filePath("other.pgn");
    ASSERT_TRUE(writeFile(other, games(30000, 1, "Other", QueensGambit)));
    runOther(QString("cp '%1' '%2'").arg(other, m_path));
    expectIndexed("Other", 30000);
}

// After the scan: a database shown, then replaced (cp), appended to, or moved over (mv) by
// another program, is indexed again and shows the new file's games and opening table.
TEST_F(DatabaseChange, ChangedWhileShown)
{
    startScan(20000);
    ASSERT_TRUE(QTest::qWaitFor([&] { return !m_scan.isRunning(); }, 60000));
    ASSERT_EQ(m_model.rowCount(), 20000);
    const QString other = m_dir.filePath("other.pgn");
    ASSERT_TRUE(writeFile(other, games(15000, 1, "Other", QueensGambit)));
    QSignalSpy changed(&m_scan, &DatabaseScan::fileChanged);
    runOther(QString("cp '%1' '%2'").arg(other, m_path));
    ASSERT_TRUE(changed.wait(20000)); // noticed (the file watcher)
    expectIndexed("Other", 15000);
    ASSERT_TRUE(QTest::qWaitFor([&] { return m_model.gameIndex().openings().entries() > 0; }, 30000));
    const auto moves = m_model.gameIndex().openings().movesFrom(core::Position::startPosition());
    ASSERT_EQ(moves.size(), 1u);
    EXPECT_EQ(moves.front().games, 15000u);

    runOther(QString("cat '%1' >> '%2'").arg(other, m_path));
    ASSERT_TRUE(changed.wait(20000));
    ASSERT_TRUE(QTest::qWaitFor([&] { return !m_scan.isRunning(); }, 60000));
    EXPECT_EQ(m_model.rowCount(), 30000);
    EXPECT_EQ(cliCount(m_path), 30000);

    const QString moved = m_dir.filePath("moved.pgn");
    ASSERT_TRUE(writeFile(moved, games(500, 1)));
    runOther(QString("mv '%1' '%2'").arg(moved, m_path));
    ASSERT_TRUE(changed.wait(20000));
    expectIndexed("Game", 500);
}
