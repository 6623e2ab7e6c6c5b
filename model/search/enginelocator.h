// Where Stockfish is: the one search the window, kibitz-cli and the tests all use (plain C++, so
// the core tests that compare with Stockfish find it the same way without Qt).
#pragma once

#include <string>

namespace kibitz::search {

// The first executable named "stockfish" in PATH, else in the usual install folders (Debian's
// /usr/games, /usr/local/games, /usr/local/bin, Homebrew's /opt/homebrew/bin); "" when none.
std::string findStockfishPath();

} // namespace kibitz::search
