// Saving a database game back in place (issue 16): text between games that is not a game's own
// PGN stays byte for byte, whichever neighbour is saved; the write runs on a worker thread
// (io::BackgroundSave) with progress, one at a time, and fails as the synchronous write did.
#include "faultinjection.h"
#include "io/backgroundsave.h"
#include "io/gamefile.h"
#include "io/safefile.h"

#include "database/pgnscanner.h"
#include "game/pgnsplit.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <cstring>

#include <gtest/gtest.h>

using namespace kibitz;

namespace {

// One game's own text (up to and including its termination marker, or its last move when it has
// none) and what follows it in the file before the next game.
struct Part {
    const char* game;
    const char* after;
};

// Stray text of the kinds found in real files: prose, % escape lines, a remark after the result.
const Part Parts[] = {
    {"[Event \"A\"]\n[White \"One\"]\n\n1. e4 e5 1-0", "\nThis is prose between the games.\n\n"},
    {"[Event \"B\"]\n[White \"Two\"]\n\n1. d4 d5", "\n\n% an escape line after a game without result\n\n"},
    {"[Event \"C\"]\n[White \"Three\"]\n\n1. c4 c5 0-1", " { a remark after the result }\n% escape\n\n"},
    {"[Event \"D\"]\n[White \"Four\"]\n\n1. Nf3 Nf6", "\n% a last escape line\n"},
};

QByteArray fileOf(const Part* parts, std::size_t count)
{
    QByteArray bytes;
    for (std::size_t i = 0; i < count; ++i)
        bytes += QByteArray(parts[i].game) + parts[i].after;
    return bytes;
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeAll(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// Game number of path opened as the Games panel opens it: its bytes from its index offset to
// the next game's.
io::PgnFileRead openFromIndex(const QString& path, int number)
{
    const QByteArray bytes = readAll(path);
    const database::GameIndex index = database::scanAll({bytes.constData(), std::size_t(bytes.size())});
    for (std::size_t i = 0; i < index.size(); ++i) {
        if (int(i) + 1 != number)
            continue;
        const auto begin = qint64(index.game(i).offset);
        const qint64 end = i + 1 < index.size() ? qint64(index.game(i + 1).offset) : bytes.size();
        return io::readPgnGameSpan(path, bytes.mid(begin, end - begin), number, begin, bytes.size());
    }
    return io::PgnFileRead();
}

// The same game opened as File > Open reads a file: numbered by splitPgnGames, the file read whole.
io::PgnFileRead openWhole(const QString& path, const QByteArray& own)
{
    const QByteArray bytes = readAll(path);
    const std::vector<game::PgnSpan> spans = game::splitPgnGames(bytes.toStdString());
    for (std::size_t i = 0; i < spans.size(); ++i)
        if (qsizetype(spans[i].begin) == bytes.indexOf(own))
            return io::readPgnGame(path, bytes, int(i) + 1);
    return io::PgnFileRead();
}

// The index entry whose game reads as the one whose own text is `own` (stray text before it may
// be listed as an entry of its own).
int numberOf(const QString& path, const QByteArray& own)
{
    const QByteArray bytes = readAll(path);
    const database::GameIndex index = database::scanAll({bytes.constData(), std::size_t(bytes.size())});
    const qsizetype at = bytes.indexOf(own);
    for (std::size_t i = 0; i < index.size(); ++i)
        if (qint64(index.game(i).offset) == at)
            return int(i) + 1;
    return 0;
}

} // namespace

// Each game of a file with stray text between its games, saved from the database index and from
// the whole file: only the game's own bytes change, the stray text after it stays.
TEST(DatabaseSave, StrayTextAfterAGameIsKeptByteForByte)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath("stray.pgn");
    const std::size_t count = std::size(Parts);
    for (const bool fromIndex : {true, false}) {
        for (std::size_t saved = 0; saved < count; ++saved) {
            const QByteArray before = fileOf(Parts, count);
            ASSERT_TRUE(writeAll(path, before));
            const QByteArray own(Parts[saved].game);
            io::PgnFileRead read;
            if (fromIndex) {
                const int number = numberOf(path, own);
                ASSERT_GT(number, 0) << own.toStdString();
                read = openFromIndex(path, number);
            } else {
                read = openWhole(path, own);
            }
            ASSERT_TRUE(read.ok) << read.error.toStdString();
            ASSERT_EQ(read.game.tag("Event"), std::string(1, char('A' + saved)));
            read.game.setTag("Annotator", "Kibitz");
            const io::WriteResult written = io::writeGameInPlace(read.source, read.game);
            ASSERT_TRUE(written.ok) << written.error.toStdString();
            const QByteArray after = readAll(path);
            const qsizetype begin = before.indexOf(own), end = begin + own.size();
            const QByteArray tail = before.mid(end);
            EXPECT_EQ(after.left(begin), before.left(begin)) << fromIndex << " game " << saved;
            EXPECT_TRUE(after.endsWith(tail)) << fromIndex << " game " << saved << "\n" << after.toStdString();
            const QByteArray game = after.mid(begin, after.size() - begin - tail.size());
            EXPECT_TRUE(game.contains("[Annotator \"Kibitz\"]")) << game.toStdString();
            EXPECT_FALSE(game.contains('%')) << game.toStdString();
        }
    }
}

namespace {

// A database of a few MB (more than one block of the streamed write) and game `number` of it
// opened from its bytes alone.
struct BigFile {
    QTemporaryDir dir;
    QString path;
    QByteArray before;
    io::PgnFileRead read;

    explicit BigFile(int number)
    {
        path = dir.filePath("big.pgn");
        for (int i = 0; i < 20000; ++i)
            before += QByteArray(Parts[0].game) + "\n\n" + QByteArray(Parts[2].game) + "\n\n";
        if (!writeAll(path, before))
            return;
        read = openFromIndex(path, number);
    }
};

} // namespace

// The write runs on a worker: start() returns at once, the caller's event loop runs meanwhile,
// a second write is refused while one runs, and the progress ends at twice the file's size.
TEST(BackgroundSave, WritesOnAWorkerWhileTheEventLoopRuns)
{
    BigFile f(20001);
    ASSERT_TRUE(f.read.ok) << f.read.error.toStdString();
    f.read.game.setTag("Annotator", "Kibitz");
    io::BackgroundSave save;
    QSignalSpy finished(&save, &io::BackgroundSave::finished);
    int ticks = 0;
    QTimer tick;
    QObject::connect(&tick, &QTimer::timeout, [&] {
        const std::size_t total = save.progress().total;
        ticks += save.isRunning() && (total == 0 || save.progress().done < total); // still writing
    });
    tick.start(0);
    ASSERT_TRUE(save.start(f.read.source, f.read.game.clone()));
    EXPECT_TRUE(save.isRunning());
    EXPECT_FALSE(save.start(f.read.source, f.read.game.clone())) << "one write at a time";
    ASSERT_TRUE(finished.wait(30000));
    EXPECT_GT(ticks, 0) << "the event loop ran during the write";
    EXPECT_FALSE(save.isRunning());
    ASSERT_TRUE(save.result().ok) << save.result().error.toStdString();
    const QByteArray after = readAll(f.path);
    EXPECT_EQ(save.progress().total, std::size_t(2 * after.size()));
    EXPECT_EQ(save.progress().done, save.progress().total);
    const qint64 begin = f.read.source.spanBegin;
    EXPECT_EQ(after.left(begin), f.before.left(begin));
    EXPECT_TRUE(after.endsWith(f.before.mid(f.read.source.spanEnd)));
    EXPECT_TRUE(after.mid(begin, 400).contains("[Annotator \"Kibitz\"]"));
    EXPECT_EQ(save.result().source.fileSize, after.size());
}

#ifdef Q_OS_LINUX
// A write that fails on the worker (the file may not grow past 1 MB) reports the reason naming
// the file, as the write on the calling thread did, and leaves the file and its folder as they were.
TEST(BackgroundSave, AFailedWriteLeavesTheFileIntact)
{
    BigFile f(20001);
    ASSERT_TRUE(f.read.ok) << f.read.error.toStdString();
    f.read.game.setTag("Annotator", "Kibitz");
    io::BackgroundSave save;
    QSignalSpy finished(&save, &io::BackgroundSave::finished);
    {
        test::FileSizeLimit limit(1 << 20);
        ASSERT_TRUE(limit.isActive());
        ASSERT_TRUE(save.start(f.read.source, f.read.game.clone()));
        ASSERT_TRUE(finished.wait(30000));
    }
    EXPECT_FALSE(save.result().ok);
    EXPECT_FALSE(save.result().refused);
    EXPECT_TRUE(save.result().error.contains("big.pgn")) << save.result().error.toStdString();
    EXPECT_TRUE(save.result().error.contains(QString::fromLocal8Bit(strerror(EFBIG))))
        << save.result().error.toStdString();
    EXPECT_EQ(readAll(f.path), f.before);
    EXPECT_EQ(QDir(f.dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{"big.pgn"});
}
#endif

// Destroyed while writing (the window closing): it waits, so the file is whole and no
// temporary is left behind.
TEST(BackgroundSave, DestroyedWhileWritingFinishesTheWrite)
{
    BigFile f(20001);
    ASSERT_TRUE(f.read.ok) << f.read.error.toStdString();
    f.read.game.setTag("Annotator", "Kibitz");
    {
        io::BackgroundSave save;
        ASSERT_TRUE(save.start(f.read.source, f.read.game.clone()));
    }
    const QByteArray after = readAll(f.path);
    EXPECT_TRUE(after.endsWith(f.before.mid(f.read.source.spanEnd)));
    EXPECT_TRUE(after.contains("[Annotator \"Kibitz\"]"));
    EXPECT_EQ(QDir(f.dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{"big.pgn"});
}

namespace {

// Removes the seam however the test ends.
struct SeamGuard {
    ~SeamGuard() { io::testing::setBeforeReplace({}); }
};

// What another program appends while Kibitz saves: 20,000 games.
QByteArray appendedGames()
{
    QByteArray more;
    for (int i = 0; i < 20000; ++i)
        more += QByteArray(Parts[3].game) + " *\n\n";
    return more;
}

} // namespace

// Check twice (issue 25): 20,000 games appended by another process after the copy, just before
// the rename, are not lost: the save is refused as a change by another program, and the file
// keeps every byte.
TEST(BackgroundSave, GamesAppendedDuringTheSaveAreKept)
{
    BigFile f(20001);
    ASSERT_TRUE(f.read.ok) << f.read.error.toStdString();
    f.read.game.setTag("Annotator", "Kibitz");
    const QByteArray more = appendedGames();
    const QString moreFile = f.dir.filePath("more.txt");
    ASSERT_TRUE(writeAll(moreFile, more));
    SeamGuard seam;
    int appender = -1;
    io::testing::setBeforeReplace([&](const QString& target) {
        appender = QProcess::execute(QStringLiteral("sh"), {"-c", "cat \"$0\" >> \"$1\"", moreFile, target});
    });
    io::BackgroundSave save;
    QSignalSpy finished(&save, &io::BackgroundSave::finished);
    ASSERT_TRUE(save.start(f.read.source, f.read.game.clone()));
    ASSERT_TRUE(finished.wait(30000));
    EXPECT_FALSE(save.result().ok) << "the game must not count as saved";
    EXPECT_TRUE(save.result().refused) << "Save As is offered instead";
    EXPECT_TRUE(save.result().error.contains("big.pgn") && save.result().error.contains("changed"))
        << save.result().error.toStdString();
    EXPECT_EQ(appender, 0) << "the appending process ran";
    EXPECT_TRUE(readAll(f.path) == f.before + more) << "every game, the appended ones too";
    EXPECT_EQ(QDir(f.dir.path()).entryList(QDir::Files | QDir::Hidden), (QStringList{"big.pgn", "more.txt"}));
}

// Two Kibitz processes saving one database: while this one's save waits between its copy and its
// rename, another process saves game 2; this save then learns the file changed and refuses, so
// the other's edit stays.
TEST(BackgroundSave, ASecondProcessSavingMeanwhileIsNotUndone)
{
    BigFile f(20001);
    ASSERT_TRUE(f.read.ok) << f.read.error.toStdString();
    f.read.game.setTag("Annotator", "First");
    SeamGuard seam;
    QSemaphore paused, resume;
    io::testing::setBeforeReplace([&](const QString&) {
        paused.release();
        resume.acquire();
    });
    io::BackgroundSave save;
    QSignalSpy finished(&save, &io::BackgroundSave::finished);
    ASSERT_TRUE(save.start(f.read.source, f.read.game.clone()));
    paused.acquire();
    io::testing::setBeforeReplace({});
    QProcess other;
    other.start(QStringLiteral(KIBITZ_SAVE_CHILD), {f.path, "2", "Second"});
    const bool otherSaved = other.waitForFinished(60000) && other.exitCode() == 0;
    resume.release();
    ASSERT_TRUE(finished.wait(30000));
    ASSERT_TRUE(otherSaved) << other.readAll().toStdString();
    EXPECT_FALSE(save.result().ok);
    EXPECT_TRUE(save.result().refused) << save.result().error.toStdString();
    const QByteArray after = readAll(f.path);
    EXPECT_TRUE(after.contains("[Annotator \"Second\"]")) << "the other process's save stays";
    EXPECT_FALSE(after.contains("[Annotator \"First\"]"));
    EXPECT_EQ(after.count("[Event \"A\"]"), 20000);
}
