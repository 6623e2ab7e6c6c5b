// kibitz-cli book and eco: the moves of a Polyglot book, the ECO names of positions and games.
#pragma once

#include <string>
#include <vector>

// args as kibitz-cli received them, starting with "book":
//   book BOOK.bin [--fen FEN]   "<san> <uci> weight W P%" per move, heaviest first, then one line
//                               "book: M moves, total weight T, key K, E entries"
// Returns 0 when the book was read, 1 when it cannot be used (error: names the file and the
// problem), 2 for bad arguments. Plain C++ (kibitz_openings), no Qt.
int runBookCommand(const std::vector<std::string>& args);

// args starting with "eco":
//   eco [--table ECO.pgn] FILE.pgn   per game "game N: <eco> <name> (ply P)" or "game N: unknown"
//   eco [--table ECO.pgn] --fen FEN  the opening of the position (by the path to it: itself)
// then one line "eco: G games, C classified". The table defaults to pgn-extract's eco.pgn.
int runEcoCommand(const std::vector<std::string>& args);

// Usage lines for kibitz-cli's help text.
extern const char* const OpeningsUsage;
