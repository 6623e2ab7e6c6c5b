#include "pgnscanner.h"
#include "scanner.h"

#include "movecode.h"
#include "core/chess960.h"
#include "core/sanmatch.h"

#include "core/fen.h"
#include "core/movegen.h"
#include "game/pgndialect.h"
#include "game/pgnresync.h"
#include "game/utf8.h"

#include <algorithm>
#include <cctype>
#include <cstring>

namespace kibitz::database {

using detail::Scanner;

// One game: tags, then movetext up to its result or the next tag section.
void Scanner::scanGame()
{
    GameRecord g;
    g.offset = std::uint64_t(m_p - m_base);
    ++m_number;
    g.movesBegin = std::uint32_t(m_out.index.moves().size());
    static const core::Position standard = core::Position::startPosition(); // set up once, copied per game
    m_pos = standard;
    m_broken = false;
    m_runaway = Runaway{};
    m_resync = false;
    m_tokenResult = GameResult::Unknown;
    const char* start = m_p;
    scanTags(g);
    scanMoves(g);
    if (m_p == start) { // nothing a game can start with: step over it
        fail(m_p, ScanErrorKind::UnexpectedCharacter, std::string(1, *m_p));
        skipLine();
    }
    finishGame(g);
}

// The tag section: one [Name "value"] after the other; after an empty line, a tag the game has
// already starts the next game (a header-only game ends there, game/pgndialect.h).
void Scanner::scanTags(GameRecord& g)
{
    m_tagNames.clear();
    std::uint32_t endLine = m_line;
    while (skipBlanks(), !atEnd() && *m_p == '[') {
        if (m_line > endLine + 1 && repeatsTag())
            return;
        if (!scanTag(g))
            skipLine();
        endLine = m_line;
    }
}

// One tag pair; false (with the error recorded) when it is malformed.
bool Scanner::scanTag(GameRecord& g)
{
    const std::string_view tagName = tagNameAt(m_p, m_p);
    while (m_p < m_end && (*m_p == ' ' || *m_p == '\t'))
        ++m_p;
    if (tagName.empty() || atEnd() || *m_p != '"') {
        fail(m_p, ScanErrorKind::MalformedTag);
        return false;
    }
    const char* value = ++m_p;
    // A quote inside the value may be part of it (game/pgndialect.h); rare, so asked last.
    const auto inside = [&] {
        return m_p + 1 < m_end && m_p[1] != ']' && !game::dialect::closesTagValue(text(), std::size_t(m_p - m_base));
    };
    while (m_p < m_end && *m_p != '\n' && *m_p != '\\' && *m_p != '\0' && (*m_p != '"' || inside()))
        ++m_p;
    std::string_view text(value, std::size_t(m_p - value)); // no escapes: the bytes themselves
    if (m_p < m_end && (*m_p == '\\' || *m_p == '\0')) {
        m_value.assign(value, std::size_t(m_p - value));
        for (; m_p < m_end && (*m_p != '"' || inside()) && *m_p != '\n'; ++m_p) {
            if (*m_p == '\\' && m_p + 1 < m_end && (m_p[1] == '"' || m_p[1] == '\\'))
                ++m_p;
            if (*m_p == '\0')
                m_value += game::utf8::Replacement; // as the full reader (game/utf8.h)
            else
                m_value.push_back(*m_p);
        }
        text = m_value;
    }
    if (atEnd() || *m_p != '"') {
        fail(m_p, ScanErrorKind::UnclosedTagValue);
        return false;
    }
    ++m_p;
    while (m_p < m_end && (*m_p == ' ' || *m_p == '\t'))
        ++m_p;
    m_tagNames.push_back(tagName);
    if (!atEnd() && *m_p == ']') {
        ++m_p;
    } else if (!atEnd() && *m_p != '\r' && *m_p != '\n') { // a line that ends here lacks only its ']'
        fail(m_p, ScanErrorKind::TagWithoutBracket);
        return false;
    }
    applyTag(g, tagName, text);
    return true;
}

// The result a Result tag's (standard) value names.
static GameResult resultOf(std::string_view value)
{
    return value == "1-0"    ? GameResult::WhiteWins
        : value == "0-1"     ? GameResult::BlackWins
        : value == "1/2-1/2" ? GameResult::Draw
                             : GameResult::Unknown;
}

// A rating tag's value: its digits up to MaxElo, 0 for anything else ("", "-", "?").
static std::uint16_t eloOf(std::string_view value)
{
    int elo = 0;
    for (const char c : value) {
        if (c < '0' || c > '9' || (elo = elo * 10 + (c - '0')) > MaxElo)
            return 0;
    }
    return std::uint16_t(elo);
}

// A date of the tags: the Date, else the UTCDate (Lichess writes the day there and leaves the
// Date unknown), whichever of the two comes first; a Date known in part wins over a UTCDate.
void Scanner::applyDate(GameRecord& g, std::string_view value, bool isDate)
{
    auto num = [&](std::size_t at, std::size_t n) {
        int v = 0;
        for (std::size_t i = at; i < at + n && i < value.size(); ++i) {
            if (value[i] < '0' || value[i] > '9')
                return 0;
            v = v * 10 + (value[i] - '0');
        }
        return at + n <= value.size() ? v : 0;
    };
    const int year = num(0, 4);
    if (isDate ? year == 0 && g.year != 0 : g.year != 0)
        return; // an unknown Date after a UTCDate, or a UTCDate after a known Date
    g.year = std::uint16_t(year);
    g.month = std::uint8_t(std::min(num(5, 2), 12));
    g.day = std::uint8_t(std::min(num(8, 2), 31));
}

// Keeps the tags the index shows; a FEN tag sets the start position.
void Scanner::applyTag(GameRecord& g, std::string_view name, std::string_view value)
{
    StringPool& pool = m_out.index.strings();
    // A name that is not valid UTF-8 is Windows-1252 (game/utf8.h), as the full reader reads it.
    const auto text = [&]() -> std::string_view {
        return game::utf8::isValid(value) ? value : (m_decoded = game::utf8::fromWindows1252(value));
    };
    if (name == "White")
        g.white = pool.intern(text());
    else if (name == "Black")
        g.black = pool.intern(text());
    else if (name == "Event")
        g.event = pool.intern(text());
    else if (name == "Round")
        g.round = pool.intern(text());
    else if (name == "Site")
        g.site = pool.intern(text());
    else if (name == "WhiteElo")
        g.whiteElo = eloOf(value);
    else if (name == "BlackElo")
        g.blackElo = eloOf(value);
    else if (name == "Variant")
        g.chess960 = core::isChess960VariantName(value);
    else if (name == "ECO")
        g.eco = parseEco(value);
    else if (name == "Result")
        g.result = resultOf(game::dialect::standardResult(value));
    else if ((name == "Date" || name == "UTCDate") && value.size() >= 4)
        applyDate(g, value, name == "Date");
    else if (name == "FEN") {
        g.fen = pool.intern(value);
        if (const auto err = core::parseFen(value, m_pos, core::FenMode::Repair))
            fail(m_p, ScanErrorKind::FenRejected, std::string(value));
    }
}

// Movetext up to a result, the next tag section or the end of the chunk.
void Scanner::scanMoves(GameRecord& g)
{
    m_replay = m_pos;
    m_replayed = 0;
    m_replayCode = g.movesBegin;
    for (;;) {
        skipBlanks();
        if (atEnd())
            return;
        const char c = *m_p;
        if (is(c, Letter)) { // a move, the most common token first
            const char* word = m_p;
            while (m_p < m_end && is(*m_p, SanMark))
                ++m_p;
            playSan(g, std::string_view(word, std::size_t(m_p - word)), word);
        } else if (is(c, Digit)) {
            bool ended = false;
            if (!readResultOrNumber(g, ended) || ended)
                return;
        } else if (c == '[' && atLineStart(m_p)) {
            return; // the next game's tags: this one had no result
        } else if (c == '{') {
            if (!skipBraceComment(g.plies))
                return;
        } else if (c == ';' || (c == '%' && atLineStart(m_p))) {
            skipLine();
        } else if (c == '(') {
            if (!scanVariation(g))
                return;
        } else if (c == '$' || c == '!' || c == '?') {
            for (++m_p; m_p < m_end && (is(*m_p, Digit) || *m_p == '!' || *m_p == '?');)
                ++m_p;
        } else if (c == '*') {
            ++m_p;
            m_tokenResult = GameResult::Unknown;
            return;
        } else if (bool ended = false; oddToken(g, ended)) {
            if (ended)
                return;
        } else {
            fail(m_p, ScanErrorKind::UnexpectedCharacter, std::string(1, c));
            ++m_p;
        }
    }
}

// A token starting with a digit: a result (ends the game), castling with zeros, or a move number.
bool Scanner::readResultOrNumber(GameRecord& g, bool& ended)
{
    const char* q = m_p;
    while (q < m_end && is(*q, Digit))
        ++q;
    if (q < m_end && *q == '.') { // "12." or "12...": a move number, neither result nor castling
        for (m_p = q; m_p < m_end && *m_p == '.';)
            ++m_p;
        return true;
    }
    auto startsWith = [&](const char* s) {
        const std::size_t n = std::strlen(s);
        return std::size_t(m_end - m_p) >= n && std::memcmp(m_p, s, n) == 0;
    };
    for (const auto& [text, result] : {std::pair{"1-0", GameResult::WhiteWins}, std::pair{"0-1", GameResult::BlackWins},
                                       std::pair{"1/2-1/2", GameResult::Draw}}) {
        if (startsWith(text)) {
            m_p += std::strlen(text);
            m_tokenResult = result;
            ended = true;
            return true;
        }
    }
    if (startsWith("1/2")) { // the old way of writing a draw
        m_p += 3;
        m_tokenResult = GameResult::Draw;
        ended = true;
        return true;
    }
    if (startsWith("0-0")) { // castling written with zeros
        const char* word = m_p;
        while (m_p < m_end && is(*m_p, ZeroMark))
            ++m_p;
        playSan(g, std::string_view(word, std::size_t(m_p - word)), word);
        return true;
    }
    while (m_p < m_end && is(*m_p, Digit))
        ++m_p;
    while (m_p < m_end && *m_p == '.')
        ++m_p;
    return true;
}

// Replays one move (of the main line, or checks one of a variation); after an error the rest of the
// game is only read, not played.
void Scanner::playSan(GameRecord& g, std::string_view san, const char* at)
{
    if (m_broken)
        return;
    const bool inVariation = !m_lines.empty(); // checked only (scanvariations.cpp)
    if (g.plies == 0xFFFF && !inVariation) {
        fail(at, ScanErrorKind::TooLong);
        return;
    }
    core::Move m;
    switch (core::resolveSan(inVariation ? m_lines.back().now : m_pos, san, m)) {
    case core::SanMatch::Found: break;
    case core::SanMatch::Malformed:
        if (!playDialect(g, san, at))
            fail(at, ScanErrorKind::NotAMove, std::string(san));
        return;
    case core::SanMatch::Illegal: fail(at, ScanErrorKind::IllegalMove, std::string(san)); return;
    case core::SanMatch::Ambiguous: fail(at, ScanErrorKind::AmbiguousMove, std::string(san)); return;
    }
    if (inVariation) {
        playInVariation(m);
        return;
    }
    encodeMove(m_pos, m, m_out.index.movesForAppend());
    m_pos.playWithoutKey(m); // the scan never reads the key
    ++g.plies;
}

// A broken game whose comment held a tag section start (its runaway) ends there: it is read up to
// that comment, its error is the comment's '{' (unless an error came before it) and the scan goes
// on at the tag section. A comment that never closes is never valid PGN. One that closes only in
// a later game (at that game's '}') is: a quoted game is legal comment text, so a sound game is
// left as written; but when its game then breaks (the later game's moves do not fit it), the
// runaway is the likely cause, and reading on at its tag section recovers the games it ate.
void Scanner::resync(GameRecord& g)
{
    g.plies = m_runaway.plies;
    m_out.index.movesForAppend().resize(m_runaway.moves);
    m_tokenResult = GameResult::Unknown;
    if (m_errorAt >= m_runaway.open.at) {
        const Place& q = m_runaway.open;
        m_error =
            ScanError{m_number, q.line, std::uint32_t(q.at - q.lineStart + 1), ScanErrorKind::UnclosedComment, {}};
    }
    m_p = m_runaway.resume.at;
    m_line = m_runaway.resume.line;
    m_lineStart = m_runaway.resume.lineStart;
}

// Stores the record and its error; a sound game's first plies go to the opening table.
void Scanner::finishGame(GameRecord& g)
{
    if (m_resync)
        resync(g);
    if (m_broken)
        m_out.index.addError(std::move(m_error));
    if (g.result == GameResult::Unknown)
        g.result = m_tokenResult;
    g.broken = m_broken;
    m_out.index.addGame(g);
}

ScanPart scanChunk(std::string_view text, std::size_t begin, std::size_t end)
{
    ScanPart part;
    part.beginOffset = begin;
    Scanner(text, begin, end, part).run();
    return part;
}

} // namespace kibitz::database
