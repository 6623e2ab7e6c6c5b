// ECO names: a small table written here (hand-written lines, transpositions, the deepest match
// along the path), broken or missing tables, and pgn-extract's eco.pgn when it is installed.
#include "game/pgnreader.h"
#include "openings/ecoclassifier.h"
#include "openingshelpers.h"

#include <gtest/gtest.h>

#include <filesystem>

using namespace kibitz;
using namespace kibitz::openings;
using kibitz::test::pathOf;

namespace {

const char* const SmallTable = R"({ A table in pgn-extract's layout. }

[ECO "B00"]
[Opening "King's pawn opening"]

1. e4 *

[ECO "C20"]
[Opening "King's pawn game"]

1. e4 e5 *

[ECO "C40"]
[Opening "King's knight opening"]

1. e4 e5 2. Nf3 *

[ECO "C42"]
[Opening "Petrov's defence"]

1. e4 e5 2. Nf3 Nf6 *

[ECO "C45"]
[Opening "Scotch game"]
[Variation "Schmidt variation"]

1. e4 e5 2. Nf3 Nc6 3. d4 exd4 4. Nxd4 Nf6 *

[Event "no ECO tag: skipped"]

1. d4 *

[ECO "A00"]
[Opening "broken: skipped"]

1. e4 e4 *
)";

// The table above, read; fails the test when it cannot be read.
EcoTable smallTable()
{
    EcoError error;
    auto table = EcoTable::fromPgn(SmallTable, "small.pgn", error);
    EXPECT_TRUE(table) << error.message.english();
    return table ? *table : EcoTable();
}

} // namespace

TEST(EcoTable, NamesThePositionsOfItsLines)
{
    const EcoTable table = smallTable();
    EXPECT_EQ(table.size(), 5u);
    const auto petrov = table.lookup(pathOf({"e4", "e5", "Nf3", "Nf6"}).back());
    ASSERT_TRUE(petrov);
    EXPECT_EQ(petrov->eco, "C42");
    EXPECT_EQ(petrov->name, "Petrov's defence");
    const auto scotch = table.lookup(pathOf({"e4", "e5", "Nf3", "Nc6", "d4", "exd4", "Nxd4", "Nf6"}).back());
    ASSERT_TRUE(scotch);
    EXPECT_EQ(scotch->name, "Scotch game, Schmidt variation");
    EXPECT_FALSE(table.lookup(pathOf({"d4"}).back())); // its game has no ECO tag
    EXPECT_FALSE(table.lookup(pathOf({}).back()));
}

TEST(EcoTable, ClassifiesByTheDeepestPositionAlongThePath)
{
    const EcoTable table = smallTable();
    const auto petrov = table.classify(pathOf({"e4", "e5", "Nf3", "Nf6", "Nxe5", "d6", "Nf3"}));
    ASSERT_TRUE(petrov);
    EXPECT_EQ(petrov->eco, "C42");
    EXPECT_EQ(petrov->ply, 4);
    // Nc6 is not in the table: the last named position is after 2. Nf3.
    const auto knight = table.classify(pathOf({"e4", "e5", "Nf3", "Nc6", "Bb5"}));
    ASSERT_TRUE(knight);
    EXPECT_EQ(knight->eco, "C40");
    EXPECT_EQ(knight->ply, 3);
    EXPECT_FALSE(table.classify(pathOf({"a3", "e5"})));
}

TEST(EcoTable, TranspositionsFindTheSameOpening)
{
    const EcoTable table = smallTable();
    const auto petrov = table.classify(pathOf({"Nf3", "Nf6", "e4", "e5", "Bc4"}));
    ASSERT_TRUE(petrov);
    EXPECT_EQ(petrov->eco, "C42");
    EXPECT_EQ(petrov->ply, 4);

    // The same from moves and from a game tree (the PGN reader's).
    const auto path = pathOf({"Nf3", "Nf6", "e4", "e5"});
    std::vector<core::Move> moves;
    const auto read = game::readPgn("1. Nf3 Nf6 2. e4 e5 3. Bc4 *");
    ASSERT_EQ(read.games.size(), 1u);
    const game::Game& game = read.games[0];
    const auto fromTree = table.classify(game.tree, game::mainLineEnd(game.tree));
    ASSERT_TRUE(fromTree);
    EXPECT_EQ(fromTree->eco, "C42");
    EXPECT_EQ(fromTree->ply, 4);
    for (const game::NodeId id : game.tree.path(game::mainLineEnd(game.tree)))
        if (id != game::RootNode)
            moves.push_back(game.tree.node(id).move);
    const auto fromMoves = table.classify(path.front(), moves);
    ASSERT_TRUE(fromMoves);
    EXPECT_EQ(fromMoves->ply, 4);
}

TEST(EcoTable, MissingOrEmptyTablesSaySo)
{
    const test::TempDir dir;
    EcoError error;
    EXPECT_FALSE(EcoTable::load(dir.path("eco.pgn"), error));
    EXPECT_EQ(error.code, EcoError::CannotOpen);
    EXPECT_EQ(error.message.id, core::MessageId::EcoCannotRead);
    EXPECT_NE(error.message.english().find("eco.pgn"), std::string::npos) << error.message.english();
    EXPECT_FALSE(EcoTable::load(dir.write("games.pgn", "[Event \"x\"]\n\n1. e4 e5 *\n"), error));
    EXPECT_EQ(error.code, EcoError::NoOpenings);
    EXPECT_EQ(error.message.id, core::MessageId::EcoNoOpenings);
    EXPECT_NE(error.message.english().find("games.pgn names no opening"), std::string::npos)
        << error.message.english();
    EXPECT_TRUE(EcoTable::load(dir.write("small.pgn", SmallTable), error)) << error.message.english();
}

// pgn-extract's table: well-known openings get their well-known codes.
TEST(EcoTable, DebianPgnExtractTable)
{
    if (!std::filesystem::exists(DebianEcoPath))
        GTEST_SKIP() << DebianEcoPath << " is not installed (Debian package pgn-extract)";
    EcoError error;
    const auto table = EcoTable::load(DebianEcoPath, error);
    ASSERT_TRUE(table) << error.message.english();
    EXPECT_GT(table->size(), 1500u);
    const auto code = [&](const std::vector<std::string>& sans) {
        const auto match = table->classify(pathOf(sans));
        return match ? match->eco : std::string("none");
    };
    EXPECT_EQ(code({"e4", "e5", "Nf3", "Nf6"}), "C42");
    EXPECT_EQ(code({"e4", "e5", "Nf3", "Nc6", "Bb5"}), "C60");
    EXPECT_EQ(code({"d4", "d5", "c4", "e6", "Nc3", "Nf6"}).substr(0, 2), "D3");
    EXPECT_EQ(code({"e4", "c5"}), "B20");
    // The Queen's Gambit Declined reached through the English.
    EXPECT_EQ(code({"c4", "e6", "Nc3", "d5", "d4", "Nf6"}), code({"d4", "d5", "c4", "e6", "Nc3", "Nf6"}));
}
