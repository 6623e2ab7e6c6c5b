// The arguments kibitz-cli's engine commands over a PGN file share (review, puzzles):
//   FILE.pgn [--engine builtin|PATH] (--depth N | --movetime MS) [--game K]
// plus each command's own flags and options, and the engine and limits they name.
#pragma once

#include "engine/engine.h"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace kibitz::cli {

struct EngineArgs {
    std::string file;
    std::string engine = "builtin";
    int depth = 0;
    int movetimeMs = 0;
    int game = 0; // 0 when not given
    std::set<std::string> flags; // the command's own flags that were given
    std::map<std::string, std::string> values; // the command's own options that were given
};

// Parses args (args[0] is the command); flags take no value, valued options one. An error text
// for the usage message, empty when all is well.
std::string parseEngineArgs(const std::vector<std::string>& args, const std::set<std::string>& flags,
                            const std::set<std::string>& valued, EngineArgs& out);

// The engine args name (owned by the caller): the built-in one or a UCI engine's path.
engine::Engine* makeEngine(const EngineArgs& args);
engine::EngineLimits limitsOf(const EngineArgs& args);

} // namespace kibitz::cli
