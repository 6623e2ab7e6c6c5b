// kibitz-cli end to end: play (SAN and UCI, move numbers, repetitions, illegal moves named), the
// error messages as the message table's English, usage on bad arguments, garbage input never
// crashing. Runs the real binary (clirun.h); the other position commands: tst_cli.cpp.
#include "clirun.h"

#include "core/fen.h"
#include "core/san.h"
#include "game/pgnreader.h"

#include <gtest/gtest.h>

#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <vector>

namespace fs = std::filesystem;

using clitest::Result;
using clitest::run;
using clitest::StartFen;

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
