// Perft node counts: the six standard positions, and the shared EPD suites when present.
#include "corehelpers.h"

#include "core/chess960.h"
#include "core/fen.h"
#include "core/movegen.h"

#include <gtest/gtest.h>

#include <fstream>
#include <random>
#include <sstream>

using namespace kibitz::core;
using kibitz::test::fromFen;

namespace {

struct PerftCase {
    const char* fen;
    int depth;
    std::uint64_t nodes;
};

// Well-known counts (chessprogramming.org "Perft Results").
const PerftCase StandardCases[] = {
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 5, 4865609},
    {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4, 4085603},
    {"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 5, 674624},
    {"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 4, 422333},
    {"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 4, 2103487},
    {"r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 4, 3894594},
    // Mirrored position 4 (Black to move) must give the same counts.
    {"r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1", 4, 422333},
};

// Runs every ";Dn count" of an EPD file up to maxDepth; returns the number of lines checked.
int checkEpdFile(const std::string& path, int maxDepth)
{
    std::ifstream in(path);
    std::string line;
    int checked = 0;
    while (std::getline(in, line)) {
        const auto semi = line.find(';');
        if (semi == std::string::npos)
            continue;
        const std::string fen = line.substr(0, semi);
        Position pos;
        if (const auto err = parseFen(fen, pos)) {
            // The suite holds one unreachable position (two bishops checking along one line);
            // the validator rejects it by design (fenchecks.cpp), every other line must load.
            EXPECT_EQ(err->code, FenErrorCode::DoubleCheckOnOneLine) << fen << ": " << err->message.english();
            continue;
        }
        std::istringstream fields(line.substr(semi));
        std::string tag;
        std::uint64_t expected = 0;
        while (fields >> tag >> expected) {
            const int depth = std::atoi(tag.c_str() + 2);
            if (depth <= maxDepth) {
                EXPECT_EQ(perft(pos, depth), expected) << line << " depth " << depth;
            }
        }
        ++checked;
    }
    return checked;
}

} // namespace

TEST(Perft, StandardPositions)
{
    for (const auto& c : StandardCases) {
        Position pos = fromFen(c.fen);
        EXPECT_EQ(perft(pos, c.depth), c.nodes) << c.fen;
    }
}

TEST(Perft, ShallowDepthsOfStartPosition)
{
    Position pos = Position::startPosition();
    const std::uint64_t expected[] = {1, 20, 400, 8902, 197281};
    for (int d = 0; d <= 4; ++d)
        EXPECT_EQ(perft(pos, d), expected[d]) << d;
}

TEST(Perft, DivideSumsToTotal)
{
    Position pos = fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    const auto divide = perftDivide(pos, 3);
    std::uint64_t sum = 0;
    for (const auto& [move, n] : divide)
        sum += n;
    EXPECT_EQ(divide.size(), 48u);
    EXPECT_EQ(sum, 97862u);
}

TEST(Perft, SharedStandardEpd)
{
    const std::string path = std::string(KIBITZ_SHARED_DIR) + "/perft/standard.epd";
    if (!std::ifstream(path))
        GTEST_SKIP() << "not present: " << path;
    EXPECT_GT(checkEpdFile(path, 4), 0);
}

TEST(Perft, SharedRandomEpd)
{
    const std::string path = std::string(KIBITZ_SHARED_DIR) + "/perft/random-positions.epd";
    if (!std::ifstream(path))
        GTEST_SKIP() << "not present: " << path;
    EXPECT_GT(checkEpdFile(path, 4), 0);
}

TEST(MoveGen, CountMatchesList)
{
    for (const auto& c : StandardCases) {
        const Position pos = fromFen(c.fen);
        MoveList list;
        generateLegalMoves(pos, list);
        EXPECT_EQ(countLegalMoves(pos), list.size()) << c.fen;
    }
}

TEST(MoveGen, EnPassantDiscoveringCheckAlongRankIsIllegal)
{
    // After ...c5, bxc6 e.p. would expose the white king on a5 to the rook on h5.
    const Position pos = fromFen("8/8/8/KPp4r/8/8/8/4k3 w - c6 0 2");
    EXPECT_FALSE(isLegalMove(pos, Move(B5, C6, Move::EnPassant)));
    EXPECT_EQ(pos.epSquare(), NoSquare); // so the e.p. square is not part of the position
}

TEST(MoveGen, EnPassantResolvesCheck)
{
    // The pawn that just moved gives check; capturing it e.p. is legal.
    const Position pos = fromFen("8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1");
    EXPECT_TRUE(pos.inCheck());
    EXPECT_TRUE(isLegalMove(pos, Move(E4, D3, Move::EnPassant)));
}

TEST(MoveGen, DiagonallyPinnedPawnCannotCaptureEnPassant)
{
    const Position pos = fromFen("4k3/8/8/1b1Pp3/8/8/8/6K1 w - e6 0 1");
    EXPECT_EQ(pos.epSquare(), E6); // bishop b5 does not pin d5 (king g1 not on its line)
    // Here d5 is pinned along b7-h1, so dxe6 e.p. would leave the pin line.
    const Position pinned = fromFen("4k3/1b6/8/3Pp3/8/8/8/7K w - e6 0 1");
    EXPECT_EQ(pinned.epSquare(), NoSquare);
    EXPECT_FALSE(isLegalMove(pinned, Move(D5, E6, Move::EnPassant)));
}

TEST(MoveGen, DoubleCheckAllowsOnlyKingMoves)
{
    const Position pos = fromFen("k7/4r3/8/8/8/5n2/8/4K2R w K - 0 1");
    ASSERT_EQ(popcount(pos.checkers()), 2);
    MoveList list;
    generateLegalMoves(pos, list);
    for (Move m : list)
        EXPECT_EQ(m.from(), E1) << moveToUci(m);
    EXPECT_FALSE(list.contains(Move(E1, G1, Move::Castling)));
}

TEST(MoveGen, CastlingThroughOrIntoCheckIsIllegal)
{
    EXPECT_FALSE(isLegalMove(fromFen("4k3/8/8/8/8/8/5r2/4K2R w K - 0 1"), Move(E1, G1, Move::Castling)));
    EXPECT_FALSE(isLegalMove(fromFen("4k3/8/8/8/8/8/6r1/4K2R w K - 0 1"), Move(E1, G1, Move::Castling)));
    EXPECT_FALSE(isLegalMove(fromFen("4k3/8/8/8/8/8/4r3/4K2R w K - 0 1"), Move(E1, G1, Move::Castling)));
    // Only b1 attacked: queen-side castling stays legal (the rook passes b1, the king does not).
    EXPECT_TRUE(isLegalMove(fromFen("4k3/8/8/8/8/8/1r6/R3K3 w Q - 0 1"), Move(E1, C1, Move::Castling)));
    EXPECT_FALSE(isLegalMove(fromFen("4k3/8/8/8/8/8/8/RN2K3 w Q - 0 1"), Move(E1, C1, Move::Castling)));
}

// legalCastling (SAN's "O-O" without the list) against the list, over random playouts from
// positions where castling is at stake, standard and Chess960: rights held, paths blocked or
// attacked, checks.
TEST(MoveGen, LegalCastlingIsTheCastlingMoveOfTheList)
{
    std::vector<Position> starts = {
        Position::startPosition(),
        fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
        fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"),
        fromFen("r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1"),
        fromFen("4k3/8/8/8/8/8/8/2R3KR w H - 0 1"),
    };
    for (const int n : {0, 97, 300, 518, 711, 959})
        starts.push_back(chess960StartPosition(n));
    std::mt19937 rng(1924);
    int legal = 0, refused = 0;
    for (const Position& start : starts) {
        for (int game = 0; game < 40; ++game) {
            Position pos = start;
            for (int ply = 0; ply < 40 && pos.castlingRights(); ++ply) {
                MoveList list;
                generateLegalMoves(pos, list);
                for (const bool kingSide : {true, false}) {
                    Move expected;
                    for (const Move m : list)
                        if (m.kind() == Move::Castling && castlesKingSide(m) == kingSide)
                            expected = m;
                    ASSERT_EQ(legalCastling(pos, kingSide), expected) << toFen(pos) << (kingSide ? " O-O" : " O-O-O");
                    const bool held = pos.castlingRights() & castlingRight(pos.sideToMove(), kingSide);
                    legal += !expected.isNull();
                    refused += held && expected.isNull();
                }
                if (list.empty())
                    break;
                UndoInfo u;
                pos.makeMove(list[int(rng() % unsigned(list.size()))], u);
            }
        }
    }
    EXPECT_GT(legal, 500);
    EXPECT_GT(refused, 500);
}

TEST(MoveGen, PromotionsIncludeAllFourPieces)
{
    const Position pos = fromFen("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    MoveList list;
    generateLegalMoves(pos, list);
    int promotions = 0;
    for (Move m : list)
        promotions += m.kind() == Move::Promotion;
    EXPECT_EQ(promotions, 8); // a8 and axb8, each to Q, R, B, N
}

TEST(MoveGen, CapturesAreSubsetOfLegalMoves)
{
    for (const auto& c : StandardCases) {
        const Position pos = fromFen(c.fen);
        MoveList all, captures;
        generateLegalMoves(pos, all);
        generateLegalCaptures(pos, captures);
        for (Move m : captures) {
            EXPECT_TRUE(all.contains(m)) << moveToUci(m);
            EXPECT_TRUE(pos.pieceOn(m.to()) != NoPiece || m.kind() == Move::EnPassant || m.kind() == Move::Promotion)
                << moveToUci(m);
        }
    }
}
