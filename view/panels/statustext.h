// People's words for the state of a position: side to move, check, result, claimable draws.
#pragma once

#include "core/position.h"
#include "core/status.h"

#include <QCoreApplication>
#include <QString>

namespace kibitz {

class StatusText {
    Q_DECLARE_TR_FUNCTIONS(StatusText)
public:
    // "White to move", "Black to move — check", "Checkmate — White wins", "Draw by stalemate", ...
    static QString describe(const core::Position& position, const core::GameStatus& status);
    // The result alone for a finished game ("Checkmate — Black wins"); empty while the game goes on.
    static QString result(const core::GameStatus& status);
    // The claimable draws ("Draw can be claimed: threefold repetition"); empty when there is none.
    static QString claim(const core::GameStatus& status);
};

} // namespace kibitz
