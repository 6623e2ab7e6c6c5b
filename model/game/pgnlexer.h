// Splits PGN text into tokens, tracking line and column (1-based, columns in UTF-8 characters).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace kibitz::game {

enum class PgnToken {
    End,
    LeftBracket, // [
    RightBracket, // ]
    String, // "..." (text holds the unescaped value, in UTF-8: see utf8::makeUtf8)
    Symbol, // a tag name or a move: e4, Nxf7+, O-O, 0-0, e8=Q
    MoveNumber, // 12. or 12... or a bare 12
    Comment, // {...} or ;... (text holds the comment, white space collapsed, in UTF-8)
    LeftParen, // (
    RightParen, // )
    Nag, // $n (number in nag)
    Suffix, // ! ? !! ?? !? ?! (number in nag; 0 for an unknown combination)
    Result, // 1-0 0-1 1/2-1/2 *
    Error, // text holds the reason (see errorKind)
};

enum class PgnLexError { None, UnexpectedCharacter, InvalidUtf8, UnterminatedString, UnterminatedComment, BadNag };

class PgnLexer {
public:
    explicit PgnLexer(std::string_view text);

    // Reads the next token; after End it keeps returning End.
    PgnToken next();
    // As next(), but move numbers are stepped over (movetext, whose reader has no use for them:
    // a third of its tokens).
    PgnToken nextSkippingMoveNumbers();
    PgnToken kind() const { return m_kind; }
    // The token's text (unescaped string, comment, symbol) or the offending character; valid
    // until the next call of next(). A view of the input where the text is the input's bytes.
    std::string_view text() const { return m_text; }
    // The details below belong to their kind of token (asked of another: 0, false, -1, None), so
    // that next() need not clear them for every move.
    int nag() const { return m_kind == PgnToken::Nag || m_kind == PgnToken::Suffix ? m_nag : 0; }
    // For a {comment}: true when blank space followed the '{' ("{ text }").
    bool paddedComment() const { return m_kind == PgnToken::Comment && m_paddedComment; }
    // True when the Comment token was a {comment} (not a ;comment).
    bool braceComment() const { return m_kind == PgnToken::Comment && m_braceComment; }
    // True when that {comment} holds a tag section start (pgnresync.h): it may have run into the
    // next games, its '}' being a later game's.
    bool commentHoldsTagSection() const { return m_kind == PgnToken::Comment && m_commentHoldsTagSection; }
    // For UnexpectedCharacter: the character's code point (its bytes are in text()).
    int codePoint() const { return m_kind == PgnToken::Error ? m_codePoint : -1; }
    PgnLexError error() const { return m_kind == PgnToken::Error ? m_error : PgnLexError::None; }
    int line() const { return m_line; }
    int column() const { return m_column; }
    // True when the token is the first non-blank thing on its line.
    bool atLineStart() const { return m_tokenAtLineStart; }
    std::size_t offset() const { return m_tokenOffset; }
    std::size_t size() const { return m_input.size(); }

    // A tag line of the usual shape read at once (see readPlainTagLine).
    struct PlainTag {
        std::string_view name; // views of the input
        std::string_view value;
        int line = 0; // the tag line's
        int valueColumn = 0; // where the value's string token (its opening quote) stands
    };
    // After a '[' token: when the line goes on `Name "value"]` (a name of letters, digits and
    // '_'; one space; a value of printable ASCII without quotes or backslashes), reads it up to
    // and with the ']' and then the next token, as next() would, and returns true; else reads
    // nothing. Most tag lines: their four tokens one by one cost four times as much, and the
    // usual next token (a line end and the next tag line's '[') is read without the token loop.
    bool readPlainTagLine(PlainTag& tag);

    // Error recovery: the next call of next() reads the current token again.
    void rewindToToken();
    // After a '[' token: the tag name that follows, without reading it.
    std::string_view tagNameAhead() const;
    // Peeks whether the next token starts a tag section ('[' first on a line); skips blanks.
    bool atTagLine();
    // Error recovery: skips to just after a result token or to a '[' that starts a line,
    // stepping over comments; on a byte no PGN token contains (garbage) it goes on with
    // skipToTagLine(). Returns false at the end of the input.
    bool skipToNextGame();
    // Error recovery in garbage: skips to the next line that starts with '[' (a tag section).
    bool skipToTagLine();
    // Skips the rest of the line and the tag lines after it (first non-blank character '[').
    void skipTagLines();

private:
    char peek(std::size_t ahead = 0) const;
    template <bool SkipMoveNumbers> PgnToken read();
    PgnToken readOther(char c);
    void advance();
    void skipBlanks();
    void readString();
    void readEscapedString();
    void readBraceComment();
    void readLineComment();
    void readWord();
    void finishWord(std::size_t start, std::string_view word);
    void readNag();
    void readSuffix();
    PgnToken fail(PgnLexError error, int codePoint = -1);

    std::string_view m_input;
    std::size_t m_pos = 0;
    int m_line = 1;
    int m_column = 1;
    bool m_lineStart = true;
    int m_curLine = 1;
    int m_curColumn = 1;

    PgnToken m_kind = PgnToken::End;
    std::string_view m_text; // into m_input, m_buffer or a literal
    std::string m_buffer; // a comment or string whose text differs from its bytes
    int m_nag = 0;
    bool m_paddedComment = false;
    bool m_braceComment = false;
    bool m_commentHoldsTagSection = false;
    std::size_t m_openToEnd = std::string_view::npos; // no '}' from here to the end of the input
    int m_codePoint = -1;
    PgnLexError m_error = PgnLexError::None;
    bool m_tokenAtLineStart = false;
    std::size_t m_tokenOffset = 0;
};

} // namespace kibitz::game
