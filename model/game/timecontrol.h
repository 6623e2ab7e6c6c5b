// A game's time control: base time, Fischer increment and a simple (US) delay per move. Written
// to PGN as the TimeControl tag in the standard's "seconds+increment" form ("300+3"); a delay has
// no standard form and is written as "300+3d2" (read back by Kibitz; other programs ignore it).
// Plain C++17.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace kibitz::game {

struct TimeControl {
    std::int64_t baseMs = 0; // 0: no clock
    std::int64_t incrementMs = 0; // added to the mover's clock after each move
    std::int64_t delayMs = 0; // the clock waits this long each move before it runs

    bool isNone() const { return baseMs <= 0; }
    bool operator==(const TimeControl& o) const
    {
        return baseMs == o.baseMs && incrementMs == o.incrementMs && delayMs == o.delayMs;
    }
    bool operator!=(const TimeControl& o) const { return !(*this == o); }

    // From minutes and seconds ("5+3": 5 minutes, 3 s increment).
    static TimeControl fromMinutes(double minutes, int incrementSeconds, int delaySeconds = 0);
    // The TimeControl tag's value ("300+3", "60", "300+0d2"); "-" for none.
    std::string pgnTag() const;
    // Parses a TimeControl tag of one period ("300", "300+3", "300+3d2", "0.5+1"); nothing for
    // "-", "?", multi-period ("40/7200:3600") or sandclock ("*60") forms.
    static std::optional<TimeControl> fromPgnTag(std::string_view tag);
};

} // namespace kibitz::game
