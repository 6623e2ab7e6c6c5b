// Issue 28 part 4: kept files of many games. The checksum is checked on several threads
// (filecheck.h's blockHash: blocks hashed on their own, their hashes chained in order): it is the
// same on any number of threads and the same as a writer streaming the blocks computes, every byte
// is handed to the page-release callback once, and a kept file large enough to be checked on two
// threads is refused when any thread's part of it is damaged. The records of full pages are read
// into one block, the rest into a page that the games of an append then fill.
#include "database/filecheck.h"
#include "database/keptindex.h"
#include "database/mappedfile.h"
#include "generatedgames.h"
#include "indexsummary.h"
#include "scratchfiles.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <mutex>
#include <vector>

using namespace kibitz;
using namespace kibitz::database;

namespace {

// Bytes that differ from block to block (no two blocks alike).
std::string varied(std::size_t size)
{
    std::string bytes(size, '\0');
    std::uint64_t x = 88172645463325252ULL;
    for (char& c : bytes) {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        c = char(x);
    }
    return bytes;
}

const std::size_t Sizes[] = {0, 1, HashBlock - 1, HashBlock, HashBlock + 1, 5 * HashBlock + 17, 16 * HashBlock};

} // namespace

TEST(KeptChecksum, TheSameOnAnyNumberOfThreadsAndAsAWriterStreamsIt)
{
    for (const std::size_t size : Sizes) {
        const std::string bytes = varied(size);
        const std::uint64_t one = blockHash(bytes);
        std::uint64_t streamed = 0, number = 0;
        for (std::size_t at = 0; at < size; at += HashBlock)
            streamed = chainBlock(streamed, number++, bytes.data() + at, std::min(HashBlock, size - at));
        EXPECT_EQ(one, streamed) << size;
        for (const int threads : {2, 3, 8})
            EXPECT_EQ(blockHash(bytes, threads), one) << size << " on " << threads;
    }
}

// Any byte changed, and two blocks swapped (each block is hashed on its own, but its number
// seeds its hash), give another checksum.
TEST(KeptChecksum, ChangesWithAnyByteAndWithTheBlocksOrder)
{
    const std::string bytes = varied(5 * HashBlock + 17);
    const std::uint64_t good = blockHash(bytes, 2);
    for (const std::size_t at : {std::size_t(0), HashBlock - 1, 2 * HashBlock + 5, bytes.size() / 2, bytes.size() - 1}) {
        std::string bad = bytes;
        bad[at] = char(bad[at] ^ 1);
        EXPECT_NE(blockHash(bad, 2), good) << at;
        EXPECT_NE(blockHash(bad, 1), good) << at;
    }
    std::string swapped = bytes;
    std::swap_ranges(swapped.begin(), swapped.begin() + HashBlock, swapped.begin() + 3 * HashBlock);
    EXPECT_NE(blockHash(swapped, 2), good);
}

// The callback gets every byte once, in ranges of at least `every` bytes but at a run's end.
TEST(KeptChecksum, EveryByteIsHandedBackOnce)
{
    for (const std::size_t size : Sizes) {
        const std::string bytes = varied(size);
        for (const int threads : {1, 2, 3}) {
            std::mutex m;
            std::vector<std::pair<std::size_t, std::size_t>> ranges;
            const std::uint64_t sum = blockHash(
                bytes, threads,
                [&](std::size_t begin, std::size_t end) {
                    std::lock_guard<std::mutex> lock(m);
                    ranges.emplace_back(begin, end);
                },
                2 * HashBlock);
            EXPECT_EQ(sum, blockHash(bytes)) << size;
            std::sort(ranges.begin(), ranges.end());
            std::size_t next = 0;
            for (const auto& [begin, end] : ranges) {
                EXPECT_EQ(begin, next) << size << " on " << threads;
                EXPECT_LT(begin, end);
                next = end;
            }
            EXPECT_EQ(next, size) << threads;
        }
    }
}

namespace {

KeptScan openKept(const MappedFile& file, const std::string& db, const std::string& cache)
{
    ScanOptions options;
    options.threads = 2;
    return indexKept(file, db, cache, options);
}

} // namespace

// A kept file of many blocks (checked on two threads where the machine has two cores): one byte
// flipped in the first, the middle or the last block, or in either half, is refused ("checksum
// mismatch", nothing of it read) and the index is the fresh scan's; the rebuilt file is reused.
TEST(KeptChecksum, ALargeKeptFileDamagedInAnyThreadsPartIsRefused)
{
    test::TempDir dir("tst_keptlarge");
    const std::string db = dir.at("games.pgn"), cache = dir.at("cache");
    test::writeText(db, test::games(0, 12000));
    MappedFile file;
    ASSERT_TRUE(file.open(db));
    const std::string fresh = test::summary(scanAll(file.bytes()));
    ASSERT_TRUE(openKept(file, db, cache).kept);
    const std::string kept = KeptIndex(cache, db).filePath(identityOf(db));
    const std::string good = test::slurp(kept);
    ASSERT_GT(good.size(), 8 * HashBlock); // checked on two threads (four blocks at least for each)
    const std::size_t n = good.size();
    for (const std::size_t at : {std::size_t(300), n / 4, n / 2 - 1, n / 2 + 1, n * 3 / 4, n - HashBlock / 2, n - 9}) {
        std::string bad = good;
        bad[at] = char(bad[at] ^ 0x10);
        test::writeText(kept, bad);
        const KeptScan o = openKept(file, db, cache);
        EXPECT_EQ(o.use, KeptIndex::Use::Scan) << "byte " << at;
        EXPECT_EQ(o.reason, "damaged: checksum mismatch") << "byte " << at;
        EXPECT_EQ(test::summary(o.index), fresh) << "byte " << at;
        EXPECT_EQ(test::slurp(kept), good) << "byte " << at; // rebuilt: the same bytes as before
    }
    const KeptScan again = openKept(file, db, cache);
    EXPECT_EQ(again.use, KeptIndex::Use::Reused);
    EXPECT_EQ(test::summary(again.index), fresh);
}

// Kept indexes of 4097 and 5000 games, then an append: the kept games but the last (4096, a
// full page in the block and nothing beside it; 4999, a page in the block and one of its own that
// the new games fill first) and the appended ones equal a fresh scan, and so does the index kept
// after it.
TEST(KeptRecords, AnAppendGoesOnAfterThePagesReadFromTheKeptFile)
{
    for (const int count : {4097, 5000}) {
        test::TempDir dir("tst_keptlarge");
        const std::string db = dir.at("games.pgn"), cache = dir.at("cache");
        test::writeText(db, test::games(0, count));
        {
            MappedFile file;
            ASSERT_TRUE(file.open(db));
            ASSERT_TRUE(openKept(file, db, cache).kept);
        }
        test::writeText(db, test::games(count, 300), std::ios::app);
        MappedFile file;
        ASSERT_TRUE(file.open(db));
        const std::string fresh = test::summary(scanAll(file.bytes()));
        const KeptScan grown = openKept(file, db, cache);
        EXPECT_EQ(grown.use, KeptIndex::Use::Extended) << count;
        EXPECT_EQ(test::summary(grown.index), fresh) << count;
        const KeptScan again = openKept(file, db, cache);
        EXPECT_EQ(again.use, KeptIndex::Use::Reused) << count;
        EXPECT_EQ(test::summary(again.index), fresh) << count;
    }
}
