// The explorer's data: for each (position, move) in the first plies of the games, how many games
// played it, their results and the sum of their years. Built after the scan from the stored moves
// (GameIndex::buildOpenings): only positions at least two games reach by the same moves count.
// Moves many games played keep full counts; a move one game alone played keeps its result and
// year in 8 bytes, since most entries of a large database are such novelties. An open-addressing table keyed
// by the position's Zobrist key mixed with the move, so a query generates the legal moves of the
// shown position and looks each one up (no list of moves per position is stored).
#pragma once

#include "core/position.h"
#include "openings/explorermove.h"

#include <cstdint>
#include <vector>

namespace kibitz::database {

class OpeningTable {
public:
    friend class IndexFile; // writes and reads the sorted pages as they are (indexfile.h)
    // How deep games are counted: 24 plies (twelve moves each) covers the opening lines that ECO
    // names; since lines one game alone plays are left out, the table's size follows how much the
    // games share, not their number times the depth.
    static constexpr int DefaultPlies = 24;
    // The deepest the builder counts (it keeps a game's shared bytes in one byte, 3 a ply at most).
    static constexpr int MaxPlies = 84;

    // What the games that played one move from a position add up to (a row of the explorer).
    struct Stats {
        std::uint64_t yearSum = 0;
        std::uint32_t games = 0, whiteWins = 0, draws = 0, blackWins = 0, dated = 0;
        // Counts one game: result 1 White won, 2 drawn, 3 Black won (0 unknown); year 0 unknown.
        void count(int result, int year);
        // The explorer's row for move m of pos (its SAN, the counts, the average year).
        openings::ExplorerMove row(const core::Position& pos, core::Move m) const;
    };
    // The explorer's order: most played first, then by SAN.
    static void sortRows(openings::ExplorerMoves& rows);

    // Counts one game that played move m in the position with key positionKey (while building).
    void add(core::Key positionKey, core::Move m, int result, int year);
    // Counts a move that only this game played from a shared position (kept more compactly).
    void addSingle(core::Key positionKey, core::Move m, int result, int year);
    // Ends the building: both kinds of entries become pages sorted by key (no empty slots).
    void finish();
    // The moves played from pos, most played first, with their SAN.
    openings::ExplorerMoves movesFrom(const core::Position& pos) const;
    std::size_t entries() const { return m_count + m_singleCount; }
    std::size_t memoryBytes() const;

private:
    // A stored count in 32 bytes: the dated games (high 24 bits; an average of the first 16 M is
    // an average still) and the sum of their years (low 40 bits) share a word.
    struct Entry {
        std::uint64_t key = 0;
        std::uint64_t years = 0;
        std::uint32_t games = 0, whiteWins = 0, draws = 0, blackWins = 0;
    };
    static constexpr int PageBits = 12;
    static constexpr int SinglePageBits = 12, MaxSinglePageBits = 16; // 32 KB, doubling up to 512 KB
    static constexpr std::uint64_t InfoMask = (1u << 14) - 1; // a novelty's result and year
    static std::uint64_t mix(core::Key positionKey, core::Move m);
    Entry& entryAt(std::uint32_t i) { return m_pages[i >> PageBits][i & ((1u << PageBits) - 1)]; }
    std::uint32_t* slotFor(std::uint64_t key);
    void addSingles(std::uint64_t key, Stats& s) const;
    void grow();

    // The counts in pages that never move (no array growing by copying while the index is in
    // memory). While building they are found through an open-addressing table of their numbers
    // + 1 (4 bytes a slot, at most 3/4 full); finish() drops it and sorts each page by key, and a
    // query searches every page (a key is in one page only).
    std::vector<std::vector<Entry>> m_pages;
    std::uint32_t m_count = 0;
    std::vector<std::uint32_t> m_slots;
    // Novelties: the key's high 50 bits with the result (2 bits) and year (12 bits, 0 unknown)
    // below, in pages that never move either (each twice the one before, up to 512 KB), so that
    // the builder needs no count of them beforehand and a small table stays small; finish() sorts
    // each page (several may share a key: transpositions).
    std::vector<std::vector<std::uint64_t>> m_singles;
    std::size_t m_singleCount = 0;
};

} // namespace kibitz::database
