// The explorer's answer past the opening table (issue 16): what the games that reach a position
// played there, found by a position search over a snapshot of the games — checked against brute
// force over random games at every depth — and ExplorerSearch, which runs it off the GUI thread.
#include "databasehelpers.h"

#include "database/pgnscanner.h"
#include "database/positionsearch.h"
#include "explorersearch.h"

#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

#include <array>
#include <map>

using namespace kibitz;
using namespace kibitz::database;
using namespace kibitz::test;

namespace {

// Brute force: for each game, the move after its first visit of pos -> games, 1-0, draws, 0-1.
std::map<std::uint16_t, std::array<int, 4>> playedFrom(const std::vector<RandomGame>& games, const GameIndex& index,
                                                       const core::Position& pos)
{
    std::map<std::uint16_t, std::array<int, 4>> out;
    for (std::size_t i = 0; i < games.size(); ++i) {
        const std::vector<core::Position> positions = positionsOf(games[i]);
        for (std::size_t p = 0; p < positions.size(); ++p) {
            if (positions[p].key() != pos.key())
                continue;
            if (p < games[i].moves.size()) {
                auto& c = out[games[i].moves[p].raw()];
                ++c[0];
                const int result = int(index.game(i).result);
                c[std::size_t(result)] += result > 0;
            }
            break;
        }
    }
    return out;
}

} // namespace

TEST(ExplorerSearch, MovesAfterHitsAreWhatTheGamesPlayedThereAtAnyDepth)
{
    const auto [text, games] = randomFile(300, 11);
    const GameIndex index = scanAll(text);
    const GameView view = index.view();
    int checked = 0, deep = 0;
    // Positions of a few games at every ply: the shared start, novelties, the tails only one game
    // plays (the opening table leaves those out) and positions past its 24 plies.
    for (const std::size_t g : {std::size_t(0), std::size_t(5), std::size_t(17), std::size_t(123)}) {
        const std::vector<core::Position> positions = positionsOf(games[g]);
        for (std::size_t p = 0; p < positions.size(); p += 3) {
            const core::Position& pos = positions[p];
            const auto expected = playedFrom(games, index, pos);
            const openings::ExplorerMoves rows = movesAfterHits(view, pos, findPosition(view, pos));
            ASSERT_EQ(rows.size(), expected.size()) << "game " << g << " ply " << p;
            std::uint32_t previous = ~0u;
            for (const openings::ExplorerMove& r : rows) {
                const auto it = expected.find(r.move.raw());
                ASSERT_NE(it, expected.end()) << r.san;
                EXPECT_EQ(int(r.games), it->second[0]) << r.san;
                EXPECT_EQ(int(r.whiteWins), it->second[1]);
                EXPECT_EQ(int(r.draws), it->second[2]);
                EXPECT_EQ(int(r.blackWins), it->second[3]);
                EXPECT_EQ(r.san, core::toSan(pos, r.move));
                EXPECT_GE(r.averageYear, 1990);
                EXPECT_LE(r.averageYear, 2019);
                EXPECT_LE(r.games, previous); // most played first
                previous = r.games;
            }
            ++checked;
            deep += p > 24 && !rows.empty();
        }
    }
    EXPECT_GT(checked, 20);
    EXPECT_GT(deep, 0); // past the opening table's depth
}

TEST(ExplorerSearch, AnswersOffTheGuiThreadAndDropsStaleAnswers)
{
    const auto [text, games] = randomFile(200, 5);
    const GameIndex index = scanAll(text);
    const core::Position deep = positionsOf(games[3])[30 < games[3].moves.size() ? 30 : games[3].moves.size() - 1];
    const core::Position start = core::Position::startPosition();

    ExplorerSearch search;
    QSignalSpy found(&search, &ExplorerSearch::found);
    search.find(deep, index.view());
    EXPECT_FALSE(search.answer(deep.key()).has_value());
    // Asked for another position at once: only the newest answer arrives.
    search.find(start, index.view());
    ASSERT_TRUE(found.wait(20000));
    QCoreApplication::processEvents(); // a stale queued answer, if any, would land now
    ASSERT_EQ(found.size(), 1);
    EXPECT_EQ(found.at(0).at(0).value<core::Key>(), start.key());
    EXPECT_FALSE(search.answer(deep.key()).has_value());
    const std::optional<openings::ExplorerMoves> rows = search.answer(start.key());
    ASSERT_TRUE(rows.has_value());
    const openings::ExplorerMoves direct = movesAfterHits(index.view(), start, findPosition(index, start));
    ASSERT_EQ(rows->size(), direct.size());
    for (std::size_t i = 0; i < direct.size(); ++i) {
        EXPECT_EQ((*rows)[i].move, direct[i].move);
        EXPECT_EQ((*rows)[i].games, direct[i].games);
    }
    EXPECT_FALSE(search.isSearching());

    // The answer held is not searched again; reset forgets it.
    search.find(start, index.view());
    EXPECT_FALSE(search.isSearching());
    search.reset();
    EXPECT_FALSE(search.answer(start.key()).has_value());
}
