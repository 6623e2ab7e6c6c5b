// The explorer's opening table (issue 16): its counts checked against brute force over random
// games and games sharing long lines, a game counted once per position, and where a shared line
// ends.
#include "databasehelpers.h"

#include "core/san.h"
#include "database/pgnscanner.h"

#include <gtest/gtest.h>

#include <array>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

using namespace kibitz;
using namespace kibitz::database;
using namespace kibitz::test;

namespace {

using ExplorerCounts = std::map<std::pair<core::Key, std::uint16_t>, std::array<int, 4>>;

// The explorer's counts by brute force over every game: for each (position, move) of the first
// plies the table indexes, the games, White wins, draws and Black wins, where another game reached
// the position by the same moves (the table's rule: a line one game alone plays is left out).
ExplorerCounts bruteForceCounts(const GameIndex& index, const std::vector<RandomGame>& games)
{
    std::map<std::vector<std::uint16_t>, int> prefixCount;
    for (const RandomGame& g : games)
        for (std::size_t p = 0; p <= g.moves.size(); ++p) {
            std::vector<std::uint16_t> prefix;
            for (std::size_t k = 0; k < p; ++k)
                prefix.push_back(g.moves[k].raw());
            ++prefixCount[prefix];
        }
    ExplorerCounts counts;
    for (std::size_t i = 0; i < games.size(); ++i) {
        const auto positions = positionsOf(games[i]);
        const int result = int(index.game(i).result);
        std::vector<std::uint16_t> prefix;
        std::set<core::Key> seen; // a game counts once per position
        for (std::size_t p = 0;
             p < games[i].moves.size() && p < std::size_t(OpeningTable::DefaultPlies) && prefixCount[prefix] >= 2;
             ++p) {
            if (seen.insert(positions[p].key()).second) {
                auto& c = counts[{positions[p].key(), games[i].moves[p].raw()}];
                ++c[0];
                c[std::size_t(result)] += result > 0;
            }
            prefix.push_back(games[i].moves[p].raw());
        }
    }
    return counts;
}

// Expects the explorer's rows for pos to be the brute-force counts, most played first; returns
// how many rows have one game (a novelty's compact entry).
int expectExplorerRows(const GameIndex& index, ExplorerCounts& counts, const core::Position& pos)
{
    const openings::ExplorerMoves rows = index.openings().movesFrom(pos);
    std::uint32_t previous = ~0u;
    std::size_t played = 0;
    for (const auto& [key, c] : counts)
        played += key.first == pos.key();
    EXPECT_EQ(rows.size(), played); // every move played there, none made up
    int singles = 0;
    for (const openings::ExplorerMove& r : rows) {
        const auto& c = counts[{pos.key(), r.move.raw()}];
        EXPECT_EQ(int(r.games), c[0]) << r.san;
        EXPECT_EQ(int(r.whiteWins), c[1]);
        EXPECT_EQ(int(r.draws), c[2]);
        EXPECT_EQ(int(r.blackWins), c[3]);
        EXPECT_GE(r.averageYear, 1990);
        EXPECT_LE(r.averageYear, 2019);
        EXPECT_LE(r.games, previous); // most played first
        previous = r.games;
        EXPECT_EQ(r.san, core::toSan(pos, r.move));
        singles += r.games == 1;
    }
    return singles;
}

} // namespace

TEST(Database, ExplorerCountsMovesOfSharedPositionsWithResults)
{
    const auto [text, games] = randomFile(400, 3);
    const GameIndex index = scanAll(text);
    ExplorerCounts counts = bruteForceCounts(index, games);
    int singles = 0;
    // The start and a few early positions are shared by many games: counts must be exact there.
    // Ply 4 is the first with every move allowed: moves one game alone played appear there.
    for (const core::Position& pos : {positionsOf(games[0])[0], positionsOf(games[0])[2], positionsOf(games[1])[3],
                                      positionsOf(games[2])[4], positionsOf(games[7])[4]}) {
        ASSERT_FALSE(index.openings().movesFrom(pos).empty());
        singles += expectExplorerRows(index, counts, pos);
    }
    EXPECT_GT(singles, 0); // the novelties' compact entries were exercised
}

// Games follow one of a few long lines for 0 to 30 plies before going their own way; some are
// copies of an earlier game, some end within the line. Their move codes share long beginnings
// (more than the table's sort looks at first) and some are a beginning of others.
TEST(Database, ExplorerCountsLinesSharedDeepAndGamesEndingInThem)
{
    std::mt19937 rng(11);
    std::vector<std::vector<core::Move>> lines;
    for (int k = 0; k < 4; ++k)
        lines.push_back(randomGame(rng, 30, 0).moves);
    std::vector<RandomGame> games;
    std::string text;
    for (int i = 0; i < 600; ++i) {
        const std::vector<core::Move>& line = lines[rng() % lines.size()];
        const auto follow = std::ptrdiff_t(rng() % 31);
        games.push_back(i % 10 == 9 ? games[rng() % games.size()]
                                    : randomGame(rng, 1 + int(rng() % 40), int(rng() % 4),
                                                 std::vector<core::Move>(line.begin(), line.begin() + follow)));
        text += games.back().pgn;
    }
    const GameIndex index = scanAll(text);
    ASSERT_EQ(index.size(), games.size());
    ExplorerCounts counts = bruteForceCounts(index, games);
    int singles = 0, deepShared = 0;
    for (const std::vector<core::Move>& line : lines) {
        RandomGame g;
        g.moves = line;
        const auto positions = positionsOf(g);
        for (std::size_t ply = 0; ply < positions.size(); ++ply) { // past the indexed plies too
            singles += expectExplorerRows(index, counts, positions[ply]);
            for (const openings::ExplorerMove& r : index.openings().movesFrom(positions[ply]))
                deepShared += ply >= 12 && r.games >= 2;
        }
    }
    EXPECT_GT(singles, 0);
    EXPECT_GT(deepShared, 0); // lines shared deeper than a few plies were exercised
}

TEST(Database, ExplorerCountsAGameOncePerPosition)
{
    // Two games go back to the start (Nf3 Nf6 Ng1 Ng8) before 3. e4; a third plays 1. e4 at once.
    const char* text = "1. Nf3 Nf6 2. Ng1 Ng8 3. e4 *\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. e4 *\n\n1. e4 e5 *\n";
    const GameIndex index = scanAll(text);
    const openings::ExplorerMoves rows = index.openings().movesFrom(core::Position::startPosition());
    ASSERT_EQ(rows.size(), 2u);
    EXPECT_EQ(rows[0].san, "Nf3");
    EXPECT_EQ(rows[0].games, 2u);
    EXPECT_EQ(rows[1].san, "e4");
    EXPECT_EQ(rows[1].games, 1u);
}

// One game ends where the other goes on with a move coded as a zero byte (3. Ra1: to a1, from the
// first origin): the line both played ends with the first game, not one ply further.
TEST(Database, ExplorerStopsWhereTheShorterGameOfALineEnds)
{
    const char* text = "1. Nc3 Nf6 2. Rb1 Ng8 *\n\n1. Nc3 Nf6 2. Rb1 Ng8 3. Ra1 Nf6 4. e4 *\n";
    const GameIndex index = scanAll(text);
    std::vector<core::Position> positions;
    index.replay(1, [&](const core::Position& pos, int) {
        positions.push_back(pos);
        return true;
    });
    ASSERT_EQ(positions.size(), 8u);
    const openings::ExplorerMoves afterNg8 = index.openings().movesFrom(positions[4]);
    ASSERT_EQ(afterNg8.size(), 1u);
    EXPECT_EQ(afterNg8[0].san, "Ra1");
    EXPECT_EQ(afterNg8[0].games, 1u);
    EXPECT_TRUE(index.openings().movesFrom(positions[5]).empty()); // the second game alone went on
}
