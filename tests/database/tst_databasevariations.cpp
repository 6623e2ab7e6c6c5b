// The index checks a game's variations as the full reader does (tester: a Lichess study file had
// four games with illegal moves, three of them in variations; the Games panel counted one and
// listed three that could not be opened). Every game the reader refuses is broken in the index,
// with the same game, line and column; every game it reads is sound there, with its main line.
#include "database/pgnscanner.h"
#include "game/pgnreader.h"

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <tuple>

using namespace kibitz;
using namespace kibitz::database;

namespace {

// A game with White's name and its movetext (tags, an empty line, the movetext).
std::string game(const std::string& white, const std::string& moves)
{
    return "[White \"" + white + "\"]\n[Black \"X\"]\n\n" + moves + "\n\n";
}

using Place = std::tuple<int, int, int>; // game, line, column

// Games sound in one and broken in the other are the point: both views of the file must agree.
void expectSameBrokenGames(const std::string& text)
{
    std::set<Place> reader, index;
    for (const game::PgnError& e : game::readPgn(text).errors)
        reader.insert({e.game, e.line, e.column});
    for (int threads : {1, 2}) {
        ScanOptions options;
        options.threads = threads;
        options.chunkBytes = 64;
        const GameIndex scanned = scanAll(text, options);
        index.clear();
        for (const ScanError& e : scanned.errors())
            index.insert({int(e.game), int(e.line), int(e.column)});
        EXPECT_EQ(index, reader) << threads << " threads";
        std::size_t broken = 0;
        for (std::size_t i = 0; i < scanned.size(); ++i)
            broken += scanned.game(i).broken;
        EXPECT_EQ(broken, reader.size());
    }
}

TEST(DatabaseVariations, AnIllegalMoveInAVariationBreaksItsGame)
{
    const std::string text = game("sound", "1. e4 e5 (1... c5 2. Nf3 (2. Nc3 Nc6) d6) 2. Nf3 *")
        + game("first level", "1. e4 e5 (1... Ke7) 2. Nf3 *") // Ke7: the e-pawn is still on e7
        + game("second level", "1. e4 e5 (1... c5 2. Nf3 (2. Bb4) d6) 2. Nf3 *") // no bishop reaches b4
        + game("after the main line", "1. d4 d5 2. c4 (2. Bxf7) 2... e6 *")
        + game("sound again", "1. e4 (1. d4 d5 (1... Nf6 2. c4) 2. c4) 1... e5 (1... Z0 2. d4) 2. Nf3 *");
    expectSameBrokenGames(text);
    const GameIndex scanned = scanAll(text, ScanOptions{});
    ASSERT_EQ(scanned.size(), 5u);
    EXPECT_EQ(scanned.game(0).plies, 3); // the main line only, as before
    EXPECT_EQ(scanned.game(4).plies, 3);
    ASSERT_EQ(scanned.errors().size(), 3u);
    EXPECT_EQ(scanned.errors()[0].kind, ScanErrorKind::IllegalMove);
    EXPECT_EQ(scanned.errors()[0].detail, "Ke7");
}

TEST(DatabaseVariations, AVariationWithoutAMoveOrWithAResultBreaksItsGame)
{
    expectSameBrokenGames(game("no move", "(1. d4) 1. e4 e5 *") + game("result", "1. e4 e5 (1... c5 1-0) 2. Nf3 *")
                          + game("sound", "1. e4 c5 2. Nf3 *"));
}

} // namespace
