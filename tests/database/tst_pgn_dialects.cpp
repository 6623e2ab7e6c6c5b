// Issue 23: the dialects of real PGN files (game/pgndialect.h) read alike by the full reader
// (readPgn, splitPgnGames) and the database scanner (scanAll), and written back in standard form.
#include "database/pgnscanner.h"
#include "game/pgnreader.h"
#include "game/pgnsplit.h"
#include "game/pgnwriter.h"

#include "core/fen.h"

#include <gtest/gtest.h>

using namespace kibitz;
using namespace kibitz::game;

namespace {

struct Dialect {
    const char* name;
    std::string text;
    std::size_t games;
    std::string firstLine; // game 1's main line in SAN, space apart
    std::string firstResult; // game 1's Result as written back
};

const Dialect Dialects[] = {
    {"result 1/2", "[White \"a\"]\n[Result \"1/2\"]\n\n1. e4 e5 1/2\n\n[White \"b\"]\n\n1. d4 *\n", 2, "e4 e5",
     "1/2-1/2"},
    {"result half draw", "1. e4 e5 \xC2\xBD-\xC2\xBD\n\n1. d4 *\n", 2, "e4 e5", "1/2-1/2"},
    {"result tag half draw", "[Result \"\xC2\xBD-\xC2\xBD\"]\n\n1. e4 e5\n", 1, "e4 e5", "1/2-1/2"},
    {"no terminator", "[White \"a\"]\n\n1. e4 e5\n\n[White \"b\"]\n\n1. d4 d5\n", 2, "e4 e5", "*"},
    {"ep glued", "1. e4 a6 2. e5 d5 3. exd6ep Qxd6 *", 1, "e4 a6 e5 d5 exd6 Qxd6", "*"},
    {"e.p. apart", "1. e4 a6 2. e5 d5 3. exd6 e.p. Qxd6 *", 1, "e4 a6 e5 d5 exd6 Qxd6", "*"},
    {"e.p. glued", "1. e4 a6 2. e5 d5 3. exd6e.p. Qxd6 *", 1, "e4 a6 e5 d5 exd6 Qxd6", "*"},
    {"ep apart", "1. e4 a6 2. e5 d5 3. exd6 ep Qxd6 *", 1, "e4 a6 e5 d5 exd6 Qxd6", "*"},
    {"castling with zeros", "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0-0 d6 5. d3 Bg4 6. Nc3 Qd7 7. Be3 0-0-0 *", 1,
     "e4 e5 Nf3 Nc6 Bc4 Bc5 O-O d6 d3 Bg4 Nc3 Qd7 Be3 O-O-O", "*"},
    {"null moves", "1. e4 -- 2. d4 Z0 3. c4 *", 1, "e4 -- d4 -- c4", "*"},
    {"null move in a variation", "1. e4 e5 (1... -- 2. d4) 2. Nf3 1-0", 1, "e4 e5 Nf3", "1-0"},
    {"tag without bracket", "[Event \"x\"\n[White \"a\"]\n\n1. e4 *", 1, "e4", "*"},
    {"quotes inside a tag value", "[Annotator \"Lopez  \"Battle Royale\"\"]\n[White \"a\"]\n\n1. e4 *", 1, "e4", "*"},
    {"semicolon and escape lines", "% escape\n[White \"a\"]\n\n1. e4 ; a remark\ne5 *\n% more\n", 1, "e4 e5", "*"},
    {"empty line in the tags", "[Event \"x\"]\n\n[Date \"2017.12.04\"]\n[White \"a\"]\n\n1. e4 *", 1, "e4", "*"},
    {"header-only games",
     "[Event \"x\"]\n[White \"a\"]\n[Result \"0-1\"]\n\n[Event \"x\"]\n[White \"b\"]\n\n[White \"c\"]\n[Round \"3\"]\n",
     3, "", "0-1"},
    {"byte order marks", "\xEF\xBB\xBF[White \"a\"]\n\n1. e4 *\n\n\xEF\xBB\xBF[White \"b\"]\n\n1. d4 *\n", 2, "e4",
     "*"},
    {"byte order mark after a game without result",
     "% joined\n\xEF\xBB\xBF"
     "1. e4 e5\n\n\xEF\xBB\xBF[White \"b\"]\n\n1. d4 *\n",
     2, "e4 e5", "*"},
    {"CRLF", "[White \"a\"]\r\n[Result \"1-0\"]\r\n\r\n1. e4 e5\r\n2. Nf3 1-0\r\n\r\n[White \"b\"]\r\n\r\n1. d4 *\r\n",
     2, "e4 e5 Nf3", "1-0"},
    {"one line", "[Event \"x\"] [White \"a\"] [Result \"1-0\"] 1. e4 e5 2. Nf3 1-0 [Event \"y\"] 1. d4 *", 2,
     "e4 e5 Nf3", "1-0"},
    {"clock with tenths", "1. e4 {[%clk 0:03:00.5]} e5 {[%clk 1:02:03.4]} *", 1, "e4 e5", "*"},
};

// The main line's SAN, space apart.
std::string mainLine(const GameTree& tree)
{
    std::string out;
    for (NodeId id = tree.mainChild(RootNode); id != NoNode; id = tree.mainChild(id))
        out += (out.empty() ? "" : " ") + tree.node(id).san;
    return out;
}

// The database scan on one thread.
database::GameIndex scanOneThread(const std::string& text)
{
    database::ScanOptions options;
    options.threads = 1;
    return database::scanAll(text, options);
}

// Reads text; every game's errors fail the test.
std::vector<Game> readAll(const std::string& text)
{
    PgnReadResult r = readPgn(text);
    for (const PgnError& e : r.errors)
        ADD_FAILURE() << e.message.english();
    return std::move(r.games);
}

class PgnDialects : public ::testing::TestWithParam<Dialect> { };

TEST_P(PgnDialects, FullReaderReadsItAndWritesTheStandardForm)
{
    const Dialect& d = GetParam();
    std::vector<Game> games = readAll(d.text);
    ASSERT_EQ(games.size(), d.games);
    EXPECT_EQ(mainLine(games[0].tree), d.firstLine);
    EXPECT_EQ(games[0].result(), d.firstResult);
    for (const Game& g : games) {
        const std::string written = toPgn(g);
        for (const char* odd : {"Z0", "ep ", "e.p.", "\xC2\xBD", "\xEF\xBB\xBF", "\r", "0-0", "1/2 ", "\"1/2\""})
            EXPECT_EQ(written.find(odd), std::string::npos) << odd << " in\n" << written;
        const std::vector<Game> again = readAll(written);
        ASSERT_EQ(again.size(), 1u) << written;
        EXPECT_TRUE(again[0].tree.sameContent(g.tree)) << written;
        EXPECT_EQ(again[0].tags, exportTags(g)) << written;
    }
}

TEST_P(PgnDialects, SplitterFindsTheSameGames) { EXPECT_EQ(splitPgnGames(GetParam().text).size(), GetParam().games); }

TEST_P(PgnDialects, DatabaseScannerReadsItAlike)
{
    const Dialect& d = GetParam();
    const database::GameIndex index = scanOneThread(d.text);
    for (const database::ScanError& e : index.errors())
        ADD_FAILURE() << "game " << e.game << ", line " << e.line << ", column " << e.column << ": " << e.message().english();
    ASSERT_EQ(index.size(), d.games);
    const std::vector<Game> games = readAll(d.text);
    for (std::size_t i = 0; i < index.size() && i < games.size(); ++i) {
        EXPECT_EQ(index.game(i).plies, mainLinePlies(games[i].tree)) << "game " << i + 1;
        std::vector<core::Position> replayed;
        index.replay(i, [&](const core::Position& pos, int) {
            replayed.push_back(pos);
            return true;
        });
        EXPECT_EQ(core::toFen(replayed.back()), core::toFen(games[i].tree.node(mainLineEnd(games[i].tree)).position));
    }
    const database::GameResult firstResult = index.game(0).result;
    const std::string results[] = {"*", "1-0", "1/2-1/2", "0-1"}; // GameResult's order
    EXPECT_EQ(results[int(firstResult)], d.firstResult);
}

INSTANTIATE_TEST_SUITE_P(Real, PgnDialects, ::testing::ValuesIn(Dialects), [](const auto& info) {
    std::string name;
    for (const char c : std::string(info.param.name))
        name += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
    return name;
});

TEST(PgnDialectDetails, NullMovePassesTheTurnAndIsWrittenAsDashes)
{
    const std::vector<Game> games = readAll("1. e4 -- 2. d4 Z0 3. c4 *");
    ASSERT_EQ(games.size(), 1u);
    const GameTree& tree = games[0].tree;
    const Node& end = tree.node(mainLineEnd(tree));
    EXPECT_EQ(core::toFen(end.position), "rnbqkbnr/pppppppp/8/8/2PPP3/8/PP3PPP/RNBQKBNR b KQkq - 0 3");
    EXPECT_TRUE(tree.node(tree.mainChild(RootNode)).children.size() == 1);
    EXPECT_TRUE(tree.node(tree.mainChild(tree.mainChild(RootNode))).move.isNull());
    EXPECT_EQ(tree.checkInvariants(), "");
    EXPECT_NE(toPgn(games[0]).find("1. e4 -- 2. d4 -- 3. c4 *"), std::string::npos) << toPgn(games[0]);
}

TEST(PgnDialectDetails, NullMoveInCheckIsRefusedByBothReaders)
{
    const std::string text = "1. e4 f6 2. d4 g5 3. Qh5+ -- *\n\n1. d4 *\n";
    const PgnReadResult r = readPgn(text);
    ASSERT_EQ(r.errors.size(), 1u);
    EXPECT_EQ(r.errors[0].code, PgnErrorCode::NullMove);
    EXPECT_EQ(r.games.size(), 1u);
    const database::GameIndex index = scanOneThread(text);
    ASSERT_EQ(index.errors().size(), 1u);
    EXPECT_EQ(index.errors()[0].column, 27u);
    EXPECT_EQ(index.size(), 2u);
}

TEST(PgnDialectDetails, TagValuesReadAsMeant)
{
    const std::vector<Game> games = readAll("[Event \"x\"\n[Annotator \"Lopez  \"Battle Royale\"\"]\n\n[Date "
                                            "\"2017.12.04\"]\n[Result \"1/2\"]\n\n1. e4 1/2");
    ASSERT_EQ(games.size(), 1u);
    EXPECT_EQ(games[0].tag("Event"), "x");
    EXPECT_EQ(games[0].tag("Annotator"), "Lopez  \"Battle Royale\"");
    EXPECT_EQ(games[0].tag("Date"), "2017.12.04");
    EXPECT_EQ(games[0].tag("Result"), "1/2-1/2");
    // A tag closed on its line by something else than ']' is still broken.
    const PgnReadResult broken = readPgn("[Event \"x\" [Site \"y\"]\n\n1. e4 *");
    ASSERT_EQ(broken.errors.size(), 1u);
    EXPECT_EQ(broken.errors[0].code, PgnErrorCode::MalformedTag);
}

TEST(PgnDialectDetails, ClockWithTenthsIsKept)
{
    const std::vector<Game> games = readAll("1. e4 {[%clk 0:03:00.5]} e5 {[%clk 1:02:03.4]} *");
    ASSERT_EQ(games.size(), 1u);
    const NodeId e4 = games[0].tree.mainChild(RootNode);
    EXPECT_EQ(games[0].tree.node(e4).annotations().clockMs, std::optional<std::int64_t>(180500));
    EXPECT_EQ(games[0].tree.node(games[0].tree.mainChild(e4)).annotations().clockMs,
              std::optional<std::int64_t>(3723400));
    EXPECT_NE(toPgn(games[0]).find("[%clk 0:03:00.5]"), std::string::npos);
}

// Dialects around a broken game: the error names its game, line and column; the rest is read.
TEST(PgnDialectDetails, BrokenGameAmongDialectsIsNamedAndTheRestRead)
{
    const std::string text =
        "1. e4 e5 1/2\n\n[White \"b\"\n\n1. e4 Qxf7 *\n\n\xEF\xBB\xBF[White \"c\"]\n\n1. d4 Z0 2. c4 "
        "\xC2\xBD-\xC2\xBD\n";
    const PgnReadResult r = readPgn(text);
    ASSERT_EQ(r.errors.size(), 1u);
    EXPECT_EQ(r.errors[0].game, 2);
    EXPECT_EQ(r.errors[0].line, 5);
    EXPECT_EQ(r.errors[0].column, 7);
    ASSERT_EQ(r.games.size(), 2u);
    EXPECT_EQ(mainLine(r.games[1].tree), "d4 -- c4");
    const database::GameIndex index = scanOneThread(text);
    ASSERT_EQ(index.errors().size(), 1u);
    EXPECT_EQ(index.errors()[0].game, 2u);
    EXPECT_EQ(index.errors()[0].line, 5u);
    EXPECT_EQ(index.errors()[0].column, 7u);
    ASSERT_EQ(index.size(), 3u);
    EXPECT_EQ(index.game(2).plies, 3u);
}

} // namespace
