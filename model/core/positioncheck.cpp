// Position::invariantProblem(): the consistency check run after every make/unmake in Debug and
// invariant-checking builds (core/check.h), in the spirit of Stockfish's pos_is_ok().
#include "check.h"
#include "position.h"

#include <cstdio>
#include <cstdlib>

namespace kibitz::core {

namespace detail {

// Reports a failed invariant and stops: continuing would corrupt everything derived from it.
void invariantFailed(const char* what, const char* detail, const char* file, int line)
{
    std::fprintf(stderr, "%s:%d: invariant failed: %s%s%s%s\n", file, line, what, detail ? " (" : "",
                 detail ? detail : "", detail ? ")" : "");
    std::abort();
}

} // namespace detail

// The bitboards and the board array describe the same pieces.
const char* Position::boardProblem() const
{
    if (m_byColor[White] & m_byColor[Black])
        return "a square belongs to both colours";
    Bitboard typeUnion = 0;
    for (Bitboard b : m_byType) {
        if (typeUnion & b)
            return "a square holds two piece kinds";
        typeUnion |= b;
    }
    if (typeUnion != occupied())
        return "the piece-kind bitboards differ from the occupancy (union of the colours)";
    for (int sq = 0; sq < 64; ++sq) {
        const Piece p = m_board[sq];
        const Bitboard bb = squareBB(Square(sq));
        if (p == NoPiece ? (occupied() & bb) != 0 : typeOf(p) >= NoPieceType || !(pieces(colorOf(p), typeOf(p)) & bb))
            return "the board array differs from the bitboards";
    }
    return nullptr;
}

// Kings, pawns, checks, castling rights, e.p. square and clocks are those of a legal position.
const char* Position::rulesProblem() const
{
    for (Color c : {White, Black})
        if (popcount(pieces(c, King)) != 1)
            return "a side does not have exactly one king";
    if (pieces(Pawn) & (Rank1BB | Rank8BB))
        return "a pawn stands on rank 1 or 8";
    const Color them = ~m_side;
    if (isAttacked(kingSquare(them), m_side, occupied()))
        return "the side not to move is in check";
    if (m_checkers != (attackersTo(kingSquare(m_side), occupied()) & pieces(them)))
        return "the checkers differ from the attackers of the king";
    for (const CastlingHome& h : CastlingHomes) {
        if (!(m_castling & h.right))
            continue;
        // Standard chess: king and rook on their home squares. Chess960: the king on its back
        // rank, the right's rook on the same rank on the right's side.
        const Square king = kingSquare(h.color), rook = castlingRook(h.right);
        const bool kingSide = (h.right & (WhiteKingSide | BlackKingSide)) != 0;
        const bool home = m_chess960 ? rankOf(king) == rankOf(h.kingSquare) && rankOf(rook) == rankOf(king)
                                           && (fileOf(rook) > fileOf(king)) == kingSide
                                     : king == h.kingSquare && rook == h.rookSquare;
        if (!home || m_board[rook] != h.rook())
            return "a castling right without its king and rook at home";
    }
    if (m_castling & ~AllCastling)
        return "unknown castling bits";
    if (m_epSquare != NoSquare) {
        // The pawn that just moved two squares passed over ep from a square that is now empty.
        const Square origin = Square(m_side == White ? m_epSquare + 8 : m_epSquare - 8);
        if (!epCaptureIsLegal(m_epSquare) || m_board[origin] != NoPiece)
            return "an e.p. square without a double push and a legal e.p. capture";
    }
    if (m_halfmoveClock < 0 || m_halfmoveClock > MaxHalfmoveClock || m_fullmoveNumber < 1
        || m_fullmoveNumber > MaxFullmoveNumber)
        return "a move counter out of range";
    return nullptr;
}

// The first broken invariant, or null when the position is consistent.
const char* Position::invariantProblem() const
{
    if (const char* problem = boardProblem())
        return problem;
    if (const char* problem = rulesProblem())
        return problem;
    if (m_key != computeKey())
        return "the incremental Zobrist key differs from the key computed from scratch";
    return nullptr;
}

} // namespace kibitz::core
