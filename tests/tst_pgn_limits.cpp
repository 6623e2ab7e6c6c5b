// PGN at scale and at the limits: a game far beyond the 75-move rule still has a FEN that reads
// back (one counter policy for both readers, position.h); very many tags and comments are kept.
#include "game/pgnreader.h"
#include "game/pgnwriter.h"

#include "core/fen.h"

#include <gtest/gtest.h>

#include <string>

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
    ASSERT_TRUE(r.errors.empty()) << r.errors.front().message;
    ASSERT_EQ(r.games.size(), 1u);
    const GameTree& tree = r.games[0].tree;
    EXPECT_EQ(mainLinePlies(tree), 12002);
    const Position& end = tree.node(mainLineEnd(tree)).position;
    EXPECT_EQ(end.halfmoveClock(), MaxHalfmoveClock);
    EXPECT_EQ(end.fullmoveNumber(), 6002);
    const std::string fen = toFen(end);
    Position back;
    const auto err = parseFen(fen, back);
    ASSERT_FALSE(err) << fen << ": " << err->message;
    EXPECT_TRUE(back == end) << fen;
    EXPECT_EQ(toFen(back), fen);
}
