#include "gameindex.h"

#include "codespill.h"

#include "core/fen.h"

#include <algorithm>

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

core::Message ScanError::message() const
{
    using M = core::MessageId;
    switch (kind) {
    case ScanErrorKind::UnclosedComment: return {M::PgnUnterminatedComment};
    case ScanErrorKind::UnexpectedCharacter: return {M::UnexpectedCharacter, {detail}};
    case ScanErrorKind::MalformedTag: return {M::PgnMalformedTag};
    case ScanErrorKind::UnclosedTagValue: return {M::PgnUnterminatedString};
    case ScanErrorKind::TagWithoutBracket: return {M::ScanTagWithoutBracket};
    case ScanErrorKind::FenRejected: {
        core::Position pos;
        const auto err = core::parseFen(detail, pos, core::FenMode::Repair);
        return {M::ScanFenRejected, {err ? err->message : core::Message(detail)}};
    }
    case ScanErrorKind::UnclosedVariation: return {M::PgnUnterminatedVariation};
    case ScanErrorKind::TooLong: return {M::ScanTooLong};
    case ScanErrorKind::NotAMove: return {M::PgnMalformedMove, {detail}};
    case ScanErrorKind::IllegalMove: return {M::PgnIllegalMove, {detail}};
    case ScanErrorKind::AmbiguousMove: return {M::PgnAmbiguousMove, {detail}};
    case ScanErrorKind::VariationWithoutMove: return {M::PgnVariationWithoutMove};
    case ScanErrorKind::ResultInVariation: return {M::PgnResultInVariation, {detail}};
    }
    return {detail};
}

// Fills the last page up to PageSize; a new page reserves all of it, so records never move.
void GameStore::push(const GameRecord& g)
{
    if ((m_size & (PageSize - 1)) == 0) {
        auto page = std::make_shared<std::vector<Packed>>();
        page->reserve(PageSize);
        m_pageData.push_back(page->data());
        m_filling = page;
        m_pages.push_back(std::move(page));
    }
    Packed p;
    p.offset = g.offset;
    p.plies = g.plies;
    p.month = g.month;
    p.result = std::uint64_t(g.result);
    p.broken = g.broken;
    p.hasFen = g.fen != 0;
    p.white = g.white;
    p.black = g.black;
    p.event = g.event;
    p.round = g.round;
    p.site = g.site;
    p.whiteElo = std::min<std::uint32_t>(g.whiteElo, MaxElo);
    p.blackElo = std::min<std::uint32_t>(g.blackElo, MaxElo);
    p.spare = 0;
    p.movesBegin = g.movesBegin;
    p.year = std::min<std::uint32_t>(g.year, (1u << 13) - 1);
    p.chess960 = g.chess960;
    p.eco = g.eco;
    p.day = g.day;
    if (g.fen)
        m_fens.emplace_back(std::uint32_t(m_size), g.fen);
    m_filling->push_back(p);
    ++m_size;
}

// Unpacks the stored record (the FEN id from its table).
GameRecord GameStore::game(std::size_t i) const
{
    const Packed& p = packed(i);
    GameRecord g;
    g.offset = p.offset;
    g.plies = std::uint16_t(p.plies);
    g.month = std::uint16_t(p.month);
    g.result = GameResult(p.result);
    g.broken = p.broken;
    g.white = p.white;
    g.black = p.black;
    g.event = p.event;
    g.round = p.round;
    g.site = p.site;
    g.whiteElo = std::uint16_t(p.whiteElo);
    g.blackElo = std::uint16_t(p.blackElo);
    g.movesBegin = p.movesBegin;
    g.year = std::uint16_t(p.year);
    g.eco = std::uint16_t(p.eco);
    g.day = std::uint16_t(p.day);
    g.chess960 = p.chess960;
    if (p.hasFen) {
        const auto it = std::lower_bound(m_fens.begin(), m_fens.end(), std::make_pair(std::uint32_t(i), 0u));
        g.fen = it->second;
    }
    return g;
}

void GameStore::addSegment(std::vector<std::uint8_t>&& codes)
{
    if (codes.empty())
        return;
    codes.shrink_to_fit();
    auto held = std::make_shared<const std::vector<std::uint8_t>>(std::move(codes));
    addShared({0, held->data(), held->size(), held->capacity(), held, nullptr});
}

void GameStore::addMapped(const std::uint8_t* codes, std::size_t size, std::shared_ptr<const void> keep,
                          ReleaseCodes release)
{
    if (size > 0)
        addShared({0, codes, size, 0, std::move(keep), release});
}

// Segments that lie one after the other in the same holder's map go back as one range, so that
// the pages across their borders go too.
void GameStore::releaseCodes(std::uint64_t begin, std::uint64_t end) const
{
    end = std::min(end, m_moveBytes);
    if (begin >= end)
        return;
    const Segment* run = nullptr;
    const std::uint8_t *runBegin = nullptr, *runEnd = nullptr;
    auto flush = [&] {
        if (run && run->release)
            run->release(run->keep.get(), runBegin, runEnd);
    };
    for (std::size_t k = segmentAt(begin); k < m_segments.size() && m_segments[k].begin < end; ++k) {
        const Segment& s = m_segments[k];
        const std::uint8_t* from = s.codes + (std::max(begin, s.begin) - s.begin);
        const std::uint8_t* to = s.codes + (std::min(end, s.begin + s.size) - s.begin);
        if (run && run->release == s.release && run->keep == s.keep && runEnd == from) {
            runEnd = to;
            continue;
        }
        flush();
        run = &s;
        runBegin = from;
        runEnd = to;
    }
    flush();
}

std::uint64_t GameStore::mappedBytes() const
{
    std::uint64_t bytes = 0;
    for (const Segment& s : m_segments)
        bytes += s.heldBytes == 0 ? s.size : 0;
    return bytes;
}

// The segment goes after the others; the slots that start inside it point to it.
void GameStore::addShared(const Segment& s)
{
    const auto k = std::uint32_t(m_segments.size());
    const std::uint64_t end = m_moveBytes + s.size;
    m_segments.push_back(s);
    m_segments.back().begin = m_moveBytes;
    m_moveBytes = end;
    while ((std::uint64_t(m_slots.size()) << SlotBits) < end)
        m_slots.push_back(k);
}

// The segment holding the game's first byte (found from its 64 KB slot); the codes end at the
// next game's start or the segment's end, whichever comes first.
std::size_t GameStore::segmentAt(std::uint64_t at) const
{
    std::size_t k = m_slots.empty() ? 0 : m_slots[std::min<std::size_t>(at >> SlotBits, m_slots.size() - 1)];
    while (k + 1 < m_segments.size() && m_segments[k + 1].begin <= at)
        ++k;
    return k;
}

std::pair<const std::uint8_t*, const std::uint8_t*> GameStore::moves(std::size_t i) const
{
    const std::uint64_t begin = packed(i).movesBegin;
    if (m_segments.empty())
        return {nullptr, nullptr};
    const Segment& s = m_segments[segmentAt(begin)];
    std::uint64_t end = s.begin + s.size;
    if (i + 1 < m_size)
        end = std::min<std::uint64_t>(end, std::max<std::uint64_t>(begin, packed(i + 1).movesBegin));
    const std::uint8_t* base = s.codes - s.begin;
    return {base + begin, base + end};
}

// Every page is counted whole (reserved) and every segment's codes.
std::size_t GameStore::memoryBytes() const
{
    std::size_t bytes = m_pages.size() * (PageSize * sizeof(Packed) + sizeof(void*) * 2)
        + m_fens.capacity() * sizeof(m_fens[0]) + m_segments.capacity() * sizeof(Segment)
        + m_slots.capacity() * sizeof(std::uint32_t);
    for (const Segment& s : m_segments)
        bytes += s.heldBytes;
    return bytes;
}

// The FEN tag was checked by the scanner (repair mode); the start position otherwise.
core::Position GameIndex::startPosition(const GameRecord& g) const
{
    core::Position pos = core::Position::startPosition();
    if (g.fen)
        core::parseFen(text(g.fen), pos, core::FenMode::Repair);
    return pos;
}

core::Position GameView::startPosition(const GameRecord& g) const
{
    core::Position pos = core::Position::startPosition();
    if (g.fen)
        core::parseFen(text(g.fen), pos, core::FenMode::Repair);
    return pos;
}

// Staged games (a part being scanned) have their codes in m_moves, counted after the pages'.
std::pair<const std::uint8_t*, const std::uint8_t*> GameIndex::movesOf(std::size_t i) const
{
    if (i < m_store.size())
        return m_store.moves(i);
    const std::size_t k = i - m_store.size();
    const std::uint64_t first = m_store.moveBytes();
    const std::uint64_t begin = m_staged[k].movesBegin - first;
    const std::uint64_t end = k + 1 < m_staged.size() ? m_staged[k + 1].movesBegin - first : m_moves.size();
    return {m_moves.data() + begin, m_moves.data() + std::max(begin, end)};
}

GameView GameIndex::view() const
{
    GameView v;
    v.m_store = m_store;
    v.m_texts = m_strings.texts();
    v.m_keepTexts = m_strings.keepAlive();
    return v;
}

// Every container's capacity, so the figure is what the process holds.
std::size_t GameIndex::memoryBytes() const
{
    std::size_t bytes = m_store.memoryBytes() + m_staged.capacity() * sizeof(GameRecord) + m_moves.capacity()
        + m_strings.memoryBytes() + m_openings.memoryBytes();
    for (const ScanError& e : m_errors)
        bytes += sizeof(ScanError) + e.detail.capacity();
    return bytes;
}

// Renumbers part's names through this pool and its games after ours: its records are copied
// once, into our pages (a scanned part's games are still staged), its move codes not at all
// (they become segments).
void GameIndex::append(GameIndex&& part, std::uint32_t lineOffset)
{
    shrink();
    std::vector<std::uint32_t> ids(part.m_strings.size());
    for (std::uint32_t id = 0; id < ids.size(); ++id)
        ids[id] = m_strings.intern(part.m_strings.text(id));
    const auto gameOffset = std::uint32_t(size());
    const std::uint64_t movesOffset = m_store.moveBytes(); // part's codes count from its first segment on
    auto push = [&](GameRecord g) {
        g.white = ids[g.white];
        g.black = ids[g.black];
        g.event = ids[g.event];
        g.round = ids[g.round];
        g.site = ids[g.site];
        g.fen = ids[g.fen];
        g.movesBegin = std::uint32_t(g.movesBegin + movesOffset);
        m_store.push(g);
    };
    for (std::size_t i = 0; i < part.m_store.size(); ++i)
        push(part.m_store.game(i));
    for (const GameRecord& g : part.m_staged)
        push(g);
    for (const auto& s : part.m_store.m_segments)
        m_store.addShared(s);
    m_store.addSegment(std::move(part.m_moves));
    m_plies += part.m_plies;
    for (ScanError& e : part.m_errors) {
        e.game += gameOffset;
        e.line += lineOffset;
        m_errors.push_back(std::move(e));
    }
}

bool GameIndex::useCodesFrom(const std::uint8_t* codes, std::uint64_t size, std::shared_ptr<const void> keep,
                             GameStore::ReleaseCodes release)
{
    if (!m_staged.empty() || size != m_store.moveBytes())
        return false;
    m_store.m_segments.clear();
    m_store.m_slots.clear();
    m_store.m_moveBytes = 0;
    m_store.addMapped(codes, std::size_t(size), std::move(keep), release);
    return true;
}

// The staged games and their codes become pages and a segment.
void GameIndex::shrink()
{
    if (m_staged.empty())
        return;
    for (const GameRecord& g : m_staged)
        m_store.push(g);
    m_store.addSegment(std::move(m_moves));
    m_moves = {};
    std::vector<GameRecord>().swap(m_staged);
}

void GameIndex::shrinkInto(const std::shared_ptr<CodeSpill>& spill)
{
    const std::uint8_t* at = spill && !m_staged.empty() ? spill->append(m_moves.data(), m_moves.size()) : nullptr;
    if (!at) {
        shrink();
        return;
    }
    for (const GameRecord& g : m_staged)
        m_store.push(g);
    m_store.addMapped(at, m_moves.size(), spill, &CodeSpill::releasePages);
    m_moves = {};
    std::vector<GameRecord>().swap(m_staged);
}

} // namespace kibitz::database
