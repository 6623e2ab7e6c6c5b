// A scratch folder for the end-to-end tests of kibitz-cli, and reading back what a run wrote.
#pragma once

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace clitest {

// A folder of this process, removed with what it holds (named by the test and the process: CTest
// runs tests side by side).
struct Scratch {
    explicit Scratch(const std::string& test)
        : path(std::filesystem::temp_directory_path() / (test + "_" + std::to_string(getpid())))
    {
        std::filesystem::create_directories(path);
    }
    ~Scratch() { std::filesystem::remove_all(path); }
    Scratch(const Scratch&) = delete;
    Scratch& operator=(const Scratch&) = delete;
    std::string at(const std::string& name) const { return (path / name).string(); }
    std::filesystem::path path;
};

// The bytes of a file (empty when it cannot be read).
inline std::string slurp(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

} // namespace clitest
