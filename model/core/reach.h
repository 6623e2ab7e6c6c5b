// Which pieces reach a square, for the readers' per-ply work (SAN matching, move codes): a
// slider reaches it when it stands on one of the square's lines of its kind with nothing between,
// found from a ray table and the between table (a few loads that stay in the cache) instead of
// the magic attack tables (the rook table's 800 KB miss the cache at every ply). Gives the same
// squares as the attack functions. Plain C++17.
#pragma once

#include "bitboard.h"

namespace kibitz::core::reach {

// For each square the squares on its ranks and files (straight) and on its diagonals, itself
// excluded, on an empty board.
struct Rays {
    core::Bitboard straight[64] = {};
    core::Bitboard diagonal[64] = {};
    constexpr Rays()
    {
        for (int s = 0; s < 64; ++s)
            for (int t = 0; t < 64; ++t) {
                const int files = s % 8 - t % 8, ranks = s / 8 - t / 8;
                if (s == t)
                    continue;
                if (files == 0 || ranks == 0)
                    straight[s] |= core::Bitboard(1) << t;
                else if (files == ranks || files == -ranks)
                    diagonal[s] |= core::Bitboard(1) << t;
            }
    }
};
inline constexpr Rays rays;

// The pieces of `pieces` on one of `lines`[to] with no square of occ between them and to.
inline core::Bitboard along(core::Bitboard pieces, const core::Bitboard (&lines)[64], core::Square to,
                            core::Bitboard occ)
{
    core::Bitboard out = 0;
    for (core::Bitboard b = pieces & lines[to]; b; b &= b - 1)
        if (!(core::between(core::lsb(b), to) & occ))
            out |= b & (0 - b);
    return out;
}

// As bishopAttacks(to, occ) & pieces.
inline core::Bitboard diagonal(core::Bitboard pieces, core::Square to, core::Bitboard occ)
{
    return along(pieces, rays.diagonal, to, occ);
}

// As rookAttacks(to, occ) & pieces.
inline core::Bitboard straight(core::Bitboard pieces, core::Square to, core::Bitboard occ)
{
    return along(pieces, rays.straight, to, occ);
}

// As (rookAttacks(s, occ) & rooks) | (bishopAttacks(s, occ) & bishops), for the checks a move
// gives and a position's attackers: a magic table is read only when one of the pieces stands on
// a line of its kind from s (most often none does), where a line's few pieces would be a loop.
inline core::Bitboard sliders(core::Square s, core::Bitboard occ, core::Bitboard rooks, core::Bitboard bishops)
{
    core::Bitboard out = 0;
    if (rooks & rays.straight[s])
        out |= core::rookAttacks(s, occ) & rooks;
    if (bishops & rays.diagonal[s])
        out |= core::bishopAttacks(s, occ) & bishops;
    return out;
}

} // namespace kibitz::core::reach
