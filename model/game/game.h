// A game: its PGN tags and its move tree.
#pragma once

#include "gametree.h"
#include "taglist.h"

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace kibitz::game {

// How a file laid out its comments, kept so that a game read and written again keeps its bytes
// (pgnreader.cpp detects it, pgnwriter.cpp follows it). Not part of the game's content.
struct PgnCommentStyle {
    bool padded = false; // "{ text }" (Lichess) rather than "{text}" (ChessX, chess.com)
    bool commandsFirst = false; // "{[%cal Ge2e4] text}" rather than "{text [%cal Ge2e4]}"
    bool separateCommands = false; // "{ text } { [%eval 0.2] }" (Lichess's analysis)
};

struct Game {
    TagList tags; // in file order; the writer puts the Seven Tag Roster first
    GameTree tree;
    PgnCommentStyle commentStyle;

    // The value of tag name, or an empty string when the game has no such tag.
    std::string tag(std::string_view name) const;
    // Sets (or adds) tag name.
    void setTag(std::string_view name, std::string value);
    // Removes tag name if present.
    void removeTag(std::string_view name);
    // The game's result ("1-0", "0-1", "1/2-1/2" or "*"), from the Result tag: a view of the tag's
    // value (or of a literal), valid while the game's tags stay as they are.
    std::string_view result() const;
    // Deep copy (same node ids).
    Game clone() const { return Game{tags, tree.clone(), commentStyle}; }
};

// True for the four PGN game termination markers.
bool isResultText(std::string_view text);

// Number of plies of the main line.
int mainLinePlies(const GameTree& tree);
// The last node of the main line.
NodeId mainLineEnd(const GameTree& tree);

} // namespace kibitz::game
