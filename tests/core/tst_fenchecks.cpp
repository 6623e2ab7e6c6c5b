// FEN validation of checks: which double checks one move can give (fenchecks.cpp) and the
// e.p. square against the halfmove clock. The rule is compared with an independent oracle that
// retracts every single move, and positions reached by real moves must always be accepted.
#include "core/fen.h"
#include "core/movegen.h"

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

using namespace kibitz::core;

namespace {

int fwd(Color c) { return c == White ? 8 : -8; }

// True when in `before` (the side that just moved to move) the other king was not in check.
bool quiet(const Position& before, Color us)
{
    return !(before.attackersTo(before.kingSquare(us), before.occupied()) & before.pieces(~us));
}

// The position before piece `moved` went from f to t, with `captured` standing on t before.
Position unmove(const Position& pos, Square t, Square f, Piece moved, Piece captured)
{
    Position b = pos;
    b.removePiece(t);
    b.putPiece(moved, f);
    if (captured != NoPiece)
        b.putPiece(captured, t);
    return b;
}

// Pawn retractions onto t (push, double push, capture, e.p.) of a pawn that became `p`.
bool pawnRetraction(const Position& pos, Square t, Piece p, const Piece blocker)
{
    const Color them = colorOf(p);
    const Color us = ~them;
    const Bitboard occ = pos.occupied();
    const Piece pawn = makePiece(them, Pawn);
    const int rel = relativeRank(them, t);
    const Square back = Square(t - fwd(them));
    if (!(occ & squareBB(back))) {
        if (quiet(unmove(pos, t, back, pawn, NoPiece), us))
            return true;
        const Square back2 = Square(t - 2 * fwd(them));
        if (rel == 3 && !(occ & squareBB(back2)) && quiet(unmove(pos, t, back2, pawn, NoPiece), us))
            return true;
    }
    for (Bitboard o = pawnAttacks(us, t) & ~occ; o;) {
        const Square f = popLsb(o);
        if (quiet(unmove(pos, t, f, pawn, blocker), us))
            return true;
        const Square victimFrom = Square(t + fwd(them));
        if (typeOf(p) == Pawn && rel == 5 && !(occ & (squareBB(back) | squareBB(victimFrom)))) {
            Position e = unmove(pos, t, f, pawn, NoPiece);
            e.putPiece(makePiece(us, Pawn), back);
            if (quiet(e, us))
                return true;
        }
    }
    return false;
}

// Castling retractions: king g/c back to e, rook f/d back to h/a.
bool castlingRetraction(const Position& pos, Color them)
{
    const Bitboard occ = pos.occupied();
    const int base = them == White ? 0 : 56;
    for (const bool kingSide : {true, false}) {
        const Square kTo = Square(base + (kingSide ? 6 : 2));
        const Square rTo = Square(base + (kingSide ? 5 : 3));
        const Square rFrom = Square(base + (kingSide ? 7 : 0));
        if (pos.pieceOn(kTo) != makePiece(them, King) || pos.pieceOn(rTo) != makePiece(them, Rook))
            continue;
        if ((occ & (squareBB(Square(base + 4)) | squareBB(rFrom))) || (!kingSide && (occ & squareBB(Square(base + 1)))))
            continue;
        Position c = pos;
        c.removePiece(kTo);
        c.removePiece(rTo);
        c.putPiece(makePiece(them, King), Square(base + 4));
        c.putPiece(makePiece(them, Rook), rFrom);
        if (quiet(c, ~them))
            return true;
    }
    return false;
}

// Oracle, independent of fenchecks.cpp: some retraction of one move by the side that just moved
// leads to a position where the side to move was not in check. A capture on the arrival square
// is assumed wherever one is possible (an extra blocker is the most permissive choice).
bool reachableByOneMove(const Position& pos)
{
    const Color them = ~pos.sideToMove();
    const Bitboard occ = pos.occupied();
    const Piece blocker = makePiece(pos.sideToMove(), Knight);
    for (Bitboard b = pos.pieces(them); b;) {
        const Square t = popLsb(b);
        const Piece p = pos.pieceOn(t);
        const PieceType pt = typeOf(p);
        if (pt != Pawn) {
            const Bitboard origins = (pt == King ? kingAttacks(t) : attacksBB(pt, t, occ)) & ~occ;
            for (Bitboard o = origins; o;)
                if (quiet(unmove(pos, t, popLsb(o), p, blocker), ~them))
                    return true;
        }
        const int rel = relativeRank(them, t);
        if ((pt == Pawn || (rel == 7 && pt != King)) && rel >= 2 && pawnRetraction(pos, t, p, blocker))
            return true;
    }
    return castlingRetraction(pos, them);
}

// The FEN of a board given square by square ('.' = empty), side to move and "- - 0 1".
std::string fenOf(const char (&sq)[64], bool whiteToMove)
{
    std::string fen;
    for (int r = 7; r >= 0; --r) {
        int empty = 0;
        for (int f = 0; f < 8; ++f) {
            const char c = sq[r * 8 + f];
            if (c == '.') {
                ++empty;
                continue;
            }
            if (empty)
                fen += char('0' + empty);
            empty = 0;
            fen += c;
        }
        if (empty)
            fen += char('0' + empty);
        if (r)
            fen += '/';
    }
    return fen + (whiteToMove ? " w - - 0 1" : " b - - 0 1");
}

// A random board: two kings and up to `extra` other pieces (pawns never on rank 1 or 8).
std::string randomFen(std::mt19937& rng, int extra)
{
    char sq[64];
    std::fill(std::begin(sq), std::end(sq), '.');
    sq[rng() % 64] = 'K';
    for (Square s = Square(rng() % 64); sq[s] == '.'; s = Square(rng() % 64)) {
        sq[s] = 'k';
        break;
    }
    const char* const letters = "PNBRQpnbrq";
    const int n = 1 + int(rng() % unsigned(extra));
    for (int i = 0; i < n; ++i) {
        const int s = int(rng() % 64);
        const char c = letters[rng() % 10];
        if (sq[s] == '.' && !((c == 'P' || c == 'p') && (s < 8 || s >= 56)))
            sq[s] = c;
    }
    return fenOf(sq, rng() % 2 == 0);
}

// The board of fen set up piece by piece, without any validation.
Position unchecked(const std::string& fen, bool& ok)
{
    Position p;
    int s = 56;
    for (const char c : fen.substr(0, fen.find(' '))) {
        if (c == '/')
            s -= 16;
        else if (c >= '1' && c <= '8')
            s += c - '0';
        else
            p.putPiece(pieceFromChar(c), Square(s++));
    }
    p.setSideToMove(fen.find(" w ") != std::string::npos ? White : Black);
    p.finishSetup();
    ok = popcount(p.pieces(King)) == 2 && popcount(p.pieces(White, King)) == 1;
    return p;
}

// Rejected with the given code.
void expectRejected(const std::string& fen, FenErrorCode code)
{
    Position p;
    const auto err = parseFen(fen, p);
    ASSERT_TRUE(err.has_value()) << fen;
    EXPECT_EQ(err->code, code) << fen << ": " << err->message.english();
}

// Accepted.
void expectAccepted(const std::string& fen)
{
    Position p;
    const auto err = parseFen(fen, p);
    EXPECT_FALSE(err.has_value()) << fen << ": " << (err ? err->message.english() : "");
}

} // namespace

// Two checkers on one line through the king, on both sides of it: no move gives that.
TEST(FenChecks, RejectsCheckersOnBothSidesOfOneLine)
{
    expectRejected("7k/8/8/4p3/3K4/8/1b6/8 w - - 0 1", FenErrorCode::DoubleCheckOnOneLine); // pawn + bishop
    expectRejected("7k/8/8/r2K3r/8/8/8/8 w - - 0 1", FenErrorCode::DoubleCheckOnOneLine); // rook + rook
    expectRejected("3q4/8/8/3K4/8/8/8/3r3k w - - 0 1", FenErrorCode::DoubleCheckOnOneLine); // queen + rook
    expectRejected("k7/8/8/8/4p3/3K4/8/1q6 w - - 0 1", FenErrorCode::DoubleCheckOnOneLine); // pawn + queen
    // In the standard perft suite, but two bishops on the a8-h1 diagonal are not reachable.
    expectRejected("B6b/8/8/8/2K5/5k2/8/b6B b - - 0 1", FenErrorCode::DoubleCheckOnOneLine);
    Position p;
    const auto err = parseFen("7k/8/8/4p3/3K4/8/1b6/8 w - - 0 1", p);
    ASSERT_TRUE(err);
    EXPECT_NE(err->message.english().find("both sides"), std::string::npos) << err->message.english();
    EXPECT_NE(err->message.english().find("the black pawn on e5"), std::string::npos) << err->message.english();
}

// Knights and pawns can only be the arriving checker, so two of them cannot check together,
// and a knight arriving from off the other checker's line uncovers nothing.
TEST(FenChecks, RejectsPairsNoMoveGives)
{
    expectRejected("8/8/8/8/8/3k4/1N3N2/K7 b - - 0 1", FenErrorCode::ImpossibleCheck); // knight + knight
    expectRejected("8/8/8/8/8/3k4/2P2N2/K7 b - - 0 1", FenErrorCode::ImpossibleCheck); // pawn + knight
    expectRejected("8/8/8/8/3k4/2P1P3/8/K7 b - - 0 1", FenErrorCode::ImpossibleCheck); // pawn + pawn
    expectRejected("8/8/6N1/4k3/8/8/8/B3K3 b - - 0 1", FenErrorCode::ImpossibleCheck); // knight g6 + bishop a1
    expectRejected("4k3/8/8/8/B7/8/8/4RK2 b - - 0 1", FenErrorCode::ImpossibleCheck); // bishop from off the file
}

// Double checks one move does give must pass.
TEST(FenChecks, AcceptsReachableDoubleChecks)
{
    expectAccepted("4k3/8/8/1B6/8/8/8/4RK2 b - - 0 1"); // Be2-b5+ uncovering the rook on e1
    expectAccepted("4k3/8/3N4/8/8/8/8/4RK2 b - - 0 1"); // Ne4-d6+ uncovering the rook
    expectAccepted("4R3/1B6/3P4/8/4k3/8/8/K7 b - - 0 1"); // exd6 e.p.: e-file and b7-e4 diagonal open
    expectAccepted("8/4k3/3P4/8/8/8/8/K3R3 b - - 0 1"); // exd6 e.p.+ uncovering the rook on e1
    expectAccepted("5N2/R6k/8/8/8/8/8/4K3 b - - 0 1"); // exf8=N+ uncovering the rook on a7
    expectAccepted("3Qk3/8/8/8/8/8/8/K3R3 b - - 0 1"); // exd8=Q+ uncovering the rook on e1
    expectAccepted("4k3/8/8/8/8/8/8/4RK2 b - - 0 1"); // a single discovered check still passes
}

// For every double check on random boards the rule agrees with the retraction oracle.
TEST(FenChecks, DoubleChecksMatchRetractionOracle)
{
    std::mt19937 rng(20261124);
    int doubles = 0;
    int reachable = 0;
    for (int i = 0; i < 400000; ++i) {
        const std::string fen = randomFen(rng, 6);
        bool ok = false;
        const Position board = unchecked(fen, ok);
        if (!ok || popcount(board.checkers()) != 2)
            continue;
        Position p;
        const auto err = parseFen(fen, p);
        const bool checkRejected =
            err && (err->code == FenErrorCode::ImpossibleCheck || err->code == FenErrorCode::DoubleCheckOnOneLine);
        if (err && !checkRejected)
            continue; // rejected for something else (material, the other king in check, ...)
        ++doubles;
        const bool oracle = reachableByOneMove(board);
        reachable += oracle;
        EXPECT_EQ(!checkRejected, oracle) << fen << (err ? ": " + err->message.english() : std::string(": accepted"));
    }
    EXPECT_GT(doubles, 1000);
    EXPECT_GT(reachable, 50);
}

// Every position one or two real moves reach from a valid random one is accepted (two moves
// so that double pushes are followed by e.p. captures); its FEN reads back unchanged.
TEST(FenChecks, PositionsReachedByMovesAreAccepted)
{
    std::mt19937 rng(7);
    int reached = 0;
    int doubleChecks = 0;
    for (int i = 0; i < 20000; ++i) {
        Position start;
        if (parseFen(randomFen(rng, 8), start))
            continue;
        MoveList first;
        generateLegalMoves(start, first);
        for (int a = 0; a < first.size(); ++a) {
            Position one = start;
            UndoInfo u1;
            one.makeMove(first[a], u1);
            const bool doublePush = typeOf(start.pieceOn(first[a].from())) == Pawn
                && std::abs(int(first[a].to()) - int(first[a].from())) == 16;
            MoveList second;
            if (doublePush)
                generateLegalMoves(one, second);
            for (int b = -1; b < second.size(); ++b) {
                Position pos = one;
                UndoInfo u2;
                if (b >= 0)
                    pos.makeMove(second[b], u2);
                Position back;
                const auto err = parseFen(toFen(pos), back);
                ASSERT_FALSE(err) << toFen(pos) << ": " << err->message.english();
                EXPECT_EQ(toFen(back), toFen(pos));
                ++reached;
                doubleChecks += popcount(pos.checkers()) == 2;
            }
        }
    }
    EXPECT_GT(reached, 10000);
    EXPECT_GT(doubleChecks, 20);
}

// The last move was a pawn's double push, so the halfmove clock must be 0; Repair keeps the
// clock and drops the e.p. square.
TEST(FenChecks, EnPassantNeedsZeroHalfmoveClock)
{
    const std::string fen = "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 3 3";
    expectRejected(fen, FenErrorCode::EpHalfmoveClock);
    Position p;
    const auto err = parseFen(fen, p);
    ASSERT_TRUE(err);
    EXPECT_EQ(err->number, 3);
    EXPECT_EQ(err->square, E3);
    EXPECT_NE(err->message.english().find("halfmove clock must be 0"), std::string::npos) << err->message.english();
    expectAccepted("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3");
    std::vector<Message> repairs;
    ASSERT_FALSE(parseFen(fen, p, FenMode::Repair, &repairs));
    EXPECT_EQ(p.epSquare(), NoSquare);
    EXPECT_EQ(p.halfmoveClock(), 3);
    ASSERT_EQ(repairs.size(), 1u);
    EXPECT_NE(repairs[0].english().find("en passant"), std::string::npos) << repairs[0].english();
}
