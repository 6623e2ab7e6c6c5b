// findTwins: games grouped by players, result and start; in each group sorted by their move codes,
// a game whose codes begin the next game's (equal included) is a twin of a longer or equal one.
#include "twins.h"

#include <algorithm>
#include <cstring>
#include <map>
#include <tuple>

namespace kibitz::database {

namespace {

using Key = std::tuple<std::uint32_t, std::uint32_t, std::uint8_t, std::uint32_t, bool>;

struct Moves {
    std::uint32_t game;
    const std::uint8_t* begin;
    std::size_t size;
};

// Codes of one position always decode to the same move (movecode.h), so equal codes from the
// same start are equal moves.
bool isPrefix(const Moves& a, const Moves& b)
{
    return a.size <= b.size && (a.size == 0 || std::memcmp(a.begin, b.begin, a.size) == 0);
}

// Lexicographic order of the codes; among equal games the later one first, so that the first
// in the file is the one that stays (it has no successor beginning with it in its block).
bool before(const Moves& a, const Moves& b)
{
    const int c = std::memcmp(a.begin, b.begin, std::min(a.size, b.size));
    if (c != 0)
        return c < 0;
    if (a.size != b.size)
        return a.size < b.size;
    return a.game > b.game;
}

// Games is a GameIndex or a GameView; moves(i) gives game i's codes.
template <class Games, class MovesOf> std::vector<std::uint32_t> twinsOf(const Games& index, MovesOf movesOf)
{
    std::map<Key, std::vector<Moves>> groups;
    for (std::size_t i = 0; i < index.size(); ++i) {
        const GameRecord g = index.game(i);
        if (g.broken)
            continue;
        const auto moves = movesOf(i);
        groups[Key{g.white, g.black, std::uint8_t(g.result), g.fen, g.chess960}].push_back(
            Moves{std::uint32_t(i), moves.first, std::size_t(moves.second - moves.first)});
    }
    std::vector<std::uint32_t> extra;
    for (auto& entry : groups) {
        std::vector<Moves>& games = entry.second;
        if (games.size() < 2)
            continue;
        std::sort(games.begin(), games.end(), before);
        // All games beginning with a game's codes follow it directly in this order.
        for (std::size_t k = 0; k + 1 < games.size(); ++k)
            if (isPrefix(games[k], games[k + 1]))
                extra.push_back(games[k].game);
    }
    std::sort(extra.begin(), extra.end());
    return extra;
}

} // namespace

std::vector<std::uint32_t> findTwins(const GameIndex& index)
{
    return twinsOf(index, [&](std::size_t i) { return index.movesOf(i); });
}

std::vector<std::uint32_t> findTwins(const GameView& games)
{
    return twinsOf(games, [&](std::size_t i) { return games.moves(i); });
}

} // namespace kibitz::database
