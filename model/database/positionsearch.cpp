#include "positionsearch.h"

#include "core/bitboard.h"

#include <algorithm>
#include <array>
#include <thread>

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

// Scans games [begin, end) into hits.
void searchRange(const GameIndex& index, const Target& target, std::size_t begin, std::size_t end,
                 const std::atomic<bool>* cancel, std::vector<PositionHit>& hits)
{
    for (std::size_t i = begin; i < end; ++i) {
        if ((i & 1023) == 0 && cancel && cancel->load(std::memory_order_relaxed))
            return;
        if (index.game(i).broken)
            continue;
        index.replay(i, [&](const Position& pos, int ply) {
            if (target.matches(pos)) {
                hits.push_back({std::uint32_t(i), std::uint16_t(ply)});
                return false;
            }
            return target.reachable(pos);
        });
    }
}

} // namespace

// Games are split into one contiguous range per thread; their hits are joined in order.
std::vector<PositionHit> findPosition(const GameIndex& index, const Position& target, SearchMode mode, int threads,
                                      const std::atomic<bool>* cancel)
{
    const Target t(target, mode);
    if (threads <= 0)
        threads = int(std::max(1u, std::thread::hardware_concurrency()));
    const std::size_t n = index.size();
    threads = int(std::min<std::size_t>(std::size_t(threads), std::max<std::size_t>(n, 1)));
    std::vector<std::vector<PositionHit>> parts(static_cast<std::size_t>(threads));
    std::vector<std::thread> pool;
    for (int k = 0; k < threads; ++k) {
        const std::size_t begin = n * std::size_t(k) / std::size_t(threads);
        const std::size_t end = n * std::size_t(k + 1) / std::size_t(threads);
        pool.emplace_back([&, begin, end, k] { searchRange(index, t, begin, end, cancel, parts[std::size_t(k)]); });
    }
    for (std::thread& th : pool)
        th.join();
    std::vector<PositionHit> hits;
    for (auto& p : parts)
        hits.insert(hits.end(), p.begin(), p.end());
    return hits;
}

} // namespace kibitz::database
