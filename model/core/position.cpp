// Position: set-up, attack queries, Zobrist keys and make/unmake.
#include "position.h"

#include "reach.h"
#include "splitmix64.h"

namespace kibitz::core {

namespace zobrist {

// Fills the keys from a fixed-seed splitmix64 sequence.
Keys::Keys()
{
    std::uint64_t s = 0x4B6962697A2D3031ULL; // "Kibitz-01"
    auto next = [&s] { return splitmix64(s); };
    for (int p = 0; p < 16; ++p)
        for (int sq = 0; sq < 64; ++sq)
            pieces[p][sq] = (p & 7) < 6 && p != NoPiece ? next() : 0;
    // Castling keys are XOR-combinations of four base keys, so updates are one XOR.
    Key base[4];
    for (Key& k : base)
        k = next();
    for (int r = 0; r < 16; ++r)
        for (int bit = 0; bit < 4; ++bit)
            if (r & (1 << bit))
                castling[r] ^= base[bit];
    for (Key& k : epFile)
        k = next();
    side = next();
    for (auto& right : castlingRookFile) // drawn last: the keys of standard positions stay as they were
        for (Key& k : right)
            k = next();
}

const Keys keys;

} // namespace zobrist

using zobrist::keys;

// An empty board.
Position::Position()
{
    m_board.fill(NoPiece);
}

// The standard initial position: set up once and copied (a position search starts every game of
// a database from it, and setting it up cost a fifth of a search of ten million games).
Position Position::startPosition()
{
    static const Position start = [] {
        Position p;
        const PieceType back[8] = {Rook, Knight, Bishop, Queen, King, Bishop, Knight, Rook};
        for (int f = 0; f < 8; ++f) {
            p.putPiece(makePiece(White, back[f]), makeSquare(f, 0));
            p.putPiece(makePiece(White, Pawn), makeSquare(f, 1));
            p.putPiece(makePiece(Black, Pawn), makeSquare(f, 6));
            p.putPiece(makePiece(Black, back[f]), makeSquare(f, 7));
        }
        p.setCastlingRights(AllCastling);
        p.finishSetup();
        return p;
    }();
    return start;
}

// Empties the board and resets the state.
void Position::clear() { *this = Position(); }

// Recomputes derived state after editing.
void Position::finishSetup()
{
    const bool hasKing = pieces(m_side, King) != 0;
    m_checkers = hasKing ? attackersTo(kingSquare(m_side), occupied()) & pieces(~m_side) : 0;
    if (m_epSquare != NoSquare && !(hasKing && epCaptureIsLegal(m_epSquare)))
        m_epSquare = NoSquare;
    m_key = computeKey();
}

// The king's squares to its target, the target included (none without a king).
Bitboard Position::castlingKingPath(CastlingRight r) const
{
    const Color c = (r & (WhiteKingSide | WhiteQueenSide)) ? White : Black;
    if (!pieces(c, King))
        return 0;
    const Square kTo = castlingKingTarget(c, (r & (WhiteKingSide | BlackKingSide)) != 0);
    return between(kingSquare(c), kTo) | squareBB(kTo);
}

// The king's and the rook's ways to their targets, but for their own squares.
Bitboard Position::castlingEmptyPath(CastlingRight r) const
{
    const Color c = (r & (WhiteKingSide | WhiteQueenSide)) ? White : Black;
    if (!pieces(c, King))
        return 0;
    const Square rook = castlingRook(r), rTo = castlingRookTarget(c, (r & (WhiteKingSide | BlackKingSide)) != 0);
    return (castlingKingPath(r) | between(rook, rTo) | squareBB(rTo)) & ~(squareBB(kingSquare(c)) | squareBB(rook));
}

// The key of a set of rights: a right whose rook is not on its standard square (Chess960)
// adds its rook's file, so that positions castling with different rooks differ.
Key Position::castlingKey(std::uint8_t rights) const
{
    Key k = keys.castling[rights & 15];
    for (const CastlingHome& h : CastlingHomes) {
        const Square rook = castlingRook(h.right);
        if ((rights & h.right) && rook != h.rookSquare)
            k ^= keys.castlingRookFile[castlingIndex(h.right)][fileOf(rook)];
    }
    return k;
}

// The key from scratch (incremental updates are checked against it in invariant builds).
Key Position::computeKey() const
{
    Key k = 0;
    for (Bitboard b = occupied(); b; b &= b - 1) { // the occupied squares only (a FEN per game of a study)
        const Square sq = lsb(b);
        k ^= keys.pieces[m_board[sq]][sq];
    }
    k ^= castlingKey(m_castling);
    if (m_epSquare != NoSquare)
        k ^= keys.epFile[fileOf(m_epSquare)];
    if (m_side == Black)
        k ^= keys.side;
    return k;
}

// All pieces of both colours attacking s with occupancy occ.
Bitboard Position::attackersTo(Square s, Bitboard occ) const
{
    return (pawnAttacks(Black, s) & pieces(White, Pawn)) | (pawnAttacks(White, s) & pieces(Black, Pawn))
        | (knightAttacks(s) & m_byType[Knight]) | (kingAttacks(s) & m_byType[King])
        | reach::sliders(s, occ, m_byType[Rook] | m_byType[Queen], m_byType[Bishop] | m_byType[Queen]);
}

// True when colour `by` attacks s.
bool Position::isAttacked(Square s, Color by, Bitboard occ) const
{
    const Bitboard them = m_byColor[by];
    return (pawnAttacks(~by, s) & m_byType[Pawn] & them) || (knightAttacks(s) & m_byType[Knight] & them)
        || (kingAttacks(s) & m_byType[King] & them)
        || reach::sliders(s, occ, (m_byType[Rook] | m_byType[Queen]) & them, (m_byType[Bishop] | m_byType[Queen]) & them);
}

// Pieces of colour c standing alone between their king and an enemy slider.
Bitboard Position::pinnedPieces(Color c) const
{
    if (!pieces(c, King))
        return 0;
    const Square ksq = kingSquare(c);
    const Bitboard occ = occupied();
    Bitboard snipers = ((rookAttacks(ksq, 0) & (m_byType[Rook] | m_byType[Queen]))
                        | (bishopAttacks(ksq, 0) & (m_byType[Bishop] | m_byType[Queen])))
        & pieces(~c);
    Bitboard pinned = 0;
    while (snipers) {
        const Bitboard b = between(ksq, popLsb(snipers)) & occ;
        if (b && !moreThanOne(b))
            pinned |= b & pieces(c);
    }
    return pinned;
}

// True when a pawn of the side to move can legally capture en passant onto ep.
bool Position::epCaptureIsLegal(Square ep) const
{
    const Color us = m_side;
    if (!isValidSquare(ep) || relativeRank(us, ep) != 5 || m_board[ep] != NoPiece)
        return false;
    const Square victim = Square(us == White ? ep - 8 : ep + 8);
    if (m_board[victim] != makePiece(~us, Pawn))
        return false;
    const Square ksq = kingSquare(us);
    Bitboard capturers = pawnAttacks(~us, ep) & pieces(us, Pawn);
    while (capturers) {
        const Square from = popLsb(capturers);
        const Bitboard occ = (occupied() ^ squareBB(from) ^ squareBB(victim)) | squareBB(ep);
        const Bitboard attackers = attackersTo(ksq, occ) & pieces(~us) & ~squareBB(victim);
        if (!attackers)
            return true;
    }
    return false;
}

// After a double push, records the e.p. square only if the reply can really capture there.
void Position::setEpAfterDoublePush(Square ep)
{
    if (pawnAttacks(~m_side, ep) & pieces(m_side, Pawn)) {
        if (epCaptureIsLegal(ep)) {
            m_epSquare = ep;
            m_key ^= keys.epFile[fileOf(ep)];
        }
    }
}

// Same pieces, side, rights (castling with the same rooks), e.p. square and clocks.
bool Position::operator==(const Position& o) const
{
    for (const CastlingHome& h : CastlingHomes)
        if ((m_castling & h.right) && castlingRook(h.right) != o.castlingRook(h.right))
            return false;
    return m_board == o.m_board && m_side == o.m_side && m_castling == o.m_castling && m_epSquare == o.m_epSquare
        && m_halfmoveClock == o.m_halfmoveClock && m_fullmoveNumber == o.m_fullmoveNumber;
}

} // namespace kibitz::core
