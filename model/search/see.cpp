// Static exchange evaluation with the swap algorithm (x-rays included, pins ignored).
#include "evaluate.h"

#include "core/bitboard.h"

#include <algorithm>

namespace kibitz::search {

using namespace core;

namespace {

// The least valuable piece of colour c among attackers; NoPieceType when there is none.
PieceType leastValuable(const Position& pos, Bitboard attackers, Color c, Square& from)
{
    for (int pt = Pawn; pt <= King; ++pt) {
        const Bitboard b = attackers & pos.pieces(c, PieceType(pt));
        if (b) {
            from = lsb(b);
            return PieceType(pt);
        }
    }
    return NoPieceType;
}

} // namespace

// Material won (positive) or lost by playing m and then trading off on its target square.
int staticExchange(const Position& pos, Move m)
{
    if (m.kind() == Move::Castling)
        return 0;
    const Square from = m.from(), to = m.to();
    Bitboard occ = pos.occupied() ^ squareBB(from);
    int gain[40];
    gain[0] = PieceValue[typeOf(pos.pieceOn(to))];
    PieceType onSquare = typeOf(pos.pieceOn(from));
    if (m.kind() == Move::EnPassant) {
        gain[0] = PieceValue[Pawn];
        occ ^= squareBB(makeSquare(fileOf(to), rankOf(from)));
    } else if (m.kind() == Move::Promotion) {
        gain[0] += PieceValue[m.promotion()] - PieceValue[Pawn];
        onSquare = m.promotion();
    }
    const Bitboard diagonal = pos.pieces(Bishop) | pos.pieces(Queen);
    const Bitboard straight = pos.pieces(Rook) | pos.pieces(Queen);
    Bitboard attackers = pos.attackersTo(to, occ) & occ;
    Color side = ~pos.sideToMove();
    int d = 0;
    while (d < 38) {
        Square attackerSquare = NoSquare;
        const PieceType pt = leastValuable(pos, attackers & occ, side, attackerSquare);
        if (pt == NoPieceType)
            break;
        // A king may only take when the other side has nothing left to recapture with.
        if (pt == King && (attackers & occ & pos.pieces(~side) & ~squareBB(to)))
            break;
        ++d;
        gain[d] = PieceValue[onSquare] - gain[d - 1];
        if (std::max(-gain[d - 1], gain[d]) < 0)
            break;
        occ ^= squareBB(attackerSquare);
        attackers |= (bishopAttacks(to, occ) & diagonal) | (rookAttacks(to, occ) & straight);
        attackers &= occ;
        onSquare = pt;
        side = ~side;
    }
    while (d > 0) {
        gain[d - 1] = -std::max(-gain[d - 1], gain[d]);
        --d;
    }
    return gain[0];
}

} // namespace kibitz::search
