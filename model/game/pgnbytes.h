// The byte classes of PGN text as tables, for the lexer and the comment text (pgntext): they are
// asked for every byte of every move, tag and comment. Plain C++17.
#pragma once

namespace kibitz::game::pgnbytes {

struct ByteClasses {
    bool word[256] = {};
    bool blank[256] = {};
    bool skipped[256] = {}; // what skipBlanks() may step over: blanks, a BOM's first byte, '%'
    bool tagName[256] = {}; // in a tag name of the usual shape: letters, digits, '_'
    constexpr ByteClasses()
    {
        for (int c = 0; c < 256; ++c) {
            const bool alnum = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
            word[c] = alnum || c == '+' || c == '#' || c == '=' || c == '-' || c == ':' || c == '/' || c == '_';
            blank[c] = c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v';
            skipped[c] = blank[c] || c == 0xEF || c == '%';
            tagName[c] = alnum || c == '_';
        }
    }
};
inline constexpr ByteClasses byteClasses;

// Characters that may appear in a move, a tag name, a move number or a result.
inline bool isWordChar(char c) { return byteClasses.word[static_cast<unsigned char>(c)]; }

// The first byte from p on that is no letter, digit or '_' (not byteClasses.tagName), or end.
// In pgnlexertags.cpp, beside the tag lines it reads.
const char* tagNameEnd(const char* p, const char* end);

// PGN white space (tabs, CR and form feeds included).
inline bool isBlank(char c) { return byteClasses.blank[static_cast<unsigned char>(c)]; }

} // namespace kibitz::game::pgnbytes
