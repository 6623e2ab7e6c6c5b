// kibitz-cli pgn (runPgnCommand): summary lines, normalized export, errors and exit codes.
#include "pgncommand.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>

#include <unistd.h>

namespace {

struct CliRun {
    int code = 0;
    std::string out;
    std::string err;
};

// Runs the command with stdout/stderr captured.
CliRun run(const std::vector<std::string>& args)
{
    std::ostringstream out, err;
    std::streambuf* oldOut = std::cout.rdbuf(out.rdbuf());
    std::streambuf* oldErr = std::cerr.rdbuf(err.rdbuf());
    CliRun r;
    r.code = runPgnCommand(args);
    std::cout.rdbuf(oldOut);
    std::cerr.rdbuf(oldErr);
    r.out = out.str();
    r.err = err.str();
    return r;
}

// Writes text to a temporary file and returns its path: named by the process too, as CTest runs
// each test in a process of its own, several at once (a shared name let them overwrite each
// other's files).
std::string tempFile(const std::string& text)
{
    static int counter = 0;
    const std::string path = ::testing::TempDir() + "kibitz_pgncmd_" + std::to_string(getpid()) + "_"
        + std::to_string(++counter) + ".pgn";
    std::ofstream(path, std::ios::binary) << text;
    return path;
}

} // namespace

TEST(PgnCommand, SummaryPerGame)
{
    const std::string path = std::string(KIBITZ_SOURCE_DIR) + "/tests/data/pgn/variations.pgn";
    const CliRun r = run({"pgn", path});
    EXPECT_EQ(r.code, 0);
    EXPECT_EQ(r.err, "");
    std::istringstream lines(r.out);
    std::string first;
    std::getline(lines, first);
    EXPECT_EQ(first,
              "game 1: white \"Alpha\" black \"Beta\" result 1-0 plies 22 fen "
              "r1b2rk1/2q1bppp/p2p1n2/npp1p3/3PP3/2P2N1P/PPB2PP1/RNBQR1K1 w - - 1 12");
    EXPECT_NE(
        r.out.find("game 5: white \"Eta\" black \"Theta\" result 1-0 plies 9 fen 4R1k1/1Q6/8/8/8/8/6PP/6K1 b - - 8 44"),
        std::string::npos);
}

TEST(PgnCommand, ExportIsNormalizedAndReadsBack)
{
    const std::string path = tempFile("[White \"A\"]\n1.e4 e5 (1...c5) 2.Nf3 $1 1-0\n");
    const CliRun r = run({"pgn", "--export", path});
    EXPECT_EQ(r.code, 0);
    EXPECT_EQ(r.out,
              "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"A\"]\n"
              "[Black \"?\"]\n[Result \"1-0\"]\n\n1. e4 e5 (1... c5) 2. Nf3 $1 1-0\n\n");
    const CliRun again = run({"pgn", "--export", tempFile(r.out)});
    EXPECT_EQ(again.out, r.out);
}

TEST(PgnCommand, ErrorsNameThePlaceAndOtherGamesStillPrint)
{
    const std::string path = tempFile("[Event \"a\"]\n\n1. e4 e5 2. Ke3 *\n\n[Event \"b\"]\n\n1. d4 *\n");
    const CliRun r = run({"pgn", path});
    EXPECT_EQ(r.code, 1);
    EXPECT_EQ(r.err.rfind("error: game 1, line 3, column 13: illegal move \"Ke3\"", 0), 0u) << r.err;
    EXPECT_EQ(r.out.rfind("game 2: ", 0), 0u);
}

TEST(PgnCommand, BadArguments)
{
    EXPECT_EQ(run({"pgn"}).code, 2);
    EXPECT_EQ(run({"pgn", "--frobnicate", "x"}).code, 2);
    EXPECT_EQ(run({"pgn", "--time"}).code, 2);
    const CliRun missing = run({"pgn", "/nonexistent/file.pgn"});
    EXPECT_EQ(missing.code, 1);
    EXPECT_NE(missing.err.find("cannot read"), std::string::npos);
    // Several files are read in turn (tests/cli/tst_cli_pgn): each one missing is named.
    const CliRun two = run({"pgn", "/nonexistent/a.pgn", "/nonexistent/b.pgn"});
    EXPECT_EQ(two.code, 1);
    EXPECT_NE(two.err.find("cannot read '/nonexistent/a.pgn'"), std::string::npos) << two.err;
    EXPECT_NE(two.err.find("cannot read '/nonexistent/b.pgn'"), std::string::npos) << two.err;
}

// Issue 23: a Latin-1 file's names are exported in UTF-8.
TEST(PgnCommand, Latin1NamesAreExportedAsUtf8)
{
    const CliRun r = run({"pgn", "--export", tempFile("[White \"R\xE9ti, Richard\"]\n{Caf\xE9} 1. e4 *\n")});
    EXPECT_EQ(r.code, 0);
    EXPECT_NE(r.out.find("[White \"R\xC3\xA9ti, Richard\"]"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("{Caf\xC3\xA9}"), std::string::npos) << r.out;
}

// Issue 23: a large file is read through a map of it, standard input and small files through a
// buffer: all give the same output, also for files that end exactly at a page's end in the middle
// of a token (nothing follows the map's last byte) and for a file of many games.
TEST(PgnCommand, MappedFileReadsAsStandardInput)
{
    const std::size_t page = std::size_t(::sysconf(_SC_PAGESIZE));
    const std::size_t large = (256 * 1024 / page) * page; // mapped: above the 128 KB where maps start
    const auto filled = [](std::size_t size, const std::string& head, char fill, const std::string& tail) {
        return head + std::string(size - head.size() - tail.size(), fill) + tail;
    };
    std::string games;
    for (int i = 0; i < 5000; ++i)
        games += "[White \"W" + std::to_string(i) + "\"]\n\n1. e4 {c} e5 (1... c5 $1) 2. Nf3 1-0\n\n";
    ASSERT_GT(games.size(), large);
    const std::vector<std::string> texts = {
        filled(large, "[Event \"a\"]\n\n1. e4 e5 {", 'x', ""), // an unterminated comment
        filled(large, "[Event \"b\"]\n{", 'y', "} 1. e4 e5 2. Nf3"), // a move at the very end
        filled(large, "[Event \"", 'e', ""), // an unterminated tag value
        filled(page, "[Event \"b\"]\n{", 'y', "} 1. e4 e5 2. Nf3"), // small: read
        games,
    };
    for (const std::string& text : texts) {
        for (const std::vector<std::string>& args : {std::vector<std::string>{"pgn"}, {"pgn", "--export"}}) {
            std::vector<std::string> fromFile = args, fromStdin = args;
            fromFile.push_back(tempFile(text));
            fromStdin.push_back("-");
            const CliRun mapped = run(fromFile);
            std::istringstream in(text);
            std::streambuf* oldIn = std::cin.rdbuf(in.rdbuf());
            const CliRun piped = run(fromStdin);
            std::cin.rdbuf(oldIn);
            EXPECT_EQ(mapped.code, piped.code) << text.substr(0, 40);
            EXPECT_EQ(mapped.out, piped.out) << text.substr(0, 40);
            EXPECT_EQ(mapped.err, piped.err) << text.substr(0, 40); // errors name games, not files
        }
    }
}
