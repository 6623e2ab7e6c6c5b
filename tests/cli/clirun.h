// kibitz-cli run as a person runs it, for the end-to-end tests of tst_cli: the real binary
// (KIBITZ_CLI_PATH) through the shell, stdin given, stdout and stderr captured.
#pragma once

#include "cliscratch.h"

#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#ifndef KIBITZ_CLI_PATH
#error "KIBITZ_CLI_PATH must name the kibitz-cli binary"
#endif

namespace clitest {

inline const std::string Kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
inline const std::string StartFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

struct Result {
    int code = -1; // exit status; 128 + signal when killed by one
    std::string out;
    std::string err;
    std::vector<std::string> lines; // stdout split into lines
};

// Single-quotes a word for /bin/sh.
inline std::string quoted(const std::string& w)
{
    std::string q = "'";
    for (char c : w)
        q += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return q + "'";
}

// Runs kibitz-cli with args (and the given stdin) and captures everything.
inline Result run(const std::vector<std::string>& args, const std::string& input = {})
{
    namespace fs = std::filesystem;
    static int counter = 0;
    const fs::path dir = fs::temp_directory_path() / ("tst_cli_" + std::to_string(getpid()));
    fs::create_directories(dir);
    const std::string tag = std::to_string(counter++);
    const fs::path in = dir / ("in" + tag), out = dir / ("out" + tag), err = dir / ("err" + tag);
    std::ofstream(in, std::ios::binary) << input;
    std::string cmd = quoted(KIBITZ_CLI_PATH);
    for (const std::string& a : args)
        cmd += " " + quoted(a);
    cmd += " <" + quoted(in.string()) + " >" + quoted(out.string()) + " 2>" + quoted(err.string());
    const int status = std::system(cmd.c_str());
    Result r;
    r.code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    r.out = slurp(out.string());
    r.err = slurp(err.string());
    std::istringstream lines(r.out);
    for (std::string line; std::getline(lines, line);)
        r.lines.push_back(line);
    fs::remove(in);
    fs::remove(out);
    fs::remove(err);
    fs::remove(dir); // empty now: nothing is left in the temporary directory
    return r;
}

} // namespace clitest
