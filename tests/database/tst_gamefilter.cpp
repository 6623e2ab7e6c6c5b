// Issue 28 part 3: the database filter (database/gamefilter.h) field by field over a generated
// database whose tags the test chose (the expected games are counted from the test's own table,
// with names written out by hand in their folded form), the position search and the explorer's
// counts narrowed to the filter against brute force, the player's page, and a player filtered
// across the real files of ../shared/realpgn.
#include "databasehelpers.h"

#include "database/gamefilter.h"
#include "database/namefold.h"
#include "database/pgnscanner.h"
#include "database/playerreport.h"
#include "database/positionsearch.h"

#include <gtest/gtest.h>

#include <functional>
#include <map>
#include <random>
#include <set>

using namespace kibitz;
using namespace kibitz::database;
using namespace kibitz::test;

namespace {

struct Name {
    const char* text; // as in the file
    const char* plain; // written by hand without accents, lower case
};
const Name Names[] = {{"Réti, Richard", "reti, richard"}, {"Ljubojević, Ljubomir", "ljubojevic, ljubomir"},
                      {"CARLSEN, Magnus", "carlsen, magnus"}, {"Carlsen, Henrik", "carlsen, henrik"},
                      {"Hübner, Robert", "hubner, robert"}, {"Šahović, Dragutin", "sahovic, dragutin"}};
const char* const Events[] = {"Moscow Open", "Dortmund Sparkassen", "Tata Steel"};
const char* const Sites[] = {"Moscow RUS", "Dortmund GER", "Wijk aan Zee NED"};

// What the test wrote into one game.
struct Tags {
    int white, black, event, site; // indexes into the tables above
    int whiteElo, blackElo; // 0: no tag
    int year, month, day; // 0: "??"
    int result; // GameResult
    int eco; // parseEco's code, 0: no tag
    int plies;
    RandomGame game;
};

struct Database {
    std::vector<Tags> tags;
    GameIndex index;
};

std::string twoDigits(int v) { return v ? std::string(1, char('0' + v / 10)) + char('0' + v % 10) : "??"; }

// 400 games with every field varied (some tags missing, dates known in part).
Database makeDatabase()
{
    std::mt19937 rng(28);
    const char* results[] = {"*", "1-0", "1/2-1/2", "0-1"};
    Database db;
    std::string text;
    for (int i = 0; i < 400; ++i) {
        Tags t{};
        t.white = int(rng() % 6);
        t.black = int(rng() % 6);
        t.event = int(rng() % 3);
        t.site = int(rng() % 3);
        t.whiteElo = rng() % 5 == 0 ? 0 : 2000 + int(rng() % 800);
        t.blackElo = rng() % 5 == 0 ? 0 : 2000 + int(rng() % 800);
        t.year = rng() % 10 == 0 ? 0 : 1980 + int(rng() % 40);
        t.month = t.year && rng() % 4 ? 1 + int(rng() % 12) : 0;
        t.day = t.month && rng() % 3 ? 1 + int(rng() % 28) : 0;
        t.result = int(rng() % 4);
        t.eco = rng() % 6 == 0 ? 0 : ('A' + int(rng() % 5)) * 100 + int(rng() % 100);
        t.game = randomGame(rng, 5 + int(rng() % 70), t.result);
        t.plies = int(t.game.moves.size());
        std::string tags = std::string("[Event \"") + Events[t.event] + "\"]\n[Site \"" + Sites[t.site] + "\"]\n[Date \""
            + (t.year ? std::to_string(t.year) : "????") + "." + twoDigits(t.month) + "." + twoDigits(t.day)
            + "\"]\n[White \"" + Names[t.white].text + "\"]\n[Black \"" + Names[t.black].text + "\"]\n[Result \""
            + results[t.result] + "\"]\n";
        if (t.whiteElo)
            tags += "[WhiteElo \"" + std::to_string(t.whiteElo) + "\"]\n";
        if (t.blackElo)
            tags += "[BlackElo \"" + std::to_string(t.blackElo) + "\"]\n";
        if (t.eco)
            tags += "[ECO \"" + ecoText(std::uint16_t(t.eco)) + "\"]\n";
        text += tags + t.game.pgn.substr(t.game.pgn.find("\n\n") + 1);
        db.tags.push_back(std::move(t));
    }
    db.index = scanAll(text);
    return db;
}

const Database& theDatabase()
{
    static const Database db = makeDatabase();
    return db;
}

bool has(const char* plain, const std::string& part) { return std::string(plain).find(part) != std::string::npos; }

// The games of the test's own table that want keeps.
std::vector<std::uint32_t> expected(const std::function<bool(const Tags&)>& want)
{
    std::vector<std::uint32_t> games;
    for (std::size_t i = 0; i < theDatabase().tags.size(); ++i)
        if (want(theDatabase().tags[i]))
            games.push_back(std::uint32_t(i));
    return games;
}

std::vector<std::uint32_t> kept(const GameFilter& f) { return filteredGames(theDatabase().index.view(), f); }

} // namespace

TEST(GameFilter, TheDatabaseIsAsWritten)
{
    const Database& db = theDatabase();
    ASSERT_EQ(db.index.size(), db.tags.size());
    ASSERT_TRUE(db.index.errors().empty());
    for (std::size_t i = 0; i < db.tags.size(); ++i) {
        const GameRecord g = db.index.game(i);
        EXPECT_EQ(g.whiteElo, db.tags[i].whiteElo);
        EXPECT_EQ(g.blackElo, db.tags[i].blackElo);
        EXPECT_EQ(db.index.text(g.site), Sites[db.tags[i].site]);
    }
    EXPECT_EQ(kept(GameFilter()).size(), db.tags.size());
}

TEST(GameFilter, NamesMatchAnyPartWithoutAccentsOrCase)
{
    for (const std::string part : {"reti", "RÉTI", "ljubojevic", "carlsen", "hubner", "sahov", "magnus"}) {
        const std::string plain = foldName(part);
        GameFilter f;
        f.white = part;
        EXPECT_EQ(kept(f), expected([&](const Tags& t) { return has(Names[t.white].plain, plain); })) << part;
        f = {};
        f.black = part;
        EXPECT_EQ(kept(f), expected([&](const Tags& t) { return has(Names[t.black].plain, plain); })) << part;
        f = {};
        f.player = part;
        EXPECT_EQ(kept(f), expected([&](const Tags& t) {
                      return has(Names[t.white].plain, plain) || has(Names[t.black].plain, plain);
                  })) << part;
    }
    EXPECT_EQ(foldName("RÉTI"), "reti");
    EXPECT_EQ(foldName("Ljubojevic\xCC\x81"), "ljubojevic"); // decomposed: the combining acute dropped
    EXPECT_EQ(foldName("КАРПОВ, Анатолий"), "карпов, анатолии"); // й decomposes to и + breve, as NFKD does
}

TEST(GameFilter, EventAndSite)
{
    GameFilter f;
    f.event = "dortmund";
    EXPECT_EQ(kept(f), expected([](const Tags& t) { return t.event == 1; }));
    f = {};
    f.site = "NED";
    EXPECT_EQ(kept(f), expected([](const Tags& t) { return t.site == 2; }));
    f.event = "moscow";
    EXPECT_EQ(kept(f), expected([](const Tags& t) { return t.site == 2 && t.event == 0; }));
}

TEST(GameFilter, RatingRanges)
{
    GameFilter f;
    f.whiteElo = {2400, 2600};
    EXPECT_EQ(kept(f), expected([](const Tags& t) { return t.whiteElo >= 2400 && t.whiteElo <= 2600; }));
    f = {};
    f.blackElo = {2500, 0};
    EXPECT_EQ(kept(f), expected([](const Tags& t) { return t.blackElo >= 2500; }));
    f = {};
    f.averageElo = {0, 2300};
    EXPECT_EQ(kept(f), expected([](const Tags& t) {
                  return t.whiteElo && t.blackElo && (t.whiteElo + t.blackElo) / 2 <= 2300;
              }));
    EXPECT_FALSE(kept(f).empty());
}

TEST(GameFilter, DateRangeKeepsPartlyKnownDatesThatCouldFall)
{
    GameFilter f;
    f.date = *parseDateRange("1995.06.15-2001.03");
    // The test's own reading: a game's earliest and latest possible day against the bounds.
    EXPECT_EQ(kept(f), expected([](const Tags& t) {
                  if (!t.year)
                      return false;
                  const int lo = t.year * 10000 + t.month * 100 + t.day;
                  const int hi = t.year * 10000 + (t.month ? t.month : 12) * 100 + (t.day ? t.day : 31);
                  return hi >= 19950615 && lo <= 20010331;
              }));
    f.date = *parseDateRange("1990-1990");
    EXPECT_EQ(kept(f), expected([](const Tags& t) { return t.year == 1990; }));
}

TEST(GameFilter, ResultEcoAndPlies)
{
    GameFilter f;
    f.result = int(GameResult::Draw);
    EXPECT_EQ(kept(f), expected([](const Tags& t) { return t.result == 2; }));
    f = {};
    f.eco = *parseEcoRange("b");
    EXPECT_EQ(kept(f), expected([](const Tags& t) { return t.eco / 100 == 'B'; }));
    f.eco = *parseEcoRange("C20-D05");
    EXPECT_EQ(kept(f), expected([](const Tags& t) { return t.eco >= 'C' * 100 + 20 && t.eco <= 'D' * 100 + 5; }));
    f = {};
    f.plies = {20, 40};
    EXPECT_EQ(kept(f), expected([](const Tags& t) { return t.plies >= 20 && t.plies <= 40; }));
    f.result = int(GameResult::WhiteWins);
    f.player = "carlsen";
    EXPECT_EQ(kept(f), expected([](const Tags& t) {
                  return t.plies >= 20 && t.plies <= 40 && t.result == 1
                      && (has(Names[t.white].plain, "carlsen") || has(Names[t.black].plain, "carlsen"));
              }));
}

TEST(GameFilter, RangesAreRead)
{
    EXPECT_EQ(parseNumberRange("2200-2400"), (GameFilter::Range{2200, 2400}));
    EXPECT_EQ(parseNumberRange("2200-"), (GameFilter::Range{2200, 0}));
    EXPECT_EQ(parseNumberRange("-2400"), (GameFilter::Range{0, 2400}));
    EXPECT_EQ(parseNumberRange("2300"), (GameFilter::Range{2300, 2300}));
    EXPECT_FALSE(parseNumberRange("x"));
    EXPECT_FALSE(parseNumberRange("-"));
    EXPECT_EQ(parseDateRange("1995.06"), (GameFilter::Range{19950600, 19950631}));
    EXPECT_FALSE(parseDateRange("1995.13"));
    EXPECT_EQ(parseEcoRange("B9"), (GameFilter::Range{'B' * 100 + 90, 'B' * 100 + 99}));
    EXPECT_FALSE(parseEcoRange("F00"));
}

// The explorer's rows from the start and after 1st moves, over the filter's games only, against
// the test's own count of what those games played.
TEST(GameFilter, ExplorerAndPositionSearchCountOnlyTheFilter)
{
    const Database& db = theDatabase();
    GameFilter f;
    f.player = "carlsen";
    const std::vector<std::uint8_t> mask = filterMask(db.index.view(), f);
    const auto inFilter = [&](const Tags& t) {
        return has(Names[t.white].plain, "carlsen") || has(Names[t.black].plain, "carlsen");
    };
    for (const int plies : {0, 1, 2}) {
        const core::Position target = positionsOf(db.tags[3].game)[std::size_t(plies)];
        std::map<std::string, int> want;
        std::set<std::uint32_t> wantGames;
        for (std::size_t i = 0; i < db.tags.size(); ++i) {
            const std::vector<core::Position> path = positionsOf(db.tags[i].game);
            for (std::size_t p = 0; p < path.size(); ++p)
                if (path[p].key() == target.key()) {
                    if (inFilter(db.tags[i])) {
                        wantGames.insert(std::uint32_t(i));
                        if (p < db.tags[i].game.moves.size())
                            ++want[core::toSan(path[p], db.tags[i].game.moves[p])];
                    }
                    break;
                }
        }
        const std::vector<PositionHit> hits =
            findPosition(db.index, target, SearchMode::ExactPosition, 2, nullptr, &mask);
        std::set<std::uint32_t> found;
        for (const PositionHit& h : hits)
            found.insert(h.game);
        EXPECT_EQ(found, wantGames) << plies;
        std::map<std::string, int> rows;
        for (const openings::ExplorerMove& r : movesAfterHits(db.index.view(), target, hits))
            rows[r.san] = int(r.games);
        EXPECT_EQ(rows, want) << plies;
        EXPECT_LT(found.size(), findPosition(db.index, target).size()) << "the filter narrows nothing";
    }
}

TEST(GameFilter, PlayerReportByColourAndOpening)
{
    const Database& db = theDatabase();
    const PlayerReport r = playerReport(db.index.view(), "reti");
    ScoreLine white, black;
    std::map<int, int> whiteEcos;
    for (const Tags& t : db.tags) {
        const bool w = t.white == 0, b = t.black == 0;
        if (w) {
            white.add(GameResult(t.result), true);
            ++whiteEcos[t.eco];
        } else if (b) {
            black.add(GameResult(t.result), false);
        }
    }
    EXPECT_EQ(r.asWhite.games, white.games);
    EXPECT_EQ(r.asWhite.wins, white.wins);
    EXPECT_EQ(r.asWhite.losses, white.losses);
    EXPECT_EQ(r.asBlack.games, black.games);
    EXPECT_EQ(r.asBlack.draws, black.draws);
    EXPECT_EQ(r.names, std::vector<std::string>{"Réti, Richard"});
    std::map<int, int> reported;
    for (const PlayerReport::Opening& o : r.whiteOpenings)
        reported[o.eco] = int(o.line.games);
    EXPECT_EQ(reported, whiteEcos);
    for (std::size_t k = 1; k < r.whiteOpenings.size(); ++k)
        EXPECT_GE(r.whiteOpenings[k - 1].line.games, r.whiteOpenings[k].line.games);
}

namespace {

// The test's own reading of a file's tags: one game per tag section (a tag line after other text),
// each game's White and Black values lower-cased (ASCII).
std::vector<std::pair<std::string, std::string>> playersOf(const std::string& text)
{
    std::vector<std::pair<std::string, std::string>> games;
    bool inTags = false;
    std::size_t at = 0;
    while (at < text.size()) {
        std::size_t end = text.find('\n', at);
        if (end == std::string::npos)
            end = text.size();
        std::string line = text.substr(at, end - at);
        at = end + 1;
        const bool tag = !line.empty() && line[0] == '[';
        if (tag && !inTags)
            games.emplace_back();
        inTags = tag;
        for (const auto& [name, side] : {std::pair{"[White \"", 0}, std::pair{"[Black \"", 1}})
            if (tag && line.rfind(name, 0) == 0) {
                std::string v = line.substr(std::string(name).size());
                for (char& c : v)
                    c = char(c >= 'A' && c <= 'Z' ? c + 32 : c);
                (side == 0 ? games.back().first : games.back().second) = v;
            }
    }
    return games;
}

} // namespace

// A player across the real files: the filter's count against the test's own reading of the tags.
TEST(GameFilter, RealFilesPlayerAcrossFiles)
{
    const std::string dir = std::string(KIBITZ_SHARED_DIR) + "/realpgn/";
    const std::vector<std::string> files = {"masters-Karpov-cairoboard.pgn", "masters-Kasparov-cairoboard.pgn",
                                            "masters-Korchnoi-cairoboard.pgn", "pgnextract-petrosian.pgn"};
    std::size_t found = 0, want = 0, total = 0;
    for (const std::string& name : files) {
        std::FILE* f = std::fopen((dir + name).c_str(), "rb");
        if (!f)
            GTEST_SKIP() << "no " << dir << name << " (the shared real PGN files are missing)";
        std::string text;
        char buffer[65536];
        for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, f)) > 0;)
            text.append(buffer, n);
        std::fclose(f);
        const GameIndex index = scanAll(text);
        GameFilter filter;
        filter.player = "KARPOV";
        found += filteredGames(index.view(), filter).size();
        total += index.size();
        for (const auto& [white, black] : playersOf(text))
            want += white.find("karpov") != std::string::npos || black.find("karpov") != std::string::npos;
    }
    EXPECT_EQ(found, want);
    EXPECT_GT(found, 1000u);
    EXPECT_LT(found, total);
}

// The games a player plays, for puzzles from a database (issue 29): by the index's names, with the
// colours, only where the filter's mask keeps the game, never a broken game; each name asked once.
TEST(GameFilter, GamesOfPlayer)
{
    const std::string text = "[White \"Trainee\"]\n[Black \"Other\"]\n\n1. e4 e5 *\n\n"
                             "[White \"Other\"]\n[Black \"Trainee\"]\n\n1. d4 d5 *\n\n"
                             "[White \"Someone\"]\n[Black \"Else\"]\n\n1. c4 c5 *\n\n"
                             "[White \"Trainee\"]\n[Black \"Other\"]\n\n1. e4 Ke7 2. Qxe7 *\n\n"
                             "[White \"Trainee\"]\n[Black \"Trainee\"]\n\n1. Nf3 *\n";
    const GameIndex index = scanAll(text);
    ASSERT_EQ(index.size(), 5u);
    std::map<std::string, int> asked;
    const auto isTrainee = [&asked](std::string_view name) {
        ++asked[std::string(name)];
        return name == "Trainee";
    };
    // Game 4 is broken (2. Qxe7 is illegal).
    EXPECT_EQ(gamesOfPlayer(index.view(), isTrainee),
              (std::vector<PlayerGame>{{0, true, false}, {1, false, true}, {4, true, true}}));
    for (const auto& [name, times] : asked)
        EXPECT_EQ(times, 1) << name;
    const std::vector<std::uint8_t> mask = {0, 1, 1, 1, 0};
    EXPECT_EQ(gamesOfPlayer(index.view(), isTrainee, &mask), (std::vector<PlayerGame>{{1, false, true}}));
}

TEST(GameFilter, RangeTextsReadBack)
{
    for (const char* text : {"2200-2400", "2200-", "-2400", "2300"})
        EXPECT_EQ(numberRangeText(*parseNumberRange(text)), text);
    for (const char* text : {"1995.06.15-2001.03.31", "1990-", "-1999.12", "1995.06.15"})
        EXPECT_EQ(parseDateRange(dateRangeText(*parseDateRange(text))), parseDateRange(text)) << text;
    for (const char* text : {"B90-B99", "A00-", "C42"})
        EXPECT_EQ(ecoRangeText(*parseEcoRange(text)), text);
    EXPECT_EQ(numberRangeText({}), "");
}
