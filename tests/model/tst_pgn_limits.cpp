// PGN at scale and at the limits: a game far beyond the 75-move rule still has a FEN that reads
// back (one counter policy for both readers, position.h); very many tags and comments are kept.
#include "game/pgnreader.h"
#include "game/pgnwriter.h"

#include "core/fen.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace kibitz::core;
using namespace kibitz::game;

namespace {

// Movetext of n knight shuffles (Nf3 Nf6 Ng1 Ng8), 4n plies without a capture or pawn move.
std::string knightShuffles(int n)
{
    std::string text;
    int number = 1;
    for (int i = 0; i < n; ++i) {
        text += std::to_string(number++) + ". Nf3 Nf6 ";
        text += std::to_string(number++) + ". Ng1 Ng8\n";
    }
    return text + "*\n";
}

} // namespace

// 12,000 plies: the clock passes MaxHalfmoveClock, yet the final position's FEN reads back.
TEST(PgnLimits, LongGameFinalFenRoundTrips)
{
    const PgnReadResult r = readPgn("[Event \"long\"]\n\n1. e4 e5 " + knightShuffles(3000));
    ASSERT_TRUE(r.errors.empty()) << r.errors.front().message.english();
    ASSERT_EQ(r.games.size(), 1u);
    const GameTree& tree = r.games[0].tree;
    EXPECT_EQ(mainLinePlies(tree), 12002);
    const Position& end = tree.node(mainLineEnd(tree)).position;
    EXPECT_EQ(end.halfmoveClock(), MaxHalfmoveClock);
    EXPECT_EQ(end.fullmoveNumber(), 6002);
    const std::string fen = toFen(end);
    Position back;
    const auto err = parseFen(fen, back);
    ASSERT_FALSE(err) << fen << ": " << err->message.english();
    EXPECT_TRUE(back == end) << fen;
    EXPECT_EQ(toFen(back), fen);
}

// 200,000 tags in one game are all kept, in file order, with their values.
TEST(PgnLimits, ManyTagsAllKeptInOrder)
{
    constexpr int N = 200000;
    std::string text;
    for (int i = 0; i < N; ++i)
        text += "[T" + std::to_string(i) + " \"v" + std::to_string(i) + "\"]\n";
    const PgnReadResult r = readPgn(text + "\n1. e4 *\n");
    ASSERT_TRUE(r.errors.empty());
    ASSERT_EQ(r.games.size(), 1u);
    const TagList& tags = r.games[0].tags;
    ASSERT_EQ(tags.size(), std::size_t(N) + 1); // and the Result tag from the result marker
    for (int i = 0; i < N; ++i)
        ASSERT_EQ(tags[i], (Tag{"T" + std::to_string(i), "v" + std::to_string(i)})) << i;
    EXPECT_EQ(tags[N], (Tag{"Result", "*"}));
    EXPECT_EQ(r.games[0].tag("T123456"), "v123456");
}

// A tag name given twice keeps its first place and takes the last value (Game::setTag), also
// when there are very many of them.
TEST(PgnLimits, DuplicateTagNamesKeepFirstPlaceAndLastValue)
{
    PgnReadResult r = readPgn("[A \"1\"]\n[B \"2\"]\n[A \"3\"]\n[Result \"1-0\"]\n\n1. e4 *\n");
    ASSERT_EQ(r.games.size(), 1u);
    EXPECT_EQ(r.games[0].tags, (std::vector<Tag>{{"A", "3"}, {"B", "2"}, {"Result", "*"}}));
    std::string text;
    for (int i = 0; i < 100000; ++i)
        text += "[N" + std::to_string(i % 1000) + " \"" + std::to_string(i) + "\"]\n";
    r = readPgn(text + "\n*\n");
    ASSERT_EQ(r.games.size(), 1u);
    ASSERT_EQ(r.games[0].tags.size(), 1001u);
    for (int n = 0; n < 1000; ++n)
        ASSERT_EQ(r.games[0].tags[n], (Tag{"N" + std::to_string(n), std::to_string(99000 + n)})) << n;
}

// Names alike in their first eight bytes, or one the start of another, are different tags; a
// repeated one is found again before and after a game has more tags than the reader searches one
// by one (32). The reference is Game::setTag applied to the same lines.
TEST(PgnLimits, TagNamesAlikeInTheirFirstBytesStayApart)
{
    const std::vector<std::string> names = {"WhiteElo", "WhiteElo1", "WhiteElo2", "WhiteEl", "WhiteEloX2",
                                            "TimeControl", "TimeControlX", "TimeContro", "W", "Wh"};
    std::string text;
    Game expected;
    int n = 0;
    const auto line = [&](const std::string& name) {
        const std::string value = "v" + std::to_string(n++);
        text += "[" + name + " \"" + value + "\"]\n";
        expected.setTag(name, value);
    };
    for (int round = 0; round < 5; ++round) { // 10 names, then 10 more each round: past 32 in the 4th
        for (const std::string& name : names)
            line(name);
        for (int i = 0; i < 10; ++i)
            line("Extra" + std::to_string(round) + "LongName" + std::to_string(i));
    }
    const PgnReadResult r = readPgn(text + "\n*\n");
    ASSERT_TRUE(r.errors.empty());
    ASSERT_EQ(r.games.size(), 1u);
    expected.setTag("Result", "*");
    EXPECT_EQ(r.games[0].tags, expected.tags);
}

// Short names (under eight bytes, read by the index in two overlapping loads) that differ in one
// byte, first, middle or last, are different tags, and each is found again when repeated.
TEST(PgnLimits, ShortTagNamesDifferingInOneByteStayApart)
{
    const std::vector<std::string> names = {"A",     "B",      "Ab",      "Ba",      "Abc",    "Abd",   "Acc",
                                            "Abcd",  "Abce",   "Xbcd",    "Abcde",   "Abcdf",  "Abxde", "Xbcde",
                                            "Abcdef", "Abcdeg", "Abxdef",  "Abcdefg", "Abcdefh", "Abcxefg"};
    std::string text;
    Game expected;
    for (int round = 0; round < 2; ++round) {
        for (const std::string& name : names) {
            const std::string value = name + std::to_string(round);
            text += "[" + name + " \"" + value + "\"]\n";
            expected.setTag(name, value);
        }
    }
    const PgnReadResult r = readPgn(text + "\n*\n");
    ASSERT_TRUE(r.errors.empty());
    ASSERT_EQ(r.games.size(), 1u);
    expected.setTag("Result", "*");
    ASSERT_EQ(r.games[0].tags.size(), names.size() + 1);
    EXPECT_EQ(r.games[0].tags, expected.tags);
}

// 800,000 comments and 200,000 NAGs after one move, and 100,000 comments before the first move,
// are all kept in order.
TEST(PgnLimits, ManyCommentsAndNagsKeptInOrder)
{
    std::string text = "[Event \"c\"]\n\n";
    std::string rootExpected;
    for (int i = 0; i < 100000; ++i) {
        text += "{r" + std::to_string(i) + "} ";
        rootExpected += (i ? " r" : "r") + std::to_string(i);
    }
    text += "1. e4 ";
    std::string expected;
    for (int i = 0; i < 800000; ++i) {
        text += "{c" + std::to_string(i) + "}\n";
        expected += (i ? " c" : "c") + std::to_string(i);
    }
    for (int i = 0; i < 200000; ++i)
        text += "$" + std::to_string(i % 256) + " ";
    const PgnReadResult r = readPgn(text + "e5 *\n");
    ASSERT_TRUE(r.errors.empty()) << r.errors.front().message.english();
    ASSERT_EQ(r.games.size(), 1u);
    const GameTree& tree = r.games[0].tree;
    EXPECT_TRUE(tree.root().comment() == rootExpected);
    const Node& e4 = tree.node(tree.root().children.at(0));
    EXPECT_TRUE(e4.comment() == expected) << e4.comment().substr(0, 100);
    ASSERT_EQ(e4.nags().size(), 200000u);
    for (int i = 0; i < 200000; ++i)
        ASSERT_EQ(e4.nags()[i], std::uint8_t(i % 256)) << i;
    EXPECT_EQ(tree.node(e4.children.at(0)).san, "e5");
}
