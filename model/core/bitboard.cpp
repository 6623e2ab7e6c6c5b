// Attack tables: leapers by direct computation, sliders by magic bitboards found at start-up.
#include "bitboard.h"
#include "magicnumbers.h"

#include <cstdlib>

namespace kibitz::core {

namespace detail {
#if !(defined(_MSC_VER) && !defined(__clang__))
// Asked once before main(); a popcount before this runs takes the portable path.
bool cpuHasPopcnt = [] {
#if defined(__x86_64__)
    __builtin_cpu_init();
    return __builtin_cpu_supports("popcnt") != 0;
#else
    return false;
#endif
}();
#endif
Magic rookMagics[64];
Magic bishopMagics[64];
Bitboard knightTable[64];
Bitboard kingTable[64];
Bitboard pawnTable[2][64];
Bitboard betweenBB[64][64];
Bitboard lineBB[64][64];
} // namespace detail

namespace {

Bitboard rookTable[0x19000]; // 102,400 entries: the sum of 2^bits over all squares
Bitboard bishopTable[0x1480]; // 5,248 entries

constexpr int RookDirs[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr int BishopDirs[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

// The highest square of a non-empty bitboard.
Square highest(Bitboard b)
{
#if defined(__GNUC__) || defined(__clang__)
    return Square(63 ^ __builtin_clzll(b));
#else
    int s = 63;
    while (!((b >> s) & 1))
        --s;
    return Square(s);
#endif
}

// For each direction (index (df + 1) * 3 + dr + 1) the ray from each square on an empty board,
// walked square by square once.
Bitboard directionRays[9][64];

int directionIndex(const int (&d)[2]) { return (d[0] + 1) * 3 + d[1] + 1; }

void initDirectionRays()
{
    for (const auto* dirs : {&RookDirs, &BishopDirs})
        for (const auto& d : *dirs)
            for (int sq = 0; sq < 64; ++sq) {
                Bitboard ray = 0;
                for (int f = fileOf(Square(sq)) + d[0], r = rankOf(Square(sq)) + d[1]; f >= 0 && f < 8 && r >= 0 && r < 8;
                     f += d[0], r += d[1])
                    ray |= squareBB(makeSquare(f, r));
                directionRays[directionIndex(d)][sq] = ray;
            }
}

// Slider attacks from the rays: each ray up to its first blocker (its ray beyond cut away). The
// tables below are filled from this, 107,648 occupancies at every start of every program: the
// square-by-square walk took most of a start-up of kibitz-cli.
Bitboard slideAttacks(const int (&dirs)[4][2], Square s, Bitboard occ)
{
    Bitboard result = 0;
    for (const auto& d : dirs) {
        const Bitboard* rays = directionRays[directionIndex(d)];
        Bitboard attacks = rays[s];
        if (const Bitboard blockers = attacks & occ)
            attacks ^= rays[d[0] + 8 * d[1] > 0 ? lsb(blockers) : highest(blockers)];
        result |= attacks;
    }
    return result;
}

// Deterministic xorshift generator, so that start-up does the same work every time.
struct Rng {
    std::uint64_t s = 0x9E3779B97F4A7C15ULL;
    std::uint64_t next()
    {
        s ^= s >> 12;
        s ^= s << 25;
        s ^= s >> 27;
        return s * 2685821657736338717ULL;
    }
    // Few set bits make good magic candidates.
    std::uint64_t sparse() { return next() & next() & next(); }
};

// Finds a magic for every square (trying the stored one first) and fills the shared attack table.
void initMagics(const int (&dirs)[4][2], const Bitboard* stored, detail::Magic* magics, Bitboard* table)
{
    Rng rng;
    Bitboard occupancies[4096], references[4096];
    int epoch[4096] = {};
    int attempt = 0;
    Bitboard* next = table;
    for (int sq = 0; sq < 64; ++sq) {
        const Square s = Square(sq);
        const Bitboard edges = ((Rank1BB | Rank8BB) & ~rankBB(rankOf(s))) | ((FileABB | FileHBB) & ~fileBB(fileOf(s)));
        detail::Magic& m = magics[sq];
        m.mask = slideAttacks(dirs, s, 0) & ~edges;
        m.shift = 64 - popcount(m.mask);
        m.attacks = next;
        // Enumerate all subsets of the mask (Carry-Rippler).
        int size = 0;
        Bitboard b = 0;
        do {
            occupancies[size] = b;
            references[size++] = slideAttacks(dirs, s, b);
            b = (b - m.mask) & m.mask;
        } while (b);
        Bitboard* slots = next;
        m.magic = stored[sq];
        bool tryStored = true;
        for (int i = 0; i < size;) {
            if (!tryStored) {
                do
                    m.magic = rng.sparse();
                while (popcount((m.mask * m.magic) >> 56) < 6);
            }
            tryStored = false;
            ++attempt;
            for (i = 0; i < size; ++i) {
                const unsigned idx = m.index(occupancies[i]);
                if (epoch[idx] < attempt) {
                    epoch[idx] = attempt;
                    slots[idx] = references[i];
                } else if (slots[idx] != references[i]) {
                    break;
                }
            }
        }
        next += size;
    }
}

// Knight, king and pawn attacks, and the between/line tables.
void initLeapersAndLines()
{
    using namespace detail;
    for (int sq = 0; sq < 64; ++sq) {
        const Bitboard b = squareBB(Square(sq));
        const Bitboard e = shiftEast(b), w = shiftWest(b);
        kingTable[sq] = shiftNorth(b | e | w) | shiftSouth(b | e | w) | e | w;
        const Bitboard ee = shiftEast(e), ww = shiftWest(w);
        knightTable[sq] = ((e | w) << 16) | ((e | w) >> 16) | ((ee | ww) << 8) | ((ee | ww) >> 8);
        pawnTable[White][sq] = pawnAttacksBB<White>(b);
        pawnTable[Black][sq] = pawnAttacksBB<Black>(b);
    }
    for (int a = 0; a < 64; ++a) {
        for (int b = 0; b < 64; ++b) {
            betweenBB[a][b] = lineBB[a][b] = 0;
            if (a == b)
                continue;
            const Square sa = Square(a), sb = Square(b);
            for (const auto* dirs : {&RookDirs, &BishopDirs}) {
                if (slideAttacks(*dirs, sa, 0) & squareBB(sb)) {
                    lineBB[a][b] =
                        (slideAttacks(*dirs, sa, 0) & slideAttacks(*dirs, sb, 0)) | squareBB(sa) | squareBB(sb);
                    betweenBB[a][b] = slideAttacks(*dirs, sa, squareBB(sb)) & slideAttacks(*dirs, sb, squareBB(sa));
                }
            }
        }
    }
}

struct AutoInit {
    AutoInit() { initBitboards(); }
} autoInit;

} // namespace

// Builds all attack tables; idempotent.
void initBitboards()
{
    static bool done = false;
    if (done)
        return;
    done = true;
    initDirectionRays();
    initLeapersAndLines();
    initMagics(RookDirs, detail::StoredRookMagics, detail::rookMagics, rookTable);
    initMagics(BishopDirs, detail::StoredBishopMagics, detail::bishopMagics, bishopTable);
}

// Attacks of a non-pawn piece type from s with the given occupancy.
Bitboard attacksBB(PieceType pt, Square s, Bitboard occ)
{
    switch (pt) {
    case Knight: return knightAttacks(s);
    case Bishop: return bishopAttacks(s, occ);
    case Rook: return rookAttacks(s, occ);
    case Queen: return queenAttacks(s, occ);
    case King: return kingAttacks(s);
    default: return 0;
    }
}

} // namespace kibitz::core
