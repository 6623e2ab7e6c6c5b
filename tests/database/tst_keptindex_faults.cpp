// Issue 28 part 1, the kept index under faults: a full cache filesystem (nothing kept, the
// database opens all the same) and temporary files of killed writes (removed, but not a running
// write's nor a new one). The kept index's other cases: tst_keptindex.cpp.
#include "generatedgames.h"
#include "keptindexrig.h"
#include "scratchfiles.h"

#include <gtest/gtest.h>

#include <sys/file.h>
#include <sys/mount.h>
#include <sys/wait.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <filesystem>

using namespace kibitz;
using namespace kibitz::test::kept;
namespace fs = std::filesystem;
using kibitz::test::games;
using kibitz::test::writeText;

// The cache directory on a full filesystem: the database opens all the same, nothing is kept,
// and no partial file stays behind.
TEST(KeptIndex, AFullDiskOnlyMeansNothingIsKept)
{
    TempDir dir;
    const std::string db = dir.at("games.pgn"), cache = dir.at("small");
    writeText(db, games(0, 3000));
    fs::create_directories(cache);
    if (::geteuid() != 0 || ::mount("tmpfs", cache.c_str(), "tmpfs", 0, "size=64k") != 0)
        GTEST_SKIP() << "cannot mount a small tmpfs here (needs root)";
    const Opened o = openKept(db, cache);
    const auto left = std::distance(fs::directory_iterator(cache), fs::directory_iterator());
    ::umount2(cache.c_str(), MNT_DETACH);
    EXPECT_EQ(o.use, Use::Scan);
    EXPECT_FALSE(o.kept);
    EXPECT_EQ(o.summary, freshSummary(db));
    EXPECT_EQ(left, 0);
}

namespace {

// A child that makes a temporary kept-index file as a write does (mkstemp, flock) and tells
// the parent its name through the pipe; then it dies (SIGKILL) or waits to be killed.
pid_t startWriter(const std::string& cache, int pipeOut, bool dies)
{
    const pid_t pid = ::fork();
    if (pid != 0)
        return pid;
    std::string temp = cache + "/writer.kidx.XXXXXX";
    const int fd = ::mkstemp(temp.data());
    if (fd < 0 || ::flock(fd, LOCK_EX) != 0 || ::write(fd, "partial", 7) != 7)
        ::_exit(2);
    temp.push_back('\n');
    if (::write(pipeOut, temp.data(), temp.size()) != ssize_t(temp.size()))
        ::_exit(3);
    if (dies)
        ::raise(SIGKILL);
    for (;;)
        ::pause();
}

std::string readLine(int fd)
{
    std::string line;
    char c = 0;
    while (::read(fd, &c, 1) == 1 && c != '\n')
        line.push_back(c);
    return line;
}

void ageByAnHour(const std::string& path)
{
    fs::last_write_time(path, fs::last_write_time(path) - std::chrono::hours(1));
}

} // namespace

// A write killed before its rename leaves its temporary file; the next write removes it, but
// not the file of a write still running (locked), nor one made a moment ago (not locked yet).
TEST(KeptIndex, TemporaryFilesOfKilledWritesAreRemoved)
{
    TempDir dir;
    const std::string db = dir.at("games.pgn"), cache = dir.at("cache");
    writeText(db, games(0, 50));
    fs::create_directories(cache);
    int fds[2];
    ASSERT_EQ(::pipe(fds), 0);
    const pid_t killed = startWriter(cache, fds[1], true);
    const std::string leftover = readLine(fds[0]);
    int status = 0;
    ASSERT_EQ(::waitpid(killed, &status, 0), killed);
    ASSERT_TRUE(WIFSIGNALED(status));
    const pid_t running = startWriter(cache, fds[1], false);
    const std::string busy = readLine(fds[0]);
    ::close(fds[0]);
    ::close(fds[1]);
    const std::string recent = cache + "/other.kidx.ABC123";
    writeText(recent, "just made");
    ageByAnHour(leftover);
    ageByAnHour(busy);
    ASSERT_TRUE(fs::exists(leftover));

    const Opened o = openKept(db, cache);
    EXPECT_TRUE(o.kept);
    EXPECT_FALSE(fs::exists(leftover)) << leftover;
    EXPECT_TRUE(fs::exists(busy)) << busy;
    EXPECT_TRUE(fs::exists(recent));
    ::kill(running, SIGKILL);
    ::waitpid(running, &status, 0);
}
