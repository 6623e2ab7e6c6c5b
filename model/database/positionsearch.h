// "Find games with this position": replays every sound game's stored main line (one byte per ply,
// incremental Zobrist keys) on all cores and reports where the position (pieces, side to move,
// castling rights, legal e.p. square) first occurs. A game is left as soon as it can no longer
// reach the position: fewer pieces or pawns of a colour than the target has, or a pawn gone from
// its home square where the target still has one (pieces never come back). Plain C++17.
#pragma once

#include "gameindex.h"
#include "openings/explorermove.h"

#include <atomic>
#include <cstdint>
#include <vector>

namespace kibitz::database {

struct PositionHit {
    std::uint32_t game = 0; // index into the GameIndex (game + 1 in the file)
    std::uint16_t ply = 0; // plies played before the position (0: the start)
};

enum class SearchMode {
    ExactPosition, // the key: pieces, side, castling, e.p.
    PawnStructure, // the same pawns of both colours, whatever the pieces
    Material, // the same number of each piece of each colour
};

// The hits in game order; threads 0 means one per core; cancel (optional) stops early; only
// (optional, a filterMask: gamefilter.h) limits the search to the games it marks.
std::vector<PositionHit> findPosition(const GameIndex& index, const core::Position& target,
                                      SearchMode mode = SearchMode::ExactPosition, int threads = 0,
                                      const std::atomic<bool>* cancel = nullptr,
                                      const std::vector<std::uint8_t>* only = nullptr);
// The same over a snapshot (a worker's search that must outlive a rescan of the index).
std::vector<PositionHit> findPosition(const GameView& games, const core::Position& target,
                                      SearchMode mode = SearchMode::ExactPosition, int threads = 0,
                                      const std::atomic<bool>* cancel = nullptr,
                                      const std::vector<std::uint8_t>* only = nullptr);
// What the games of hits (an exact search for pos) played from pos: one row per move with its
// games, results and average year, most played first — the explorer's answer where the opening
// table has none (past its depth, or a line only one game played).
openings::ExplorerMoves movesAfterHits(const GameView& games, const core::Position& pos,
                                       const std::vector<PositionHit>& hits);

} // namespace kibitz::database
