// Attack tables checked against a slow ray walk over random occupancies; the shared basic
// definitions of types.h.
#include "core/bitboard.h"
#include "core/fen.h"
#include "core/reach.h"
#include "core/splitmix64.h"

#include <gtest/gtest.h>

#include <random>
#include <vector>

using namespace kibitz::core;

namespace {

// Slider attacks by walking rays step by step (independent of the magic tables).
Bitboard walk(Square s, Bitboard occ, const int (&dirs)[4][2])
{
    Bitboard result = 0;
    for (const auto& d : dirs) {
        for (int f = fileOf(s) + d[0], r = rankOf(s) + d[1]; f >= 0 && f < 8 && r >= 0 && r < 8; f += d[0], r += d[1]) {
            result |= squareBB(makeSquare(f, r));
            if (occ & squareBB(makeSquare(f, r)))
                break;
        }
    }
    return result;
}

constexpr int Straight[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr int Diagonal[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

} // namespace

TEST(Bitboard, SliderAttacksMatchRayWalk)
{
    std::mt19937_64 rng(12345);
    for (int sq = 0; sq < 64; ++sq) {
        for (int i = 0; i < 200; ++i) {
            const Bitboard occ = rng() & rng();
            ASSERT_EQ(rookAttacks(Square(sq), occ), walk(Square(sq), occ, Straight)) << sq;
            ASSERT_EQ(bishopAttacks(Square(sq), occ), walk(Square(sq), occ, Diagonal)) << sq;
        }
    }
}

// The attackers a move's checks and attackersTo() take from reach::sliders, which skips a table
// when no piece stands on a line of its kind: the same as the tables, for sets of one piece (most
// often off every line) up to dense ones.
TEST(Bitboard, SlidersOnTheirLinesAreTheTablesAttackers)
{
    std::mt19937_64 rng(777);
    int skipped = 0;
    for (int i = 0; i < 40000; ++i) {
        const Square s = Square(rng() % 64);
        const Bitboard occ = rng() & rng();
        const auto some = [&rng](int density) {
            Bitboard b = rng();
            for (int k = 0; k < density; ++k)
                b &= rng();
            return b;
        };
        const Bitboard rooks = some(1 + i % 6), bishops = some(1 + (i / 6) % 6);
        ASSERT_EQ(reach::sliders(s, occ, rooks, bishops),
                  (rookAttacks(s, occ) & rooks) | (bishopAttacks(s, occ) & bishops)) << i;
        skipped += !(rooks & reach::rays.straight[s]) || !(bishops & reach::rays.diagonal[s]);
    }
    EXPECT_GT(skipped, 1000); // both ways taken
}

TEST(Bitboard, LeaperAttacks)
{
    EXPECT_EQ(popcount(knightAttacks(A1)), 2);
    EXPECT_EQ(popcount(knightAttacks(D4)), 8);
    EXPECT_EQ(knightAttacks(G1), squareBB(E2) | squareBB(F3) | squareBB(H3));
    EXPECT_EQ(popcount(kingAttacks(H8)), 3);
    EXPECT_EQ(popcount(kingAttacks(E4)), 8);
    EXPECT_EQ(pawnAttacks(White, E4), squareBB(D5) | squareBB(F5));
    EXPECT_EQ(pawnAttacks(Black, A5), squareBB(B4));
    EXPECT_EQ(pawnAttacks(White, H8), 0u);
}

TEST(Bitboard, BetweenAndLine)
{
    EXPECT_EQ(between(A1, A4), squareBB(A2) | squareBB(A3));
    EXPECT_EQ(between(C1, F4), squareBB(D2) | squareBB(E3));
    EXPECT_EQ(between(A1, B3), 0u);
    EXPECT_EQ(between(E4, E5), 0u);
    EXPECT_EQ(line(B2, C3),
              squareBB(A1) | squareBB(B2) | squareBB(C3) | squareBB(D4) | squareBB(E5) | squareBB(F6) | squareBB(G7)
                  | squareBB(H8));
    EXPECT_EQ(line(A1, H1), Rank1BB);
    EXPECT_EQ(line(A1, B3), 0u);
    EXPECT_TRUE(aligned(E1, E4, E8));
    EXPECT_FALSE(aligned(E1, E4, D8));
}

TEST(Bitboard, Names)
{
    EXPECT_EQ(squareName(E4), "e4");
    EXPECT_EQ(parseSquare("h8"), H8);
    EXPECT_EQ(parseSquare("i1"), NoSquare);
    EXPECT_EQ(parseSquare("e"), NoSquare);
    EXPECT_EQ(moveToUci(Move(E7, E8, Move::Promotion, Knight)), "e7e8n");
    EXPECT_EQ(moveToUci(Move(E1, G1, Move::Castling)), "e1g1");
    EXPECT_EQ(pieceFromChar('q'), BQueen);
    EXPECT_EQ(pieceFromChar('x'), NoPiece);
    EXPECT_EQ(pieceChar(WKnight), 'N');
}

// The portable high product agrees with the compiler's 128-bit one (or __umulh) everywhere.
TEST(Bitboard, MulHigh64PortableAgrees)
{
    std::uint64_t x = 0x9E3779B97F4A7C15ULL;
    const std::uint64_t edges[] = {0, 1, 0xFFFFFFFFULL, 0x100000000ULL, ~0ULL, ~0ULL - 1, 1ULL << 63};
    for (std::uint64_t a : edges)
        for (std::uint64_t b : edges)
            EXPECT_EQ(kibitz::core::mulHigh64Portable(a, b), kibitz::core::mulHigh64(a, b)) << a << " * " << b;
    for (int i = 0; i < 10000; ++i) {
        x ^= x << 13, x ^= x >> 7, x ^= x << 17;
        const std::uint64_t a = x;
        x ^= x << 13, x ^= x >> 7, x ^= x << 17;
        EXPECT_EQ(kibitz::core::mulHigh64Portable(a, x), kibitz::core::mulHigh64(a, x));
    }
    EXPECT_EQ(kibitz::core::mulHigh64Portable(~0ULL, ~0ULL), ~0ULL - 1);
}

// The one definition of where the castling rook goes (makeMove and the board animation use it):
// standard squares, and a Chess960 start position's rooks (b1 and g1 in 0, BBQNNRKR... RKR on f-h).
TEST(SharedRules, CastlingRookSquaresOfAllFourCastlings)
{
    const struct {
        Square kFrom, kTo, rFrom, rTo;
    } cases[] = {{E1, G1, H1, F1}, {E1, C1, A1, D1}, {E8, G8, H8, F8}, {E8, C8, A8, D8}};
    const Position start = Position::startPosition();
    for (const auto& c : cases) {
        const auto [rFrom, rTo] = start.castlingRookSquares(Move(c.kFrom, c.kTo, Move::Castling));
        EXPECT_EQ(rFrom, c.rFrom) << squareName(c.kFrom) << squareName(c.kTo);
        EXPECT_EQ(rTo, c.rTo) << squareName(c.kFrom) << squareName(c.kTo);
    }
    Position p; // king g1 between rooks f1 and h1: O-O leaves the king where it is
    ASSERT_FALSE(parseFen("4k3/8/8/8/8/8/8/5RKR w HF - 0 1", p));
    const auto shortSide = p.castlingRookSquares(Move(G1, G1, Move::Castling));
    EXPECT_EQ(shortSide.from, H1);
    EXPECT_EQ(shortSide.to, F1);
    const auto longSide = p.castlingRookSquares(Move(G1, C1, Move::Castling));
    EXPECT_EQ(longSide.from, F1);
    EXPECT_EQ(longSide.to, D1);
}

// The one splitmix64 (Zobrist keys, engine choices) is the published generator.
TEST(SharedRules, Splitmix64MatchesTheReferenceSequence)
{
    // The first outputs of the reference implementation seeded with 0.
    std::uint64_t state = 0;
    EXPECT_EQ(splitmix64(state), 0xE220A8397B1DCDAFULL);
    EXPECT_EQ(splitmix64(state), 0x6E789E6AA1B965F4ULL);
    EXPECT_EQ(splitmix64(state), 0x06C45D188009454FULL);
}

// The popcount the build dispatches to (POPCNT or the portable sum) and the portable sum both
// count like a bit-by-bit walk, on edge cases and random boards.
TEST(Bitboard, PopcountPathsAgreeWithABitWalk)
{
    auto walk = [](std::uint64_t b) {
        int n = 0;
        for (int i = 0; i < 64; ++i)
            n += int((b >> i) & 1);
        return n;
    };
    std::uint64_t x = 0x2545F4914F6CDD1DULL;
    std::vector<std::uint64_t> boards = {0, 1, 1ULL << 63, ~0ULL, 0x5555555555555555ULL, 0xAAAAAAAAAAAAAAAAULL};
    for (int i = 0; i < 10000; ++i) {
        x ^= x << 13, x ^= x >> 7, x ^= x << 17;
        boards.push_back(i % 2 ? x : x & (x >> 3) & (x << 5)); // dense and sparse
    }
    for (const std::uint64_t b : boards) {
        EXPECT_EQ(kibitz::core::popcount(b), walk(b)) << b;
#if !(defined(_MSC_VER) && !defined(__clang__))
        EXPECT_EQ(kibitz::core::popcountPortable(b), walk(b)) << b;
#endif
    }
}
