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

// Doubles the slots (1024 at first) and re-inserts the numbers of the counts.
void OpeningTable::grow()
{
    m_slots.assign(m_slots.empty() ? 1024 : m_slots.size() * 2, 0);
    for (std::uint32_t i = 0; i < m_count; ++i)
        *slotFor(entryAt(i).key) = i + 1;
}

// The slot holding key's number, or the free slot where it belongs (linear probing).
std::uint32_t* OpeningTable::slotFor(std::uint64_t key)
{
    const std::size_t mask = m_slots.size() - 1;
    for (std::size_t i = key & mask;; i = (i + 1) & mask)
        if (m_slots[i] == 0 || entryAt(m_slots[i] - 1).key == key)
            return &m_slots[i];
}

// Adds the game to the entry of (position, move), creating it; keeps the slots under 3/4 full.
void OpeningTable::add(core::Key positionKey, core::Move m, int result, int year)
{
    if ((std::size_t(m_count) + 1) * 4 > m_slots.size() * 3)
        grow();
    const std::uint64_t key = mix(positionKey, m);
    std::uint32_t* slot = slotFor(key);
    if (*slot == 0) {
        if ((m_count >> PageBits) == m_pages.size())
            m_pages.emplace_back().reserve(std::size_t(1) << PageBits);
        m_pages.back().emplace_back().key = key;
        *slot = ++m_count;
    }
    Entry& s = entryAt(*slot - 1);
    ++s.games;
    s.whiteWins += result == 1;
    s.draws += result == 2;
    s.blackWins += result == 3;
    constexpr std::uint64_t OneDated = std::uint64_t(1) << 40;
    if (year > 0 && (s.years >> 40) < (1u << 24) - 1) // the sum stays below 2^38
        s.years += OneDated + std::uint64_t(std::min(year, 16383));
}

// Keeps the move's key with its result and year in one word.
void OpeningTable::addSingle(core::Key positionKey, core::Move m, int result, int year)
{
    if (m_singles.empty() || m_singles.back().size() == m_singles.back().capacity()) {
        const int bits = std::min(SinglePageBits + int(m_singles.size()), MaxSinglePageBits);
        m_singles.emplace_back().reserve(std::size_t(1) << bits);
    }
    ++m_singleCount;
    m_singles.back().push_back((mix(positionKey, m) & ~InfoMask) | std::uint64_t(result & 3)
                               | std::uint64_t(std::clamp(year, 0, 4095)) << 2);
}

// Drops the slots, sorts each page of counts and of novelties by key.
void OpeningTable::finish()
{
    std::vector<std::uint32_t>().swap(m_slots);
    for (std::vector<Entry>& page : m_pages)
        std::sort(page.begin(), page.end(), [](const Entry& a, const Entry& b) { return a.key < b.key; });
    for (std::vector<std::uint64_t>& page : m_singles)
        std::sort(page.begin(), page.end());
}

std::size_t OpeningTable::memoryBytes() const
{
    std::size_t bytes = m_slots.capacity() * sizeof(std::uint32_t);
    for (const std::vector<Entry>& page : m_pages)
        bytes += page.capacity() * sizeof(Entry);
    for (const std::vector<std::uint64_t>& page : m_singles)
        bytes += page.capacity() * sizeof(std::uint64_t);
    return bytes;
}

void OpeningTable::Stats::count(int result, int year)
{
    ++games;
    whiteWins += result == 1;
    draws += result == 2;
    blackWins += result == 3;
    dated += year > 0;
    yearSum += std::uint64_t(std::max(year, 0));
}

openings::ExplorerMove OpeningTable::Stats::row(const core::Position& pos, core::Move m) const
{
    openings::ExplorerMove r;
    r.move = m;
    r.san = core::toSan(pos, m);
    r.games = games;
    r.whiteWins = whiteWins;
    r.draws = draws;
    r.blackWins = blackWins;
    r.averageYear = dated ? int((yearSum + dated / 2) / dated) : 0;
    return r;
}

void OpeningTable::sortRows(openings::ExplorerMoves& rows)
{
    std::sort(rows.begin(), rows.end(),
              [](const auto& a, const auto& b) { return a.games != b.games ? a.games > b.games : a.san < b.san; });
}

// Adds the novelties with key (of every page) to s.
void OpeningTable::addSingles(std::uint64_t key, Stats& s) const
{
    for (const std::vector<std::uint64_t>& page : m_singles) {
        const auto lo = std::lower_bound(page.begin(), page.end(), key & ~InfoMask);
        const auto hi = std::upper_bound(lo, page.end(), key | InfoMask);
        for (auto k = lo; k != hi; ++k) {
            const auto info = int(*k & InfoMask);
            s.count(info & 3, info >> 2);
        }
    }
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
        for (const std::vector<Entry>& page : m_pages) {
            const auto it = std::lower_bound(page.begin(), page.end(), key,
                                             [](const Entry& e, std::uint64_t k) { return e.key < k; });
            if (it != page.end() && it->key == key) {
                s.games = it->games;
                s.whiteWins = it->whiteWins;
                s.draws = it->draws;
                s.blackWins = it->blackWins;
                s.dated = std::uint32_t(it->years >> 40);
                s.yearSum = it->years & ((std::uint64_t(1) << 40) - 1);
                break;
            }
        }
        addSingles(key, s);
        if (s.games > 0)
            rows.push_back(s.row(pos, m));
    }
    sortRows(rows);
    return rows;
}

} // namespace kibitz::database
