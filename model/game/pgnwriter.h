// PGN export: Seven Tag Roster first, movetext wrapped, comments, variations, NAGs, result.
#pragma once

#include "game.h"

#include <string>

namespace kibitz::game {

struct PgnWriteOptions {
    int lineWidth = 80; // movetext lines never exceed this unless a single token is longer
};

// Appends game as PGN (tags, a blank line, movetext, a blank line) to out.
void writePgn(std::string& out, const Game& game, const PgnWriteOptions& options = {});
// The game as PGN export text, wrapped at options.lineWidth.
std::string toPgn(const Game& game, const PgnWriteOptions& options = {});
// The tags in export order: the Seven Tag Roster (with "?" defaults), SetUp/FEN when the game
// does not start from the initial position, then the other tags in their stored order.
std::vector<Tag> exportTags(const Game& game);

} // namespace kibitz::game
