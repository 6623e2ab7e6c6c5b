// splitmix64 (Steele, Lea, Flood; constants as published by Vigna): the one small, portable
// pseudo-random generator of the project, so that Zobrist keys and engine choices are the same on
// every platform and compiler. Not for anything that needs unpredictability.
#pragma once

#include <cstdint>

namespace kibitz::core {

// Advances state and returns the next 64-bit output.
constexpr std::uint64_t splitmix64(std::uint64_t& state)
{
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

} // namespace kibitz::core
