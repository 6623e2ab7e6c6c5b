// Work spread over several threads at once, for the plain C++ parts (the database's scan and
// searches). With model/background/backgroundjob (the Qt side: one piece of work off the GUI
// thread, its results posted back) it is the only place where Kibitz starts threads.
#pragma once

#include <functional>

namespace kibitz::core {

// The threads the machine runs at once (at least 1): the default of "one per core".
int hardwareThreads();

// Runs task(0), task(1) ... task(count - 1) at the same time and returns once all have returned:
// task(0) on the calling thread, each other one on a thread of its own (count <= 1: task(0) only).
void runParallel(int count, const std::function<void(int)>& task);

} // namespace kibitz::core
