// PGN comment commands ([%cal], [%csl], [%eval], [%clk]): read into NodeAnnotations, written back
// in the layout of the file they came from, malformed ones kept as text.
#include "game/annotationtext.h"
#include "game/pgnreader.h"
#include "game/pgnwriter.h"

#include "core/movegen.h"

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

// The only game of text, read without errors.
Game readOne(const std::string& text)
{
    PgnReadResult r = readPgn(text);
    EXPECT_TRUE(r.errors.empty()) << (r.errors.empty() ? "" : r.errors.front().message.english());
    EXPECT_EQ(r.games.size(), 1u);
    if (r.games.empty())
        return Game();
    return std::move(r.games.front());
}

// The node reached by following the main line for ply half-moves.
const Node& mainNode(const GameTree& tree, int ply) { return tree.node(tree.root().line.at(std::size_t(ply))); }

core::Square sq(const char* name) { return core::parseSquare(name); }

} // namespace

TEST(PgnAnnotations, EvalTextForms)
{
    EXPECT_EQ(evalText({false, 17, -1}), "0.17");
    EXPECT_EQ(evalText({false, 200, -1}), "2.0");
    EXPECT_EQ(evalText({false, -150, -1}), "-1.5");
    EXPECT_EQ(evalText({false, -5, -1}), "-0.05");
    EXPECT_EQ(evalText({false, 0, -1}), "0.0");
    EXPECT_EQ(evalText({true, -3, -1}), "#-3");
    EXPECT_EQ(evalText({false, 25, 18}), "0.25,18");
    for (const char* text : {"0.17", "2.0", "-1.5", "-0.05", "#-3", "#3", "0.25,18", "12.34", "0.0"}) {
        const auto e = parseEval(text);
        ASSERT_TRUE(e) << text;
        EXPECT_EQ(evalText(*e), text);
    }
    EXPECT_EQ(parseEval("+0.25")->value, 25);
    EXPECT_EQ(parseEval("3")->value, 300);
    for (const char* bad : {"", "0.123", "abc", "0.", ".5", "#", "#x", "1.0,", "1.0,x", "1,2,3", "0.25 ", "--1"})
        EXPECT_FALSE(parseEval(bad)) << bad;
}

TEST(PgnAnnotations, ClockTextForms)
{
    EXPECT_EQ(clockText(180000), "0:03:00");
    EXPECT_EQ(clockText(59500), "0:00:59.5");
    EXPECT_EQ(clockText(58250), "0:00:58.25");
    EXPECT_EQ(clockText(4215200), "1:10:15.2");
    EXPECT_EQ(*parseClock("0:03:00"), 180000);
    EXPECT_EQ(*parseClock("0:00:59.5"), 59500);
    EXPECT_EQ(*parseClock("1:10:15.25"), 4215250);
    for (const char* bad : {"", "1:2:3", "0:60:00", "0:00:60", "0:00", "0:00:00.", "0:00:00.1234", "x:00:00"})
        EXPECT_FALSE(parseClock(bad)) << bad;
}

TEST(PgnAnnotations, ExtractKeepsTextAroundCommands)
{
    std::string comment = "Good [%cal Ge2e4,Rd8d1] move [%csl Gd4] [%eval #-3] [%clk 0:00:59.5]";
    NodeAnnotations a;
    ASSERT_TRUE(extractCommands(comment, a));
    EXPECT_EQ(comment, "Good move");
    ASSERT_EQ(a.arrows.size(), 2u);
    EXPECT_EQ(a.arrows[0], (Arrow{sq("e2"), sq("e4"), MarkColour::Green}));
    EXPECT_EQ(a.arrows[1], (Arrow{sq("d8"), sq("d1"), MarkColour::Red}));
    ASSERT_EQ(a.circles.size(), 1u);
    EXPECT_EQ(a.circles[0], (Circle{sq("d4"), MarkColour::Green}));
    ASSERT_TRUE(a.eval);
    EXPECT_TRUE(a.eval->mate);
    EXPECT_EQ(a.eval->value, -3);
    EXPECT_EQ(a.clockMs, 59500);
    EXPECT_EQ(commandText(a), "[%csl Gd4][%cal Ge2e4,Rd8d1] [%eval #-3] [%clk 0:00:59.5]");
}

TEST(PgnAnnotations, MalformedCommandsStayText)
{
    for (const char* text : {"[%cal Ge2e9]", "[%cal Xe2e4]", "[%cal Ge2e4,]", "[%csl]", "[%csl gd4]", "[%eval 0.123]",
                             "[%clk 1:2:3]", "[%emt 0:00:02]", "[%cal Ge2e4", "[% cal Ge2e4]",
                             "[%eval 0.1] and [%eval 0.2]", "[%clk 0:00:01][%clk 0:00:02]"}) {
        std::string comment = text;
        NodeAnnotations a;
        extractCommands(comment, a);
        EXPECT_EQ(comment, text);
        EXPECT_TRUE(a.empty()) << text;
    }
    // A list with one bad item adds none of its items (found by fuzz_pgn on a cut-off file).
    std::string partly = "[%csl Gd4,Ge] [%cal Ge2e4]";
    NodeAnnotations marks;
    ASSERT_TRUE(extractCommands(partly, marks));
    EXPECT_EQ(partly, "[%csl Gd4,Ge]");
    EXPECT_TRUE(marks.circles.empty());
    EXPECT_EQ(marks.arrows.size(), 1u);
    // Taking the clock out would join "[%cal" and "Ge2e4]" into a new command: nothing is taken.
    std::string joining = "[%cal [%clk 0:00:01] Ge2e4]";
    NodeAnnotations a;
    EXPECT_FALSE(extractCommands(joining, a));
    EXPECT_EQ(joining, "[%cal [%clk 0:00:01] Ge2e4]");
    EXPECT_TRUE(a.empty());
}

TEST(PgnAnnotations, LichessGameReadsEvalsAndClocks)
{
    const Game g = readOne(readData("annotations_lichess.pgn"));
    EXPECT_TRUE(g.commentStyle.padded);
    EXPECT_TRUE(g.commentStyle.separateCommands);
    const Node& e4 = mainNode(g.tree, 1);
    EXPECT_EQ(e4.comment(), "");
    EXPECT_EQ(e4.annotations().eval, (Evaluation{false, 17, -1}));
    EXPECT_EQ(e4.annotations().clockMs, 180000);
    EXPECT_EQ(mainNode(g.tree, 3).annotations().clockMs, 178300);
    const Node& g6 = mainNode(g.tree, 10);
    EXPECT_EQ(g6.comment(), "(0.01 → 2.00) Mistake. a6 was best.");
    EXPECT_EQ(g6.annotations().eval, (Evaluation{false, 200, -1}));
    EXPECT_EQ(mainNode(g.tree, 12).annotations().eval, (Evaluation{true, 3, -1}));
    EXPECT_EQ(mainNode(g.tree, 12).annotations().clockMs, 9700);
    EXPECT_EQ(mainNode(g.tree, 13).annotations().eval, (Evaluation{true, -2, -1}));
}

TEST(PgnAnnotations, StudyReadsShapesAndKeepsPreComments)
{
    const Game g = readOne(readData("annotations_study.pgn"));
    const Node& root = g.tree.root();
    EXPECT_EQ(root.comment(), "The plan is the centre");
    EXPECT_EQ(root.annotations().circles,
              (std::vector<Circle>{{sq("d4"), MarkColour::Green}, {sq("e4"), MarkColour::Green}}));
    EXPECT_EQ(root.annotations().arrows.size(), 2u);
    const Node& c5 = mainNode(g.tree, 2);
    EXPECT_EQ(c5.comment(), "Sicilian.");
    EXPECT_EQ(c5.annotations().arrows,
              (std::vector<Arrow>{{sq("b8"), sq("c6"), MarkColour::Blue}, {sq("d7"), sq("d6"), MarkColour::Yellow}}));
    const Node& nf3 = mainNode(g.tree, 3);
    const Node& c3 = g.tree.node(g.tree.node(nf3.parent).children.at(1));
    EXPECT_EQ(c3.preComment(), "A pre-move comment");
    EXPECT_EQ(c3.comment(), "Alapin");
    EXPECT_EQ(c3.annotations().arrows.size(), 1u);
    EXPECT_EQ(mainNode(g.tree, 4).annotations().eval, (Evaluation{false, 25, 18}));
}

TEST(PgnAnnotations, ChessXFileKeepsMalformedCommands)
{
    const Game g = readOne(readData("annotations_chessx.pgn"));
    EXPECT_FALSE(g.commentStyle.padded);
    EXPECT_EQ(g.tree.root().annotations().arrows, (std::vector<Arrow>{{sq("e2"), sq("e4"), MarkColour::Green}}));
    EXPECT_EQ(mainNode(g.tree, 1).annotations().clockMs, 59500);
    EXPECT_EQ(mainNode(g.tree, 2).annotations().clockMs, 58250);
    EXPECT_EQ(mainNode(g.tree, 2).comment(), "Symmetric");
    EXPECT_EQ(mainNode(g.tree, 3).comment(), "[%cal Ge2e4 bad arrow] kept as text");
    EXPECT_EQ(mainNode(g.tree, 4).comment(), "[%clk 1:2:3] is malformed, [%eval 0.123] too, [%emt 0:00:02] unknown");
    EXPECT_EQ(mainNode(g.tree, 5).comment(), "[%eval 0.3] [%eval 0.4] twice stays text");
    for (int ply : {3, 4, 5})
        EXPECT_TRUE(mainNode(g.tree, ply).annotations().empty()) << ply;
    EXPECT_EQ(mainNode(g.tree, 6).annotations().arrows.size(), 3u);
}

TEST(PgnAnnotations, CommandsFirstLayout)
{
    const Game g = readOne(readData("annotations_first.pgn"));
    EXPECT_TRUE(g.commentStyle.commandsFirst);
    EXPECT_EQ(mainNode(g.tree, 1).comment(), "Queen's pawn");
    EXPECT_EQ(mainNode(g.tree, 1).annotations().clockMs, 600000);
}

// Comments without commands before and after the one that has them: its commands are still taken
// out and the layout learnt from it, in each game of the file (the reader searches each comment once).
TEST(PgnAnnotations, CommandsAmongPlainComments)
{
    const std::string game = "1. d4 {plain} d5 {also plain} 2. c4 {[%clk 0:09:58] Gambit} e6 {after}";
    const std::string text = "[Event \"a\"]\n\n" + game + " *\n\n[Event \"b\"]\n\n" + game + " *\n";
    PgnReadResult r = readPgn(text);
    ASSERT_TRUE(r.errors.empty());
    ASSERT_EQ(r.games.size(), 2u);
    for (const Game& g : r.games) {
        EXPECT_TRUE(g.commentStyle.commandsFirst);
        EXPECT_EQ(mainNode(g.tree, 3).comment(), "Gambit");
        EXPECT_EQ(mainNode(g.tree, 3).annotations().clockMs, 598000);
        EXPECT_EQ(mainNode(g.tree, 4).comment(), "after");
        EXPECT_TRUE(mainNode(g.tree, 1).annotations().empty());
    }
}

// A command is found wherever it stands in a long comment of one line.
TEST(PgnAnnotations, CommandFoundAtEveryPlaceOfALongComment)
{
    for (std::size_t before = 0; before < 40; ++before) {
        const std::string words = std::string(before, 'w') + (before ? " " : "");
        const Game g = readOne("1. e4 {" + words + "[%clk 0:01:00] and some more words after it} *\n");
        EXPECT_EQ(mainNode(g.tree, 1).annotations().clockMs, 60000) << before;
        EXPECT_EQ(mainNode(g.tree, 1).comment(), words + "and some more words after it") << before;
    }
}

// Each file, read and written, gives its own bytes back (Lichess writes its movetext on one line).
TEST(PgnAnnotations, FilesRoundTripByteForByte)
{
    const std::pair<const char*, int> files[] = {{"annotations_lichess.pgn", 100000},
                                                 {"annotations_study.pgn", 80},
                                                 {"annotations_chessx.pgn", 80},
                                                 {"annotations_first.pgn", 80}};
    for (const auto& [name, width] : files) {
        const std::string text = readData(name);
        PgnWriteOptions options;
        options.lineWidth = width;
        EXPECT_EQ(toPgn(readOne(text), options), text) << name;
    }
}

TEST(PgnAnnotations, DefaultLayoutForNewAnnotations)
{
    Game g = readOne("1. e4 e5 *");
    NodeAnnotations a;
    a.arrows.push_back({sq("g1"), sq("f3"), MarkColour::Green});
    a.circles.push_back({sq("f7"), MarkColour::Red});
    a.eval = Evaluation{false, -40, 20};
    g.tree.setAnnotations(mainNode(g.tree, 1).id, a);
    g.tree.setComment(mainNode(g.tree, 1).id, "Best by test");
    a.eval.reset();
    a.clockMs = 1500;
    g.tree.setAnnotations(mainNode(g.tree, 2).id, a);
    const std::string out = toPgn(g);
    EXPECT_NE(out.find("1. e4 {Best by test [%csl Rf7][%cal Gg1f3] [%eval -0.4,20]} 1... e5\n"
                       "{[%csl Rf7][%cal Gg1f3] [%clk 0:00:01.5]} *"),
              std::string::npos)
        << out;
}

// Random annotations on random games survive writing and reading in every layout.
TEST(PgnAnnotations, RandomRoundTrip)
{
    std::mt19937 rng(14);
    auto pick = [&rng](int n) { return int(rng() % unsigned(n)); };
    for (int round = 0; round < 200; ++round) {
        Game g;
        g.commentStyle = {bool(round & 1), bool(round & 2), bool(round & 4)};
        NodeId cur = RootNode;
        for (int ply = 0; ply < 12; ++ply) {
            core::MoveList moves;
            core::generateLegalMoves(g.tree.node(cur).position, moves);
            if (moves.empty())
                break;
            cur = g.tree.addChild(cur, moves[pick(moves.size())]);
            NodeAnnotations a;
            for (int i = pick(3); i > 0; --i)
                a.arrows.push_back({core::Square(pick(64)), core::Square(pick(64)), MarkColour(pick(4))});
            for (int i = pick(3); i > 0; --i)
                a.circles.push_back({core::Square(pick(64)), MarkColour(pick(4))});
            if (pick(2))
                a.eval = Evaluation{pick(2) == 1, pick(2001) - 1000, pick(3) - 1};
            if (pick(2))
                a.clockMs = std::int64_t(pick(10000000));
            g.tree.setAnnotations(cur, a);
            if (pick(2))
                g.tree.setComment(cur, pick(2) ? "note" : "two words");
        }
        const std::string text = toPgn(g);
        const Game back = readOne(text);
        ASSERT_TRUE(back.tree.sameContent(g.tree)) << text;
        EXPECT_EQ(toPgn(back), text);
    }
}
