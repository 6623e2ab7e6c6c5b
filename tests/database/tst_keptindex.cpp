// Issue 28 part 1: the kept index. Reused while the file is unchanged, read on after an append,
// rebuilt after any other change (cp over it, truncation, an edit that keeps size and time), and
// a kept file that is damaged, cut, foreign, of another version or of another build is never
// used: every index handed out is compared with a fresh scan of the same bytes, field by field.
// A full disk and killed writes: tst_keptindex_faults.cpp.
#include "database/buildidentity.h"
#include "database/indexfile.h"
#include "database/keptindex.h"
#include "database/mappedfile.h"
#include "generatedgames.h"
#include "indexsummary.h"
#include "scratchfiles.h"
#include "keptindexrig.h"

#include <gtest/gtest.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

using namespace kibitz;
using namespace kibitz::database;
namespace fs = std::filesystem;
using kibitz::test::games;
using kibitz::test::summary;
using kibitz::test::slurp;
using kibitz::test::writeText;
using namespace kibitz::test::kept;

namespace {

// A database of 100 games opened once, and its kept file's bytes to change.
struct KeptDatabase {
    TempDir dir;
    const std::string db = dir.at("games.pgn"), cache = dir.at("cache");
    std::string kept, bytes;
    KeptDatabase()
    {
        writeText(db, games(0, 100));
        openKept(db, cache);
        kept = keptFileOf(db, cache);
        bytes = slurp(kept);
    }
    // Writes bytes back as the kept file with a right checksum: only the header can refuse it.
    void rewrite()
    {
        const std::uint64_t sum = blockHash(std::string_view(bytes).substr(0, bytes.size() - 8));
        std::memcpy(bytes.data() + bytes.size() - 8, &sum, 8);
        writeText(kept, bytes);
    }
};

} // namespace

TEST(KeptIndex, ReusedWhileTheFileIsUnchanged)
{
    TempDir dir;
    const std::string db = dir.at("games.pgn"), cache = dir.at("cache/Kibitz/index");
    writeText(db, games(0, 400));
    const Opened first = openKept(db, cache);
    EXPECT_EQ(first.use, Use::Scan);
    EXPECT_EQ(first.reason, "none kept");
    EXPECT_TRUE(first.kept);
    EXPECT_TRUE(fs::exists(keptFileOf(db, cache)));
    const Opened second = openKept(db, cache);
    EXPECT_EQ(second.use, Use::Reused);
    EXPECT_EQ(second.summary, freshSummary(db));
    EXPECT_EQ(second.summary, first.summary);
    EXPECT_NE(second.summary.find("400 games"), std::string::npos);
    const Opened rebuilt = openKept(db, cache, true);
    EXPECT_EQ(rebuilt.use, Use::Scan);
    EXPECT_EQ(rebuilt.summary, first.summary);
}

// Issue 28 part 4: the move codes of a kept index (most of its bytes) are read where they lie in
// the mapped kept file, not copied into the process; after a scan the index's own copy is given
// back once the written file has been read back. Replacing or deleting the kept file (another
// Kibitz writes it anew) leaves an open index as it was.
TEST(KeptIndex, MovesAreReadFromTheKeptFileNotCopied)
{
    TempDir dir;
    const std::string db = dir.at("games.pgn"), cache = dir.at("cache");
    writeText(db, games(0, 400));
    MappedFile file;
    ASSERT_TRUE(file.open(db));
    const GameIndex fresh = scanAll(file.bytes());
    ScanOptions options;
    options.threads = 2;
    options.chunkBytes = 2048;
    KeptScan first = indexKept(file, db, cache, options);
    ASSERT_TRUE(first.kept);
    ASSERT_GT(first.index.codeBytes(), 1000u);
    EXPECT_EQ(first.index.mappedCodeBytes(), first.index.codeBytes());
    EXPECT_LT(first.index.memoryBytes() + first.index.codeBytes() / 2, fresh.memoryBytes()); // parts cost a little
    EXPECT_EQ(summary(first.index), summary(fresh));
    KeptScan second = indexKept(file, db, cache, options);
    ASSERT_EQ(second.use, Use::Reused);
    EXPECT_EQ(second.index.mappedCodeBytes(), second.index.codeBytes());
    EXPECT_LE(second.index.memoryBytes() + second.index.codeBytes(), fresh.memoryBytes());
    const std::string kept = keptFileOf(db, cache);
    const std::string other = dir.at("other");
    writeText(other, std::string(fs::file_size(kept), 'x'));
    fs::rename(other, kept);
    EXPECT_EQ(summary(second.index), summary(fresh));
    fs::remove(kept);
    EXPECT_EQ(summary(first.index), summary(fresh));
    EXPECT_EQ(summary(second.index), summary(fresh));
}

// Another program appends games: the kept games but the last stay, reading goes on from the
// last one's start (here the file had been cut inside that game, so the append completes it).
TEST(KeptIndex, AnAppendedFileIsReadOnFromTheLastGame)
{
    TempDir dir;
    const std::string db = dir.at("games.pgn"), cache = dir.at("cache");
    const std::string all = games(0, 300);
    const std::size_t cut = all.rfind("1. ") + 5; // inside the last game's moves
    writeText(db, all.substr(0, cut));
    openKept(db, cache);
    writeText(db, all.substr(cut), std::ios::app);
    const Opened grown = openKept(db, cache);
    EXPECT_EQ(grown.use, Use::Extended);
    EXPECT_EQ(grown.resumedAt, all.rfind("[Event"));
    EXPECT_EQ(grown.summary, freshSummary(db));
    writeText(db, games(333, 1), std::ios::app); // one more (broken) game, as a second program would
    const Opened again = openKept(db, cache);
    EXPECT_EQ(again.use, Use::Extended);
    EXPECT_EQ(again.summary, freshSummary(db));
    EXPECT_NE(again.summary.find("301 games"), std::string::npos);
    EXPECT_EQ(openKept(db, cache).use, Use::Reused);
}

// cp of another file over it (same inode, other bytes), a truncation, and an edit that keeps the
// size and the time: each is read again.
TEST(KeptIndex, AnyOtherChangeIsReadAgain)
{
    TempDir dir;
    const std::string db = dir.at("games.pgn"), other = dir.at("other.pgn"), cache = dir.at("cache");
    writeText(db, games(0, 200));
    writeText(other, games(1000, 150));
    openKept(db, cache);
    const auto inode = identityOf(db).inode;
    fs::copy_file(other, db, fs::copy_options::overwrite_existing);
    ASSERT_EQ(identityOf(db).inode, inode);
    const Opened copied = openKept(db, cache);
    EXPECT_EQ(copied.use, Use::Scan);
    EXPECT_EQ(copied.reason, "file changed");
    EXPECT_EQ(copied.summary, freshSummary(other));

    ::truncate(db.c_str(), off_t(identityOf(db).size / 2));
    const Opened cut = openKept(db, cache);
    EXPECT_EQ(cut.use, Use::Scan);
    EXPECT_EQ(cut.summary, freshSummary(db));

    struct stat before { };
    ::stat(db.c_str(), &before);
    std::string text = games(1000, 150).substr(0, std::size_t(before.st_size));
    text[40] = text[40] == 'x' ? 'y' : 'x'; // in the first game's tags
    writeText(db, text);
    const struct timespec times[2] = {before.st_atim, before.st_mtim};
    ::utimensat(AT_FDCWD, db.c_str(), times, 0);
    ASSERT_EQ(identityOf(db).modifiedNs, before.st_mtim.tv_sec * 1000000000LL + before.st_mtim.tv_nsec);
    const Opened edited = openKept(db, cache);
    EXPECT_EQ(edited.use, Use::Scan);
    EXPECT_EQ(edited.summary, freshSummary(db));

    fs::rename(other, db); // replaced by a rename: another inode, another kept file
    EXPECT_EQ(openKept(db, cache).use, Use::Scan);
    EXPECT_EQ(openKept(db, cache).use, Use::Reused);
    std::size_t keptFiles = 0;
    for (const auto& entry : fs::directory_iterator(cache))
        keptFiles += entry.path().extension() == ".kidx";
    EXPECT_EQ(keptFiles, 1u); // the old inode's index is gone
}

// One byte flipped anywhere (magic, version, header, names, records, codes, table, checksum):
// never used, rebuilt, and the new index equals a fresh one.
TEST(KeptIndex, DamagedKeptFilesAreRebuilt)
{
    TempDir dir;
    const std::string db = dir.at("games.pgn"), cache = dir.at("cache");
    writeText(db, games(0, 500));
    const std::string fresh = freshSummary(db);
    openKept(db, cache);
    const std::string kept = keptFileOf(db, cache);
    const std::string good = slurp(kept);
    ASSERT_GT(good.size(), 10000u);
    const std::size_t n = good.size();
    for (std::size_t at : {std::size_t(0), std::size_t(9), std::size_t(13), std::size_t(30), std::size_t(200),
                           n / 3, n / 2, n * 3 / 4, n - 20, n - 3}) {
        std::string bad = good;
        bad[at] = char(bad[at] ^ 0x5a);
        writeText(kept, bad);
        const Opened o = openKept(db, cache);
        EXPECT_EQ(o.use, Use::Scan) << "byte " << at;
        EXPECT_NE(o.reason, "none kept") << "byte " << at;
        EXPECT_EQ(o.summary, fresh) << "byte " << at;
        EXPECT_EQ(slurp(kept), good) << "byte " << at; // rebuilt: the same bytes as before
        EXPECT_EQ(openKept(db, cache).use, Use::Reused) << "byte " << at;
    }
    for (std::size_t length : {std::size_t(0), std::size_t(5), n / 2, n - 1}) { // cut short
        writeText(kept, good.substr(0, length));
        const Opened o = openKept(db, cache);
        EXPECT_EQ(o.use, Use::Scan) << "cut at " << length;
        EXPECT_EQ(o.summary, fresh);
    }
    writeText(kept, good + "more");
    EXPECT_EQ(openKept(db, cache).use, Use::Scan);
}

// A kept file that is not this database's: random bytes, and another database's kept index
// (valid in itself) put in its place.
TEST(KeptIndex, ForeignKeptFilesAreNotUsed)
{
    TempDir dir;
    const std::string db = dir.at("games.pgn"), other = dir.at("other.pgn"), cache = dir.at("cache");
    writeText(db, games(0, 120));
    writeText(other, games(500, 120));
    openKept(db, cache);
    openKept(other, cache);
    const std::string kept = keptFileOf(db, cache);
    fs::copy_file(keptFileOf(other, cache), kept, fs::copy_options::overwrite_existing);
    Opened o = openKept(db, cache);
    EXPECT_EQ(o.use, Use::Scan);
    EXPECT_EQ(o.reason, "kept for another file");
    EXPECT_EQ(o.summary, freshSummary(db));
    std::string noise(20000, '\0');
    for (std::size_t i = 0; i < noise.size(); ++i)
        noise[i] = char(i * 7919 % 251);
    writeText(kept, noise);
    o = openKept(db, cache);
    EXPECT_EQ(o.use, Use::Scan);
    EXPECT_EQ(o.reason, "not a kept index");
    writeText(kept, "KBTZIDX\n" + noise);
    EXPECT_EQ(openKept(db, cache).use, Use::Scan);
}

// Another version (the number after the magic) is not read, even with a right checksum.
TEST(KeptIndex, AnotherVersionIsRebuilt)
{
    KeptDatabase k;
    const std::uint32_t older = IndexFile::Version + 1;
    std::memcpy(k.bytes.data() + 8, &older, 4);
    k.rewrite();
    const Opened o = openKept(k.db, k.cache);
    EXPECT_EQ(o.use, Use::Scan);
    EXPECT_EQ(o.reason, "another version");
}

// An index written by another build of Kibitz (another identity after the version: other
// sources of the index's code, compiler or build type) is not read, even with a right checksum;
// the scan that replaces it is kept for this build.
TEST(KeptIndex, AnotherBuildsIndexIsRebuilt)
{
    KeptDatabase k;
    const std::string identity(buildIdentity());
    ASSERT_EQ(identity.rfind("Kibitz ", 0), 0u) << identity;
    const std::size_t at = k.bytes.find(identity);
    ASSERT_NE(at, std::string::npos);
    k.bytes[at + identity.size() - 1] ^= 1; // another digest of the same length
    k.rewrite();
    const Opened o = openKept(k.db, k.cache);
    EXPECT_EQ(o.use, Use::Scan);
    EXPECT_EQ(o.reason, "written by another build");
    EXPECT_EQ(o.summary, freshSummary(k.db));
    EXPECT_TRUE(o.kept);
    EXPECT_EQ(openKept(k.db, k.cache).use, Use::Reused);
}
