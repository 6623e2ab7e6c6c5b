// The position commands' words (positionargs.h): what kibitz-cli accepts as a FEN, a depth, an
// option or a move list. Plain C++17 without Qt.
#include "positionargs.h"

#include "cliargs.h"

#include <iostream>
#include <sstream>

namespace kibitz::cli {

using namespace core;

namespace {

constexpr int MaxDepth = 15;

// True when w may be FEN field number index (0-based) after the placement.
bool looksLikeFenField(const std::string& w, int index)
{
    switch (index) {
    case 1: return w == "w" || w == "b";
    case 2: return w == "-" || onlyChars(w, "KQkqABCDEFGHabcdefgh"); // X-FEN and Shredder-FEN
    case 3: return w == "-" || (w.size() == 2 && w[0] >= 'a' && w[0] <= 'h' && w[1] >= '1' && w[1] <= '8');
    default: return onlyChars(w, "0123456789") || (w[0] == '-' && onlyChars(w.substr(1), "0123456789"));
    }
}

// Takes a FEN starting at args[i]: one quoted word, or up to six words that look like FEN fields.
std::string takeFen(const Args& args, std::size_t& i)
{
    std::string fen = args[i++];
    if (fen.find(' ') != std::string::npos || fen.find('/') == std::string::npos)
        return fen;
    for (int field = 1; field < 6 && i < args.size() && looksLikeFenField(args[i], field); ++field)
        fen += " " + args[i++];
    return fen;
}

// Parses a depth argument in 0..MaxDepth.
int parseDepth(const std::string& text)
{
    if (!onlyChars(text, "0123456789") || text.size() > 3 || std::stoi(text) > MaxDepth)
        throw UsageError{"--depth needs a number from 0 to " + std::to_string(MaxDepth) + ", not '" + text + "'"};
    return std::stoi(text);
}

} // namespace

bool onlyChars(const std::string& w, const char* set)
{
    return !w.empty() && w.find_first_not_of(set) == std::string::npos;
}

std::optional<Position> loadFen(const std::string& fen)
{
    Position pos;
    if (const auto err = parseFen(fen, pos)) {
        std::cerr << "error: " << err->message.english() << "\n";
        return std::nullopt;
    }
    return pos;
}

PositionOptions parseOptions(const Args& args, std::size_t i, const std::string& allowed)
{
    PositionOptions o;
    while (i < args.size()) {
        const std::string& a = args[i];
        const bool option = a.size() > 2 && a.compare(0, 2, "--") == 0;
        const bool known = option && (" " + allowed + " ").find(" " + a + " ") != std::string::npos;
        if (option && !known)
            throw UsageError{"unknown option '" + a + "'"};
        ++i;
        if (!known) {
            o.rest.push_back(a);
        } else if (a == "--fen" || a == "--depth") {
            if (i >= args.size())
                throw UsageError{a + " needs a value"};
            if (a == "--fen")
                o.fen = takeFen(args, i);
            else
                o.depth = parseDepth(args[i++]);
        } else {
            (a == "--divide" ? o.divide : o.repair) = true;
        }
    }
    return o;
}

Args groupFens(const Args& words)
{
    Args fens;
    bool open = false;
    for (const std::string& w : words) {
        const bool whole = w.find(' ') != std::string::npos;
        if (whole || w.find('/') != std::string::npos || !open)
            fens.push_back(w);
        else
            fens.back() += " " + w;
        open = !whole;
    }
    return fens;
}

Args moveWords(const Args& rest)
{
    Args words;
    for (const std::string& arg : rest) {
        std::istringstream in(arg);
        std::string w;
        while (in >> w) {
            const auto digits = w.find_first_not_of("0123456789");
            if (digits > 0 && digits != std::string::npos && w[digits] == '.') {
                const auto move = w.find_first_not_of('.', digits);
                if (move == std::string::npos)
                    continue;
                w.erase(0, move);
            }
            words.push_back(w);
        }
    }
    return words;
}

} // namespace kibitz::cli
