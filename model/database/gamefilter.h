// Which games of a database count: the filter the Games panel, the opening explorer, the
// position search, the player's page and `kibitz-cli db` share. Names match as namefold.h says
// (accents and case aside, anywhere in the name); ranges keep their ends; an empty field or a 0
// end keeps everything. Plain C++17.
#pragma once

#include "gameindex.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::database {

struct GameFilter {
    struct Range {
        int from = 0, to = 0; // 0: no bound on that side
        bool any() const { return from == 0 && to == 0; }
        bool operator==(const Range& o) const { return from == o.from && to == o.to; }
    };
    std::string text; // in White's, Black's or the event's name (the quick filter)
    std::string white, black, player; // in that player's name; player: of either colour
    std::string event, site;
    Range whiteElo, blackElo; // each player's rating: a game without the tag is left out
    Range averageElo; // the mean of both ratings: only games with both
    Range date; // yyyymmdd; a date known in part is kept when some day of it could lie inside
    Range plies;
    Range eco; // ECO codes (parseEco): the game's tag, or its opening's when an EcoOf is given
    int result = -1; // a GameResult, -1 for any

    bool isEmpty() const;
    bool operator==(const GameFilter& o) const;
    bool operator!=(const GameFilter& o) const { return !(*this == o); }
};

// The ECO code of game i (its tag, else its opening's when known), 0 when none.
using EcoOf = std::function<std::uint16_t(std::size_t game)>;

// Tests games against one filter; each distinct name is folded and tested once (the answers are
// kept by name id, and names added to a growing index are tested when first met).
class FilterMatcher {
public:
    explicit FilterMatcher(const GameFilter& filter, EcoOf ecoOf = {});
    // True when the filter keeps game i, whose record is g; names holds the index's names by id.
    bool keeps(std::size_t i, const GameRecord& g, const std::vector<std::string_view>& names);

private:
    struct NameTest {
        std::string folded; // empty: keeps every name
        std::vector<signed char> known; // per id: -1 not tested yet, else the answer
        bool test(std::uint32_t id, const std::vector<std::string_view>& names);
    };
    bool keepsNumbers(const GameRecord& g) const;
    bool keepsEco(std::size_t i, const GameRecord& g) const;

    GameFilter m_filter;
    EcoOf m_ecoOf;
    NameTest m_text, m_white, m_black, m_player, m_event, m_site;
};

// Games the filter keeps, in file order.
std::vector<std::uint32_t> filteredGames(const GameView& games, const GameFilter& filter, const EcoOf& ecoOf = {});
// As a mask by game (1 kept), for the position search and the explorer.
std::vector<std::uint8_t> filterMask(const GameView& games, const GameFilter& filter, const EcoOf& ecoOf = {});

// A game a player plays (index position: game game + 1 of the file) and the colour(s) played.
struct PlayerGame {
    std::uint32_t game = 0;
    bool white = false, black = false;
    bool operator==(const PlayerGame& o) const { return game == o.game && white == o.white && black == o.black; }
};
// The games, in file order, whose White or Black name isPlayer accepts (each distinct name asked
// once), among those mask keeps (null: every game); broken games are left out.
std::vector<PlayerGame> gamesOfPlayer(const GameView& games, const std::function<bool(std::string_view name)>& isPlayer,
                                      const std::vector<std::uint8_t>* mask = nullptr);

// Reads "2200-2400", "2200-", "-2400" or "2300" (from and to alike); nullopt when malformed.
std::optional<GameFilter::Range> parseNumberRange(std::string_view text);
// Dates "1990.01.01-1999.12.31", "1990-1999" or "1995.06" (a year or month reads as all its days).
std::optional<GameFilter::Range> parseDateRange(std::string_view text);
// ECO "B90-B99", "B90" or "B" ("B" as B00-B99); nullopt when not an ECO code.
std::optional<GameFilter::Range> parseEcoRange(std::string_view text);
// The texts the parsers read back to the same range ("" for a range that keeps everything).
std::string numberRangeText(const GameFilter::Range& r);
std::string dateRangeText(const GameFilter::Range& r);
std::string ecoRangeText(const GameFilter::Range& r);

} // namespace kibitz::database
