// kibitz-cli pgn: reads a PGN file; prints a summary line per game or the normalized PGN.
#pragma once

#include <string>
#include <vector>

// args as kibitz-cli received them, starting with "pgn":
//   pgn FILE            per game: game N, White, Black, Result, plies of the main line, final FEN
//   pgn --export FILE   the games as normalized PGN (Seven Tag Roster, 80 columns)
//   pgn --time FILE     also "pgn FILE: games G failed F time_ms T" on stderr after the file
// FILE "-" reads standard input. Several files give what one run per file would, in order (games
// numbered from 1 in each): a benchmark reads them all in one process. Errors go to stderr as
// "error: game G, line L, column C: reason"; the other games and files are still processed.
// Returns 0 when every game was read, 1 when a game or a file failed, 2 for bad arguments.
// Plain C++ (kibitz_game; kibitz_database for its file map), no Qt.
int runPgnCommand(const std::vector<std::string>& args);

// Usage lines for kibitz-cli's help text.
extern const char* const PgnUsage;
