// The database scanner's variations: their moves are played on positions of their own, only to
// find what the full reader (game/pgnreader.h) refuses in them, so that the index marks the same
// games broken (a Lichess study file had three games broken only in a variation: listed by the
// Games panel, refused when opened). The index keeps the main line alone, as before.
#include "scanner.h"

#include "core/nullmove.h"

namespace kibitz::database {

using detail::Scanner;

// A (variation), nested ones and comments inside; false when it never closes. A tag line ends
// it (tags never belong in movetext): the game is broken and the next one starts there.
bool Scanner::scanVariation(GameRecord& g)
{
    const Place start = here(m_p);
    m_lines.clear();
    bool closed = false;
    while (m_p < m_end && !closed) {
        const char c = *m_p;
        if (c == '(') {
            openVariation(g, m_p++);
        } else if (c == ')') {
            ++m_p;
            m_lines.pop_back();
            closed = m_lines.empty();
        } else if (c == '{') {
            if (!skipBraceComment(g.plies))
                break;
        } else if (c == ';') {
            skipLine();
        } else if (c == '[' && atLineStart(m_p)) {
            failAt(start, ScanErrorKind::UnclosedVariation);
            break;
        } else if (c == '\n') {
            ++m_line;
            m_lineStart = ++m_p;
        } else if (is(c, Letter)) {
            const char* word = m_p;
            while (m_p < m_end && is(*m_p, SanMark))
                ++m_p;
            playSan(g, std::string_view(word, std::size_t(m_p - word)), word);
        } else if (is(c, Digit) || c == '*') {
            variationResult(g);
        } else if (c == '-' && m_p + 1 < m_end && m_p[1] == '-') {
            playNull(g, m_p);
            m_p += 2;
        } else {
            ++m_p; // NAGs, suffixes and what the old scan stepped over
        }
    }
    if (m_p >= m_end && !closed)
        failAt(start, ScanErrorKind::UnclosedVariation);
    m_lines.clear(); // the main line's moves are played on m_pos again
    return closed;
}

// Opens a variation: its first move replaces the last move of the line it is in. At the main
// line that position comes from the game's move codes, replayed on from the last variation's.
void Scanner::openVariation(const GameRecord& g, const char* at)
{
    Line line;
    if (m_broken) {
        // only the depth counts now
    } else if (m_lines.empty() ? g.plies == 0 : !m_lines.back().moved) {
        fail(at, ScanErrorKind::VariationWithoutMove);
    } else if (m_lines.empty()) {
        const std::uint8_t* const codes = m_out.index.moves().data();
        const std::uint8_t* code = codes + m_replayCode;
        for (; m_replayed + 1 < g.plies; ++m_replayed)
            core::playMoveOrPass(m_replay, decodeMove(m_replay, code));
        m_replayCode = std::size_t(code - codes);
        line.now = m_replay;
    } else {
        line.now = m_lines.back().before;
    }
    m_lines.push_back(std::move(line));
}

// Digits in a variation: a move number, castling with zeros, or a result ('*' too), which the
// full reader refuses there.
void Scanner::variationResult(GameRecord& g)
{
    const char* at = m_p;
    const GameResult result = m_tokenResult;
    bool ended = *m_p == '*';
    if (ended)
        ++m_p;
    else
        readResultOrNumber(g, ended);
    if (!ended)
        return;
    m_tokenResult = result; // the game's result is the one after its main line
    fail(at, ScanErrorKind::ResultInVariation, std::string(at, std::size_t(m_p - at)));
}

// A legal move of the innermost variation (playSan found it).
void Scanner::playInVariation(core::Move m)
{
    Line& line = m_lines.back();
    line.before = line.now;
    line.now.playWithoutKey(m);
    line.moved = true;
}

// A null move of the innermost variation (playNull's checks).
void Scanner::passInVariation(const char* at)
{
    Line& line = m_lines.back();
    if (!core::canPassTurn(line.now)) {
        fail(at, ScanErrorKind::IllegalMove, std::string(at, 2));
        return;
    }
    line.before = line.now;
    core::passTurn(line.now);
    line.moved = true;
}

} // namespace kibitz::database
