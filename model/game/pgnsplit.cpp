// splitPgnGames: a byte scanner that knows just enough PGN syntax to find game boundaries.
#include "pgnsplit.h"

#include "game.h"
#include "pgndialect.h"
#include "pgnresync.h"

#include <algorithm>

#include <string>

namespace kibitz::game {

namespace {

bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

bool isDelimiter(char c)
{
    return isBlank(c) || c == '{' || c == '}' || c == '(' || c == ')' || c == '[' || c == ']' || c == ';' || c == '"';
}

// Scans one pass over the text; the state is where the scan stands.
class Splitter {
public:
    explicit Splitter(std::string_view text) : m_text(text) { }

    std::vector<PgnSpan> run(const std::function<bool(std::size_t, std::size_t)>& progress)
    {
        std::size_t nextReport = 1 << 20;
        while (m_pos < m_text.size()) {
            if (progress && m_pos >= nextReport) {
                nextReport = m_pos + (1 << 20);
                if (!progress(m_pos, m_text.size()))
                    return m_spans;
            }
            step();
        }
        closeGame(m_lastTokenEnd);
        return m_spans;
    }

private:
    bool atLineStart(std::size_t at) const
    {
        while (at > 0
               && (m_text[at - 1] == ' ' || m_text[at - 1] == '\t' || (at >= 3 && dialect::isBom(m_text, at - 3))))
            at -= m_text[at - 1] == ' ' || m_text[at - 1] == '\t' ? 1 : 3;
        return at == 0 || m_text[at - 1] == '\n' || m_text[at - 1] == '\r';
    }

    void skipPast(char close)
    {
        const std::size_t found = m_text.find(close, m_pos);
        m_pos = found == std::string_view::npos ? m_text.size() : found + 1;
    }

    // A {comment}; one never closed ends at the next tag section (pgnresync.h), else at the end.
    void skipComment()
    {
        // Past m_openToEnd no '}' follows (searching again for each stray '{' would be quadratic).
        const std::size_t found = m_pos >= m_openToEnd ? std::string_view::npos : m_text.find('}', m_pos);
        if (found != std::string_view::npos) {
            m_pos = found + 1;
            return;
        }
        m_openToEnd = std::min(m_openToEnd, m_pos);
        const std::size_t next = nextTagSection(m_text, m_pos);
        m_pos = next == std::string_view::npos ? m_text.size() : next;
    }

    // Strings appear in tags; a backslash escapes the next character, a quote may be inside (pgndialect.h).
    void skipString()
    {
        ++m_pos;
        while (m_pos < m_text.size() && m_text[m_pos] != '\n'
               && (m_text[m_pos] != '"' || !dialect::closesTagValue(m_text, m_pos))) {
            if (m_text[m_pos] == '\\')
                ++m_pos;
            ++m_pos;
        }
        if (m_pos < m_text.size() && m_text[m_pos] == '"')
            ++m_pos;
    }

    void openGame(std::size_t at)
    {
        if (!m_inGame) {
            m_inGame = true;
            m_begin = at;
            m_inMoves = false;
            m_inTag = false;
            m_sawTag = false;
            m_depth = 0;
            m_names.clear();
        }
    }

    // The tag name after the '[' at `at`.
    std::string_view tagNameAt(std::size_t at) const
    {
        std::size_t p = at + 1;
        while (p < m_text.size() && (m_text[p] == ' ' || m_text[p] == '\t'))
            ++p;
        const std::size_t start = p;
        while (p < m_text.size() && !isDelimiter(m_text[p]))
            ++p;
        return m_text.substr(start, p - start);
    }

    // True when the line before the one starting near `at` is empty.
    bool emptyLineBefore(std::size_t at) const
    {
        const std::size_t nl = m_text.rfind('\n', at);
        if (nl == std::string_view::npos || nl == 0)
            return false;
        const std::size_t prev = m_text.rfind('\n', nl - 1);
        const std::size_t from = prev == std::string_view::npos ? 0 : prev + 1;
        return m_text.substr(from, nl - from).find_first_not_of(" \t\r") == std::string_view::npos;
    }

    // A tag the game has already, after an empty line, starts the next game (pgndialect.h).
    bool repeatsTag(std::size_t at) const
    {
        return m_inGame && !m_inMoves && m_sawTag && !m_inTag && emptyLineBefore(at)
            && std::find(m_names.begin(), m_names.end(), tagNameAt(at)) != m_names.end();
    }

    void closeGame(std::size_t end)
    {
        // A stretch of comments alone is no game (e.g. a remark after the last result).
        if (m_inGame && (m_inMoves || m_sawTag))
            m_spans.push_back({m_begin, end});
        m_inGame = false;
    }

    void step()
    {
        const char c = m_text[m_pos];
        if (isBlank(c)) {
            ++m_pos;
            return;
        }
        if (c == '\xEF' && dialect::isBom(m_text, m_pos)) { // files joined together hold several
            m_pos += 3;
            return;
        }
        const std::size_t start = m_pos;
        if (c == '%' && atLineStart(start)) { // escape line: not part of any game
            skipPast('\n');
            return;
        }
        if (c == '[' && atLineStart(start) && m_inGame && (m_inMoves || repeatsTag(start)))
            closeGame(m_lastTokenEnd); // a game without a result ends where tags begin
        openGame(start);
        switch (c) {
        // A comment is movetext, as the reader sees it: a remark between games is a game of its own.
        case '{': skipComment(), m_inMoves = !m_inTag; break;
        case ';': skipPast('\n'), m_inMoves = !m_inTag; break;
        case '"': skipString(); break;
        case '[': m_inTag = m_sawTag = true, m_names.push_back(tagNameAt(start)), ++m_pos; break;
        case ']': m_inTag = false, ++m_pos; break;
        case '(': ++m_depth, m_inMoves = true, ++m_pos; break;
        case ')': m_depth = m_depth > 0 ? m_depth - 1 : 0, ++m_pos; break;
        default: symbol(); return;
        }
        m_lastTokenEnd = m_pos;
    }

    // A move, move number, NAG or result; a result outside variations ends the game.
    void symbol()
    {
        const std::size_t start = m_pos;
        while (m_pos < m_text.size() && !isDelimiter(m_text[m_pos]))
            ++m_pos;
        if (m_pos == start)
            ++m_pos; // a stray '}' and the like
        m_lastTokenEnd = m_pos;
        if (m_inTag)
            return; // a tag name
        const bool result = isResultText(dialect::standardResult(m_text.substr(start, m_pos - start)));
        if (!result)
            m_inMoves = true; // a stray result alone is no game
        if (result && m_depth == 0)
            closeGame(m_pos);
    }

    std::string_view m_text;
    std::size_t m_pos = 0;
    std::vector<PgnSpan> m_spans;
    bool m_inGame = false;
    bool m_inMoves = false;
    bool m_inTag = false;
    bool m_sawTag = false;
    int m_depth = 0;
    std::size_t m_begin = 0;
    std::size_t m_lastTokenEnd = 0;
    std::size_t m_openToEnd = std::string_view::npos; // no '}' from here to the end
    std::vector<std::string_view> m_names; // the game's tag names so far
};

} // namespace

std::vector<PgnSpan> splitPgnGames(std::string_view text, const std::function<bool(std::size_t, std::size_t)>& progress)
{
    return Splitter(text).run(progress);
}

} // namespace kibitz::game
