// Polyglot keys and move codes (the layout of the Polyglot book format's definition).
#include "openings/polyglotkey.h"

#include "core/bitboard.h"
#include "core/movegen.h"
#include "openings/polyglotrandom.h"

namespace kibitz::openings {

using namespace core;

namespace {

constexpr int CastlingOffset = 768; // White O-O, White O-O-O, Black O-O, Black O-O-O
constexpr int EnPassantOffset = 772; // + file
constexpr int TurnOffset = 780; // White to move

// The format orders pieces as black pawn, white pawn, black knight, ... white king.
int pieceKind(Piece p) { return int(typeOf(p)) * 2 + (colorOf(p) == White ? 1 : 0); }

// True when a pawn of the side to move stands beside the pawn that just moved two squares.
bool epFileCounts(const Position& pos)
{
    const Square ep = pos.epSquare();
    if (ep == NoSquare)
        return false;
    const Color us = pos.sideToMove();
    // The squares from which a pawn of ours could capture onto ep are beside the moved pawn.
    return (pawnAttacks(~us, ep) & pos.pieces(us, Pawn)) != 0;
}

} // namespace

std::uint64_t polyglotKey(const Position& pos)
{
    std::uint64_t key = 0;
    for (int s = 0; s < 64; ++s) {
        const Piece p = pos.pieceOn(Square(s));
        if (p != NoPiece)
            key ^= detail::PolyglotRandom[64 * pieceKind(p) + s];
    }
    const std::uint8_t rights = pos.castlingRights();
    const std::uint8_t order[4] = {WhiteKingSide, WhiteQueenSide, BlackKingSide, BlackQueenSide};
    for (int i = 0; i < 4; ++i)
        if (rights & order[i])
            key ^= detail::PolyglotRandom[CastlingOffset + i];
    if (epFileCounts(pos))
        key ^= detail::PolyglotRandom[EnPassantOffset + fileOf(pos.epSquare())];
    if (pos.sideToMove() == White)
        key ^= detail::PolyglotRandom[TurnOffset];
    return key;
}

std::uint16_t polyglotMoveCode(Move move)
{
    Square to = move.to();
    if (move.kind() == Move::Castling)
        to = makeSquare(castlesKingSide(move) ? 7 : 0, rankOf(move.from())); // the king "takes" its rook (books: standard chess only)
    int promotion = 0;
    if (move.kind() == Move::Promotion)
        promotion = int(move.promotion()) - int(Knight) + 1;
    return std::uint16_t(int(to) | (int(move.from()) << 6) | (promotion << 12));
}

Move decodePolyglotMove(const Position& pos, std::uint16_t code)
{
    MoveList moves;
    generateLegalMoves(pos, moves);
    for (const Move m : moves)
        if (polyglotMoveCode(m) == (code & 0x7fff))
            return m;
    return Move();
}

} // namespace kibitz::openings
