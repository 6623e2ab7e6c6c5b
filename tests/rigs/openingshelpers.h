// Helpers for the opening tests (plain C++, no Qt): positions after SAN moves, a temporary folder.
#pragma once

#include "core/fen.h"
#include "core/san.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <vector>

namespace kibitz::test {

// The positions from the start position (or fen) through each SAN move: [0] is the start.
inline std::vector<core::Position> pathOf(const std::vector<std::string>& sans, const std::string& fen = core::StartFen)
{
    core::Position pos;
    EXPECT_FALSE(core::parseFen(fen, pos).has_value()) << fen;
    std::vector<core::Position> path{pos};
    for (const std::string& san : sans) {
        core::Move m;
        const auto err = core::parseSan(pos, san, m);
        EXPECT_FALSE(err.has_value()) << san << ": " << (err ? err->message.english() : std::string());
        if (err)
            break;
        core::UndoInfo undo;
        pos.makeMove(m, undo);
        path.push_back(pos);
    }
    return path;
}

// The position after the SAN moves.
inline core::Position after(const std::vector<std::string>& sans, const std::string& fen = core::StartFen)
{
    return pathOf(sans, fen).back();
}

// A folder removed with everything in it when the test ends.
class TempDir {
public:
    TempDir()
    {
        std::random_device seed;
        m_path = std::filesystem::temp_directory_path() / ("kibitz-openings-" + std::to_string(seed()));
        std::filesystem::create_directories(m_path);
    }
    ~TempDir() { std::filesystem::remove_all(m_path); }
    // Writes bytes to the file name in the folder and returns its path.
    std::string write(const std::string& name, const std::string& bytes) const
    {
        const auto file = m_path / name;
        std::ofstream(file, std::ios::binary) << bytes;
        return file.string();
    }
    std::string path(const std::string& name) const { return (m_path / name).string(); }

private:
    std::filesystem::path m_path;
};

} // namespace kibitz::test
