// Position::makeMove / unmakeMove: incremental update of boards, key and checkers.
#include "position.h"

#include "check.h"

namespace kibitz::core {

// Plays a legal move and records what unmakeMove() needs.
void Position::makeMove(Move m, UndoInfo& u) { play<true, true>(m, u); }

// The same without key and undo record; invariant builds keep both (their checks compare the key).
void Position::playWithoutKey(Move m)
{
    UndoInfo u;
    play<bool(KIBITZ_INVARIANTS_ENABLED), bool(KIBITZ_INVARIANTS_ENABLED)>(m, u);
}

// Moves king and rook of a castling move (back when undo). Lifted both before placing both: in
// Chess960 the king may land where its rook stood, or not move at all.
void Position::castle(Color us, Move m, bool undo)
{
    const auto [rFrom, rTo] = castlingRookSquares(m);
    const Square kFrom = undo ? m.to() : m.from(), kTo = undo ? m.from() : m.to();
    const Square rookFrom = undo ? rTo : rFrom, rookTo = undo ? rFrom : rTo;
    removePiece(kFrom);
    removePiece(rookFrom);
    putPiece(makePiece(us, King), kTo);
    putPiece(makePiece(us, Rook), rookTo);
}

// Restores the position as it was before makeMove(m, u).
void Position::unmakeMove(Move m, const UndoInfo& u)
{
    const Color us = ~m_side;
    const Square from = m.from(), to = m.to();
    m_side = us;
    if (u.fullmoveCounted)
        --m_fullmoveNumber;

    if (m.kind() == Move::Castling) {
        castle(us, m, true);
    } else {
        if (m.kind() == Move::Promotion) {
            removePiece(to);
            putPiece(makePiece(us, Pawn), to);
        }
        movePiece(to, from);
        if (u.captured != NoPiece) {
            const Square capSq = m.kind() == Move::EnPassant ? Square(us == White ? to - 8 : to + 8) : to;
            putPiece(u.captured, capSq);
        }
    }
    m_key = u.key;
    m_checkers = u.checkers;
    m_epSquare = u.epSquare;
    m_castling = u.castling;
    m_halfmoveClock = u.halfmoveClock;
    KIBITZ_ASSERT_NO_PROBLEM(invariantProblem());
}

} // namespace kibitz::core
