// The null move: the side to move passes. It is no move of chess, but PGN files hold it ("--",
// "Z0") for a move left out or for a threat shown in a variation, so a game tree may contain it
// (as the null Move()). Its one definition, for the tree, the database and the engines' start.
#pragma once

#include "position.h"

namespace kibitz::core {

// How a null move is written in SAN (PGN export, the move list).
inline constexpr const char* NullMoveSan = "--";

// A null move may be played when the side to move is not in check (else its king could be taken).
bool canPassTurn(const Position& pos);
// Plays the null move: the other side to move, no e.p. square, the counters as after a quiet
// move (the halfmove clock counts on, the fullmove number after Black's turn), the key updated.
void passTurn(Position& pos);
// makeMove for a legal move or the null move (u is left alone for the null move: nothing
// unmakes it, the tree keeps the position before it).
inline void playMoveOrPass(Position& pos, Move m, UndoInfo& u)
{
    if (m.isNull())
        passTurn(pos);
    else
        pos.makeMove(m, u);
}

// The same without an undo record (the key is updated): for a game tree, which keeps the position
// before the move.
inline void playMoveOrPass(Position& pos, Move m)
{
    if (m.isNull())
        passTurn(pos);
    else
        pos.playWithoutUndo(m);
}

} // namespace kibitz::core
