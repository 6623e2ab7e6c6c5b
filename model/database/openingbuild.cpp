// openingTableOf: the opening table from the stored moves, after the scan.
#include "gameindex.h"

#include <algorithm>
#include <cstddef>

namespace kibitz::database {

namespace {

// The bytes of game i's moves (records store their moves one after the other).
struct Bytes {
    const std::uint8_t* data;
    std::size_t size;
};

// Its first cap bytes at most.
Bytes bytesOf(const GameIndex& index, std::uint32_t i, std::size_t cap = ~std::size_t(0))
{
    const auto [begin, end] = index.movesOf(i);
    return Bytes{begin, std::min(std::size_t(end - begin), cap)};
}

// Gives the pages of move codes read once in file order back as the reading goes on (a mapped
// kept index or spill would otherwise stay resident whole: 800 MB for ten million games).
class Releaser {
public:
    explicit Releaser(const GameIndex& index) : m_index(index) { }
    ~Releaser() { m_index.releaseCodes(m_done, m_index.codeBytes()); }
    // Codes before game i are read.
    void before(std::uint32_t i)
    {
        if ((i & 4095) != 0 || i >= m_index.size())
            return;
        const std::uint64_t at = m_index.game(i).movesBegin;
        if (at >= m_done + Step) {
            m_index.releaseCodes(m_done, at);
            m_done = at;
        }
    }

private:
    static constexpr std::uint64_t Step = std::uint64_t(16) << 20;
    const GameIndex& m_index;
    std::uint64_t m_done = 0;
};

// A game in the sort: KeyBytes of its move bytes from a depth on (big-endian, zeros after its
// end) above the number of its bytes from there up to KeyBytes + 1, so that comparing keys
// compares the games' bytes there (a game that ends first comes first). 12 bytes a game.
struct alignas(4) Keyed {
    static constexpr std::size_t KeyBytes = 7;
    std::uint32_t high, low, game;
    std::uint64_t key() const { return std::uint64_t(high) << 32 | low; }
    std::size_t size() const { return low & 0xFF; } // capped at KeyBytes + 1
};
static_assert(sizeof(Keyed) == 12, "a game in the sort takes 12 bytes");

Keyed keyedOf(Bytes b, std::size_t depth, std::uint32_t game)
{
    const std::size_t left = b.size > depth ? b.size - depth : 0;
    std::uint64_t key = 0;
    for (std::size_t i = 0; i < Keyed::KeyBytes; ++i)
        key = key << 8 | (i < left ? b.data[depth + i] : 0);
    key = key << 8 | std::min(left, Keyed::KeyBytes + 1);
    return Keyed{std::uint32_t(key >> 32), std::uint32_t(key), game};
}

// Equal keys of games longer than them: the bytes after the key decide.
bool undecided(const Keyed& a, const Keyed& b) { return a.key() == b.key() && a.size() > Keyed::KeyBytes; }

// The common start of two games' bytes within their keys (not undecided).
std::size_t commonPrefix(const Keyed& a, const Keyed& b)
{
    const std::uint64_t differ = (a.key() ^ b.key()) >> 8;
    const std::size_t sizes = std::min(a.size(), b.size());
    return differ ? std::min<std::size_t>(std::size_t(__builtin_clzll(differ) - 8) / 8, sizes) : sizes;
}

// Sorts each run of games (a stretch of the sort whose games agree on every byte before depth:
// joined[k] when games[k] is in the run of games[k - 1]) by their keys at depth. The common start
// of neighbours whose keys differ goes to shared and splits the run there; neighbours the keys
// do not decide stay joined for the next depth. True when some do.
bool sortRuns(std::vector<Keyed>& games, std::vector<std::uint8_t>& joined, std::size_t depth,
              std::vector<std::uint8_t>& shared)
{
    bool more = false;
    const std::size_t n = games.size();
    for (std::size_t begin = 0; begin < n;) {
        std::size_t end = begin + 1;
        while (end < n && joined[end])
            ++end;
        if (end - begin > 1)
            std::sort(games.begin() + std::ptrdiff_t(begin), games.begin() + std::ptrdiff_t(end),
                      [](const Keyed& a, const Keyed& b) { return a.key() < b.key(); });
        for (std::size_t k = begin + 1; k < end; ++k) {
            joined[k] = undecided(games[k - 1], games[k]);
            more = more || joined[k];
            if (joined[k])
                continue;
            const auto common = std::uint8_t(depth + commonPrefix(games[k - 1], games[k]));
            for (const std::uint32_t g : {games[k - 1].game, games[k].game})
                shared[g] = std::max(shared[g], common);
        }
        begin = end;
    }
    return more;
}

// The keys at depth of the games still joined to a neighbour, read in file order (place: a
// game's place in the sort, kept between depths).
void rekey(const GameIndex& index, std::vector<Keyed>& games, const std::vector<std::uint8_t>& joined,
           std::vector<std::uint32_t>& place, std::size_t depth, std::size_t cap)
{
    constexpr std::uint32_t None = ~std::uint32_t(0);
    std::fill(place.begin(), place.end(), None);
    for (std::size_t k = 0; k < games.size(); ++k)
        if (joined[k] || (k + 1 < games.size() && joined[k + 1]))
            place[games[k].game] = std::uint32_t(k);
    Releaser releaser(index);
    for (std::uint32_t i = 0; i < index.size(); ++i) {
        releaser.before(i);
        if (place[i] == None)
            continue;
        games[place[i]] = keyedOf(bytesOf(index, i, cap), depth, i);
    }
}

// For each game, how many of its first move bytes another game shares (its longest common start
// with a neighbour in the order of their bytes), up to cap. The sound games from the standard
// start are sorted KeyBytes at a time: by their first bytes, then the runs that agree on them by
// the next, and so on (a most-significant-digit sort); each depth reads the codes it needs in
// file order, so that the codes are read sequentially and given back, never all resident.
std::vector<std::uint8_t> sharedBytes(const GameIndex& index, std::size_t cap)
{
    std::vector<std::uint8_t> shared(index.size(), 0);
    std::vector<Keyed> games;
    {
        std::size_t sound = 0;
        for (std::uint32_t i = 0; i < index.size(); ++i)
            sound += !index.game(i).broken && !index.game(i).fen;
        games.reserve(sound);
        Releaser releaser(index);
        for (std::uint32_t i = 0; i < index.size(); ++i) {
            releaser.before(i);
            if (const GameRecord g = index.game(i); !g.broken && !g.fen)
                games.push_back(keyedOf(bytesOf(index, i, cap), 0, i));
        }
    }
    std::vector<std::uint8_t> joined(games.size(), 1); // one run: every game
    if (!joined.empty())
        joined[0] = 0;
    std::vector<std::uint32_t> place;
    for (std::size_t depth = 0; sortRuns(games, joined, depth, shared);) {
        depth += Keyed::KeyBytes;
        place.resize(index.size());
        rekey(index, games, joined, place, depth, cap);
    }
    return shared;
}

} // namespace

// Games from the standard start are sorted by their move bytes, so games that share an opening
// line are neighbours and the common prefix with the nearer neighbour says how far the game's line
// is shared. Only positions some other game also reached by the same moves are counted: a game's
// tail after its novelty would otherwise fill the table with one entry per ply and game. The
// games are then walked in file order (their records and moves one after the other in memory).
// A ply takes at most 3 bytes, so the walk looks at no more than 3 * plies bytes of a game and
// the shared count need not go further: games are compared that far only.
OpeningTable openingTableOf(const GameIndex& index, int plies)
{
    static_assert(3 * OpeningTable::MaxPlies <= 255, "a ply takes at most 3 bytes: 255 shared bytes is all");
    plies = std::min(plies, OpeningTable::MaxPlies);
    OpeningTable table;
    if (plies <= 0) { // no table asked for (bench/gamelist_order): no sort either
        table.finish();
        return table;
    }
    const std::vector<std::uint8_t> shared = sharedBytes(index, std::size_t(3 * plies));
    Releaser releaser(index);
    std::vector<core::Key> seen; // positions of this game counted so far
    const core::Position standard = core::Position::startPosition(); // set up once, copied per game
    for (std::uint32_t i = 0; i < index.size(); ++i) {
        releaser.before(i);
        const GameRecord g = index.game(i);
        if (g.broken || g.fen)
            continue;
        const Bytes b = bytesOf(index, i);
        const std::uint8_t* code = b.data;
        core::Position pos = standard;
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
            pos.playWithoutUndo(m); // never taken back: the next game starts from standard
        }
    }
    table.finish();
    return table;
}

} // namespace kibitz::database
