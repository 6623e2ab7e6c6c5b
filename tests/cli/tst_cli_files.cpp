// kibitz-cli against hostile files, end to end through the shell (issue 25): output that cannot
// be written (/dev/full, a full tmpfs) ends with a message and a non-zero status, and inputs that
// are no files (a device, a FIFO without a writer, a folder) are refused by name at once.
#include "cliscratch.h"

#include <gtest/gtest.h>

#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#ifndef KIBITZ_CLI_PATH
#error "KIBITZ_CLI_PATH must name the kibitz-cli binary"
#endif

namespace fs = std::filesystem;

namespace {

using clitest::Scratch;

struct Ended {
    int code = -1;
    std::string err;
};

// Runs "kibitz-cli ARGS > OUT" through the shell, under timeout(1) so that a blocking open fails
// the test instead of hanging it; ARGS and OUT hold no quotes.
Ended runTo(const std::string& args, const std::string& out)
{
    const std::string err = fs::temp_directory_path() / ("tst_cli_files_err_" + std::to_string(getpid()));
    const std::string cmd = "timeout 20 '" KIBITZ_CLI_PATH "' " + args + " >" + out + " 2>'" + err + "'";
    const int status = std::system(cmd.c_str());
    Ended e;
    e.code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    std::ifstream in(err);
    std::ostringstream text;
    text << in.rdbuf();
    e.err = text.str();
    fs::remove(err);
    return e;
}

// n games of a few moves each, with tags: about 150 bytes a game.
void writeGames(const std::string& path, int n)
{
    std::ofstream out(path);
    for (int i = 1; i <= n; ++i)
        out << "[Event \"Game " << i << "\"]\n[White \"W\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n"
            << "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 1-0\n\n";
}

} // namespace

// Before: every one of these exited 0 with its output lost.
TEST(CliOutput, DevFullIsAnErrorForEveryCommand)
{
    const Scratch dir("tst_cli_files");
    writeGames(dir.at("g.pgn"), 3);
    const std::vector<std::string> commands = {"legal", "board", "perft --depth 2", "perft --depth 2 --divide",
                                               "bench --depth 1", "play e4 e5", "fen validate '8/8/8/8/8/8/8/K1k5 w - -'",
                                               "db index " + dir.at("g.pgn"), "pgn " + dir.at("g.pgn"),
                                               "pgn --export " + dir.at("g.pgn")};
    for (const std::string& command : commands) {
        const Ended ok = runTo(command, "/dev/null");
        ASSERT_EQ(ok.code, 0) << command << ": " << ok.err;
        const Ended full = runTo(command, "/dev/full");
        EXPECT_EQ(full.code, 1) << command;
        EXPECT_NE(full.err.find("cannot write the output: No space left on device"), std::string::npos)
            << command << ": " << full.err;
    }
}

// A long export to a file system that fills up: 8 KB of 50 KB written and exit 0 before.
TEST(CliOutput, PgnExportToAFullDiskFails)
{
    const Scratch dir("tst_cli_files");
    writeGames(dir.at("many.pgn"), 2000); // about 300 KB exported
    const std::string mountPoint = dir.at("small");
    fs::create_directories(mountPoint);
    if (::geteuid() != 0 || ::mount("tmpfs", mountPoint.c_str(), "tmpfs", 0, "size=64k") != 0)
        GTEST_SKIP() << "cannot mount a small tmpfs here (needs root): the full-disk export is not tested";
    const Ended e = runTo("pgn --export " + dir.at("many.pgn"), mountPoint + "/out.pgn");
    const auto written = fs::file_size(mountPoint + "/out.pgn");
    ::umount2(mountPoint.c_str(), MNT_DETACH);
    EXPECT_EQ(e.code, 1);
    EXPECT_NE(e.err.find("cannot write the output: No space left on device"), std::string::npos) << e.err;
    EXPECT_LE(written, 64u * 1024u);
    const Ended whole = runTo("pgn --export " + dir.at("many.pgn"), dir.at("whole.pgn"));
    EXPECT_EQ(whole.code, 0) << whole.err;
    EXPECT_GT(fs::file_size(dir.at("whole.pgn")), 200u * 1024u); // the same export fits elsewhere
}

// Before: `pgn DIR` exited 0 silently, /dev/zero read until memory ran out, a FIFO without a
// writer blocked for ever (here: until timeout killed it, 124).
TEST(CliInput, WhatIsNoFileIsRefusedByName)
{
    const Scratch dir("tst_cli_files");
    const std::string fifo = dir.at("pipe.pgn");
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    const struct {
        std::string path, reason;
    } inputs[] = {{"/dev/zero", "is a device, not a file"},
                  {fifo, "is a pipe (FIFO), not a file"},
                  {dir.path.string(), "is a folder, not a file"}};
    for (const auto& input : inputs) {
        for (const std::string command : {"pgn ", "pgn --export ", "db index ", "eco ", "book "}) {
            const Ended e = runTo(command + "'" + input.path + "'", "/dev/null");
            EXPECT_EQ(e.code, 1) << command << input.path << ": " << e.err;
            EXPECT_NE(e.err.find(input.path), std::string::npos) << command << e.err;
            EXPECT_NE(e.err.find(input.reason), std::string::npos) << command << e.err;
        }
    }
}
