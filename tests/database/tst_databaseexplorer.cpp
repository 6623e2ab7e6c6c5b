// The explorer's opening table (issue 16): its counts checked against brute force over random
// games and games sharing long lines, a game counted once per position, and where a shared line
// ends.
#include "databasehelpers.h"

#include "core/san.h"
#include "database/keptindex.h"
#include "database/mappedfile.h"
#include "database/pgnscanner.h"

#include <gtest/gtest.h>

#include <unistd.h>

#include <array>
#include <filesystem>
#include <fstream>
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

namespace {

// Games follow one of a few long lines for 0 to 30 plies before going their own way; some are
// copies of an earlier game, some end within the line. Their move codes share long beginnings
// (more than the table's sort looks at first) and some are a beginning of others.
struct DeepLines {
    std::vector<std::vector<core::Move>> lines;
    std::vector<RandomGame> games;
    std::string text;
    DeepLines();
};

DeepLines::DeepLines()
{
    std::mt19937 rng(11);
    for (int k = 0; k < 4; ++k)
        lines.push_back(randomGame(rng, 30, 0).moves);
    for (int i = 0; i < 600; ++i) {
        const std::vector<core::Move>& line = lines[rng() % lines.size()];
        const auto follow = std::ptrdiff_t(rng() % 31);
        games.push_back(i % 10 == 9 ? games[rng() % games.size()]
                                    : randomGame(rng, 1 + int(rng() % 40), int(rng() % 4),
                                                 std::vector<core::Move>(line.begin(), line.begin() + follow)));
        text += games.back().pgn;
    }
}

// The explorer's rows of every position of the long lines against brute force.
void expectDeepLines(const GameIndex& index, const DeepLines& deep)
{
    ASSERT_EQ(index.size(), 600u);
    ExplorerCounts counts = bruteForceCounts(index, deep.games);
    int singles = 0, deepShared = 0;
    for (const std::vector<core::Move>& line : deep.lines) {
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

} // namespace

TEST(Database, ExplorerCountsLinesSharedDeepAndGamesEndingInThem)
{
    const DeepLines deep;
    expectDeepLines(scanAll(deep.text), deep);
}

// A first kept index builds the table from the codes spilled to a file while scanning (many
// parts on two threads), read in file order and given back as it goes: the same counts, and
// the same again from the kept file.
TEST(Database, ExplorerCountsFromSpilledMoveCodes)
{
    const DeepLines deep;
    const auto dir = std::filesystem::temp_directory_path() / ("tst_databaseexplorer_" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    const std::string path = (dir / "deep.pgn").string();
    std::ofstream(path, std::ios::binary) << deep.text;
    {
        MappedFile file;
        ASSERT_TRUE(file.open(path));
        ScanOptions options;
        options.threads = 2;
        options.chunkBytes = 2048;
        options.spill = makeCodeSpill(dir.string(), file.bytes().size());
        ASSERT_TRUE(options.spill);
        GameIndex index;
        scanInto(index, file.bytes(), 0, options);
        EXPECT_EQ(index.mappedCodeBytes(), index.codeBytes()); // none in memory
        EXPECT_GT(index.codeBytes(), 0u);
        index.buildOpenings();
        expectDeepLines(index, deep);
        options.spill.reset();
        const KeptScan kept = indexKept(file, path, (dir / "cache").string(), options);
        EXPECT_TRUE(kept.kept);
        expectDeepLines(kept.index, deep);
    }
    std::filesystem::remove_all(dir);
}
