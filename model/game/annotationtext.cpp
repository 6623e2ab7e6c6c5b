// Reading and writing the comment commands of annotations.h; strict, so that what is read
// writes back the same and anything else stays comment text.
#include "annotationtext.h"

#include <algorithm>
#include <cstdlib>

namespace kibitz::game {

namespace {

enum class Scan { None, Found, Duplicate };

bool isDigit(char c) { return c >= '0' && c <= '9'; }

// Reads 1..maxDigits digits at text[pos], advancing pos; false when there are none or too many.
bool readNumber(std::string_view text, std::size_t& pos, int maxDigits, long long& value)
{
    const std::size_t start = pos;
    value = 0;
    while (pos < text.size() && isDigit(text[pos]) && int(pos - start) < maxDigits)
        value = value * 10 + (text[pos++] - '0');
    return pos > start && (pos >= text.size() || !isDigit(text[pos]));
}

// A square such as "e4" at text[pos].
std::optional<core::Square> squareAt(std::string_view text, std::size_t pos)
{
    if (pos + 2 > text.size() || text[pos] < 'a' || text[pos] > 'h' || text[pos + 1] < '1' || text[pos + 1] > '8')
        return std::nullopt;
    return core::makeSquare(text[pos] - 'a', text[pos + 1] - '1');
}

// Appends "Ge2e4,Rd8d1" (squaresPerItem 2) or "Gd4,Rf7" (1) to out; nothing and false when any
// item is malformed.
template <typename Item, typename Make>
bool parseMarks(std::string_view text, int squaresPerItem, std::vector<Item>& out, Make make)
{
    const std::size_t itemLength = 1 + 2 * std::size_t(squaresPerItem);
    std::vector<Item> items;
    for (std::size_t pos = 0;;) {
        if (pos + itemLength > text.size())
            return false;
        const auto colour = markColourFromLetter(text[pos]);
        const auto a = squareAt(text, pos + 1);
        const auto b = squaresPerItem == 2 ? squareAt(text, pos + 3) : a;
        if (!colour || !a || !b)
            return false;
        items.push_back(make(*colour, *a, *b));
        pos += itemLength;
        if (pos == text.size())
            break;
        if (text[pos++] != ',')
            return false;
    }
    out.insert(out.end(), items.begin(), items.end());
    return true;
}

// Applies one command to found; None when it is not one of ours or malformed.
Scan applyCommand(std::string_view name, std::string_view args, NodeAnnotations& found)
{
    if (name == "cal")
        return parseMarks<Arrow>(args, 2, found.arrows,
                                 [](MarkColour c, core::Square a, core::Square b) {
                                     return Arrow{a, b, c};
                                 })
            ? Scan::Found
            : Scan::None;
    if (name == "csl")
        return parseMarks<Circle>(args, 1, found.circles,
                                  [](MarkColour c, core::Square a, core::Square) {
                                      return Circle{a, c};
                                  })
            ? Scan::Found
            : Scan::None;
    if (name == "eval") {
        const auto eval = parseEval(args);
        if (!eval)
            return Scan::None;
        if (found.eval)
            return Scan::Duplicate;
        found.eval = eval;
        return Scan::Found;
    }
    if (name == "clk") {
        const auto ms = parseClock(args);
        if (!ms)
            return Scan::None;
        if (found.clockMs)
            return Scan::Duplicate;
        found.clockMs = ms;
        return Scan::Found;
    }
    return Scan::None;
}

// Appends segment to rest, joining the two with exactly one space where a command was taken out.
void appendSegment(std::string& rest, std::string_view segment, bool seam)
{
    if (seam) {
        while (!rest.empty() && rest.back() == ' ')
            rest.pop_back();
        while (!segment.empty() && segment.front() == ' ')
            segment.remove_prefix(1);
        if (!rest.empty() && !segment.empty())
            rest.push_back(' ');
    }
    rest.append(segment);
}

// One pass over text: the commands go to found, everything else to rest.
Scan scan(std::string_view text, NodeAnnotations& found, std::string& rest)
{
    Scan result = Scan::None;
    std::size_t copied = 0;
    bool seam = false;
    for (std::size_t i = text.find("[%"); i != std::string_view::npos; i = text.find("[%", i)) {
        const std::size_t close = text.find(']', i);
        if (close == std::string_view::npos)
            break;
        const std::string_view body = text.substr(i + 2, close - i - 2);
        const std::size_t space = body.find(' ');
        const Scan s = space == std::string_view::npos || body.find('[') != std::string_view::npos
            ? Scan::None
            : applyCommand(body.substr(0, space), body.substr(space + 1), found);
        if (s == Scan::Duplicate)
            return s;
        if (s == Scan::None) {
            ++i;
            continue;
        }
        result = Scan::Found;
        appendSegment(rest, text.substr(copied, i - copied), seam);
        seam = true;
        copied = i = close + 1;
    }
    appendSegment(rest, text.substr(copied), seam);
    if (seam)
        while (!rest.empty() && rest.back() == ' ')
            rest.pop_back();
    return result;
}

// "[%name a,b,c]" for the items, or nothing when there are none.
template <typename Item, typename Text>
std::string markCommand(const char* name, const std::vector<Item>& items, Text text)
{
    if (items.empty())
        return {};
    std::string out = std::string("[%") + name + ' ';
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i)
            out.push_back(',');
        out += text(items[i]);
    }
    out.push_back(']');
    return out;
}

} // namespace

// G, R, B, Y.
char markColourLetter(MarkColour colour)
{
    switch (colour) {
    case MarkColour::Green: return 'G';
    case MarkColour::Red: return 'R';
    case MarkColour::Blue: return 'B';
    case MarkColour::Yellow: return 'Y';
    }
    return 'G';
}

// The inverse of markColourLetter.
std::optional<MarkColour> markColourFromLetter(char letter)
{
    switch (letter) {
    case 'G': return MarkColour::Green;
    case 'R': return MarkColour::Red;
    case 'B': return MarkColour::Blue;
    case 'Y': return MarkColour::Yellow;
    default: return std::nullopt;
    }
}

// Pawns with one or two decimals, or "#n"; ",depth" when known.
std::string evalText(const Evaluation& eval)
{
    std::string out;
    if (eval.mate) {
        out = "#" + std::to_string(eval.value);
    } else {
        const long long v = eval.value;
        const long long a = v < 0 ? -v : v;
        const long long frac = a % 100;
        out = (v < 0 ? "-" : "") + std::to_string(a / 100) + ".";
        if (frac % 10 == 0)
            out += std::to_string(frac / 10);
        else
            out += std::string(frac < 10 ? "0" : "") + std::to_string(frac);
    }
    if (eval.depth >= 0)
        out += "," + std::to_string(eval.depth);
    return out;
}

// The forms evalText writes, with an optional '+'.
std::optional<Evaluation> parseEval(std::string_view text)
{
    Evaluation e;
    std::size_t pos = 0;
    long long number = 0;
    if (pos < text.size() && text[pos] == '#') {
        e.mate = true;
        ++pos;
    }
    bool negative = false;
    if (pos < text.size() && (text[pos] == '-' || text[pos] == '+'))
        negative = text[pos++] == '-';
    if (!readNumber(text, pos, 6, number))
        return std::nullopt;
    long long value = number;
    if (!e.mate) {
        value *= 100;
        if (pos < text.size() && text[pos] == '.') {
            const std::size_t start = ++pos;
            if (!readNumber(text, pos, 2, number))
                return std::nullopt;
            value += pos - start == 1 ? number * 10 : number;
        }
    }
    e.value = int(negative ? -value : value);
    if (pos < text.size() && text[pos] == ',') {
        ++pos;
        if (!readNumber(text, pos, 4, number))
            return std::nullopt;
        e.depth = int(number);
    }
    if (pos != text.size())
        return std::nullopt;
    return e;
}

// h:mm:ss[.fff] without trailing zeros in the fraction.
std::string clockText(std::int64_t ms)
{
    if (ms < 0)
        ms = 0;
    const std::int64_t s = ms / 1000;
    auto two = [](std::int64_t v) { return std::string(v < 10 ? "0" : "") + std::to_string(v); };
    std::string out = std::to_string(s / 3600) + ":" + two(s / 60 % 60) + ":" + two(s % 60);
    if (std::int64_t frac = ms % 1000) {
        std::string digits = std::to_string(frac);
        digits.insert(0, 3 - digits.size(), '0');
        while (digits.back() == '0')
            digits.pop_back();
        out += "." + digits;
    }
    return out;
}

// h:mm:ss with minutes and seconds below 60 and up to three decimals.
std::optional<std::int64_t> parseClock(std::string_view text)
{
    std::size_t pos = 0;
    long long h = 0, m = 0, s = 0, frac = 0;
    if (!readNumber(text, pos, 4, h) || pos >= text.size() || text[pos++] != ':')
        return std::nullopt;
    std::size_t start = pos;
    if (!readNumber(text, pos, 2, m) || pos - start != 2 || m >= 60 || pos >= text.size() || text[pos++] != ':')
        return std::nullopt;
    start = pos;
    if (!readNumber(text, pos, 2, s) || pos - start != 2 || s >= 60)
        return std::nullopt;
    if (pos < text.size() && text[pos] == '.') {
        start = ++pos;
        if (!readNumber(text, pos, 3, frac))
            return std::nullopt;
        for (std::size_t d = pos - start; d < 3; ++d)
            frac *= 10;
    }
    if (pos != text.size())
        return std::nullopt;
    return ((h * 60 + m) * 60 + s) * 1000 + frac;
}

// Circles and arrows glued, evaluation and clock one space apart.
std::string commandText(const NodeAnnotations& a)
{
    std::string out = markCommand(
        "csl", a.circles, [](const Circle& c) { return markColourLetter(c.colour) + core::squareName(c.square); });
    out += markCommand("cal", a.arrows, [](const Arrow& r) {
        return markColourLetter(r.colour) + core::squareName(r.from) + core::squareName(r.to);
    });
    if (a.eval)
        out += (out.empty() ? "" : " ") + std::string("[%eval ") + evalText(*a.eval) + "]";
    if (a.clockMs)
        out += (out.empty() ? "" : " ") + std::string("[%clk ") + clockText(*a.clockMs) + "]";
    return out;
}

// Takes the commands out when doing so is stable (see the header).
bool extractCommands(std::string& comment, NodeAnnotations& annotations)
{
    if (comment.find("[%") == std::string::npos)
        return true;
    NodeAnnotations found;
    std::string rest;
    const Scan s = scan(comment, found, rest);
    if (s == Scan::None)
        return true;
    if (s == Scan::Duplicate || (found.eval && annotations.eval) || (found.clockMs && annotations.clockMs))
        return false;
    NodeAnnotations again;
    std::string restAgain;
    if (scan(rest, again, restAgain) != Scan::None)
        return false;
    annotations.arrows.insert(annotations.arrows.end(), found.arrows.begin(), found.arrows.end());
    annotations.circles.insert(annotations.circles.end(), found.circles.begin(), found.circles.end());
    if (found.eval)
        annotations.eval = found.eval;
    if (found.clockMs)
        annotations.clockMs = found.clockMs;
    comment = std::move(rest);
    return true;
}

// Every node's comment, in id order.
void extractAllCommands(GameTree& tree)
{
    for (NodeId id = 0; id < tree.idLimit(); ++id) {
        if (!tree.contains(id) || tree.stored(id).comment().empty()
            || tree.stored(id).comment().find("[%") == std::string::npos)
            continue;
        std::string comment = tree.stored(id).comment();
        NodeAnnotations annotations = tree.stored(id).annotations();
        if (extractCommands(comment, annotations)) {
            tree.setComment(id, std::move(comment));
            tree.setAnnotations(id, std::move(annotations));
        }
    }
}

// Text and commands in one comment: commands first when all before the text is commands;
// commands alone after text: a comment of their own. Anything else shows nothing yet.
bool learnCommandLayout(std::string_view comment, bool nodeHasText, PgnCommentStyle& style)
{
    if (comment.find("[%") == std::string_view::npos)
        return false;
    NodeAnnotations found;
    std::string rest(comment);
    if (!extractCommands(rest, found) || found.empty())
        return false;
    if (!rest.empty()) {
        std::string prefix(comment.substr(0, comment.size() - std::min(rest.size(), comment.size())));
        NodeAnnotations ignored;
        style.commandsFirst = comment.size() > rest.size()
            && comment.compare(comment.size() - rest.size(), rest.size(), rest) == 0 && extractCommands(prefix, ignored)
            && prefix.empty();
        style.separateCommands = false;
        return true;
    }
    if (!nodeHasText)
        return false;
    style.separateCommands = true;
    return true;
}

} // namespace kibitz::game
