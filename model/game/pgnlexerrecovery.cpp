// PgnLexer's look-ahead and the simpler steps of its error recovery: rewinding, peeking at tag
// names and lines, skipping tag lines and garbage (apart from the token loop of pgnlexer.cpp).
#include "pgnlexer.h"

#include "pgnbytes.h"

namespace kibitz::game {

using pgnbytes::isWordChar;

// Puts the cursor back before the current token.
void PgnLexer::rewindToToken()
{
    m_pos = m_tokenOffset;
    m_curLine = m_line;
    m_curColumn = m_column;
    m_lineStart = m_tokenAtLineStart;
}

// The name after the '[' just read (blanks before it skipped).
std::string_view PgnLexer::tagNameAhead() const
{
    std::size_t p = m_pos;
    while (p < m_input.size() && (m_input[p] == ' ' || m_input[p] == '\t'))
        ++p;
    const std::size_t start = p;
    while (p < m_input.size() && isWordChar(m_input[p]))
        ++p;
    return m_input.substr(start, p - start);
}

// Skips blanks and tells whether a tag line starts here.
bool PgnLexer::atTagLine()
{
    skipBlanks();
    return m_pos < m_input.size() && m_lineStart && peek() == '[';
}

// Skips the rest of the current line and the tag lines after it.
void PgnLexer::skipTagLines()
{
    while (m_pos < m_input.size() && peek() != '\n')
        advance();
    while (atTagLine()) {
        while (m_pos < m_input.size() && peek() != '\n')
            advance();
    }
}

// Garbage recovery: on to a line that starts with '['.
bool PgnLexer::skipToTagLine()
{
    while (!atTagLine()) {
        if (m_pos >= m_input.size())
            return false;
        m_lineStart = false;
        advance();
    }
    return true;
}

} // namespace kibitz::game
