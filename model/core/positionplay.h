// Position::play, the body of makeMove, playWithoutKey and playWithoutUndo, inline: included at the
// end of position.h so that a replay that keeps every position (a game tree's node per move)
// plays without a call of its own. makeMove and playWithoutKey stay calls (makemove.cpp).
#pragma once

#include "check.h"
#include "reach.h"

namespace kibitz::core {

// The rights whose rook stands on s (a move from or to s ends them).
inline std::uint8_t Position::rightsWithRookOn(Square s) const
{
    return std::uint8_t((m_castlingRook[0] == s) | (m_castlingRook[1] == s) << 1 | (m_castlingRook[2] == s) << 2
                        | (m_castlingRook[3] == s) << 3);
}

// Plays a legal move; WithKey also updates the key, WithUndo records what unmakeMove() needs
// (the compiler drops that work otherwise).
template <bool WithKey, bool WithUndo> inline void Position::play(Move m, UndoInfo& u)
{
    using namespace zobrist;
    if constexpr (WithUndo) {
        u.key = m_key;
        u.checkers = m_checkers;
        u.epSquare = m_epSquare;
        u.castling = m_castling;
        u.halfmoveClock = std::uint16_t(m_halfmoveClock);
    }

    const Color us = m_side, them = ~us;
    const Square from = m.from(), to = m.to();
    const Piece pc = m_board[from];
    const Move::Kind kind = m.kind();
    Key k = m_key ^ zobrist::sideToMove();
    if (m_epSquare != NoSquare) {
        k ^= epFile(fileOf(m_epSquare));
        m_epSquare = NoSquare;
    }
    if (m_halfmoveClock < MaxHalfmoveClock) // saturates: the FEN limit (position.h)
        ++m_halfmoveClock;
    Piece captured = NoPiece;

    if (kind == Move::Castling) {
        const auto [rFrom, rTo] = castlingRookSquares(m);
        const Piece rook = makePiece(us, Rook);
        castle(us, m, false);
        k ^= piece(pc, from) ^ piece(pc, to) ^ piece(rook, rFrom) ^ piece(rook, rTo);
    } else {
        const Square capSq = kind == Move::EnPassant ? Square(us == White ? to - 8 : to + 8) : to;
        captured = m_board[capSq];
        if (captured != NoPiece) {
            removePiece(capSq);
            k ^= piece(captured, capSq);
            m_halfmoveClock = 0;
        }
        movePiece(from, to);
        k ^= piece(pc, from) ^ piece(pc, to);
        if (typeOf(pc) == Pawn) {
            m_halfmoveClock = 0;
            if (kind == Move::Promotion) {
                const Piece promo = makePiece(us, m.promotion());
                removePiece(to);
                putPiece(promo, to);
                k ^= piece(pc, to) ^ piece(promo, to);
            }
        }
    }
    if constexpr (WithUndo)
        u.captured = captured;

    // A king's move ends its side's rights; a move from or to a castling rook's square its right.
    // Both stand on their back rank while the right is held: other moves keep the rights as they are.
    std::uint8_t rights = m_castling;
    if (rights && ((squareBB(from) | squareBB(to)) & (Rank1BB | Rank8BB))) {
        if (typeOf(pc) == King)
            rights &= us == White ? std::uint8_t(BlackKingSide | BlackQueenSide)
                                  : std::uint8_t(WhiteKingSide | WhiteQueenSide);
        rights &= std::uint8_t(~(rightsWithRookOn(from) | rightsWithRookOn(to)));
    }
    if (rights != m_castling) {
        k ^= castlingKey(m_castling ^ rights); // linear in the rights: one key for the change
        m_castling = rights;
    }
    const bool counted = us == Black && m_fullmoveNumber < MaxFullmoveNumber;
    if constexpr (WithUndo)
        u.fullmoveCounted = counted;
    if (counted)
        ++m_fullmoveNumber;
    m_side = them;
    if constexpr (WithKey)
        m_key = k;
    // The mover's pieces attacking the other king (a king never gives check).
    const Square ksq = kingSquare(them);
    const Bitboard occ = occupied(), queens = pieces(us, Queen);
    m_checkers = (pawnAttacks(them, ksq) & pieces(us, Pawn)) | (knightAttacks(ksq) & pieces(us, Knight))
        | reach::sliders(ksq, occ, pieces(us, Rook) | queens, pieces(us, Bishop) | queens);
    if (typeOf(pc) == Pawn && (from ^ to) == 16)
        setEpAfterDoublePush(Square((from + to) / 2));
    KIBITZ_ASSERT_NO_PROBLEM(invariantProblem());
}

// The same with the key, without the undo record.
inline void Position::playWithoutUndo(Move m)
{
    UndoInfo u;
    play<true, false>(m, u);
}

} // namespace kibitz::core
