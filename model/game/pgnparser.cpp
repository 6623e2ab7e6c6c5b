// The PGN reader's parser (pgnparser.h): games, tags, start position, movetext.
#include "pgnparser.h"

#include "annotationtext.h"
#include "pgndialect.h"
#include "utf8.h"

#include "core/chess960.h"
#include "core/nullmove.h"
#include "core/sanmatch.h"

#include <algorithm>

namespace kibitz::game::pgnparse {

namespace {

// Appends a comment to text, one space apart.
void appendComment(std::string& text, std::string_view more)
{
    if (more.empty())
        return;
    if (!text.empty())
        text.push_back(' ');
    text += more;
}

} // namespace

// True for a stretch without a tag, a move or a comment (say a stray result marker): no game.
bool Parser::isEmptyStretch(const Game& game) const
{
    return !m_hadTags && game.tree.size() == 1 && game.tree.root().comment().empty();
}

// Game loop with error recovery and progress reports.
PgnReadSummary Parser::run(const PgnGameSink& sink, std::vector<PgnError>& errors)
{
    PgnReadSummary summary;
    m_lex.next();
    while (m_lex.kind() != PgnToken::End) {
        ++m_gameNumber;
        Game game{{}, GameTree(m_start), {}};
        m_error.reset();
        m_ended = false;
        if (parseGame(game)) {
            if (isEmptyStretch(game)) {
                --m_gameNumber;
            } else {
                ++summary.games;
                if (sink && !sink(std::move(game), m_gameNumber))
                    break;
            }
        } else {
            ++summary.failed;
            // Broken after a comment that held a tag section start: that comment ran into the
            // next games (its '}' is a later game's), so the error is its '{'. Reading goes on
            // as before, not at that tag section: rebuilding such a comment's text for each game
            // it swallowed would be quadratic (the database scanner, which builds no text, does).
            if (m_runawayLine)
                fail(PgnErrorCode::UnterminatedComment, {}, m_runawayLine, m_runawayColumn);
            errors.push_back(*m_error);
            const bool garbage =
                m_error->code == PgnErrorCode::UnexpectedCharacter || m_error->code == PgnErrorCode::InvalidUtf8;
            if (m_inTags)
                m_lex.skipTagLines();
            if (garbage && !m_inTags)
                m_lex.skipToTagLine();
            else if (m_inTags || m_lex.kind() != PgnToken::End)
                m_lex.skipToNextGame();
            m_lex.next();
        }
        if (m_options.progress && !m_options.progress(m_lex.offset(), m_lex.size())) {
            summary.cancelled = true;
            break;
        }
    }
    return summary;
}

// Room for the tags of most games at once (the Seven Tag Roster and a few more), or for as many
// and as much text as the previous game had, up to a bound (not a game of thousands of tags' room
// for every game).
constexpr std::size_t TagReserve = 12;
constexpr std::size_t MaxTagReserve = 64;
constexpr std::size_t TagTextReserve = 256;
constexpr std::size_t MaxTagTextReserve = 4096;

// Tag section, start position, movetext.
bool Parser::parseGame(Game& game)
{
    m_runawayLine = 0;
    m_inTags = true;
    m_hadTags = m_lex.kind() == PgnToken::LeftBracket;
    m_tagIndex.clear();
    // Growing one by one moved each game's tags three or four times.
    game.tags.reserve(std::clamp(m_lastTagCount, TagReserve, MaxTagReserve),
                      std::clamp(m_lastTagText, TagTextReserve, MaxTagTextReserve));
    m_tagEndLine = m_lex.line();
    while (m_lex.kind() == PgnToken::LeftBracket) {
        // After an empty line, a tag the game has already starts the next game (pgndialect.h).
        if (m_lex.line() > m_tagEndLine + 1 && findTag(game, m_lex.tagNameAhead()) < game.tags.size())
            break;
        if (!parseTag(game))
            return false;
    }
    m_inTags = false;
    m_lastTagCount = game.tags.size();
    m_lastTagText = game.tags.textSize() + 16; // room for a Result tag added at the end
    m_paddingKnown = false;
    m_layoutKnown = false;
    m_commandSeen = false;
    if (!setUpTree(game) || !parseMovetext(game))
        return false;
    if (m_commandSeen) // else no node's comment holds "[%": a walk over every node for nothing
        extractAllCommands(game.tree);
    return true;
}

// Learns the game's comment layout from the first comment that shows it (see PgnCommentStyle),
// before the comment is appended to node's. Only a comment holding a command (command: its text
// has "[%") can show the layout: the others are not searched again.
void Parser::noteCommentStyle(Game& game, NodeId node, bool command)
{
    if (m_lex.braceComment() && !m_paddingKnown) {
        game.commentStyle.padded = m_lex.paddedComment();
        m_paddingKnown = true;
    }
    if (command && !m_layoutKnown)
        m_layoutKnown = learnCommandLayout(m_lex.text(), !game.tree.stored(node).comment().empty(), game.commentStyle);
}

// The index of tag name in game.tags, or game.tags.size() when it has none.
inline std::size_t Parser::findTag(const Game& game, std::string_view name) const
{
    return m_tagIndex.find(name, game.tags);
}

// The value of tag name, empty when the game has none (Game::tag without the copy).
std::string_view Parser::tagValue(const Game& game, std::string_view name) const
{
    const std::size_t i = findTag(game, name);
    return i < game.tags.size() ? game.tags[i].value : std::string_view();
}

// Like Game::setTag (a repeated name keeps its first place and takes the last value), but found
// through m_tagIndex. spanned: value follows name in the same text read (a plain tag line), and
// the stretch from one to the other is stored with one copy. inline: called only here, for every
// tag line.
inline void Parser::addTag(Game& game, std::string_view name, std::string_view value, bool spanned)
{
    const TagIndex::Key key = TagIndex::keyOf(name);
    const std::size_t i = m_tagIndex.find(key, name, game.tags);
    if (i < game.tags.size()) {
        game.tags.setValue(i, value);
        return;
    }
    m_tagIndex.add(key, name, game.tags);
    if (spanned)
        game.tags.addSpan(std::string_view(name.data(), std::size_t(value.data() + value.size() - name.data())),
                          name.size(), value.size());
    else
        game.tags.add(name, value);
}

// Adds a tag read with its value's place (where a FEN's error is named).
inline void Parser::storeTag(Game& game, std::string_view name, std::string_view value, int line, int column,
                             bool spanned)
{
    if (name == "FEN") {
        m_fenLine = line;
        m_fenColumn = column;
    }
    if (name == "Result") {
        const std::string_view standard = dialect::standardResult(value);
        spanned = spanned && standard.data() == value.data();
        value = standard;
    }
    addTag(game, name, value, spanned);
}

// [Name "value"]
bool Parser::parseTag(Game& game)
{
    PgnLexer::PlainTag plain;
    if (m_lex.readPlainTagLine(plain)) { // most lines: up to the ']' and the token after it
        storeTag(game, plain.name, plain.value, plain.line, plain.valueColumn, true);
        m_tagEndLine = plain.line;
        return true;
    }
    if (m_lex.next() != PgnToken::Symbol)
        return m_lex.kind() == PgnToken::Error ? failLexer() : fail(PgnErrorCode::MalformedTag);
    const std::string_view name = m_lex.text(); // a view of the input, kept by the next token
    if (m_lex.next() != PgnToken::String)
        return m_lex.kind() == PgnToken::Error ? failLexer() : fail(PgnErrorCode::MalformedTag);
    storeTag(game, name, m_lex.text(), m_lex.line(), m_lex.column(), false);
    const int valueLine = m_tagEndLine = m_lex.line();
    if (m_lex.next() == PgnToken::RightBracket) {
        m_tagEndLine = m_lex.line();
        m_lex.next();
        return true;
    }
    if (m_lex.kind() == PgnToken::End || (m_lex.line() > valueLine && m_lex.kind() != PgnToken::Error))
        return true; // the line ended without ']' (pgndialect.h)
    return m_lex.kind() == PgnToken::Error ? failLexer() : fail(PgnErrorCode::MalformedTag);
}

// The tree starts from the FEN tag when there is one (repaired when only rights or e.p. are off);
// a Chess960 Variant tag makes it a Chess960 game (castling written king-takes-rook for engines,
// start position 518 written "HAha").
bool Parser::setUpTree(Game& game)
{
    const bool chess960 = core::isChess960VariantName(tagValue(game, "Variant"));
    const std::string_view fen = tagValue(game, "FEN");
    if (fen.empty()) {
        if (chess960) {
            core::Position start = core::Position::startPosition();
            start.setChess960(true);
            game.tree.resetTo(start);
        }
        return true;
    }
    core::Position pos;
    std::optional<core::FenError> err = core::parseFen(fen, pos);
    if (err && !core::parseFen(fen, pos, core::FenMode::Repair)) {
        err.reset();
    }
    if (err) {
        fail(PgnErrorCode::BadFen, fen, m_fenLine, m_fenColumn);
        m_error->message = placed(*m_error, core::MessageId::PgnWithReason, err->message);
        m_error->fen = err;
        std::size_t fieldLength = 0;
        m_error->fen->text = utf8::escaped(utf8::shortened(err->text, fieldLength));
        return false;
    }
    pos.setChess960(pos.isChess960() || chess960);
    game.tree.resetTo(pos);
    return true;
}

// Movetext up to a result marker, the next tag section or the end of the input.
bool Parser::parseMovetext(Game& game)
{
    std::vector<Frame>& stack = m_stack;
    stack.assign(1, Frame{});
    while (!m_ended) {
        if (m_lex.kind() == PgnToken::End) {
            if (stack.size() > 1)
                return fail(PgnErrorCode::UnterminatedVariation, {}, stack.back().line, stack.back().column);
            return true;
        }
        if (m_lex.kind() == PgnToken::LeftBracket && m_lex.atLineStart()) {
            if (stack.size() == 1)
                return true; // the next game's tags; this one had no result marker
            m_lex.rewindToToken(); // tags never belong in a variation: the next game starts here
            return fail(PgnErrorCode::UnterminatedVariation, {}, stack.back().line, stack.back().column);
        }
        if (!step(game, stack))
            return false;
        if (!m_ended)
            m_lex.nextSkippingMoveNumbers(); // step() would let them pass
    }
    m_lex.next();
    return true;
}

// Handles one movetext token.
// inline: defined and called only here; keeps step and playMove inlined into the movetext loop as when
// Parser was file-local (without it, +38 M instructions over the realpgn files).
inline bool Parser::step(Game& game, std::vector<Frame>& stack)
{
    Frame& frame = stack.back();
    switch (m_lex.kind()) {
    case PgnToken::MoveNumber: return true;
    case PgnToken::Symbol: return playMove(game, frame);
    case PgnToken::Comment:
        if (!m_runawayLine && m_lex.commentHoldsTagSection())
            m_runawayLine = m_lex.line(), m_runawayColumn = m_lex.column();
        // Appended in place: copying the comment for each append would be quadratic.
        if (frame.last != NoNode || stack.size() == 1) {
            const NodeId node = frame.last != NoNode ? frame.last : RootNode;
            // Searched once per comment: joined one space apart, comments form no "[%" of their own.
            const bool command = m_lex.text().find("[%") != std::string_view::npos;
            noteCommentStyle(game, node, command);
            game.tree.appendComment(node, m_lex.text());
            m_commandSeen = m_commandSeen || command;
        } else {
            appendComment(frame.pendingPre, m_lex.text());
        }
        return true;
    case PgnToken::Nag:
    case PgnToken::Suffix:
        // $0 is a valid (null) annotation; an unknown !/? combination is dropped.
        if (frame.last != NoNode && (m_lex.kind() == PgnToken::Nag || m_lex.nag() != 0))
            game.tree.addNag(frame.last, std::uint8_t(m_lex.nag()));
        return true;
    case PgnToken::LeftParen: {
        if (frame.last == NoNode)
            return fail(PgnErrorCode::VariationWithoutMove);
        if (int(stack.size()) > m_options.maxNesting)
            return fail(PgnErrorCode::NestingTooDeep);
        Frame variation;
        variation.parent = game.tree.stored(frame.last).parent;
        variation.line = m_lex.line();
        variation.column = m_lex.column();
        stack.push_back(std::move(variation));
        return true;
    }
    case PgnToken::RightParen:
        if (stack.size() == 1)
            return fail(PgnErrorCode::UnmatchedParenthesis);
        stack.pop_back();
        return true;
    case PgnToken::Result:
        if (stack.size() > 1)
            return fail(PgnErrorCode::ResultInVariation, m_lex.text());
        game.setTag("Result", std::string(m_lex.text()));
        m_ended = true;
        return true;
    case PgnToken::Error: return failLexer();
    case PgnToken::LeftBracket: return fail(PgnErrorCode::UnexpectedToken, "[");
    case PgnToken::RightBracket: return fail(PgnErrorCode::UnexpectedToken, "]");
    case PgnToken::String: return fail(PgnErrorCode::UnexpectedToken, "\"" + std::string(m_lex.text()) + "\"");
    case PgnToken::End: return true;
    }
    return true;
}

// Plays the SAN move of the current token after frame.parent.
inline bool Parser::playMove(Game& game, Frame& frame)
{
    const std::string_view text = m_lex.text();
    core::Move move; // the null move unless text names another
    const core::Position& before = game.tree.stored(frame.parent).position;
    if (dialect::isNullMove(text)) {
        if (!core::canPassTurn(before))
            return fail(PgnErrorCode::NullMove, text);
    } else if (core::resolveExportSan(before, text, move) == core::SanMatch::Found) {
        // most moves: SAN as export format writes it, read once (parseSan's own first step)
    } else if (const auto err = core::parseSan(before, text, move)) {
        const PgnErrorCode code = err->code == core::SanErrorCode::Illegal ? PgnErrorCode::IllegalMove
            : err->code == core::SanErrorCode::Ambiguous                   ? PgnErrorCode::AmbiguousMove
                                                                           : PgnErrorCode::MalformedMove;
        fail(code, text);
        m_error->message = placed(*m_error, core::MessageId::PgnWithDetail, err->message);
        m_error->san = err;
        m_error->san->text = m_error->text; // shortened
        return false;
    }
    const NodeId id = game.tree.addChild(frame.parent, move);
    if (!frame.pendingPre.empty()) {
        game.tree.setPreComment(id, std::move(frame.pendingPre));
        frame.pendingPre.clear();
    }
    frame.last = id;
    frame.parent = id;
    return true;
}

} // namespace kibitz::game::pgnparse
