// Memory of a game database's index while it is built (issue 16: a million games stay under
// 150 MB resident). Every allocation of this test program is counted (operator new below), so
// the peak heap while indexing can be compared with what the finished index holds: building it
// must not need a second copy of it (vectors doubling, a final shrink, parts held before merging).
#include "databasehelpers.h"

#include "database/keptindex.h"
#include "database/mappedfile.h"
#include "database/pgnscanner.h"
#include "databasescan.h"
#include "gamelistmodel.h"

#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

#include <atomic>
#include <cstdlib>
#include <fstream>
#include <new>

#include <malloc.h>

namespace {

std::atomic<std::size_t> g_current{0};
std::atomic<std::size_t> g_peak{0};

void* counted(std::size_t size)
{
    void* p = std::malloc(size ? size : 1);
    if (!p)
        throw std::bad_alloc();
    const std::size_t now = g_current += malloc_usable_size(p);
    std::size_t peak = g_peak.load();
    while (now > peak && !g_peak.compare_exchange_weak(peak, now)) { }
    return p;
}

void uncounted(void* p)
{
    if (!p)
        return;
    g_current -= malloc_usable_size(p);
    std::free(p);
}

// Starts a new peak measurement from the heap in use now.
std::size_t resetPeak()
{
    g_peak = g_current.load();
    return g_current.load();
}

} // namespace

void* operator new(std::size_t size) { return counted(size); }
void* operator new[](std::size_t size) { return counted(size); }
void operator delete(void* p) noexcept { uncounted(p); }
void operator delete[](void* p) noexcept { uncounted(p); }
void operator delete(void* p, std::size_t) noexcept { uncounted(p); }
void operator delete[](void* p, std::size_t) noexcept { uncounted(p); }

using namespace kibitz;

namespace {

// A file of random games: many parts (small chunks), names repeated, openings shared.
const std::string& sampleText()
{
    static const std::string text = test::randomFile(20000, 3).first;
    return text;
}

} // namespace

// The CLI's path: scanAll over parts on two threads, then the opening table.
TEST(DatabaseMemory, BuildingTheIndexNeedsLittleMoreThanTheIndex)
{
    const std::string& text = sampleText();
    database::ScanOptions options;
    options.threads = 2;
    options.chunkBytes = 64 * 1024;
    const std::size_t before = resetPeak();
    const database::GameIndex index = database::scanAll(text, options);
    const std::size_t peak = g_peak - before;
    ASSERT_EQ(index.size(), 20000u);
    const std::size_t held = index.memoryBytes();
    EXPECT_LT(double(peak), 1.15 * double(held)) << "peak heap " << peak << " bytes for an index of " << held;
}

// The window's path: DatabaseScan hands the parts to the model on this thread, then builds the
// opening table on a worker.
TEST(DatabaseMemory, TheWindowsScanNeedsLittleMoreThanTheIndex)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("games.pgn"));
    std::ofstream(path.toStdString(), std::ios::binary) << sampleText();
    GameListModel model;
    DatabaseScan scan(&model);
    scan.setKeptIndexDir(dir.filePath(QStringLiteral("cache")));
    const std::size_t before = resetPeak();
    QString error;
    ASSERT_TRUE(scan.start(path, &error)) << error.toStdString();
    ASSERT_TRUE(
        QTest::qWaitFor([&] { return !scan.isRunning() && model.gameIndex().openings().entries() > 0; }, 60000));
    const std::size_t peak = g_peak - before;
    ASSERT_EQ(model.gameIndex().size(), 20000u);
    // Once kept, the model reads the codes from the kept file: none are held. The scan wrote them
    // to a spill, so the peak stays below the index with its codes (the parts queued for the GUI
    // thread and the rows vary with the threads' timing).
    EXPECT_EQ(model.gameIndex().mappedCodeBytes(), model.gameIndex().codeBytes());
    const std::size_t held = model.gameIndex().memoryBytes(), codes = model.gameIndex().codeBytes();
    EXPECT_LT(double(peak), 1.15 * double(held + codes))
        << "peak heap " << peak << " bytes for an index of " << held << " and " << codes << " bytes of codes";
}

// The first kept index (kibitz-cli db index): the move codes go to a spill file as the parts
// come and are read from the kept file once it is written, so they are in the heap at no time
// (neither while the opening table is built nor while the index is written).
TEST(DatabaseMemory, TheFirstKeptIndexNeverHoldsTheMoveCodes)
{
    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("games.pgn")).toStdString();
    std::ofstream(path, std::ios::binary) << sampleText();
    database::MappedFile file;
    ASSERT_TRUE(file.open(path));
    database::ScanOptions options;
    options.threads = 2;
    options.chunkBytes = 64 * 1024;
    const std::size_t before = resetPeak();
    const database::KeptScan scan =
        database::indexKept(file, path, dir.filePath(QStringLiteral("cache")).toStdString(), options);
    const std::size_t peak = g_peak - before;
    ASSERT_TRUE(scan.kept) << scan.keepError;
    ASSERT_EQ(scan.index.size(), 20000u);
    EXPECT_EQ(scan.index.mappedCodeBytes(), scan.index.codeBytes());
    const std::size_t held = scan.index.memoryBytes(), codes = scan.index.codeBytes();
    EXPECT_LT(double(peak), 1.15 * double(held))
        << "peak heap " << peak << " bytes for an index of " << held << " and " << codes << " bytes of codes";
}
