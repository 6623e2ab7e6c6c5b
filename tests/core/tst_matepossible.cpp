// core::canCheckmate (FIDE 6.9): proven dead material, helpmates found by the walk, positions
// that are dead because nothing can ever change (pawn walls), and the budget.
#include "core/matepossible.h"

#include "core/bitboard.h"
#include "core/movegen.h"
#include "corehelpers.h"

#include <gtest/gtest.h>

using namespace kibitz;
using namespace kibitz::core;
using kibitz::test::fromFen;
using Verdict = MatePossibility::Verdict;
using Reason = MatePossibility::Reason;

namespace {
// Every legal placement of white K+N against black K+piece with Black to move and checkmated
// (the knight gives the check: a king never does). Counts them.
int countKnightMates(PieceType defender)
{
    static const int jumps[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    int mates = 0;
    for (int bk = 0; bk < 64; ++bk) {
        for (const auto& j : jumps) {
            const int nf = bk % 8 + j[0], nr = bk / 8 + j[1];
            if (nf < 0 || nf > 7 || nr < 0 || nr > 7)
                continue;
            const int n = nr * 8 + nf;
            for (int wk = 0; wk < 64; ++wk) {
                for (int d = 0; d < 64; ++d) {
                    if (wk == bk || wk == n || d == bk || d == n || d == wk)
                        continue;
                    if (defender == Pawn && (d < 8 || d >= 56))
                        continue;
                    Position pos;
                    pos.clear();
                    pos.putPiece(makePiece(Black, King), Square(bk));
                    pos.putPiece(makePiece(White, Knight), Square(n));
                    pos.putPiece(makePiece(White, King), Square(wk));
                    pos.putPiece(makePiece(Black, defender), Square(d));
                    pos.setSideToMove(Black);
                    pos.finishSetup();
                    if (pos.isOk() && pos.inCheck() && !hasLegalMove(pos))
                        ++mates;
                }
            }
        }
    }
    return mates;
}
} // namespace

// The material rule for K+N against K+Q rests on this: no such mate exists anywhere on the
// board, while the same search finds mates against a rook, a bishop, a knight and a pawn.
TEST(MatePossible, KnightMatesExistAgainstEveryBlockerButTheQueen)
{
    EXPECT_EQ(countKnightMates(Queen), 0);
    EXPECT_GT(countKnightMates(Rook), 0);
    EXPECT_GT(countKnightMates(Bishop), 0);
    EXPECT_GT(countKnightMates(Knight), 0);
    EXPECT_GT(countKnightMates(Pawn), 0);
}

TEST(MatePossible, BareKingCannotMate)
{
    const Position pos = fromFen("8/8/4k3/8/8/2Q5/8/K7 b - - 0 1");
    const MatePossibility r = canCheckmate(pos, Black);
    EXPECT_EQ(r.verdict, Verdict::Impossible);
    EXPECT_EQ(r.reason, Reason::MaterialRule);
    EXPECT_FALSE(r.possible());
}

TEST(MatePossible, LoneMinorAgainstBareKing)
{
    EXPECT_EQ(canCheckmate(fromFen("8/8/4k3/8/8/8/8/KB6 w - - 0 1"), White).verdict, Verdict::Impossible);
    EXPECT_EQ(canCheckmate(fromFen("8/8/4k3/8/8/8/8/KN6 w - - 0 1"), White).verdict, Verdict::Impossible);
    // Two bishops on one square colour cannot mate a bare king either.
    EXPECT_EQ(canCheckmate(fromFen("8/8/4k3/8/8/8/1B6/K1B5 w - - 0 1"), White).verdict, Verdict::Impossible);
}

TEST(MatePossible, KnightAgainstQueenIsDeadButAgainstRookNot)
{
    const MatePossibility queen = canCheckmate(fromFen("k7/8/8/3N4/8/8/8/2K2q2 w - - 0 1"), White);
    EXPECT_EQ(queen.verdict, Verdict::Impossible);
    EXPECT_EQ(queen.reason, Reason::MaterialRule);
    // Black to move plays ...Ra7, then Nb6 mates (a7 blocked, b7 and b8 covered by Kc8).
    const MatePossibility rook = canCheckmate(fromFen("k1K5/8/8/3N4/8/8/8/r7 b - - 0 1"), White);
    EXPECT_EQ(rook.verdict, Verdict::Possible);
    EXPECT_EQ(rook.reason, Reason::HelpmateFound);
    EXPECT_EQ(rook.plies, 2);
}

TEST(MatePossible, KnightAgainstKnightHasAHelpmate)
{
    // ...Nb8 and Nc7 mates: the black knight on b8 blocks and cannot take on c7.
    const MatePossibility r = canCheckmate(fromFen("k7/8/nK6/3N4/8/8/8/8 b - - 0 1"), White);
    EXPECT_EQ(r.verdict, Verdict::Possible);
    EXPECT_LE(r.plies, 4);
}

TEST(MatePossible, BishopNeedsABlockerOfTheOtherColourOrAPawn)
{
    // Opposite-coloured bishops: Bf3 mates (b8's dark bishop cannot cover b7).
    EXPECT_EQ(canCheckmate(fromFen("kb6/8/1K6/8/6B1/8/8/8 w - - 0 1"), White).verdict, Verdict::Possible);
    // A pawn blocks a7: Bf3 mates.
    EXPECT_EQ(canCheckmate(fromFen("k7/p1K5/8/8/6B1/8/8/8 w - - 0 1"), White).verdict, Verdict::Possible);
    // Bishops of one colour on both sides: dead.
    EXPECT_EQ(canCheckmate(fromFen("k1b5/8/1K6/8/8/8/4B3/8 w - - 0 1"), White).verdict, Verdict::Impossible);
}

TEST(MatePossible, BlockedPawnWallIsDeadForBoth)
{
    const Position pos = fromFen("4k3/8/p1p1p1p1/PpPpPpPp/1P1P1P1P/8/8/4K3 w - - 0 1");
    for (const Color side : {White, Black}) {
        const MatePossibility r = canCheckmate(pos, side);
        EXPECT_EQ(r.verdict, Verdict::Impossible) << int(side);
        EXPECT_EQ(r.reason, Reason::AllPositionsSeen);
        EXPECT_GT(r.positions, 100u); // the kings really walked
    }
}

TEST(MatePossible, AWallOpenOnlyWhereAPawnGuardsIsStillDead)
{
    // The h-pawns are gone but h5 and h4 are guarded by the g-pawns: neither king gets through.
    const Position pos = fromFen("4k3/8/p1p1p1p1/PpPpPpP1/1P1P1P2/8/8/4K3 w - - 0 1");
    EXPECT_EQ(canCheckmate(pos, White).verdict, Verdict::Impossible);
}

TEST(MatePossible, AWallWithAGapIsNotDead)
{
    // The g- and h-pawns are gone: the kings can walk round the wall and pawns can promote.
    const Position pos = fromFen("4k3/8/p1p1p3/PpPpPp2/1P1P1P2/8/8/4K3 w - - 0 1");
    EXPECT_TRUE(canCheckmate(pos, White, 20000).possible());
}

TEST(MatePossible, BudgetGivesUnknownCountedAsPossible)
{
    const MatePossibility r = canCheckmate(Position::startPosition(), White, 1000);
    EXPECT_EQ(r.verdict, Verdict::Unknown);
    EXPECT_EQ(r.reason, Reason::BudgetExhausted);
    EXPECT_TRUE(r.possible());
}
