// PgnLexer over tag lines, apart from the token loop of pgnlexer.cpp: the usual tag line read at
// once, peeking at tag names and lines, and the simpler steps of error recovery (rewinding,
// skipping tag lines and garbage).
#include "pgnlexer.h"

#include "pgnbytes.h"
#include "pgndialect.h"

namespace kibitz::game {

using pgnbytes::byteClasses;
using pgnbytes::isWordChar;

// Scans the usual tag line at once; the state it leaves is that after next() read the ']'.
bool PgnLexer::readPlainTag(PlainTag& tag)
{
    const char* const begin = m_input.data();
    const char* const end = begin + m_input.size();
    const char* const name = begin + m_pos;
    const char* p = name;
    if (p == end || !((*p >= 'A' && *p <= 'Z') || (*p >= 'a' && *p <= 'z')))
        return false; // a number, a result or nothing: next() tells those
    while (++p != end && byteClasses.tagName[static_cast<unsigned char>(*p)]) { }
    tag.name = std::string_view(name, std::size_t(p - name));
    if (end - p < 2 || p[0] != ' ' || p[1] != '"')
        return false;
    if (p[-1] == 'p' && (dialect::isEpMark(tag.name) || dialect::epSuffixLength(tag.name)))
        return false; // "ep" marks are no names to next() (readWord, read)
    const char* const value = p += 2;
    while (p != end && byteClasses.plainValue[static_cast<unsigned char>(*p)])
        ++p;
    if (end - p < 2 || p[0] != '"' || p[1] != ']')
        return false;
    tag.value = std::string_view(value, std::size_t(p - value));
    tag.valueColumn = m_curColumn + int(value - 1 - name); // ASCII on one line: a column a byte
    m_line = m_curLine; // the ']'
    m_column = m_curColumn + int(p + 1 - name);
    m_tokenOffset = std::size_t(p + 1 - begin);
    m_tokenAtLineStart = false;
    m_text = {};
    m_kind = PgnToken::RightBracket;
    m_pos = m_tokenOffset + 1;
    m_curColumn = m_column + 1;
    return true;
}

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
