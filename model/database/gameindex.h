// The index of a game database: one compact record per game (where its bytes are, its tags as
// interned ids, its result, date, ECO and ply count), every game's main line as one byte per ply
// (movecode.h: replayed without SAN or move generation), the errors of broken games,
// and the opening table for the explorer. Plain C++17; filled by the scanner (pgnscanner.h).
#pragma once

#include "openingtable.h"
#include "stringpool.h"

#include "core/position.h"

#include <cstdint>
#include <string>
#include <vector>

namespace kibitz::database {

enum class GameResult : std::uint8_t { Unknown, WhiteWins, Draw, BlackWins };

struct GameRecord {
    std::uint64_t offset = 0; // first byte of the game in the file (it ends where the next begins)
    std::uint32_t white = 0, black = 0, event = 0, round = 0; // StringPool ids
    std::uint32_t fen = 0; // StringPool id of the FEN tag, 0 for the standard start
    std::uint32_t movesBegin = 0; // first byte of its moves in GameIndex::moves()
    std::uint16_t plies = 0; // main-line plies replayed (up to the error for a broken game)
    std::uint16_t year = 0; // 0 when unknown
    std::uint16_t eco = 0; // 'A'..'E' and 00..99 as letter * 100 + number, 0 when no ECO tag
    std::uint16_t month : 4; // 0 when unknown
    std::uint16_t day : 5; // 0 when unknown
    GameResult result : 2;
    bool broken : 1; // an error stopped its replay (see GameIndex::errors())

    GameRecord() : month(0), day(0), result(GameResult::Unknown), broken(false) { }
};

// Why a game could not be read: its number, line and column (1-based) and an English reason.
struct ScanError {
    std::uint32_t game = 0;
    std::uint32_t line = 0;
    std::uint32_t column = 0;
    std::string message;
};

// "B90" for an ECO code kept as letter * 100 + number; empty for 0.
std::string ecoText(std::uint16_t eco);
// The code of "B90" (first three characters), or 0.
std::uint16_t parseEco(std::string_view text);

// Every game read, broken ones too, has a record: game i of the index is game i + 1 of the file.
class GameIndex {
public:
    std::size_t size() const { return m_games.size(); }
    const GameRecord& game(std::size_t i) const { return m_games[i]; }
    const std::vector<GameRecord>& games() const { return m_games; }
    std::string_view text(std::uint32_t id) const { return m_strings.text(id); }
    const std::vector<ScanError>& errors() const { return m_errors; }
    const std::vector<std::uint8_t>& moves() const { return m_moves; }
    const OpeningTable& openings() const { return m_openings; }
    std::uint64_t totalPlies() const { return m_plies; }

    // The position a game starts from (its FEN tag, or the standard start).
    core::Position startPosition(const GameRecord& g) const;
    // Replays game i's main line, calling visit(position, ply) before each move and after the
    // last; visit returns false to stop. Returns the plies played.
    template <class Visit> int replay(std::size_t i, Visit&& visit) const;
    // Bytes held by the index (records, moves, names, errors, opening table).
    std::size_t memoryBytes() const;

    // For the scanner: adds a game, its moves and its names.
    StringPool& strings() { return m_strings; }
    const StringPool& strings() const { return m_strings; }
    std::vector<std::uint8_t>& movesForAppend() { return m_moves; }
    void addGame(const GameRecord& g)
    {
        m_games.push_back(g);
        m_plies += g.plies;
    }
    void addError(ScanError e) { m_errors.push_back(std::move(e)); }
    // Moves the games of part (scanned after this one) to the end, renumbering its names, its
    // errors' game numbers and lines (by lineOffset).
    void append(GameIndex&& part, std::uint32_t lineOffset);
    // Frees unused capacity once the scan has ended.
    void shrink();
    // Builds the opening table from the games' moves (after the scan; see openingtable.h).
    void buildOpenings(int plies = OpeningTable::DefaultPlies);
    // Takes a table built by openingTableOf (e.g. on another thread) from this index.
    void setOpenings(OpeningTable table) { m_openings = std::move(table); }

private:
    std::vector<GameRecord> m_games;
    std::vector<std::uint8_t> m_moves;
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

namespace kibitz::database {

template <class Visit> int GameIndex::replay(std::size_t i, Visit&& visit) const
{
    const GameRecord& g = m_games[i];
    core::Position pos = startPosition(g);
    const std::uint8_t* code = m_moves.data() + g.movesBegin;
    core::UndoInfo undo;
    for (int ply = 0; ply < g.plies; ++ply) {
        if (!visit(pos, ply))
            return ply;
        pos.makeMove(decodeMove(pos, code), undo);
    }
    visit(pos, int(g.plies));
    return g.plies;
}

} // namespace kibitz::database
