// How long the built-in engine thinks about one move of a game on the clock. Plain C++17.
#pragma once

#include <cstdint>

namespace kibitz::search {

// A move time from the mover's time left and increment: about a 25th of what is left plus most
// of the increment, never more than a third of it, and with a reserve (a tenth of the time, at
// most a second) for the moves' overhead so that the engine does not lose on time. At least 1 ms.
std::int64_t moveTimeFor(std::int64_t remainingMs, std::int64_t incrementMs);

} // namespace kibitz::search
