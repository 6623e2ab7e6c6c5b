// The built-in engine's search: mates, legality over random positions, draws, stop, MultiPV,
// determinism, strength levels, and the evaluation and exchange helpers.
#include "search/evaluate.h"
#include "search/search.h"

#include "corehelpers.h"

#include "core/fen.h"
#include "core/movegen.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <future>
#include <random>
#include <thread>

using namespace kibitz;
using namespace kibitz::core;
using kibitz::test::fromFen;
using search::Limits;
using search::Searcher;

namespace {

Limits depthLimit(int depth, int multiPv = 1)
{
    Limits l;
    l.depth = depth;
    l.multiPv = multiPv;
    return l;
}

bool isCheckmate(const Position& p) { return p.inCheck() && !hasLegalMove(p); }

// Plays moves from pos, failing the test on the first illegal one; returns the final position.
Position playLine(Position pos, const std::vector<Move>& moves)
{
    for (const Move m : moves) {
        EXPECT_TRUE(isLegalMove(pos, m)) << moveToUci(m);
        if (!isLegalMove(pos, m))
            break;
        UndoInfo u;
        pos.makeMove(m, u);
    }
    return pos;
}

struct MateCase {
    const char* fen;
    int moves; // mate in this many moves (verified with Stockfish 15.1)
};

const MateCase MateCases[] = {
    {"6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", 1},
    {"r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 4 4", 1},
    {"rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2", 1},
    {"6rk/6pp/8/6N1/8/8/8/6K1 w - - 0 1", 1},
    {"k7/2P5/1K6/8/8/8/8/8 w - - 0 1", 1},
    {"7k/8/5K2/8/8/8/8/6Q1 w - - 0 1", 1},
    {"r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1", 2},
    {"6k1/pp4p1/2p5/2bp4/8/P5Pb/1P3rrP/2BRRN1K b - - 0 1", 2},
    {"k7/8/2K5/8/8/8/8/1R6 w - - 0 1", 2},
    {"1r6/8/8/8/8/2k5/8/K7 b - - 0 1", 2},
    {"6k1/8/1q6/8/8/7n/6PP/R6K b - - 0 1", 2},
    {"r6k/6pp/7N/8/8/1Q6/8/6K1 w - - 0 1", 2},
    {"r5rk/5p1p/5R2/4B3/8/8/7P/7K w - - 0 1", 3},
    {"1k5r/pP3ppp/3p2b1/1BN1n3/1Q2P3/P1B5/KP3P1P/7q w - - 1 1", 3},
    {"r1b1kb1r/pppp1ppp/5q2/4n3/3KP3/2N3PN/PPP4P/R1BQ1B1R b kq - 0 1", 3},
};

// Positions with castling, e.p., promotions, pins and checks (perft test positions and others).
const char* const TrickyFens[] = {
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1",
    "8/P7/8/8/8/8/7p/K6k w - - 0 1",
    "4k3/8/8/8/8/8/8/4K2R w K - 0 1",
    "3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1",
    "8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1",
};

} // namespace

TEST(Search, FindsMatesInOneTwoAndThree)
{
    for (const MateCase& c : MateCases) {
        SCOPED_TRACE(c.fen);
        Position root;
        ASSERT_FALSE(parseFen(c.fen, root).has_value());
        Searcher searcher(4);
        const auto result = searcher.search(root, {}, depthLimit(2 * c.moves + 2));
        ASSERT_TRUE(search::isMateScore(result.score)) << result.score;
        EXPECT_EQ(search::mateInMoves(result.score), c.moves);
        ASSERT_FALSE(result.lines.empty());
        const auto& pv = result.lines.front().pv;
        ASSERT_EQ(int(pv.size()), 2 * c.moves - 1);
        EXPECT_EQ(pv.front(), result.bestMove);
        EXPECT_TRUE(isCheckmate(playLine(root, pv)));
    }
}

TEST(Search, NeverReturnsAnIllegalMoveFromRandomPlayouts)
{
    std::mt19937 rng(20240611);
    Searcher searcher(1);
    int searched = 0;
    for (int game = 0; game < 60; ++game) {
        Position pos = Position::startPosition();
        std::vector<Key> history;
        for (int ply = 0; ply < 120; ++ply) {
            MoveList legal;
            generateLegalMoves(pos, legal);
            Limits limits;
            limits.nodes = 50 + rng() % 800;
            limits.multiPv = 1 + int(rng() % 3);
            searcher.setStrength({int(rng() % 21), rng()});
            const auto result = searcher.search(pos, history, limits);
            ++searched;
            if (legal.empty()) {
                EXPECT_TRUE(result.bestMove.isNull());
                break;
            }
            ASSERT_TRUE(legal.contains(result.bestMove)) << toFen(pos) << " " << moveToUci(result.bestMove);
            for (const auto& line : result.lines)
                playLine(pos, line.pv);
            history.push_back(pos.key());
            UndoInfo u;
            pos.makeMove(legal[int(rng() % legal.size())], u);
        }
    }
    EXPECT_GT(searched, 3000);
}

TEST(Search, TrickyPositionsGiveLegalMovesAndLines)
{
    for (const char* fen : TrickyFens) {
        SCOPED_TRACE(fen);
        const Position root = fromFen(fen);
        for (std::uint64_t nodes : {1ULL, 100ULL, 5000ULL}) {
            Searcher searcher(1);
            Limits limits;
            limits.nodes = nodes;
            limits.multiPv = 3;
            std::vector<search::SearchInfo> infos;
            const auto result =
                searcher.search(root, {}, limits, [&](const search::SearchInfo& i) { infos.push_back(i); });
            EXPECT_TRUE(isLegalMove(root, result.bestMove));
            for (const auto& info : infos) {
                EXPECT_GE(info.selDepth, info.depth);
                playLine(root, info.pv);
            }
        }
    }
}

TEST(Search, MatedAndStalematedRootsHaveNoMove)
{
    Searcher searcher(1);
    const auto mated =
        searcher.search(fromFen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"), {}, depthLimit(4));
    EXPECT_TRUE(mated.bestMove.isNull());
    EXPECT_EQ(mated.score, -search::MateScore);
    const auto stalemate = searcher.search(fromFen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"), {}, depthLimit(4));
    EXPECT_TRUE(stalemate.bestMove.isNull());
    EXPECT_EQ(stalemate.score, 0);
}

TEST(Search, AvoidsStalematingWhenWinning)
{
    // Every king move and several queen moves stalemate Black; the search must see it.
    const Position root = fromFen("k7/8/1Q6/8/8/8/8/7K w - - 0 1");
    Searcher searcher(4);
    const auto result = searcher.search(root, {}, depthLimit(5));
    EXPECT_GT(result.score, 500);
    const Position after = playLine(root, {result.bestMove});
    EXPECT_TRUE(hasLegalMove(after));
}

TEST(Search, RepetitionInTheGameHistoryIsADraw)
{
    // White (a queen down) can only hope for a draw: Kg1 repeats a position of the game.
    const Position root = fromFen("6k1/8/q7/8/8/8/8/7K w - - 6 40");
    const Position repeated = fromFen("6k1/8/q7/8/8/8/8/6K1 b - - 7 40");
    Searcher searcher(4);
    const auto lost = searcher.search(root, {}, depthLimit(5));
    EXPECT_LT(lost.score, -500);

    searcher.clear();
    const std::vector<Key> history = {Position::startPosition().key(), repeated.key(), 1234, 5678};
    const auto drawn = searcher.search(root, history, depthLimit(5));
    EXPECT_EQ(drawn.score, 0);
    EXPECT_EQ(moveToUci(drawn.bestMove), "h1g1");
}

TEST(Search, FiftyMoveRuleIsADraw)
{
    Searcher searcher(4);
    const auto lost = searcher.search(fromFen("6k1/8/q7/8/8/8/8/7K w - - 0 80"), {}, depthLimit(5));
    EXPECT_LT(lost.score, -500);
    searcher.clear();
    const auto drawn = searcher.search(fromFen("6k1/8/q7/8/8/8/8/7K w - - 99 80"), {}, depthLimit(5));
    EXPECT_EQ(drawn.score, 0);
}

TEST(Search, StopReturnsPromptlyWithALegalMove)
{
    const Position root = fromFen(TrickyFens[0]);
    Searcher searcher(8);
    Limits limits;
    limits.infinite = true;
    std::promise<void> depth3; // set once by the search thread's first report at depth 3
    bool signalled = false;
    auto future = std::async(std::launch::async, [&] {
        return searcher.search(root, {}, limits, [&](const search::SearchInfo& i) {
            if (i.depth >= 3 && !signalled) {
                signalled = true;
                depth3.set_value();
            }
        });
    });
    const bool reached = depth3.get_future().wait_for(std::chrono::seconds(60)) == std::future_status::ready;
    searcher.stop();
    ASSERT_TRUE(reached);
    // Only a guard against hanging the suite; stopping takes microseconds.
    ASSERT_EQ(future.wait_for(std::chrono::seconds(60)), std::future_status::ready);
    const auto result = future.get();
    EXPECT_TRUE(isLegalMove(root, result.bestMove));
    EXPECT_GE(result.depth, 3);
}

TEST(Search, ExternalStopFlagSetBeforeTheSearchStillGivesAMove)
{
    const Position root = Position::startPosition();
    Searcher searcher(1);
    std::atomic<bool> flag{true};
    searcher.setStopFlag(&flag);
    Limits limits;
    limits.infinite = true;
    const auto result = searcher.search(root, {}, limits);
    EXPECT_TRUE(isLegalMove(root, result.bestMove));
    EXPECT_EQ(result.depth, 0);
}

TEST(Search, MultiPvLinesAreOrderedAndDistinct)
{
    const Position root = fromFen(TrickyFens[4]);
    Searcher searcher(8);
    std::vector<search::SearchInfo> last;
    int lastDepth = 0;
    const auto result = searcher.search(root, {}, depthLimit(6, 4), [&](const search::SearchInfo& i) {
        if (i.bound != search::Bound::Exact)
            return;
        if (i.depth != lastDepth)
            last.clear();
        lastDepth = i.depth;
        last.push_back(i);
    });
    ASSERT_EQ(result.lines.size(), 4u);
    ASSERT_EQ(last.size(), 4u);
    for (std::size_t i = 0; i < 4; ++i) {
        EXPECT_EQ(last[i].multiPv, int(i) + 1);
        EXPECT_EQ(last[i].pv, result.lines[i].pv);
        if (i > 0) {
            EXPECT_GE(result.lines[i - 1].score, result.lines[i].score);
            for (std::size_t j = 0; j < i; ++j)
                EXPECT_NE(result.lines[i].pv.front(), result.lines[j].pv.front());
        }
    }
    EXPECT_EQ(result.bestMove, result.lines.front().pv.front());
}

TEST(Search, MultiPvIsCappedByTheNumberOfLegalMoves)
{
    const Position root = fromFen("4k3/8/8/8/8/8/8/R3K3 b - - 0 1"); // Kd7, Ke7, Kf7, Kd8, Kf8
    Searcher searcher(1);
    const auto result = searcher.search(root, {}, depthLimit(3, 10));
    EXPECT_EQ(result.lines.size(), 5u);
}

TEST(Search, SameSeedAndLimitsGiveTheSameSearch)
{
    for (const char* fen : TrickyFens) {
        const Position root = fromFen(fen);
        for (int level : {search::MaxLevel, 3}) {
            Searcher a(2), b(2);
            a.setStrength({level, 77});
            b.setStrength({level, 77});
            Limits limits;
            limits.nodes = 20000;
            const auto ra = a.search(root, {}, limits);
            const auto rb = b.search(root, {}, limits);
            EXPECT_EQ(ra.bestMove, rb.bestMove) << fen;
            EXPECT_EQ(ra.score, rb.score);
            EXPECT_EQ(ra.nodes, rb.nodes);
            ASSERT_EQ(ra.lines.size(), rb.lines.size());
            for (std::size_t i = 0; i < ra.lines.size(); ++i)
                EXPECT_EQ(ra.lines[i].pv, rb.lines[i].pv);
        }
    }
}

TEST(Search, LowLevelsVaryWithTheSeedAndStayLegal)
{
    int differences = 0;
    for (const char* fen : TrickyFens) {
        const Position root = fromFen(fen);
        Move first;
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            Searcher s(1);
            s.setStrength({0, seed});
            const auto r = s.search(root, {}, Limits{});
            ASSERT_TRUE(isLegalMove(root, r.bestMove));
            EXPECT_LE(r.depth, search::levelSettings(0).maxDepth);
            if (seed == 1)
                first = r.bestMove;
            else if (r.bestMove != first)
                ++differences;
        }
    }
    EXPECT_GT(differences, 0);
}

TEST(Search, LevelsGrowStronger)
{
    for (int level = 1; level <= search::MaxLevel; ++level) {
        const auto lower = search::levelSettings(level - 1), higher = search::levelSettings(level);
        EXPECT_GE(higher.maxDepth, lower.maxDepth);
        EXPECT_LE(higher.noiseCp, lower.noiseCp);
        EXPECT_LE(higher.blunderPercent, lower.blunderPercent);
    }
    EXPECT_EQ(search::levelSettings(search::MaxLevel).candidates, 1);
}
