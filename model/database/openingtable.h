// The explorer's data: for each (position, move) in the first plies of the games, how many games
// played it, their results and the sum of their years. Built after the scan from the stored moves
// (GameIndex::buildOpenings): only positions at least two games reach by the same moves count.
// Moves many games played keep full counts; a move one game alone played keeps its result and
// year in 10 bytes, since most entries of a large database are such novelties. An open-addressing table keyed
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
    // How deep games are counted: 24 plies (twelve moves each) covers the opening lines that ECO
    // names; since lines one game alone plays are left out, the table's size follows how much the
    // games share, not their number times the depth.
    static constexpr int DefaultPlies = 24;

    struct Stats {
        std::uint64_t key = 0; // position key mixed with the move; 0 marks a free slot
        std::uint64_t yearSum = 0;
        std::uint32_t games = 0, whiteWins = 0, draws = 0, blackWins = 0, dated = 0;
    };

    // Counts one game that played move m in the position with key positionKey (while building).
    void add(core::Key positionKey, core::Move m, int result, int year);
    // Counts a move that only this game played from a shared position (kept more compactly).
    void addSingle(core::Key positionKey, core::Move m, int result, int year);
    // Ends the building: both kinds of entries become arrays sorted by key (no empty slots).
    void finish();
    // The moves played from pos, most played first, with their SAN.
    openings::ExplorerMoves movesFrom(const core::Position& pos) const;
    std::size_t entries() const { return m_stats.size() + m_singleKeys.size(); }
    std::size_t memoryBytes() const;

private:
    static std::uint64_t mix(core::Key positionKey, core::Move m);
    Stats* slotFor(std::uint64_t key);
    void grow();

    std::vector<Stats> m_building; // open addressing while building, empty afterwards
    std::size_t m_used = 0;
    std::vector<Stats> m_stats; // sorted by key
    std::vector<std::uint64_t> m_singleKeys; // sorted; several may be equal (transpositions)
    std::vector<std::uint16_t> m_singleInfo; // result (2 bits) and year (12 bits, 0 unknown)
};

} // namespace kibitz::database
