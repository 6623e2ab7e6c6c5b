// kibitz-cli end to end, the position commands' counts and answers: perft (with --divide), bench,
// fen validate/normalize, board, legal. Moves, error messages, bad arguments and garbage input:
// tst_cli_play.cpp. Runs the real binary (clirun.h).
#include "clirun.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

using clitest::Kiwipete;
using clitest::Result;
using clitest::run;
using clitest::StartFen;

namespace {

// True when s is a non-empty run of decimal digits.
bool isNumber(const std::string& s) { return !s.empty() && s.find_first_not_of("0123456789") == std::string::npos; }

// Node count of a "nodes <N> time_ms <T> nps <R>" line; -1 when the line has another shape.
long long nodesOf(const std::string& line)
{
    std::istringstream in(line);
    std::string k1, n, k2, t, k3, r, extra;
    in >> k1 >> n >> k2 >> t >> k3 >> r;
    const bool ok = k1 == "nodes" && k2 == "time_ms" && k3 == "nps" && isNumber(n) && isNumber(t) && isNumber(r)
        && !(in >> extra) && line == k1 + " " + n + " " + k2 + " " + t + " " + k3 + " " + r;
    return ok ? std::stoll(n) : -1;
}

// True when line is "<uci>: <count>" with a well-formed UCI move.
bool isDivideLine(const std::string& line, long long& count)
{
    const auto colon = line.find(": ");
    const std::string uci = line.substr(0, colon);
    if (colon == std::string::npos || (uci.size() != 4 && uci.size() != 5) || !isNumber(line.substr(colon + 2)))
        return false;
    for (int i = 0; i < 4; ++i)
        if (uci[i] < (i % 2 ? '1' : 'a') || uci[i] > (i % 2 ? '8' : 'h'))
            return false;
    if (uci.size() == 5 && std::string("qrbn").find(uci[4]) == std::string::npos)
        return false;
    count = std::stoll(line.substr(colon + 2));
    return true;
}

// Splits a string at spaces.
std::vector<std::string> words(const std::string& s)
{
    std::istringstream in(s);
    std::vector<std::string> w;
    for (std::string x; in >> x;)
        w.push_back(x);
    return w;
}

} // namespace

TEST(Cli, PerftCountsAndRateLine)
{
    const Result r = run({"perft", "--depth", "3"});
    ASSERT_EQ(r.code, 0) << r.err;
    ASSERT_EQ(r.lines.size(), 1u);
    EXPECT_EQ(nodesOf(r.lines.back()), 8902);
    EXPECT_EQ(nodesOf(run({"perft", "--depth", "3", "--fen", Kiwipete}).lines.back()), 97862);
    EXPECT_EQ(nodesOf(run({"perft", "--depth", "0"}).lines.back()), 1);
}

TEST(Cli, PerftAcceptsAFenSplitOverWords)
{
    std::vector<std::string> args = {"perft", "--fen"};
    for (const std::string& w : words(Kiwipete))
        args.push_back(w);
    args.insert(args.end(), {"--depth", "2"});
    const Result r = run(args);
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(nodesOf(r.lines.back()), 2039);
}

TEST(Cli, PerftDivideSumsToTotal)
{
    const Result r = run({"perft", "--depth", "3", "--divide", "--fen", Kiwipete});
    ASSERT_EQ(r.code, 0) << r.err;
    ASSERT_EQ(r.lines.size(), 49u); // 48 root moves and the rate line
    long long sum = 0;
    for (std::size_t i = 0; i + 1 < r.lines.size(); ++i) {
        long long count = 0;
        ASSERT_TRUE(isDivideLine(r.lines[i], count)) << r.lines[i];
        sum += count;
    }
    EXPECT_EQ(sum, nodesOf(r.lines.back()));
    EXPECT_EQ(sum, 97862);
    const Result one = run({"perft", "--divide", "--depth", "1"});
    EXPECT_EQ(one.lines.size(), 21u);
    EXPECT_EQ(one.lines[0], "a2a3: 1");
}

TEST(Cli, BenchListsPositionsThenRate)
{
    const Result r = run({"bench", "--depth", "2"});
    ASSERT_EQ(r.code, 0) << r.err;
    ASSERT_EQ(r.lines.size(), 7u);
    EXPECT_EQ(r.lines[0], "start      depth 2 nodes 400");
    EXPECT_EQ(r.lines[1], "kiwipete   depth 2 nodes 2039");
    long long sum = 0;
    for (std::size_t i = 0; i < 6; ++i)
        sum += std::stoll(words(r.lines[i]).back());
    EXPECT_EQ(nodesOf(r.lines.back()), sum);
}

TEST(Cli, FenValidate)
{
    Result r = run({"fen", "validate", StartFen});
    EXPECT_EQ(r.code, 0);
    EXPECT_EQ(r.out, "ok " + StartFen + "\n");
    r = run({"fen", "validate", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -"});
    EXPECT_EQ(r.out, "ok " + StartFen + "\n"); // EPD style: counters default to 0 1
    r = run({"fen", "validate", StartFen, "8/8/8 w - - 0 1"});
    EXPECT_EQ(r.code, 1);
    ASSERT_EQ(r.lines.size(), 2u);
    EXPECT_EQ(r.lines[0], "ok " + StartFen);
    EXPECT_EQ(r.lines[1].rfind("error: ", 0), 0u) << r.lines[1];
    std::vector<std::string> split = {"fen", "validate"};
    for (const std::string& w : words(Kiwipete + " " + StartFen))
        split.push_back(w);
    r = run(split);
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_EQ(r.lines, (std::vector<std::string>{"ok " + Kiwipete, "ok " + StartFen}));
}

TEST(Cli, FenValidateFromStdin)
{
    Result r = run({"fen", "validate", "-"}, StartFen + "\n" + Kiwipete + "\n\n");
    EXPECT_EQ(r.code, 0);
    EXPECT_EQ(r.lines, (std::vector<std::string>{"ok " + StartFen, "ok " + Kiwipete}));
    r = run({"fen", "validate", "-"}, StartFen + "\nnonsense\n" + Kiwipete + "\n");
    EXPECT_EQ(r.code, 1);
    ASSERT_EQ(r.lines.size(), 3u);
    EXPECT_EQ(r.lines[1].rfind("error: ", 0), 0u);
}

// Input with no FEN at all (empty, or only blank lines) is an error, not a silent success.
TEST(Cli, FenValidateFromEmptyStdinIsAnError)
{
    for (const std::string input : {"", "\n  \n\t\n"}) {
        const Result r = run({"fen", "validate", "-"}, input);
        EXPECT_EQ(r.code, 1) << r.out << r.err;
        EXPECT_TRUE(r.out.empty()) << r.out;
        EXPECT_NE(r.err.find("no FEN"), std::string::npos) << r.err;
    }
}

// --repair drops an e.p. square that contradicts a non-zero halfmove clock, keeping the clock.
TEST(Cli, FenNormalizeRepairsEpWithHalfmoveClock)
{
    const std::string fen = "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 3 3";
    Result r = run({"fen", "normalize", fen});
    EXPECT_EQ(r.code, 1);
    EXPECT_NE(r.out.find("halfmove clock must be 0"), std::string::npos) << r.out;
    r = run({"fen", "normalize", "--repair", fen});
    EXPECT_EQ(r.code, 0) << r.out << r.err;
    EXPECT_EQ(r.out, "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq - 3 3\n");
    EXPECT_NE(r.err.find("en passant"), std::string::npos) << r.err;
}

TEST(Cli, FenNormalize)
{
    Result r = run({"fen", "normalize", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"});
    EXPECT_EQ(r.code, 0) << r.out << r.err;
    EXPECT_EQ(r.out, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\n");
    const std::string noRooks = "4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1";
    r = run({"fen", "normalize", noRooks});
    EXPECT_EQ(r.code, 1);
    EXPECT_EQ(r.out.rfind("error: ", 0), 0u);
    r = run({"fen", "normalize", "--repair", noRooks});
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_EQ(r.out, "4k3/8/8/8/8/8/8/4K3 w - - 0 1\n");
}

TEST(Cli, Board)
{
    Result r = run({"board"});
    ASSERT_EQ(r.code, 0);
    for (const char* part :
         {"8 | r n b q k b n r |", "1 | R N B Q K B N R |", "a b c d e f g h", "side to move: white", "castling: KQkq",
          "en passant: -", "halfmove clock: 0", "fullmove number: 1", "key: 0x", "status: ongoing"})
        EXPECT_NE(r.out.find(part), std::string::npos) << part << "\n" << r.out;
    EXPECT_NE(r.out.find(StartFen), std::string::npos);
    r = run({"board", "--fen", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"});
    EXPECT_NE(r.out.find("status: checkmate black wins"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("4 | . . . . . . P q |"), std::string::npos) << r.out;
}

TEST(Cli, Legal)
{
    Result r = run({"legal"});
    ASSERT_EQ(r.code, 0);
    EXPECT_EQ(r.lines.size(), 20u);
    EXPECT_NE(std::find(r.lines.begin(), r.lines.end(), "g1f3 Nf3"), r.lines.end());
    r = run({"legal", "--fen", Kiwipete});
    EXPECT_EQ(r.lines.size(), 48u);
    for (const char* line : {"e1g1 O-O", "e1c1 O-O-O", "e5f7 Nxf7", "d5e6 dxe6", "g2h3 gxh3"})
        EXPECT_NE(std::find(r.lines.begin(), r.lines.end(), line), r.lines.end()) << line;
    r = run({"legal", "--fen", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"});
    EXPECT_EQ(r.code, 0);
    EXPECT_EQ(r.out, "");
}
