// Issue 28 part 2, headless: copy, delete, merge and twins on PGN databases (io/databaseedit.h,
// database/twins.h). Each check compares with what the files held before, cut or joined by the
// test's own reading of the original index (every other byte and game unchanged); a full disk
// (a real small tmpfs, when the test may mount one) leaves every file as it was, byte for byte.
#include "io/databaseedit.h"
#include "io/gamefollow.h"
#include "io/filestate.h"

#include "database/pgnscanner.h"
#include "database/twins.h"
#include "faultinjection.h"
#include "filebytes.h"
#include "generatedgames.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QCryptographicHash>
#include <QTemporaryDir>

#include <numeric>

#include <gtest/gtest.h>

using namespace kibitz;

namespace {

database::GameIndex indexOf(const QByteArray& bytes)
{
    database::ScanOptions options;
    options.threads = 1;
    return database::scanAll(std::string_view(bytes.constData(), std::size_t(bytes.size())), options);
}

// The bytes of each game of bytes as the scanner finds them (from its start to the next's).
std::vector<QByteArray> gameBytes(const QByteArray& bytes)
{
    const database::GameIndex index = indexOf(bytes);
    std::vector<QByteArray> games;
    for (std::size_t i = 0; i < index.size(); ++i) {
        const qint64 begin = qint64(index.game(i).offset);
        const qint64 end = i + 1 < index.size() ? qint64(index.game(i + 1).offset) : bytes.size();
        games.push_back(bytes.mid(begin, end - begin));
    }
    return games;
}

// The file at path as indexed now.
io::IndexedGames indexed(const QString& path)
{
    return io::indexedGames(path, indexOf(test::fileBytes(path)), io::stampOf(path));
}

QByteArray generated(int first, int count) { return QByteArray::fromStdString(test::games(first, count)); }

// A game trimmed of the blank space around it (how a copied game is compared with its original).
QByteArray trimmed(const QByteArray& game) { return game.trimmed(); }

} // namespace

TEST(DatabaseEdit, CopyAppendsTheGamesAsTheyAreAndKeepsEveryByte)
{
    QTemporaryDir dir;
    const QString src = dir.filePath("src.pgn"), dst = dir.filePath("dst.pgn");
    const QByteArray srcBytes = generated(1, 40);
    QByteArray dstBytes = generated(100, 10);
    dstBytes.chop(2); // the last game ends without a line break: a blank line goes between
    ASSERT_TRUE(test::writeFileBytes(src, srcBytes) && test::writeFileBytes(dst, dstBytes));
    const io::IndexedGames source = indexed(src);
    const std::vector<int> chosen{1, 4, 5, 6, 7, 8, 36}; // 37 (broken) is copied as it is
    const io::EditResult r = io::addGames(dst, io::stampOf(dst), {{&source, chosen}});
    ASSERT_TRUE(r.ok) << r.error.toStdString();
    EXPECT_EQ(r.added, 7);
    const QByteArray now = test::fileBytes(dst);
    EXPECT_TRUE(now.startsWith(dstBytes));
    const std::vector<QByteArray> before = gameBytes(dstBytes), after = gameBytes(now), from = gameBytes(srcBytes);
    ASSERT_EQ(after.size(), before.size() + chosen.size());
    for (std::size_t i = 0; i < before.size(); ++i)
        EXPECT_EQ(trimmed(after[i]), trimmed(before[i])) << "game " << i + 1;
    for (std::size_t k = 0; k < chosen.size(); ++k)
        EXPECT_EQ(trimmed(after[before.size() + k]), trimmed(from[std::size_t(chosen[k])])) << "copied " << k;
    EXPECT_EQ(test::fileBytes(src), srcBytes);
}

// Games copied or merged from a file with the other line ends take the target's: a CR LF
// database stays CR LF and an LF one LF, whatever the games came from; their text is the same
// (compared with the test's own conversion), the target's old bytes are kept. The merged file is
// over 1 MB, padded so that a CR LF straddles the copy's 1 MB blocks.
TEST(DatabaseEdit, AddedGamesTakeTheTargetsLineEnds)
{
    QTemporaryDir dir;
    const QString lf = dir.filePath("lf.pgn"), crlf = dir.filePath("crlf.pgn"), big = dir.filePath("big.pgn");
    const QByteArray lfBytes = generated(1, 30);
    QByteArray crlfBytes = generated(200, 30);
    crlfBytes.replace("\n", "\r\n");
    QByteArray bigBytes = generated(400, 7500);
    bigBytes.replace("\n", "\r\n");
    ASSERT_GT(bigBytes.size(), 1 << 20);
    const qsizetype lastCr = bigBytes.lastIndexOf('\r', (1 << 20) - 1);
    bigBytes.prepend(QByteArray((1 << 20) - 1 - lastCr, ' ')); // a CR as the last byte of the first block
    ASSERT_EQ(bigBytes.at((1 << 20) - 1), '\r');
    ASSERT_TRUE(test::writeFileBytes(lf, lfBytes) && test::writeFileBytes(crlf, crlfBytes)
                && test::writeFileBytes(big, bigBytes));
    const io::IndexedGames fromCrlf = indexed(crlf);
    ASSERT_TRUE(io::addGames(lf, io::stampOf(lf), {{&fromCrlf, {1, 2}}}).ok);
    const io::IndexedGames fromLf = indexed(lf);
    ASSERT_TRUE(io::addGames(crlf, io::stampOf(crlf), {{&fromLf, {0, 3, 4}}}).ok);
    const io::EditResult merged = io::mergeFiles(lf, io::stampOf(lf), {big});
    ASSERT_TRUE(merged.ok) << merged.error.toStdString();
    const QByteArray crlfNow = test::fileBytes(crlf), lfNow = test::fileBytes(lf);
    EXPECT_TRUE(crlfNow.startsWith(crlfBytes));
    EXPECT_EQ(crlfNow.count('\n'), crlfNow.count("\r\n")) << "an LF alone in the CR LF database";
    EXPECT_TRUE(lfNow.startsWith(lfBytes));
    EXPECT_FALSE(lfNow.contains('\r')) << "a CR in the LF database";
    const std::vector<QByteArray> lfGames = gameBytes(lfBytes), crlfGames = gameBytes(test::fileBytes(crlf));
    const std::vector<QByteArray> inLf = gameBytes(lfNow);
    ASSERT_EQ(crlfGames.size(), 33u);
    ASSERT_EQ(inLf.size(), 30u + 2u + 7500u);
    auto asLf = [](QByteArray b) { return b.replace("\r\n", "\n").trimmed(); };
    EXPECT_EQ(asLf(crlfGames[30]), trimmed(lfGames[0]));
    EXPECT_EQ(asLf(crlfGames[32]), trimmed(lfGames[4]));
    EXPECT_EQ(trimmed(inLf[30]), asLf(gameBytes(crlfBytes)[1]));
    EXPECT_EQ(lfNow.right(bigBytes.size() - bigBytes.count('\r')), QByteArray(bigBytes).replace("\r\n", "\n"));
}

TEST(DatabaseEdit, DeleteRemovesExactlyTheGamesAndKeepsEveryOtherByte)
{
    QTemporaryDir dir;
    const QString path = dir.filePath("db.pgn");
    const QByteArray bytes = "% made by hand\n\n" + generated(1, 30);
    ASSERT_TRUE(test::writeFileBytes(path, bytes));
    const database::GameIndex index = indexOf(bytes);
    const std::vector<int> removed{0, 3, 4, 29};
    const io::EditResult r = io::removeGames(indexed(path), removed);
    ASSERT_TRUE(r.ok) << r.error.toStdString();
    EXPECT_EQ(r.removed, 4);
    // Expected: the original with the removed games' byte ranges cut out (from the end backwards).
    QByteArray expected = bytes;
    for (auto it = removed.rbegin(); it != removed.rend(); ++it) {
        const qint64 begin = qint64(index.game(std::size_t(*it)).offset);
        const qint64 end = std::size_t(*it + 1) < index.size() ? qint64(index.game(std::size_t(*it + 1)).offset)
                                                                : bytes.size();
        expected.remove(begin, end - begin);
    }
    EXPECT_EQ(test::fileBytes(path), expected);
    EXPECT_EQ(indexOf(test::fileBytes(path)).size(), index.size() - removed.size());
    EXPECT_TRUE(test::fileBytes(path).startsWith("% made by hand\n\n"));
}

TEST(DatabaseEdit, MergeAppendsEachFileWhole)
{
    QTemporaryDir dir;
    const QString target = dir.filePath("all.pgn"), a = dir.filePath("a.pgn"), b = dir.filePath("b.pgn");
    const QByteArray t = generated(1, 5), aBytes = "\xEF\xBB\xBF" + generated(10, 7), bBytes = generated(30, 3);
    ASSERT_TRUE(test::writeFileBytes(target, t) && test::writeFileBytes(a, aBytes) && test::writeFileBytes(b, bBytes));
    const io::EditResult r = io::mergeFiles(target, io::stampOf(target), {a, b});
    ASSERT_TRUE(r.ok) << r.error.toStdString();
    EXPECT_EQ(r.added, 10);
    // Each part ends with a blank line already: the files follow one another, a's byte order mark left out.
    EXPECT_EQ(test::fileBytes(target), t + aBytes.mid(3) + bBytes);
    EXPECT_EQ(indexOf(test::fileBytes(target)).size(), 15u);
    EXPECT_EQ(test::fileBytes(a), aBytes);
    EXPECT_EQ(test::fileBytes(b), bBytes);
    EXPECT_TRUE(io::mergeFiles(target, io::stampOf(target), {target}).refused);
    const QString fen = dir.filePath("pos.fen");
    ASSERT_TRUE(test::writeFileBytes(fen, "8/8/8/8/8/8/8/K6k w - - 0 1\n"));
    const io::EditResult notPgn = io::mergeFiles(target, io::stampOf(target), {fen});
    EXPECT_TRUE(notPgn.refused);
    EXPECT_TRUE(notPgn.error.contains("pos.fen")) << notPgn.error.toStdString();
}

// SCID's twins: same players and result, the same moves up to the shorter game's length; the longest stays.
TEST(DatabaseEdit, TwinsAreTheSamePlayersResultAndMovesAndTheLongestStays)
{
    const auto game = [](const char* white, const char* black, const char* result, const char* moves) {
        return QByteArray("[White \"") + white + "\"]\n[Black \"" + black + "\"]\n[Result \"" + result + "\"]\n\n"
            + moves + " " + result + "\n\n";
    };
    const QByteArray bytes = game("A", "B", "1-0", "1. e4 e5 2. Nf3") // 0: begins 5 -> twin
        + game("A", "B", "1-0", "1. e4 e5 2. Nf3 Nc6 3. Bb5") // 1: stays (first of 1 and 2)
        + game("A", "B", "0-1", "1. e4 e5 2. Nf3 Nc6 3. Bb5") // 2: another result
        + game("B", "A", "1-0", "1. e4 e5 2. Nf3 Nc6 3. Bb5") // 3: colours swapped
        + game("A", "B", "1-0", "1. d4 d5") // 4: other moves
        + game("A", "B", "1-0", "1. e4 e5 2. Nf3 Nc6 3. Bb5") // 5: same as 1 -> twin
        + game("A", "B", "1-0", "1. e4 e5 2. Nf3 Nc6 3. Bc4") // 6: diverges from 1: stays
        + game("a", "B", "1-0", "1. e4 e5 2. Nf3 Nc6 3. Bb5") // 7: another name (case)
        + game("A", "B", "1-0", "1. e4 e5 2. Ke2 Ke7 3. Kf3 Kf6 4. Kg3 Kg6 5. Kh3 Kh6") // 8
        + game("A", "B", "1-0", "1. e4 e5 2. Ke2 Ke7 3. Kf3 Kf6 4. Kg3 Kg6 5. Kh3 Kh6"); // 9 -> twin of 8
    const database::GameIndex index = indexOf(bytes);
    ASSERT_EQ(index.size(), 10u);
    EXPECT_EQ(database::findTwins(index), (std::vector<std::uint32_t>{0, 5, 9}));

    QTemporaryDir dir;
    const QString path = dir.filePath("twins.pgn");
    ASSERT_TRUE(test::writeFileBytes(path, bytes));
    const io::EditResult r = io::removeGames(indexed(path), {0, 5, 9});
    ASSERT_TRUE(r.ok) << r.error.toStdString();
    const std::vector<QByteArray> before = gameBytes(bytes), after = gameBytes(test::fileBytes(path));
    const std::vector<int> kept{1, 2, 3, 4, 6, 7, 8};
    ASSERT_EQ(after.size(), kept.size());
    for (std::size_t k = 0; k < kept.size(); ++k)
        EXPECT_EQ(after[k], before[std::size_t(kept[k])]);
    EXPECT_TRUE(database::findTwins(indexOf(test::fileBytes(path))).empty());
}

TEST(DatabaseEdit, AFileChangedSinceItWasIndexedIsNotWritten)
{
    QTemporaryDir dir;
    const QString path = dir.filePath("db.pgn"), dst = dir.filePath("dst.pgn");
    ASSERT_TRUE(test::writeFileBytes(path, generated(1, 6)) && test::writeFileBytes(dst, generated(50, 2)));
    const io::IndexedGames games = indexed(path);
    const io::FileStamp dstStamp = io::stampOf(dst);
    const QByteArray changed = generated(7, 6);
    ASSERT_TRUE(test::writeFileBytes(path, changed)); // the same size, other games
    EXPECT_TRUE(io::removeGames(games, {1}).refused);
    EXPECT_TRUE(io::addGames(dst, dstStamp, {{&games, {1}}}).refused);
    EXPECT_EQ(test::fileBytes(path), changed);
    EXPECT_EQ(test::fileBytes(dst), generated(50, 2));
}

// A game opened from its span keeps its place (same bytes, moved) when games around it are cut,
// rebuilt from the file as written (io::sourceAfterWrite); a source that did not know the file
// the write replaced is left alone.
TEST(DatabaseEdit, AnOpenedGameFollowsItsBytesWhenGamesAroundItAreRemoved)
{
    QTemporaryDir dir;
    const QString path = dir.filePath("db.pgn");
    const QByteArray bytes = generated(1, 6);
    ASSERT_TRUE(test::writeFileBytes(path, bytes));
    const io::IndexedGames games = indexed(path);
    const std::vector<QByteArray> spans = gameBytes(bytes);
    io::FileSource source;
    source.path = games.path;
    source.game = 4;
    source.spanBegin = games.starts[3];
    source.spanEnd = games.end(3);
    source.fileSize = bytes.size();
    source.digest = QCryptographicHash::hash(spans[3], QCryptographicHash::Sha256);
    source.stamp = games.stamp;
    const io::EditResult r = io::removeGames(games, {0, 4});
    ASSERT_TRUE(r.ok);
    ASSERT_EQ(r.writes.size(), 1u);
    const QByteArray now = test::fileBytes(path);
    const std::optional<io::FileSource> moved = io::sourceAfterWrite(source, r.writes.front());
    ASSERT_TRUE(moved.has_value());
    EXPECT_EQ(moved->game, 3);
    EXPECT_EQ(moved->fileSize, now.size());
    EXPECT_EQ(moved->stamp, io::stampOf(path));
    EXPECT_EQ(now.mid(moved->spanBegin, moved->spanEnd - moved->spanBegin), spans[3]);
    io::FileSource gone = source;
    gone.spanBegin = games.starts[4];
    gone.spanEnd = games.end(4);
    gone.digest = QCryptographicHash::hash(spans[4], QCryptographicHash::Sha256);
    EXPECT_TRUE(io::sourceAfterWrite(gone, r.writes.front())->path.isEmpty()) << "its own game removed";
    io::FileSource other = source;
    other.stamp.size = 1;
    EXPECT_FALSE(io::sourceAfterWrite(other, r.writes.front())) << "not the file the write replaced: left alone";
}

TEST(DatabaseEdit, NewDatabaseIsEmptyAndGameListsAreChecked)
{
    QTemporaryDir dir;
    const QString path = dir.filePath("new.pgn");
    const io::EditResult r = io::createDatabase(path, io::stampOf(path));
    ASSERT_TRUE(r.ok) << r.error.toStdString();
    EXPECT_TRUE(QFile::exists(path));
    EXPECT_EQ(test::fileBytes(path), QByteArray());
    ASSERT_TRUE(test::writeFileBytes(path, generated(1, 2)));
    EXPECT_TRUE(io::createDatabase(path, io::FileStamp()).refused) << "a file appeared since the person was asked";
    EXPECT_EQ(test::fileBytes(path), generated(1, 2));

    QString error;
    EXPECT_EQ(io::parseGameList("1,5-7,3", 9, &error), (std::vector<int>{0, 2, 4, 5, 6}));
    EXPECT_TRUE(io::parseGameList("0", 9, &error).empty());
    EXPECT_TRUE(io::parseGameList("8-10", 9, &error).empty());
    EXPECT_TRUE(io::parseGameList("x", 9, &error).empty());
    EXPECT_FALSE(error.isEmpty());
}

#ifdef Q_OS_LINUX
// Copy, move's two writes, delete, merge, twins and New Database on a full filesystem: each fails
// with the system's reason, and every file keeps every byte.
TEST(DatabaseEdit, AFullDiskLeavesEveryFileAsItWas)
{
    QTemporaryDir dir;
    const QString mountPoint = dir.filePath("small");
    test::SmallTmpfs tmpfs(mountPoint, 512);
    if (!tmpfs.isMounted())
        GTEST_SKIP() << "skipped: cannot mount a tmpfs here (needs root)";
    const QString db = mountPoint + "/db.pgn", other = mountPoint + "/other.pgn", outside = dir.filePath("out.pgn");
    const QByteArray dbBytes = generated(1, 300), otherBytes = generated(500, 200), outBytes = generated(900, 50);
    QByteArray twinBytes = dbBytes + generated(1, 300); // every game twice
    ASSERT_TRUE(test::writeFileBytes(db, twinBytes) && test::writeFileBytes(other, otherBytes) && test::writeFileBytes(outside, outBytes));
    ASSERT_TRUE(tmpfs.fill());
    const io::IndexedGames dbGames = indexed(db), outGames = indexed(outside);
    const std::vector<std::uint32_t> extra = database::findTwins(indexOf(twinBytes));
    ASSERT_EQ(extra.size(), 292u) << "every game has a twin but the 8 broken ones (37, 74, ..., 296)";
    const auto noSpace = [](const io::EditResult& r) {
        return !r.ok && !r.refused && r.error.contains(QString::fromLocal8Bit(strerror(ENOSPC)));
    };
    std::vector<int> all(std::size_t(outGames.count()));
    std::iota(all.begin(), all.end(), 0);
    io::EditResult r = io::addGames(db, io::stampOf(db), {{&outGames, all}});
    EXPECT_TRUE(noSpace(r)) << "copy: " << r.error.toStdString();
    r = io::removeGames(dbGames, {0, 1, 2});
    EXPECT_TRUE(noSpace(r)) << "delete: " << r.error.toStdString();
    r = io::removeGames(dbGames, std::vector<int>(extra.begin(), extra.end()));
    EXPECT_TRUE(noSpace(r)) << "twins: " << r.error.toStdString();
    r = io::mergeFiles(other, io::stampOf(other), {outside});
    EXPECT_TRUE(noSpace(r)) << "merge: " << r.error.toStdString();
    EXPECT_EQ(test::fileBytes(db), twinBytes);
    EXPECT_EQ(test::fileBytes(other), otherBytes);
    EXPECT_EQ(test::fileBytes(outside), outBytes);
    EXPECT_EQ(QDir(mountPoint).entryList(QDir::Files | QDir::Hidden), (QStringList{"db.pgn", "filler", "other.pgn"}));
}

// A move is two writes: the games appended to the target, then removed from the source. With
// the source on a full filesystem the removal fails after the append succeeded: the append is
// taken back, so both files keep every byte (and a new target is gone again); nothing is lost
// and nothing is doubled.
TEST(DatabaseEdit, AMoveWhoseRemovalFailsLeavesBothFilesAsTheyWere)
{
    QTemporaryDir dir;
    const QString mountPoint = dir.filePath("small");
    test::SmallTmpfs tmpfs(mountPoint, 512);
    if (!tmpfs.isMounted())
        GTEST_SKIP() << "skipped: cannot mount a tmpfs here (needs root)";
    const QString db = mountPoint + "/db.pgn", outside = dir.filePath("out.pgn"), fresh = dir.filePath("new.pgn");
    const QByteArray dbBytes = generated(1, 300), outBytes = generated(900, 50);
    ASSERT_TRUE(test::writeFileBytes(db, dbBytes) && test::writeFileBytes(outside, outBytes));
    ASSERT_TRUE(tmpfs.fill());
    const io::IndexedGames dbGames = indexed(db);
    for (const QString& target : {outside, fresh}) {
        const io::EditResult r = io::moveGames(target, io::stampOf(target), dbGames, {0, 5, 6, 7});
        EXPECT_FALSE(r.ok);
        EXPECT_FALSE(r.inBoth);
        EXPECT_TRUE(r.error.contains(QString::fromLocal8Bit(strerror(ENOSPC)))) << r.error.toStdString();
        EXPECT_TRUE(r.error.contains("Nothing was moved")) << r.error.toStdString();
    }
    EXPECT_EQ(test::fileBytes(db), dbBytes);
    EXPECT_EQ(test::fileBytes(outside), outBytes);
    EXPECT_FALSE(QFileInfo::exists(fresh));
    EXPECT_EQ(QDir(mountPoint).entryList(QDir::Files | QDir::Hidden), (QStringList{"db.pgn", "filler"}));
    EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), (QStringList{"out.pgn"}));
}

// The move that succeeds: the games at the target's end, gone from the source, the rest as it was.
TEST(DatabaseEdit, MoveTakesTheGamesOutOfTheSource)
{
    QTemporaryDir dir;
    const QString src = dir.filePath("src.pgn"), dst = dir.filePath("dst.pgn");
    const QByteArray srcBytes = generated(1, 20), dstBytes = generated(100, 5);
    ASSERT_TRUE(test::writeFileBytes(src, srcBytes) && test::writeFileBytes(dst, dstBytes));
    const io::IndexedGames source = indexed(src);
    const io::EditResult r = io::moveGames(dst, io::stampOf(dst), source, {2, 3, 9});
    ASSERT_TRUE(r.ok) << r.error.toStdString();
    EXPECT_EQ(r.added, 3);
    EXPECT_EQ(r.removed, 3);
    const std::vector<QByteArray> from = gameBytes(srcBytes), left = gameBytes(test::fileBytes(src)),
                                  to = gameBytes(test::fileBytes(dst));
    ASSERT_EQ(left.size(), 17u);
    ASSERT_EQ(to.size(), 8u);
    EXPECT_TRUE(test::fileBytes(dst).startsWith(dstBytes));
    EXPECT_EQ(trimmed(to[5]), trimmed(from[2]));
    EXPECT_EQ(trimmed(to[7]), trimmed(from[9]));
    EXPECT_EQ(trimmed(left[2]), trimmed(from[4]));
}
#endif
