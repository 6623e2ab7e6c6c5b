// PositionIndex (issue 25): every status equals the status worked out from the node's whole path,
// whether it came from walking back or from the repetition table, on trees with long shuffles and
// variations that repeat the main line; and a 400,000-ply shuffle is indexed in linear time
// (before: each status searched every earlier occurrence of its key, 64k plies 25.9 s).
#include "positionindex.h"

#include "core/status.h"
#include "game/pgnreader.h"

#include <gtest/gtest.h>

#include <chrono>
#include <string>

using namespace kibitz;

namespace {

// The tree of the only game of text.
game::GameTree treeOf(const std::string& text)
{
    game::PgnReadResult read = game::readPgn(text);
    EXPECT_TRUE(read.errors.empty()) << (read.errors.empty() ? "" : read.errors.front().message.english());
    EXPECT_EQ(read.games.size(), 1u);
    return read.games.empty() ? game::GameTree() : std::move(read.games.front().tree);
}

// The status from the whole path: the keys of every ancestor, none left out (a position cannot
// come back across a capture or a pawn move, so the core's window changes nothing).
core::GameStatus fromThePath(const game::GameTree& tree, game::NodeId id)
{
    std::vector<core::Key> history;
    for (const game::NodeId n : tree.path(id))
        if (n != id)
            history.push_back(tree.node(n).position.key());
    return core::gameStatus(tree.node(id).position, history);
}

bool same(const core::GameStatus& a, const core::GameStatus& b)
{
    return a.state == b.state && a.inCheck == b.inCheck && a.canClaimFiftyMove == b.canClaimFiftyMove
        && a.canClaimThreefold == b.canClaimThreefold && a.winner == b.winner;
}

// Knight moves back and forth, `cycles` times over from move `first`: every fourth ply repeats.
std::string shuffle(int cycles, int first = 1)
{
    std::string moves;
    for (int i = 0; i < cycles; ++i)
        moves += std::to_string(first + 2 * i) + ". Nf3 Nf6 " + std::to_string(first + 2 * i + 1) + ". Ng1 Ng8 ";
    return moves;
}

// Asks for the statuses of all nodes in the given order and compares each with the whole path.
void expectAllFromThePath(const game::GameTree& tree, bool backwards)
{
    PositionIndex index(tree);
    int compared = 0;
    for (game::NodeId i = 0; i < tree.idLimit(); ++i) {
        const game::NodeId id = backwards ? tree.idLimit() - 1 - i : i;
        if (!tree.contains(id))
            continue;
        const core::GameStatus expected = fromThePath(tree, id), got = index.status(id);
        EXPECT_TRUE(same(got, expected)) << "node " << id << " ply " << tree.node(id).ply << ": state "
                                         << int(got.state) << " threefold " << got.canClaimThreefold
                                         << ", expected " << int(expected.state) << " threefold "
                                         << expected.canClaimThreefold;
        ++compared;
    }
    EXPECT_EQ(compared, int(tree.size()));
}

} // namespace

// Short windows are walked; long ones, once the plies walked exceed the tree, come from the
// table. Variations shuffle too (repeating the main line's positions and their own), one starts
// after a pawn move (nothing before it counts), and the main line runs past the fifth occurrence.
TEST(PositionIndex, EveryStatusIsThatOfTheWholePath)
{
    const std::string text = "[Result \"*\"]\n\n" + shuffle(3) + "7. Nc3 (7. Nf3 Nf6 8. Ng1 Ng8 9. Nf3) Nc6 8. Nb1 Nb8 "
        + "(8... e5 9. Nf3 Nf6 10. Ng1 Ng8 11. Nf3 Nf6 12. Ng1 Ng8 13. Nf3 Nf6 14. Ng1 Ng8) " + shuffle(40, 9)
        + "89. e4 " + "(89. Nf3 Nf6 90. Ng1 Ng8) e5 " + shuffle(30, 90) + "*";
    const game::GameTree tree = treeOf(text);
    ASSERT_GT(tree.size(), 300u);
    expectAllFromThePath(tree, false);
    expectAllFromThePath(tree, true);
}

// A long game from a FEN whose halfmove clock is already high: its windows reach the start.
TEST(PositionIndex, AWindowThatReachesTheStartCountsTheStart)
{
    const std::string text = "[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 90 1\"]\n\n" + shuffle(30) + "*";
    const game::GameTree tree = treeOf(text);
    expectAllFromThePath(tree, false);
    expectAllFromThePath(tree, true);
}

// 400,000 plies: every status, as the evaluation graph asks for them, in about a second (the walk
// or the search through every earlier occurrence took minutes).
TEST(PositionIndex, A400000PlyGameTakesLinearTime)
{
    const game::GameTree tree = treeOf("[Result \"*\"]\n\n" + shuffle(100000) + "*");
    ASSERT_EQ(tree.size(), 400001u);
    PositionIndex index(tree);
    const auto start = std::chrono::steady_clock::now();
    int drawn = 0;
    for (game::NodeId id = game::RootNode; id != game::NoNode; id = tree.mainChild(id))
        drawn += index.status(id).state == core::GameState::FivefoldRepetition;
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    EXPECT_EQ(drawn, 400001 - 16); // from ply 16 on every position has come five times
    EXPECT_LT(seconds, 3.0);
}
