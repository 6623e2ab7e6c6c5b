// People's words for the state of a position: side to move, check, result, claimable draws.
#pragma once

#include "core/position.h"
#include "core/status.h"
#include "game/gameend.h"

#include <QCoreApplication>
#include <QString>

namespace kibitz {

class StatusText {
    Q_DECLARE_TR_FUNCTIONS(StatusText)
public:
    // "White to move", "Black to move — check", "Checkmate — White wins", "Draw by stalemate", ...;
    // where the game ended (end: GameStatuses::endAt the shown node), how it ended instead.
    static QString describe(const core::Position& position, const core::GameStatus& status,
                            const game::GameEnd& end = {});
    // How a finished game ended ("Draw by claim — threefold repetition", "White wins (1-0)",
    // "Black wins on time"); empty while it goes on.
    static QString ending(const game::GameEnd& end);
    // The result alone for a finished game ("Checkmate — Black wins"); empty while the game goes on.
    static QString result(const core::GameStatus& status);
    // The claimable draws ("Draw can be claimed: threefold repetition"); empty when there is none.
    static QString claim(const core::GameStatus& status);
};

} // namespace kibitz
