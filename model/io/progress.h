// How far a piece of work on a worker thread is, shared with the thread that shows it.
#pragma once

#include <atomic>
#include <cstddef>

namespace kibitz::io {

// Shared with a worker thread: how far it is, and whether the person cancelled.
struct Progress {
    std::atomic<std::size_t> done{0};
    std::atomic<std::size_t> total{0};
    std::atomic<bool> cancel{false};
    // Done of total in thousandths (0 while the total is unknown), for a 0..1000 progress bar.
    int perMille() const
    {
        const std::size_t t = total;
        return t ? int(1000.0 * double(done) / double(t)) : 0;
    }
};

// The callback of a long scan, (done, total) -> go on: counts into progress (when there is one)
// and stops once the person cancelled.
inline auto reportTo(Progress* progress)
{
    return [progress](std::size_t done, std::size_t total) {
        if (!progress)
            return true;
        progress->done = done;
        progress->total = total;
        return !progress->cancel.load();
    };
}

} // namespace kibitz::io
