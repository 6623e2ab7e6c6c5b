// Strength levels: caps on depth and nodes, and a seeded random choice among the best lines
// (sometimes a random legal move at the lowest levels), so casual games are winnable but sane.
#include "search.h"

#include "core/splitmix64.h"

#include <algorithm>

namespace kibitz::search {

using namespace core;

// Level 0 sees one ply and blunders often; level 19 searches ten plies with little noise.
LevelSettings levelSettings(int level)
{
    level = std::clamp(level, 0, MaxLevel);
    LevelSettings s;
    if (level == MaxLevel)
        return s;
    s.maxDepth = 1 + level / 2;
    s.maxNodes = std::uint64_t(1000) << (level / 2);
    s.candidates = 4;
    s.noiseCp = (MaxLevel - level) * 10;
    s.blunderPercent = level < 6 ? (6 - level) * 4 : 0;
    return s;
}

// The next step of the core's splitmix64, so choices are the same on every platform.
std::uint64_t Searcher::nextRandom() { return core::splitmix64(m_rng); }

// The move to play: the best line at full strength, else the best of the candidate lines after
// adding noise, or now and then any legal move. Uses the last complete iteration only.
Move Searcher::chooseMove()
{
    const std::vector<RootMove>& moves = m_completed;
    if (m_level.candidates <= 1 || moves.size() == 1)
        return moves.front().move;
    if (m_level.blunderPercent > 0 && int(nextRandom() % 100) < m_level.blunderPercent)
        return moves[nextRandom() % moves.size()].move;
    const int candidates = std::min<int>(m_multiPv, int(moves.size()));
    const int bestScore = moves.front().score;
    Move choice = moves.front().move;
    int choiceValue = -2 * Infinite;
    for (int i = 0; i < candidates; ++i) {
        // Never trade a forced mate for noise, nor walk into one.
        if (isMateScore(bestScore) || isMateScore(moves[i].score) || moves[i].score == -Infinite)
            continue;
        const int value = moves[i].score + int(nextRandom() % std::uint64_t(m_level.noiseCp + 1));
        if (value > choiceValue) {
            choiceValue = value;
            choice = moves[i].move;
        }
    }
    return choice;
}

// Result of the search from the last complete iteration (or the first ordered move if none).
SearchResult Searcher::makeResult(int depth)
{
    SearchResult result;
    result.depth = depth;
    result.nodes = m_nodes;
    const RootMove& best = m_completed.front();
    result.bestMove = chooseMove();
    result.score = best.score == -Infinite ? 0 : best.score;
    for (const RootMove& rm : m_completed) {
        if (rm.move == result.bestMove) {
            if (rm.pv.size() > 1)
                result.ponderMove = rm.pv[1];
            if (rm.score != -Infinite)
                result.score = rm.score;
            break;
        }
    }
    if (best.score != -Infinite)
        for (int i = 0; i < m_reportedPv; ++i)
            result.lines.push_back(makeInfo(m_completed[i], depth, i + 1, -Infinite, Infinite));
    return result;
}

} // namespace kibitz::search
