// moveTimeFor: a share of the time left, the increment mostly spent, a reserve kept.
#include "timebudget.h"

#include <algorithm>

namespace kibitz::search {

// See the header for the shares; the reserve covers the GUI's and the thread's latency.
std::int64_t moveTimeFor(std::int64_t remainingMs, std::int64_t incrementMs)
{
    const std::int64_t reserve = std::min<std::int64_t>(remainingMs / 10, 1000);
    const std::int64_t usable = std::max<std::int64_t>(0, remainingMs - reserve);
    const std::int64_t wanted = usable / 25 + std::max<std::int64_t>(0, incrementMs) * 3 / 4;
    return std::max<std::int64_t>(1, std::min(wanted, usable / 3));
}

} // namespace kibitz::search
