#include "positionsearch.h"

#include "core/bitboard.h"
#include "core/parallel.h"

#include <algorithm>
#include <array>

namespace kibitz::database {

using namespace core;

namespace {

constexpr Bitboard Rank2 = 0x000000000000FF00ull;
constexpr Bitboard Rank7 = 0x00FF000000000000ull;

// What the target needs of a position that can still lead to it.
struct Target {
    Key key = 0;
    SearchMode mode = SearchMode::ExactPosition;
    Bitboard whitePawns = 0, blackPawns = 0;
    std::array<int, 12> counts{}; // per colour and piece kind
    int pieces = 0;

    explicit Target(const Position& pos, SearchMode m) : key(pos.key()), mode(m)
    {
        whitePawns = pos.pieces(White, Pawn);
        blackPawns = pos.pieces(Black, Pawn);
        for (int c = 0; c < 2; ++c)
            for (int pt = 0; pt < 6; ++pt)
                counts[std::size_t(c * 6 + pt)] = popcount(pos.pieces(Color(c), PieceType(pt)));
        pieces = popcount(pos.occupied());
    }

    // True when pos is the target in this mode.
    bool matches(const Position& pos) const
    {
        switch (mode) {
        case SearchMode::ExactPosition: return pos.key() == key;
        case SearchMode::PawnStructure:
            return pos.pieces(White, Pawn) == whitePawns && pos.pieces(Black, Pawn) == blackPawns;
        case SearchMode::Material:
            for (int c = 0; c < 2; ++c)
                for (int pt = 0; pt < 6; ++pt)
                    if (popcount(pos.pieces(Color(c), PieceType(pt))) != counts[std::size_t(c * 6 + pt)])
                        return false;
            return true;
        }
        return false;
    }

    // False once no continuation of pos can reach the target (captures and pawn moves are final).
    bool reachable(const Position& pos) const
    {
        if (mode != SearchMode::PawnStructure && popcount(pos.occupied()) < pieces)
            return false;
        const Bitboard wp = pos.pieces(White, Pawn), bp = pos.pieces(Black, Pawn);
        if (popcount(wp) < counts[Pawn] || popcount(bp) < counts[6 + Pawn])
            return false;
        if (mode == SearchMode::Material)
            return true;
        return (whitePawns & Rank2 & ~wp) == 0 && (blackPawns & Rank7 & ~bp) == 0;
    }
};

// Scans games [begin, end) of index (a GameIndex or a GameView) into hits. The codes read are
// given back as it goes (a mapped kept index would otherwise stay resident whole).
template <class Games>
void searchRange(const Games& index, const Target& target, std::size_t begin, std::size_t end,
                 const std::atomic<bool>* cancel, const std::vector<std::uint8_t>* only, std::vector<PositionHit>& hits)
{
    std::uint64_t read = begin < end ? index.game(begin).movesBegin : 0;
    for (std::size_t i = begin; i < end; ++i) {
        if ((i & 4095) == 0 && i > begin) {
            const std::uint64_t at = index.game(i).movesBegin;
            index.releaseCodes(read, at);
            read = at;
        }
        if ((i & 1023) == 0 && cancel && cancel->load(std::memory_order_relaxed))
            return;
        if ((only && (i >= only->size() || !(*only)[i])) || index.game(i).broken)
            continue;
        index.replay(i, [&](const Position& pos, int ply) {
            if (target.matches(pos)) {
                hits.push_back({std::uint32_t(i), std::uint16_t(ply)});
                return false;
            }
            return target.reachable(pos);
        });
    }
    if (begin < end)
        index.releaseCodes(read, end < index.size() ? index.game(end).movesBegin : ~std::uint64_t(0));
}

// Games are split into one contiguous range per thread; their hits are joined in order.
template <class Games>
std::vector<PositionHit> findIn(const Games& index, const Position& target, SearchMode mode, int threads,
                                const std::atomic<bool>* cancel, const std::vector<std::uint8_t>* only)
{
    const Target t(target, mode);
    if (threads <= 0)
        threads = core::hardwareThreads();
    const std::size_t n = index.size();
    threads = int(std::min<std::size_t>(std::size_t(threads), std::max<std::size_t>(n, 1)));
    std::vector<std::vector<PositionHit>> parts(static_cast<std::size_t>(threads));
    core::runParallelOver(n, threads, [&](int k, std::size_t begin, std::size_t end) {
        searchRange(index, t, begin, end, cancel, only, parts[std::size_t(k)]);
    });
    std::vector<PositionHit> hits;
    for (auto& p : parts)
        hits.insert(hits.end(), p.begin(), p.end());
    return hits;
}

} // namespace

std::vector<PositionHit> findPosition(const GameIndex& index, const Position& target, SearchMode mode, int threads,
                                      const std::atomic<bool>* cancel, const std::vector<std::uint8_t>* only)
{
    return findIn(index, target, mode, threads, cancel, only);
}

std::vector<PositionHit> findPosition(const GameView& games, const Position& target, SearchMode mode, int threads,
                                      const std::atomic<bool>* cancel, const std::vector<std::uint8_t>* only)
{
    return findIn(games, target, mode, threads, cancel, only);
}

// Each hit's game is replayed to its ply; the move it plays there is counted once per game.
openings::ExplorerMoves movesAfterHits(const GameView& games, const Position& pos, const std::vector<PositionHit>& hits)
{
    std::vector<std::pair<Move, OpeningTable::Stats>> counts;
    for (const PositionHit& hit : hits) {
        const GameRecord g = games.game(hit.game);
        if (hit.ply >= g.plies)
            continue; // the game ends in the position
        Position at = games.startPosition(g);
        const std::uint8_t* code = games.moves(hit.game).first;
        for (int ply = 0; ply < hit.ply; ++ply)
            playMoveOrPass(at, decodeMove(at, code));
        const Move m = decodeMove(at, code);
        if (m.isNull())
            continue; // no move to show
        auto it = std::find_if(counts.begin(), counts.end(), [m](const auto& c) { return c.first == m; });
        if (it == counts.end())
            it = counts.insert(counts.end(), {m, OpeningTable::Stats()});
        it->second.count(int(g.result), g.year);
    }
    openings::ExplorerMoves rows;
    for (const auto& [m, stats] : counts)
        rows.push_back(stats.row(pos, m));
    OpeningTable::sortRows(rows);
    return rows;
}

} // namespace kibitz::database
