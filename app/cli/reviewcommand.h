// kibitz-cli review: reviews a game of a PGN file with an engine (GameReviewer) and prints the
// annotated PGN, then the last line "review white inaccuracies I mistakes M blunders B acpl A
// accuracy P black …".
#pragma once

#include <string>
#include <vector>

// args as kibitz-cli received them, starting with "review":
//   review FILE.pgn [--engine builtin|PATH] (--depth N | --movetime MS) [--game K] [--variations]
// Returns 0 on success, 1 when the file, the game or the engine fails, 2 for bad arguments.
// Creates a QCoreApplication when there is none (the engines need an event loop).
int runReviewCommand(const std::vector<std::string>& args);

// The usage lines for kibitz-cli's help text.
extern const char* const ReviewUsage;
