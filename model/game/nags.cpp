// NAG symbols and classes. The symbols are the ones chess books and the common programs print
// (Informator's), for the NAGs that have one.
#include "nags.h"

#include <algorithm>

namespace kibitz::game {

namespace {

struct NagSymbol {
    int nag;
    const char* symbol;
};

// UTF-8; the minus signs are U+2212, as printed. Slight advantages are written "+=" and "=+":
// ⩲ ⩱ are missing from many UI fonts. Informator's signs name a theme, not its degree, so one
// sign stands for the slight, moderate and decisive NAGs of that theme (the meaning tells which).
constexpr NagSymbol Symbols[] = {
    {1, "!"}, {2, "?"}, {3, "!!"}, {4, "??"}, {5, "!?"}, {6, "?!"}, {7, "\u25A1"}, {10, "="}, {11, "="},
    {12, "="}, {13, "\u221E"}, {14, "+="}, {15, "=+"}, {16, "\u00B1"}, {17, "\u2213"},
    {18, "+\u2212"}, {19, "\u2212+"}, {20, "+\u2212"}, {21, "\u2212+"}, {22, "\u2A00"}, {23, "\u2A00"},
    {24, "\u25CB"}, {25, "\u25CB"}, {26, "\u25CB"}, {27, "\u25CB"}, {28, "\u25CB"}, {29, "\u25CB"},
    {32, "\u27F3"}, {33, "\u27F3"}, {36, "\u2191"}, {37, "\u2191"}, {40, "\u2192"}, {41, "\u2192"},
    {44, "=\u221E"}, {45, "=\u221E"}, {132, "\u21C6"}, {133, "\u21C6"}, {138, "\u2295"}, {139, "\u2295"},
    {140, "\u2206"}, {141, "\u2207"}, {142, "\u2313"}, {143, "\u2264"}, {145, "RR"}, {146, "N"},
};

// Sort key: move sign, position sign, the rest, each by number.
int rank(std::uint8_t nag) { return int(nagClass(nag)) * 256 + nag; }

} // namespace

NagClass nagClass(int nag)
{
    if (nag >= 1 && nag <= 6)
        return NagClass::MoveSign;
    if (nag >= 10 && nag <= 21)
        return NagClass::PositionSign;
    return NagClass::Other;
}

std::string nagSymbol(int nag)
{
    for (const NagSymbol& s : Symbols)
        if (s.nag == nag)
            return s.symbol;
    return "$" + std::to_string(nag);
}

int suffixNag(std::string_view s)
{
    static constexpr std::string_view Suffixes[] = {"!", "?", "!!", "??", "!?", "?!"};
    for (int i = 0; i < 6; ++i)
        if (s == Suffixes[i])
            return i + 1;
    return 0;
}

std::string_view splitSuffix(std::string_view text, int& nag)
{
    std::size_t end = text.size();
    while (end > 0 && (text[end - 1] == ' ' || text[end - 1] == '\t'))
        --end;
    std::size_t start = end;
    while (start > 0 && (text[start - 1] == '!' || text[start - 1] == '?'))
        --start;
    nag = suffixNag(text.substr(start, end - start));
    return nag ? text.substr(0, start) : text;
}

std::vector<std::uint8_t> toggledNag(const std::vector<std::uint8_t>& nags, int nag)
{
    if (std::find(nags.begin(), nags.end(), nag) != nags.end()) {
        std::vector<std::uint8_t> out = nags;
        out.erase(std::remove(out.begin(), out.end(), nag), out.end());
        return out;
    }
    return withNag(nags, nag);
}

std::vector<std::uint8_t> withNag(const std::vector<std::uint8_t>& nags, int nag)
{
    if (nag < 0 || nag > 255 || std::find(nags.begin(), nags.end(), nag) != nags.end())
        return nags;
    const NagClass cls = nagClass(nag);
    std::vector<std::uint8_t> out;
    for (std::uint8_t n : nags)
        if (cls == NagClass::Other || nagClass(n) != cls)
            out.push_back(n);
    out.push_back(std::uint8_t(nag));
    std::stable_sort(out.begin(), out.end(), [](std::uint8_t a, std::uint8_t b) { return rank(a) < rank(b); });
    return out;
}

} // namespace kibitz::game
