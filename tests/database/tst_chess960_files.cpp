// Chess960 in files and databases: the Variant names, every game of the real Chess960 files
// (../shared/realpgn/chess960-*.pgn: TCEC, the rapid world championship, cutechess) read by the
// full reader and written back with the same moves, and scanned by the database with the same
// positions, found again by a position search; move codes of Chess960 castling.
#include "corehelpers.h"

#include "core/chess960.h"
#include "core/fen.h"
#include "core/movegen.h"
#include "database/movecode.h"
#include "database/pgnscanner.h"
#include "database/positionsearch.h"
#include "game/pgnreader.h"
#include "game/pgnwriter.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

using namespace kibitz;

namespace {

// The text of every shared chess960-*.pgn file, by name; empty when the shared data is missing.
std::vector<std::pair<std::string, std::string>> realFiles()
{
    std::vector<std::pair<std::string, std::string>> files;
    const std::filesystem::path dir = std::filesystem::path(KIBITZ_SHARED_DIR) / "realpgn";
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
        const std::string name = entry.path().filename().string();
        if (name.rfind("chess960-", 0) != 0 || entry.path().extension() != ".pgn")
            continue;
        std::ifstream in(entry.path(), std::ios::binary);
        std::ostringstream text;
        text << in.rdbuf();
        files.emplace_back(name, text.str());
    }
    return files;
}

// Every move of the tree in pre-order (variations included) as UCI, with its depth.
void movesOf(const game::GameTree& tree, game::NodeId id, std::vector<std::string>& out, int depth = 0)
{
    for (const game::NodeId child : tree.node(id).children) {
        out.push_back(std::to_string(depth) + core::moveToUci(tree.node(child).move));
        movesOf(tree, child, out, depth + 1);
    }
}

// The keys of the main line's positions, the start included.
std::vector<core::Key> mainLineKeys(const game::GameTree& tree)
{
    std::vector<core::Key> keys;
    for (game::NodeId id = game::RootNode; id != game::NoNode; id = tree.mainChild(id))
        keys.push_back(tree.node(id).position.key());
    return keys;
}

TEST(Chess960Files, VariantNames)
{
    for (const char* name : {"Chess960", "chess 960", "fischerandom", "Fischerandom", "Chess960 (Fischer Random)",
                             "Fischer Random", "FRC"})
        EXPECT_TRUE(core::isChess960VariantName(name)) << name;
    for (const char* name : {"", "Standard", "crazyhouse", "Chess", "960x"})
        EXPECT_FALSE(core::isChess960VariantName(name)) << name;
}

// A Chess960 game from the standard arrangement (no FEN tag) stays one when written back.
TEST(Chess960Files, AGameWithoutFenIsWrittenWithVariantAndFen)
{
    const auto read = game::readPgn("[Variant \"chess 960\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O *\n");
    ASSERT_EQ(read.games.size(), 1u);
    const game::Game& g = read.games[0];
    EXPECT_TRUE(g.tree.startPosition().isChess960());
    std::string text;
    game::writePgn(text, g);
    EXPECT_NE(text.find("[Variant \"Chess960\"]"), std::string::npos) << text;
    EXPECT_NE(text.find("[SetUp \"1\"]"), std::string::npos) << text;
    EXPECT_NE(text.find("[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1\"]"), std::string::npos)
        << text;
    EXPECT_EQ(text.find("chess 960"), std::string::npos) << "one Variant tag, Kibitz's name";
    const auto again = game::readPgn(text);
    ASSERT_EQ(again.games.size(), 1u);
    EXPECT_TRUE(again.games[0].tree.startPosition().isChess960());
}

// Every game of the real files: read without an error, written back with the same moves (and
// variations), the same start position and a Variant tag; the database reads the same games.
TEST(Chess960Files, RealGamesReadWrittenAndIndexedWithTheSameMoves)
{
    const auto files = realFiles();
    if (files.empty())
        GTEST_SKIP() << "skipped: no chess960-*.pgn under " << KIBITZ_SHARED_DIR << "/realpgn";
    int games = 0;
    for (const auto& [name, text] : files) {
        const auto read = game::readPgn(text);
        ASSERT_TRUE(read.errors.empty()) << name << ": " << read.errors.front().message.english();
        const database::GameIndex index = database::scanAll(text);
        ASSERT_EQ(index.size(), read.games.size()) << name;
        for (std::size_t i = 0; i < read.games.size(); ++i) {
            const game::Game& g = read.games[i];
            EXPECT_TRUE(g.tree.startPosition().isChess960()) << name << " game " << i + 1;
            std::string written;
            game::writePgn(written, g);
            EXPECT_NE(written.find("[Variant \"Chess960\"]"), std::string::npos) << name << " game " << i + 1;
            const auto back = game::readPgn(written);
            ASSERT_EQ(back.games.size(), 1u) << name << " game " << i + 1 << "\n" << written;
            std::vector<std::string> before, after;
            movesOf(g.tree, game::RootNode, before);
            movesOf(back.games[0].tree, game::RootNode, after);
            EXPECT_EQ(before, after) << name << " game " << i + 1;
            EXPECT_EQ(back.games[0].tree.startPosition(), g.tree.startPosition()) << name << " game " << i + 1;
            // The database: a sound game marked Chess960, replayed through the same positions.
            const database::GameRecord r = index.game(i);
            EXPECT_FALSE(r.broken) << name << " game " << i + 1;
            EXPECT_TRUE(r.chess960) << name << " game " << i + 1;
            std::vector<core::Key> keys;
            index.replay(i, [&](const core::Position& pos, int) {
                keys.push_back(pos.key());
                return true;
            });
            EXPECT_EQ(keys, mainLineKeys(g.tree)) << name << " game " << i + 1;
            ++games;
        }
    }
    EXPECT_GT(games, 300);
    std::printf("read, wrote and indexed %d Chess960 games\n", games);
}

// A position of a Chess960 game is found by the position search in the games that reach it.
TEST(Chess960Files, PositionSearchFindsChess960Positions)
{
    const auto files = realFiles();
    if (files.empty())
        GTEST_SKIP() << "skipped: no chess960-*.pgn under " << KIBITZ_SHARED_DIR << "/realpgn";
    const std::string& text = files.front().second;
    const auto read = game::readPgn(text);
    const database::GameIndex index = database::scanAll(text);
    ASSERT_FALSE(read.games.empty());
    const game::GameTree& tree = read.games[0].tree;
    game::NodeId id = game::RootNode;
    for (int ply = 0; ply < 12 && tree.mainChild(id) != game::NoNode; ++ply)
        id = tree.mainChild(id);
    const core::Position target = tree.node(id).position;
    std::size_t expected = 0;
    for (const game::Game& g : read.games)
        for (const core::Key k : mainLineKeys(g.tree))
            if (k == target.key()) {
                ++expected;
                break;
            }
    const auto hits = database::findPosition(index, target, database::SearchMode::ExactPosition, 1);
    EXPECT_EQ(hits.size(), expected) << core::toFen(target);
    ASSERT_FALSE(hits.empty());
    EXPECT_EQ(hits[0].game, 0u);
}

// Every legal move of Chess960 positions (castling with the king staying, moving one file, or
// landing on its rook) decodes from its code.
TEST(Chess960Files, MoveCodesRoundTripChess960Castling)
{
    for (const char* fen : {"4k3/8/8/8/8/8/8/2R3KR w H - 0 1", "4k3/8/8/8/8/8/8/2RK4 w C - 0 1",
                            "4k3/8/8/8/8/8/8/R4K1R w HA - 0 1", "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1",
                            "rk5r/8/8/8/8/8/8/RK5R b HAha - 0 1"}) {
        const core::Position pos = test::fromFen(fen);
        core::MoveList legal;
        core::generateLegalMoves(pos, legal);
        int castlings = 0;
        for (const core::Move m : legal) {
            std::vector<std::uint8_t> code;
            database::encodeMove(pos, m, code);
            const std::uint8_t* p = code.data();
            EXPECT_EQ(database::decodeMove(pos, p), m) << fen << " " << core::moveToUci(m);
            castlings += m.kind() == core::Move::Castling;
        }
        EXPECT_GT(castlings, 0) << fen;
    }
}

} // namespace
