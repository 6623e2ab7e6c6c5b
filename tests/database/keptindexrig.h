// What the kept index's tests (tst_keptindex*.cpp) share: a scratch folder per test, a fresh
// scan to compare with, and the database opened as a program opens it.
#pragma once

#include "database/buildidentity.h"
#include "database/keptindex.h"
#include "database/mappedfile.h"
#include "indexsummary.h"
#include "scratchfiles.h"

#include <gtest/gtest.h>

#include <string>

namespace kibitz::test::kept {

using Use = database::KeptIndex::Use;

// Each test's own scratch folder.
struct TempDir : test::TempDir {
    TempDir() : test::TempDir("tst_keptindex") { }
};

// A fresh scan of the file as it is now.
inline std::string freshSummary(const std::string& path)
{
    database::MappedFile file;
    EXPECT_TRUE(file.open(path));
    return summary(database::scanAll(file.bytes()));
}

struct Opened {
    Use use = Use::Scan;
    std::string reason, summary;
    bool kept = false;
    std::uint64_t resumedAt = 0;
};

// What a program opening the database gets: chunks of 2 KB on two threads (many parts).
inline Opened openKept(const std::string& path, const std::string& cacheDir, bool rebuild = false)
{
    database::MappedFile file;
    EXPECT_TRUE(file.open(path));
    database::ScanOptions options;
    options.threads = 2;
    options.chunkBytes = 2048;
    database::KeptScan scan = database::indexKept(file, path, cacheDir, options, rebuild);
    return {scan.use, scan.reason, summary(scan.index), scan.kept, scan.resumedAt};
}

inline std::string keptFileOf(const std::string& path, const std::string& cacheDir)
{
    return database::KeptIndex(cacheDir, path).filePath(database::identityOf(path));
}

} // namespace kibitz::test::kept
