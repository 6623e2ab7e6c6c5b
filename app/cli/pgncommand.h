// kibitz-cli pgn: reads a PGN file; prints a summary line per game or the normalized PGN.
#pragma once

#include <string>
#include <vector>

// args as kibitz-cli received them, starting with "pgn":
//   pgn FILE            per game: game N, White, Black, Result, plies of the main line, final FEN
//   pgn --export FILE   the games as normalized PGN (Seven Tag Roster, 80 columns)
// FILE "-" reads standard input. Errors go to stderr as "error: game G, line L, column C: reason";
// the other games are still processed. Returns 0 when every game was read, 1 when a game or the
// file failed, 2 for bad arguments. Plain C++ (kibitz_game), no Qt.
int runPgnCommand(const std::vector<std::string>& args);

// Usage lines for kibitz-cli's help text.
extern const char* const PgnUsage;
