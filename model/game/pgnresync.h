// Where reading goes on after a '{' comment that never closes: the one rule shared by the PGN
// reader, the game splitter and the database scanner (issue 16: a broken game never swallows the
// games after it).
//
// The rule: a comment that closes is read as written, whatever lines it holds (a closed comment
// may quote a whole game, tag lines included: valid PGN, read unchanged). A comment with no '}'
// up to the end of the text is never valid PGN; its game is broken at the '{' and reading goes
// on at the first tag section start after the '{'. A tag section start is a line beginning with
// [Name "..." whose previous line is empty or ends with a result: that is how PGN export format
// separates games, and it keeps a tag-looking line in the middle of a comment's text from
// counting as a game. (The database scanner also applies it to a comment that closes only in a
// later game when its game then breaks; see pgnscanner.cpp.) Plain C++17.
#pragma once

#include <algorithm>
#include <cstddef>
#include <string_view>

namespace kibitz::game {

// True when the line starting at lineStart (0 or just after a '\n') starts a tag section.
inline bool startsTagSection(std::string_view text, std::size_t lineStart)
{
    std::size_t p = lineStart;
    if (p >= text.size() || text[p] != '[')
        return false;
    const auto isName = [](char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
    };
    const std::size_t name = ++p;
    while (p < text.size() && isName(text[p]))
        ++p;
    if (p == name)
        return false;
    while (p < text.size() && (text[p] == ' ' || text[p] == '\t'))
        ++p;
    if (p >= text.size() || text[p] != '"')
        return false;
    if (lineStart == 0)
        return true;
    // The previous line, without its line break and trailing blanks.
    std::size_t end = lineStart - 1;
    while (end > 0 && (text[end - 1] == ' ' || text[end - 1] == '\t' || text[end - 1] == '\r'))
        --end;
    const std::size_t prevNl = end == 0 ? std::string_view::npos : text.rfind('\n', end - 1);
    const std::string_view prev = text.substr(prevNl == std::string_view::npos ? 0 : prevNl + 1,
                                              end - (prevNl == std::string_view::npos ? 0 : prevNl + 1));
    if (prev.find_first_not_of(" \t") == std::string_view::npos)
        return true;
    for (const std::string_view result : {"1-0", "0-1", "1/2-1/2", "*"}) {
        if (prev.size() >= result.size() && prev.substr(prev.size() - result.size()) == result)
            return true;
    }
    return false;
}

// The first tag section start after from (a line start past from) and before to; npos if none.
inline std::size_t nextTagSection(std::string_view text, std::size_t from, std::size_t to = std::string_view::npos)
{
    to = std::min(to, text.size());
    for (std::size_t nl = text.find('\n', from); nl != std::string_view::npos && nl + 1 < to;
         nl = text.find('\n', nl + 1)) {
        if (startsTagSection(text, nl + 1))
            return nl + 1;
    }
    return std::string_view::npos;
}

} // namespace kibitz::game
