// PGN import and export: hand-written files, sloppy input, round trips, formatting, progress.
#include "game/pgnreader.h"
#include "game/pgnwriter.h"
#include "game/utf8.h"

#include "core/fen.h"
#include "core/movegen.h"
#include "core/status.h"

#include <gtest/gtest.h>

#include <fstream>
#include <random>
#include <sstream>

using namespace kibitz;
using namespace kibitz::game;

namespace {

std::string readData(const std::string& name)
{
    std::ifstream in(std::string(KIBITZ_SOURCE_DIR) + "/tests/data/pgn/" + name, std::ios::binary);
    EXPECT_TRUE(in.good()) << name;
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// SAN moves of the main line, space separated.
std::string mainLine(const GameTree& tree)
{
    std::string out;
    for (std::size_t i = 1; i < tree.root().line.size(); ++i)
        out += (i > 1 ? " " : "") + tree.node(tree.root().line[i]).san;
    return out;
}

std::string exportAll(const std::vector<Game>& games)
{
    std::string out;
    for (const Game& g : games)
        writePgn(out, g);
    return out;
}

// Imports, exports, imports again: same trees, same tags, and the second export is identical.
void expectRoundTrip(const std::string& text)
{
    const PgnReadResult first = readPgn(text);
    ASSERT_TRUE(first.errors.empty()) << first.errors.front().message.english();
    const std::string exported = exportAll(first.games);
    const PgnReadResult second = readPgn(exported);
    ASSERT_TRUE(second.errors.empty()) << second.errors.front().message.english() << "\n" << exported;
    ASSERT_EQ(second.games.size(), first.games.size());
    for (std::size_t i = 0; i < first.games.size(); ++i) {
        EXPECT_TRUE(first.games[i].tree.sameContent(second.games[i].tree)) << "game " << i + 1 << "\n" << exported;
        EXPECT_EQ(exportTags(first.games[i]), exportTags(second.games[i]));
    }
    EXPECT_EQ(exportAll(second.games), exported);
}

} // namespace

TEST(PgnRead, TagsMovesAndResult)
{
    const auto r = readPgn("[Event \"Casual\"]\n[White \"A \\\"the\\\" B\"]\n\n1. e4 e5 2. Nf3 Nc6 0-1\n");
    ASSERT_TRUE(r.errors.empty());
    ASSERT_EQ(r.games.size(), 1u);
    const Game& g = r.games[0];
    EXPECT_EQ(g.tag("Event"), "Casual");
    EXPECT_EQ(g.tag("White"), "A \"the\" B");
    EXPECT_EQ(g.result(), "0-1");
    EXPECT_EQ(mainLine(g.tree), "e4 e5 Nf3 Nc6");
    EXPECT_EQ(g.tree.checkInvariants(), "");
}

TEST(PgnRead, HandWrittenFileWithVariationsCommentsAndResults)
{
    const auto r = readPgn(readData("variations.pgn"));
    ASSERT_TRUE(r.errors.empty()) << r.errors.front().message.english();
    ASSERT_EQ(r.games.size(), 5u);

    const Game& ruy = r.games[0];
    EXPECT_EQ(ruy.result(), "1-0");
    EXPECT_EQ(ruy.tag("ECO"), "C65");
    EXPECT_EQ(mainLinePlies(ruy.tree), 22);
    EXPECT_EQ(ruy.tree.root().comment(), "Start of the game.");
    const NodeId e4 = ruy.tree.root().children[0];
    ASSERT_EQ(ruy.tree.node(e4).children.size(), 2u);
    const Node& c5 = ruy.tree.node(ruy.tree.node(e4).children[1]);
    EXPECT_EQ(c5.san, "c5");
    EXPECT_EQ(c5.comment(), "Sicilian");
    int deepest = 0;
    for (NodeId id = 0; id < 200; ++id)
        if (ruy.tree.contains(id))
            deepest = std::max(deepest, ruy.tree.variationDepth(id));
    EXPECT_EQ(deepest, 4); // (5. Nc3 Bg7) in (4... g6 ...) in (2... Nc6 ...) in (1... c5 ...)
    EXPECT_EQ(ruy.tree.node(ruy.tree.root().line[3]).nags(), (std::vector<std::uint8_t>{1})); // 2. Nf3 $1
    EXPECT_EQ(ruy.tree.node(ruy.tree.root().line[17]).nags(), (std::vector<std::uint8_t>{5})); // 9. h3!?

    const Game& setup = r.games[1];
    EXPECT_EQ(core::toFen(setup.tree.startPosition()), "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
    const Node& exf6 = setup.tree.node(setup.tree.root().children[0]);
    EXPECT_EQ(exf6.move.kind(), core::Move::EnPassant);
    EXPECT_EQ(setup.tree.node(setup.tree.root().children[1]).preComment(), "Alternatively");
    EXPECT_EQ(setup.tree.node(mainLineEnd(setup.tree)).comment(), "Opposite castling.");

    const Game& draw = r.games[2];
    EXPECT_EQ(draw.result(), "1/2-1/2");
    EXPECT_EQ(draw.tree.node(draw.tree.root().line[3]).nags(), (std::vector<std::uint8_t>{6, 18}));
    EXPECT_EQ(draw.tree.node(draw.tree.root().line[4]).comment(), "back home");
    EXPECT_EQ(draw.tree.node(draw.tree.root().line[5]).nags(), (std::vector<std::uint8_t>{6}));

    EXPECT_EQ(r.games[3].result(), "*");
    EXPECT_EQ(mainLinePlies(r.games[3].tree), 0);
    EXPECT_EQ(r.games[3].tree.root().comment(), "Only a comment.");

    const Game& mate = r.games[4];
    const Node& last = mate.tree.node(mainLineEnd(mate.tree));
    EXPECT_EQ(last.san, "Re8#");
    EXPECT_EQ(core::gameStatus(last.position, {}).state, core::GameState::Checkmate);
    EXPECT_EQ(mate.tree.node(mate.tree.root().children[1]).move.promotion(), core::Knight);
}

TEST(PgnRead, SloppyInput)
{
    const auto r = readPgn(readData("sloppy.pgn"));
    ASSERT_TRUE(r.errors.empty()) << r.errors.front().message.english();
    ASSERT_EQ(r.games.size(), 3u);
    EXPECT_EQ(r.games[0].tag("White"), "Lazy");
    EXPECT_EQ(r.games[0].result(), "*");
    EXPECT_EQ(mainLinePlies(r.games[0].tree), 19);
    EXPECT_EQ(r.games[0].tree.node(r.games[0].tree.root().line[7]).san, "O-O");
    EXPECT_TRUE(r.games[1].tags.empty());
    EXPECT_EQ(mainLinePlies(r.games[1].tree), 18);
    EXPECT_EQ(mainLine(r.games[2].tree), "c4 e5 Nc3 Nf6");
}

// The reader builds no SAN (a file's moves are mostly never shown): each node's is written when
// the tree first hands the node out, the canonical form of what the file wrote.
TEST(PgnRead, SanIsWrittenWhenShownNotWhileReading)
{
    const auto r = readPgn("1. e4 e5 2. Ng1-f3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. 0-0 ( 5. Nc3 ) f6 6. d4 Bg4 "
                           "7. dxe5 Qxd1 8. Rxd1 fxe5 9. Rd3 Bd6 10. Nbd2 -- 11. Ra1b1 *\n");
    ASSERT_TRUE(r.errors.empty()) << r.errors.front().message.english();
    ASSERT_EQ(r.games.size(), 1u);
    const GameTree& tree = r.games[0].tree;
    for (NodeId id = 0; id < tree.idLimit(); ++id)
        EXPECT_EQ(tree.stored(id).san, "") << id;
    EXPECT_EQ(mainLine(tree), "e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6 O-O f6 d4 Bg4 dxe5 Qxd1 Rxd1 fxe5 Rd3 Bd6 Nbd2 -- Rb1");
    EXPECT_EQ(tree.node(tree.node(tree.root().line[8]).children[1]).san, "Nc3");
    EXPECT_EQ(tree.checkInvariants(), "");
}

TEST(PgnRead, ByteOrderMarkAndCrlfReadLikeLf)
{
    std::string lf = readData("sloppy.pgn");
    std::string crlf = "\xEF\xBB\xBF";
    for (char c : lf)
        crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
    const auto a = readPgn(lf);
    const auto b = readPgn(crlf);
    ASSERT_EQ(a.games.size(), b.games.size());
    for (std::size_t i = 0; i < a.games.size(); ++i) {
        EXPECT_TRUE(a.games[i].tree.sameContent(b.games[i].tree));
        EXPECT_EQ(a.games[i].tags, b.games[i].tags);
    }
    // Columns ignore the '\r' and the BOM.
    const auto bad = readPgn("\xEF\xBB\xBF"
                             "1. e4 e5\r\n2. Ke3 *\r\n");
    ASSERT_EQ(bad.errors.size(), 1u);
    EXPECT_EQ(bad.errors[0].line, 2);
    EXPECT_EQ(bad.errors[0].column, 4);
}

TEST(PgnRead, EveryResultMarker)
{
    for (const char* result : {"1-0", "0-1", "1/2-1/2", "*"}) {
        const auto r = readPgn(std::string("[Result \"*\"]\n\n1. d4 ") + result + "\n");
        ASSERT_EQ(r.games.size(), 1u);
        EXPECT_EQ(r.games[0].result(), result); // the marker wins over the tag
    }
}

TEST(PgnRead, ProgressIsReportedAndCancelStops)
{
    std::string text;
    for (int i = 0; i < 20; ++i)
        text += "[Event \"" + std::to_string(i) + "\"]\n\n1. e4 e5 *\n\n";
    std::vector<std::size_t> reports;
    PgnReadOptions options;
    options.progress = [&reports](std::size_t done, std::size_t total) {
        EXPECT_LE(done, total);
        reports.push_back(done);
        return true;
    };
    const auto all = readPgn(text, options);
    EXPECT_EQ(all.games.size(), 20u);
    ASSERT_EQ(reports.size(), 20u);
    EXPECT_TRUE(std::is_sorted(reports.begin(), reports.end()));
    EXPECT_EQ(reports.back(), text.size());

    options.progress = [](std::size_t done, std::size_t) { return done < 100; };
    const auto cancelled = readPgn(text, options);
    EXPECT_TRUE(cancelled.cancelled);
    EXPECT_LT(cancelled.games.size(), 20u);
    EXPECT_GE(cancelled.games.size(), 1u);
}

TEST(PgnWrite, ExactFormat)
{
    const auto r = readPgn("[White \"W\"]\n[Event \"E\"]\n[Annotator \"K\"]\n\n"
                           "{Intro} 1. e4 e5 (1... c5 2. Nf3 ({Or} 2. Nc3)) 2. Nf3 $1 {Developing} Nc6 1-0");
    ASSERT_TRUE(r.errors.empty());
    EXPECT_EQ(toPgn(r.games[0]),
              "[Event \"E\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"W\"]\n"
              "[Black \"?\"]\n[Result \"1-0\"]\n[Annotator \"K\"]\n\n"
              "{Intro} 1. e4 e5 (1... c5 2. Nf3 ({Or} 2. Nc3)) 2. Nf3 $1 {Developing} 2... Nc6\n1-0\n\n");
}

TEST(PgnWrite, SetUpAndFenOnlyForOtherStartPositions)
{
    const auto a = readPgn("[SetUp \"1\"]\n[FEN \"" + std::string(core::StartFen) + "\"]\n\n1. e4 *");
    ASSERT_EQ(a.games.size(), 1u);
    EXPECT_EQ(toPgn(a.games[0]).find("FEN"), std::string::npos);
    const auto b = readPgn("[FEN \"4k3/8/8/8/8/8/8/4K2R b K - 5 60\"]\n\n60... Kd7 61. O-O *");
    ASSERT_TRUE(b.errors.empty());
    const std::string text = toPgn(b.games[0]);
    EXPECT_NE(text.find("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R b K - 5 60\"]"), std::string::npos);
    EXPECT_NE(text.find("60... Kd7 61. O-O *"), std::string::npos);
}

TEST(PgnRoundTrip, HandWrittenFiles)
{
    expectRoundTrip(readData("variations.pgn"));
    expectRoundTrip(readData("sloppy.pgn"));
}

// Random trees with variations, comments (also before variations) and NAGs survive a round trip,
// and every exported line fits in 80 columns.
TEST(PgnRoundTrip, RandomTrees)
{
    std::mt19937 rng(7);
    const char* words[] = {
        "good", "bad", "{nested", "%percent", "naïve", "♘", "(paren)", "x", "longwordlongwordlongword"};
    std::vector<Game> games;
    for (int g = 0; g < 30; ++g) {
        Game game;
        game.setTag("Event", "Random " + std::to_string(g));
        GameTree& tree = game.tree;
        std::vector<NodeId> nodes{RootNode};
        for (int i = 0; i < 300; ++i) {
            const NodeId at = rng() % 4 ? nodes.back() : nodes[rng() % nodes.size()];
            core::MoveList moves;
            core::generateLegalMoves(tree.node(at).position, moves);
            if (moves.empty())
                continue;
            const NodeId n = tree.addChild(at, moves[int(rng() % moves.size())]);
            nodes.push_back(n);
            auto sentence = [&] {
                std::string s;
                for (int w = int(rng() % 4) + 1; w > 0; --w)
                    s += (s.empty() ? "" : " ") + std::string(words[rng() % std::size(words)]);
                return s;
            };
            if (rng() % 5 == 0)
                tree.setComment(n, sentence());
            if (rng() % 7 == 0 && tree.childIndex(n) > 0)
                tree.setPreComment(n, sentence());
            if (rng() % 6 == 0)
                tree.setNags(n, {std::uint8_t(rng() % 256), std::uint8_t(1 + rng() % 6)});
        }
        if (g % 3 == 0)
            tree.setComment(RootNode, "root comment");
        game.setTag("Result", g % 2 ? "1/2-1/2" : "*");
        games.push_back(std::move(game));
    }
    const std::string text = exportAll(games);
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) {
        int columns = 0;
        for (char c : line)
            columns += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
        EXPECT_LE(columns, 80) << line;
    }
    const auto back = readPgn(text);
    ASSERT_TRUE(back.errors.empty()) << back.errors.front().message.english();
    ASSERT_EQ(back.games.size(), games.size());
    for (std::size_t i = 0; i < games.size(); ++i)
        EXPECT_TRUE(games[i].tree.sameContent(back.games[i].tree)) << "game " << i;
    expectRoundTrip(text);
}

// A variation inside a variation inside ... 60 levels deep.
TEST(PgnRoundTrip, DeepNesting)
{
    Game game;
    NodeId cur = RootNode;
    for (int depth = 0; depth < 60; ++depth) {
        core::MoveList moves;
        core::generateLegalMoves(game.tree.node(cur).position, moves);
        ASSERT_GE(moves.size(), 2);
        const NodeId main = game.tree.addChild(cur, moves[0]);
        core::MoveList replies;
        core::generateLegalMoves(game.tree.node(main).position, replies);
        game.tree.addChild(main, replies[0]);
        cur = game.tree.addChild(cur, moves[1]);
    }
    EXPECT_EQ(game.tree.variationDepth(cur), 60);
    const std::string text = toPgn(game);
    const auto r = readPgn(text);
    ASSERT_TRUE(r.errors.empty()) << r.errors.front().message.english();
    EXPECT_TRUE(r.games[0].tree.sameContent(game.tree));
    expectRoundTrip(text);
}

// A comment holding '}' (possible through a ';' comment) survives write and read unchanged:
// it is written as a ';' comment, since a brace comment cannot hold it (found by fuzz_pgn).
TEST(PgnRoundTrip, CommentWithClosingBrace)
{
    const PgnReadResult first = readPgn("1. Nf3 {a} ; b} * c\nNf6 ; {x}\n(1... d5 ; y}\n) *");
    ASSERT_TRUE(first.errors.empty()) << first.errors.front().message.english();
    ASSERT_EQ(first.games.size(), 1u);
    const GameTree& tree = first.games[0].tree;
    const Node& nf3 = tree.node(tree.root().children.at(0));
    EXPECT_EQ(nf3.comment(), "a b} * c");
    const std::string written = toPgn(first.games[0]);
    const PgnReadResult second = readPgn(written);
    ASSERT_TRUE(second.errors.empty()) << written;
    ASSERT_EQ(second.games.size(), 1u);
    EXPECT_TRUE(second.games[0].tree.sameContent(tree)) << written;
    EXPECT_EQ(toPgn(second.games[0]), written);
}

// A comment word made only of stray UTF-8 continuation bytes keeps its spaces when the writer
// wraps the line before it (found by fuzz_pgn); not being UTF-8, the comment reads as
// Windows-1252 (issue 23).
TEST(PgnRoundTrip, CommentWordOfStrayBytes)
{
    const std::string comment = std::string(79, 'x') + " \x80 \xFF\xFE end";
    const PgnReadResult first = readPgn("1. e4 {" + comment + "} *");
    ASSERT_EQ(first.games.size(), 1u);
    const std::string written = toPgn(first.games[0]);
    const PgnReadResult second = readPgn(written);
    ASSERT_EQ(second.games.size(), 1u);
    const GameTree& tree = second.games[0].tree;
    EXPECT_EQ(tree.node(tree.root().children.at(0)).comment(), utf8::fromWindows1252(comment)) << written;
}
