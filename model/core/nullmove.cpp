// The null move (nullmove.h).
#include "nullmove.h"

#include <algorithm>

namespace kibitz::core {

bool canPassTurn(const Position& pos) { return !pos.inCheck(); }

void passTurn(Position& pos)
{
    const Color us = pos.sideToMove();
    pos.setSideToMove(~us);
    pos.setEpSquare(NoSquare);
    pos.setHalfmoveClock(std::min(pos.halfmoveClock() + 1, MaxHalfmoveClock));
    if (us == Black)
        pos.setFullmoveNumber(std::min(pos.fullmoveNumber() + 1, MaxFullmoveNumber));
    pos.finishSetup();
}

} // namespace kibitz::core
