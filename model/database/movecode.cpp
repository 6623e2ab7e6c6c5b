#include "movecode.h"

#include "core/reach.h"

#include "core/bitboard.h"

#include <algorithm>

namespace kibitz::database {

using namespace core;

namespace {

// True when the king of the side to move may castle by a move coded with target `to`: two files
// away on its rank (the king's own target), or its own rook there (king takes rook: Chess960
// castling whose king moves by another distance). A superset is fine: both sides agree on it.
bool castlingKingFor(const Position& pos, Square to)
{
    const Color us = pos.sideToMove();
    const Square king = pos.kingSquare(us);
    const int files = fileOf(king) - fileOf(to);
    return rankOf(king) == rankOf(to) && (files == 2 || files == -2 || pos.pieceOn(to) == makePiece(us, Rook));
}

// The square a move is coded by: its target; a castling king's rook when the king does not move
// two files (in Chess960 it may stay or land where its rook stands).
Square codedTarget(const Position& pos, Move m)
{
    if (m.kind() != Move::Castling)
        return m.to();
    const int files = fileOf(m.to()) - fileOf(m.from());
    return files == 2 || files == -2 ? m.to() : pos.castlingRookSquares(m).from;
}

// Own pieces that could move to `to` (pseudo-legal, a superset is fine: encoder and decoder
// agree on it), castling king included.
Bitboard origins(const Position& pos, Square to)
{
    const Color us = pos.sideToMove();
    const Bitboard occ = pos.occupied();
    const Bitboard queens = pos.pieces(us, Queen);
    Bitboard b = (knightAttacks(to) & pos.pieces(us, Knight))
        | reach::diagonal(pos.pieces(us, Bishop) | queens, to, occ)
        | reach::straight(pos.pieces(us, Rook) | queens, to, occ) | (kingAttacks(to) & pos.pieces(us, King));
    if (castlingKingFor(pos, to))
        b |= squareBB(pos.kingSquare(us));
    const Bitboard pawns = pos.pieces(us, Pawn);
    b |= pawnAttacks(~us, to) & pawns;
    const int back = us == White ? -8 : 8;
    const int one = int(to) + back;
    if (one >= 0 && one < 64) {
        b |= pawns & squareBB(Square(one));
        const int two = one + back;
        if (relativeRank(us, to) == 3)
            b |= pawns & squareBB(Square(two));
    }
    return b;
}

// The n-th (0-based) set square of b.
Square nthSquare(Bitboard b, int n)
{
    while (n-- > 0)
        b &= b - 1;
    return lsb(b);
}

// origins(pos, to) & mine, looking only at the piece kinds mine holds (the encoder's hot path).
Bitboard originsAmong(const Position& pos, Square to, Bitboard mine)
{
    if (!mine)
        return 0;
    const Color us = pos.sideToMove();
    const Bitboard queens = pos.pieces(Queen);
    Bitboard b = 0;
    if (const Bitboard n = mine & pos.pieces(Knight))
        b |= knightAttacks(to) & n;
    b |= reach::diagonal(mine & (pos.pieces(Bishop) | queens), to, pos.occupied());
    b |= reach::straight(mine & (pos.pieces(Rook) | queens), to, pos.occupied());
    if (const Bitboard pawns = mine & pos.pieces(Pawn)) {
        b |= pawnAttacks(~us, to) & pawns;
        const int one = int(to) + (us == White ? -8 : 8);
        if (one >= 0 && one < 64) {
            b |= pawns & squareBB(Square(one));
            if (relativeRank(us, to) == 3)
                b |= pawns & squareBB(Square(one + (us == White ? -8 : 8)));
        }
    }
    if (const Bitboard k = mine & pos.pieces(King)) // adjacent, or castling
        if ((kingAttacks(to) & k) || castlingKingFor(pos, to))
            b |= k;
    return b;
}

// Counts the few set squares of b (usually none or one).
int sparseCount(Bitboard b)
{
    int n = 0;
    for (; b; b &= b - 1)
        ++n;
    return n;
}

} // namespace

void encodeMove(const Position& pos, Move m, std::vector<std::uint8_t>& out)
{
    const Square to = codedTarget(pos, m);
    const Bitboard mine = pos.pieces(pos.sideToMove()) & (squareBB(m.from()) - 1);
    const int place = sparseCount(originsAmong(pos, to, mine));
    out.push_back(std::uint8_t(to | (std::min(place, 3) << 6)));
    if (place >= 3)
        out.push_back(std::uint8_t(place - 3));
    if (m.kind() == Move::Promotion)
        out.push_back(std::uint8_t(m.promotion() - Knight));
}

// No move goes to the own king's square: that code is free for the null move.
void encodeNullMove(const Position& pos, std::vector<std::uint8_t>& out)
{
    out.push_back(std::uint8_t(pos.kingSquare(pos.sideToMove())));
}

Move decodeMove(const Position& pos, const std::uint8_t*& code)
{
    const Square to = Square(*code & 63);
    if (pos.pieceOn(to) == makePiece(pos.sideToMove(), King)) {
        ++code;
        return Move(); // the null move
    }
    int place = *code++ >> 6;
    if (place == 3)
        place += *code++;
    const Square from = nthSquare(origins(pos, to), place);
    const PieceType pt = typeOf(pos.pieceOn(from));
    if (pt == King && pos.pieceOn(to) == makePiece(pos.sideToMove(), Rook))
        return Move(from, castlingKingTarget(pos.sideToMove(), fileOf(to) > fileOf(from)), Move::Castling);
    if (pt == King && (fileOf(from) - fileOf(to) == 2 || fileOf(to) - fileOf(from) == 2))
        return Move(from, to, Move::Castling);
    if (pt == Pawn) {
        if (relativeRank(pos.sideToMove(), to) == 7)
            return Move(from, to, Move::Promotion, PieceType(Knight + *code++));
        if (fileOf(from) != fileOf(to) && pos.pieceOn(to) == NoPiece)
            return Move(from, to, Move::EnPassant);
    }
    return Move(from, to);
}

} // namespace kibitz::database
