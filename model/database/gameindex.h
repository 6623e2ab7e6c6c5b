// The index of a game database: one compact record per game (where its bytes are, its tags as
// interned ids, its result, date, ratings, ECO and ply count), every game's main line as one byte per ply
// (movecode.h: replayed without SAN or move generation), the errors of broken games,
// and the opening table for the explorer. Plain C++17; filled by the scanner (pgnscanner.h).
#pragma once

#include "openingtable.h"
#include "stringpool.h"

#include "core/messages.h"
#include "core/position.h"

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace kibitz::database {

class CodeSpill;

enum class GameResult : std::uint8_t { Unknown, WhiteWins, Draw, BlackWins };

// The highest rating kept (12 bits); a higher WhiteElo or BlackElo tag reads as unknown.
constexpr int MaxElo = 4095;

struct GameRecord {
    std::uint64_t offset = 0; // first byte of the game in the file (it ends where the next begins)
    std::uint32_t white = 0, black = 0, event = 0, round = 0, site = 0; // StringPool ids
    std::uint32_t fen = 0; // StringPool id of the FEN tag, 0 for the standard start
    std::uint32_t movesBegin = 0; // first byte of its move codes, counted over all the index's codes
    std::uint16_t plies = 0; // main-line plies replayed (up to the error for a broken game)
    std::uint16_t year = 0; // 0 when unknown
    std::uint16_t eco = 0; // 'A'..'E' and 00..99 as letter * 100 + number, 0 when no ECO tag
    std::uint16_t whiteElo = 0, blackElo = 0; // 0 when unknown, at most MaxElo
    std::uint16_t month : 4; // 0 when unknown
    std::uint16_t day : 5; // 0 when unknown
    GameResult result : 2;
    bool broken : 1; // an error stopped its replay (see GameIndex::errors())
    bool chess960 : 1; // its Variant tag names Chess960

    GameRecord() : month(0), day(0), result(GameResult::Unknown), broken(false), chess960(false) { }
};

// What stopped a game's reading (the window translates it: GameListModel::errorText).
enum class ScanErrorKind : std::uint8_t {
    UnclosedComment,
    UnexpectedCharacter, // detail: the character
    MalformedTag,
    UnclosedTagValue,
    TagWithoutBracket,
    FenRejected, // detail: the FEN (its reason is parsed again for the message)
    UnclosedVariation,
    TooLong, // more than 65535 plies
    NotAMove, // detail: the text
    IllegalMove, // detail: the move
    AmbiguousMove, // detail: the move
    VariationWithoutMove, // '(' before any move of its line
    ResultInVariation, // detail: the result
};

// Why a game could not be read: its number, line and column (1-based), the kind and its detail.
struct ScanError {
    std::uint32_t game = 0;
    std::uint32_t line = 0;
    std::uint32_t column = 0;
    ScanErrorKind kind = ScanErrorKind::NotAMove;
    std::string detail;
    // The reason, a text of the one message table (core/messages.h): its English for kibitz-cli,
    // translated in the window (GameListModel::errorText).
    core::Message message() const;
};

// "B90" for an ECO code kept as letter * 100 + number; empty for 0.
std::string ecoText(std::uint16_t eco);
// The code of "B90" (first three characters), or 0.
std::uint16_t parseEco(std::string_view text);

// Where the records and move codes live: pages of 4096 records and one segment of move codes per
// scanned part, each shared, so that appending never moves or copies what is stored (no vector
// doubling: building a million-game index needs about the index's own memory) and a snapshot
// for a worker thread (GameView) is a copy of page pointers, not of the games. Codes may lie in
// a map of a file (a kept index, a CodeSpill); whoever reads many of them once in file order
// gives their pages back as it goes (releaseCodes), so that they do not all stay resident.
class GameStore {
public:
    // Gives the pages of mapped codes wholly inside [begin, end) back to the file cache; holder
    // is what keeps them (the segment's keep).
    using ReleaseCodes = void (*)(const void* holder, const std::uint8_t* begin, const std::uint8_t* end);

    friend class GameIndex;
    friend class IndexFile; // writes and reads the pages as they are (indexfile.h)
    static constexpr int PageBits = 12;
    static constexpr std::size_t PageSize = std::size_t(1) << PageBits;

    std::size_t size() const { return m_size; }
    GameRecord game(std::size_t i) const;
    // The move codes of game i: [first, second).
    std::pair<const std::uint8_t*, const std::uint8_t*> moves(std::size_t i) const;
    // Bytes of move codes stored (the movesBegin of the next segment).
    std::uint64_t moveBytes() const { return m_moveBytes; }
    std::size_t memoryBytes() const;

    // Appends a record (its movesBegin counts across segments).
    void push(const GameRecord& g);
    // Appends the move codes of the games pushed since the last segment.
    void addSegment(std::vector<std::uint8_t>&& codes);
    // The same, for codes that stay where they are while keep is held (a mapped kept index, a
    // spill); release (optional) gives their pages back.
    void addMapped(const std::uint8_t* codes, std::size_t size, std::shared_ptr<const void> keep,
                   ReleaseCodes release = nullptr);
    // Lets the pages of mapped codes in [begin, end) (counted as movesBegin) go; read again if used.
    void releaseCodes(std::uint64_t begin, std::uint64_t end) const;
    // Bytes of move codes read from a mapped file (not counted by memoryBytes: the system's file
    // cache holds them, and drops them when memory is short).
    std::uint64_t mappedBytes() const;

private:
    static constexpr int SlotBits = 16;
    // A GameRecord in 40 bytes instead of 48 (8 MB less for a million games): offsets up to
    // 1 TB, years up to 8191, ratings up to 4095; the rare FEN id lives in m_fens.
    struct Packed {
        std::uint64_t offset : 40;
        std::uint64_t plies : 16;
        std::uint64_t month : 4;
        std::uint64_t result : 2;
        std::uint64_t broken : 1;
        std::uint64_t hasFen : 1;
        std::uint32_t white = 0, black = 0, event = 0, round = 0, site = 0;
        std::uint32_t movesBegin = 0;
        std::uint32_t year : 13;
        std::uint32_t eco : 13;
        std::uint32_t day : 5;
        std::uint32_t chess960 : 1;
        std::uint32_t whiteElo : 12;
        std::uint32_t blackElo : 12;
        std::uint32_t spare : 8;
    };
    static_assert(sizeof(Packed) == 40, "a stored game record takes 40 bytes");
    const Packed& packed(std::size_t i) const { return m_pageData[i >> PageBits][i & (PageSize - 1)]; }
    struct Segment {
        std::uint64_t begin = 0;
        const std::uint8_t* codes = nullptr;
        std::size_t size = 0;
        std::size_t heldBytes = 0; // of memory of this process (0: mapped from a file)
        std::shared_ptr<const void> keep; // what holds the codes (a vector or a mapped file)
        ReleaseCodes release = nullptr; // mapped: gives pages back
    };
    void addShared(const Segment& s);
    std::size_t segmentAt(std::uint64_t at) const; // the segment holding code byte at

    // What holds each page: its own vector, filled up to PageSize and never moved, or a block of
    // full pages read at once (a kept index).
    std::vector<std::shared_ptr<const void>> m_pages;
    std::vector<const Packed*> m_pageData; // each page's records, read without touching the holders
    std::shared_ptr<std::vector<Packed>> m_filling; // the last page while push() fills it
    std::vector<std::pair<std::uint32_t, std::uint32_t>> m_fens; // (game, FEN id), by game
    std::vector<Segment> m_segments; // by begin
    std::vector<std::uint32_t> m_slots; // per 64 KB of codes: the segment holding its first byte
    std::size_t m_size = 0;
    std::uint64_t m_moveBytes = 0;
};

// A read-only copy of an index's first games (records, moves, names) that stays valid while
// the index grows or is gone: for sorting, filtering and naming openings on a worker thread.
class GameView {
public:
    std::size_t size() const { return m_store.size(); }
    GameRecord game(std::size_t i) const { return m_store.game(i); }
    std::string_view text(std::uint32_t id) const { return id < m_texts.size() ? m_texts[id] : std::string_view(); }
    const std::vector<std::string_view>& texts() const { return m_texts; }
    core::Position startPosition(const GameRecord& g) const;
    // The move codes of game i: [first, second).
    std::pair<const std::uint8_t*, const std::uint8_t*> moves(std::size_t i) const { return m_store.moves(i); }
    // As GameIndex::replay.
    template <class Visit> int replay(std::size_t i, Visit&& visit) const;
    // As GameStore::releaseCodes.
    void releaseCodes(std::uint64_t begin, std::uint64_t end) const { m_store.releaseCodes(begin, end); }

private:
    friend class GameIndex;
    GameStore m_store;
    std::vector<std::string_view> m_texts;
    std::shared_ptr<const void> m_keepTexts;
};

// Every game read, broken ones too, has a record: game i of the index is game i + 1 of the file.
class GameIndex {
public:
    friend class IndexFile;
    GameIndex() = default;
    GameIndex(GameIndex&&) = default;
    GameIndex& operator=(GameIndex&&) = default;
    GameIndex(const GameIndex&) = delete; // the pages are shared with views, not to be copied
    GameIndex& operator=(const GameIndex&) = delete;

    std::size_t size() const { return m_store.size() + m_staged.size(); }
    GameRecord game(std::size_t i) const { return i < m_store.size() ? m_store.game(i) : m_staged[i - m_store.size()]; }
    std::string_view text(std::uint32_t id) const { return m_strings.text(id); }
    const std::vector<ScanError>& errors() const { return m_errors; }
    // The move codes of game i: [first, second).
    std::pair<const std::uint8_t*, const std::uint8_t*> movesOf(std::size_t i) const;
    const OpeningTable& openings() const { return m_openings; }
    std::uint64_t totalPlies() const { return m_plies; }
    // Bytes of move codes of the stored games, and of those read from a mapped file.
    std::uint64_t codeBytes() const { return m_store.moveBytes(); }
    std::uint64_t mappedCodeBytes() const { return m_store.mappedBytes(); }
    // As GameStore::releaseCodes (the stored games' codes).
    void releaseCodes(std::uint64_t begin, std::uint64_t end) const { m_store.releaseCodes(begin, end); }
    // A snapshot of the games indexed so far for a worker thread (copies page pointers and the
    // names' views, not the games).
    GameView view() const;

    // The position a game starts from (its FEN tag, or the standard start).
    core::Position startPosition(const GameRecord& g) const;
    // Replays game i's main line, calling visit(position, ply) before each move and after the
    // last; visit returns false to stop. Returns the plies played.
    template <class Visit> int replay(std::size_t i, Visit&& visit) const;
    // Bytes held by the index (records, moves, names, errors, opening table).
    std::size_t memoryBytes() const;

    // For the scanner: a part's games go to plain vectors (moves() and movesForAppend() are the
    // move codes of the part being scanned; append() moves them into the pages).
    StringPool& strings() { return m_strings; }
    const StringPool& strings() const { return m_strings; }
    const std::vector<std::uint8_t>& moves() const { return m_moves; }
    std::vector<std::uint8_t>& movesForAppend() { return m_moves; }
    void addGame(const GameRecord& g)
    {
        m_staged.push_back(g);
        m_plies += g.plies;
    }
    void addError(ScanError e) { m_errors.push_back(std::move(e)); }
    // Moves the games of part (scanned after this one) to the end, renumbering its names, its
    // errors' game numbers and lines (by lineOffset).
    void append(GameIndex&& part, std::uint32_t lineOffset);
    // Moves games added with addGame into the pages (after a scan of one part).
    void shrink();
    // The same, their move codes written to spill and read from there (kept in memory when
    // spill is null or cannot write them): a scanned part before it is appended.
    void shrinkInto(const std::shared_ptr<CodeSpill>& spill);
    // Builds the opening table from the games' moves (after the scan; see openingtable.h).
    void buildOpenings(int plies = OpeningTable::DefaultPlies);
    // Takes a table built by openingTableOf (e.g. on another thread) from this index.
    void setOpenings(OpeningTable table) { m_openings = std::move(table); }
    // Reads the move codes from now on from codes, which keep holds and which are the same bytes
    // (a kept index file just written and read back): the memory of its own copy is given back.
    // False (nothing changed) when games are staged or size is not moveBytes().
    bool useCodesFrom(const std::uint8_t* codes, std::uint64_t size, std::shared_ptr<const void> keep,
                      GameStore::ReleaseCodes release = nullptr);

private:
    GameStore m_store;
    std::vector<GameRecord> m_staged; // added by the scanner, not yet in the pages
    std::vector<std::uint8_t> m_moves; // their move codes
    std::vector<ScanError> m_errors;
    StringPool m_strings;
    OpeningTable m_openings;
    std::uint64_t m_plies = 0;
};

// The opening table of index's games (reads index only: may run on a worker thread while nothing
// changes the index).
OpeningTable openingTableOf(const GameIndex& index, int plies = OpeningTable::DefaultPlies);

inline void GameIndex::buildOpenings(int plies) { m_openings = openingTableOf(*this, plies); }

} // namespace kibitz::database

#include "movecode.h"

#include "core/nullmove.h"

namespace kibitz::database {

namespace detail {

// Replays the codes from start (see GameIndex::replay).
template <class Visit> int replayCodes(core::Position pos, const std::uint8_t* code, int plies, Visit&& visit)
{
    for (int ply = 0; ply < plies; ++ply) {
        if (!visit(pos, ply))
            return ply;
        core::playMoveOrPass(pos, decodeMove(pos, code));
    }
    visit(pos, plies);
    return plies;
}

} // namespace detail

template <class Visit> int GameIndex::replay(std::size_t i, Visit&& visit) const
{
    const GameRecord g = game(i);
    return detail::replayCodes(startPosition(g), movesOf(i).first, int(g.plies), std::forward<Visit>(visit));
}

template <class Visit> int GameView::replay(std::size_t i, Visit&& visit) const
{
    const GameRecord g = game(i);
    return detail::replayCodes(startPosition(g), m_store.moves(i).first, int(g.plies), std::forward<Visit>(visit));
}

} // namespace kibitz::database
