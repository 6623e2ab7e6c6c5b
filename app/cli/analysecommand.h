// kibitz-cli analyse: runs the built-in engine or a UCI engine on a position and prints its
// info lines, then "bestmove <uci> score <cp N|mate N>" (score from the side to move's view).
#pragma once

#include <string>
#include <vector>

// args as kibitz-cli received them, starting with "analyse":
//   analyse [--engine builtin|PATH] [--fen FEN] (--depth N | --movetime MS) [--multipv K]
// Returns 0 on success, 1 when the position or the engine fails, 2 for bad arguments.
// Creates a QCoreApplication when there is none (the engines need an event loop).
int runAnalyseCommand(const std::vector<std::string>& args);

// One line of usage for kibitz-cli's help text.
extern const char* const AnalyseUsage;
