// Material: counts on the board compared with a full set.
#include "material.h"

#include "core/bitboard.h"

#include <algorithm>

namespace kibitz {

namespace {
constexpr std::array<int, 5> kFullSet{8, 2, 2, 2, 1};
constexpr std::array<int, 6> kValues{1, 3, 3, 5, 9, 0};
} // namespace

// Pawn 1, minor pieces 3, rook 5, queen 9, king 0.
int pieceValue(core::PieceType type) { return type < core::NoPieceType ? kValues[type] : 0; }

// Counts the position's pieces.
MaterialBalance materialBalance(const core::Position& position)
{
    PieceCounts counts{};
    for (const core::Color c : {core::White, core::Black})
        for (int t = core::Pawn; t <= core::King; ++t)
            counts[c][size_t(t)] = core::popcount(position.pieces(c, core::PieceType(t)));
    return materialBalance(counts);
}

// Missing officers were captured; surplus officers were promoted from pawns, which therefore
// were not captured (a pawn is lost only when neither on the board nor promoted).
MaterialBalance materialBalance(const PieceCounts& counts)
{
    MaterialBalance b;
    for (const core::Color c : {core::White, core::Black}) {
        int promoted = 0;
        for (int t = core::Knight; t <= core::Queen; ++t) {
            const int count = counts[c][size_t(t)];
            promoted += std::max(0, count - kFullSet[size_t(t)]);
            b.lost[c][size_t(t)] = std::max(0, kFullSet[size_t(t)] - count);
            b.value[c] += count * kValues[size_t(t)];
        }
        const int pawns = counts[c][core::Pawn];
        b.lost[c][core::Pawn] = std::max(0, kFullSet[core::Pawn] - pawns - promoted);
        b.value[c] += pawns * kValues[core::Pawn];
    }
    return b;
}

} // namespace kibitz
