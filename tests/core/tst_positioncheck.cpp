// Position::isOk(): accepts every position of a perft walk and rejects each kind of corruption;
// with the checks compiled in, make/unmake stop on a corrupted position.
#include "core/check.h"
#include "core/fen.h"
#include "core/movegen.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <string>

namespace kibitz::core {

// TEST-ONLY: writes into a Position's private state to build the corrupted positions below.
// Declared a friend in position.h; defined nowhere else, so production code cannot use it.
struct PositionTestAccess {
    static std::array<Bitboard, 6>& byType(Position& p) { return p.m_byType; }
    static std::array<Bitboard, 2>& byColor(Position& p) { return p.m_byColor; }
    static std::array<Piece, 64>& board(Position& p) { return p.m_board; }
    static Bitboard& checkers(Position& p) { return p.m_checkers; }
    static Square& epSquare(Position& p) { return p.m_epSquare; }
    // Makes the key match the (corrupted) content, so that only the intended invariant breaks.
    static void rekey(Position& p) { p.m_key = p.computeKey(); }
};

} // namespace kibitz::core

using namespace kibitz::core;
using Access = PositionTestAccess;

namespace {

Position fromFen(const std::string& fen)
{
    Position p;
    const auto err = parseFen(fen, p);
    EXPECT_FALSE(err.has_value()) << fen;
    return p;
}

// The problem isOk() reports, "" when none.
std::string problem(const Position& p)
{
    const char* text = p.invariantProblem();
    return text ? text : "";
}

// Walks every line to depth plies, checking isOk() after each make and each unmake.
long walk(Position& pos, int depth)
{
    EXPECT_TRUE(pos.isOk()) << toFen(pos) << ": " << problem(pos);
    if (depth == 0)
        return 1;
    MoveList list;
    generateLegalMoves(pos, list);
    long nodes = 0;
    for (Move m : list) {
        UndoInfo u;
        pos.makeMove(m, u);
        nodes += walk(pos, depth - 1);
        pos.unmakeMove(m, u);
        EXPECT_TRUE(pos.isOk()) << toFen(pos) << " after unmaking " << moveToUci(m) << ": " << problem(pos);
    }
    return nodes;
}

} // namespace

TEST(PositionCheck, AcceptsEveryPositionOfAPerftWalk)
{
    const struct {
        const char* fen;
        int depth;
        long leaves;
    } cases[] = {
        {StartFen, 3, 8902},
        {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 2, 2039},
        {"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 4, 43238},
        {"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 3, 9467},
        {"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 2, 1486},
    };
    for (const auto& c : cases) {
        Position pos = fromFen(c.fen);
        EXPECT_EQ(walk(pos, c.depth), c.leaves) << c.fen;
    }
}

TEST(PositionCheck, RejectsColoursThatOverlap)
{
    Position p = Position::startPosition();
    Access::byColor(p)[Black] |= squareBB(E1);
    EXPECT_FALSE(p.isOk());
    EXPECT_EQ(problem(p), "a square belongs to both colours");
}

TEST(PositionCheck, RejectsTwoPieceKindsOnOneSquare)
{
    Position p = Position::startPosition();
    Access::byType(p)[Knight] |= squareBB(E1);
    EXPECT_EQ(problem(p), "a square holds two piece kinds");
}

TEST(PositionCheck, RejectsKindsThatDifferFromTheOccupancy)
{
    Position p = Position::startPosition();
    Access::byType(p)[Knight] |= squareBB(A3);
    EXPECT_EQ(problem(p), "the piece-kind bitboards differ from the occupancy (union of the colours)");
}

TEST(PositionCheck, RejectsABoardArrayThatDiffersFromTheBitboards)
{
    Position p = Position::startPosition();
    Access::board(p)[A3] = WKnight;
    Access::rekey(p);
    EXPECT_EQ(problem(p), "the board array differs from the bitboards");
    Position q = Position::startPosition();
    Access::board(q)[B1] = WBishop; // a piece of the wrong kind on an occupied square
    Access::rekey(q);
    EXPECT_EQ(problem(q), "the board array differs from the bitboards");
}

TEST(PositionCheck, RejectsASideWithoutExactlyOneKing)
{
    Position p = Position::startPosition();
    p.removePiece(E8);
    p.setCastlingRights(WhiteKingSide | WhiteQueenSide);
    p.finishSetup();
    EXPECT_EQ(problem(p), "a side does not have exactly one king");
    Position q = fromFen("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    q.putPiece(WKing, A1);
    q.finishSetup();
    EXPECT_EQ(problem(q), "a side does not have exactly one king");
}

TEST(PositionCheck, RejectsAPawnOnTheFirstOrLastRank)
{
    for (Square s : {A1, H8}) {
        Position p = fromFen("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        p.putPiece(s == A1 ? BPawn : WPawn, s);
        p.finishSetup();
        EXPECT_EQ(problem(p), "a pawn stands on rank 1 or 8") << squareName(s);
    }
}

TEST(PositionCheck, RejectsTheSideNotToMoveInCheck)
{
    Position p = fromFen("4k3/8/8/8/8/8/8/5K2 w - - 0 1");
    p.putPiece(WRook, E1);
    p.finishSetup();
    EXPECT_EQ(problem(p), "the side not to move is in check");
}

TEST(PositionCheck, RejectsStaleCheckers)
{
    Position p = fromFen("4k3/8/8/8/8/8/8/4RK2 b - - 0 1");
    ASSERT_TRUE(p.isOk()) << problem(p);
    Access::checkers(p) = 0;
    EXPECT_EQ(problem(p), "the checkers differ from the attackers of the king");
}

TEST(PositionCheck, RejectsCastlingRightsWithoutKingAndRookAtHome)
{
    Position p = Position::startPosition();
    p.removePiece(H1);
    p.finishSetup();
    EXPECT_EQ(problem(p), "a castling right without its king and rook at home");
    Position q = fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    q.removePiece(E8);
    q.putPiece(BKing, D8);
    q.finishSetup();
    EXPECT_EQ(problem(q), "a castling right without its king and rook at home");
}

TEST(PositionCheck, RejectsAnImplausibleEnPassantSquare)
{
    // A legal capture onto d6 exists only with a black pawn on d5 that came from d7.
    Position p = fromFen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    ASSERT_EQ(p.epSquare(), D6);
    ASSERT_TRUE(p.isOk()) << problem(p);
    Access::epSquare(p) = E6; // no black pawn passed over e6
    Access::rekey(p);
    EXPECT_EQ(problem(p), "an e.p. square without a double push and a legal e.p. capture");
    Position q = fromFen("4k3/3n4/8/3pP3/8/8/8/4K3 w - - 0 1"); // d7 is occupied: no double push
    Access::epSquare(q) = D6;
    Access::rekey(q);
    EXPECT_EQ(problem(q), "an e.p. square without a double push and a legal e.p. capture");
}

TEST(PositionCheck, RejectsCountersOutOfRange)
{
    Position p = Position::startPosition();
    p.setHalfmoveClock(MaxHalfmoveClock + 1);
    EXPECT_EQ(problem(p), "a move counter out of range");
    Position q = Position::startPosition();
    q.setFullmoveNumber(0);
    EXPECT_EQ(problem(q), "a move counter out of range");
}

TEST(PositionCheck, RejectsAnIncrementalKeyThatDiffersFromTheComputedKey)
{
    Position p = Position::startPosition();
    p.removePiece(B1); // no finishSetup(): the key still has the knight
    EXPECT_EQ(problem(p), "the incremental Zobrist key differs from the key computed from scratch");
    Position q = Position::startPosition();
    q.setSideToMove(Black);
    EXPECT_EQ(problem(q), "the incremental Zobrist key differs from the key computed from scratch");
}

TEST(PositionCheck, InvariantChecksAreCompiledInExactlyWhenConfigured)
{
#if defined(KIBITZ_CHECK_INVARIANTS) || !defined(NDEBUG)
    EXPECT_EQ(KIBITZ_INVARIANTS_ENABLED, 1);
#else
    EXPECT_EQ(KIBITZ_INVARIANTS_ENABLED, 0);
#endif
    std::printf("invariant checks in make/unmake: %s\n", KIBITZ_INVARIANTS_ENABLED ? "on" : "off");
}

#if KIBITZ_INVARIANTS_ENABLED
// With the checks on, making a move in a corrupted position stops the program with the problem.
TEST(PositionCheckDeathTest, MakeMoveAbortsOnACorruptedPosition)
{
    Position p = Position::startPosition();
    Access::board(p)[A3] = WKnight;
    Access::rekey(p);
    UndoInfo u;
    EXPECT_DEATH(p.makeMove(Move(E2, E4), u), "invariant failed.*board array differs");
}
#endif
