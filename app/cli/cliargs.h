// Argument helpers shared by kibitz-cli's commands. Plain C++17.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace kibitz::cli {

// Thrown for bad arguments: main() prints the reason and the usage and exits with 2.
struct UsageError {
    std::string reason;
};

// The commands that read a whole PGN file into memory (pgn, eco, review) refuse larger ones;
// db reads a file of any size through a memory map.
inline constexpr std::uint64_t MaxWholeFile = std::uint64_t(2) << 30;

// A whole number within [1, max] written in decimal digits only; nullopt otherwise.
inline std::optional<int> positiveNumber(const std::string& text, int max)
{
    if (text.empty() || text.size() > 9 || text.find_first_not_of("0123456789") != std::string::npos)
        return std::nullopt;
    const int value = std::stoi(text);
    if (value < 1 || value > max)
        return std::nullopt;
    return value;
}

} // namespace kibitz::cli
