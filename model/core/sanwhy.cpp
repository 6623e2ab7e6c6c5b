// Why a SAN text names no legal move: the explanations of SAN reading's "not a legal move" errors.
#include "sanread.h"

#include "san.h"

#include "movegen.h"

namespace kibitz::core::sanread {

namespace {

using M = MessageId;

// An empty square a pawn of us attacks is reached en passant when it is the position's e.p.
// square, and also when it could have been one but the position dropped it because no capture
// there is legal (the enemy pawn beside, the square it came from empty): such a capture fails for
// the king's sake (a pin, a check), not for the pawn's reach. A legal capture without the square
// means no double push came before: no e.p. right.
bool reachesEnPassant(const Position& pos, Color us, Square to)
{
    if (to == pos.epSquare())
        return true;
    if (relativeRank(us, to) != 5)
        return false;
    const int step = us == White ? 8 : -8;
    return pos.pieceOn(Square(to - step)) == makePiece(~us, Pawn) && pos.pieceOn(Square(to + step)) == NoPiece
        && !pos.epCaptureIsLegal(to);
}

// True when the piece on from could move to to by its way of moving, ignoring checks.
bool canReach(const Position& pos, Square from, Square to)
{
    const Piece pc = pos.pieceOn(from);
    const Piece target = pos.pieceOn(to);
    if (pc == NoPiece || (target != NoPiece && colorOf(target) == colorOf(pc)))
        return false;
    const Color c = colorOf(pc);
    if (typeOf(pc) != Pawn)
        return (attacksBB(typeOf(pc), from, pos.occupied()) & squareBB(to)) != 0;
    if (pawnAttacks(c, from) & squareBB(to))
        return target != NoPiece || reachesEnPassant(pos, c, to);
    const int step = c == White ? 8 : -8;
    if (target != NoPiece)
        return false;
    if (int(to) == from + step)
        return true;
    return relativeRank(c, from) == 1 && int(to) == from + 2 * step && pos.pieceOn(Square(from + step)) == NoPiece;
}

// Why castling to one side is impossible.
Message whyNoCastling(const Position& pos, bool isLong)
{
    const Color us = pos.sideToMove();
    const std::uint8_t right =
        us == White ? (isLong ? WhiteQueenSide : WhiteKingSide) : (isLong ? BlackQueenSide : BlackKingSide);
    if (!(pos.castlingRights() & right))
        return Message(isLong ? M::SanNoRightQueenside : M::SanNoRightKingside, {colorMessage(us)});
    if (pos.inCheck())
        return Message(us == White ? M::SanWhiteKingInCheck : M::SanBlackKingInCheck);
    const Bitboard path = pos.castlingEmptyPath(CastlingRight(right)) & pos.occupied();
    if (path)
        return Message(M::SanWayBlocked, {squareName(lsb(path))});
    return Message(M::SanKingPassesAttacked);
}

// The pieces a disambiguation points at: "white knight on the b-file", "... on rank 1", "... on b1".
Message groupText(Message pieces, const Pattern& p)
{
    if (p.fromFile >= 0 && p.fromRank >= 0)
        return Message(M::SanGroupOnSquare, {std::move(pieces), squareName(makeSquare(p.fromFile, p.fromRank))});
    if (p.fromFile >= 0)
        return Message(M::SanGroupOnFile, {std::move(pieces), std::string(1, char('a' + p.fromFile))});
    if (p.fromRank >= 0)
        return Message(M::SanGroupOnRank, {std::move(pieces), std::string(1, char('1' + p.fromRank))});
    return pieces;
}

} // namespace

Message whyIllegal(const Position& pos, const Pattern& p)
{
    const Color us = pos.sideToMove();
    if (!hasLegalMove(pos))
        return Message(pos.inCheck() ? M::SanCheckmated : M::SanStalemated, {colorMessage(us)});
    if (p.castle)
        return whyNoCastling(pos, p.castleLong);
    PieceType pt = p.piece;
    if (p.anyPiece) {
        const Square sq = makeSquare(p.fromFile, p.fromRank);
        const Piece pc = pos.pieceOn(sq);
        if (pc == NoPiece)
            return Message(M::SanNoPieceOn, {squareName(sq)});
        if (colorOf(pc) != us)
            return Message(us == White ? M::SanBlacksPieceWhiteToMove : M::SanWhitesPieceBlackToMove, {squareName(sq)});
        pt = typeOf(pc);
        const Piece target = pos.pieceOn(p.to);
        if (pt == King && rankOf(p.to) == rankOf(sq) && (p.to == sq + 2 || p.to + 2 == sq))
            return whyNoCastling(pos, p.to < sq);
        if (pt == King && target == makePiece(us, Rook) && rankOf(p.to) == rankOf(sq))
            return whyNoCastling(pos, p.to < sq); // king takes rook: Chess960 castling
    }
    Bitboard from = pos.pieces(us, pt);
    if (p.fromFile >= 0)
        from &= fileBB(p.fromFile);
    if (p.fromRank >= 0)
        from &= rankBB(p.fromRank);
    const Message name = p.anyPiece ? coloredPieceMessage(us, pt) : groupText(coloredPieceMessage(us, pt), p);
    if (!from)
        return Message(M::SanThereIsNo, {name});
    const Piece target = pos.pieceOn(p.to);
    if (target != NoPiece && colorOf(target) == us)
        return Message(us == White ? M::SanOccupiedByWhite : M::SanOccupiedByBlack, {squareName(p.to)});
    Bitboard reachers = 0;
    for (Bitboard b = from; b;) {
        const Square s = popLsb(b);
        if (canReach(pos, s, p.to))
            reachers |= squareBB(s);
    }
    const Move castle(pos.kingSquare(us), p.to, Move::Castling);
    if (!reachers && pt == King && !p.anyPiece && isLegalMove(pos, castle))
        return Message(M::SanCastlingIsWritten, {castlesKingSide(castle) ? "O-O" : "O-O-O"});
    if (!reachers)
        return Message(M::SanNoneCanReach, {name, squareName(p.to)});
    if (pt == King)
        return Message(M::SanKingWouldBeInCheck, {squareName(p.to)});
    if (pos.inCheck())
        return Message(us == White ? M::SanWhiteStaysInCheck : M::SanBlackStaysInCheck);
    if (!moreThanOne(reachers) && (pos.pinnedPieces(us) & reachers))
        return Message(M::SanPinned, {pieceMessage(pt), squareName(lsb(reachers))});
    return Message(us == White ? M::SanLeavesWhiteInCheck : M::SanLeavesBlackInCheck);
}

} // namespace kibitz::core::sanread

namespace kibitz::core {

// The reason UCI text for the same squares gets: whatever stands on from, moved to to.
Message whyIllegalMove(const Position& pos, Square from, Square to)
{
    sanread::Pattern p;
    p.anyPiece = true;
    p.fromFile = fileOf(from);
    p.fromRank = rankOf(from);
    p.to = to;
    return sanread::whyIllegal(pos, p);
}

} // namespace kibitz::core
