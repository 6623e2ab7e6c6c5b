// The game review (issue 14): GameReviewer driving a scripted UCI engine
// (tests/data/fake_engines/review.sh) to NAGs, evaluations and variations; cancelling half-way
// delivers nothing; a broken engine stops it. The marks themselves: tst_reviewmarks.cpp.
#include "engine/gamereviewer.h"
#include "engine/reviewmarks.h"
#include "engine/uciengine.h"

#include "chess960castling.h"
#include "tst_analysis_fakeengine.h"
#include "game/pgnreader.h"

#include "core/movegen.h"
#include "core/san.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

using namespace kibitz;
using namespace kibitz::engine;
using review::Mark;
using review::Reason;

namespace {

constexpr int GuardMs = 30000; // hang guard only
const QString ReviewEngine = QStringLiteral(KIBITZ_SOURCE_DIR "/tests/data/fake_engines/review.sh");

game::Game gameOf(const char* pgn)
{
    game::PgnReadResult r = game::readPgn(pgn);
    EXPECT_EQ(r.games.size(), 1u);
    return std::move(r.games.front());
}

// The main line's nodes after the root.
std::vector<game::NodeId> mainLine(const game::GameTree& tree)
{
    std::vector<game::NodeId> line;
    for (game::NodeId id = tree.mainChild(game::RootNode); id != game::NoNode; id = tree.mainChild(id))
        line.push_back(id);
    return line;
}

} // namespace

namespace {

// 1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 with White-view scores 0, -169, -112, -280, -200, -200, then mate
// in 3 for White: e4 ?? (drop 0.3015), e5 none (0.0981), Nf3 none (it drops 0.2709, but it is the
// engine's own choice g1f3), Nc6 ?! (0.1218), Bb5 none, a6 ?? (allows mate). Entries are from the
// side to move's view, with the engine's line. The re-checks of e4, Nc6 and a6 (searchmoves)
// agree with the positions after them unless KIBITZ_FAKE_RECHECK says otherwise.
const char* const ScriptedGame = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *";
const char* const Script = "cp 0 d2d4 d7d5|cp 169 e7e5|cp -112 g1f3|cp 280 g8f6 f1c4|cp -200 f1b5"
                           "|cp 200 g8f6|mate 3 b5c6";

class GameReviewTest : public testing::Test {
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_dir.isValid());
        m_log = m_dir.filePath("received.log");
        qputenv("KIBITZ_FAKE_LOG", m_log.toLocal8Bit());
        qputenv("KIBITZ_FAKE_REVIEW", Script);
    }
    void TearDown() override
    {
        qunsetenv("KIBITZ_FAKE_LOG");
        qunsetenv("KIBITZ_FAKE_REVIEW");
    }
    QStringList received() const
    {
        QFile f(m_log);
        if (!f.open(QIODevice::ReadOnly))
            return {};
        return QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    }
    QTemporaryDir m_dir;
    QString m_log;
};

// ScriptedGame reviewed with Script: the figures are those of the reviewed game (as the
// window shows them): marks from its NAGs, the losses from its [%eval]s, the last move's position
// (mate in 3) included.
void expectScriptedFigures(const game::Game& reviewed)
{
    const review::GameSummary summary = review::summariseMainLine(reviewed.tree);
    EXPECT_EQ(summary.white.blunders, 1);
    EXPECT_EQ(summary.white.mistakes, 0);
    EXPECT_EQ(summary.white.inaccuracies, 0);
    EXPECT_EQ(summary.black.blunders, 1);
    EXPECT_EQ(summary.black.inaccuracies, 1);
    EXPECT_DOUBLE_EQ(summary.white.acpl, (169 + 168 + 0) / 3.0);
    EXPECT_DOUBLE_EQ(summary.black.acpl, (57 + 80 + 1200) / 3.0);
    const game::GameTree& tree = reviewed.tree;
    const std::vector<game::NodeId> line = mainLine(tree);
    ASSERT_EQ(line.size(), 6u);
    const std::vector<std::uint8_t> nags[] = {{4}, {}, {}, {6}, {}, {4}};
    const int evals[] = {-169, -112, -280, -200, -200};
    for (int i = 0; i < 6; ++i) {
        EXPECT_EQ(tree.node(line[i]).nags(), nags[i]) << "move " << i;
        ASSERT_TRUE(tree.node(line[i]).annotations().eval.has_value());
        if (i < 5) {
            EXPECT_EQ(*tree.node(line[i]).annotations().eval, (game::Evaluation{false, evals[i], 12}));
        }
    }
    EXPECT_EQ(*tree.node(line[5]).annotations().eval, (game::Evaluation{true, 3, 12}));
}

// The better lines after the marked moves of ScriptedGame where the engine preferred another
// move: 1.d4 d5, 2...Nf6 3.Bc4 and 3...Nf6; none after 2.Nf3 (the engine's own choice, unmarked).
void expectScriptedBetterLines(const game::GameTree& tree)
{
    const std::vector<game::NodeId> line = mainLine(tree);
    ASSERT_EQ(line.size(), 6u);
    const game::Node& root = tree.root();
    ASSERT_EQ(root.children.size(), 2u);
    const game::Node& d4 = tree.node(root.children[1]);
    EXPECT_EQ(d4.san, "d4");
    EXPECT_EQ(d4.comment(), "Better was d4");
    EXPECT_EQ(tree.node(tree.mainChild(d4.id)).san, "d5");
    EXPECT_EQ(tree.node(line[1]).children.size(), 1u); // after e5: only Nf3 (no line for Nf3)
    const game::Node& afterNf3 = tree.node(line[2]);
    ASSERT_EQ(afterNf3.children.size(), 2u); // Nc6 and the better 2...Nf6
    EXPECT_EQ(tree.node(line[4]).children.size(), 2u); // a6 and the better 3...Nf6
    const game::Node& nf6 = tree.node(afterNf3.children.back());
    EXPECT_EQ(nf6.san, "Nf6");
    EXPECT_EQ(nf6.comment(), "Better was Nf6");
}

} // namespace

TEST_F(GameReviewTest, ScriptedEngineGivesMarksEvalsAndVariations)
{
    const game::Game original = gameOf(ScriptedGame);
    GameReviewer reviewer(new UciEngine(ReviewEngine));
    QSignalSpy finished(&reviewer, &GameReviewer::finished);
    QSignalSpy progressed(&reviewer, &GameReviewer::progressed);
    ReviewOptions options;
    options.variations = true;
    ASSERT_TRUE(reviewer.start(original, options));
    ASSERT_TRUE(finished.wait(GuardMs));
    // Seven positions, then three re-checks (counted once known).
    EXPECT_EQ(progressed.count(), 11);
    EXPECT_EQ(progressed.last().at(0).toInt(), 10);
    EXPECT_EQ(progressed.last().at(1).toInt(), 10);

    const ReviewResult& r = reviewer.result();
    ASSERT_EQ(r.moves.size(), 6u);
    const Mark marks[] = {Mark::Blunder, Mark::None, Mark::None, Mark::Inaccuracy, Mark::None, Mark::Blunder};
    for (int i = 0; i < 6; ++i)
        EXPECT_EQ(r.moves[i].judgement.mark, marks[i]) << "move " << i;
    EXPECT_EQ(r.moves[5].judgement.reason, Reason::MateAllowed);

    // One process, one "ucinewgame", one search per position, then one per re-checked move: the
    // position before it, only the played move.
    const QStringList lines = received();
    EXPECT_EQ(lines.count(QStringLiteral("uci")), 1);
    EXPECT_EQ(lines.count(QStringLiteral("ucinewgame")), 1);
    const QStringList searches = lines.filter(QRegularExpression(QStringLiteral("^go ")));
    ASSERT_EQ(searches.size(), 10);
    EXPECT_EQ(searches.mid(7), (QStringList{QStringLiteral("go depth 12 searchmoves e2e4"),
                                            QStringLiteral("go depth 12 searchmoves b8c6"),
                                            QStringLiteral("go depth 12 searchmoves a7a6")}));
    EXPECT_EQ(lines.at(lines.indexOf(searches.at(7)) - 1), QStringLiteral("position startpos"));

    game::Game reviewed = original.clone();
    EXPECT_EQ(applyReview(reviewed, r, options), 7); // the start position and six moves
    ASSERT_NO_FATAL_FAILURE(expectScriptedFigures(reviewed));
    ASSERT_NO_FATAL_FAILURE(expectScriptedBetterLines(reviewed.tree));
    EXPECT_TRUE(reviewed.tree.checkInvariants().empty());
}

// Only the chosen side is judged; the other side's moves keep their NAGs and get no lines.
TEST_F(GameReviewTest, OnlyChosenSideIsMarked)
{
    const game::Game original = gameOf(ScriptedGame);
    GameReviewer reviewer(new UciEngine(ReviewEngine));
    QSignalSpy finished(&reviewer, &GameReviewer::finished);
    ReviewOptions options;
    options.white = false;
    options.variations = true;
    ASSERT_TRUE(reviewer.start(original, options));
    ASSERT_TRUE(finished.wait(GuardMs));
    for (const ReviewedMove& m : reviewer.result().moves)
        EXPECT_EQ(m.judged, m.mover == core::Black);
    // Only Black's would-be marks are re-checked.
    EXPECT_EQ(received().filter(QStringLiteral("searchmoves")).size(), 2);
    game::Game reviewed = original.clone();
    applyReview(reviewed, reviewer.result(), options);
    const std::vector<game::NodeId> line = mainLine(reviewed.tree);
    EXPECT_TRUE(reviewed.tree.node(line[0]).nags().empty());
    EXPECT_EQ(reviewed.tree.root().children.size(), 1u);
    EXPECT_EQ(reviewed.tree.node(line[5]).nags(), std::vector<std::uint8_t>{4});
}

// Cancelling half-way: cancelled(), never finished(), the engine stops, nothing to apply.
TEST(GameReviewCancel, HalfWayDeliversNothing)
{
    const game::Game original = gameOf(ScriptedGame);
    auto* engine = new FakeEngine;
    GameReviewer reviewer(engine);
    QSignalSpy finished(&reviewer, &GameReviewer::finished);
    QSignalSpy cancelled(&reviewer, &GameReviewer::cancelled);
    ASSERT_TRUE(reviewer.start(original, ReviewOptions{}));
    for (int i = 0; i < 3; ++i) {
        ASSERT_EQ(engine->requests.size(), i + 1);
        EXPECT_EQ(engine->requests.last().moves.size(), i);
        engine->sendInfo(1, 10, false, {});
        engine->sendBestMove(engine->requests.last().root.sideToMove() == core::White ? "g1f3" : "g8f6");
    }
    EXPECT_EQ(reviewer.done(), 3);
    reviewer.cancel();
    EXPECT_EQ(cancelled.count(), 1);
    EXPECT_FALSE(reviewer.isRunning());
    EXPECT_GE(engine->stops + engine->shutdowns, 1);
    // A late answer of the stopped search changes nothing.
    engine->sendBestMove("e7e5");
    EXPECT_EQ(finished.count(), 0);
    EXPECT_TRUE(reviewer.result().moves.empty());
    EXPECT_EQ(engine->requests.size(), 4);
}

// An engine that cannot start ends the review with its message.
TEST(GameReviewCancel, MissingEngineFails)
{
    const game::Game original = gameOf(ScriptedGame);
    GameReviewer reviewer(new UciEngine(QStringLiteral("/nonexistent/engine")));
    QSignalSpy failed(&reviewer, &GameReviewer::failed);
    ASSERT_TRUE(reviewer.start(original, ReviewOptions{}));
    ASSERT_TRUE(failed.count() > 0 || failed.wait(GuardMs));
    EXPECT_FALSE(failed.first().at(0).toString().isEmpty());
    EXPECT_FALSE(reviewer.isRunning());
}

// Issue 26: a would-be mistake that searched from the position before it is as good as the
// engine's best move is not marked, and gets no "Better was" line; one that is still worse keeps
// its mark. Here the re-check scores 1.e4 at +0.05 (the best, 1.d4, was 0.00) and 2...Nc6 at
// -1.50 for Black (the position after it: -2.00, the better of the two): e4 unmarked, Nc6 still ?!.
TEST_F(GameReviewTest, RecheckClearsAMoveAsGoodAsTheBest)
{
    qputenv("KIBITZ_FAKE_RECHECK", "cp 5|||cp 150");
    const game::Game original = gameOf(ScriptedGame);
    GameReviewer reviewer(new UciEngine(ReviewEngine));
    QSignalSpy finished(&reviewer, &GameReviewer::finished);
    ReviewOptions options;
    options.variations = true;
    ASSERT_TRUE(reviewer.start(original, options));
    ASSERT_TRUE(finished.wait(GuardMs));
    qunsetenv("KIBITZ_FAKE_RECHECK");
    const ReviewResult& r = reviewer.result();
    ASSERT_EQ(r.moves.size(), 6u);
    EXPECT_EQ(r.moves[0].judgement.mark, Mark::None);
    EXPECT_EQ(r.moves[3].judgement.mark, Mark::Inaccuracy); // judged from the position's own -2.00
    EXPECT_EQ(r.moves[5].judgement.mark, Mark::Blunder);
    game::Game reviewed = original.clone();
    applyReview(reviewed, r, options);
    const std::vector<game::NodeId> line = mainLine(reviewed.tree);
    EXPECT_TRUE(reviewed.tree.node(line[0]).nags().empty());
    EXPECT_EQ(reviewed.tree.root().children.size(), 1u); // no "Better was d4"
    // The written evaluation stays the position's own.
    EXPECT_EQ(*reviewed.tree.node(line[0]).annotations().eval, (game::Evaluation{false, -169, 12}));
}

// Issue 26: a mate on the board needs no [%eval]; the summary still counts the mating move (the
// window left it out while kibitz-cli counted it: 39 against 36 average loss).
TEST(ReviewSummary, TheMatingMoveCounts)
{
    game::Game g = gameOf("1. f3 {[%eval -0.5]} e5 {[%eval -0.4]} 2. g4 {[%eval -9.0]} Qh4# 0-1");
    game::NodeEdit root{game::RootNode, {}, {}};
    root.annotations.eval = game::Evaluation{false, 20, -1};
    game::AnnotationEdit edit;
    edit.nodes.push_back(root);
    game::applyEdit(g.tree, edit);
    const review::GameSummary s = review::summariseMainLine(g.tree);
    EXPECT_EQ(s.white.moves, 2);
    EXPECT_EQ(s.black.moves, 2); // e5 and the mate (-9.00 to mated: a loss of 0 for Black)
    EXPECT_DOUBLE_EQ(s.black.acpl, (10 + 0) / 2.0);
    const std::optional<game::Evaluation> mated = review::finishedEval(g.tree.node(mainLine(g.tree).back()).position);
    ASSERT_TRUE(mated.has_value());
    EXPECT_EQ(*mated, (game::Evaluation{true, -1, -1}));
}

// Issue 25: a review believed an engine answering "bestmove (none)" or an illegal move (every move
// got [%eval 0.0]); it now stops with the engine's message, as kibitz-cli analyse does. A real
// process: tests/data/fake_engines/bestmove.sh answers every search with $KIBITZ_FAKE_BESTMOVE.
TEST(GameReviewBrokenEngine, NoMoveOrAnIllegalMoveStopsTheReview)
{
    const QString script = QStringLiteral(KIBITZ_SOURCE_DIR "/tests/data/fake_engines/bestmove.sh");
    const struct {
        const char* move;
        const char* message;
    } cases[] = {{"(none)", "has no move"}, {"0000", "has no move"}, {"e2e4", "e2e4, which is not legal"}};
    for (const auto& c : cases) {
        qputenv("KIBITZ_FAKE_BESTMOVE", c.move);
        GameReviewer reviewer(new UciEngine(script));
        QSignalSpy failed(&reviewer, &GameReviewer::failed);
        QSignalSpy finished(&reviewer, &GameReviewer::finished);
        ASSERT_TRUE(reviewer.start(gameOf(ScriptedGame), ReviewOptions{}));
        ASSERT_TRUE(failed.count() > 0 || failed.wait(GuardMs)) << c.move;
        qunsetenv("KIBITZ_FAKE_BESTMOVE");
        EXPECT_TRUE(failed.first().at(0).toString().contains(QLatin1String(c.message)))
            << c.move << ": " << failed.first().at(0).toString().toStdString();
        EXPECT_EQ(finished.count(), 0);
        EXPECT_FALSE(reviewer.isRunning());
        EXPECT_TRUE(reviewer.result().moves.empty());
    }
}

// The Chess960 games of tests/data/review/chess960-castling.pgn (castling with the king next to
// its rook, the king staying, the rook on the king's target, from start position 518) reviewed
// by the real Stockfish to the end. Before, GameReviewer sent castling as the king's move (e1c1)
// to an engine in UCI_Chess960 mode: Stockfish stopped reading the moves there, answered for the
// wrong side and the review failed. The engine's lines come back as moves of their positions.
TEST(GameReviewStockfish, Chess960CastlingGamesAreReviewedToTheEnd)
{
    const QString path = UciEngine::findStockfish();
    if (path.isEmpty())
        GTEST_SKIP() << "Stockfish is not installed (apt-get install stockfish)";
    for (const game::Game& g : test::chess960CastlingGames()) {
        const std::vector<game::NodeId> line = mainLine(g.tree);
        GameReviewer reviewer(test::singleThreadStockfish(path));
        QSignalSpy finished(&reviewer, &GameReviewer::finished);
        QSignalSpy failed(&reviewer, &GameReviewer::failed);
        ReviewOptions options;
        options.limits = EngineLimits::ofDepth(6);
        ASSERT_TRUE(reviewer.start(g, options));
        ASSERT_TRUE(QTest::qWaitFor([&] { return !finished.isEmpty() || !failed.isEmpty(); }, GuardMs));
        ASSERT_TRUE(failed.isEmpty()) << g.tag("Event") << ": " << failed.first().at(0).toString().toStdString();
        const std::vector<ReviewedMove>& moves = reviewer.result().moves;
        ASSERT_EQ(moves.size(), line.size());
        for (std::size_t i = 0; i < line.size(); ++i) {
            const game::Node& node = g.tree.node(line[i]);
            const core::Position& before = g.tree.node(node.parent).position;
            EXPECT_TRUE(moves[i].hasEval) << node.san;
            if (!moves[i].betterLine.empty()) {
                EXPECT_NE(moves[i].betterLine.front(), node.move) << node.san;
                EXPECT_EQ(moves[i].betterSan.toStdString(), core::toSan(before, moves[i].betterLine.front()));
            }
            core::Position pos = node.position;
            for (const core::Move m : moves[i].reply) {
                ASSERT_TRUE(core::isLegalMove(pos, m)) << node.san;
                pos.playWithoutUndo(m);
            }
        }
    }
}
