// kibitz-cli db: indexes a PGN database and answers position searches and explorer queries.
#pragma once

#include <string>
#include <vector>

// args as kibitz-cli received them, starting with "db":
//   db index FILE [--threads N]                     errors per broken game, then a summary line
//   db search FILE --fen FEN [--mode exact|pawns|material] [--threads N]
//                                                   "game N ply P" per hit, then a summary line
//   db explore FILE [--fen FEN] [--threads N]       one line per move (games, score %), summary
//   db filter FILE [filter options]                 "game N: White - Black, ..." per kept game, count
//   db player FILE NAME [filter options]            a player's score by colour and by ECO
// search, explore, filter and player take the filter options (dbfilterargs.h).
// Returns 0 on success, 1 when the file cannot be read or the FEN is rejected, 2 for bad
// arguments. Broken games do not fail the command (they are listed). Plain C++, no Qt.
int runDbCommand(const std::vector<std::string>& args);

// Usage lines for kibitz-cli's help text.
extern const char* const DbUsage;
