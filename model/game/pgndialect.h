// The old and odd forms real PGN files hold, told in one place for the PGN reader (pgnlexer,
// pgnreader), the game splitter and the database scanner; the writer always writes the standard
// form. Plain C++17.
//
// - Results "1/2" and "½-½" mean "1/2-1/2" (in movetext and in the Result tag).
// - Null moves "--" and "Z0" (core/nullmove.h).
// - An en-passant capture marked "exd6ep", "exd6 e.p.", "exd6 ep": the mark is dropped.
// - A tag value holding unescaped quotes ([Annotator "Lopez "Battle Royale""]): a quote ends the
//   value when blank, ']' or the line's end follows it, or when the line does not end in "].
// - A tag line without its ']' (the line ends after the value) is read as complete.
// - A header-only game (tags, no movetext) ends where, after an empty line, a tag the game has
//   already begins the next one; an empty line between other tags stays inside the tag section.
// - A byte order mark (U+FEFF) where a game starts or between tokens is white space.
#pragma once

#include <cstddef>
#include <string_view>

namespace kibitz::game::dialect {

inline constexpr std::string_view Bom = "\xEF\xBB\xBF";
inline constexpr std::string_view HalfDraw = "\xC2\xBD-\xC2\xBD"; // "½-½"

// True when a byte order mark starts at text[pos].
inline bool isBom(std::string_view text, std::size_t pos) { return text.substr(pos, 3) == Bom; }

// The standard form of a result written the old ways, else text itself.
inline std::string_view standardResult(std::string_view text)
{
    return text == "1/2" || text == HalfDraw ? std::string_view("1/2-1/2") : text;
}

// "--" or "Z0" (asked of every move read: two byte compares).
inline bool isNullMove(std::string_view word)
{
    return word.size() == 2 && ((word[0] == '-' && word[1] == '-') || (word[0] == 'Z' && word[1] == '0'));
}

// "ep" or "e.p." standing alone after an en-passant capture.
inline bool isEpMark(std::string_view word) { return word == "ep" || word == "e.p."; }

// The length of an "ep" or "e.p." mark glued to a capture on the third or sixth rank
// ("exd6ep", "exd3e.p."), else 0.
inline std::size_t epSuffixLength(std::string_view word)
{
    for (const std::string_view mark : {std::string_view("ep"), std::string_view("e.p.")}) {
        const std::size_t n = mark.size();
        if (word.size() > n + 2 && word.substr(word.size() - n) == mark) {
            const char rank = word[word.size() - n - 1];
            if (rank == '3' || rank == '6')
                return n;
        }
    }
    return 0;
}

// True when the '"' at text[quote], inside a tag value, ends the value (see above).
inline bool closesTagValue(std::string_view text, std::size_t quote)
{
    const std::size_t next = quote + 1;
    if (next >= text.size())
        return true;
    const char c = text[next];
    if (c == ']' || c == ' ' || c == '\t' || c == '\r' || c == '\n')
        return true;
    std::size_t end = text.find('\n', next);
    if (end == std::string_view::npos)
        end = text.size();
    while (end > next && (text[end - 1] == ' ' || text[end - 1] == '\t' || text[end - 1] == '\r'))
        --end;
    return !(end >= next + 2 && text[end - 1] == ']' && text[end - 2] == '"');
}

} // namespace kibitz::game::dialect
