// Chess960 in the rules core: start positions by number, castling with any rook (king staying,
// rook on the king's target, a rook shielding the king), X-FEN and Shredder-FEN read and written
// as read, SAN and both UCI forms, and the perft suite of tests/data/perft/chess960.epd (counts
// by Stockfish with UCI_Chess960, written by scripts/make-chess960-perft).
#include "core/chess960.h"
#include "core/fen.h"
#include "core/movegen.h"
#include "core/san.h"
#include "core/uci.h"
#include "corehelpers.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

using namespace kibitz::core;
using kibitz::test::fromFen;

namespace {

// The move named by text (SAN or UCI), failing the test when there is none.
Move moveOf(const Position& pos, const std::string& text)
{
    Move m;
    const auto err = parseSan(pos, text, m);
    EXPECT_FALSE(err) << text << ": " << (err ? err->message.english() : "");
    return m;
}

// pos after the move named by text.
Position after(Position pos, const std::string& text)
{
    UndoInfo u;
    pos.makeMove(moveOf(pos, text), u);
    EXPECT_EQ(pos.key(), pos.computeKey());
    EXPECT_TRUE(pos.isOk()) << pos.invariantProblem();
    return pos;
}

TEST(Chess960, NumberedStartPositions)
{
    EXPECT_EQ(chess960BackRank(518), "RNBQKBNR");
    EXPECT_EQ(chess960BackRank(0), "BBQNNRKR");
    EXPECT_EQ(chess960BackRank(1), "BQNBNRKR");
    EXPECT_EQ(chess960BackRank(959), "RKRNNQBB");
    // 518 is standard chess's arrangement: written with file letters, so it reads back as Chess960.
    EXPECT_EQ(toFen(chess960StartPosition(518)), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1");
    EXPECT_TRUE(fromFen(toFen(chess960StartPosition(518))).isChess960());
    std::set<std::string> all;
    for (int n = 0; n < Chess960Positions; ++n) {
        const std::string rank = chess960BackRank(n);
        all.insert(rank);
        const std::size_t b1 = rank.find('B'), b2 = rank.rfind('B'), k = rank.find('K');
        EXPECT_NE((b1 + b2) % 2, 0u) << n << " " << rank; // bishops on opposite colours
        EXPECT_LT(rank.find('R'), k) << n << " " << rank; // the king between the rooks
        EXPECT_GT(rank.rfind('R'), k) << n << " " << rank;
        const Position p = chess960StartPosition(n);
        EXPECT_TRUE(p.isOk()) << n << ": " << p.invariantProblem();
        EXPECT_EQ(p.castlingRights(), AllCastling);
        EXPECT_EQ(fromFen(toFen(p)), p) << toFen(p);
        EXPECT_TRUE(fromFen(toFen(p)).isChess960()) << toFen(p);
    }
    EXPECT_EQ(all.size(), 960u);
}

// The number of a start position read from a FEN (either notation); anything else is none.
TEST(Chess960, NumberOfAStartPositionReadFromItsFen)
{
    for (int n = 0; n < Chess960Positions; ++n) {
        const Position p = chess960StartPosition(n);
        ASSERT_EQ(chess960Number(fromFen(toFen(p))), n) << toFen(p);
    }
    EXPECT_EQ(chess960Number(Position::startPosition()), 518);
    EXPECT_EQ(chess960Number(fromFen("bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1")), 289);
    EXPECT_EQ(chess960Number(fromFen("bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1")), 289); // d1 = 1, a1 = 0, queen 0, knights c+h = 3: 1 + 4 * (0 + 4 * (0 + 6 * 3))
    // Not a start position: a right missing, Black to move, a pawn moved, mirrored ranks differing.
    EXPECT_EQ(chess960Number(fromFen("bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w Kkq - 0 1")), -1);
    EXPECT_EQ(chess960Number(fromFen("bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN b KQkq - 0 1")), -1);
    EXPECT_EQ(chess960Number(fromFen("bqnbrkrn/pppppppp/8/8/4P3/8/PPPP1PPP/BQNBRKRN b KQkq - 0 1")), -1);
    EXPECT_EQ(chess960Number(fromFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w - - 0 1")), -1);
    EXPECT_EQ(chess960Number(Position()), -1);
}

TEST(Chess960, ShredderAndXFenNameTheSameRooks)
{
    // Start position 0 (BBQNNRKR): king g1, rooks f1 and h1.
    const Position x = fromFen("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
    const Position s = fromFen("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1");
    EXPECT_EQ(x, s);
    EXPECT_EQ(x.key(), s.key());
    EXPECT_TRUE(x.isChess960());
    EXPECT_TRUE(s.isChess960());
    EXPECT_EQ(x.castlingRook(WhiteQueenSide), F1);
    EXPECT_EQ(x.castlingRook(BlackKingSide), H8);
    // Written as read: X-FEN stays X-FEN, Shredder-FEN stays Shredder-FEN.
    EXPECT_EQ(toFen(x), "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
    EXPECT_EQ(toFen(s), "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1");
    // Standard chess in Shredder-FEN is Chess960 written with files; KQkq is standard chess.
    const Position hAha = fromFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1");
    EXPECT_TRUE(hAha.isChess960());
    EXPECT_EQ(hAha, Position::startPosition());
    EXPECT_EQ(hAha.key(), Position::startPosition().key());
    EXPECT_EQ(toFen(hAha), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1");
    EXPECT_FALSE(Position::startPosition().isChess960());
}

TEST(Chess960, XFenUsesAFileLetterForAnInnerRook)
{
    // Rooks b1 and a1 both on the queen side of the king on d1: "Q" is a1, "B" the inner rook.
    const Position outer = fromFen("4k3/8/8/8/8/8/8/RR1K4 w Q - 0 1");
    const Position inner = fromFen("4k3/8/8/8/8/8/8/RR1K4 w B - 0 1");
    EXPECT_EQ(outer.castlingRook(WhiteQueenSide), A1);
    EXPECT_EQ(inner.castlingRook(WhiteQueenSide), B1);
    EXPECT_NE(outer, inner);
    EXPECT_NE(outer.key(), inner.key());
    EXPECT_EQ(toFen(outer), "4k3/8/8/8/8/8/8/RR1K4 w Q - 0 1");
    EXPECT_EQ(toFen(inner), "4k3/8/8/8/8/8/8/RR1K4 w B - 0 1");
    // KQkq on a Chess960 position means its outermost rooks, not a1/h1 (king e1, rook g1).
    const Position g = fromFen("4k3/8/8/8/8/8/8/R3K1R1 w KQ - 0 1");
    EXPECT_EQ(g.castlingRook(WhiteKingSide), G1);
    EXPECT_TRUE(g.isChess960());
}

// A position being set up may keep a right whose rook has left its corner: "K" would then read as
// another rook on that side, so the corner's file is written; with no rook there "K" stays.
TEST(Chess960, CastlingFieldOfARightWhoseCornerRookIsGone)
{
    Position innerOnly = fromFen("4k3/8/8/8/8/8/8/4KR2 w - - 0 1");
    innerOnly.setCastlingRights(WhiteKingSide);
    innerOnly.setCastlingRook(WhiteKingSide, H1);
    EXPECT_EQ(castlingField(innerOnly), "H");
    Position none = fromFen("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    none.setCastlingRights(WhiteKingSide | BlackQueenSide);
    EXPECT_EQ(castlingField(none), "Kq");
    EXPECT_EQ(castlingField(fromFen("4k3/8/8/8/8/8/8/4KR1R w K - 0 1")), "K");
}

TEST(Chess960, CastlingFieldErrorsNameTheMissingPiece)
{
    Position p;
    auto err = parseFen("4k3/8/8/8/8/8/8/R3K3 w K - 0 1", p);
    ASSERT_TRUE(err);
    EXPECT_EQ(err->code, FenErrorCode::CastlingNeedsRook);
    EXPECT_EQ(err->square, H1);
    err = parseFen("4k3/8/8/8/8/8/8/R3K3 w C - 0 1", p); // no rook on c1
    ASSERT_TRUE(err);
    EXPECT_EQ(err->code, FenErrorCode::CastlingNeedsRook);
    EXPECT_EQ(err->square, C1);
    err = parseFen("4k3/8/8/8/8/8/8/R3K2R w KH - 0 1", p); // two rights for one side
    ASSERT_TRUE(err);
    EXPECT_EQ(err->code, FenErrorCode::CastlingDuplicate);
    err = parseFen("4k3/8/8/8/8/8/4K3/R6R w A - 0 1", p); // king off its back rank
    ASSERT_TRUE(err);
    EXPECT_EQ(err->code, FenErrorCode::CastlingNeedsKing);
    err = parseFen("4k3/8/8/8/8/8/8/R3K2R w KI - 0 1", p);
    ASSERT_TRUE(err);
    EXPECT_EQ(err->code, FenErrorCode::CastlingSyntax);
}

TEST(Chess960, KingThatDoesNotMoveAndRookOnTheKingsTarget)
{
    // King g1 with rooks f1 (queen side) and h1 (king side).
    Position p = fromFen("4k3/8/8/8/8/8/8/3R1RKR w HF - 0 1");
    // O-O: the king stays on g1, the h1 rook goes to f1 — occupied by the other rook: illegal.
    EXPECT_FALSE(isLegalMove(p, Move(G1, G1, Move::Castling)));
    p = fromFen("4k3/8/8/8/8/8/8/2R3KR w H - 0 1"); // O-O with the king staying on g1
    const Position castled = after(p, "O-O");
    EXPECT_EQ(castled.pieceOn(G1), WKing);
    EXPECT_EQ(castled.pieceOn(F1), WRook);
    EXPECT_EQ(castled.pieceOn(H1), NoPiece);
    EXPECT_EQ(castled.castlingRights(), NoCastling);
    // O-O-O from d1 with the rook on c1, where the king lands: they swap round.
    p = fromFen("4k3/8/8/8/8/8/8/2RK4 w C - 0 1");
    const Move m = moveOf(p, "O-O-O");
    EXPECT_EQ(m, Move(D1, C1, Move::Castling));
    EXPECT_EQ(toSan(p, m), "O-O-O");
    Position q = p;
    UndoInfo u;
    q.makeMove(m, u);
    EXPECT_EQ(q.pieceOn(C1), WKing);
    EXPECT_EQ(q.pieceOn(D1), WRook);
    EXPECT_EQ(q.pieceOn(B1), NoPiece);
    EXPECT_EQ(q.castlingRights(), NoCastling);
    q.unmakeMove(m, u);
    EXPECT_EQ(q, p);
    EXPECT_EQ(q.key(), p.key());
}

TEST(Chess960, UciWritesKingTakesRookInChess960Mode)
{
    const Position p = fromFen("4k3/8/8/8/8/8/8/2RK4 w C - 0 1"); // the king lands on its rook
    const Move m(D1, C1, Move::Castling);
    EXPECT_EQ(moveToUci(p, m, true), "d1c1");
    EXPECT_EQ(parseUciMove(p, "d1c1"), m);
    const Position start = Position::startPosition();
    const Position e1 = after(after(after(after(start, "e4"), "e5"), "Nf3"), "Nc6");
    const Position ready = after(after(e1, "Bc4"), "Bc5");
    const Move shortCastle(E1, G1, Move::Castling);
    EXPECT_EQ(moveToUci(ready, shortCastle, false), "e1g1");
    EXPECT_EQ(moveToUci(ready, shortCastle, true), "e1h1");
    // Both forms read back; a one-file king step is a king move, not castling.
    EXPECT_EQ(parseUciMove(ready, "e1g1"), shortCastle);
    EXPECT_EQ(parseUciMove(ready, "e1h1"), shortCastle);
    EXPECT_EQ(moveOf(ready, "e1h1"), shortCastle);
    EXPECT_EQ(moveOf(ready, "e1f1"), Move(E1, F1));
    const Position f1 = fromFen("4k3/8/8/8/8/8/8/R4K1R w HA - 0 1"); // king f1: O-O lands on g1
    EXPECT_EQ(parseUciMove(f1, "f1g1"), Move(F1, G1));
    EXPECT_EQ(parseUciMove(f1, "f1h1"), Move(F1, G1, Move::Castling));
    EXPECT_EQ(moveToUci(f1, Move(F1, G1, Move::Castling), true), "f1h1");
    EXPECT_EQ(toSan(f1, Move(F1, G1, Move::Castling)), "O-O");
}

TEST(Chess960, ARookThatShieldsTheKingCannotCastleAway)
{
    // Black queen a1, white rook b1, king c1: O-O-O leaves the king on c1 facing the queen.
    const Position p = fromFen("4k3/8/8/8/8/8/8/qRK4R w B - 0 1");
    EXPECT_FALSE(p.inCheck());
    EXPECT_FALSE(isLegalMove(p, Move(C1, C1, Move::Castling)));
    Move m;
    const auto err = parseSan(p, "O-O-O", m);
    ASSERT_TRUE(err);
    EXPECT_EQ(err->code, SanErrorCode::Illegal);
    // The same without the queen castles.
    EXPECT_TRUE(isLegalMove(fromFen("4k3/8/8/8/8/8/8/1RK4R w B - 0 1"), Move(C1, C1, Move::Castling)));
}

TEST(Chess960, CapturingACastlingRookEndsItsRight)
{
    // Rooks on b and g, kings on e: Rxg8+ ends White's g1 right (its rook moved) and Black's g8.
    const Position p = fromFen("1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1");
    const Position taken = after(p, "Rxg8+");
    EXPECT_EQ(taken.castlingRights(), WhiteQueenSide | BlackQueenSide);
    EXPECT_EQ(toFen(taken), "1r2k1R1/8/8/8/8/8/8/1R2K3 b Bb - 0 1");
}

// One line of the suite: the FEN and its counts by depth.
struct PerftCase {
    std::string fen;
    std::vector<std::uint64_t> counts;
};

std::vector<PerftCase> readSuite(const std::string& path)
{
    std::vector<PerftCase> cases;
    std::ifstream in(path);
    for (std::string line; std::getline(in, line);) {
        if (line.empty() || line[0] == '#')
            continue;
        PerftCase c;
        std::size_t semi = line.find(';');
        c.fen = line.substr(0, line.find_last_not_of(' ', semi - 1) + 1);
        while (semi != std::string::npos) {
            std::istringstream field(line.substr(semi + 1));
            std::string depth;
            std::uint64_t n = 0;
            field >> depth >> n;
            c.counts.push_back(n);
            semi = line.find(';', semi + 1);
        }
        cases.push_back(c);
    }
    return cases;
}

// Every count of the suite, with the FEN read as written (X-FEN) and again in Shredder-FEN.
TEST(Chess960, PerftSuiteMatchesStockfish)
{
    const std::string path = std::string(KIBITZ_SOURCE_DIR) + "/tests/data/perft/chess960.epd";
    const std::vector<PerftCase> cases = readSuite(path);
    ASSERT_GE(cases.size(), 1000u) << path << " is missing or short (scripts/make-chess960-perft writes it)";
    int castlingRoots = 0;
    for (const PerftCase& c : cases) {
        Position pos = fromFen(c.fen);
        ASSERT_EQ(toFen(pos), c.fen) << "written as read";
        Position shredder = pos;
        shredder.setShredderFen(true);
        Position again = fromFen(toFen(shredder));
        EXPECT_EQ(again, pos) << toFen(shredder);
        EXPECT_EQ(again.key(), pos.key()) << toFen(shredder);
        for (std::size_t d = 0; d < c.counts.size(); ++d)
            ASSERT_EQ(perft(again, int(d) + 1), c.counts[d]) << c.fen << " depth " << d + 1;
        MoveList list;
        generateLegalMoves(pos, list);
        for (Move m : list)
            castlingRoots += m.kind() == Move::Castling;
    }
    EXPECT_GT(castlingRoots, 20) << "the suite should castle at its roots too";
}

// What random games met of castling's kinds (each is written differently in UCI).
struct CastlingKinds {
    int all = 0;
    int kingStays = 0; // the king already on its target: "g1g1" as the king's move
    int adjacent = 0; // king and rook side by side
    int rookOnKingTarget = 0; // the rook on the king's target: "d1c1" in both forms
};

// Plays random games from start, castling whenever it may with even odds; every legal move of
// every position goes to UCI (king-takes-rook when the game is Chess960) and back.
CastlingKinds roundTripRandomGames(const Position& start, std::mt19937& rng, int games)
{
    CastlingKinds kinds;
    for (int g = 0; g < games; ++g) {
        Position pos = start;
        for (int ply = 0; ply < 60; ++ply) {
            MoveList list;
            generateLegalMoves(pos, list);
            if (list.empty())
                break;
            std::vector<Move> castles;
            for (const Move m : list) {
                const std::string text = moveToUci(pos, m, pos.isChess960());
                EXPECT_EQ(parseUciMove(pos, text), m) << toFen(pos) << " " << text;
                if (m.kind() != Move::Castling)
                    continue;
                castles.push_back(m);
                const Square rook = pos.castlingRookSquares(m).from;
                ++kinds.all;
                kinds.kingStays += m.from() == m.to();
                kinds.adjacent += std::abs(fileOf(rook) - fileOf(m.from())) == 1;
                kinds.rookOnKingTarget += rook == m.to();
            }
            const bool castle = !castles.empty() && rng() % 2 == 0;
            pos.playWithoutUndo(castle ? castles[rng() % castles.size()] : list[int(rng() % unsigned(list.size()))]);
        }
    }
    return kinds;
}

// Every legal move of random games (every 8th Chess960 start position, and standard chess) is
// read back from its UCI text as the same move.
TEST(Chess960, EveryMoveOfRandomGamesRoundTripsThroughUci)
{
    std::mt19937 rng(960);
    CastlingKinds chess960;
    for (int n = 0; n < Chess960Positions; n += 8) {
        const CastlingKinds k = roundTripRandomGames(chess960StartPosition(n), rng, 2);
        ASSERT_FALSE(testing::Test::HasFailure()) << "start position " << n;
        chess960.all += k.all;
        chess960.kingStays += k.kingStays;
        chess960.adjacent += k.adjacent;
        chess960.rookOnKingTarget += k.rookOnKingTarget;
    }
    EXPECT_GT(chess960.kingStays, 0);
    EXPECT_GT(chess960.adjacent, 0);
    EXPECT_GT(chess960.rookOnKingTarget, 0);
    ASSERT_FALSE(Position::startPosition().isChess960()); // standard chess: "e1g1"
    EXPECT_GT(roundTripRandomGames(Position::startPosition(), rng, 100).all, 0);
}

} // namespace
