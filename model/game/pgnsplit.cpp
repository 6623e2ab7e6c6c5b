// splitPgnGames: a byte scanner that knows just enough PGN syntax to find game boundaries.
#include "pgnsplit.h"

#include "game.h"
#include "pgnresync.h"

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
        while (at > 0 && (m_text[at - 1] == ' ' || m_text[at - 1] == '\t'))
            --at;
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

    // Strings appear in tags; a backslash escapes the next character.
    void skipString()
    {
        ++m_pos;
        while (m_pos < m_text.size() && m_text[m_pos] != '"' && m_text[m_pos] != '\n') {
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
        }
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
        const std::size_t start = m_pos;
        if (c == '%' && atLineStart(start)) { // escape line: not part of any game
            skipPast('\n');
            return;
        }
        if (c == '[' && atLineStart(start) && m_inGame && m_inMoves)
            closeGame(m_lastTokenEnd); // a game without a result ends where tags begin
        openGame(start);
        switch (c) {
        // A comment is movetext, as the reader sees it: a remark between games is a game of its own.
        case '{': skipComment(), m_inMoves = !m_inTag; break;
        case ';': skipPast('\n'), m_inMoves = !m_inTag; break;
        case '"': skipString(); break;
        case '[': m_inTag = m_sawTag = true, ++m_pos; break;
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
        const bool result = isResultText(m_text.substr(start, m_pos - start));
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
};

} // namespace

std::vector<PgnSpan> splitPgnGames(std::string_view text, const std::function<bool(std::size_t, std::size_t)>& progress)
{
    return Splitter(text).run(progress);
}

} // namespace kibitz::game
