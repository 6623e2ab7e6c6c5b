// kibitz-cli end to end: every subcommand, exit codes, usage on bad arguments, garbage input.
// Runs the real binary (KIBITZ_CLI_PATH) through the shell with captured stdout and stderr.
#include "core/fen.h"
#include "core/san.h"
#include "game/pgnreader.h"

#include <gtest/gtest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#ifndef KIBITZ_CLI_PATH
#error "KIBITZ_CLI_PATH must name the kibitz-cli binary"
#endif

namespace fs = std::filesystem;

namespace {

const std::string Kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
const std::string StartFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

struct Result {
    int code = -1; // exit status; 128 + signal when killed by one
    std::string out;
    std::string err;
    std::vector<std::string> lines; // stdout split into lines
};

// The text of a file.
std::string slurp(const fs::path& p)
{
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// Single-quotes a word for /bin/sh.
std::string quoted(const std::string& w)
{
    std::string q = "'";
    for (char c : w)
        q += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return q + "'";
}

// Runs kibitz-cli with args (and the given stdin) and captures everything.
Result run(const std::vector<std::string>& args, const std::string& input = {})
{
    static int counter = 0;
    const fs::path dir = fs::temp_directory_path() / ("tst_cli_" + std::to_string(getpid()));
    fs::create_directories(dir);
    const std::string tag = std::to_string(counter++);
    const fs::path in = dir / ("in" + tag), out = dir / ("out" + tag), err = dir / ("err" + tag);
    std::ofstream(in, std::ios::binary) << input;
    std::string cmd = quoted(KIBITZ_CLI_PATH);
    for (const std::string& a : args)
        cmd += " " + quoted(a);
    cmd += " <" + quoted(in.string()) + " >" + quoted(out.string()) + " 2>" + quoted(err.string());
    const int status = std::system(cmd.c_str());
    Result r;
    r.code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    r.out = slurp(out);
    r.err = slurp(err);
    std::istringstream lines(r.out);
    for (std::string line; std::getline(lines, line);)
        r.lines.push_back(line);
    fs::remove(in);
    fs::remove(out);
    fs::remove(err);
    fs::remove(dir); // empty now: nothing is left in the temporary directory
    return r;
}

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

TEST(Cli, PlayAppliesSanAndUci)
{
    Result r = run({"play", "e4", "e7e5", "Nf3", "Nc6", "Bb5", "a6", "Bxc6", "dxc6", "0-0"});
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(
        r.lines,
        (std::vector<std::string>{"r1bqkbnr/1pp2ppp/p1p5/4p3/4P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 1 5", "status ongoing"}));
    r = run({"play", "1. f3 e5 2. g4 Qh4#"});
    EXPECT_EQ(r.lines.back(), "status checkmate black wins") << r.err;
    r = run({"play", "--fen", "7k/5Q2/8/6K1/8/8/8/8 w - - 0 1", "Kg6"});
    EXPECT_EQ(r.lines.back(), "status stalemate");
    r = run({"play", "--fen", "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1", "Kxd2"});
    EXPECT_EQ(r.lines.back(), "status draw insufficient material");
    r = run({"play", "--fen", "4k3/8/8/8/8/8/8/R3K3 w - - 99 80", "Ra2"});
    EXPECT_EQ(r.lines.back(), "status ongoing claimable fifty-move rule");
    r = run({"play", "--fen", "4k3/8/8/8/8/8/8/R3K3 w - - 149 80", "Ra2"});
    EXPECT_EQ(r.lines.back(), "status draw seventy-five-move rule");
    r = run({"play"});
    EXPECT_EQ(r.lines, (std::vector<std::string>{StartFen, "status ongoing"}));
}

// Move numbers written against the move ("1.e4", "1...e5", "12.Nf3") are skipped, as in PGN.
TEST(Cli, PlayAcceptsMoveNumbersAttachedToMoves)
{
    const std::string expected = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
    for (const std::vector<std::string>& args : {std::vector<std::string>{"play", "1.e4 e5 2.Nf3 Nc6"},
                                                 {"play", "1.e4", "1...e5", "2.Nf3", "2...Nc6"},
                                                 {"play", "1.e4 1...e5 2. Nf3 2... Nc6"},
                                                 {"play", "1.e2e4", "e7e5", "2.g1f3", "b8c6"}}) {
        const Result r = run(args);
        ASSERT_EQ(r.code, 0) << args[1] << ": " << r.err;
        EXPECT_EQ(r.lines.front(), expected) << args[1];
    }
    const Result r = run({"play", "--fen", "4k3/8/8/8/8/8/8/R3K3 w - - 0 12", "12.Ra7", "12...Kd8"});
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(r.lines.front(), "3k4/R7/8/8/8/8/8/4K3 w - - 2 13");
    // A number alone is still skipped; a number glued to nonsense names the move.
    const Result bad = run({"play", "1.e4", "2.xx"});
    EXPECT_EQ(bad.code, 1);
    EXPECT_NE(bad.err.find("xx"), std::string::npos) << bad.err;
}

TEST(Cli, PlayTracksRepetitions)
{
    std::vector<std::string> args = {"play"};
    for (int i = 0; i < 2; ++i)
        args.insert(args.end(), {"Nf3", "Nf6", "Ng1", "Ng8"});
    EXPECT_EQ(run(args).lines.back(), "status ongoing claimable threefold repetition");
    for (int i = 0; i < 2; ++i)
        args.insert(args.end(), {"Nf3", "Nf6", "Ng1", "Ng8"});
    const Result r = run(args);
    EXPECT_EQ(r.lines.back(), "status draw fivefold repetition");
    args.push_back("e4");
    const Result over = run(args);
    EXPECT_EQ(over.code, 1);
    EXPECT_NE(over.err.find("move 17 (e4)"), std::string::npos) << over.err;
}

TEST(Cli, PlayRejectsIllegalMoveNamingIt)
{
    Result r = run({"play", "e4", "e5", "Nf6"});
    EXPECT_EQ(r.code, 1);
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(r.err, "error: move 3 (Nf6): Nf6 is not a legal move: no white knight can reach f6\n");
    r = run({"play", "--fen", "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "Nd2"});
    EXPECT_EQ(r.code, 1);
    EXPECT_NE(r.err.find("move 1 (Nd2): Nd2 is ambiguous: "), std::string::npos) << r.err;
    r = run({"play", "e4", "zz9"});
    EXPECT_EQ(r.code, 1);
    EXPECT_NE(r.err.find("move 2 (zz9)"), std::string::npos) << r.err;
    r = run({"play", "--fen", "not a fen", "e4"});
    EXPECT_EQ(r.code, 1);
    EXPECT_EQ(r.err.rfind("error: ", 0), 0u);
}

// kibitz-cli prints the English of the one message table: the very Message the window translates
// (tst_errortext), for a FEN, a move and a game of a PGN file.
TEST(Cli, ErrorsAreTheEnglishOfTheMessageTable)
{
    const std::string fen = "4k3/8/8/8/8/8/8/4K3 w KQ - 0 1";
    using kibitz::core::MessageId;
    namespace core = kibitz::core;
    namespace game = kibitz::game;
    core::Position pos;
    const auto fenError = core::parseFen(fen, pos);
    ASSERT_TRUE(fenError);
    EXPECT_EQ(fenError->message.id, MessageId::FenWhiteCastlingNeedsRook);
    EXPECT_EQ(run({"fen", "validate", fen}).out, "error: " + fenError->message.english() + "\n");

    core::Move move;
    const auto sanError = core::parseSan(core::Position::startPosition(), "Ke2", move);
    ASSERT_TRUE(sanError);
    EXPECT_EQ(run({"play", "Ke2"}).err, "error: move 1 (Ke2): " + sanError->message.english() + "\n");

    const std::string pgn = "1. e4 e5 2. Nf3 Nc6 *\n\n1. d4 d5 2. Bg5 Bxb2 3. Qd7 *\n";
    const fs::path file = fs::temp_directory_path() / ("tst_cli_table_" + std::to_string(getpid()) + ".pgn");
    std::ofstream(file) << pgn;
    const game::PgnReadResult read = game::readPgn(pgn);
    ASSERT_EQ(read.errors.size(), 1u);
    EXPECT_EQ(read.errors[0].message.id, MessageId::PgnAt);
    const Result r = run({"pgn", file.string()});
    fs::remove(file);
    EXPECT_NE(r.err.find("error: " + read.errors[0].message.english() + "\n"), std::string::npos) << r.err;
}

TEST(Cli, BadArgumentsPrintUsage)
{
    const std::vector<std::vector<std::string>> bad = {
        {},
        {"frobnicate"},
        {"perft"},
        {"perft", "--depth"},
        {"perft", "--depth", "x"},
        {"perft", "--depth", "-1"},
        {"perft", "--depth", "99"},
        {"perft", "--depth", "2", "--bogus"},
        {"perft", "--depth", "2", "extra"},
        {"bench", "--depth", "y"},
        {"fen"},
        {"fen", "check", StartFen},
        {"fen", "validate"},
        {"fen", "normalize"},
        {"board", "--fen"},
        {"board", "junk"},
        {"legal", "--divide"},
        {"play", "--fen"},
        {"perft", "--de", "2"},
    };
    for (const auto& args : bad) {
        const Result r = run(args);
        EXPECT_EQ(r.code, 2) << (args.empty() ? "(none)" : args[0]) << " " << r.err;
        EXPECT_NE(r.err.find("usage: kibitz-cli"), std::string::npos);
        EXPECT_EQ(r.out, "");
    }
    const Result help = run({"--help"});
    EXPECT_EQ(help.code, 0);
    EXPECT_NE(help.out.find("usage: kibitz-cli"), std::string::npos);
}

TEST(Cli, GarbageNeverCrashes)
{
    std::mt19937 rng(99);
    const std::string alphabet = "rnbqkpRNBQKP12345678/ wb-KQkqe3x=+#O0\t\"'\\%\x01\xff";
    auto garbage = [&] {
        std::string s;
        for (int n = int(rng() % 40); n > 0; --n)
            s += alphabet[rng() % alphabet.size()];
        return s;
    };
    const std::vector<std::vector<std::string>> shapes = {{"fen", "validate"},
                                                          {"fen", "normalize"},
                                                          {"fen", "normalize", "--repair"},
                                                          {"board", "--fen"},
                                                          {"legal", "--fen"},
                                                          {"perft", "--depth", "2", "--fen"},
                                                          {"play", "--fen", StartFen},
                                                          {"play"},
                                                          {}};
    for (int i = 0; i < 54; ++i) {
        std::vector<std::string> args = shapes[i % shapes.size()];
        args.push_back(garbage());
        if (i % 3 == 0)
            args.push_back(garbage());
        const Result r = run(args);
        EXPECT_TRUE(r.code == 0 || r.code == 1 || r.code == 2) << "exit " << r.code << " for " << args.back();
    }
    std::string lines;
    for (int i = 0; i < 200; ++i)
        lines += garbage() + "\n";
    const Result r = run({"fen", "validate", "-"}, lines);
    EXPECT_EQ(r.code, 1);
}
