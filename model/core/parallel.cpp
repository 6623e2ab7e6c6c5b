// runParallel: the calling thread takes part, so one task starts no thread at all.
#include "parallel.h"

#include <algorithm>
#include <thread>
#include <vector>

namespace kibitz::core {

int hardwareThreads() { return int(std::max(1u, std::thread::hardware_concurrency())); }

void runParallel(int count, const std::function<void(int)>& task)
{
    std::vector<std::thread> others;
    for (int k = 1; k < count; ++k)
        others.emplace_back(task, k);
    task(0);
    for (std::thread& t : others)
        t.join();
}

void runParallelOver(std::size_t n, int count, const std::function<void(int, std::size_t, std::size_t)>& task)
{
    const std::size_t runs = std::size_t(std::max(count, 1));
    runParallel(int(runs), [&](int k) { task(k, n * std::size_t(k) / runs, n * std::size_t(k + 1) / runs); });
}

} // namespace kibitz::core
