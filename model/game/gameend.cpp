// The end of a game: the board first, then the Result tag read with the last position's claims
// and the Termination tag.
#include "gameend.h"

#include <algorithm>
#include <cctype>

namespace kibitz::game {

namespace {

// PGN files write "Time forfeit" (Lichess) as well as "time forfeit" (the standard's example).
bool isTimeForfeit(std::string_view termination)
{
    constexpr std::string_view word = "time forfeit";
    return termination.size() == word.size()
        && std::equal(word.begin(), word.end(), termination.begin(),
                      [](char a, char b) { return a == std::tolower(static_cast<unsigned char>(b)); });
}

} // namespace

GameEnd gameEnd(std::string_view result, std::string_view termination, const core::GameStatus& final)
{
    GameEnd end;
    end.final = final;
    if (final.isOver()) {
        const bool mate = final.state == core::GameState::Checkmate;
        end.outcome = !mate ? Outcome::Draw : final.winner == core::White ? Outcome::WhiteWins : Outcome::BlackWins;
        end.reason = EndReason::OnTheBoard;
        return end;
    }
    if (result == "1-0")
        end.outcome = Outcome::WhiteWins;
    else if (result == "0-1")
        end.outcome = Outcome::BlackWins;
    else if (result == "1/2-1/2")
        end.outcome = Outcome::Draw;
    else
        return end;
    if (isTimeForfeit(termination))
        end.reason = EndReason::TimeForfeit;
    else if (end.outcome == Outcome::Draw && (final.canClaimThreefold || final.canClaimFiftyMove))
        end.reason = EndReason::DrawClaimed;
    return end;
}

} // namespace kibitz::game
