// Transposition table for the built-in engine: clusters of four entries, replacement by depth and
// age. Plain C++17, no Qt.
#pragma once

#include "core/types.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>

namespace kibitz::search {

enum class Bound : std::uint8_t { None = 0, Upper = 1, Lower = 2, Exact = 3 };

// What a probe returns; score is as stored (the searcher converts mate scores by ply).
struct TTData {
    core::Move move;
    int score = 0;
    int depth = 0;
    Bound bound = Bound::None;
};

class TranspositionTable {
public:
    explicit TranspositionTable(std::size_t megabytes = 16);

    // Reallocates to about `megabytes` (at least one cluster) and clears.
    void resize(std::size_t megabytes);
    // Forgets every entry.
    void clear();
    // Starts a new search: entries of older searches become preferred victims.
    void newSearch() { m_generation = std::uint8_t((m_generation + 1) & 63); }
    // Looks key up; true and fills out when found.
    bool probe(core::Key key, TTData& out) const;
    // Stores a search result for key, keeping the old move when the new one is null.
    void store(core::Key key, core::Move move, int score, int depth, Bound bound);
    // Permille of sampled entries written by the current search (UCI "hashfull").
    int hashfull() const;
    // Size in megabytes as allocated.
    std::size_t megabytes() const;

private:
    // Trivial on purpose: all-zero bytes are an empty entry, so calloc'd memory is a clear table.
    struct Entry {
        core::Key key;
        std::uint16_t move;
        std::int16_t score;
        std::int16_t depth;
        std::uint8_t generation;
        std::uint8_t bound;
    };
    static constexpr int ClusterSize = 4;
    struct Cluster {
        Entry entries[ClusterSize];
    };

    struct FreeDeleter {
        void operator()(Cluster* p) const { std::free(p); }
    };

    Cluster& clusterFor(core::Key key) const;
    void allocate(std::size_t count);

    // calloc'd: the pages of an untouched table stay virtual, so an idle engine costs no memory.
    std::unique_ptr<Cluster[], FreeDeleter> m_clusters;
    std::size_t m_count = 0;
    std::uint8_t m_generation = 0;
};

} // namespace kibitz::search
