// SAN against the list of legal moves: toSan and parseSan find moves without that list (the PGN
// readers' hot path, core/sanmatch.h); here every answer is checked against a brute-force oracle
// built from generateLegalMoves, over random playouts from positions full of pins, checks, e.p.
// and promotions: which moves have SAN, the minimal disambiguation, and what every piece letter,
// origin hint, capture mark and target square reads as.
#include "corehelpers.h"

#include "core/movegen.h"
#include "core/san.h"

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

using namespace kibitz::core;
using kibitz::test::fromFen;

namespace {

bool isCapture(const Position& pos, Move m)
{
    return m.kind() == Move::EnPassant || (m.kind() != Move::Castling && pos.pieceOn(m.to()) != NoPiece);
}

// The SAN of legal move m without check marks, disambiguated from the full list (the oracle).
std::string oracleSan(const Position& pos, Move m, const MoveList& legal)
{
    if (m.kind() == Move::Castling)
        return m.to() > m.from() ? "O-O" : "O-O-O";
    const PieceType pt = typeOf(pos.pieceOn(m.from()));
    std::string san;
    if (pt == Pawn) {
        if (isCapture(pos, m))
            san += char('a' + fileOf(m.from()));
    } else {
        san += "PNBRQK"[pt];
        bool clash = false, sameFile = false, sameRank = false;
        for (Move o : legal)
            if (o.to() == m.to() && o.from() != m.from() && o.kind() != Move::Castling
                && typeOf(pos.pieceOn(o.from())) == pt) {
                clash = true;
                sameFile = sameFile || fileOf(o.from()) == fileOf(m.from());
                sameRank = sameRank || rankOf(o.from()) == rankOf(m.from());
            }
        if (clash)
            san += !sameFile ? std::string(1, char('a' + fileOf(m.from())))
                : !sameRank  ? std::string(1, char('1' + rankOf(m.from())))
                             : squareName(m.from());
    }
    san += (isCapture(pos, m) ? "x" : "") + squareName(m.to());
    if (m.kind() == Move::Promotion)
        san += std::string("=") + "PNBRQK"[m.promotion()];
    return san;
}

// toSan gives SAN exactly to the legal moves, with the oracle's disambiguation.
void checkWriting(const Position& pos, const MoveList& legal)
{
    for (int from = 0; from < 64; ++from)
        for (int to = 0; to < 64; ++to)
            for (const Move m : {Move(Square(from), Square(to)), Move(Square(from), Square(to), Move::EnPassant),
                                 Move(Square(from), Square(to), Move::Castling),
                                 Move(Square(from), Square(to), Move::Promotion, Queen),
                                 Move(Square(from), Square(to), Move::Promotion, Knight)}) {
                const std::string san = toSan(pos, m);
                if (!legal.contains(m)) {
                    ASSERT_EQ(san, "") << toFen(pos) << " " << moveToUci(m) << " kind " << m.kind();
                    continue;
                }
                const std::string bare = san.substr(0, san.find_first_of("+#"));
                ASSERT_EQ(bare, oracleSan(pos, m, legal)) << toFen(pos);
            }
}

// Every piece letter, origin hint, capture mark and target reads as the moves of the list that
// fit it: one is the move, none or several an error.
void checkReading(const Position& pos, const MoveList& legal)
{
    const std::vector<std::string> pieces = {"", "N", "B", "R", "Q", "K"};
    std::vector<std::string> hints = {""};
    for (char f = 'a'; f <= 'h'; ++f)
        hints.push_back(std::string(1, f));
    for (char r = '1'; r <= '8'; ++r)
        hints.push_back(std::string(1, r));
    Bitboard targets = pos.pieces(~pos.sideToMove()) | pos.pieces(Pawn); // captures, and squares no move reaches
    Bitboard origins = 0;
    for (const Move m : legal) {
        origins |= squareBB(m.from());
        targets |= squareBB(m.to());
    }
    for (Bitboard b = origins; b; b &= b - 1)
        hints.push_back(squareName(lsb(b)));
    for (int pt = Pawn; pt <= King; ++pt)
        for (const std::string& hint : hints)
            for (const bool capture : {false, true})
                for (int to = 0; to < 64; ++to) {
                    if (!(targets & squareBB(Square(to))))
                        continue;
                    if (pt == Pawn && (hint.size() > 1 || (hint.size() == 1 && hint[0] <= '8')))
                        continue; // "e2e4" is UCI, "2e4" refused: both in tst_san
                    const std::string text = pieces[pt] + hint + (capture ? "x" : "") + squareName(Square(to));
                    std::vector<Move> fits;
                    for (const Move m : legal) {
                        const PieceType mt = typeOf(pos.pieceOn(m.from()));
                        const std::string from = squareName(m.from());
                        if (m.kind() != Move::Castling && m.kind() != Move::Promotion && mt == pt && m.to() == to
                            && (!capture || isCapture(pos, m)) && from.find(hint) != std::string::npos)
                            fits.push_back(m);
                    }
                    Move read;
                    const auto err = parseSan(pos, text, read);
                    if (fits.size() == 1) {
                        ASSERT_FALSE(err.has_value()) << toFen(pos) << " " << text << ": " << err->message.english();
                        ASSERT_EQ(read, fits[0]) << toFen(pos) << " " << text;
                    } else {
                        ASSERT_TRUE(err.has_value()) << toFen(pos) << " " << text << " read as " << moveToUci(read);
                    }
                }
}

} // namespace

TEST(SanOracle, WritingAndReadingAgreeWithTheMoveList)
{
    const std::vector<std::string> starts = {
        StartFen,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "6k1/8/8/8/8/Q7/8/Q1Q4K w - - 0 1",
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
        "4k3/8/8/2KPp2r/8/8/8/8 w - e6 0 2",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", // exf6 e.p. is legal
        "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1", // exd3 e.p. takes the pawn that gives check
        "7k/8/8/1N3N2/8/1N3N2/8/K7 w - - 0 1",
    };
    std::mt19937 rng(23);
    int positions = 0;
    for (const std::string& fen : starts) {
        for (int game = 0; game < 2; ++game) {
            Position pos = fromFen(fen);
            for (int ply = 0; ply < 25; ++ply) {
                MoveList legal;
                generateLegalMoves(pos, legal);
                checkWriting(pos, legal);
                checkReading(pos, legal);
                ++positions;
                if (legal.empty() || HasFatalFailure())
                    break;
                UndoInfo u;
                pos.makeMove(legal[int(rng() % unsigned(legal.size()))], u);
            }
        }
    }
    EXPECT_GT(positions, 300);
}
