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
    const std::vector<GameRecord>& games = index.games();
    const std::vector<std::uint8_t>& moves = index.moves();
    auto bytes = [&](std::uint32_t i) {
        const std::size_t end = i + 1 < games.size() ? games[i + 1].movesBegin : moves.size();
        return Bytes{moves.data() + games[i].movesBegin, end - games[i].movesBegin};
    };
    std::vector<std::uint32_t> order;
    for (std::uint32_t i = 0; i < games.size(); ++i)
        if (!games[i].broken && !games[i].fen)
            order.push_back(i);
    std::sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
        const Bytes x = bytes(a), y = bytes(b);
        const int c = std::memcmp(x.data, y.data, std::min(x.size, y.size));
        return c != 0 ? c < 0 : x.size < y.size;
    });
    std::vector<std::uint32_t> lcp(order.size() + 1, 0); // lcp[k]: games k-1 and k
    for (std::size_t k = 1; k < order.size(); ++k)
        lcp[k] = std::uint32_t(commonPrefix(bytes(order[k - 1]), bytes(order[k])));
    std::vector<core::Key> seen; // positions of this game counted so far
    const core::Position standard = core::Position::startPosition(); // set up once, copied per game
    for (std::size_t k = 0; k < order.size(); ++k) {
        const std::size_t shared = std::max(lcp[k], lcp[k + 1]);
        const GameRecord& g = games[order[k]];
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
            if (first && std::size_t(code - b.data) > shared) // the move no neighbour played: a novelty
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
