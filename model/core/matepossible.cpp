// canCheckmate: proven material rules first, then a bounded walk over the reachable positions.
#include "matepossible.h"

#include "movegen.h"

#include <deque>
#include <unordered_set>
#include <utility>

namespace kibitz::core {

namespace {
// Only kings and the given piece types of colour c (and nothing of the others).
bool onlyKingAnd(const Position& pos, Color c, Bitboard allowed)
{
    return (pos.pieces(c) & ~pos.pieces(c, King) & ~allowed) == 0;
}
} // namespace

// A bare king never mates; a lone knight or same-coloured bishops need an enemy blocker that a
// bare king (or, for the knight, a lone queen: see the header) cannot give.
bool isDeadMaterialFor(const Position& pos, Color side)
{
    const Color them = ~side;
    const Bitboard mine = pos.pieces(side) & ~pos.pieces(side, King);
    if (!mine)
        return true;
    const Bitboard theirs = pos.pieces(them) & ~pos.pieces(them, King);
    const Bitboard knights = pos.pieces(side, Knight);
    const Bitboard bishops = pos.pieces(side, Bishop);
    if (mine == knights && !moreThanOne(knights))
        return !theirs || (theirs == pos.pieces(them, Queen) && !moreThanOne(theirs));
    // Bishops on one square colour (both sides' bishops, nothing else): no square next to a
    // king on that colour can be blocked by a piece that the bishops' checks do not also see.
    const Bitboard allBishops = pos.pieces(Bishop);
    const bool oneColour = !(allBishops & DarkSquaresBB) || !(allBishops & ~DarkSquaresBB);
    return mine == bishops && oneColour && onlyKingAnd(pos, them, pos.pieces(them, Bishop));
}

// Breadth first, so a helpmate found is a shortest one; positions are told apart by their key
// (pieces, side, castling rights, e.p.), the move counters play no part in what can follow.
MatePossibility canCheckmate(const Position& pos, Color side, std::size_t maxPositions, const std::atomic<bool>* cancel)
{
    MatePossibility result;
    if (isDeadMaterialFor(pos, side)) {
        result.verdict = MatePossibility::Verdict::Impossible;
        result.reason = MatePossibility::Reason::MaterialRule;
        return result;
    }
    std::unordered_set<Key> seen{pos.key()};
    std::deque<std::pair<Position, int>> queue{{pos, 0}};
    MoveList moves;
    while (!queue.empty()) {
        if (cancel && cancel->load(std::memory_order_relaxed)) {
            result.reason = MatePossibility::Reason::Cancelled;
            result.positions = seen.size();
            return result; // Unknown
        }
        auto [current, plies] = std::move(queue.front());
        queue.pop_front();
        moves.clear();
        generateLegalMoves(current, moves);
        for (const Move m : moves) {
            Position next = current;
            next.playWithoutUndo(m);
            if (!seen.insert(next.key()).second)
                continue;
            if (next.sideToMove() != side && next.inCheck() && !hasLegalMove(next)) {
                result.verdict = MatePossibility::Verdict::Possible;
                result.reason = MatePossibility::Reason::HelpmateFound;
                result.positions = seen.size();
                result.plies = plies + 1;
                return result;
            }
            if (isDeadMaterialFor(next, side))
                continue; // nothing after it can mate
            if (seen.size() >= maxPositions) {
                result.positions = seen.size();
                return result; // Unknown, BudgetExhausted
            }
            queue.emplace_back(next, plies + 1);
        }
    }
    result.verdict = MatePossibility::Verdict::Impossible;
    result.reason = MatePossibility::Reason::AllPositionsSeen;
    result.positions = seen.size();
    return result;
}

} // namespace kibitz::core
