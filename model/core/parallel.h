// Work spread over several threads at once, for the plain C++ parts (the database's scan and
// searches). With model/background/backgroundjob (the Qt side: one piece of work off the GUI
// thread, its results posted back) it is the only place where Kibitz starts threads.
#pragma once

#include <cstddef>
#include <functional>

namespace kibitz::core {

// The threads the machine runs at once (at least 1): the default of "one per core".
int hardwareThreads();

// Runs task(0), task(1) ... task(count - 1) at the same time and returns once all have returned:
// task(0) on the calling thread, each other one on a thread of its own (count <= 1: task(0) only).
void runParallel(int count, const std::function<void(int)>& task);

// runParallel over items 0 .. n - 1 cut into count runs of near-equal length (count <= 1: one):
// task(k, begin, end) gets run k, items [begin, end).
void runParallelOver(std::size_t n, int count, const std::function<void(int, std::size_t, std::size_t)>& task);

} // namespace kibitz::core
