// How a game ended, as its Result and Termination tags and the last position of its main line
// tell it together: on the board (mate, stalemate, a draw by rule), by a draw claimed where one
// could be claimed, on time, or by a result the moves do not explain (resignation, agreement).
#pragma once

#include "core/status.h"

#include <string_view>

namespace kibitz::game {

enum class Outcome { Unfinished, WhiteWins, BlackWins, Draw };

enum class EndReason {
    None, // unfinished, or a result the game does not explain (resignation, agreement, adjudication)
    OnTheBoard, // the last position ended it: final.state says how
    DrawClaimed, // a draw where one could be claimed: final.canClaimThreefold / canClaimFiftyMove say which
    TimeForfeit, // Termination "time forfeit" (a draw when the other side could not mate)
};

struct GameEnd {
    Outcome outcome = Outcome::Unfinished;
    EndReason reason = EndReason::None;
    core::GameStatus final; // the status of the main line's last position
    bool isOver() const { return outcome != Outcome::Unfinished; }
};

// result and termination: the values of the Result and Termination tags; final: the status of the
// main line's last position. A position that ends the game decides over the tag.
GameEnd gameEnd(std::string_view result, std::string_view termination, const core::GameStatus& final);

} // namespace kibitz::game
