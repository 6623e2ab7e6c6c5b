#include "openingtable.h"

#include "core/movegen.h"
#include "core/san.h"

#include <algorithm>

namespace kibitz::database {

// A key that is never 0 (0 marks free slots) and spreads moves of one position apart.
std::uint64_t OpeningTable::mix(core::Key positionKey, core::Move m)
{
    std::uint64_t k = positionKey ^ (std::uint64_t(m.raw()) * 0x9E3779B97F4A7C15ull);
    k ^= k >> 29;
    return k ? k : 1;
}

// Doubles the building table (16 slots at first) and re-inserts what it held.
void OpeningTable::grow()
{
    std::vector<Stats> old = std::move(m_building);
    m_building.assign(old.empty() ? 16 : old.size() * 2, Stats{});
    for (const Stats& s : old)
        if (s.key)
            *slotFor(s.key) = s;
}

// The slot holding key, or the free slot where it belongs (linear probing).
OpeningTable::Stats* OpeningTable::slotFor(std::uint64_t key)
{
    const std::size_t mask = m_building.size() - 1;
    for (std::size_t i = key & mask;; i = (i + 1) & mask)
        if (m_building[i].key == key || m_building[i].key == 0)
            return &m_building[i];
}

// Adds the game to the entry of (position, move), creating it; keeps the load under 3/4.
void OpeningTable::add(core::Key positionKey, core::Move m, int result, int year)
{
    if ((m_used + 1) * 4 > m_building.size() * 3)
        grow();
    Stats* s = slotFor(mix(positionKey, m));
    if (s->key == 0) {
        s->key = mix(positionKey, m);
        ++m_used;
    }
    ++s->games;
    s->whiteWins += result == 1;
    s->draws += result == 2;
    s->blackWins += result == 3;
    if (year > 0) {
        ++s->dated;
        s->yearSum += std::uint64_t(year);
    }
}

// Keeps the move's key with its result and year.
void OpeningTable::addSingle(core::Key positionKey, core::Move m, int result, int year)
{
    m_singleKeys.push_back(mix(positionKey, m));
    m_singleInfo.push_back(std::uint16_t(result | (std::clamp(year, 0, 4095) << 2)));
}

// Moves the counts into a sorted array and sorts the novelties with their information.
void OpeningTable::finish()
{
    m_stats.clear();
    m_stats.reserve(m_used);
    for (const Stats& s : m_building)
        if (s.key)
            m_stats.push_back(s);
    std::vector<Stats>().swap(m_building);
    m_used = 0;
    std::sort(m_stats.begin(), m_stats.end(), [](const Stats& a, const Stats& b) { return a.key < b.key; });
    std::vector<std::uint32_t> order(m_singleKeys.size());
    for (std::uint32_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::sort(order.begin(), order.end(), [&](auto a, auto b) { return m_singleKeys[a] < m_singleKeys[b]; });
    std::vector<std::uint64_t> keys(order.size());
    std::vector<std::uint16_t> info(order.size());
    for (std::size_t i = 0; i < order.size(); ++i) {
        keys[i] = m_singleKeys[order[i]];
        info[i] = m_singleInfo[order[i]];
    }
    m_singleKeys = std::move(keys);
    m_singleInfo = std::move(info);
}

std::size_t OpeningTable::memoryBytes() const
{
    return (m_building.capacity() + m_stats.capacity()) * sizeof(Stats)
        + m_singleKeys.capacity() * sizeof(std::uint64_t) + m_singleInfo.capacity() * sizeof(std::uint16_t);
}

// Looks up every legal move of pos in both arrays; the rows are sorted by games, then SAN.
openings::ExplorerMoves OpeningTable::movesFrom(const core::Position& pos) const
{
    openings::ExplorerMoves rows;
    core::MoveList legal;
    core::generateLegalMoves(pos, legal);
    for (const core::Move m : legal) {
        const std::uint64_t key = mix(pos.key(), m);
        Stats s;
        const auto it = std::lower_bound(m_stats.begin(), m_stats.end(), key,
                                         [](const Stats& e, std::uint64_t k) { return e.key < k; });
        if (it != m_stats.end() && it->key == key)
            s = *it;
        const auto [lo, hi] = std::equal_range(m_singleKeys.begin(), m_singleKeys.end(), key);
        for (auto k = lo; k != hi; ++k) {
            const std::uint16_t info = m_singleInfo[std::size_t(k - m_singleKeys.begin())];
            const int result = info & 3, year = info >> 2;
            ++s.games;
            s.whiteWins += result == 1;
            s.draws += result == 2;
            s.blackWins += result == 3;
            s.dated += year > 0;
            s.yearSum += std::uint64_t(year);
        }
        if (s.games == 0)
            continue;
        openings::ExplorerMove row;
        row.move = m;
        row.san = core::toSan(pos, m);
        row.games = s.games;
        row.whiteWins = s.whiteWins;
        row.draws = s.draws;
        row.blackWins = s.blackWins;
        row.averageYear = s.dated ? int((s.yearSum + s.dated / 2) / s.dated) : 0;
        rows.push_back(std::move(row));
    }
    std::sort(rows.begin(), rows.end(),
              [](const auto& a, const auto& b) { return a.games != b.games ? a.games > b.games : a.san < b.san; });
    return rows;
}

} // namespace kibitz::database
