// Game boundaries in PGN files (splitPgnGames) and io::readPgnFile / writeGameInPlace: spans on
// tricky inputs, counts, Cancel, and the refusals that send the person to Save As.
#include "faultinjection.h"
#include "io/gamefile.h"
#include "io/saveinto.h"

#include "game/pgnreader.h"
#include "game/pgnsplit.h"
#include "game/pgnwriter.h"
#include "game/utf8.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cstring>
#include <string>

using namespace kibitz;

namespace {

std::vector<std::string> pieces(const std::string& text)
{
    std::vector<std::string> out;
    for (const game::PgnSpan& span : game::splitPgnGames(text))
        out.push_back(text.substr(span.begin, span.end - span.begin));
    return out;
}

bool writeAll(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

TEST(PgnSplit, GamesEndAtResultsOrWhereTagsFollowMoves)
{
    const std::string text =
        "[Event \"A ] \\\" (1-0) {\"]\n\n1. e4 {a 1-0 remark [x]} e5 (1... c5 2. Nf3 ; 0-1\n) 1-0\n"
        "\n%escape [Event \"no\"]\n"
        "[Event \"B\"]\n1. d4 d5\n"
        "[Event \"C\"]\n\n1. c4 *\n";
    const auto games = pieces(text);
    ASSERT_EQ(games.size(), 3u);
    EXPECT_EQ(games[0].substr(0, 9), "[Event \"A");
    EXPECT_EQ(games[0].substr(games[0].size() - 4), " 1-0")
        << "a result inside a comment, string or variation does not end it";
    EXPECT_EQ(games[1], "[Event \"B\"]\n1. d4 d5") << "a game without a result ends where the next tags begin";
    EXPECT_EQ(games[2], "[Event \"C\"]\n\n1. c4 *");
}

TEST(PgnSplit, MovetextWithoutTagsAndEmptyInput)
{
    EXPECT_TRUE(pieces("").empty());
    EXPECT_EQ(pieces("  \n{ only a comment }\n").size(), 1u) << "a remark is movetext, as the reader sees it";
    EXPECT_TRUE(pieces(" * \n").empty()) << "a stray result alone is no game";
    const auto games = pieces("1. e4 e5 *\n1. d4 d5 *\n");
    ASSERT_EQ(games.size(), 2u);
    EXPECT_EQ(games[1], "1. d4 d5 *");
}

TEST(PgnSplit, CancelStopsTheScan)
{
    std::string big;
    for (int i = 0; i < 40000; ++i)
        big += "[Event \"G\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n";
    int calls = 0;
    const auto spans = game::splitPgnGames(big, [&calls](std::size_t, std::size_t) { return ++calls < 1; });
    EXPECT_EQ(calls, 1);
    EXPECT_LT(spans.size(), 40000u);
    EXPECT_EQ(game::splitPgnGames(big).size(), 40000u);
}

TEST(GameFile, ReadsTheFirstGameAndCountsTheOthers)
{
    QByteArray bytes;
    for (int i = 1; i <= 50000; ++i)
        bytes += "[Event \"G" + QByteArray::number(i) + "\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 *\n\n";
    const io::PgnFileRead read = io::readPgnFile("/x/many.pgn", bytes);
    ASSERT_TRUE(read.ok) << read.error.toStdString();
    EXPECT_EQ(read.source.games, 50000);
    EXPECT_EQ(read.game.tag("Event"), "G1");
    EXPECT_FALSE(read.source.latin1);
    EXPECT_EQ(read.source.path, "/x/many.pgn");

    io::Progress cancelled;
    cancelled.cancel = true;
    const io::PgnFileRead stopped = io::readPgnFile("/x/many.pgn", bytes, &cancelled);
    EXPECT_TRUE(stopped.cancelled);
    EXPECT_FALSE(stopped.ok);
}

TEST(GameFile, ABrokenFirstGameIsAnErrorNamingTheFile)
{
    const io::PgnFileRead read = io::readPgnFile("/x/bad.pgn", "1. e4 e5 2. Ke3 *\n");
    EXPECT_FALSE(read.ok);
    EXPECT_TRUE(read.error.contains("bad.pgn")) << read.error.toStdString();
    EXPECT_TRUE(read.error.contains("Ke3")) << read.error.toStdString();
}

TEST(GameFile, RefusesWhatCannotBeWrittenBackSafely)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath("latin1.pgn");
    const QByteArray bytes = "[Event \"Caf\xe9\"]\n\n1. e4 *\n\n[Event \"B\"]\n\n1. d4 *\n";
    ASSERT_TRUE(writeAll(path, bytes));
    io::PgnFileRead read = io::readPgnFile(path, bytes);
    ASSERT_TRUE(read.ok);
    EXPECT_FALSE(read.source.latin1);
    EXPECT_EQ(read.game.tag("Event"), "Caf\xc3\xa9"); // read as Windows-1252

    io::FileSource elsewhere = read.source;
    elsewhere.game = 3; // the file has two games
    io::WriteResult result = io::writeGameInPlace(elsewhere, read.game);
    EXPECT_TRUE(result.refused);
    EXPECT_TRUE(result.error.contains("game 3")) << result.error.toStdString();
    EXPECT_EQ(readAll(path), bytes);
}

// A file deleted while its game was open is reported at Save, not recreated holding one game.
TEST(GameFile, AFileDeletedWhileOpenIsReported)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath("gone.pgn");
    const QByteArray bytes = "[Event \"A\"]\n\n1. e4 *\n\n[Event \"B\"]\n\n1. d4 *\n";
    io::PgnFileRead read = io::readPgnFile(path, bytes); // read, then the file was deleted
    ASSERT_TRUE(read.ok);
    const io::WriteResult result = io::writeGameInPlace(read.source, read.game);
    EXPECT_FALSE(result.ok);
    EXPECT_TRUE(result.refused) << "Save As is offered";
    EXPECT_TRUE(result.error.contains("gone.pgn") && result.error.contains("deleted")) << result.error.toStdString();
    EXPECT_FALSE(QFile::exists(path));
}

// A game saved into a file with CR LF line ends is written with CR LF, like the rest.
TEST(GameFile, AGameSavedIntoACrLfFileKeepsCrLf)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath("crlf.pgn");
    const QByteArray bytes = "[Event \"A\"]\r\n[White \"W\"]\r\n\r\n1. e4 e5 *\r\n\r\n[Event \"B\"]\r\n\r\n1. d4 *\r\n";
    ASSERT_TRUE(writeAll(path, bytes));
    const io::PgnFileRead read = io::readPgnFile(path, bytes);
    ASSERT_TRUE(read.ok);
    game::Game edited = read.game.clone();
    edited.setTag("Annotator", "Me");
    io::WriteResult result = io::writeGameInPlace(read.source, edited);
    ASSERT_TRUE(result.ok) << result.error.toStdString();
    QByteArray now = readAll(path);
    EXPECT_TRUE(now.contains("[Annotator \"Me\"]\r\n")) << now.toStdString();
    EXPECT_EQ(now.count('\n'), now.count("\r\n")) << "every line ends with CR LF";
    edited.setTag("Annotator", "Me again");
    result = io::writeGameInPlace(result.source, edited);
    ASSERT_TRUE(result.ok) << result.error.toStdString() << " (the saved game is recognised again)";
    now = readAll(path);
    EXPECT_EQ(now.count('\n'), now.count("\r\n"));
    EXPECT_TRUE(now.endsWith("[Event \"B\"]\r\n\r\n1. d4 *\r\n"));
}

// A kill that came just after the rename: the journal still knows the file as it was before the
// save, but the file already holds this very game. Save then succeeds instead of refusing the
// file as changed by another program; a file really changed by another is still refused.
TEST(GameFile, AFileThatAlreadyHoldsTheSaveIsNotTakenAsChanged)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath("db.pgn");
    const QByteArray bytes = "[Event \"A\"]\n\n1. e4 *\n\n[Event \"B\"]\n\n1. d4 *\n\n[Event \"C\"]\n\n1. c4 *\n";
    ASSERT_TRUE(writeAll(path, bytes));
    const io::PgnFileRead whole = io::readPgnGame(path, bytes, 2);
    const qint64 begin = bytes.indexOf("[Event \"B\"]"), end = bytes.indexOf("[Event \"C\"]");
    const io::PgnFileRead span = io::readPgnGameSpan(path, bytes.mid(begin, end - begin), 2, begin, bytes.size());
    ASSERT_TRUE(whole.ok && span.ok);
    game::Game edited = whole.game.clone();
    edited.setTag("Annotator", "A longer annotator name");
    for (const io::FileSource& before : {whole.source, span.source}) {
        ASSERT_TRUE(writeAll(path, bytes));
        ASSERT_TRUE(io::writeGameInPlace(before, edited).ok); // the save whose end the kill cut off
        const QByteArray saved = readAll(path);
        const io::WriteResult again = io::writeGameInPlace(before, edited);
        EXPECT_TRUE(again.ok) << again.error.toStdString();
        EXPECT_EQ(readAll(path), saved);
        game::Game more = edited.clone();
        more.setTag("Annotator", "Another");
        const io::WriteResult next = io::writeGameInPlace(again.source, more);
        EXPECT_TRUE(next.ok) << next.error.toStdString() << " (the source given back fits the file)";
        EXPECT_TRUE(readAll(path).contains("[Annotator \"Another\"]"));
        EXPECT_EQ(game::readPgn(readAll(path).toStdString()).games.size(), 3u);
        game::Game other = whole.game.clone();
        other.setTag("Annotator", "Someone else");
        EXPECT_TRUE(io::writeGameInPlace(before, other).refused) << "a file changed otherwise is still refused";
    }
}

// A stray result before the first game is no game (for the reader as for the splitter): it does
// not shift which bytes a save replaces, and it stays where it was.
TEST(GameFile, StrayTextBeforeTheFirstGameIsKept)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath("stray.pgn");
    const QByteArray bytes = "*\n\n[Event \"Good\"]\n\n1. d4 d5 *\n\n[Event \"Last\"]\n\n1. c4 *\n";
    ASSERT_TRUE(writeAll(path, bytes));
    const io::PgnFileRead read = io::readPgnFile(path, bytes);
    ASSERT_TRUE(read.ok) << read.error.toStdString();
    EXPECT_EQ(read.game.tag("Event"), "Good");
    EXPECT_EQ(read.source.game, 1);
    EXPECT_EQ(read.source.games, 2);
    game::Game edited = read.game.clone();
    edited.setTag("Annotator", "Me");
    const io::WriteResult result = io::writeGameInPlace(read.source, edited);
    ASSERT_TRUE(result.ok) << result.error.toStdString();
    const QByteArray now = readAll(path);
    EXPECT_TRUE(now.startsWith("*\n\n")) << now.toStdString();
    EXPECT_TRUE(now.contains("[Annotator \"Me\"]"));
    EXPECT_TRUE(now.endsWith("[Event \"Last\"]\n\n1. c4 *\n"));
}

// The splitter and the reader agree on how many games a file holds (on the PGN test files and the
// fuzz seeds that read without errors), so a save finds the game the reader showed. (In broken
// files the reader's error recovery may count differently; a save then refuses, losing nothing.)
TEST(PgnSplit, AgreesWithTheReaderOnTheTestFiles)
{
    QStringList files;
    for (const QString& folder : {QStringLiteral(KIBITZ_SOURCE_DIR "/tests/data/pgn"),
                                 QStringLiteral(KIBITZ_SOURCE_DIR "/tests/fuzz/corpus_fuzz_pgn")})
        for (const QString& name : QDir(folder).entryList(QDir::Files))
            files << folder + "/" + name;
    ASSERT_GT(files.size(), 10);
    int agreed = 0;
    int compared = 0;
    for (const QString& file : files) {
        const std::string text = readAll(file).toStdString();
        std::vector<game::PgnError> errors;
        const game::PgnReadSummary summary = game::readPgn(
            text, [](game::Game&&, int) { return true; }, errors);
        if (!errors.empty()) {
            ++agreed; // not compared
            continue;
        }
        ++compared;
        const std::size_t spans = game::splitPgnGames(text).size();
        EXPECT_EQ(spans, std::size_t(summary.games + summary.failed)) << file.toStdString();
        agreed += spans == std::size_t(summary.games + summary.failed);
    }
    EXPECT_EQ(agreed, files.size());
    EXPECT_GE(compared, 5) << "enough well-formed files to mean something";
    // And on hand-made shapes of files.
    const char* shapes[] = {
        "[Event \"A\"]\n1. e4 e5\n[Event \"B\"]\n1. d4 *\n",
        "1. e4 e5 1-0\n{ remark }\n\n[Event \"B\"]\n\n1. d4 {a 0-1 in a comment} d5 (1... Nf6 2. c4) *\n",
        "% escape\n[Event \"A\"]\n\n1. e4 ; 1-0 in a line comment\ne5 0-1\n\n\n*\n[Event \"C\"]\n1. c4 *",
    };
    for (const char* text : shapes) {
        std::vector<game::PgnError> errors;
        const game::PgnReadSummary summary = game::readPgn(
            text, [](game::Game&&, int) { return true; }, errors);
        EXPECT_TRUE(errors.empty()) << text;
        EXPECT_EQ(game::splitPgnGames(text).size(), std::size_t(summary.games + summary.failed)) << text;
    }
}

// Save As into a file of several games can add the game at its end instead: every byte that was
// there stays, the game takes the file's line ends, and Save then writes it in its new place.
TEST(GameFile, AGameAddedToAFileKeepsEveryByteAndCanBeSavedAgain)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath("db.pgn");
    const QByteArray bytes = "[Event \"A\"]\r\n\r\n1. e4 *\r\n\r\n[Event \"B\"]\r\n\r\n1. d4 *\r\n";
    ASSERT_TRUE(writeAll(path, bytes));
    const io::FileGames counted = io::gamesIn(path);
    ASSERT_TRUE(counted.ok) << counted.error.toStdString();
    EXPECT_EQ(counted.games, 2);
    game::Game g = game::readPgn("[Event \"New\"]\n\n1. c4 c5 *\n").games.at(0).clone();
    io::WriteResult result = io::appendGame(path, g, counted.stamp);
    ASSERT_TRUE(result.ok) << result.error.toStdString();
    QByteArray now = readAll(path);
    EXPECT_TRUE(now.startsWith(bytes));
    EXPECT_EQ(now.count('\n'), now.count("\r\n"));
    EXPECT_EQ(io::gamesIn(path).games, 3);
    g.setTag("Annotator", "Me");
    result = io::writeGameInPlace(result.source, g);
    ASSERT_TRUE(result.ok) << result.error.toStdString();
    now = readAll(path);
    EXPECT_TRUE(now.startsWith(bytes));
    EXPECT_TRUE(now.contains("[Annotator \"Me\"]\r\n"));
    EXPECT_EQ(io::gamesIn(path).games, 3);
    EXPECT_TRUE(io::appendGame(path, g, counted.stamp).refused) << "the file changed since it was counted";
    EXPECT_EQ(readAll(path), now);
}

#ifdef Q_OS_LINUX
// Adding a game to a file on a full filesystem (a small tmpfs, when the test may mount one)
// fails with the system's reason; the file keeps every byte and no temporary file is left.
TEST(GameFile, AddingAGameOnAFullDiskKeepsTheFile)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString mountPoint = dir.filePath("small");
    test::SmallTmpfs tmpfs(mountPoint, 256);
    if (!tmpfs.isMounted())
        GTEST_SKIP() << "skipped: cannot mount a tmpfs here (needs root)";
    const QString path = mountPoint + "/db.pgn";
    QByteArray bytes;
    for (int i = 0; i < 1000; ++i)
        bytes += "[Event \"E\"]\n\n1. e4 e5 *\n\n";
    ASSERT_TRUE(writeAll(path, bytes));
    ASSERT_TRUE(tmpfs.fill());
    const io::FileGames counted = io::gamesIn(path);
    ASSERT_EQ(counted.games, 1000);
    const game::Game g = game::readPgn("[Event \"New\"]\n\n1. c4 *\n").games.at(0).clone();
    const io::WriteResult result = io::appendGame(path, g, counted.stamp);
    EXPECT_FALSE(result.ok);
    EXPECT_FALSE(result.refused);
    EXPECT_TRUE(result.error.contains("db.pgn") && result.error.contains(QString::fromLocal8Bit(strerror(ENOSPC))))
        << result.error.toStdString();
    EXPECT_EQ(readAll(path), bytes);
    EXPECT_EQ(QDir(mountPoint).entryList(QDir::Files | QDir::Hidden), (QStringList{"db.pgn", "filler"}));
}
#endif

// Issue 23: a game of a Latin-1 file is saved in UTF-8 (a knight too); the other games keep their bytes.
TEST(GameFile, ALatin1GameIsWrittenBackAsUtf8)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath("latin1.pgn");
    const QByteArray bytes = "[Event \"R\xe9ti\"]\n\n1. e4 *\n\n[Event \"Z\xfcrich\"]\n\n1. d4 *\n";
    ASSERT_TRUE(writeAll(path, bytes));
    io::PgnFileRead read = io::readPgnFile(path, bytes);
    ASSERT_TRUE(read.ok);
    game::Game edited = read.game.clone();
    edited.setTag("Annotator", "\xe2\x99\x9e");
    const io::WriteResult result = io::writeGameInPlace(read.source, edited);
    ASSERT_TRUE(result.ok) << result.error.toStdString();
    const QByteArray now = readAll(path);
    EXPECT_TRUE(now.contains("[Event \"R\xc3\xa9ti\"]")) << now.toStdString();
    EXPECT_TRUE(now.contains("[Annotator \"\xe2\x99\x9e\"]")) << now.toStdString();
    EXPECT_TRUE(now.endsWith("[Event \"Z\xfcrich\"]\n\n1. d4 *\n"));
}

// A game that cannot be read, opened by its number, is named at its place in the file (it was
// "Game 1, line 3" of its own bytes); placeOf counts CR LF files' lines and columns in characters.
TEST(GameFile, ABrokenGameOfAFileIsNamedAtItsPlaceInTheFile)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath("two.pgn");
    const QByteArray bytes = "[Event \"A\"]\r\n\r\n1. e4 *\r\n\r\n[Event \"Z\xc3\xbcrich\"]\r\n\r\n1. e4 e5 (1... Ke5) *\r\n";
    ASSERT_TRUE(writeAll(path, bytes));
    const io::PgnFileRead read = io::readPgnGame(path, bytes, 2);
    EXPECT_FALSE(read.ok);
    EXPECT_TRUE(read.error.contains("game 2, line 7, column 16", Qt::CaseInsensitive)) << read.error.toStdString();

    const qint64 rich = bytes.indexOf("rich"), ke5 = bytes.indexOf("Ke5");
    EXPECT_EQ(io::placeOf(bytes, rich).line, 5);
    EXPECT_EQ(io::placeOf(bytes, rich).column, 11); // [Event "Zü: ten characters before
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    for (const io::TextPlace at : {io::placeOf(bytes, ke5), io::placeOf(file, ke5)}) {
        EXPECT_EQ(at.line, 7);
        EXPECT_EQ(at.column, 16);
    }
}

// placeOf counts a place as the PGN reader does (game::utf8::columns): a '\r' takes no column,
// so a game that begins after a lone CR on its line is placed where the reader's errors would be.
TEST(GameFile, APlaceCountsColumnsAsTheReaderDoes)
{
    const QByteArray bytes = "ab\r\nc\xc3\xa9\r[Event";
    const io::TextPlace at = io::placeOf(bytes, bytes.indexOf('['));
    EXPECT_EQ(at.line, 2);
    EXPECT_EQ(at.column, 3); // 'c' and 'é' before it, the '\r' none
    EXPECT_EQ(game::utf8::columns("c\xc3\xa9\r"), 2);
}
