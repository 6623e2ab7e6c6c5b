// FEN semantic check: is the check on the side to move one that the opponent's last move
// could have given? The rule follows from what one move changes. Before the move the side to
// move was not in check. A move empties its origin square (e.p. also the captured pawn's square,
// castling the king's and rook's squares) and fills its arrival square. So after it a checker
// is either the piece that arrived (the castling rook included) or a slider whose line to the
// king runs through an emptied square (a discovered check). Each emptied square lies on at most
// one line through the king, and only the first piece beyond it on that line can be uncovered.
// Hence:
//  - three or more checkers are impossible;
//  - a single checker is possible when it stands at a distance on a line (a discovered check
//    by whatever piece left the line; that such a piece exists is not checked), or when it can
//    have just arrived: from an empty square it reaches in one move
//    (pawn: push, double push, capture; promoted piece: from a pawn square behind it), where
//    it did not already give check before moving (a capture on its square is assumed, which is
//    the most permissive case). A pawn on its own second rank giving check is thus impossible,
//    as is a knight whose every origin square is occupied. (A rook checking after castling
//    always has the emptied e-file square as an origin, so castling needs no rule of its own);
//  - two checkers need two changes: either one arrived (as above, promotion included) from a
//    square on the other's line to the king, so that leaving it uncovered the other (a
//    discovered double check), or one en passant capture emptied two squares (the capturer's
//    and the victim's) and each checker is the capturing pawn or a slider whose line crosses
//    one of them. Castling never gives double check: the emptied king and rook squares are on
//    the edge rank, where no line to an enemy king passes through them except along the rank,
//    which the castled king and rook block. Consequences the tests check: knights and pawns can
//    only be the arriving checker, so knight + knight, pawn + knight and pawn + pawn are
//    impossible; and two checkers on one line through the king (on both sides of it) are
//    impossible whatever the pieces: the arriving one would have had to cross the king, and the
//    two emptied squares of an e.p. capture are neighbours, never on both sides of the king.
//    That case has its own code (DoubleCheckOnOneLine). The standard perft suite contains one
//    such position (B6b/8/8/8/2K5/5k2/8/b6B b - - 0 1); it is rejected like any other.
// Not checked (accepted even when impossible): whether the captured piece existed, whether the
// piece that uncovered a single discovered check exists, lines opened through the arrival
// square, pawn structures that need more captures than happened.
#include "fenvalidate.h"

namespace kibitz::core::fenvalidate {

namespace {

// One step forward for colour c.
int forward(Color c) { return c == White ? 8 : -8; }

// Keeps only the origins from which a piece of kind pt and colour c did not attack ksq already:
// the king could not have stood in check while its opponent was to move.
Bitboard withoutPriorCheck(Bitboard origins, Piece mover, Square ksq, Bitboard occ)
{
    Bitboard kept = 0;
    for (Bitboard b = origins; b;) {
        const Square f = popLsb(b);
        const PieceType pt = typeOf(mover);
        const Bitboard attacks = pt == Pawn ? pawnAttacks(colorOf(mover), f) : attacksBB(pt, f, occ);
        if (!(attacks & squareBB(ksq)))
            kept |= squareBB(f);
    }
    return kept;
}

// Empty squares from which a pawn of colour c could have moved to t (push, double push, capture).
Bitboard pawnOrigins(const Position& pos, Color c, Square t)
{
    const Bitboard empty = ~pos.occupied();
    const int rel = relativeRank(c, t);
    Bitboard origins = 0;
    if (rel >= 2) {
        origins |= squareBB(Square(t - forward(c))) & empty;
        origins |= pawnAttacks(~c, t) & empty;
    }
    if (rel == 3 && (squareBB(Square(t - forward(c))) & empty))
        origins |= squareBB(Square(t - 2 * forward(c))) & empty;
    return origins;
}

// Empty squares the piece on t could just have come from without already checking ksq.
Bitboard arrivalOrigins(const Position& pos, Square t, Square ksq)
{
    const Piece p = pos.pieceOn(t);
    const Color c = colorOf(p);
    const PieceType pt = typeOf(p);
    const Bitboard occ = pos.occupied();
    if (pt == Pawn)
        return withoutPriorCheck(pawnOrigins(pos, c, t), p, ksq, occ);
    if (pt == King || pt == NoPieceType)
        return 0;
    Bitboard origins = withoutPriorCheck(attacksBB(pt, t, occ) & ~occ, p, ksq, occ);
    if (relativeRank(c, t) == 7)
        origins |= withoutPriorCheck(pawnOrigins(pos, c, t), makePiece(c, Pawn), ksq, occ);
    return origins;
}

// True when one move could have given check from the single checker on c.
bool singleCheckPossible(const Position& pos, Square c, Square ksq)
{
    return between(c, ksq) != 0 || arrivalOrigins(pos, c, ksq) != 0;
}

// True when the piece on mover could have left the line of slider to the king, checking itself.
bool discoveredDouble(const Position& pos, Square mover, Square slider, Square ksq)
{
    const Bitboard line = between(slider, ksq);
    return line && (arrivalOrigins(pos, mover, ksq) & line);
}

// True when one en passant capture explains both checkers a and b.
bool enPassantDouble(const Position& pos, Square a, Square b, Square ksq)
{
    const Color them = colorOf(pos.pieceOn(a));
    const Color us = ~them;
    const Bitboard occ = pos.occupied();
    Bitboard pawns = pos.pieces(them, Pawn) & (them == White ? Rank6BB : Rank3BB);
    while (pawns) {
        const Square t = popLsb(pawns);
        const Square victim = Square(t - forward(them));
        const Square victimOrigin = Square(t + forward(them));
        if ((occ & squareBB(victim)) || (occ & squareBB(victimOrigin)))
            continue;
        Bitboard froms = withoutPriorCheck(pawnAttacks(us, t) & ~occ, makePiece(them, Pawn), ksq, occ);
        while (froms) {
            const Bitboard opened = squareBB(popLsb(froms)) | squareBB(victim);
            auto explained = [&](Square c) { return c == t || (between(c, ksq) & opened) != 0; };
            if (explained(a) && explained(b))
                return true;
        }
    }
    return false;
}

// "the white rook on e1 and the white knight on f6".
Message describeCheckers(const Position& pos, Bitboard checkers)
{
    std::vector<Message> pieces;
    while (checkers)
        pieces.push_back(describePiece(pos, popLsb(checkers)));
    return listMessage(pieces);
}

} // namespace

// The checks on the side to move must be producible by one move of the opponent.
std::optional<FenError> checkChecks(const Position& pos)
{
    const Color us = pos.sideToMove();
    const Square ksq = pos.kingSquare(us);
    const Bitboard checkers = pos.attackersTo(ksq, pos.occupied()) & pos.pieces(~us);
    const int n = popcount(checkers);
    if (n == 0)
        return std::nullopt;
    const Message who = colorMessage(us);
    if (n >= 3) {
        FenError e = makeError(FenErrorCode::TooManyCheckers, Message(MessageId::FenTooManyCheckers,
                                                                      {who, Message::number(n), describeCheckers(pos, checkers)}));
        e.color = us;
        e.number = n;
        e.square = lsb(checkers);
        return e;
    }
    const Square a = lsb(checkers);
    const Square b = n == 2 ? lsb(checkers & (checkers - 1)) : a;
    if (n == 2 && (between(a, b) & squareBB(ksq))) {
        FenError e = makeError(FenErrorCode::DoubleCheckOnOneLine,
                               Message(MessageId::FenCheckOnOneLine, {who, describeCheckers(pos, checkers)}));
        e.color = us;
        e.number = n;
        e.square = a;
        return e;
    }
    const bool possible = n == 1
        ? singleCheckPossible(pos, a, ksq)
        : discoveredDouble(pos, a, b, ksq) || discoveredDouble(pos, b, a, ksq) || enPassantDouble(pos, a, b, ksq);
    if (possible)
        return std::nullopt;
    FenError e = makeError(FenErrorCode::ImpossibleCheck,
                           Message(n == 2 ? MessageId::FenImpossibleDoubleCheck : MessageId::FenImpossibleCheck,
                                   {who, describeCheckers(pos, checkers)}));
    e.color = us;
    e.number = n;
    e.square = a;
    return e;
}

} // namespace kibitz::core::fenvalidate
