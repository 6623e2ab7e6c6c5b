// The built-in engine's evaluation, exchange evaluation and transposition table.
#include "search/evaluate.h"
#include "search/tt.h"

#include "corehelpers.h"

#include "core/fen.h"
#include "core/movegen.h"
#include "core/status.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>

using namespace kibitz;
using namespace kibitz::core;
using kibitz::test::fromFen;

namespace {

// The same position with colours swapped and the board mirrored top to bottom.
std::string colourFlipped(const std::string& fen)
{
    std::vector<std::string> fields;
    std::string field;
    for (char c : fen + " ") {
        if (c == ' ') {
            fields.push_back(field);
            field.clear();
        } else {
            field += c;
        }
    }
    std::vector<std::string> ranks(1);
    for (char c : fields[0])
        c == '/' ? ranks.push_back("") : void(ranks.back() += c);
    std::reverse(ranks.begin(), ranks.end());
    std::string placement;
    for (const auto& r : ranks)
        placement += (placement.empty() ? "" : "/") + r;
    auto swapCase = [](std::string s) {
        for (char& c : s)
            c = std::isupper(static_cast<unsigned char>(c)) ? char(std::tolower(c)) : char(std::toupper(c));
        return s;
    };
    std::string castling = fields[2] == "-" ? "-" : swapCase(fields[2]);
    std::sort(castling.begin(), castling.end()); // "KQkq" order: upper case sorts first
    std::string ep = fields[3] == "-" ? "-" : std::string{fields[3][0], char('1' + '8' - fields[3][1])};
    return swapCase(placement) + (fields[1] == "w" ? " b " : " w ") + castling + " " + ep + " 0 1";
}

Move uciMove(const Position& pos, const std::string& text)
{
    MoveList list;
    generateLegalMoves(pos, list);
    for (const Move m : list)
        if (moveToUci(m) == text)
            return m;
    ADD_FAILURE() << "no legal move " << text;
    return Move();
}

} // namespace

TEST(Evaluate, IsColourSymmetric)
{
    const char* fens[] = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        "6k1/8/q7/8/8/8/8/7K b - - 0 1",
    };
    for (const char* fen : fens) {
        const std::string flipped = colourFlipped(fen);
        EXPECT_EQ(search::evaluate(fromFen(fen)), search::evaluate(fromFen(flipped))) << fen << " / " << flipped;
    }
}

TEST(Evaluate, MaterialCountsAndTheSideToMoveSeesItsOwnScore)
{
    const Position whiteUp = fromFen("4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
    const Position blackToMove = fromFen("4k3/8/8/8/8/8/8/3QK3 b - - 0 1");
    EXPECT_GT(search::evaluate(whiteUp), 700);
    EXPECT_LT(search::evaluate(blackToMove), -700);
}

TEST(Evaluate, InsufficientMaterialIsZero)
{
    for (const char* fen : {"8/8/4k3/8/8/3K4/8/8 w - - 0 1", "8/8/4k3/8/8/3KN3/8/8 w - - 0 1",
                            "8/8/4k3/8/8/2BK4/8/6B1 b - - 0 1", "8/3b4/4k3/8/8/3K4/4B3/8 w - - 0 1"}) {
        EXPECT_TRUE(core::isInsufficientMaterial(fromFen(fen))) << fen;
        EXPECT_EQ(search::evaluate(fromFen(fen)), 0) << fen;
    }
    EXPECT_FALSE(core::isInsufficientMaterial(fromFen("8/8/4k3/8/8/3KNN2/8/8 w - - 0 1")));
    EXPECT_FALSE(core::isInsufficientMaterial(fromFen("8/8/4k3/8/8/2BK4/4B3/8 w - - 0 1")));
    EXPECT_FALSE(core::isInsufficientMaterial(fromFen("8/2b5/4k3/8/8/3K4/4B3/8 w - - 0 1")));
}

TEST(StaticExchange, WinsLosesAndTrades)
{
    struct Case {
        const char* fen;
        const char* move;
        int expected;
    };
    const Case cases[] = {
        {"4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1", "e4d5", 320}, // free knight
        {"4k3/2p5/3n4/4P3/8/8/8/4K3 w - - 0 1", "e5d6", 220}, // knight for pawn
        {"4k3/2p5/3p4/8/8/8/3Q4/4K3 w - - 0 1", "d2d6", -850}, // queen for pawn
        {"4k3/2p5/3p4/8/8/8/3Q4/3RK3 w - - 0 1", "d2d6", -750}, // ... and the rook takes back
        {"4k3/8/3r4/8/8/8/3R4/3RK3 w - - 0 1", "d2d6", 500}, // undefended rook, x-ray backing
        {"3rk3/8/3r4/8/8/8/3R4/3RK3 w - - 0 1", "d2d6", 500}, // x-rays on both sides
        {"4k3/2p5/3r4/8/8/8/3R4/4K3 w - - 0 1", "d2d6", 0}, // rook trade
        {"4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "e1d1", 0}, // quiet move
        {"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", 100}, // e.p.
        {"1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7b8q", 500 + 850}, // capture-promotion, undefended
    };
    for (const Case& c : cases) {
        const Position pos = fromFen(c.fen);
        EXPECT_EQ(search::staticExchange(pos, uciMove(pos, c.move)), c.expected) << c.fen << " " << c.move;
    }
}

TEST(TranspositionTable, StoresProbesAndReplaces)
{
    search::TranspositionTable tt(1);
    const Position pos = Position::startPosition();
    const Move e4 = uciMove(pos, "e2e4");
    search::TTData data;
    EXPECT_FALSE(tt.probe(pos.key(), data));
    tt.store(pos.key(), e4, 35, 7, search::Bound::Exact);
    ASSERT_TRUE(tt.probe(pos.key(), data));
    EXPECT_EQ(data.move, e4);
    EXPECT_EQ(data.score, 35);
    EXPECT_EQ(data.depth, 7);
    EXPECT_EQ(data.bound, search::Bound::Exact);
    // A shallow non-exact result does not overwrite a deep one of the same search...
    tt.store(pos.key(), Move(), -20, 1, search::Bound::Upper);
    ASSERT_TRUE(tt.probe(pos.key(), data));
    EXPECT_EQ(data.depth, 7);
    // ...but does after a new search started, keeping the old move when it has none.
    tt.newSearch();
    tt.store(pos.key(), Move(), -20, 1, search::Bound::Upper);
    ASSERT_TRUE(tt.probe(pos.key(), data));
    EXPECT_EQ(data.depth, 1);
    EXPECT_EQ(data.move, e4);
    EXPECT_GT(tt.hashfull(), -1);
    tt.clear();
    EXPECT_FALSE(tt.probe(pos.key(), data));
}

TEST(TranspositionTable, ManyKeysInATinyTableNeverGiveWrongHits)
{
    search::TranspositionTable tt(0); // one cluster
    for (Key k = 1; k <= 100; ++k)
        tt.store(k * 0x9E3779B97F4A7C15ULL, Move(), int(k), int(k % 10), search::Bound::Lower);
    int hits = 0;
    for (Key k = 1; k <= 100; ++k) {
        search::TTData data;
        if (tt.probe(k * 0x9E3779B97F4A7C15ULL, data)) {
            ++hits;
            EXPECT_EQ(data.score, int(k));
        }
    }
    EXPECT_GE(hits, 1);
    EXPECT_LE(hits, 4);
}
