#include "gameindex.h"

#include "core/fen.h"

namespace kibitz::database {

std::string ecoText(std::uint16_t eco)
{
    if (eco == 0)
        return {};
    const int letter = eco / 100, number = eco % 100;
    return {char(letter), char('0' + number / 10), char('0' + number % 10)};
}

std::uint16_t parseEco(std::string_view text)
{
    if (text.size() < 3 || text[0] < 'A' || text[0] > 'E' || text[1] < '0' || text[1] > '9' || text[2] < '0'
        || text[2] > '9')
        return 0;
    return std::uint16_t(text[0] * 100 + (text[1] - '0') * 10 + (text[2] - '0'));
}

// The FEN tag was checked by the scanner (repair mode); the start position otherwise.
core::Position GameIndex::startPosition(const GameRecord& g) const
{
    core::Position pos = core::Position::startPosition();
    if (g.fen)
        core::parseFen(text(g.fen), pos, core::FenMode::Repair);
    return pos;
}

// Every container's capacity, so the figure is what the process holds.
std::size_t GameIndex::memoryBytes() const
{
    std::size_t bytes = m_games.capacity() * sizeof(GameRecord) + m_moves.capacity() + m_strings.memoryBytes()
        + m_openings.memoryBytes();
    for (const ScanError& e : m_errors)
        bytes += sizeof(ScanError) + e.message.capacity();
    return bytes;
}

// Renumbers part's names through this pool and its games after ours, then moves them over.
void GameIndex::append(GameIndex&& part, std::uint32_t lineOffset)
{
    std::vector<std::uint32_t> ids(part.m_strings.size());
    for (std::uint32_t id = 0; id < ids.size(); ++id)
        ids[id] = m_strings.intern(part.m_strings.text(id));
    const auto gameOffset = std::uint32_t(m_games.size());
    const auto movesOffset = std::uint32_t(m_moves.size());
    // Grows geometrically (push_back): an exact reserve per part copied all records every time.
    for (GameRecord g : part.m_games) {
        g.white = ids[g.white];
        g.black = ids[g.black];
        g.event = ids[g.event];
        g.round = ids[g.round];
        g.fen = ids[g.fen];
        g.movesBegin += movesOffset;
        m_games.push_back(g);
    }
    m_plies += part.m_plies;
    m_moves.insert(m_moves.end(), part.m_moves.begin(), part.m_moves.end());
    for (ScanError& e : part.m_errors) {
        e.game += gameOffset;
        e.line += lineOffset;
        m_errors.push_back(std::move(e));
    }
}

void GameIndex::shrink()
{
    m_games.shrink_to_fit();
    m_moves.shrink_to_fit();
}

} // namespace kibitz::database
