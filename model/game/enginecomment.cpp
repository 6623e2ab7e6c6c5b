// Engine comments: the whole comment must be in one form, so a person's sentence that merely
// starts like one ("+0.50/10 is too optimistic") stays a person's.
#include "enginecomment.h"

#include <cstddef>
#include <string>

namespace kibitz::game {

namespace {

std::string_view trimmed(std::string_view s)
{
    const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
    while (!s.empty() && space(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && space(s.back()))
        s.remove_suffix(1);
    return s;
}

bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isLetter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

// Digits only, at most maxDigits of them, as a number.
std::optional<int> readInt(std::string_view s, std::size_t maxDigits = 6)
{
    if (s.empty() || s.size() > maxDigits)
        return std::nullopt;
    int n = 0;
    for (char c : s) {
        if (!isDigit(c))
            return std::nullopt;
        n = n * 10 + (c - '0');
    }
    return n;
}

// "0.65", "+1.5", "-0.07", "12" in pawns (to the nearest centipawn), or "M5"/"-M5"/"+M5" mate.
std::optional<Evaluation> readScore(std::string_view s)
{
    bool negative = false;
    if (!s.empty() && (s.front() == '-' || s.front() == '+')) {
        negative = s.front() == '-';
        s.remove_prefix(1);
    }
    Evaluation e;
    if (!s.empty() && s.front() == 'M') {
        const auto moves = readInt(s.substr(1), 4);
        if (!moves)
            return std::nullopt;
        e.mate = true;
        e.value = negative ? -*moves : *moves;
        return e;
    }
    const std::size_t dot = s.find('.');
    const auto whole = readInt(s.substr(0, dot));
    if (!whole)
        return std::nullopt;
    int hundredths = 0;
    if (dot != std::string_view::npos) {
        const std::string_view fraction = s.substr(dot + 1);
        if (fraction.empty() || fraction.size() > 6 || !readInt(fraction))
            return std::nullopt;
        int scale = 100;
        for (std::size_t i = 0; i < fraction.size() && i < 3; ++i, scale /= 10)
            hundredths += (fraction[i] - '0') * scale; // thousandths, rounded below
        hundredths = (hundredths + 5) / 10;
    }
    e.value = *whole * 100 + hundredths;
    e.value = negative ? -e.value : e.value;
    return e;
}

// TCEC's "key=value, key=value, ...": at least three pairs, nothing else.
std::optional<EngineComment> readPairs(std::string_view text)
{
    EngineComment out;
    std::optional<int> depth;
    int pairs = 0;
    while (!text.empty()) {
        const std::size_t comma = text.find(',');
        const std::string_view item = trimmed(text.substr(0, comma));
        text = comma == std::string_view::npos ? std::string_view() : text.substr(comma + 1);
        if (item.empty() && text.empty())
            break; // TCEC ends its list with a comma
        const std::size_t equals = item.find('=');
        if (equals == 0 || equals == std::string_view::npos || equals > 8 || !isLetter(item.front()))
            return std::nullopt;
        const std::string_view key = item.substr(0, equals);
        for (char c : key)
            if (!isLetter(c) && !isDigit(c))
                return std::nullopt;
        const std::string_view value = item.substr(equals + 1);
        if (key == "wv")
            out.eval = readScore(value);
        else if (key == "d")
            depth = readInt(value, 4);
        ++pairs;
    }
    if (pairs < 3)
        return std::nullopt;
    if (out.eval && depth)
        out.eval->depth = *depth;
    return out;
}

// cutechess's "+0.86/8 1.0s": score and depth, then the time the move took.
std::optional<EngineComment> readScoreDepthTime(std::string_view text, core::Color mover)
{
    const std::size_t slash = text.find('/');
    const std::size_t space = text.find(' ');
    if (slash == std::string_view::npos || space == std::string_view::npos || space < slash)
        return std::nullopt;
    auto eval = readScore(text.substr(0, slash));
    const auto depth = readInt(text.substr(slash + 1, space - slash - 1), 4);
    std::string_view time = text.substr(space + 1);
    if (!eval || !depth || time.size() < 2 || time.back() != 's')
        return std::nullopt;
    time.remove_suffix(1);
    const std::size_t dot = time.find('.');
    if (!readInt(time.substr(0, dot), 9) || (dot != std::string_view::npos && !readInt(time.substr(dot + 1))))
        return std::nullopt;
    eval->depth = *depth;
    if (mover == core::Black)
        eval->value = -eval->value; // the engine speaks for the side it plays
    EngineComment out;
    out.eval = eval;
    return out;
}

} // namespace

std::optional<EngineComment> readEngineComment(std::string_view comment, core::Color mover)
{
    const std::string_view text = trimmed(comment);
    if (text.empty())
        return std::nullopt;
    if (text == "book") {
        EngineComment out;
        out.book = true;
        return out;
    }
    if (text.find('=') != std::string_view::npos)
        return readPairs(text);
    return readScoreDepthTime(text, mover);
}

} // namespace kibitz::game
