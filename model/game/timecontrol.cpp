// TimeControl: the PGN tag in both directions.
#include "timecontrol.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace kibitz::game {

namespace {
// A non-negative decimal number of seconds ("300", "0.5") in ms; nothing when malformed.
std::optional<std::int64_t> secondsToMs(std::string_view text)
{
    if (text.empty() || text.size() > 12)
        return std::nullopt;
    int dots = 0;
    for (const char c : text) {
        if (c == '.')
            ++dots;
        else if (c < '0' || c > '9')
            return std::nullopt;
    }
    if (dots > 1 || text.front() == '.' || text.back() == '.')
        return std::nullopt;
    return std::llround(std::strtod(std::string(text).c_str(), nullptr) * 1000.0);
}

// Seconds as the shortest text ("300", "0.5").
std::string msToSeconds(std::int64_t ms)
{
    char buffer[32];
    if (ms % 1000 == 0)
        std::snprintf(buffer, sizeof buffer, "%lld", static_cast<long long>(ms / 1000));
    else
        std::snprintf(buffer, sizeof buffer, "%g", double(ms) / 1000.0);
    return buffer;
}
} // namespace

// Minutes may be fractional (0.5 = 30 s); negative values count as zero.
TimeControl TimeControl::fromMinutes(double minutes, int incrementSeconds, int delaySeconds)
{
    TimeControl tc;
    tc.baseMs = std::max<std::int64_t>(0, std::llround(minutes * 60000.0));
    tc.incrementMs = std::max(0, incrementSeconds) * 1000LL;
    tc.delayMs = std::max(0, delaySeconds) * 1000LL;
    return tc;
}

// "base+increment", the increment left out when it is zero and there is no delay.
std::string TimeControl::pgnTag() const
{
    if (isNone())
        return "-";
    std::string tag = msToSeconds(baseMs);
    if (incrementMs > 0 || delayMs > 0)
        tag += "+" + msToSeconds(incrementMs);
    if (delayMs > 0)
        tag += "d" + msToSeconds(delayMs);
    return tag;
}

// One period only: what a clock of two counters can play.
std::optional<TimeControl> TimeControl::fromPgnTag(std::string_view tag)
{
    const std::size_t plus = tag.find('+');
    const std::size_t d = tag.find('d');
    if (d != std::string_view::npos && (plus == std::string_view::npos || d < plus))
        return std::nullopt;
    TimeControl tc;
    const auto base = secondsToMs(tag.substr(0, plus));
    if (!base || *base <= 0)
        return std::nullopt;
    tc.baseMs = *base;
    if (plus != std::string_view::npos) {
        const std::string_view rest = tag.substr(plus + 1);
        const auto inc = secondsToMs(rest.substr(0, rest.find('d')));
        if (!inc)
            return std::nullopt;
        tc.incrementMs = *inc;
        if (rest.find('d') != std::string_view::npos) {
            const auto delay = secondsToMs(rest.substr(rest.find('d') + 1));
            if (!delay)
                return std::nullopt;
            tc.delayMs = *delay;
        }
    }
    return tc;
}

} // namespace kibitz::game
