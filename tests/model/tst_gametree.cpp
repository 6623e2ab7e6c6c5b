// GameTree: nodes, lines, variations, detach/restore with stable ids, reordering, observer steps.
#include "game/gametree.h"

#include "core/fen.h"
#include "core/movegen.h"
#include "core/san.h"

#include <gtest/gtest.h>

#include <random>
#include <sstream>

using namespace kibitz;
using namespace kibitz::game;

namespace {

// Plays SAN moves after node, each as the last child; returns the last node.
NodeId play(GameTree& tree, NodeId node, const std::string& sans)
{
    std::istringstream in(sans);
    std::string san;
    while (in >> san) {
        core::Move m;
        const auto err = core::parseSan(tree.node(node).position, san, m);
        EXPECT_FALSE(err.has_value()) << san;
        if (err)
            return node;
        node = tree.addChild(node, m);
    }
    return node;
}

// Records observer calls and checks the documented preconditions of each elementary step.
struct RecordingObserver : GameTree::Observer {
    const GameTree* tree = nullptr;
    std::vector<std::string> log;
    void nodeAboutToBeLinked(NodeId parent, int index, NodeId node) override
    {
        if (index == 0) {
            EXPECT_TRUE(tree->node(parent).children.empty());
        }
        log.push_back("link " + std::to_string(parent) + " " + std::to_string(index) + " " + std::to_string(node));
    }
    void nodeLinked(NodeId node) override { log.push_back("linked " + std::to_string(node)); }
    void nodeAboutToBeUnlinked(NodeId node) override
    {
        if (tree->childIndex(node) == 0) {
            EXPECT_EQ(tree->node(tree->node(node).parent).children.size(), 1u);
        }
        log.push_back("unlink " + std::to_string(node));
    }
    void nodeUnlinked(NodeId parent, int index, NodeId node) override
    {
        log.push_back("unlinked " + std::to_string(parent) + " " + std::to_string(index) + " " + std::to_string(node));
    }
};

} // namespace

TEST(GameTree, RootHoldsStartPosition)
{
    GameTree tree;
    EXPECT_EQ(tree.size(), 1u);
    EXPECT_EQ(core::toFen(tree.root().position), core::StartFen);
    EXPECT_EQ(tree.root().ply, 0);
    EXPECT_EQ(tree.mainChild(RootNode), NoNode);
    EXPECT_EQ(tree.checkInvariants(), "");
}

TEST(GameTree, AddChildStoresSanPositionAndPly)
{
    GameTree tree;
    const NodeId last = play(tree, RootNode, "e4 e5 Nf3 Nc6 Bb5");
    const Node& n = tree.node(last);
    EXPECT_EQ(n.san, "Bb5");
    EXPECT_EQ(n.ply, 5);
    EXPECT_EQ(core::toFen(n.position), "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3");
    EXPECT_TRUE(tree.isMainLine(last));
    EXPECT_EQ(tree.lineEnd(RootNode), last);
    EXPECT_EQ(tree.path(last).size(), 6u);
    EXPECT_EQ(tree.root().line.size(), 6u);
    EXPECT_EQ(tree.checkInvariants(), "");
}

// A node's SAN is written when node() first hands the node out, not when the move is added (the
// PGN reader adds every move of a file, most are never shown); as toSan writes it, check marks,
// disambiguation and null moves included, and kept by clones.
TEST(GameTree, SanIsWrittenWhenTheNodeIsFirstRead)
{
    core::Position start;
    ASSERT_FALSE(core::parseFen("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", start));
    GameTree tree(start);
    std::vector<NodeId> ids;
    NodeId n = RootNode;
    for (const core::Move m : {core::Move(core::E1, core::E2), core::Move(core::E8, core::E7),
                               core::Move(core::A1, core::D1), core::Move(), core::Move(core::H1, core::H7)}) {
        n = tree.addChild(n, m);
        ids.push_back(n);
    }
    for (const NodeId id : ids)
        EXPECT_EQ(tree.stored(id).san, "") << id;
    EXPECT_EQ(tree.node(ids[2]).san, "Rad1");
    EXPECT_EQ(tree.stored(ids[1]).san, ""); // only the node asked for
    const GameTree copy = tree.clone();
    std::vector<std::string> sans;
    for (const NodeId id : ids)
        sans.push_back(tree.node(id).san);
    EXPECT_EQ(sans, (std::vector<std::string>{"Ke2", "Ke7", "Rad1", "--", "Rh7+"}));
    EXPECT_EQ(copy.stored(ids[2]).san, "Rad1");
    EXPECT_EQ(copy.stored(ids[4]).san, "");
    EXPECT_EQ(copy.node(ids[4]).san, "Rh7+");
    EXPECT_EQ(tree.checkInvariants(), "");
}

TEST(GameTree, SecondChildStartsAVariationLine)
{
    GameTree tree;
    const NodeId e4 = play(tree, RootNode, "e4");
    const NodeId e5 = play(tree, e4, "e5");
    const NodeId c5 = play(tree, e4, "c5");
    const NodeId nf3 = play(tree, c5, "Nf3");
    EXPECT_EQ(tree.node(e4).children, (std::vector<NodeId>{e5, c5}));
    EXPECT_TRUE(tree.isMainLine(e5));
    EXPECT_FALSE(tree.isMainLine(c5));
    EXPECT_EQ(tree.node(nf3).lineStart, c5);
    EXPECT_EQ(tree.node(nf3).lineIndex, 1);
    EXPECT_EQ(tree.variationDepth(nf3), 1);
    const NodeId d6 = play(tree, nf3, "d6");
    const NodeId nc6 = play(tree, nf3, "Nc6");
    EXPECT_EQ(tree.variationDepth(nc6), 2);
    EXPECT_EQ(tree.lineEnd(c5), d6);
    EXPECT_EQ(tree.findChild(e4, tree.node(c5).move), c5);
    EXPECT_TRUE(tree.isAncestor(RootNode, nc6));
    EXPECT_TRUE(tree.isAncestor(e4, nc6));
    EXPECT_TRUE(tree.isAncestor(nf3, nc6));
    EXPECT_TRUE(tree.isAncestor(nc6, nc6));
    EXPECT_FALSE(tree.isAncestor(e5, nc6));
    EXPECT_FALSE(tree.isAncestor(d6, nc6));
    EXPECT_FALSE(tree.isAncestor(nc6, nf3));
    EXPECT_EQ(tree.checkInvariants(), "");
}

TEST(GameTree, DetachAndRestoreKeepIds)
{
    GameTree tree;
    const NodeId e4 = play(tree, RootNode, "e4");
    play(tree, e4, "e5 Nf3 Nc6");
    const NodeId c5 = play(tree, e4, "c5");
    const NodeId sic = play(tree, c5, "Nf3 d6 d4");
    play(tree, tree.node(sic).parent, "Nc3");
    GameTree before = tree.clone();
    const std::size_t size = tree.size();

    Subtree sub = tree.detach(c5);
    EXPECT_EQ(tree.size(), size - 5);
    EXPECT_FALSE(tree.contains(c5));
    EXPECT_FALSE(tree.contains(sic));
    EXPECT_EQ(tree.checkInvariants(), "");

    tree.restore(std::move(sub));
    EXPECT_TRUE(tree.contains(sic));
    EXPECT_EQ(tree.node(sic).san, "d4");
    EXPECT_TRUE(tree.sameContent(before));
    EXPECT_EQ(tree.checkInvariants(), "");
}

TEST(GameTree, DetachingTheMainContinuationPromotesTheNextSibling)
{
    GameTree tree;
    const NodeId e4 = play(tree, RootNode, "e4");
    const NodeId e5 = play(tree, e4, "e5");
    const NodeId c5 = play(tree, e4, "c5");
    const NodeId e6 = play(tree, e4, "e6");
    play(tree, c5, "Nf3 d6");
    GameTree before = tree.clone();

    Subtree sub = tree.detach(e5);
    EXPECT_EQ(tree.node(e4).children, (std::vector<NodeId>{c5, e6}));
    EXPECT_TRUE(tree.isMainLine(c5));
    EXPECT_EQ(tree.root().line.size(), 5u); // root e4 c5 Nf3 d6
    EXPECT_EQ(tree.checkInvariants(), "");

    tree.restore(std::move(sub));
    EXPECT_EQ(tree.node(e4).children, (std::vector<NodeId>{e5, c5, e6}));
    EXPECT_TRUE(tree.sameContent(before));
    EXPECT_EQ(tree.checkInvariants(), "");
}

TEST(GameTree, MoveChildReordersAndBack)
{
    GameTree tree;
    const NodeId e4 = play(tree, RootNode, "e4");
    const NodeId d4 = play(tree, RootNode, "d4");
    const NodeId c4 = play(tree, RootNode, "c4");
    play(tree, d4, "d5 c4");
    GameTree before = tree.clone();
    tree.moveChild(d4, 0);
    EXPECT_EQ(tree.root().children, (std::vector<NodeId>{d4, e4, c4}));
    EXPECT_EQ(tree.root().line.size(), 4u);
    EXPECT_FALSE(tree.sameContent(before));
    EXPECT_EQ(tree.checkInvariants(), "");
    tree.moveChild(d4, 1);
    EXPECT_TRUE(tree.sameContent(before));
    EXPECT_EQ(tree.checkInvariants(), "");
}

TEST(GameTree, ObserverSeesOnlyElementarySteps)
{
    GameTree tree;
    RecordingObserver obs;
    obs.tree = &tree;
    tree.setObserver(&obs);
    const NodeId e4 = play(tree, RootNode, "e4");
    const NodeId d4 = play(tree, RootNode, "d4");
    EXPECT_EQ(obs.log, (std::vector<std::string>{"link 0 0 1", "linked 1", "link 0 1 2", "linked 2"}));
    obs.log.clear();
    Subtree sub = tree.detach(e4);
    EXPECT_EQ(obs.log,
              (std::vector<std::string>{"unlink 2", "unlinked 0 1 2", "unlink 1", "unlinked 0 0 1", "link 0 0 2",
                                        "linked 2"}));
    obs.log.clear();
    tree.restore(std::move(sub));
    EXPECT_EQ(
        obs.log,
        (std::vector<std::string>{"unlink 2", "unlinked 0 0 2", "link 0 0 1", "linked 1", "link 0 1 2", "linked 2"}));
    EXPECT_EQ(tree.root().children, (std::vector<NodeId>{e4, d4}));
}

TEST(GameTree, CloneIsIndependent)
{
    GameTree tree;
    play(tree, RootNode, "e4 e5");
    GameTree copy = tree.clone();
    play(tree, RootNode, "d4");
    EXPECT_FALSE(copy.sameContent(tree));
    EXPECT_EQ(copy.size(), 3u);
    EXPECT_EQ(copy.checkInvariants(), "");
}

// resetTo gives the tree GameTree(start) makes, whatever the tree held: only a bare root keeps
// its storage (the PGN reader's case), a root with notes or moves is not just given a new position.
TEST(GameTree, ResetToIsAFreshTreeOfThatStart)
{
    core::Position start;
    ASSERT_FALSE(core::parseFen("4k3/8/8/8/8/8/4P3/4K3 w - - 3 40", start).has_value());
    GameTree bare;
    GameTree commented;
    commented.setComment(RootNode, "before the moves");
    GameTree played;
    const NodeId e5 = play(played, RootNode, "e4 e5");
    play(played, RootNode, "d4");
    played.setComment(e5, "a note");
    for (GameTree* tree : {&bare, &commented, &played}) {
        tree->resetTo(start);
        EXPECT_EQ(tree->checkInvariants(), "");
        EXPECT_TRUE(tree->sameContent(GameTree(start)));
        EXPECT_EQ(tree->size(), 1u);
        EXPECT_EQ(tree->idLimit(), NodeId(1));
        EXPECT_FALSE(tree->root().hasNotes());
        EXPECT_EQ(core::toFen(tree->root().position), "4k3/8/8/8/8/8/4P3/4K3 w - - 3 40");
        const NodeId e3 = play(*tree, RootNode, "e3");
        EXPECT_EQ(tree->node(e3).ply, 1);
        EXPECT_EQ(tree->node(e3).san, "e3");
        EXPECT_EQ(tree->checkInvariants(), "");
    }
}

TEST(GameTree, SameContentComparesCommentsAndNags)
{
    GameTree a;
    const NodeId n = play(a, RootNode, "e4");
    GameTree b = a.clone();
    EXPECT_TRUE(a.sameContent(b));
    a.setComment(n, "good");
    EXPECT_FALSE(a.sameContent(b));
    b.setComment(n, "good");
    b.setNags(n, {1});
    EXPECT_FALSE(a.sameContent(b));
}

// Thousands of random additions, detaches, restores and reorders keep every invariant; a restore
// right after its detach gives back exactly the tree before.
TEST(GameTree, RandomEditsKeepInvariants)
{
    std::mt19937 rng(20240601);
    GameTree tree;
    std::vector<NodeId> alive{RootNode};
    std::vector<Subtree> detached;
    int restoredExactly = 0;
    for (int step = 0; step < 3000; ++step) {
        const int op = int(rng() % 10);
        const NodeId n = alive[rng() % alive.size()];
        if (!tree.contains(n))
            continue;
        if (op < 6) {
            core::MoveList moves;
            core::generateLegalMoves(tree.node(n).position, moves);
            if (!moves.empty())
                alive.push_back(tree.addChild(n, moves[int(rng() % moves.size())]));
        } else if (op < 7 && n != RootNode) {
            GameTree before = tree.clone();
            Subtree sub = tree.detach(n);
            ASSERT_EQ(tree.checkInvariants(), "") << "step " << step;
            tree.restore(std::move(sub));
            EXPECT_TRUE(tree.sameContent(before));
            ++restoredExactly;
        } else if (op < 8 && n != RootNode) {
            detached.push_back(tree.detach(n));
        } else if (op < 9 && n != RootNode) {
            const int siblings = int(tree.node(tree.node(n).parent).children.size());
            tree.moveChild(n, int(rng() % siblings));
        } else if (!detached.empty()) {
            tree.restore(std::move(detached.back()));
            detached.pop_back();
        }
        ASSERT_EQ(tree.checkInvariants(), "") << "step " << step;
    }
    EXPECT_GT(restoredExactly, 100);
}

// Unknown ids (never given out, NoNode, detached) are a caller's bug: invariant-checking builds
// stop at once; every other build refuses the call and the tree stays as it was.
TEST(GameTree, UnknownNodeIdsAreRefused)
{
    GameTree tree;
    const NodeId e5 = play(tree, RootNode, "e4 e5");
    const NodeId d5 = play(tree, tree.node(e5).parent, "d5");
    Subtree cut = tree.detach(d5);
    ASSERT_FALSE(tree.contains(d5));
#if KIBITZ_INVARIANTS_ENABLED
    EXPECT_DEATH(tree.setComment(9999, "x"), "invariant failed.*unknown node id");
    EXPECT_DEATH(tree.node(d5), "invariant failed.*unknown node id");
    EXPECT_DEATH(tree.addChild(NoNode, core::Move(core::E2, core::E4)), "invariant failed.*unknown node id");
    EXPECT_DEATH(tree.detach(RootNode), "invariant failed.*root cannot be detached");
#else
    const GameTree before = tree.clone();
    for (const NodeId bogus : {NodeId(9999), NoNode, d5}) {
        EXPECT_EQ(tree.node(bogus).id, NoNode);
        EXPECT_EQ(tree.findChild(bogus, core::Move(core::E2, core::E4)), NoNode);
        EXPECT_EQ(tree.mainChild(bogus), NoNode);
        EXPECT_EQ(tree.childIndex(bogus), -1);
        EXPECT_FALSE(tree.isMainLine(bogus));
        EXPECT_EQ(tree.lineEnd(bogus), NoNode);
        EXPECT_TRUE(tree.path(bogus).empty());
        EXPECT_EQ(tree.variationDepth(bogus), 0);
        EXPECT_FALSE(tree.isAncestor(bogus, e5));
        EXPECT_FALSE(tree.isAncestor(RootNode, bogus));
        EXPECT_EQ(tree.addChild(bogus, core::Move(core::E2, core::E4)), NoNode);
        EXPECT_TRUE(tree.detach(bogus).nodes.empty());
        tree.moveChild(bogus, 0);
        tree.setComment(bogus, "x");
        tree.setPreComment(bogus, "x");
        tree.setNags(bogus, {1});
        tree.appendComment(bogus, "x");
        tree.addNag(bogus, 1);
        tree.setLastVisited(bogus, e5);
    }
    EXPECT_TRUE(tree.detach(RootNode).nodes.empty());
    EXPECT_TRUE(tree.sameContent(before));
    EXPECT_EQ(tree.size(), before.size());
    EXPECT_EQ(tree.checkInvariants(), "");
#endif
    tree.restore(std::move(cut));
    EXPECT_TRUE(tree.contains(d5));
}
