// PgnLexer: PGN tokens with positions; tolerant of a BOM, CRLF, tabs and '%' escape lines.
#include "pgnlexer.h"

#include "nags.h"
#include "pgnbytes.h"
#include "pgndialect.h"
#include "pgnresync.h"
#include "pgntext.h"
#include "utf8.h"

#include <algorithm>

namespace kibitz::game {

// readWord is inlined into the token loop: called, it reloaded the cursor and input for each move.
#if defined(__GNUC__) || defined(__clang__)
#define LEXER_INLINE inline __attribute__((always_inline))
#else
#define LEXER_INLINE inline
#endif

using pgnbytes::byteClasses;
using pgnbytes::isBlank;
using pgnbytes::isWordChar;

namespace {

// Other characters that PGN outside comments and strings may contain.
bool isPunctuation(char c)
{
    return c == '(' || c == ')' || c == '[' || c == ']' || c == '$' || c == '!' || c == '?' || c == ';' || c == '"'
        || c == '.' || c == '}';
}

} // namespace

// Starts at the beginning of text (a byte order mark there is skipped as blank).
PgnLexer::PgnLexer(std::string_view text) : m_input(text) { }

// The character ahead of the cursor, '\0' past the end.
char PgnLexer::peek(std::size_t ahead) const
{
    const std::size_t p = m_pos + ahead;
    return p < m_input.size() ? m_input[p] : '\0';
}

// Consumes one byte; columns count UTF-8 characters and ignore '\r'.
void PgnLexer::advance()
{
    const char c = m_input[m_pos++];
    if (c == '\n') {
        ++m_curLine;
        m_curColumn = 1;
        m_lineStart = true;
    } else if ((static_cast<unsigned char>(c) & 0xC0) != 0x80 && c != '\r') {
        ++m_curColumn;
    }
}

// Skips white space, byte order marks (files joined together hold several) and '%' escape lines.
void PgnLexer::skipBlanks()
{
    while (m_pos < m_input.size()) {
        const char c = m_input[m_pos];
        if (c == ' ') { // most blanks: no line, no UTF-8 to count
            ++m_pos;
            ++m_curColumn;
        } else if (isBlank(c)) {
            advance();
        } else if (c == '\xEF' && dialect::isBom(m_input, m_pos)) {
            m_pos += 3; // not a character of the text: the column stays
        } else if (c == '%' && m_curColumn == 1) {
            while (m_pos < m_input.size() && peek() != '\n')
                advance();
        } else {
            break;
        }
    }
}

// Marks the current token as an error (codePoint: that of an unexpected character).
PgnToken PgnLexer::fail(PgnLexError error, int codePoint)
{
    m_error = error;
    m_codePoint = codePoint;
    m_kind = PgnToken::Error;
    return m_kind;
}

PgnToken PgnLexer::next() { return read<false>(); }

PgnToken PgnLexer::nextSkippingMoveNumbers() { return read<true>(); }

// Reads the next token (a loop, not a call per token stepped over: move numbers, "e.p." marks).
// A token's details (nag, comment flags, error) are set only by its own kind (see the header).
template <bool SkipMoveNumbers> PgnToken PgnLexer::read()
{
    for (;;) {
        if (m_pos < m_input.size() && m_input[m_pos] == ' ') {
            ++m_pos, ++m_curColumn; // the usual one space between tokens, without a call
        } else if (m_pos < m_input.size() && (m_input[m_pos] == '\n' || m_input[m_pos] == '\r')) {
            const std::size_t n = m_input[m_pos] == '\n' ? 1 : m_input.substr(m_pos, 2) == "\r\n" ? 2 : 0;
            if (n) // a line's end, LF or CR LF (every tag line's, half the files'), without a call
                m_pos += n, ++m_curLine, m_curColumn = 1, m_lineStart = true;
        }
        if (m_pos < m_input.size() && byteClasses.skipped[static_cast<unsigned char>(m_input[m_pos])])
            skipBlanks();
        m_line = m_curLine;
        m_column = m_curColumn;
        m_tokenOffset = m_pos;
        m_tokenAtLineStart = m_lineStart;
        m_text = {};
        if (m_pos >= m_input.size())
            return m_kind = PgnToken::End;
        m_lineStart = false;
        const char c = m_input[m_pos];
        if (!isWordChar(c))
            return readOther(c);
        readWord(); // moves and move numbers, most tokens
        if (SkipMoveNumbers && m_kind == PgnToken::MoveNumber)
            continue;
        if (m_kind == PgnToken::Symbol && dialect::isEpMark(m_text))
            continue; // "exd6 e.p.": the capture said it already
        return m_kind;
    }
}

// The tokens that do not start with a word character (c, at the cursor).
PgnToken PgnLexer::readOther(char c)
{
    switch (c) {
    case '[': advance(); return m_kind = PgnToken::LeftBracket;
    case ']': advance(); return m_kind = PgnToken::RightBracket;
    case '(': advance(); return m_kind = PgnToken::LeftParen;
    case ')': advance(); return m_kind = PgnToken::RightParen;
    case '*':
        advance();
        m_text = "*";
        return m_kind = PgnToken::Result;
    case '"': readString(); return m_kind;
    case '{': readBraceComment(); return m_kind;
    case ';': readLineComment(); return m_kind;
    case '$': readNag(); return m_kind;
    case '!':
    case '?': readSuffix(); return m_kind;
    default: break;
    }
    if (m_input.substr(m_pos, dialect::HalfDraw.size()) == dialect::HalfDraw) {
        for (std::size_t i = 0; i < dialect::HalfDraw.size(); ++i)
            advance();
        m_text = dialect::standardResult(dialect::HalfDraw);
        return m_kind = PgnToken::Result;
    }
    // Keep the whole UTF-8 character for the message, or the one byte that does not start one.
    int bytes = 1;
    const int codePoint = utf8::decode(m_input, m_pos, bytes);
    m_text = m_input.substr(m_pos, std::size_t(bytes));
    for (int i = 0; i < bytes; ++i)
        advance();
    return fail(codePoint < 0 ? PgnLexError::InvalidUtf8 : PgnLexError::UnexpectedCharacter, codePoint);
}

// A {...} comment, possibly over several lines.
void PgnLexer::readBraceComment()
{
    advance();
    const std::size_t start = m_pos;
    m_paddedComment = start < m_input.size() && isBlank(m_input[start]);
    std::size_t resume = 0; // the first tag section start inside, on resumeLine
    int resumeLine = 0;
    // Past m_openToEnd no '}' follows: the walk stops at the first tag section start (walking to
    // the end for each stray '{' of a broken file would be quadratic).
    const bool neverCloses = start - 1 >= m_openToEnd;
    // From line break to line break (memchr): comments are most of some files' bytes.
    const std::size_t close = neverCloses ? std::string_view::npos : m_input.find('}', m_pos);
    std::string_view plain;
    if (close != std::string_view::npos && pgntext::isPlainComment(m_input.substr(start, close - start), plain)) {
        m_curColumn += int(close + 1 - start); // one line of ASCII and its '}'
        m_pos = close + 1;
        m_text = plain; // the input's bytes: nothing to collapse, nothing to convert
        m_kind = PgnToken::Comment;
        m_braceComment = true;
        m_commentHoldsTagSection = false;
        return;
    }
    const std::size_t end = std::min(close, m_input.size());
    std::size_t lineBegin = m_pos;
    for (std::size_t nl = m_input.find('\n', m_pos); nl < end; nl = m_input.find('\n', nl + 1)) {
        ++m_curLine;
        m_curColumn = 1;
        m_lineStart = true;
        lineBegin = nl + 1;
        if (!resumeLine && startsTagSection(m_input, nl + 1)) {
            resume = nl + 1, resumeLine = m_curLine;
            if (neverCloses)
                break;
        }
    }
    m_curColumn += utf8::columns(m_input.substr(lineBegin, end - lineBegin));
    m_pos = end;
    if (m_pos >= m_input.size())
        m_openToEnd = std::min(m_openToEnd, start - 1);
    if (m_pos >= m_input.size() || peek() != '}') { // never closed: the next game starts there (pgnresync.h)
        if (resumeLine)
            m_pos = resume, m_curLine = resumeLine, m_curColumn = 1, m_lineStart = true;
        fail(PgnLexError::UnterminatedComment);
        return;
    }
    m_buffer.clear();
    pgntext::appendCollapsed(m_buffer, m_input.substr(start, m_pos - start));
    utf8::makeUtf8(m_buffer);
    m_text = m_buffer;
    advance();
    m_kind = PgnToken::Comment;
    m_braceComment = true;
    m_commentHoldsTagSection = resumeLine != 0;
}

// A ;... comment up to the end of the line.
void PgnLexer::readLineComment()
{
    advance();
    const std::size_t start = m_pos;
    while (m_pos < m_input.size() && peek() != '\n')
        advance();
    m_buffer.clear();
    pgntext::appendCollapsed(m_buffer, m_input.substr(start, m_pos - start));
    utf8::makeUtf8(m_buffer);
    m_text = m_buffer;
    m_kind = PgnToken::Comment;
    m_paddedComment = m_braceComment = m_commentHoldsTagSection = false;
}

// A word: move number (digits, then any periods), result or symbol. Read for every move and
// move number: a number is told at once, and so is a word that starts with a letter and ends
// without a possible e.p. mark (most moves); the rest is told apart in finishWord. Word
// characters are ASCII, none a line break: one column each.
LEXER_INLINE void PgnLexer::readWord()
{
    const char* const begin = m_input.data();
    const char* const end = begin + m_input.size();
    const char* const first = begin + m_pos;
    const char* p = first;
    if (*p >= '0' && *p <= '9') {
        while (++p != end && *p >= '0' && *p <= '9') { }
        if (p == end || !isWordChar(*p)) { // digits only: a move number
            m_text = std::string_view(first, std::size_t(p - first));
            while (p != end && *p == '.')
                ++p;
            m_curColumn += int(p - first);
            m_pos = std::size_t(p - begin);
            m_kind = PgnToken::MoveNumber;
            return;
        }
    }
    while (p != end && isWordChar(*p))
        ++p;
    const std::string_view word(first, std::size_t(p - first));
    m_pos = std::size_t(p - begin);
    m_curColumn += int(word.size());
    if (*first > '9' && p[-1] != 'e' && p[-1] != 'p') { // no number, result or "e.p."
        m_text = word;
        m_kind = PgnToken::Symbol;
        return;
    }
    finishWord(std::size_t(first - begin), word);
}

// The words readWord does not settle (results, "0-0", "e.p." marks): they start with a character
// other than a letter, or end in 'e' or 'p'. Numbers never come here.
void PgnLexer::finishWord(std::size_t start, std::string_view word)
{
    if (word.back() == 'e' && peek() == '.' && peek(1) == 'p' && peek(2) == '.') {
        advance(), advance(), advance(); // "e.p." (pgndialect.h)
        word = m_input.substr(start, m_pos - start);
    }
    if (word.back() == 'p' || word.back() == '.')
        word.remove_suffix(dialect::epSuffixLength(word));
    m_text = word;
    m_kind = PgnToken::Symbol;
    if ((word[0] == '0' || word[0] == '1') && (word == "1-0" || word == "0-1" || word == "1/2-1/2" || word == "1/2")) {
        m_text = dialect::standardResult(word);
        m_kind = PgnToken::Result;
    }
}

// $n with 0 <= n <= 255.
void PgnLexer::readNag()
{
    advance();
    int value = 0;
    int digits = 0;
    while (peek() >= '0' && peek() <= '9') {
        if (value <= 255)
            value = value * 10 + (peek() - '0');
        ++digits;
        advance();
    }
    if (digits == 0 || value > 255) {
        m_text = "$";
        fail(PgnLexError::BadNag);
        return;
    }
    m_nag = value;
    m_kind = PgnToken::Nag;
}

// A run of ! and ? after a move.
void PgnLexer::readSuffix()
{
    const std::size_t start = m_pos;
    while (peek() == '!' || peek() == '?')
        advance();
    m_text = m_input.substr(start, m_pos - start);
    m_nag = suffixNag(m_text);
    m_kind = PgnToken::Suffix;
}

// Error recovery: on to the end of this game.
bool PgnLexer::skipToNextGame()
{
    for (;;) {
        skipBlanks();
        if (m_pos >= m_input.size())
            return false;
        const char c = peek();
        if (c == '[' && m_lineStart)
            return true;
        m_lineStart = false;
        if (c == '{') {
            readBraceComment(); // one never closed goes on at the next tag section
        } else if (c == '*') {
            advance();
            return true;
        } else if (isWordChar(c)) {
            readWord();
            if (m_kind == PgnToken::Result)
                return true;
        } else if (isPunctuation(c)) {
            advance();
        } else {
            return skipToTagLine(); // no PGN contains this byte: garbage, not a game
        }
    }
}

} // namespace kibitz::game
