#include "playerreport.h"

#include <algorithm>
#include <map>

namespace kibitz::database {

void ScoreLine::add(GameResult result, bool asWhite)
{
    ++games;
    if (result == GameResult::Draw)
        ++draws;
    else if (result == GameResult::WhiteWins)
        ++(asWhite ? wins : losses);
    else if (result == GameResult::BlackWins)
        ++(asWhite ? losses : wins);
}

double ScoreLine::score() const
{
    const std::uint32_t decided = wins + draws + losses;
    return decided ? (wins + 0.5 * draws) / decided : 0.0;
}

ScoreLine PlayerReport::total() const
{
    ScoreLine t;
    for (const ScoreLine* l : {&asWhite, &asBlack}) {
        t.games += l->games;
        t.wins += l->wins;
        t.draws += l->draws;
        t.losses += l->losses;
    }
    return t;
}

namespace {

using OpeningKey = std::pair<std::uint16_t, std::string>;

std::vector<PlayerReport::Opening> sortedOpenings(std::map<OpeningKey, ScoreLine>&& counts)
{
    std::vector<PlayerReport::Opening> rows;
    for (auto& [key, line] : counts)
        rows.push_back({key.first, key.second, line});
    std::stable_sort(rows.begin(), rows.end(), [](const auto& a, const auto& b) { return a.line.games > b.line.games; });
    return rows;
}

} // namespace

// The player's games are those the filter with the player's name added keeps; the side is the
// one whose name holds it (a game of the player against a namesake counts for White).
PlayerReport playerReport(const GameView& games, const std::string& player, const GameFilter& filter,
                          const OpeningOf& openingOf)
{
    GameFilter f = filter;
    f.player = player;
    PlayerReport report;
    FilterMatcher asWhite([&] {
        GameFilter w = filter;
        w.white = player;
        return w;
    }());
    std::map<OpeningKey, ScoreLine> white, black;
    for (const std::uint32_t i : filteredGames(games, f)) {
        const GameRecord g = games.game(i);
        const bool isWhite = asWhite.keeps(i, g, games.texts());
        const std::uint32_t name = isWhite ? g.white : g.black;
        const std::string text(games.text(name));
        if (std::find(report.names.begin(), report.names.end(), text) == report.names.end())
            report.names.push_back(text);
        (isWhite ? report.asWhite : report.asBlack).add(g.result, isWhite);
        const OpeningKey opening = openingOf ? openingOf(i) : OpeningKey(g.eco, std::string());
        (isWhite ? white : black)[opening].add(g.result, isWhite);
        if (g.year) {
            report.firstYear = report.firstYear ? std::min<int>(report.firstYear, g.year) : g.year;
            report.lastYear = std::max<int>(report.lastYear, g.year);
        }
        report.highestElo = std::max<int>(report.highestElo, isWhite ? g.whiteElo : g.blackElo);
    }
    report.whiteOpenings = sortedOpenings(std::move(white));
    report.blackOpenings = sortedOpenings(std::move(black));
    return report;
}

} // namespace kibitz::database
