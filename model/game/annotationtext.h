// The PGN comment commands of NodeAnnotations: [%cal Ge2e4,Rd8d1], [%csl Gd4], [%eval 0.25],
// [%eval #-3], [%eval 0.25,18], [%clk 0:03:00], [%clk 0:00:59.5]. Plain C++17 (no Qt).
#pragma once

#include "annotations.h"
#include "game.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace kibitz::game {

// The PGN letter of a colour: G, R, B or Y.
char markColourLetter(MarkColour colour);
// The colour of a PGN letter (G R B Y), or nothing.
std::optional<MarkColour> markColourFromLetter(char letter);

// "0.25", "-1.5", "2.0" (Lichess's form: at least one decimal, no trailing zeros), "#-3",
// "0.25,18" with a depth.
std::string evalText(const Evaluation& eval);
// Reads evalText's forms (a leading '+' too, at most two decimals); nothing when malformed.
std::optional<Evaluation> parseEval(std::string_view text);
// "0:03:00", "0:00:59.5", "1:10:15.25" (h:mm:ss, fraction only when there is one).
std::string clockText(std::int64_t ms);
// Reads h:mm:ss with an optional fraction of up to three digits; nothing when malformed.
std::optional<std::int64_t> parseClock(std::string_view text);

// The commands of annotations as comment text, in the order the common programs write them:
// "[%csl Gd4][%cal Ge2e4] [%eval 0.17] [%clk 0:00:30]"; empty when there are none.
std::string commandText(const NodeAnnotations& annotations);

// Moves the well-formed commands of comment into annotations (appending arrows and circles,
// setting the evaluation and the clock) and removes them from comment. The comment is left
// untouched, and false returned, when taking them out could not be undone by writing them back
// (an evaluation or a clock twice, or removing one would form a new command from the text).
bool extractCommands(std::string& comment, NodeAnnotations& annotations);

// extractCommands on the comment of every node of tree (pre-comments keep their commands).
void extractAllCommands(GameTree& tree);

// Learns from one comment of a node, before it joins the node's comment (nodeHasText: the node
// has comment text already), where the file puts commands: with the text after or before it,
// or in a comment of their own after the text. True when the comment showed it (style is set).
bool learnCommandLayout(std::string_view comment, bool nodeHasText, PgnCommentStyle& style);

} // namespace kibitz::game
