// PgnLexer over tag lines, apart from the token loop of pgnlexer.cpp: the usual tag line read at
// once, tag values (strings), peeking at tag names and lines, and the simpler steps of error
// recovery (rewinding, skipping tag lines and garbage).
#include "pgnlexer.h"

#include "pgnbytes.h"
#include "pgndialect.h"
#include "utf8.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace kibitz::game {

using pgnbytes::byteClasses;
using pgnbytes::isWordChar;

namespace {

// The end of the run of a tag value's bytes from p that are read as they are: the first quote,
// backslash, line end or NUL, or end. high: set when the run holds a byte of 0x80 or above (UTF-8
// to check). Sixteen bytes at a time where there are sixteen (a byte at a time cost more than the
// rest of the tag: names, dates and ratings are plain values).
const char* valueRunEnd(const char* p, const char* end, bool& high)
{
#if defined(__SSE2__)
    for (; end - p >= 16; p += 16) {
        const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
        const __m128i stops = _mm_or_si128(
            _mm_or_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8('"')), _mm_cmpeq_epi8(x, _mm_set1_epi8('\\'))),
            _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8('\r')), _mm_cmpeq_epi8(x, _mm_set1_epi8('\n'))),
                         _mm_cmpeq_epi8(x, _mm_setzero_si128())));
        const auto stop = unsigned(_mm_movemask_epi8(stops));
        const auto highBits = unsigned(_mm_movemask_epi8(x)); // the bytes' top bits
        if (stop) {
            const unsigned before = (stop & (0u - stop)) - 1; // the bytes before the first stop
            high = high || (highBits & before);
            return p + __builtin_ctz(stop);
        }
        high = high || highBits;
    }
#endif
    for (; p != end; ++p) {
        const auto c = static_cast<unsigned char>(*p);
        if (c == '"' || c == '\\' || c == '\r' || c == '\n' || c == 0)
            break;
        high = high || c >= 0x80;
    }
    return p;
}

} // namespace

// Sixteen bytes at a time where there are sixteen: a byte at a time was a fifth of the work of a
// tag line in a broadcast's header (19 names a game).
const char* pgnbytes::tagNameEnd(const char* p, const char* end)
{
#if defined(__SSE2__)
    if (end - p >= 16) {
        const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
        // Signed compares: bytes of 0x80 and above are negative, below every bound.
        const __m128i folded = _mm_or_si128(x, _mm_set1_epi8(0x20)); // 'A'..'Z' onto 'a'..'z'
        const __m128i letter =
            _mm_and_si128(_mm_cmpgt_epi8(folded, _mm_set1_epi8('a' - 1)), _mm_cmplt_epi8(folded, _mm_set1_epi8('z' + 1)));
        const __m128i digit =
            _mm_and_si128(_mm_cmpgt_epi8(x, _mm_set1_epi8('0' - 1)), _mm_cmplt_epi8(x, _mm_set1_epi8('9' + 1)));
        const __m128i inName = _mm_or_si128(_mm_or_si128(letter, digit), _mm_cmpeq_epi8(x, _mm_set1_epi8('_')));
        const auto stop = ~unsigned(_mm_movemask_epi8(inName)) & 0xFFFFu;
        if (stop)
            return p + __builtin_ctz(stop);
        p += 16;
    }
#endif
    while (p != end && byteClasses.tagName[static_cast<unsigned char>(*p)])
        ++p;
    return p;
}

// A tag value; strings end on the same line, with \" and \\ escapes. Most values have no
// escapes and are ASCII or UTF-8: their text is the input's bytes.
void PgnLexer::readString()
{
    advance();
    const std::size_t start = m_pos;
    const char* const begin = m_input.data();
    const char* const end = begin + m_input.size();
    bool high = false;
    for (const char* p = begin + start; (p = valueRunEnd(p, end, high)) != end && *p == '"'; ++p) {
        const std::size_t quote = std::size_t(p - begin);
        if (!dialect::closesTagValue(m_input, quote))
            continue; // a quote inside the value
        const std::string_view text = m_input.substr(start, quote - start);
        if (high && !utf8::isValid(text))
            break; // Windows-1252: converted below
        m_text = text;
        m_curColumn += (high ? utf8::columns(text) : int(text.size())) + 1; // no line break inside
        m_pos = quote + 1;
        m_kind = PgnToken::String;
        return;
    }
    readEscapedString(); // from the opening quote's next byte: nothing was consumed
}

// readString's general case, from just after the opening quote.
void PgnLexer::readEscapedString()
{
    m_buffer.clear();
    for (;;) {
        const char c = peek();
        if (m_pos >= m_input.size() || c == '\n') {
            fail(PgnLexError::UnterminatedString);
            return;
        }
        if (c == '\\' && (peek(1) == '"' || peek(1) == '\\')) {
            m_buffer.push_back(peek(1));
            advance();
            advance();
            continue;
        }
        advance();
        if (c == '"' && dialect::closesTagValue(m_input, m_pos - 1))
            break;
        if (c == '\0')
            m_buffer += utf8::Replacement;
        else if (c != '\r')
            m_buffer.push_back(c);
    }
    utf8::makeUtf8(m_buffer);
    m_text = m_buffer;
    m_kind = PgnToken::String;
}

// Scans the usual tag line at once, and the token after it.
bool PgnLexer::readPlainTagLine(PlainTag& tag)
{
    const char* const begin = m_input.data();
    const char* const end = begin + m_input.size();
    const char* const name = begin + m_pos;
    const char* p = name;
    if (p == end || !((*p >= 'A' && *p <= 'Z') || (*p >= 'a' && *p <= 'z')))
        return false; // a number, a result or nothing: next() tells those
    p = pgnbytes::tagNameEnd(p + 1, end);
    tag.name = std::string_view(name, std::size_t(p - name));
    if (end - p < 2 || p[0] != ' ' || p[1] != '"')
        return false;
    if (p[-1] == 'p' && (dialect::isEpMark(tag.name) || dialect::epSuffixLength(tag.name)))
        return false; // "ep" marks are no names to next() (readWord, read)
    const char* const value = p += 2;
    bool high = false;
    p = valueRunEnd(p, end, high);
    if (end - p < 2 || p[0] != '"' || p[1] != ']')
        return false;
    tag.value = std::string_view(value, std::size_t(p - value));
    if (high && !utf8::isValid(tag.value))
        return false; // Windows-1252: next() converts it
    tag.line = m_curLine;
    tag.valueColumn = m_curColumn + int(value - 1 - name); // ASCII up to the value: a column a byte
    const std::size_t bracket = std::size_t(p + 1 - begin); // the ']'
    if (m_input.size() - bracket >= 3 && p[2] == '\n' && p[3] == '[') {
        // The usual next token, the next line's '[', set as next() would set it (the token loop
        // cost a third of a tag line).
        m_line = m_curLine = m_curLine + 1;
        m_column = 1;
        m_curColumn = 2;
        m_tokenOffset = bracket + 2;
        m_tokenAtLineStart = true;
        m_lineStart = false;
        m_text = {};
        m_pos = bracket + 3;
        m_kind = PgnToken::LeftBracket;
        return true;
    }
    // Else the state after the ']' token, and next() from there.
    const int valueColumns = high ? utf8::columns(tag.value) : int(tag.value.size());
    m_line = m_curLine;
    m_column = m_curColumn + int(value - name) + valueColumns + 1;
    m_tokenOffset = bracket;
    m_tokenAtLineStart = false;
    m_text = {};
    m_kind = PgnToken::RightBracket;
    m_pos = bracket + 1;
    m_curColumn = m_column + 1;
    next();
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
