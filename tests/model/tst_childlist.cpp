// The game tree's storage, its children lists: ChildList (two ids in place, then the heap) checked
// against a std::vector the test keeps itself. Node blocks, detached slots and the pool of freed
// blocks: tst_gametreestorage.cpp.
#include "game/childlist.h"
#include <gtest/gtest.h>

#include <random>
#include <stdexcept>
#include <vector>

using namespace kibitz;
using namespace kibitz::game;

namespace {

std::vector<NodeId> items(const ChildList& list) { return std::vector<NodeId>(list.begin(), list.end()); }

// Every way of reading the list agrees with the reference.
void expectSame(const ChildList& list, const std::vector<NodeId>& ref)
{
    ASSERT_EQ(list.size(), ref.size());
    EXPECT_EQ(list.empty(), ref.empty());
    EXPECT_EQ(items(list), ref);
    EXPECT_EQ(std::vector<NodeId>(list), ref);
    EXPECT_EQ(std::vector<NodeId>(list.rbegin(), list.rend()), std::vector<NodeId>(ref.rbegin(), ref.rend()));
    for (std::size_t i = 0; i < ref.size(); ++i) {
        EXPECT_EQ(list[i], ref[i]);
        EXPECT_EQ(list.at(i), ref[i]);
    }
    if (!ref.empty()) {
        EXPECT_EQ(list.front(), ref.front());
        EXPECT_EQ(list.back(), ref.back());
    }
    EXPECT_THROW((void)list.at(ref.size()), std::out_of_range);
    EXPECT_TRUE(list == ref);
    EXPECT_FALSE(list != ref);
}

ChildList listOf(const std::vector<NodeId>& ids)
{
    ChildList list;
    for (NodeId id : ids)
        list.insert(list.size(), id);
    return list;
}

TEST(ChildList, SizesZeroToThreeAndMany)
{
    for (std::size_t n : {0u, 1u, 2u, 3u, 4u, 5u, 17u, 100u}) {
        std::vector<NodeId> ref;
        for (std::size_t i = 0; i < n; ++i)
            ref.push_back(NodeId(1000 + 7 * i));
        SCOPED_TRACE(n);
        const ChildList list = listOf(ref);
        expectSame(list, ref);
        ChildList copy = list;
        expectSame(copy, ref);
        EXPECT_TRUE(copy == list);
        ChildList moved = std::move(copy);
        expectSame(moved, ref);
        expectSame(copy, {});
        ChildList assigned = listOf({1, 2, 3, 4});
        assigned = moved;
        expectSame(assigned, ref);
        assigned = listOf({9});
        expectSame(assigned, {9});
        if (n) {
            EXPECT_TRUE(list != std::vector<NodeId>(ref.begin(), ref.end() - 1));
        }
    }
}

TEST(ChildList, InsertEraseAndPromoteInTheMiddle)
{
    for (std::size_t n : {2u, 3u, 4u, 9u}) {
        for (std::size_t at = 0; at <= n; ++at) {
            SCOPED_TRACE(std::to_string(n) + " at " + std::to_string(at));
            std::vector<NodeId> ref;
            for (std::size_t i = 0; i < n; ++i)
                ref.push_back(NodeId(10 + i));
            ChildList list = listOf(ref);
            list.insert(at, 99);
            ref.insert(ref.begin() + std::ptrdiff_t(at), 99);
            expectSame(list, ref);
            list.erase(at);
            ref.erase(ref.begin() + std::ptrdiff_t(at));
            expectSame(list, ref);
            if (at < n) { // promote: the child at `at` becomes the main continuation
                const NodeId id = list[at];
                list.erase(at);
                list.insert(0, id);
                ref.erase(ref.begin() + std::ptrdiff_t(at));
                ref.insert(ref.begin(), id);
                expectSame(list, ref);
                list.erase(at); // and the one now at `at` goes
                ref.erase(ref.begin() + std::ptrdiff_t(at));
                expectSame(list, ref);
            }
        }
    }
}

TEST(ChildList, RandomOperationsMatchVector)
{
    std::mt19937 rng(20261127);
    std::vector<ChildList> lists(4);
    std::vector<std::vector<NodeId>> refs(4);
    for (int step = 0; step < 20000; ++step) {
        const std::size_t k = rng() % lists.size();
        ChildList& list = lists[k];
        std::vector<NodeId>& ref = refs[k];
        const unsigned op = rng() % 10;
        if (op < 4 || ref.empty()) {
            const std::size_t at = rng() % (ref.size() + 1);
            const NodeId id = NodeId(rng());
            list.insert(at, id);
            ref.insert(ref.begin() + std::ptrdiff_t(at), id);
        } else if (op < 8) {
            const std::size_t at = rng() % ref.size();
            list.erase(at);
            ref.erase(ref.begin() + std::ptrdiff_t(at));
        } else if (op == 8) {
            const std::size_t j = rng() % lists.size();
            lists[j] = (rng() % 2) ? ChildList(list) : list;
            refs[j] = ref;
        } else {
            const std::size_t j = rng() % lists.size();
            if (j != k) {
                lists[j] = std::move(list);
                refs[j] = std::move(ref);
                ref.clear();
            }
        }
        for (std::size_t i = 0; i < lists.size(); ++i)
            ASSERT_EQ(items(lists[i]), refs[i]) << "step " << step << " list " << i;
    }
    for (std::size_t i = 0; i < lists.size(); ++i)
        expectSame(lists[i], refs[i]);
}

} // namespace
