// The game tree's storage: node blocks of 8, detached slots kept for restore(), the thread's pool
// of freed blocks. Everything is checked against a reference the test keeps itself (a
// parent/children model, PGN written beforehand). ChildList itself: tst_childlist.cpp.
#include "game/childlist.h"
#include "game/game.h"
#include "game/gametree.h"
#include "game/pgnwriter.h"

#include "core/movegen.h"

#include <gtest/gtest.h>

#include <map>
#include <random>
#include <thread>

using namespace kibitz;
using namespace kibitz::game;

namespace {

std::vector<NodeId> items(const ChildList& list) { return std::vector<NodeId>(list.begin(), list.end()); }

// The tree as the test sees it: each id's parent, move and children, kept by the test itself.
struct RefNode {
    NodeId parent = NoNode;
    core::Move move;
    std::vector<NodeId> children;
    bool live = true;
};
using RefTree = std::map<NodeId, RefNode>;

void expectMatches(const GameTree& tree, const RefTree& ref)
{
    EXPECT_EQ(tree.checkInvariants(), "");
    std::size_t live = 0;
    ASSERT_EQ(tree.idLimit(), NodeId(ref.size()));
    for (const auto& [id, r] : ref) {
        ASSERT_EQ(tree.contains(id), r.live) << id;
        if (!r.live)
            continue;
        ++live;
        const Node& n = tree.node(id);
        EXPECT_EQ(n.id, id);
        EXPECT_EQ(n.parent, r.parent) << id;
        EXPECT_TRUE(n.move == r.move) << id;
        EXPECT_EQ(items(n.children), r.children) << id;
    }
    EXPECT_EQ(tree.size(), live);
}

// Builds trees by random edits, mirroring each in a RefTree.
class Builder {
public:
    explicit Builder(unsigned seed) : m_rng(seed) { m_ref[RootNode] = RefNode{}; }

    GameTree& tree() { return m_game.tree; }
    const Game& game() const { return m_game; }
    const RefTree& ref() const { return m_ref; }

    // Adds a random legal move after parent (a move it has no child for yet, after which there
    // are two legal moves at least, so that every node can take a variation); NoNode if none.
    NodeId add(NodeId parent)
    {
        core::MoveList moves;
        core::generateLegalMoves(tree().node(parent).position, moves);
        std::vector<core::Move> fresh;
        for (core::Move m : moves) {
            core::Position after = tree().node(parent).position;
            core::UndoInfo undo;
            after.makeMove(m, undo);
            if (tree().findChild(parent, m) == NoNode && core::countLegalMoves(after) >= 2)
                fresh.push_back(m);
        }
        if (fresh.empty())
            return NoNode;
        const core::Move m = fresh[m_rng() % fresh.size()];
        const NodeId id = tree().addChild(parent, m);
        EXPECT_EQ(id, NodeId(m_ref.size())); // ids are handed out in order, never reused
        m_ref[id] = RefNode{parent, m, {}, true};
        m_ref[parent].children.push_back(id);
        return id;
    }
    // A line of `plies` moves after from; returns its last node.
    NodeId line(NodeId from, int plies)
    {
        for (int i = 0; i < plies; ++i) {
            const NodeId next = add(from);
            if (next == NoNode)
                break;
            from = next;
        }
        return from;
    }
    void detach(NodeId id)
    {
        auto& siblings = m_ref[m_ref[id].parent].children;
        siblings.erase(std::find(siblings.begin(), siblings.end(), id));
        setLive(id, false);
        m_detached.push_back(tree().detach(id));
        m_detachedIds.push_back(id);
        m_detachedAt.push_back(m_detached.back().index);
    }
    // Restores the last detached subtree.
    void restore()
    {
        const NodeId id = m_detachedIds.back();
        auto& siblings = m_ref[m_ref[id].parent].children;
        siblings.insert(siblings.begin() + m_detachedAt.back(), id);
        setLive(id, true);
        tree().restore(std::move(m_detached.back()));
        m_detached.pop_back();
        m_detachedIds.pop_back();
        m_detachedAt.pop_back();
    }
    bool canRestore() const { return !m_detached.empty(); }
    void moveChild(NodeId id, int index)
    {
        auto& siblings = m_ref[m_ref[id].parent].children;
        siblings.erase(std::find(siblings.begin(), siblings.end(), id));
        siblings.insert(siblings.begin() + index, id);
        tree().moveChild(id, index);
    }
    // A random live node other than the root, or NoNode.
    NodeId randomLive(bool allowRoot)
    {
        std::vector<NodeId> live;
        for (const auto& [id, r] : m_ref)
            if (r.live && (allowRoot || id != RootNode))
                live.push_back(id);
        return live.empty() ? NoNode : live[m_rng() % live.size()];
    }
    std::mt19937& rng() { return m_rng; }

    // Random growth, variations, reordering and delete/restore: crosses many blocks.
    void randomEdits(int steps)
    {
        for (int i = 0; i < steps; ++i) {
            const unsigned op = m_rng() % 10;
            if (op < 5) {
                line(randomLive(true), 1 + int(m_rng() % 12));
            } else if (op < 7) {
                const NodeId id = randomLive(false);
                if (id != NoNode)
                    moveChild(id, int(m_rng() % m_ref[m_ref[id].parent].children.size()));
            } else if (op < 9) {
                const NodeId id = randomLive(false);
                if (id != NoNode)
                    detach(id);
            } else if (canRestore()) {
                restore();
            }
        }
    }

private:
    void setLive(NodeId id, bool live)
    {
        m_ref[id].live = live;
        for (NodeId c : m_ref[id].children)
            setLive(c, live);
    }

    std::mt19937 m_rng;
    Game m_game;
    RefTree m_ref;
    std::vector<Subtree> m_detached;
    std::vector<NodeId> m_detachedIds;
    std::vector<int> m_detachedAt;
};

TEST(GameTreeStorage, LongLinesCrossBlocks)
{
    for (int plies : {7, 8, 9, 63, 64, 65, 200}) {
        SCOPED_TRACE(plies);
        Builder b{unsigned(plies)};
        const NodeId end = b.line(RootNode, plies);
        expectMatches(b.tree(), b.ref());
        EXPECT_EQ(b.tree().node(end).ply, int(b.ref().size()) - 1);
        EXPECT_EQ(b.tree().path(end).size(), b.ref().size());
    }
}

TEST(GameTreeStorage, DeepVariations)
{
    Builder b(7);
    NodeId from = b.line(RootNode, 4);
    for (int depth = 1; depth <= 40; ++depth) {
        // A variation beside from's main continuation, nested in the previous one.
        const NodeId mainNext = b.tree().mainChild(from) == NoNode ? b.add(from) : b.tree().mainChild(from);
        ASSERT_NE(mainNext, NoNode) << depth << " " << b.tree().node(from).san << " " << b.tree().node(from).ply;
        const NodeId var = b.add(from);
        ASSERT_NE(var, NoNode);
        EXPECT_EQ(b.tree().variationDepth(var), depth);
        from = b.line(var, 2);
    }
    expectMatches(b.tree(), b.ref());
    EXPECT_GT(b.ref().size(), 64u);
}

TEST(GameTreeStorage, DetachAndRestoreEachOfManySiblings)
{
    Builder b(5);
    const NodeId at = b.line(RootNode, 3);
    for (int i = 0; i < 6; ++i)
        b.line(at, 2); // six children: past the two kept in place
    const std::string before = toPgn(b.game());
    const std::vector<NodeId> children = items(b.tree().node(at).children);
    ASSERT_EQ(children.size(), 6u);
    for (NodeId child : children) {
        b.detach(child);
        expectMatches(b.tree(), b.ref());
        b.moveChild(b.tree().node(at).children.back(), 1);
        expectMatches(b.tree(), b.ref());
        b.moveChild(b.tree().node(at).children[1], int(b.tree().node(at).children.size()) - 1);
        b.restore();
        expectMatches(b.tree(), b.ref());
    }
    EXPECT_EQ(items(b.tree().node(at).children), children);
    EXPECT_EQ(toPgn(b.game()), before);
}

TEST(GameTreeStorage, RandomEditsMatchReference)
{
    for (unsigned seed : {1u, 2u, 3u}) {
        SCOPED_TRACE(seed);
        Builder b(seed);
        for (int round = 0; round < 30; ++round) {
            b.randomEdits(10);
            expectMatches(b.tree(), b.ref());
        }
        EXPECT_GT(b.ref().size(), 200u);
    }
}

TEST(GameTreeStorage, RestoreGivesBackIdsAndPgn)
{
    Builder b(11);
    b.randomEdits(60);
    while (b.canRestore())
        b.restore();
    const std::string before = toPgn(b.game());
    const RefTree refBefore = b.ref();
    // Detach several subtrees (a leaf, an inner node, a main-line node), then restore in reverse.
    std::vector<NodeId> cut;
    for (int i = 0; i < 5; ++i) {
        const NodeId id = b.randomLive(false);
        ASSERT_NE(id, NoNode);
        cut.push_back(id);
        b.detach(id);
        EXPECT_FALSE(b.tree().contains(id));
        expectMatches(b.tree(), b.ref());
    }
    EXPECT_NE(toPgn(b.game()), before);
    const NodeId limit = b.tree().idLimit();
    const NodeId added = b.line(RootNode, 3); // new ids while subtrees are out: never one of theirs
    EXPECT_EQ(added, limit + 2);
    while (b.canRestore())
        b.restore();
    expectMatches(b.tree(), b.ref());
    // Without the three moves added meanwhile, the tree and its text are the ones from before.
    b.detach(limit);
    EXPECT_EQ(toPgn(b.game()), before);
    for (const auto& [id, r] : refBefore) {
        EXPECT_EQ(b.tree().contains(id), r.live);
        if (r.live) {
            EXPECT_EQ(items(b.tree().node(id).children), r.children) << id;
        }
    }
}

// One tree's content as text: what pooled and fresh blocks must give alike.
std::string dump(unsigned seed)
{
    Builder b(seed);
    b.randomEdits(40);
    expectMatches(b.tree(), b.ref());
    std::string out = toPgn(b.game());
    for (NodeId id = 0; id < b.tree().idLimit(); ++id)
        if (b.tree().contains(id))
            out += std::to_string(id) + ":" + std::to_string(b.tree().node(id).parent) + b.tree().node(id).san + " ";
    return out;
}

// The same trees built with blocks fresh from the heap (a new thread's first trees, its pool empty).
std::vector<std::string> freshDumps(unsigned seeds)
{
    std::vector<std::string> out(seeds);
    for (unsigned s = 0; s < seeds; ++s)
        std::thread([&out, s] { out[s] = dump(s); }).join();
    return out;
}

// Trees of every seed, built again and again, some kept alive while others go (pool in and out).
void buildRepeatedly(const std::vector<std::string>& fresh, int rounds, std::vector<std::string>& failures)
{
    std::vector<std::unique_ptr<Builder>> kept;
    for (int r = 0; r < rounds; ++r) {
        for (unsigned s = 0; s < fresh.size(); ++s) {
            const unsigned seed = (s + unsigned(r)) % unsigned(fresh.size());
            if (dump(seed) != fresh[seed])
                failures.push_back("seed " + std::to_string(seed) + " round " + std::to_string(r));
        }
        kept.push_back(std::make_unique<Builder>(unsigned(r)));
        kept.back()->randomEdits(15);
        if (kept.size() > 3)
            kept.erase(kept.begin() + (r % 3));
    }
}

TEST(GameTreeStorage, PooledBlocksGiveTheSameTreesAsFreshOnes)
{
    const std::vector<std::string> fresh = freshDumps(6);
    std::vector<std::string> failures;
    buildRepeatedly(fresh, 8, failures);
    EXPECT_TRUE(failures.empty()) << failures.front();
}

TEST(GameTreeStorage, PooledBlocksOnSeveralThreads)
{
    const std::vector<std::string> fresh = freshDumps(6);
    std::vector<std::vector<std::string>> failures(4);
    std::vector<std::thread> threads;
    for (std::size_t t = 0; t < failures.size(); ++t)
        threads.emplace_back([&fresh, &failures, t] { buildRepeatedly(fresh, 5, failures[t]); });
    for (std::thread& t : threads)
        t.join();
    for (const auto& f : failures)
        EXPECT_TRUE(f.empty()) << f.front();
}

} // namespace
