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

} // namespace kibitz::core
