// Issue 16 robustness: a '{' or '(' that is never closed breaks its own game only. The game is
// listed with the error where the brace opened and the scan goes on at the next game; every
// thread count and chunk size reads the same index.
#include "databasehelpers.h"

#include "database/pgnscanner.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace kibitz;
using namespace kibitz::database;
using namespace kibitz::test;

namespace {

// A game with White's name, as a tag section and one line of movetext (five lines).
std::string game(const std::string& white, const std::string& moves)
{
    return "[White \"" + white + "\"]\n[Black \"X\"]\n\n" + moves + "\n\n";
}

// The one-thread index of text.
GameIndex scanOne(const std::string& text)
{
    ScanOptions one;
    one.threads = 1;
    return scanAll(text, one);
}

// The White names of the index's games, in order.
std::vector<std::string> whites(const GameIndex& index)
{
    std::vector<std::string> names;
    for (std::size_t i = 0; i < index.size(); ++i)
        names.push_back(std::string(index.text(index.game(i).white)));
    return names;
}

// Expects every thread count and chunk size to give a's games, moves and errors.
void expectSameOnAnyThreads(const std::string& text, const GameIndex& a)
{
    for (int threads : {1, 2, 3}) {
        for (std::size_t chunk : {std::size_t(1), std::size_t(40), std::size_t(700)}) {
            SCOPED_TRACE("threads " + std::to_string(threads) + ", chunk " + std::to_string(chunk));
            ScanOptions many;
            many.threads = threads;
            many.chunkBytes = chunk;
            const GameIndex b = scanAll(text, many);
            ASSERT_EQ(a.size(), b.size());
            for (std::size_t i = 0; i < a.size(); ++i) {
                const auto [xb, xe] = a.movesOf(i);
                const auto [yb, ye] = b.movesOf(i);
                EXPECT_EQ(std::vector<std::uint8_t>(xb, xe), std::vector<std::uint8_t>(yb, ye)) << i;
                EXPECT_EQ(a.game(i).offset, b.game(i).offset) << i;
                EXPECT_EQ(a.game(i).plies, b.game(i).plies) << i;
                EXPECT_EQ(a.game(i).broken, b.game(i).broken) << i;
                EXPECT_EQ(a.text(a.game(i).white), b.text(b.game(i).white)) << i;
            }
            ASSERT_EQ(a.errors().size(), b.errors().size());
            for (std::size_t i = 0; i < a.errors().size(); ++i) {
                EXPECT_EQ(a.errors()[i].game, b.errors()[i].game);
                EXPECT_EQ(a.errors()[i].line, b.errors()[i].line);
                EXPECT_EQ(a.errors()[i].column, b.errors()[i].column);
                EXPECT_EQ(a.errors()[i].kind, b.errors()[i].kind);
            }
        }
    }
}

} // namespace

// A comment never closed up to the end of the file: its game is broken at the '{', the games
// after it are read.
TEST(DatabaseResync, AnUnclosedCommentBreaksOnlyItsGame)
{
    const std::string text = game("A", "1. e4 e5 1-0") // lines 1-5
        + game("B", "1. d4 d5 2. c4 {never closed") // lines 6-10: '{' at line 9, column 16
        + game("C", "1. c4 e5 2. Nc3 0-1") + game("D", "1. Nf3 *");
    const GameIndex index = scanOne(text);
    EXPECT_EQ(whites(index), (std::vector<std::string>{"A", "B", "C", "D"}));
    ASSERT_EQ(index.size(), 4u);
    EXPECT_TRUE(index.game(1).broken);
    EXPECT_EQ(index.game(1).plies, 3);
    EXPECT_FALSE(index.game(2).broken);
    EXPECT_EQ(index.game(2).plies, 3);
    EXPECT_EQ(index.game(2).result, GameResult::BlackWins);
    EXPECT_FALSE(index.game(3).broken);
    ASSERT_EQ(index.errors().size(), 1u);
    EXPECT_EQ(index.errors()[0].game, 2u);
    EXPECT_EQ(index.errors()[0].line, 9u);
    EXPECT_EQ(index.errors()[0].column, 16u);
    EXPECT_EQ(index.errors()[0].kind, ScanErrorKind::UnclosedComment);
    expectSameOnAnyThreads(text, index);
}

// The runaway comment ends at the '}' of a later game's comment; the moves after it do not fit
// its game, which is then read as broken at its '{', and the games in between are kept.
TEST(DatabaseResync, ACommentClosedOnlyInALaterGameBreaksOnlyItsGame)
{
    const std::string text = game("A", "1. e4 e5 2. Nf3 {runs away Nc6 1-0") // '{' at line 4, column 17
        + game("B", "1. d4 d5 0-1") + game("C", "1. c4 {a closed note} e5 2. Nc3 Nf6 1/2-1/2") + game("D", "1. Nf3 *");
    const GameIndex index = scanOne(text);
    EXPECT_EQ(whites(index), (std::vector<std::string>{"A", "B", "C", "D"}));
    ASSERT_EQ(index.size(), 4u);
    EXPECT_TRUE(index.game(0).broken);
    EXPECT_EQ(index.game(0).plies, 3); // the moves read after the '}' are not its own
    EXPECT_EQ(index.game(2).plies, 4);
    EXPECT_FALSE(index.game(2).broken);
    ASSERT_EQ(index.errors().size(), 1u);
    EXPECT_EQ(index.errors()[0].game, 1u);
    EXPECT_EQ(index.errors()[0].line, 4u);
    EXPECT_EQ(index.errors()[0].column, 17u);
    EXPECT_EQ(index.errors()[0].kind, ScanErrorKind::UnclosedComment);
    expectSameOnAnyThreads(text, index);
}

// A '(' never closed ends at the next tag section (tags never belong in movetext).
TEST(DatabaseResync, AnUnclosedVariationBreaksOnlyItsGame)
{
    const std::string text = game("A", "1. e4 e5 2. Nf3 (2. f4 exf4 3. Nf3") // '(' at line 4, column 17
        + game("B", "1. d4 (1. c4) d5 0-1") + game("C", "1. c4 e5 (1... c5 2. Nf3) 2. Nc3 1/2-1/2");
    const GameIndex index = scanOne(text);
    EXPECT_EQ(whites(index), (std::vector<std::string>{"A", "B", "C"}));
    ASSERT_EQ(index.size(), 3u);
    EXPECT_TRUE(index.game(0).broken);
    EXPECT_FALSE(index.game(1).broken);
    EXPECT_EQ(index.game(1).plies, 2);
    EXPECT_FALSE(index.game(2).broken);
    ASSERT_EQ(index.errors().size(), 1u);
    EXPECT_EQ(index.errors()[0].game, 1u);
    EXPECT_EQ(index.errors()[0].line, 4u);
    EXPECT_EQ(index.errors()[0].column, 17u);
    EXPECT_EQ(index.errors()[0].kind, ScanErrorKind::UnclosedVariation);
    expectSameOnAnyThreads(text, index);
}

// A valid game whose closed comment holds a whole tag section is still one game, even when an
// unclosed comment follows later: the rule only cuts a comment that never closes.
TEST(DatabaseResync, AClosedCommentWithTagLinesStaysOneGame)
{
    const std::string text = game("A", "1. e4 {quoting\n\n[White \"Q\"]\n[Black \"R\"]\n\n1. d4 *} e5 1-0")
        + game("B", "1. d4 {open\n") + game("C", "1. c4 *");
    const GameIndex index = scanOne(text);
    EXPECT_EQ(whites(index), (std::vector<std::string>{"A", "B", "C"}));
    ASSERT_EQ(index.size(), 3u);
    EXPECT_FALSE(index.game(0).broken);
    EXPECT_EQ(index.game(0).plies, 2);
    EXPECT_TRUE(index.game(1).broken);
    EXPECT_FALSE(index.game(2).broken);
    expectSameOnAnyThreads(text, index);
}

// Unclosed braces and parentheses spread over a generated file (at a game's start, in its
// middle, just before a likely chunk bound, inside a variation, after another error and in the
// last game): each breaks one game, every other game is read, on any thread count and chunk size.
TEST(DatabaseResync, BrokenGamesAnywhereGiveTheSameIndexOnAnyThreads)
{
    const auto [random, games] = randomFile(30, 21);
    const std::vector<std::string> broken = {
        game("U1", "{opened at once"),
        game("U2", "1. e4 e5 2. Nf3 (2. f4 {inside a variation) 2... Nc6 *"),
        game("U3", "1. d4 (1. e4 e5 (1... c5) 2. Nf3 *"),
        game("U4", "1. c4 e5 {\n[Event \"a tag line in the comment\"]\nstill open 1-0"),
        game("U5", "1. e4 {closed} e5 2. Nf3 {open again"),
        game("U7", "1. e4 e5 2. Ke3 {never closed after an illegal move"),
    };
    std::string text;
    std::size_t at = 0;
    for (std::size_t k = 0; k < broken.size(); ++k) {
        const std::size_t next = random.find("\n\n[", at + random.size() / (broken.size() + 1)) + 2;
        text += random.substr(at, next - at) + broken[k];
        at = next;
    }
    text += random.substr(at) + game("U6", "1. e4 e5 (1... c5 {last game, never closed");
    const GameIndex index = scanOne(text);
    ASSERT_EQ(index.size(), games.size() + broken.size() + 1);
    std::size_t brokenGames = 0;
    for (std::size_t i = 0; i < index.size(); ++i) {
        const bool mine = index.text(index.game(i).white)[0] == 'U';
        EXPECT_EQ(index.game(i).broken, mine) << "game " << i + 1;
        brokenGames += mine;
    }
    EXPECT_EQ(brokenGames, broken.size() + 1);
    ASSERT_EQ(index.errors().size(), broken.size() + 1);
    std::size_t illegal = 0;
    for (const ScanError& e : index.errors())
        illegal += e.kind == ScanErrorKind::IllegalMove;
    EXPECT_EQ(illegal, 1u) << "U7 keeps its first error, the illegal move";
    expectSameOnAnyThreads(text, index);
}
