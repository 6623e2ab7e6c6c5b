// Search driver: set-up, iterative deepening, aspiration windows, the root move loop and the
// reports. The recursive search is in alphabeta.cpp, the strength choice in strength.cpp.
#include "search.h"

#include "evaluate.h"

#include "core/movegen.h"

#include <algorithm>
#include <cstring>

namespace kibitz::search {

using namespace core;

// A searcher with a transposition table of hashMegabytes.
Searcher::Searcher(std::size_t hashMegabytes) : m_tt(hashMegabytes) { clear(); }

// Forgets the table, history and killers.
void Searcher::clear()
{
    m_tt.clear();
    std::memset(m_history, 0, sizeof m_history);
    for (auto& k : m_killers)
        k[0] = k[1] = Move();
}

namespace {
// Keeps only the legal moves that are in wanted; all of them when wanted names none of them.
void restrictTo(MoveList& list, const std::vector<Move>& wanted)
{
    MoveList kept;
    for (const Move m : list)
        if (std::find(wanted.begin(), wanted.end(), m) != wanted.end())
            kept.push(m);
    if (!kept.empty())
        list = kept;
}
} // namespace

// Resets the per-search state and builds the ordered root move list.
void Searcher::prepare(const Position& root, const std::vector<Key>& history, const Limits& limits)
{
    m_pos = root;
    m_keys = history;
    m_keys.reserve(history.size() + MaxPly + 2);
    m_keys.push_back(root.key());
    m_limits = limits;
    m_level = levelSettings(m_strength.level);
    m_maxDepth = std::min(limits.depth > 0 ? limits.depth : MaxPly - 1, std::min(m_level.maxDepth, MaxPly - 1));
    m_nodeLimit = limits.nodes;
    if (m_level.maxNodes && (!m_nodeLimit || m_level.maxNodes < m_nodeLimit))
        m_nodeLimit = m_level.maxNodes;
    m_deadlineMs = std::max<std::int64_t>(0, limits.movetimeMs);
    m_nodes = 0;
    m_selDepth = 0;
    m_aborted = false;
    m_limitsActive = false;
    m_stopRequested.store(false, std::memory_order_relaxed);
    m_start = std::chrono::steady_clock::now();
    m_rng = m_strength.seed ^ root.key();
    m_tt.newSearch();
    for (auto& side : m_history)
        for (auto& from : side)
            for (int& h : from)
                h /= 2;
    for (auto& k : m_killers)
        k[0] = k[1] = Move();

    MoveList list;
    generateLegalMoves(m_pos, list);
    restrictTo(list, limits.searchMoves);
    TTData tt;
    const Move ttMove = m_tt.probe(m_pos.key(), tt) ? tt.move : Move();
    std::array<int, 256> scores{};
    orderMoves(list, ttMove, 0, scores);
    std::vector<int> order(list.size());
    for (int i = 0; i < list.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return scores[a] > scores[b]; });
    m_rootMoves.clear();
    for (int i : order)
        m_rootMoves.push_back(RootMove{list[i], -Infinite, -Infinite, 0, {list[i]}});
    m_completed = m_rootMoves;
    const int count = int(m_rootMoves.size());
    m_reportedPv = std::clamp(limits.multiPv, 1, std::max(1, count));
    m_multiPv = std::clamp(std::max(limits.multiPv, m_level.candidates), 1, std::max(1, count));
}

// Iterative deepening until a limit, a stop request or a proven result.
SearchResult Searcher::search(const Position& root, const std::vector<Key>& history, const Limits& limits,
                              const InfoCallback& onInfo)
{
    prepare(root, history, limits);
    if (m_rootMoves.empty()) {
        SearchResult result;
        result.score = root.inCheck() ? -MateScore : 0;
        SearchInfo info;
        info.score = result.score;
        if (onInfo)
            onInfo(info);
        result.lines.push_back(info);
        return result;
    }
    int completedDepth = 0;
    for (int depth = 1; depth <= m_maxDepth; ++depth) {
        if (!iterate(depth, onInfo))
            break;
        completedDepth = depth;
        m_completed = m_rootMoves;
        m_limitsActive = true;
        if (shouldEndIterating(depth))
            break;
    }
    return makeResult(completedDepth);
}

// One iteration: each MultiPV line in turn, then the report. False when aborted.
bool Searcher::iterate(int depth, const InfoCallback& onInfo)
{
    for (int pvIndex = 0; pvIndex < m_multiPv; ++pvIndex) {
        m_selDepth = 0;
        aspirationSearch(depth, pvIndex, onInfo);
        if (m_aborted)
            return false;
        // Search instability can score a later line above an earlier one: keep lines in order.
        std::stable_sort(m_rootMoves.begin(), m_rootMoves.begin() + pvIndex + 1,
                         [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
    }
    for (RootMove& rm : m_rootMoves)
        rm.previousScore = rm.score;
    if (onInfo)
        for (int i = 0; i < m_reportedPv; ++i)
            onInfo(makeInfo(m_rootMoves[i], depth, i + 1, -Infinite, Infinite));
    return true;
}

// True when another iteration cannot help: a proven mate, or half the move time used.
bool Searcher::shouldEndIterating(int depth) const
{
    if (m_limits.infinite)
        return false;
    const int best = m_rootMoves.front().score;
    if (isMateScore(best) && depth >= MateScore - std::abs(best) + 2)
        return true;
    return m_deadlineMs > 0 && elapsedMs() * 2 >= m_deadlineMs;
}

// Searches line pvIndex with a window around the last score, widening on failure.
int Searcher::aspirationSearch(int depth, int pvIndex, const InfoCallback& onInfo)
{
    const int previous = m_rootMoves[pvIndex].previousScore;
    int delta = 25;
    int alpha = -Infinite, beta = Infinite;
    if (depth >= 5 && m_multiPv == 1 && !isMateScore(previous) && previous > -Infinite) {
        alpha = previous - delta;
        beta = previous + delta;
    }
    for (;;) {
        const int score = rootSearch(depth, alpha, beta, pvIndex);
        if (m_aborted)
            return score;
        std::stable_sort(m_rootMoves.begin() + pvIndex, m_rootMoves.end(),
                         [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
        const bool failLow = score <= alpha && alpha > -Infinite;
        const bool failHigh = score >= beta && beta < Infinite;
        if (!failLow && !failHigh)
            return score;
        if (onInfo && pvIndex < m_reportedPv)
            onInfo(makeInfo(m_rootMoves[pvIndex], depth, pvIndex + 1, alpha, beta));
        delta *= 2;
        if (failLow) {
            beta = (alpha + beta) / 2;
            alpha = delta > 400 ? -Infinite : std::max(score - delta, -Infinite);
        } else {
            beta = delta > 400 ? Infinite : std::min(score + delta, Infinite);
        }
    }
}

// The root move loop with principal variation search; moves before pvIndex are other lines.
int Searcher::rootSearch(int depth, int alpha, int beta, int pvIndex)
{
    int best = -Infinite;
    for (std::size_t i = std::size_t(pvIndex); i < m_rootMoves.size(); ++i) {
        RootMove& rm = m_rootMoves[i];
        const bool first = int(i) == pvIndex;
        UndoInfo undo;
        m_pos.makeMove(rm.move, undo);
        m_keys.push_back(m_pos.key());
        int score;
        if (first) {
            score = -negamax(depth - 1, -beta, -alpha, 1, true, true);
        } else {
            score = -negamax(depth - 1, -alpha - 1, -alpha, 1, false, true);
            if (score > alpha && score < beta && !m_aborted)
                score = -negamax(depth - 1, -beta, -alpha, 1, true, true);
        }
        m_keys.pop_back();
        m_pos.unmakeMove(rm.move, undo);
        if (m_aborted)
            return best;
        if (first || score > alpha) {
            rm.score = score;
            rm.selDepth = m_selDepth;
            rm.pv.assign(1, rm.move);
            rm.pv.insert(rm.pv.end(), &m_pv[1][1], &m_pv[1][m_pvLength[1]]);
        } else {
            rm.score = -Infinite;
        }
        best = std::max(best, score);
        if (score > alpha) {
            alpha = score;
            if (alpha >= beta)
                break;
        }
    }
    return best;
}

// An info report for root move rm; the bound comes from the window it was searched with.
SearchInfo Searcher::makeInfo(const RootMove& rm, int depth, int multiPv, int alpha, int beta) const
{
    SearchInfo info;
    info.depth = depth;
    info.selDepth = std::max(rm.selDepth, depth);
    info.multiPv = multiPv;
    info.score = rm.score;
    info.bound = rm.score <= alpha ? Bound::Upper : rm.score >= beta ? Bound::Lower : Bound::Exact;
    info.nodes = m_nodes;
    info.timeMs = elapsedMs();
    info.nps = info.timeMs > 0 ? m_nodes * 1000 / std::uint64_t(info.timeMs) : 0;
    info.hashfull = m_tt.hashfull();
    info.pv = rm.pv;
    return info;
}

// Milliseconds since the search started.
std::int64_t Searcher::elapsedMs() const
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - m_start).count();
}

// True (and remembered) once a stop request, the node limit or the deadline is reached.
bool Searcher::shouldStop()
{
    if (m_aborted)
        return true;
    if (m_stopRequested.load(std::memory_order_relaxed)
        || (m_externalStop && m_externalStop->load(std::memory_order_relaxed))) {
        m_aborted = true;
    } else if (m_limitsActive) {
        if (m_nodeLimit && m_nodes >= m_nodeLimit)
            m_aborted = true;
        else if (m_deadlineMs && (m_nodes & 1023) == 0 && elapsedMs() >= m_deadlineMs)
            m_aborted = true;
    }
    return m_aborted;
}

} // namespace kibitz::search
