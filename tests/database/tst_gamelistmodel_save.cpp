// A game of a Games panel's database opened and saved back in place, every other byte of the file
// kept: read from the whole file, or from its span alone with the rest copied in blocks; a failed
// save leaves the file as it was. The model itself: tst_gamelistmodel.cpp.
#include "faultinjection.h"
#include "gamelistsample.h"
#include "io/gamefile.h"

#include "database/pgnscanner.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace kibitz;
using kibitz::test::Games;

TEST(GameListModel, GameOpenedFromTheDatabaseSavesInPlace)
{
    QTemporaryDir dir;
    const QString path = dir.filePath("games.pgn");
    QFile out(path);
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(Games);
    out.close();
    QFile in(path);
    ASSERT_TRUE(in.open(QIODevice::ReadOnly));
    const QByteArray before = in.readAll();
    in.close();
    io::PgnFileRead read = io::readPgnGame(path, before, 2);
    ASSERT_TRUE(read.ok) << read.error.toStdString();
    EXPECT_EQ(read.source.game, 2);
    EXPECT_EQ(read.source.games, 4);
    EXPECT_EQ(read.game.tag("White"), "Zeta");
    read.game.setTag("Annotator", "Kibitz");
    const io::WriteResult written = io::writeGameInPlace(read.source, read.game);
    ASSERT_TRUE(written.ok) << written.error.toStdString();
    ASSERT_TRUE(in.open(QIODevice::ReadOnly));
    const QByteArray after = in.readAll();
    const qsizetype start = before.indexOf("[Event \"Club\"]"), next = before.indexOf("[Event \"Broken\"]");
    ASSERT_GT(start, 0);
    EXPECT_EQ(after.left(start), before.left(start)); // the game before it, byte for byte
    EXPECT_TRUE(after.endsWith(before.mid(next))); // and the two after it
    EXPECT_TRUE(after.contains("[Annotator \"Kibitz\"]"));
    EXPECT_FALSE(io::readPgnGame(path, after, 5).ok);
}

namespace {

// A database of many copies of Games (a few MB: more than one block of the streamed write), the
// index of it, and game number of it opened from its bytes alone, as the Games panel does.
struct SpanFixture {
    QTemporaryDir dir;
    QString path;
    QByteArray before;
    io::PgnFileRead read;

    explicit SpanFixture(int number)
    {
        path = dir.filePath("big.pgn");
        for (int i = 0; i < 4000; ++i)
            before += QByteArray(Games) + '\n';
        QFile out(path);
        if (!out.open(QIODevice::WriteOnly) || out.write(before) != before.size())
            return;
        out.close();
        const database::GameIndex index = database::scanAll({before.constData(), std::size_t(before.size())});
        const auto begin = qint64(index.game(std::size_t(number - 1)).offset);
        const auto end = qint64(index.game(std::size_t(number)).offset);
        read = io::readPgnGameSpan(path, before.mid(begin, end - begin), number, begin, before.size());
    }
    QByteArray now() const
    {
        QFile in(path);
        return in.open(QIODevice::ReadOnly) ? in.readAll() : QByteArray();
    }
};

} // namespace

// A game in the middle of a file of several MB: the rest is copied in blocks, byte for byte, and
// the game saved again from where it now is.
TEST(GameListModel, DatabaseGameSavesInPlaceWithTheFileCopiedInBlocks)
{
    SpanFixture f(8002); // "Club", the second game of copy 2001
    ASSERT_TRUE(f.read.ok) << f.read.error.toStdString();
    ASSERT_GT(f.before.size(), 1 << 20); // more than one 1 MB block
    EXPECT_EQ(f.read.game.tag("White"), "Zeta");
    f.read.game.setTag("Annotator", "Kibitz");
    io::WriteResult written = io::writeGameInPlace(f.read.source, f.read.game);
    ASSERT_TRUE(written.ok) << written.error.toStdString();
    const QByteArray after = f.now();
    const qint64 begin = f.read.source.spanBegin, end = f.read.source.spanEnd;
    EXPECT_EQ(after.left(begin), f.before.left(begin));
    const QByteArray tail = f.before.mid(end);
    EXPECT_TRUE(after.endsWith(tail));
    const QByteArray game = after.mid(begin, after.size() - tail.size() - begin);
    EXPECT_TRUE(game.contains("[Annotator \"Kibitz\"]")) << game.toStdString();
    EXPECT_TRUE(game.endsWith("0-1\n\n")) << "the blank line before the next game stays";

    game::Game again = f.read.game.clone();
    again.setTag("Annotator", "Twice");
    written = io::writeGameInPlace(written.source, again);
    ASSERT_TRUE(written.ok) << written.error.toStdString();
    EXPECT_EQ(database::scanAll(f.now().toStdString()).size(), 16000u);
    EXPECT_TRUE(f.now().contains("[Annotator \"Twice\"]"));
    EXPECT_FALSE(f.now().contains("[Annotator \"Kibitz\"]"));
}

#ifdef Q_OS_LINUX
// A write that fails half way (the file may not grow past 1 MB) leaves the database as it was.
TEST(GameListModel, AFailedDatabaseSaveLeavesTheFileIntact)
{
    SpanFixture f(8002);
    ASSERT_TRUE(f.read.ok) << f.read.error.toStdString();
    f.read.game.setTag("Annotator", "Kibitz");
    io::WriteResult written;
    {
        test::FileSizeLimit limit(1 << 20);
        ASSERT_TRUE(limit.isActive());
        written = io::writeGameInPlace(f.read.source, f.read.game);
    }
    EXPECT_FALSE(written.ok);
    EXPECT_TRUE(written.error.contains("big.pgn")) << written.error.toStdString();
    EXPECT_EQ(f.now(), f.before);
    EXPECT_EQ(QDir(f.dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{"big.pgn"});
}
#endif
