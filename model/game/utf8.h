// UTF-8 helpers for PGN messages: decoding one character, counting and shortening text.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace kibitz::game::utf8 {

// Tokens longer than this many characters are shortened in messages.
inline constexpr std::size_t MaxShown = 40;
// U+FFFD, the replacement character: a NUL byte in a tag value reads as it (both readers), since
// a NUL ends a C string, and so the window's title and any name passed on as one.
inline constexpr char Replacement[] = "\xEF\xBF\xBD";

// The code point of the well-formed UTF-8 character at text[pos] (its byte count in `bytes`),
// or -1 with bytes = 1 when the byte there does not start one (overlong forms, surrogates and
// values above U+10FFFF are not well-formed).
int decode(std::string_view text, std::size_t pos, int& bytes);
// Number of characters; each byte that is not part of a well-formed character counts as one.
std::size_t length(std::string_view text);
// text itself when it has at most MaxShown characters (length 0), else its first MaxShown
// characters and "…", with its full length in characters in `length`.
std::string shortened(std::string_view text, std::size_t& length);
// text with control characters (below U+0020, and U+007F) and bytes that are not part of a
// well-formed character written as \xHH, so that messages never carry raw bytes.
std::string escaped(std::string_view text);
// "U+265E": the code point in at least four upper-case hex digits.
std::string codePointName(int codePoint);

// Columns text takes within one line, as PGN messages place a character: one per UTF-8
// character, none for '\r' (so CR LF files are placed as LF ones).
int columns(std::string_view text);

// True when text is well-formed UTF-8 (ASCII is checked eight bytes at a time).
bool isValid(std::string_view text);
// text read as Windows-1252, which covers Latin-1 (its five unassigned bytes as the C1 controls
// of the same value, as browsers read them), in UTF-8.
std::string fromWindows1252(std::string_view text);
// Old PGN files are in Latin-1 or Windows-1252: text that is not valid UTF-8 is read as
// Windows-1252 (each tag value and comment decides for itself, so a file mixing both reads right).
inline void makeUtf8(std::string& text)
{
    if (!isValid(text))
        text = fromWindows1252(text);
}

} // namespace kibitz::game::utf8
