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

// Length of the common start of a and b.
std::size_t commonPrefix(Bytes a, Bytes b)
{
    const std::size_t n = std::min(a.size, b.size);
    std::size_t i = 0;
    while (i < n && a.data[i] == b.data[i])
        ++i;
    return i;
}

} // namespace

// Games from the standard start are sorted by their move bytes, so games that share an opening
// line are neighbours and the common prefix with the nearer neighbour says how far the game's line
// is shared. Only positions some other game also reached by the same moves are counted: a game's
// tail after its novelty would otherwise fill the table with one entry per ply and game.
OpeningTable openingTableOf(const GameIndex& index, int plies)
{
    OpeningTable table;
    auto bytes = [&](std::uint32_t i) {
        const auto [begin, end] = index.movesOf(i);
        return Bytes{begin, std::size_t(end - begin)};
    };
    std::size_t sound = 0;
    for (std::uint32_t i = 0; i < index.size(); ++i)
        sound += !index.game(i).broken && !index.game(i).fen;
    std::vector<std::uint32_t> order;
    order.reserve(sound);
    for (std::uint32_t i = 0; i < index.size(); ++i)
        if (!index.game(i).broken && !index.game(i).fen)
            order.push_back(i);
    std::sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
        const Bytes x = bytes(a), y = bytes(b);
        const std::size_t n = std::min(x.size, y.size);
        const int c = n ? std::memcmp(x.data, y.data, n) : 0;
        return c != 0 ? c < 0 : x.size < y.size;
    });
    // The common prefix with the previous and the next game, computed as the games are walked.
    auto lcp = [&](std::size_t k) { // games k-1 and k
        return k == 0 || k >= order.size() ? std::size_t(0) : commonPrefix(bytes(order[k - 1]), bytes(order[k]));
    };
    // Walks every game's shared plies once; a move past the shared bytes is the one no neighbour
    // played, a novelty (kept compactly).
    std::size_t before = 0;
    std::vector<core::Key> seen; // positions of this game counted so far
    const core::Position standard = core::Position::startPosition(); // set up once, copied per game
    for (std::size_t k = 0; k < order.size(); ++k) {
        const std::size_t after = lcp(k + 1);
        const std::size_t shared = std::max(before, after);
        before = after;
        const GameRecord& g = index.game(order[k]);
        const Bytes b = bytes(order[k]);
        const std::uint8_t* code = b.data;
        core::Position pos = standard;
        core::UndoInfo undo;
        seen.clear();
        for (int ply = 0; ply < std::min(int(g.plies), plies) && std::size_t(code - b.data) <= shared; ++ply) {
            const core::Move m = decodeMove(pos, code);
            // A game that comes back to a position (Nf3 Nf6 Ng1 Ng8) counts there once.
            const bool first = std::find(seen.begin(), seen.end(), pos.key()) == seen.end();
            seen.push_back(pos.key());
            if (first && std::size_t(code - b.data) > shared)
                table.addSingle(pos.key(), m, int(g.result), g.year);
            else if (first)
                table.add(pos.key(), m, int(g.result), g.year);
            pos.makeMove(m, undo);
        }
    }
    std::vector<std::uint32_t>().swap(order);
    table.finish();
    return table;
}

} // namespace kibitz::database
