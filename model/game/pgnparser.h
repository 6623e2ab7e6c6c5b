// The PGN reader's parser: a recursive-descent reader over PgnLexer with an explicit variation stack.
// Internal to the reader (pgnreader.cpp holds the public entry points and the error messages).
#pragma once

#include "pgnlexer.h"
#include "pgnreader.h"
#include "pgntagindex.h"

#include <string>
#include <string_view>
#include <vector>

namespace kibitz::game::pgnparse {

// One open line of movetext: the main line or a variation.
struct Frame {
    NodeId parent = RootNode; // the next move is appended here
    NodeId last = NoNode; // the line's last move so far
    std::string pendingPre; // a comment read before the line's first move
    int line = 0; // where the '(' was
    int column = 0;
};

// The message of an error at its place, with the detail of the rules core when there is one.
core::Message placed(const PgnError& e, core::MessageId joint, const core::Message& detail);

class Parser {
public:
    Parser(std::string_view text, const PgnReadOptions& options) : m_lex(text), m_options(options) { }

    // Reads all games.
    PgnReadSummary run(const PgnGameSink& sink, std::vector<PgnError>& errors);

private:
    bool parseGame(Game& game);
    bool parseTag(Game& game);
    bool setUpTree(Game& game);
    bool parseMovetext(Game& game);
    bool step(Game& game, std::vector<Frame>& stack);
    bool playMove(Game& game, Frame& frame);
    bool fail(PgnErrorCode code, std::string_view text = {}, int line = 0, int column = 0);
    bool failLexer();
    bool isEmptyStretch(const Game& game) const;
    void noteCommentStyle(Game& game, NodeId node, bool command);
    std::size_t findTag(const Game& game, std::string_view name) const;
    std::string_view tagValue(const Game& game, std::string_view name) const;
    void addTag(Game& game, std::string_view name, std::string_view value, bool spanned);
    void storeTag(Game& game, std::string_view name, std::string_view value, int line, int column, bool spanned);

    PgnLexer m_lex;
    const PgnReadOptions& m_options;
    const core::Position m_start = core::Position::startPosition(); // set up once, not per game
    int m_gameNumber = 0;
    bool m_inTags = false;
    bool m_ended = false; // the game ended with a result marker or the input
    bool m_hadTags = false; // the game has a tag section
    bool m_paddingKnown = false; // Game::commentStyle.padded was taken from a {comment}
    bool m_layoutKnown = false; // where commands go relative to text was seen
    bool m_commandSeen = false; // a comment with "[%" went to a node: its commands are to be taken out
    TagIndex m_tagIndex; // the names of game.tags
    std::size_t m_lastTagCount = 0; // the previous game's: most files give their games alike tags
    std::size_t m_lastTagText = 0; // the bytes of the previous game's tag names and values
    std::vector<Frame> m_stack; // the open lines of the game's movetext (kept: no allocation per game)
    int m_tagEndLine = 0; // the line the last tag ended on
    int m_fenLine = 0;
    int m_fenColumn = 0;
    std::optional<PgnError> m_error;
    int m_runawayLine = 0; // the game's first {comment} holding a tag section start (0: none)
    int m_runawayColumn = 0;
};

} // namespace kibitz::game::pgnparse
