// The recursive search: negamax alpha-beta with principal variation search, null move,
// late move reductions, futility pruning, quiescence search and move ordering.
#include "search.h"

#include "evaluate.h"

#include "core/movegen.h"
#include "core/status.h"

#include <algorithm>
#include <cstdlib>

namespace kibitz::search {

using namespace core;

namespace {

// True for moves that change material: captures (e.p. included) and promotions.
bool isTactical(const Position& pos, Move m)
{
    return m.kind() == Move::EnPassant || m.kind() == Move::Promotion || pos.pieceOn(m.to()) != NoPiece;
}

// Mate scores are stored relative to the node, so that they stay right at any ply.
int scoreToTT(int s, int ply) { return s >= MateBound ? s + ply : s <= -MateBound ? s - ply : s; }
int scoreFromTT(int s, int ply) { return s >= MateBound ? s - ply : s <= -MateBound ? s + ply : s; }

// Moves the highest-scored remaining move to index i (selection sort step).
void pickNext(Move* moves, int* scores, int count, int i)
{
    int best = i;
    for (int j = i + 1; j < count; ++j)
        if (scores[j] > scores[best])
            best = j;
    std::swap(moves[i], moves[best]);
    std::swap(scores[i], scores[best]);
}

// Pulls a history value towards +/-16000 by bonus, so it never overflows.
void applyHistory(int& h, int bonus) { h += bonus - h * std::abs(bonus) / 16000; }

} // namespace

// Ordering scores: TT move, good captures (MVV-LVA), killers, history, bad captures last.
void Searcher::orderMoves(const MoveList& list, Move ttMove, int ply, std::array<int, 256>& scores) const
{
    for (int i = 0; i < list.size(); ++i) {
        const Move m = list[i];
        int s;
        if (m == ttMove) {
            s = 1000000;
        } else if (m.kind() == Move::Promotion && m.promotion() != Queen) {
            s = -200000;
        } else if (isTactical(m_pos, m)) {
            const PieceType victim = m.kind() == Move::EnPassant ? Pawn : typeOf(m_pos.pieceOn(m.to()));
            s = 10 * PieceValue[victim] - PieceValue[typeOf(m_pos.pieceOn(m.from()))] / 10;
            if (m.kind() == Move::Promotion)
                s += 9000;
            s += staticExchange(m_pos, m) >= 0 ? 500000 : -100000;
        } else if (m == m_killers[ply][0]) {
            s = 400000;
        } else if (m == m_killers[ply][1]) {
            s = 390000;
        } else {
            s = m_history[m_pos.sideToMove()][m.from()][m.to()];
        }
        scores[i] = s;
    }
}

// Killer and history update after quiet move best caused a cutoff; the quiets tried before it lose.
void Searcher::rewardQuiet(Move best, const Move* tried, int triedCount, int depth, int ply)
{
    if (m_killers[ply][0] != best) {
        m_killers[ply][1] = m_killers[ply][0];
        m_killers[ply][0] = best;
    }
    const int bonus = std::min(depth * depth, 400);
    const Color us = m_pos.sideToMove();
    applyHistory(m_history[us][best.from()][best.to()], bonus);
    for (int i = 0; i < triedCount; ++i)
        if (tried[i] != best)
            applyHistory(m_history[us][tried[i].from()][tried[i].to()], -bonus);
}

// Appends m and the child's PV to the PV of ply.
void Searcher::updatePv(int ply, Move m)
{
    m_pv[ply][ply] = m;
    for (int i = ply + 1; i < m_pvLength[ply + 1]; ++i)
        m_pv[ply][i] = m_pv[ply + 1][i];
    m_pvLength[ply] = std::max(m_pvLength[ply + 1], ply + 1);
}

// Fifty-move rule (unless mated), insufficient material, or a repetition of any earlier position.
bool Searcher::isDraw(int ply) const
{
    (void)ply;
    if (m_pos.halfmoveClock() >= 100 && (!m_pos.inCheck() || hasLegalMove(m_pos)))
        return true;
    if (isInsufficientMaterial(m_pos))
        return true;
    const int last = int(m_keys.size()) - 1;
    const int reach = std::min(m_pos.halfmoveClock(), last);
    for (int i = 4; i <= reach; i += 2)
        if (m_keys[last - i] == m_keys[last])
            return true;
    return false;
}

// Null move: gives the opponent a free move; if we still beat beta, this node is not worth searching.
bool Searcher::tryNullMove(int depth, int beta, int ply, int& score)
{
    const Color us = m_pos.sideToMove();
    if (!(m_pos.pieces(us) & ~m_pos.pieces(us, Pawn) & ~m_pos.pieces(us, King)))
        return false; // pawn endings: zugzwang is common
    const Position saved = m_pos;
    m_pos.setSideToMove(~us);
    m_pos.setEpSquare(NoSquare);
    m_pos.setHalfmoveClock(0); // no repetition across the null move
    m_pos.finishSetup();
    m_keys.push_back(m_pos.key());
    const int reduction = 3 + depth / 6;
    const int s = -negamax(depth - 1 - reduction, -beta, -beta + 1, ply + 1, false, false);
    m_keys.pop_back();
    m_pos = saved;
    if (m_aborted || s < beta)
        return false;
    score = isMateScore(s) ? beta : s;
    return true;
}

// Alpha-beta search of the current position to depth plies (fail-soft).
int Searcher::negamax(int depth, int alpha, int beta, int ply, bool pvNode, bool allowNull)
{
    m_pvLength[ply] = ply;
    const bool inCheck = m_pos.inCheck();
    if (inCheck && ply < 2 * m_maxDepth)
        ++depth;
    if (depth <= 0)
        return qsearch(alpha, beta, ply);
    if (shouldStop())
        return 0;
    ++m_nodes;
    m_selDepth = std::max(m_selDepth, ply);
    if (isDraw(ply))
        return 0;
    if (ply >= MaxPly - 1)
        return inCheck ? 0 : evaluate(m_pos);
    alpha = std::max(alpha, -MateScore + ply);
    beta = std::min(beta, MateScore - ply - 1);
    if (alpha >= beta)
        return alpha;

    TTData tt;
    const bool hit = m_tt.probe(m_pos.key(), tt);
    if (hit && !pvNode && tt.depth >= depth) {
        const int s = scoreFromTT(tt.score, ply);
        if (tt.bound == Bound::Exact || (tt.bound == Bound::Lower && s >= beta)
            || (tt.bound == Bound::Upper && s <= alpha))
            return s;
    }
    const int staticEval = inCheck ? -Infinite : evaluate(m_pos);
    if (!pvNode && !inCheck && !isMateScore(beta)) {
        if (depth <= 3 && staticEval - 120 * depth >= beta)
            return staticEval; // reverse futility: far above beta already
        int nullScore = 0;
        if (allowNull && depth >= 3 && staticEval >= beta && tryNullMove(depth, beta, ply, nullScore))
            return nullScore;
        if (m_aborted)
            return 0;
    }

    MoveList list;
    generateLegalMoves(m_pos, list);
    if (list.empty())
        return inCheck ? -MateScore + ply : 0;
    Node node{depth, alpha, beta, ply, pvNode, inCheck, staticEval};
    Move bestMove;
    const int bestScore = searchMoves(node, list, hit ? tt.move : Move(), bestMove);
    if (m_aborted)
        return 0;
    const Bound bound = bestScore >= beta ? Bound::Lower : bestScore > alpha ? Bound::Exact : Bound::Upper;
    m_tt.store(m_pos.key(), bestMove, scoreToTT(bestScore, ply), depth, bound);
    return bestScore;
}

// The move loop of negamax(): ordering, pruning of hopeless quiet moves, PVS, cutoff bookkeeping.
int Searcher::searchMoves(Node& node, const MoveList& list, Move ttMove, Move& bestMove)
{
    std::array<int, 256> scores;
    orderMoves(list, ttMove, node.ply, scores);
    Move moves[256];
    std::copy(list.begin(), list.end(), moves);
    const int count = list.size();
    const bool futile = !node.pvNode && !node.inCheck && node.depth <= 2
        && node.staticEval + 150 * node.depth <= node.alpha && !isMateScore(node.alpha);
    int bestScore = -Infinite;
    Move quiets[64];
    int quietCount = 0;
    for (int i = 0; i < count; ++i) {
        pickNext(moves, scores.data(), count, i);
        const Move m = moves[i];
        const bool quiet = !isTactical(m_pos, m);
        UndoInfo undo;
        m_pos.makeMove(m, undo);
        const bool givesCheck = m_pos.inCheck();
        const bool prunable = i > 0 && quiet && !givesCheck && !node.inCheck && bestScore > -MateBound;
        if (prunable && (futile || (!node.pvNode && node.depth <= 3 && i >= 4 + 4 * node.depth * node.depth))) {
            m_pos.unmakeMove(m, undo);
            continue;
        }
        m_keys.push_back(m_pos.key());
        const int score = searchChild(node, m, i, quiet && !givesCheck);
        m_keys.pop_back();
        m_pos.unmakeMove(m, undo);
        if (m_aborted)
            return 0;
        if (score > bestScore) {
            bestScore = score;
            bestMove = m;
            if (score > node.alpha) {
                node.alpha = score;
                if (node.pvNode)
                    updatePv(node.ply, m);
                if (node.alpha >= node.beta) {
                    if (quiet)
                        rewardQuiet(m, quiets, quietCount, node.depth, node.ply);
                    break;
                }
            }
        }
        if (quiet && quietCount < 64)
            quiets[quietCount++] = m;
    }
    return bestScore;
}

// Searches the child after move number index (already made): full window for the first move,
// else a reduced null-window probe re-searched when it beats alpha.
int Searcher::searchChild(const Node& node, Move m, int index, bool reducible)
{
    const int newDepth = node.depth - 1, ply = node.ply + 1;
    if (index == 0)
        return -negamax(newDepth, -node.beta, -node.alpha, ply, node.pvNode, true);
    int r = 0;
    if (reducible && node.depth >= 3 && !node.inCheck && index >= (node.pvNode ? 4 : 2)) {
        r = 1 + (index >= 8) + (node.depth >= 8);
        if (m == m_killers[node.ply][0] || m == m_killers[node.ply][1])
            --r;
        r = std::clamp(r, 0, node.depth - 2);
    }
    int score = -negamax(newDepth - r, -node.alpha - 1, -node.alpha, ply, false, true);
    if (score > node.alpha && r > 0 && !m_aborted)
        score = -negamax(newDepth, -node.alpha - 1, -node.alpha, ply, false, true);
    if (score > node.alpha && score < node.beta && node.pvNode && !m_aborted)
        score = -negamax(newDepth, -node.beta, -node.alpha, ply, true, true);
    return score;
}

// Quiescence search: captures and queen promotions until the position is quiet; all evasions in check.
int Searcher::qsearch(int alpha, int beta, int ply)
{
    m_pvLength[ply] = ply;
    if (shouldStop())
        return 0;
    ++m_nodes;
    m_selDepth = std::max(m_selDepth, ply);
    const bool inCheck = m_pos.inCheck();
    if (ply >= MaxPly - 1)
        return inCheck ? 0 : evaluate(m_pos);
    MoveList list;
    int bestScore = -Infinite;
    int standPat = 0;
    if (inCheck) {
        generateLegalMoves(m_pos, list);
        if (list.empty())
            return -MateScore + ply;
    } else {
        standPat = evaluate(m_pos);
        if (standPat >= beta)
            return standPat;
        alpha = std::max(alpha, standPat);
        bestScore = standPat;
        generateLegalCaptures(m_pos, list);
    }
    std::array<int, 256> scores;
    orderMoves(list, Move(), std::min(ply, MaxPly - 1), scores);
    Move moves[256];
    std::copy(list.begin(), list.end(), moves);
    const int count = list.size();
    for (int i = 0; i < count; ++i) {
        pickNext(moves, scores.data(), count, i);
        const Move m = moves[i];
        if (!inCheck) {
            const PieceType victim = m.kind() == Move::EnPassant ? Pawn : typeOf(m_pos.pieceOn(m.to()));
            if (m.kind() != Move::Promotion && standPat + PieceValue[victim] + 200 <= alpha)
                continue;
            if (staticExchange(m_pos, m) < 0)
                continue;
        }
        UndoInfo undo;
        m_pos.makeMove(m, undo);
        const int score = -qsearch(-beta, -alpha, ply + 1);
        m_pos.unmakeMove(m, undo);
        if (m_aborted)
            return 0;
        if (score > bestScore) {
            bestScore = score;
            if (score > alpha) {
                alpha = score;
                updatePv(ply, m);
                if (alpha >= beta)
                    break;
            }
        }
    }
    return bestScore;
}

} // namespace kibitz::search
