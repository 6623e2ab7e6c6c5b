// core::runParallel (issue 30): every task runs once, task 0 on the calling thread, the tasks at
// the same time (each waits until all have begun: run one after another they would never meet).
#include "core/parallel.h"

#include <gtest/gtest.h>

#include <chrono>
#include <condition_variable>
#include <algorithm>
#include <mutex>
#include <set>
#include <thread>
#include <vector>

using namespace kibitz::core;

TEST(RunParallel, EveryTaskRunsOnceTheFirstOnTheCallingThread)
{
    for (int count : {1, 2, 5}) {
        std::mutex mutex;
        std::vector<int> runs(std::size_t(count), 0);
        std::set<std::thread::id> threads;
        std::thread::id first;
        runParallel(count, [&](int k) {
            const std::lock_guard lock(mutex);
            ++runs[std::size_t(k)];
            threads.insert(std::this_thread::get_id());
            if (k == 0)
                first = std::this_thread::get_id();
        });
        EXPECT_EQ(runs, std::vector<int>(std::size_t(count), 1)) << count;
        EXPECT_EQ(first, std::this_thread::get_id()) << count;
        EXPECT_EQ(threads.size(), std::size_t(count)) << count;
    }
}

TEST(RunParallel, TheTasksRunAtTheSameTime)
{
    constexpr int count = 4;
    std::mutex mutex;
    std::condition_variable arrived;
    int here = 0;
    bool allMet = true;
    runParallel(count, [&](int) {
        std::unique_lock lock(mutex);
        ++here;
        arrived.notify_all();
        if (!arrived.wait_for(lock, std::chrono::seconds(10), [&] { return here == count; }))
            allMet = false;
    });
    EXPECT_TRUE(allMet);
}

TEST(RunParallel, ACountBelowTwoRunsTheFirstTaskOnly)
{
    int runs = 0;
    runParallel(0, [&](int k) { runs += k == 0; });
    EXPECT_EQ(runs, 1);
    EXPECT_GE(hardwareThreads(), 1);
}

// runParallelOver: the runs follow each other, cover every item once and differ by one at most.
TEST(RunParallel, OverCutsTheItemsIntoNearEqualRuns)
{
    for (const std::size_t n : {std::size_t(0), std::size_t(1), std::size_t(7), std::size_t(1000)}) {
        for (const int count : {0, 1, 3, 4}) {
            std::mutex mutex;
            std::vector<std::pair<std::size_t, std::size_t>> runs(std::size_t(std::max(count, 1)));
            runParallelOver(n, count, [&](int k, std::size_t begin, std::size_t end) {
                const std::lock_guard lock(mutex);
                runs[std::size_t(k)] = {begin, end};
            });
            std::size_t next = 0, shortest = n, longest = 0;
            for (const auto& [begin, end] : runs) {
                EXPECT_EQ(begin, next) << n << " items, " << count << " runs";
                ASSERT_GE(end, begin);
                shortest = std::min(shortest, end - begin);
                longest = std::max(longest, end - begin);
                next = end;
            }
            EXPECT_EQ(next, n) << n << " items, " << count << " runs";
            EXPECT_LE(longest - std::min(shortest, longest), 1u) << n << " items, " << count << " runs";
        }
    }
}
