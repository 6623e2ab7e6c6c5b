// kibitz-cli puzzles: puzzles from the mistakes in a file's games (PuzzleFinder: the review of
// Review Game, then a two-line search before each mistake or blunder), one line per puzzle, then
// "puzzles N".
#pragma once

#include <string>
#include <vector>

// args as kibitz-cli received them, starting with "puzzles":
//   puzzles FILE.pgn [--engine builtin|PATH] (--depth N | --movetime MS) [--player NAME] [--game K] [--keep]
// Returns 0 on success, 1 when the file or the engine fails, 2 for bad arguments. Creates a
// QCoreApplication when there is none (the engines need an event loop).
int runPuzzlesCommand(const std::vector<std::string>& args);

// The usage lines for kibitz-cli's help text.
extern const char* const PuzzlesUsage;
