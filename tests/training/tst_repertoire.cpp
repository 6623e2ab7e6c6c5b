// Repertoires read from PGN (model/training/repertoire): the positions to train for White and for
// Black, variations and a transposition included. The expected positions are written out here by
// hand, not taken from the code.
#include "training/repertoire.h"

#include "capturedcommand.h"
#include "repertoirecommand.h"
#include "repertoirehelpers.h"

#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <set>
#include <string>

using namespace kibitz::training;

namespace {

// The answers at each trained position, sorted.
std::map<std::string, std::set<std::string>> answersByPosition(const Repertoire& r)
{
    std::map<std::string, std::set<std::string>> out;
    for (const std::string& key : r.trainedPositions())
        for (const RepertoireMove& m : r.movesAt(key))
            out[key].insert(m.uci);
    return out;
}

} // namespace

TEST(Repertoire, WhitePositionsWithVariationsAndTransposition)
{
    const RepertoireReading read = readRepertoire(SmallRepertoire, kibitz::core::White);
    EXPECT_EQ(read.games, 2);
    EXPECT_TRUE(read.errors.empty());
    const std::map<std::string, std::set<std::string>> expected = {
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -", {"e2e4", "d2d4"}},
        {"rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq -", {"g1f3"}}, // 1. e4 e5
        {"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq -", {"f1b5"}}, // 2...Nc6
        {"rnbqkb1r/pppp1ppp/5n2/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq -", {"f3e5"}}, // 2...Nf6
        {"rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq -", {"g1f3"}}, // 1...c5
        {"rnbqkbnr/pp2pppp/3p4/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq -", {"d2d4"}}, // 2...d6
        {"r1bqkbnr/pp1ppppp/2n5/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq -", {"d2d4"}}, // 2...Nc6
        {"rnbqkbnr/pppp1ppp/4p3/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq -", {"d2d4"}}, // 1...e6
        {"rnbqkbnr/ppp2ppp/4p3/3p4/3PP3/8/PPP2PPP/RNBQKBNR w KQkq -", {"b1c3"}}, // the French, both ways
        {"rnbqkbnr/pppp1ppp/4p3/8/3P4/8/PPP1PPPP/RNBQKBNR w KQkq -", {"e2e4"}}, // 1. d4 e6
    };
    EXPECT_EQ(answersByPosition(read.repertoire), expected);
    EXPECT_EQ(read.repertoire.roots(),
              std::vector<std::string>{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -"});
    // The main line's move comes first where there are several.
    EXPECT_EQ(read.repertoire.movesAt(read.repertoire.roots()[0]).front().san, "e4");
}

TEST(Repertoire, BlackPositions)
{
    const RepertoireReading read = readRepertoire(SmallRepertoire, kibitz::core::Black);
    const std::map<std::string, std::set<std::string>> expected = {
        {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq -", {"e7e5", "c7c5", "e7e6"}}, // 1. e4
        {"rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq -", {"b8c6", "g8f6"}}, // 1. e4 e5 2. Nf3
        {"rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq -", {"d7d6", "b8c6"}}, // 1. e4 c5 2. Nf3
        {"rnbqkbnr/pppp1ppp/4p3/8/3PP3/8/PPP2PPP/RNBQKBNR b KQkq -", {"d7d5"}}, // 1. e4 e6 2. d4 = 1. d4 e6 2. e4
        {"rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq -", {"e7e6"}}, // 1. d4
    };
    EXPECT_EQ(answersByPosition(read.repertoire), expected);
}

// A file with no move for the side, and one with a bad game: the good games count, the bad one is
// named.
TEST(Repertoire, BadInput)
{
    EXPECT_TRUE(readRepertoire("[Event \"x\"]\n\n*\n", kibitz::core::White).repertoire.empty());
    const RepertoireReading read = readRepertoire("1. e4 e5 *\n\n1. e4 Ke7 Qh5 *\n", kibitz::core::White);
    EXPECT_EQ(read.games, 1);
    ASSERT_EQ(read.errors.size(), 1u);
    EXPECT_NE(read.errors[0].english().find("game 2"), std::string::npos) << read.errors[0].english();
}

// kibitz-cli repertoire lists the trained positions with their answers, the start position first
// (both of its answers, the main line's first), and counts them.
TEST(RepertoireCommand, ListsTheTrainedPositions)
{
    const std::string file = testing::TempDir() + "kibitz-repertoire-white.pgn";
    std::ofstream(file) << SmallRepertoire;
    const kibitz::test::CommandRun run =
        kibitz::test::runCaptured(runRepertoireCommand, "repertoire", {file, "--colour", "white"});
    EXPECT_EQ(run.status, 0) << run.errors;
    ASSERT_EQ(run.lines.size(), 11u) << run.out;
    EXPECT_EQ(run.lines[0],
              "position 1 ply 0 fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 answer e4 d4 (e2e4 d2d4)");
    EXPECT_EQ(run.lines[1],
              "position 2 ply 2 fen rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 answer Nf3 (g1f3)");
    EXPECT_EQ(run.lines[10], "repertoire: 10 positions for white from 2 games");
    EXPECT_EQ(kibitz::test::runCaptured(runRepertoireCommand, "repertoire", {file, "--colour", "green"}).status, 2);
    EXPECT_EQ(
        kibitz::test::runCaptured(runRepertoireCommand, "repertoire", {file + ".none", "--colour", "black"}).status, 1);
}
