// game::readInputFile and readOpenedFile: a regular file read whole, byte for byte, at every size
// around the reader's room; the limit held to the size found and to what a growing file holds;
// what is no regular file refused by name.
#include "game/inputfile.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <sys/stat.h>

using namespace kibitz;
namespace fs = std::filesystem;

namespace {

class InputFileTest : public ::testing::Test {
protected:
    void SetUp() override
    {
        m_dir = fs::temp_directory_path() / ("kibitz-inputfile-" + std::to_string(::getpid()));
        fs::create_directories(m_dir);
    }
    void TearDown() override { fs::remove_all(m_dir); }

    std::string write(const std::string& name, const std::string& bytes)
    {
        const std::string path = (m_dir / name).string();
        std::ofstream(path, std::ios::binary) << bytes;
        return path;
    }
    static std::string bytesOf(std::size_t size, unsigned seed)
    {
        std::mt19937 random(seed);
        std::string s(size, '\0');
        for (char& c : s)
            c = char(random()); // zeros included: nothing stops at a NUL
        return s;
    }
    void append(const std::string& path, const std::string& bytes)
    {
        std::ofstream(path, std::ios::binary | std::ios::app) << bytes;
    }

    fs::path m_dir;
};

TEST_F(InputFileTest, EverySizeIsReadWhole)
{
    for (const std::size_t size : {0u, 1u, 140u, 4095u, 4096u, 65535u, 65536u, 65537u, 200000u}) {
        const std::string bytes = bytesOf(size, unsigned(size));
        const std::string path = write("f.pgn", bytes);
        std::string out = "left from before", error;
        ASSERT_TRUE(game::readInputFile(path, 1 << 20, out, error)) << size << ": " << error;
        EXPECT_TRUE(error.empty());
        EXPECT_EQ(out.size(), size);
        EXPECT_TRUE(out == bytes) << "size " << size;
    }
}

// The size openInputFile found is a hint: what the file holds when it is read is what counts.
TEST_F(InputFileTest, AFileThatGrewAfterItWasOpenedIsReadToItsEnd)
{
    const std::string first = bytesOf(100, 1), more = bytesOf(300000, 2);
    const std::string path = write("grows.pgn", first);
    std::string error;
    std::uint64_t size = 0;
    const int fd = game::openInputFile(path, error, &size);
    ASSERT_GE(fd, 0) << error;
    EXPECT_EQ(size, 100u);
    append(path, more);
    std::string out;
    ASSERT_TRUE(game::readOpenedFile(fd, size, 1 << 20, out, error)) << error;
    EXPECT_EQ(out.size(), first.size() + more.size());
    EXPECT_TRUE(out == first + more);
}

TEST_F(InputFileTest, TheLimitHoldsForTheSizeFoundAndForGrowth)
{
    std::string out, error;
    const std::string big = write("big.pgn", bytesOf(3 * 1048576 + 1, 3));
    EXPECT_FALSE(game::readInputFile(big, 3 * 1048576, out, error));
    EXPECT_EQ(error, "it is too large (4 MB; the limit is 3 MB)");
    EXPECT_TRUE(out.empty());

    // At the limit exactly: read.
    const std::string exact = write("exact.pgn", bytesOf(5000, 4));
    EXPECT_TRUE(game::readInputFile(exact, 5000, out, error)) << error;
    EXPECT_EQ(out.size(), 5000u);

    // Grown past the limit after the size was taken: refused as it is read, nothing handed out.
    std::uint64_t size = 0;
    const int fd = game::openInputFile(exact, error, &size);
    ASSERT_GE(fd, 0) << error;
    append(exact, "x");
    out = "left from before";
    EXPECT_FALSE(game::readOpenedFile(fd, size, 5000, out, error));
    EXPECT_EQ(error, "it is too large (1 MB; the limit is 1 MB)");
    EXPECT_TRUE(out.empty());
}

TEST_F(InputFileTest, WhatIsNoRegularFileIsRefusedByName)
{
    std::string out, error;
    EXPECT_FALSE(game::readInputFile(m_dir.string(), 1 << 20, out, error));
    EXPECT_EQ(error, "it is a folder, not a file");
    EXPECT_FALSE(game::readInputFile((m_dir / "missing.pgn").string(), 1 << 20, out, error));
    EXPECT_EQ(error, "No such file or directory");
    const std::string fifo = (m_dir / "fifo").string();
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    EXPECT_FALSE(game::readInputFile(fifo, 1 << 20, out, error)); // returns: a FIFO is not opened
    EXPECT_EQ(error, "it is a pipe (FIFO), not a file");
}

} // namespace
