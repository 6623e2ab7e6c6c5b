// openingTableOf: the opening table from the stored moves, after the scan.
#include "gameindex.h"

#include <algorithm>
#include <cstring>

namespace kibitz::database {

namespace {

// The bytes of game i's moves (records store their moves one after the other).
struct Bytes {
    const std::uint8_t* data;
    std::size_t size;
};

Bytes bytesOf(const GameIndex& index, std::uint32_t i)
{
    const auto [begin, end] = index.movesOf(i);
    return Bytes{begin, std::size_t(end - begin)};
}

// Length of the common start of a and b from byte `from` on (the bytes before are equal).
std::size_t commonPrefix(Bytes a, Bytes b, std::size_t from)
{
    const std::size_t n = std::min(a.size, b.size);
    std::size_t i = from;
    while (i < n && a.data[i] == b.data[i])
        ++i;
    return i;
}

// A game in the sort: its first KeyBytes move bytes (big-endian, zeros after its end) above the
// number of its bytes up to KeyBytes + 1, so that comparing keys compares the games' bytes
// (a game that is the beginning of another comes first) as far as the key reaches. 12 bytes, read
// once per game: the sort mostly compares keys, not the games' moves scattered over the index.
struct alignas(4) Keyed {
    static constexpr std::size_t KeyBytes = 7;
    std::uint32_t high, low, game;
    std::uint64_t key() const { return std::uint64_t(high) << 32 | low; }
    std::size_t size() const { return low & 0xFF; } // capped at KeyBytes + 1
};
static_assert(sizeof(Keyed) == 12, "a game in the sort takes 12 bytes");

Keyed keyedOf(Bytes b, std::uint32_t game)
{
    std::uint64_t key = 0;
    for (std::size_t i = 0; i < Keyed::KeyBytes; ++i)
        key = key << 8 | (i < b.size ? b.data[i] : 0);
    key = key << 8 | std::min(b.size, Keyed::KeyBytes + 1);
    return Keyed{std::uint32_t(key >> 32), std::uint32_t(key), game};
}

// True when both games have more bytes than the key holds (equal keys then say nothing more).
bool bothLonger(const Keyed& a, const Keyed& b) { return a.size() > Keyed::KeyBytes && b.size() > Keyed::KeyBytes; }

// The sound games from the standard start, sorted by their move bytes.
std::vector<Keyed> sortedGames(const GameIndex& index)
{
    std::size_t sound = 0;
    for (std::uint32_t i = 0; i < index.size(); ++i)
        sound += !index.game(i).broken && !index.game(i).fen;
    std::vector<Keyed> games;
    games.reserve(sound);
    for (std::uint32_t i = 0; i < index.size(); ++i)
        if (const GameRecord g = index.game(i); !g.broken && !g.fen)
            games.push_back(keyedOf(bytesOf(index, i), i));
    std::sort(games.begin(), games.end(), [&](const Keyed& a, const Keyed& b) {
        if (a.key() != b.key() || !bothLonger(a, b))
            return a.key() < b.key();
        const Bytes x = bytesOf(index, a.game), y = bytesOf(index, b.game);
        const std::size_t n = std::min(x.size, y.size);
        const int c = std::memcmp(x.data + Keyed::KeyBytes, y.data + Keyed::KeyBytes, n - Keyed::KeyBytes);
        return c != 0 ? c < 0 : x.size < y.size;
    });
    return games;
}

// The common start of two games' bytes, from their keys while these differ.
std::size_t commonPrefix(const GameIndex& index, const Keyed& a, const Keyed& b)
{
    const std::uint64_t differ = (a.key() ^ b.key()) >> 8;
    const std::size_t sizes = std::min(a.size(), b.size());
    if (differ)
        return std::min<std::size_t>(std::size_t(__builtin_clzll(differ) - 8) / 8, sizes);
    if (!bothLonger(a, b))
        return sizes;
    return commonPrefix(bytesOf(index, a.game), bytesOf(index, b.game), Keyed::KeyBytes);
}

// For each game, how many of its first move bytes another game shares (its longest common
// start with a neighbour in the sorted order), up to 255: more than the table's plies take.
std::vector<std::uint8_t> sharedBytes(const GameIndex& index)
{
    std::vector<std::uint8_t> shared(index.size(), 0);
    const std::vector<Keyed> games = sortedGames(index);
    for (std::size_t k = 1; k < games.size(); ++k) {
        const auto common = std::uint8_t(std::min<std::size_t>(commonPrefix(index, games[k - 1], games[k]), 255));
        std::uint8_t& before = shared[games[k - 1].game];
        before = std::max(before, common);
        shared[games[k].game] = common;
    }
    return shared;
}

} // namespace

// Games from the standard start are sorted by their move bytes, so games that share an opening
// line are neighbours and the common prefix with the nearer neighbour says how far the game's line
// is shared. Only positions some other game also reached by the same moves are counted: a game's
// tail after its novelty would otherwise fill the table with one entry per ply and game. The
// games are then walked in file order (their records and moves one after the other in memory).
OpeningTable openingTableOf(const GameIndex& index, int plies)
{
    static_assert(3 * OpeningTable::MaxPlies <= 255, "a ply takes at most 3 bytes: 255 shared bytes is all");
    plies = std::min(plies, OpeningTable::MaxPlies);
    OpeningTable table;
    if (plies <= 0) { // no table asked for (bench/gamelist_order): no sort either
        table.finish();
        return table;
    }
    const std::vector<std::uint8_t> shared = sharedBytes(index);
    std::vector<core::Key> seen; // positions of this game counted so far
    const core::Position standard = core::Position::startPosition(); // set up once, copied per game
    for (std::uint32_t i = 0; i < index.size(); ++i) {
        const GameRecord g = index.game(i);
        if (g.broken || g.fen)
            continue;
        const Bytes b = bytesOf(index, i);
        const std::uint8_t* code = b.data;
        core::Position pos = standard;
        core::UndoInfo undo;
        seen.clear();
        for (int ply = 0; ply < std::min(int(g.plies), plies) && code - b.data <= shared[i]; ++ply) {
            const core::Move m = decodeMove(pos, code);
            if (m.isNull())
                break; // past a null move the game leaves the table (it has no row to show)
            // A game that comes back to a position (Nf3 Nf6 Ng1 Ng8) counts there once.
            const bool first = std::find(seen.begin(), seen.end(), pos.key()) == seen.end();
            seen.push_back(pos.key());
            if (first && code - b.data > shared[i]) // past the shared bytes: the move no other game played
                table.addSingle(pos.key(), m, int(g.result), g.year);
            else if (first)
                table.add(pos.key(), m, int(g.result), g.year);
            pos.makeMove(m, undo);
        }
    }
    table.finish();
    return table;
}

} // namespace kibitz::database
