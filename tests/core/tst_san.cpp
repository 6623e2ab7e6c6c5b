// SAN: writing (disambiguation, suffixes, castling, promotion), tolerant parsing, round trips
// over random playouts, and every error case with its message.
#include "corehelpers.h"

#include "core/fen.h"
#include "core/movegen.h"
#include "core/san.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>

using namespace kibitz::core;
using kibitz::test::fromFen;

namespace {

// The position of a FEN that must be valid.
// The legal move whose UCI text is uci (null move when there is none).
Move uciMove(const Position& pos, const std::string& uci)
{
    MoveList list;
    generateLegalMoves(pos, list);
    for (Move m : list)
        if (moveToUci(m) == uci)
            return m;
    ADD_FAILURE() << "no legal move " << uci;
    return Move();
}

// SAN of the legal move given in UCI.
std::string san(const std::string& fen, const std::string& uci)
{
    const Position pos = fromFen(fen);
    return toSan(pos, uciMove(pos, uci));
}

// UCI of the move text parses to, or "error: <message>".
std::string parsed(const std::string& fen, const std::string& text)
{
    const Position pos = fromFen(fen);
    Move m;
    if (const auto err = parseSan(pos, text, m))
        return "error: " + err->message.english();
    return moveToUci(m);
}

// The error parseSan reports for text (fails the test when text is accepted).
SanError errorOf(const std::string& fen, const std::string& text)
{
    const Position pos = fromFen(fen);
    Move m;
    const auto err = parseSan(pos, text, m);
    EXPECT_TRUE(err.has_value()) << text << " was accepted as " << moveToUci(m);
    return err.value_or(SanError{});
}

const std::string Kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
const std::string ThreeQueens = "6k1/8/8/8/8/Q7/8/Q1Q4K w - - 0 1";
const std::string Promotion = "3r2k1/4P3/8/8/8/8/8/4K3 w - - 0 1";

// Checks that every legal move of pos round-trips through SAN, UCI and figurines.
void checkRoundTrip(const Position& pos)
{
    MoveList list;
    generateLegalMoves(pos, list);
    std::set<std::string> seen;
    for (Move m : list) {
        const std::string s = toSan(pos, m);
        ASSERT_FALSE(s.empty());
        EXPECT_TRUE(seen.insert(s).second) << "two moves share the SAN " << s;
        for (const std::string& text : {s, moveToUci(m), toFigurine(s), s + "!?"}) {
            Move back;
            const auto err = parseSan(pos, text, back);
            ASSERT_FALSE(err.has_value()) << toFen(pos) << " " << text << ": " << err->message.english();
            EXPECT_EQ(back, m) << toFen(pos) << " " << text;
        }
    }
}

} // namespace

TEST(San, RoundTripOverRandomPlayouts)
{
    const std::vector<std::string> starts = {StartFen,
                                             Kiwipete,
                                             "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
                                             "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
                                             "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
                                             ThreeQueens,
                                             "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
                                             "4k3/8/8/2KPp2r/8/8/8/8 w - e6 0 2"};
    std::mt19937 rng(20240601);
    int positions = 0;
    for (const std::string& fen : starts) {
        for (int game = 0; game < 12; ++game) {
            Position pos = fromFen(fen);
            for (int ply = 0; ply < 120; ++ply) {
                checkRoundTrip(pos);
                ++positions;
                MoveList list;
                generateLegalMoves(pos, list);
                if (list.empty() || HasFatalFailure())
                    break;
                UndoInfo u;
                pos.makeMove(list[int(rng() % unsigned(list.size()))], u);
            }
        }
    }
    EXPECT_GT(positions, 3000);
}

TEST(San, WritesPawnAndPieceMoves)
{
    EXPECT_EQ(san(StartFen, "e2e4"), "e4");
    EXPECT_EQ(san(StartFen, "g1f3"), "Nf3");
    EXPECT_EQ(san("4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1", "c4d5"), "cxd5");
    EXPECT_EQ(san("4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1", "e4d5"), "exd5");
    EXPECT_EQ(san("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6"), "exd6");
    EXPECT_EQ(san(Kiwipete, "e5f7"), "Nxf7");
}

TEST(San, DisambiguatesByFileThenRankThenBoth)
{
    const std::string knights = "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1";
    EXPECT_EQ(san(knights, "b1d2"), "Nbd2");
    EXPECT_EQ(san(knights, "f3d2"), "Nfd2");
    EXPECT_EQ(san(knights, "f3d4"), "Nd4");
    const std::string rooks = "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1";
    EXPECT_EQ(san(rooks, "a1a3"), "R1a3");
    EXPECT_EQ(san(rooks, "a5a3"), "R5a3");
    EXPECT_EQ(san(ThreeQueens, "a1b2"), "Qa1b2");
    EXPECT_EQ(san(ThreeQueens, "a3b2"), "Q3b2");
    EXPECT_EQ(san(ThreeQueens, "c1b2"), "Qcb2");
    // A pinned knight does not count as a second candidate.
    EXPECT_EQ(san("4k3/4r3/8/8/8/5N2/4N3/4K3 w - - 0 1", "f3d4"), "Nd4");
}

TEST(San, CheckAndMateSuffixes)
{
    EXPECT_EQ(san("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "f1b5"), "Bb5");
    EXPECT_EQ(san("rnbqkbnr/ppp2ppp/8/3pp3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3", "f1b5"), "Bb5+");
    EXPECT_EQ(san("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2", "d8h4"), "Qh4#");
    EXPECT_EQ(san("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1a8"), "Ra8#");
}

TEST(San, IllegalMoveHasNoSan)
{
    const Position pos = fromFen(Promotion);
    EXPECT_EQ(toSan(pos, Move(E7, E8)), "");
    EXPECT_EQ(toSan(pos, Move(E1, E3)), "");
    EXPECT_EQ(toSan(pos, Move()), "");
}

TEST(San, Castling)
{
    const std::string both = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    EXPECT_EQ(san(both, "e1g1"), "O-O");
    EXPECT_EQ(san(both, "e1c1"), "O-O-O");
    EXPECT_EQ(san("5k2/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1"), "O-O+");
    for (const char* text : {"O-O", "0-0", "o-o", "e1g1", "O-O+"})
        EXPECT_EQ(parsed(both, text), "e1g1") << text;
    for (const char* text : {"O-O-O", "0-0-0", "e1c1", "O-O-O!"})
        EXPECT_EQ(parsed(both, text), "e1c1") << text;
    EXPECT_EQ(parsed("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "O-O"), "e8g8");
    // The king's own two-square step is castling only in UCI, never as "Kg1".
    EXPECT_EQ(errorOf(both, "Kg1").code, SanErrorCode::Illegal);
}

TEST(San, Promotion)
{
    EXPECT_EQ(san(Promotion, "e7e8q"), "e8=Q+");
    EXPECT_EQ(san(Promotion, "e7e8n"), "e8=N");
    EXPECT_EQ(san(Promotion, "e7e8b"), "e8=B");
    EXPECT_EQ(san(Promotion, "e7e8r"), "e8=R+");
    EXPECT_EQ(san(Promotion, "e7d8q"), "exd8=Q+");
    EXPECT_EQ(san(Promotion, "e7d8r"), "exd8=R+");
    for (const char* text : {"e8=Q", "e8Q", "e8q", "e7e8q", "e8=Q+", "e7-e8=Q"})
        EXPECT_EQ(parsed(Promotion, text), "e7e8q") << text;
    for (const char* text : {"exd8=N", "exd8N", "ed8n", "e7d8n", "exd8=N!", "e7xd8n"})
        EXPECT_EQ(parsed(Promotion, text), "e7d8n") << text;
    EXPECT_EQ(parsed(Promotion, "e8b"), "e7e8b");
}

TEST(San, AcceptsVariants)
{
    EXPECT_EQ(parsed(StartFen, "Nf3"), "g1f3");
    for (const char* text : {"Ngf3", "Ng1f3", "N1f3", "Ng1-f3", "g1f3", "nf3", "  Nf3  ", "Nf3!", "Nf3??", "Nf3!?",
                             "Nf3?!", "Nf3!!", "Nf3?", "Nf3+", "\u2658f3"})
        EXPECT_EQ(parsed(StartFen, text), "g1f3") << text;
    const std::string ep = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1";
    for (const char* text : {"exd6", "ed6", "e:d6", "exd6 e.p.", "exd6e.p.", "e5d6", "Pxd6"})
        EXPECT_EQ(parsed(ep, text), "e5d6") << text;
    EXPECT_EQ(parsed("4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1", "cxd5"), "c4d5");
}

TEST(San, AmbiguousNamesTheCandidates)
{
    const SanError e = errorOf("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "Nd2");
    EXPECT_EQ(e.code, SanErrorCode::Ambiguous);
    std::vector<std::string> cands = e.candidates;
    std::sort(cands.begin(), cands.end());
    EXPECT_EQ(cands, (std::vector<std::string>{"Nbd2", "Nfd2"}));
    EXPECT_EQ(e.message.english(), "Nd2 is ambiguous: " + e.candidates[0] + ", " + e.candidates[1]);

    const SanError q = errorOf(ThreeQueens, "Qb2");
    EXPECT_EQ(q.code, SanErrorCode::Ambiguous);
    EXPECT_EQ(q.candidates.size(), 3u);
    for (const char* c : {"Qa1b2", "Q3b2", "Qcb2"})
        EXPECT_NE(q.message.english().find(c), std::string::npos) << q.message.english();
    EXPECT_EQ(errorOf(ThreeQueens, "Qab2").candidates.size(), 2u);
    EXPECT_EQ(errorOf(ThreeQueens, "Q1b2").candidates.size(), 2u);
    EXPECT_EQ(parsed(ThreeQueens, "Qa1b2"), "a1b2");
    EXPECT_EQ(parsed(ThreeQueens, "Qcb2"), "c1b2");
    EXPECT_EQ(parsed(ThreeQueens, "Q3b2"), "a3b2");
}

TEST(San, EmptyAndMalformed)
{
    EXPECT_EQ(errorOf(StartFen, "").code, SanErrorCode::Empty);
    EXPECT_EQ(errorOf(StartFen, "  \t").code, SanErrorCode::Empty);
    const std::pair<const char*, const char*> cases[] = {
        {"Zf3", "cannot read Zf3 as a move: unknown piece letter 'Z'"},
        {"hello", "cannot read hello as a move: expected a destination square such as e4 at the end"},
        {"N", "cannot read N as a move: expected a destination square such as e4 at the end"},
        {"e8=K", "cannot read e8=K as a move: a pawn cannot promote to a king"},
        {"e8=", "cannot read e8= as a move: a promotion piece (Q, R, B or N) is needed after '='"},
        {"e8=X", "cannot read e8=X as a move: unknown promotion piece 'X'"},
        {"N%f3", "cannot read N%f3 as a move: unexpected character '%'"},
        {"Nabcf3", "cannot read Nabcf3 as a move: too many characters before the destination square"},
        {"2e4", "cannot read 2e4 as a move: a pawn move names the file it comes from, not the rank"},
        {"O-O-O-O", "cannot read O-O-O-O as a move: castling is written O-O or O-O-O"},
        {"0000", "cannot read 0000 as a move: expected a destination square such as e4 at the end"},
    };
    for (const auto& [text, message] : cases) {
        const SanError e = errorOf(StartFen, text);
        EXPECT_EQ(e.code, SanErrorCode::Malformed) << text;
        EXPECT_EQ(e.message.english(), message);
        EXPECT_EQ(e.text, text);
    }
    EXPECT_EQ(errorOf(StartFen, std::string(100, 'N')).message.english().find("too long") != std::string::npos, true);
    EXPECT_EQ(errorOf(StartFen,
                      "N\x01"
                      "f3")
                  .message.english(),
              "cannot read N\\x01f3 as a move: unexpected character '\\x01'");
}

TEST(San, IllegalSaysWhy)
{
    const std::string pin = "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1";
    const std::string both = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    const std::pair<std::string, std::string> cases[] = {
        {"Nf6", "Nf6 is not a legal move: no white knight can reach f6"},
        {"e5", "e5 is not a legal move: no white pawn can reach e5"},
        {"Ke2", "Ke2 is not a legal move: e2 is occupied by a white piece"},
        {"Qh5", "Qh5 is not a legal move: no white queen can reach h5"},
        {"Nbd2", "Nbd2 is not a legal move: d2 is occupied by a white piece"},
        {"Ncf3", "Ncf3 is not a legal move: there is no white knight on the c-file"},
        {"Nxf3", "Nxf3 is not a legal move: there is nothing to capture on f3"},
        {"e3e4", "e3e4 is not a legal move: there is no piece on e3"},
        {"e7e5", "e7e5 is not a legal move: the piece on e7 is black's, and it is white's turn"},
        {"O-O", "O-O is not a legal move: the way is blocked on f1"},
        {"e1g1", "e1g1 is not a legal move: the way is blocked on f1"},
        {"e4=Q", "e4=Q is not a legal move: only a pawn reaching the last rank can promote"},
    };
    for (const auto& [text, message] : cases) {
        const SanError e = errorOf(StartFen, text);
        EXPECT_EQ(e.code, SanErrorCode::Illegal) << text;
        EXPECT_EQ(e.message.english(), message);
    }
    EXPECT_EQ(errorOf(both, "Kg1").message.english(), "Kg1 is not a legal move: castling is written O-O");
    EXPECT_EQ(errorOf(pin, "Nc3").message.english(), "Nc3 is not a legal move: the knight on e2 is pinned");
    EXPECT_EQ(errorOf("4k3/8/8/8/8/8/5r2/4K3 w - - 0 1", "Ke2").message.english(),
              "Ke2 is not a legal move: the king would be in check on e2");
    EXPECT_EQ(errorOf("4k3/4r3/8/8/8/8/8/R3K3 w Q - 0 1", "O-O-O").message.english(),
              "O-O-O is not a legal move: the white king is in check");
    EXPECT_EQ(errorOf("4k3/3r4/8/8/8/8/8/R3K3 w Q - 0 1", "O-O-O").message.english(),
              "O-O-O is not a legal move: the king would pass through or land on an attacked square");
    EXPECT_EQ(errorOf("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "O-O-O").message.english(),
              "O-O-O is not a legal move: white has no right to castle queenside");
    EXPECT_EQ(errorOf("4k3/4r3/8/8/8/8/8/R3K3 w - - 0 1", "Ra5").message.english(),
              "Ra5 is not a legal move: the white king is in check and this move does not get it out");
    EXPECT_EQ(errorOf("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", "a3").message.english(),
              "a3 is not a legal move: white is checkmated");
    EXPECT_EQ(errorOf("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "Kg8").message.english(), "Kg8 is not a legal move: black is stalemated");
}

// An e.p. capture that would expose the king: the position keeps no e.p. square for it (no legal
// capture there), yet the reason is the king, as for any pinned piece, not the pawn's reach. The
// same capture where it would be legal but no double push came before: no e.p. right, no reach.
TEST(San, PinnedEnPassantSaysTheKingWouldBeInCheck)
{
    const std::string rank = "8/8/8/K2pP2r/8/8/8/7k w - d6 0 1";
    EXPECT_EQ(errorOf(rank, "exd6").message.english(), "exd6 is not a legal move: it would leave the white king in check");
    EXPECT_EQ(errorOf(rank, "e5d6").message.english(), "e5d6 is not a legal move: it would leave the white king in check");
    const std::string black = "7K/8/8/8/R2pP2k/8/8/8 b - e3 0 1";
    EXPECT_EQ(errorOf(black, "dxe3").message.english(), "dxe3 is not a legal move: it would leave the black king in check");
    EXPECT_EQ(errorOf("7b/8/8/3pP3/8/8/1K6/7k w - d6 0 1", "exd6").message.english(),
              "exd6 is not a legal move: the pawn on e5 is pinned");
    EXPECT_EQ(errorOf("8/8/8/3pP3/8/8/8/K6k w - - 0 1", "exd6").message.english(),
              "exd6 is not a legal move: no white pawn on the e-file can reach d6");
    // Nothing behind the target that a double push could have left: no reach.
    EXPECT_EQ(errorOf("8/8/8/K3P2r/8/8/8/7k w - - 0 1", "exd6").message.english(),
              "exd6 is not a legal move: no white pawn on the e-file can reach d6");
}

TEST(San, PromotionNeedsAPiece)
{
    for (const char* text : {"e8", "e7e8", "exd8", "e7d8", "e8+"}) {
        const SanError e = errorOf(Promotion, text);
        EXPECT_EQ(e.code, SanErrorCode::Illegal) << text;
        EXPECT_NE(e.message.english().find("a promotion piece is needed"), std::string::npos) << e.message.english();
    }
    EXPECT_EQ(errorOf(Promotion, "e8").message.english(),
              "e8 is not a legal move: a promotion piece is needed (Q, R, B or N, as in e8=Q or e7e8q)");
}

TEST(San, ErrorLeavesOutUnchanged)
{
    const Position pos = fromFen(StartFen);
    const Move sentinel(A1, H8);
    for (const char* text : {"", "Nf6", "Nd2x", "O-O", "e9", "\xe2\x99", "\xe2\x99\x9f"}) {
        Move m = sentinel;
        EXPECT_TRUE(parseSan(pos, text, m).has_value()) << text;
        EXPECT_EQ(m, sentinel);
    }
}

TEST(San, RandomTextNeverCrashes)
{
    const std::vector<Position> positions = {fromFen(StartFen), fromFen(Kiwipete), fromFen(Promotion)};
    const std::string alphabet = "abcdefgh12345678KQRBNPkqrbnpxX:=-+#!?Oo0 .e\xe2\x99\x98";
    std::mt19937 rng(7);
    for (int i = 0; i < 20000; ++i) {
        std::string text;
        const int len = int(rng() % 9);
        for (int k = 0; k < len; ++k)
            text += (rng() % 8 == 0) ? char(rng() % 256) : alphabet[rng() % alphabet.size()];
        const Position& pos = positions[i % positions.size()];
        Move m;
        if (!parseSan(pos, text, m)) {
            ASSERT_TRUE(isLegalMove(pos, m)) << text;
            Move again;
            ASSERT_FALSE(parseSan(pos, toSan(pos, m), again));
            ASSERT_EQ(again, m);
        }
    }
}

TEST(San, Figurines)
{
    EXPECT_EQ(toFigurine("Nbd7"), "\u2658bd7");
    EXPECT_EQ(toFigurine("Qxh7#"), "\u2655xh7#");
    EXPECT_EQ(toFigurine("exd8=Q+"), "exd8=\u2655+");
    EXPECT_EQ(toFigurine("O-O-O"), "O-O-O");
    EXPECT_EQ(toFigurine("Kxb2"), "\u2654xb2");
    EXPECT_EQ(toFigurine("Rfe1"), "\u2656fe1");
    EXPECT_EQ(toFigurine("Bb5+"), "\u2657b5+");
}
