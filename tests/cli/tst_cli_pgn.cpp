// kibitz-cli pgn over several files in one process, end to end through the shell: the same
// output, errors and exit status as one run per file in order, and the --time line per file that
// bench/pgn_vs_reference.sh reads (start-up left out, as chess-library's own timer leaves it out).
#include "cliscratch.h"

#include <gtest/gtest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#ifndef KIBITZ_CLI_PATH
#error "KIBITZ_CLI_PATH must name the kibitz-cli binary"
#endif

namespace {

using clitest::Scratch;
using clitest::slurp;

struct Result {
    int code = -1;
    std::string out;
    std::string err;
};

// Runs "kibitz-cli pgn ARGS" with stdout and stderr captured; the words hold no quotes.
Result runPgn(const Scratch& dir, const std::vector<std::string>& args)
{
    std::string cmd = "'" KIBITZ_CLI_PATH "' pgn";
    for (const std::string& a : args)
        cmd += " '" + a + "'";
    cmd += " >'" + dir.at("out") + "' 2>'" + dir.at("err") + "'";
    const int status = std::system(cmd.c_str());
    Result r;
    r.code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    r.out = slurp(dir.at("out"));
    r.err = slurp(dir.at("err"));
    return r;
}

// Files of every outcome: good games, a game with an illegal move beside a good one, a file that
// does not exist, and comments and variations.
std::vector<std::string> mixedFiles(const Scratch& dir)
{
    const std::string data = std::string(KIBITZ_SOURCE_DIR) + "/tests/data/pgn/";
    std::ofstream(dir.at("bad.pgn")) << "[Event \"a\"]\n\n1. e4 e5 2. Ke3 *\n\n[Event \"b\"]\n\n1. d4 d5 *\n";
    return {data + "variations.pgn", dir.at("bad.pgn"), dir.at("missing.pgn"), data + "annotations_lichess.pgn",
            data + "sloppy.pgn"};
}

// The lines of text that are not "pgn ...: games ..." time lines, and those that are.
void splitTimeLines(const std::string& text, std::string& rest, std::vector<std::string>& timeLines)
{
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        if (line.rfind("pgn ", 0) == 0 && line.find(": games ") != std::string::npos)
            timeLines.push_back(line);
        else
            rest += line + "\n";
    }
}

} // namespace

TEST(CliPgn, SeveralFilesGiveWhatOneRunPerFileGives)
{
    const Scratch dir("tst_cli_pgn");
    const std::vector<std::string> files = mixedFiles(dir);
    for (const std::vector<std::string>& mode : {std::vector<std::string>{}, std::vector<std::string>{"--export"}}) {
        Result each;
        each.code = 0;
        for (const std::string& f : files) {
            std::vector<std::string> args = mode;
            args.push_back(f);
            const Result one = runPgn(dir, args);
            each.out += one.out;
            each.err += one.err;
            each.code = std::max(each.code, one.code);
        }
        std::vector<std::string> args = mode;
        args.insert(args.end(), files.begin(), files.end());
        const Result all = runPgn(dir, args);
        EXPECT_EQ(all.out, each.out) << (mode.empty() ? "summary" : "export");
        EXPECT_EQ(all.err, each.err);
        EXPECT_EQ(all.code, each.code);
        EXPECT_EQ(all.code, 1); // the illegal move and the missing file
        EXPECT_GT(all.out.size(), 1000u); // the good files' games are all there
    }
}

TEST(CliPgn, TimeLineCountsTheGamesOfEachFileAndLeavesTheOutputAlone)
{
    const Scratch dir("tst_cli_pgn");
    const std::vector<std::string> files = mixedFiles(dir);
    const Result plain = runPgn(dir, files);
    std::vector<std::string> args = {"--time"};
    args.insert(args.end(), files.begin(), files.end());
    const Result timed = runPgn(dir, args);
    EXPECT_EQ(timed.out, plain.out);
    EXPECT_EQ(timed.code, plain.code);
    std::string rest;
    std::vector<std::string> timeLines;
    splitTimeLines(timed.err, rest, timeLines);
    EXPECT_EQ(rest, plain.err);
    // One line per file that could be read, in order, its counts those of a run of that file.
    std::vector<std::string> readable = files;
    readable.erase(readable.begin() + 2); // missing.pgn
    ASSERT_EQ(timeLines.size(), readable.size()) << timed.err;
    const std::regex shape("pgn (.+): games ([0-9]+) failed ([0-9]+) time_ms ([0-9]+\\.[0-9]{3})");
    for (std::size_t i = 0; i < readable.size(); ++i) {
        std::smatch m;
        ASSERT_TRUE(std::regex_match(timeLines[i], m, shape)) << timeLines[i];
        EXPECT_EQ(m[1].str(), readable[i]);
        const Result one = runPgn(dir, {readable[i]});
        const auto games = std::count(one.out.begin(), one.out.end(), '\n'); // a summary line per game
        const auto failed = std::count(one.err.begin(), one.err.end(), '\n'); // an error line per failed game
        EXPECT_EQ(std::stol(m[2].str()), games) << readable[i];
        EXPECT_EQ(std::stol(m[3].str()), failed) << readable[i];
        EXPECT_GT(std::stod(m[4].str()), 0.0);
    }
}
