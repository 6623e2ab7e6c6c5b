// Bitboard helpers and precomputed attack tables (magic bitboards for sliders).
#pragma once

#include "types.h"

#include <cstdint>
#if defined(_MSC_VER) && !defined(__clang__)
#include <intrin.h>
#endif

namespace kibitz::core {

constexpr Bitboard FileABB = 0x0101010101010101ULL;
constexpr Bitboard FileHBB = FileABB << 7;
constexpr Bitboard Rank1BB = 0xFFULL;
constexpr Bitboard Rank2BB = Rank1BB << 8;
constexpr Bitboard Rank3BB = Rank1BB << 16;
constexpr Bitboard Rank4BB = Rank1BB << 24;
constexpr Bitboard Rank5BB = Rank1BB << 32;
constexpr Bitboard Rank6BB = Rank1BB << 40;
constexpr Bitboard Rank7BB = Rank1BB << 48;
constexpr Bitboard Rank8BB = Rank1BB << 56;
constexpr Bitboard DarkSquaresBB = 0xAA55AA55AA55AA55ULL;

constexpr Bitboard fileBB(int file) { return FileABB << file; }
constexpr Bitboard rankBB(int rank) { return Rank1BB << (8 * rank); }

#if defined(_MSC_VER) && !defined(__clang__)
inline int popcount(Bitboard b) { return int(__popcnt64(b)); }
inline Square lsb(Bitboard b)
{
    unsigned long i;
    _BitScanForward64(&i, b);
    return Square(i);
}
inline Square msb(Bitboard b)
{
    unsigned long i;
    _BitScanReverse64(&i, b);
    return Square(i);
}
#else
// Number of set squares without the POPCNT instruction (what the compiler's builtin calls when it
// may not assume the instruction).
constexpr int popcountPortable(Bitboard b)
{
    b = b - ((b >> 1) & 0x5555555555555555ULL);
    b = (b & 0x3333333333333333ULL) + ((b >> 2) & 0x3333333333333333ULL);
    b = (b + (b >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return int((b * 0x0101010101010101ULL) >> 56);
}
namespace detail {
// True when the CPU has POPCNT (set before main(); false, the portable path, until then).
extern bool cpuHasPopcnt;
} // namespace detail
// Number of set squares: the POPCNT instruction when the build may assume it or this CPU has it
// (the shipped build targets any x86-64), else the portable sum.
inline int popcount(Bitboard b)
{
#if defined(__POPCNT__) || !defined(__x86_64__)
    return __builtin_popcountll(b);
#else
    if (detail::cpuHasPopcnt) {
        Bitboard n;
        asm("popcntq %1, %0" : "=r"(n) : "rm"(b));
        return int(n);
    }
    return popcountPortable(b);
#endif
}
// Lowest set square; b must not be empty.
inline Square lsb(Bitboard b) { return Square(__builtin_ctzll(b)); }
// Highest set square; b must not be empty.
inline Square msb(Bitboard b) { return Square(63 - __builtin_clzll(b)); }
#endif
// The high 64 bits of a * b, from 32-bit halves (any compiler; mulHigh64 uses it without 128-bit
// integers).
constexpr std::uint64_t mulHigh64Portable(std::uint64_t a, std::uint64_t b)
{
    const std::uint64_t aLo = a & 0xFFFFFFFFu, aHi = a >> 32, bLo = b & 0xFFFFFFFFu, bHi = b >> 32;
    const std::uint64_t lowLow = aLo * bLo, hiLow = aHi * bLo, lowHi = aLo * bHi, hiHi = aHi * bHi;
    const std::uint64_t middle = (lowLow >> 32) + (hiLow & 0xFFFFFFFFu) + lowHi;
    return hiHi + (hiLow >> 32) + (middle >> 32);
}

// The high 64 bits of a * b (maps a hash onto [0, n) without a modulo).
inline std::uint64_t mulHigh64(std::uint64_t a, std::uint64_t b)
{
#if defined(__SIZEOF_INT128__)
    return std::uint64_t((static_cast<unsigned __int128>(a) * b) >> 64);
#elif defined(_MSC_VER) && defined(_M_X64)
    return __umulh(a, b);
#else
    return mulHigh64Portable(a, b);
#endif
}

// Removes and returns the lowest set square.
inline Square popLsb(Bitboard& b)
{
    Square s = lsb(b);
    b &= b - 1;
    return s;
}
inline bool moreThanOne(Bitboard b) { return (b & (b - 1)) != 0; }

// Shifts every square one step north (+8), south, east etc., dropping what leaves the board.
constexpr Bitboard shiftNorth(Bitboard b) { return b << 8; }
constexpr Bitboard shiftSouth(Bitboard b) { return b >> 8; }
constexpr Bitboard shiftEast(Bitboard b) { return (b & ~FileHBB) << 1; }
constexpr Bitboard shiftWest(Bitboard b) { return (b & ~FileABB) >> 1; }
// One step forward for colour c.
template <Color C> constexpr Bitboard shiftForward(Bitboard b) { return C == White ? b << 8 : b >> 8; }
// Squares attacked by all pawns of colour C in b.
template <Color C> constexpr Bitboard pawnAttacksBB(Bitboard b)
{
    return C == White ? shiftNorth(shiftEast(b) | shiftWest(b)) : shiftSouth(shiftEast(b) | shiftWest(b));
}

namespace detail {
struct Magic {
    Bitboard mask;
    Bitboard magic;
    const Bitboard* attacks;
    unsigned shift;
    unsigned index(Bitboard occ) const { return unsigned(((occ & mask) * magic) >> shift); }
};
extern Magic rookMagics[64];
extern Magic bishopMagics[64];
extern Bitboard knightTable[64];
extern Bitboard kingTable[64];
extern Bitboard pawnTable[2][64];
extern Bitboard betweenBB[64][64];
extern Bitboard lineBB[64][64];
} // namespace detail

// Builds the attack tables; called automatically before main() by a static initialiser,
// and safe to call again.
void initBitboards();

inline Bitboard knightAttacks(Square s) { return detail::knightTable[s]; }
inline Bitboard kingAttacks(Square s) { return detail::kingTable[s]; }
inline Bitboard pawnAttacks(Color c, Square s) { return detail::pawnTable[c][s]; }
inline Bitboard rookAttacks(Square s, Bitboard occ)
{
    const auto& m = detail::rookMagics[s];
    return m.attacks[m.index(occ)];
}
inline Bitboard bishopAttacks(Square s, Bitboard occ)
{
    const auto& m = detail::bishopMagics[s];
    return m.attacks[m.index(occ)];
}
inline Bitboard queenAttacks(Square s, Bitboard occ) { return rookAttacks(s, occ) | bishopAttacks(s, occ); }
// Attacks of a non-pawn piece type from s with the given occupancy.
Bitboard attacksBB(PieceType pt, Square s, Bitboard occ);
// Squares strictly between a and b when they share a line, else 0.
inline Bitboard between(Square a, Square b) { return detail::betweenBB[a][b]; }
// The whole line (edge to edge) through a and b when they share one, else 0.
inline Bitboard line(Square a, Square b) { return detail::lineBB[a][b]; }
inline bool aligned(Square a, Square b, Square c) { return (line(a, b) & squareBB(c)) != 0; }

} // namespace kibitz::core
