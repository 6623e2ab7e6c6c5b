// Transposition table: a vector of four-entry clusters indexed by the high bits of key * size.
#include "tt.h"

#include "core/bitboard.h"

#include <algorithm>
#include <new>

namespace kibitz::search {

using core::Key;
using core::Move;

namespace {
// Rebuilds a move from its 16-bit encoding (Move::raw()).
Move moveFromRaw(std::uint16_t raw)
{
    return Move(core::Square(raw & 63), core::Square((raw >> 6) & 63), Move::Kind(raw >> 14),
                core::PieceType(((raw >> 12) & 3) + core::Knight));
}
} // namespace

// Allocates about `megabytes` of entries.
TranspositionTable::TranspositionTable(std::size_t megabytes) { resize(megabytes); }

// Reallocates and clears; at least one cluster so that probing never divides by zero.
void TranspositionTable::resize(std::size_t megabytes)
{
    allocate(std::max<std::size_t>(1, megabytes * 1024 * 1024 / sizeof(Cluster)));
}

// Fresh zeroed memory from calloc: large blocks come straight from the kernel untouched, so only
// the pages a search writes become resident.
void TranspositionTable::allocate(std::size_t count)
{
    m_clusters.reset();
    m_clusters.reset(static_cast<Cluster*>(std::calloc(count, sizeof(Cluster))));
    if (!m_clusters)
        throw std::bad_alloc();
    m_count = count;
    m_generation = 0;
}

// Forgets every entry (keeps the size).
void TranspositionTable::clear() { allocate(m_count ? m_count : 1); }

// Maps key onto [0, size) without a modulo, so any size works.
TranspositionTable::Cluster& TranspositionTable::clusterFor(Key key) const
{
    const auto index = std::size_t(core::mulHigh64(key, m_count));
    return m_clusters[index];
}

// Finds key's entry; the key is stored whole, so a hit is never a different position.
bool TranspositionTable::probe(Key key, TTData& out) const
{
    const Cluster& c = clusterFor(key);
    for (const Entry& e : c.entries) {
        if (e.key == key && e.bound != 0) {
            out.move = moveFromRaw(e.move);
            out.score = e.score;
            out.depth = e.depth;
            out.bound = Bound(e.bound);
            return true;
        }
    }
    return false;
}

// Replaces the same position's entry unless it is much deeper and current; otherwise the
// shallowest, oldest entry of the cluster.
void TranspositionTable::store(Key key, Move move, int score, int depth, Bound bound)
{
    Cluster& c = clusterFor(key);
    Entry* victim = &c.entries[0];
    int victimWorth = 1 << 30;
    for (Entry& e : c.entries) {
        if (e.key == key || e.bound == 0) {
            victim = &e;
            break;
        }
        const int age = (m_generation - e.generation) & 63;
        const int worth = e.depth - 8 * age;
        if (worth < victimWorth) {
            victimWorth = worth;
            victim = &e;
        }
    }
    if (victim->key == key && victim->bound != 0) {
        const bool current = victim->generation == m_generation;
        if (current && bound != Bound::Exact && depth + 3 < victim->depth)
            return;
        if (move.isNull())
            move = moveFromRaw(victim->move);
    }
    victim->key = key;
    victim->move = move.raw();
    victim->score = std::int16_t(score);
    victim->depth = std::int16_t(depth);
    victim->generation = m_generation;
    victim->bound = std::uint8_t(bound);
}

// Share of the first thousand entries written in this search, in permille.
int TranspositionTable::hashfull() const
{
    int used = 0, seen = 0;
    for (std::size_t i = 0; i < m_count && seen < 1000; ++i) {
        for (const Entry& e : m_clusters[i].entries) {
            used += e.bound != 0 && e.generation == m_generation;
            ++seen;
        }
    }
    return seen ? used * 1000 / seen : 0;
}

// Allocated size in megabytes (rounded down).
std::size_t TranspositionTable::megabytes() const { return m_count * sizeof(Cluster) / (1024 * 1024); }

} // namespace kibitz::search
