// The built-in engine's search: iterative deepening, principal variation search with a
// transposition table, quiescence search, MultiPV, limits, a stop flag and strength levels.
// Plain C++17, no Qt. One search at a time per Searcher; stop() may be called from any thread.
#pragma once

#include "tt.h"

#include "core/movegen.h"
#include "core/position.h"

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <vector>

namespace kibitz::search {

constexpr int MaxPly = 128;
constexpr int MateScore = 32000; // mate at the root; mate in n plies is MateScore - n
constexpr int MateBound = MateScore - MaxPly;
constexpr int Infinite = MateScore + 1;
constexpr int MaxLevel = 20; // full strength

// True when score announces a forced mate (for either side).
constexpr bool isMateScore(int score) { return score >= MateBound || score <= -MateBound; }
// Moves (not plies) to mate, positive when the side to move mates; only for mate scores.
constexpr int mateInMoves(int score) { return score > 0 ? (MateScore - score + 1) / 2 : -(MateScore + score) / 2; }

// When to stop. All zero means depth MaxPly - 1 (or until stop() when infinite).
struct Limits {
    int depth = 0; // plies, 0 = no limit
    std::int64_t movetimeMs = 0; // 0 = no limit
    std::uint64_t nodes = 0; // 0 = no limit
    bool infinite = false; // do not stop early on a found mate
    int multiPv = 1; // lines to report, at least 1
    std::vector<core::Move> searchMoves; // only these root moves (the legal ones); empty: all
};

// How well to play: MaxLevel is the full search; lower levels search shallower and pick among
// the best moves with noise, at the lowest levels sometimes a clearly worse move.
struct Strength {
    int level = MaxLevel;
    std::uint64_t seed = 1; // with the position's key, decides the random choices
};

// One reported line, with the fields a UCI engine's "info" line carries.
struct SearchInfo {
    int depth = 0;
    int selDepth = 0;
    int multiPv = 1;
    int score = 0; // centipawns or mate score, side to move's point of view
    Bound bound = Bound::Exact; // Lower: at least score (fail high), Upper: at most
    std::uint64_t nodes = 0;
    std::uint64_t nps = 0;
    std::int64_t timeMs = 0;
    int hashfull = 0;
    std::vector<core::Move> pv;
};

struct SearchResult {
    core::Move bestMove; // null only when the root has no legal move
    core::Move ponderMove;
    int score = 0; // of bestMove's line (before any strength noise)
    int depth = 0; // last completed iteration
    std::uint64_t nodes = 0;
    std::vector<SearchInfo> lines; // last complete MultiPV report, best first
};

using InfoCallback = std::function<void(const SearchInfo&)>;

// What a strength level means for the search (see levelSettings()).
struct LevelSettings {
    int maxDepth = MaxPly - 1; // iteration cap
    std::uint64_t maxNodes = 0; // 0 = no cap
    int candidates = 1; // best lines considered when choosing the move
    int noiseCp = 0; // random bonus up to this many centipawns per candidate
    int blunderPercent = 0; // chance of playing a random legal move instead
};

// The caps and randomness of level (clamped to 0..MaxLevel).
LevelSettings levelSettings(int level);

class Searcher {
public:
    explicit Searcher(std::size_t hashMegabytes = 16);

    // Resizes (and clears) the transposition table.
    void setHashSize(std::size_t megabytes) { m_tt.resize(megabytes); }
    // Forgets everything learnt (table, history): the next search behaves like a fresh Searcher.
    void clear();
    void setStrength(const Strength& s) { m_strength = s; }
    const Strength& strength() const { return m_strength; }
    // Searches root; history holds the keys of the game's earlier positions, oldest first.
    SearchResult search(const core::Position& root, const std::vector<core::Key>& history, const Limits& limits,
                        const InfoCallback& onInfo = {});
    // Asks a running search to return as soon as possible (any thread). search() clears this
    // request when it starts; callers racing with the start use setStopFlag() instead.
    void stop() { m_stopRequested.store(true, std::memory_order_relaxed); }
    // An extra stop flag owned by the caller (may be null), checked as often as stop()'s.
    void setStopFlag(const std::atomic<bool>* flag) { m_externalStop = flag; }

private:
    struct RootMove {
        core::Move move;
        int score = -Infinite;
        int previousScore = -Infinite;
        int selDepth = 0;
        std::vector<core::Move> pv;
    };

    // The state of one negamax() node that its move loop needs.
    struct Node {
        int depth;
        int alpha;
        int beta;
        int ply;
        bool pvNode;
        bool inCheck;
        int staticEval;
    };

    void prepare(const core::Position& root, const std::vector<core::Key>& history, const Limits& limits);
    bool iterate(int depth, const InfoCallback& onInfo);
    bool shouldEndIterating(int depth) const;
    SearchResult makeResult(int depth);
    int aspirationSearch(int depth, int pvIndex, const InfoCallback& onInfo);
    int rootSearch(int depth, int alpha, int beta, int pvIndex);
    int negamax(int depth, int alpha, int beta, int ply, bool pvNode, bool allowNull);
    int qsearch(int alpha, int beta, int ply);
    int searchMoves(Node& node, const core::MoveList& list, core::Move ttMove, core::Move& bestMove);
    int searchChild(const Node& node, core::Move m, int index, bool reducible);
    bool tryNullMove(int depth, int beta, int ply, int& score);
    void orderMoves(const core::MoveList& list, core::Move ttMove, int ply, std::array<int, 256>& scores) const;
    void rewardQuiet(core::Move best, const core::Move* tried, int triedCount, int depth, int ply);
    bool isDraw(int ply) const;
    bool shouldStop();
    std::int64_t elapsedMs() const;
    SearchInfo makeInfo(const RootMove& rm, int depth, int multiPv, int alpha, int beta) const;
    core::Move chooseMove();
    std::uint64_t nextRandom();
    void updatePv(int ply, core::Move m);

    TranspositionTable m_tt;
    Strength m_strength;
    std::atomic<bool> m_stopRequested{false};
    const std::atomic<bool>* m_externalStop = nullptr;

    core::Position m_pos;
    std::vector<core::Key> m_keys; // game history plus the current search path
    std::vector<RootMove> m_rootMoves;
    std::vector<RootMove> m_completed; // root moves as of the last complete iteration
    Limits m_limits;
    int m_multiPv = 1; // lines searched (the strength choice may need more)
    int m_reportedPv = 1; // lines reported
    LevelSettings m_level;
    int m_maxDepth = MaxPly - 1;
    std::uint64_t m_nodeLimit = 0;
    std::uint64_t m_nodes = 0;
    int m_selDepth = 0;
    bool m_aborted = false;
    bool m_limitsActive = false; // node/time limits apply once depth 1 is complete
    std::chrono::steady_clock::time_point m_start;
    std::int64_t m_deadlineMs = 0;
    std::uint64_t m_rng = 0;

    core::Move m_killers[MaxPly][2];
    int m_history[2][64][64];
    core::Move m_pv[MaxPly + 1][MaxPly + 1];
    int m_pvLength[MaxPly + 1];
};

} // namespace kibitz::search
