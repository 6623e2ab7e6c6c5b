// A player's page, as SCID's Player Report: the games of one player (named as the filter names
// players: namefold.h, within an optional filter) counted by colour and by opening, with the
// player's score in each. Plain C++17; the window's dialog and `kibitz-cli db player` show it.
#pragma once

#include "gamefilter.h"

#include <functional>
#include <string>
#include <vector>

namespace kibitz::database {

// Games and their results seen from the player.
struct ScoreLine {
    std::uint32_t games = 0, wins = 0, draws = 0, losses = 0; // games without a result count in games only
    void add(GameResult result, bool asWhite);
    // The player's points per decided or drawn game, 0..1 (0 when none).
    double score() const;
};

struct PlayerReport {
    struct Opening {
        std::uint16_t eco = 0; // 0: unknown
        std::string name; // the opening's name when a namer knows it
        ScoreLine line;
    };
    std::vector<std::string> names; // every name the player was found under, in order of first game
    ScoreLine asWhite, asBlack;
    std::vector<Opening> whiteOpenings, blackOpenings; // most played first, then by ECO
    int firstYear = 0, lastYear = 0; // of the dated games
    int highestElo = 0; // the player's highest rating in a game, 0 when none
    ScoreLine total() const;
};

// The opening of game i: its ECO code (tag or classified) and name ("" when unknown).
using OpeningOf = std::function<std::pair<std::uint16_t, std::string>(std::size_t game)>;

// The report for player (a name or part of one) over the games filter keeps; openingOf names the
// openings (without it, each game's ECO tag).
PlayerReport playerReport(const GameView& games, const std::string& player, const GameFilter& filter = {},
                          const OpeningOf& openingOf = {});

} // namespace kibitz::database
