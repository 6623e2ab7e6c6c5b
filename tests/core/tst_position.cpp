// Make/unmake restores everything; the incremental key always equals the recomputed key.
#include "corehelpers.h"

#include "core/fen.h"
#include "core/movegen.h"

#include <gtest/gtest.h>

#include <random>

using namespace kibitz::core;
using kibitz::test::fromFen;

namespace {

const char* const Starts[] = {
    StartFen,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
};

// Plays `games` random games of up to 120 plies from each start (seeded), calling check(pos, m)
// for every legal move m of every position, then advance(pos, m) with a random one. Stops at the
// first fatal failure; returns the number of moves checked.
template <class Check, class Advance>
int forEveryMoveOfRandomGames(unsigned seed, int games, Check&& check, Advance&& advance)
{
    std::mt19937 rng(seed);
    int checked = 0;
    for (const char* fen : Starts) {
        for (int game = 0; game < games; ++game) {
            Position pos = fromFen(fen);
            for (int ply = 0; ply < 120; ++ply) {
                MoveList list;
                generateLegalMoves(pos, list);
                if (list.empty())
                    break;
                for (Move m : list) {
                    check(pos, m);
                    if (::testing::Test::HasFatalFailure())
                        return checked;
                    ++checked;
                }
                advance(pos, list[int(rng() % unsigned(list.size()))]);
            }
        }
    }
    return checked;
}

} // namespace

TEST(Position, RandomPlayoutsMakeUnmakeAndKeys)
{
    // Every move must make and unmake back to the same position and key.
    const auto makeUnmake = [](Position& pos, Move m) {
        const Position before = pos;
        UndoInfo u;
        pos.makeMove(m, u);
        ASSERT_EQ(pos.key(), pos.computeKey()) << toFen(before) << " " << moveToUci(m);
        ASSERT_EQ(pos.checkers(),
                  pos.attackersTo(pos.kingSquare(pos.sideToMove()), pos.occupied()) & pos.pieces(~pos.sideToMove()));
        pos.unmakeMove(m, u);
        ASSERT_TRUE(pos == before) << toFen(before) << " " << moveToUci(m);
        ASSERT_EQ(pos.key(), before.key());
    };
    const auto play = [](Position& pos, Move m) {
        UndoInfo u;
        pos.makeMove(m, u);
    };
    EXPECT_GT(forEveryMoveOfRandomGames(2024, 40, makeUnmake, play), 100000);
}

// playWithoutKey (the database scanner's replay) reaches the positions makeMove reaches: same
// pieces, side, rights, e.p. square, clocks and checkers, for every legal move of random games.
TEST(Position, PlayWithoutKeyReachesWhatMakeMoveReaches)
{
    const auto same = [](Position& pos, Move m) {
        Position made = pos, played = pos;
        UndoInfo u;
        made.makeMove(m, u);
        played.playWithoutKey(m);
        ASSERT_TRUE(played == made) << toFen(pos) << " " << moveToUci(m);
        ASSERT_EQ(played.checkers(), made.checkers()) << toFen(pos) << " " << moveToUci(m);
    };
    const auto play = [](Position& pos, Move m) { pos.playWithoutKey(m); };
    EXPECT_GT(forEveryMoveOfRandomGames(77, 20, same, play), 10000);
}

TEST(Position, KeyIgnoresEnPassantSquareWithoutLegalCapture)
{
    // 1. e4: no black pawn can capture on e3, so the key equals the same placement without e.p.
    Position a = Position::startPosition();
    UndoInfo u;
    a.makeMove(Move(E2, E4), u);
    EXPECT_EQ(a.epSquare(), NoSquare);
    EXPECT_EQ(a.key(), fromFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1").key());
    // With a black pawn on d4 the capture is legal, so the e.p. square is part of the key.
    Position b = fromFen("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1");
    b.makeMove(Move(E2, E4), u);
    EXPECT_EQ(b.epSquare(), E3);
    EXPECT_NE(b.key(), fromFen("4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1").key());
}

TEST(Position, CastlingRightsLostByKingRookAndCapture)
{
    Position pos = fromFen("r3k2r/8/8/8/8/8/6b1/R3K2R b KQkq - 0 1");
    UndoInfo u;
    pos.makeMove(Move(G2, H1), u); // bishop takes the h1 rook
    EXPECT_EQ(pos.castlingRights(), WhiteQueenSide | BlackKingSide | BlackQueenSide);
    pos.makeMove(Move(A1, B1), u); // the a1 rook moves
    EXPECT_EQ(pos.castlingRights(), BlackKingSide | BlackQueenSide);
    pos.makeMove(Move(E8, G8, Move::Castling), u);
    EXPECT_EQ(pos.castlingRights(), NoCastling);
    EXPECT_EQ(pos.pieceOn(F8), BRook);
    EXPECT_EQ(pos.pieceOn(G8), BKing);
}

TEST(Position, ClocksAndCounters)
{
    Position pos = Position::startPosition();
    UndoInfo u;
    pos.makeMove(Move(G1, F3), u);
    EXPECT_EQ(pos.halfmoveClock(), 1);
    EXPECT_EQ(pos.fullmoveNumber(), 1);
    pos.makeMove(Move(G8, F6), u);
    EXPECT_EQ(pos.halfmoveClock(), 2);
    EXPECT_EQ(pos.fullmoveNumber(), 2);
    pos.makeMove(Move(E2, E4), u);
    EXPECT_EQ(pos.halfmoveClock(), 0);
}

TEST(Position, PromotionAndEnPassantMakeUnmake)
{
    Position pos = fromFen("1n2k3/P7/8/3pP3/8/8/8/4K3 w - d6 0 1");
    const Position before = pos;
    UndoInfo u;
    pos.makeMove(Move(E5, D6, Move::EnPassant), u);
    EXPECT_EQ(pos.pieceOn(D5), NoPiece);
    EXPECT_EQ(pos.pieceOn(D6), WPawn);
    EXPECT_EQ(u.captured, BPawn);
    pos.unmakeMove(Move(E5, D6, Move::EnPassant), u);
    EXPECT_TRUE(pos == before);
    pos.makeMove(Move(A7, B8, Move::Promotion, Knight), u);
    EXPECT_EQ(pos.pieceOn(B8), WKnight);
    EXPECT_EQ(pos.key(), pos.computeKey());
    pos.unmakeMove(Move(A7, B8, Move::Promotion, Knight), u);
    EXPECT_TRUE(pos == before);
}

// The counters saturate at the FEN limits (position.h) and unmake restores them exactly.
TEST(Position, CountersSaturateAtFenLimits)
{
    Position p = fromFen("4k3/8/8/8/8/8/8/R3K3 b - - " + std::to_string(MaxHalfmoveClock) + " "
                         + std::to_string(MaxFullmoveNumber));
    const Position before = p;
    UndoInfo u;
    const Move kd8(E8, D8);
    p.makeMove(kd8, u);
    EXPECT_EQ(p.halfmoveClock(), MaxHalfmoveClock);
    EXPECT_EQ(p.fullmoveNumber(), MaxFullmoveNumber);
    Position back;
    EXPECT_FALSE(parseFen(toFen(p), back)) << toFen(p);
    p.unmakeMove(kd8, u);
    EXPECT_TRUE(p == before);
    // Below the limits the counters still count, and unmake takes the step back.
    Position q = fromFen("4k3/8/8/8/8/8/8/R3K3 b - - 7 40");
    q.makeMove(kd8, u);
    EXPECT_EQ(q.halfmoveClock(), 8);
    EXPECT_EQ(q.fullmoveNumber(), 41);
    q.unmakeMove(kd8, u);
    EXPECT_EQ(q.fullmoveNumber(), 40);
}
