// Analysis panel (with a fake engine), score formatting, the evaluation bar and graph.
#include "privatesettings.h"
#include "tst_analysis_fakeengine.h"

#include "analysis/analysislinesmodel.h"
#include "analysis/analysispanel.h"
#include "analysis/evalbar.h"
#include "analysis/evalgraph.h"
#include "analysis/scoreformat.h"
#include "chessgamemodel.h"
#include "gameediting.h"
#include "gamenavigation.h"
#include "gameengine/gameevaluator.h"
#include "engine/uciengine.h"

#include <QChart>
#include <QXYSeries>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <csignal>
#include <sys/types.h>

using namespace kibitz;
using namespace kibitz::analysis;
using engine::EngineScore;

namespace {

EngineScore cp(int value)
{
    EngineScore s;
    s.value = value;
    return s;
}
EngineScore mate(int value)
{
    EngineScore s;
    s.isMate = true;
    s.value = value;
    return s;
}

// A panel on a fresh model, analysing with a fake engine and no debounce delay.
struct PanelFixture : testing::Test {
    ChessGameModel model;
    test::PrivateSettings settings;
    AnalysisPanel panel{&model, model.editing(), settings.get()};
    FakeEngine* fake = new FakeEngine;

    void SetUp() override
    {
        panel.setEngine(fake);
        panel.controller()->setDebounceInterval(0);
        panel.resize(500, 250);
        panel.show();
    }
    // Waits until the fake engine has received count requests.
    bool waitRequests(int count)
    {
        return QTest::qWaitFor([&] { return fake->requests.size() >= count; }, 2000);
    }
    QString cell(int row, int column) const { return panel.linesModel()->index(row, column).data().toString(); }
};

} // namespace

TEST(ScoreFormat, PawnsAndMates)
{
    EXPECT_EQ(formatScore(cp(35)), "+0.35");
    EXPECT_EQ(formatScore(cp(-120)), "-1.20");
    EXPECT_EQ(formatScore(cp(0)), "0.00");
    EXPECT_EQ(formatScore(cp(-5)), "-0.05");
    EXPECT_EQ(formatScore(mate(3)), "#3");
    EXPECT_EQ(formatScore(mate(-3)), "#-3");
    EngineScore lower = cp(50);
    lower.bound = EngineScore::Bound::Lower;
    EXPECT_EQ(formatScoreWithBound(lower), QStringLiteral("≥+0.50"));
    EXPECT_EQ(formatCount(950), "950");
    EXPECT_EQ(formatCount(123456), "123k");
    EXPECT_EQ(formatCount(4560000), "4.56M");
}

TEST_F(PanelFixture, ShowsLinesWithWhiteScoresAndSan)
{
    panel.setAnalysing(true);
    ASSERT_TRUE(waitRequests(1));
    EXPECT_EQ(fake->requests.last().moves, QStringList());
    fake->sendInfo(1, 35, false, {"e2e4", "e7e5", "g1f3"}, 12, 123456);
    ASSERT_EQ(panel.linesModel()->rowCount(), 1);
    EXPECT_EQ(cell(0, AnalysisLinesModel::ScoreColumn), "+0.35");
    EXPECT_EQ(cell(0, AnalysisLinesModel::DepthColumn), "12");
    EXPECT_EQ(cell(0, AnalysisLinesModel::LineColumn), "1. e4 e5 2. Nf3");
    EXPECT_TRUE(panel.progressText().contains("Depth 12"));
    EXPECT_TRUE(panel.progressText().contains("123k"));

    // Black to move: the engine's +0.50 for Black is -0.50 for White; a mate for Black is #-3.
    ASSERT_TRUE(model.editing()->makeMoveSan("e4"));
    ASSERT_TRUE(waitRequests(2));
    EXPECT_EQ(fake->requests.last().moves, QStringList{"e2e4"});
    EXPECT_EQ(panel.linesModel()->rowCount(), 0); // old lines cleared for the new position
    fake->sendInfo(1, 50, false, {"c7c5", "g1f3"});
    EXPECT_EQ(cell(0, AnalysisLinesModel::ScoreColumn), "-0.50");
    EXPECT_EQ(cell(0, AnalysisLinesModel::LineColumn), "1... c5 2. Nf3");
    fake->sendInfo(1, 3, true, {"c7c5"});
    EXPECT_EQ(cell(0, AnalysisLinesModel::ScoreColumn), "#-3");
}

TEST_F(PanelFixture, EvaluationSignalIsFromWhitesSide)
{
    std::vector<std::pair<EngineScore, bool>> seen;
    QObject::connect(&panel, &AnalysisPanel::evaluationChanged,
                     [&](const EngineScore& s, bool valid) { seen.emplace_back(s, valid); });
    ASSERT_TRUE(model.editing()->makeMoveSan("d4"));
    panel.setAnalysing(true);
    ASSERT_TRUE(waitRequests(1));
    fake->sendInfo(1, 80, false, {"d7d5"});
    ASSERT_FALSE(seen.empty());
    EXPECT_TRUE(seen.back().second);
    EXPECT_EQ(seen.back().first.value, -80);
    panel.setAnalysing(false);
    EXPECT_FALSE(seen.back().second);
}

TEST_F(PanelFixture, ClickingALinePlaysItsFirstMoveUndoably)
{
    panel.setMultiPv(2);
    panel.setAnalysing(true);
    ASSERT_TRUE(waitRequests(1));
    fake->sendInfo(1, 20, false, {"g1f3", "d7d5"});
    fake->sendInfo(2, 10, false, {"d2d4", "d7d5"});
    ASSERT_EQ(panel.linesModel()->rowCount(), 2);
    QTreeView* view = panel.linesView();
    const QRect rect = view->visualRect(panel.linesModel()->index(1, AnalysisLinesModel::LineColumn));
    ASSERT_TRUE(rect.isValid());
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, rect.center());
    EXPECT_EQ(model.tree().node(model.cursor()).san, "d4");
    EXPECT_EQ(model.tree().node(model.cursor()).ply, 1);
    model.undoStack()->undo();
    EXPECT_EQ(model.cursor(), game::RootNode);
    EXPECT_EQ(model.tree().size(), 1u);
}

TEST_F(PanelFixture, MultiPvChangeRequestsAgain)
{
    panel.setMultiPv(1);
    panel.setAnalysing(true);
    ASSERT_TRUE(waitRequests(1));
    EXPECT_EQ(fake->requests.last().multiPv, panel.multiPv());
    panel.findChild<QSpinBox*>()->setValue(3);
    ASSERT_TRUE(waitRequests(2));
    EXPECT_EQ(fake->requests.last().multiPv, 3);
    fake->sendInfo(1, 30, false, {"e2e4"});
    fake->sendInfo(2, 20, false, {"d2d4"});
    fake->sendInfo(3, 10, false, {"c2c4"});
    EXPECT_EQ(panel.linesModel()->rowCount(), 3);
    panel.setMultiPv(9); // clamped to the panel's 1-5
    EXPECT_EQ(panel.multiPv(), 5);
}

TEST_F(PanelFixture, EngineErrorIsShownAndRestartWorks)
{
    panel.setAnalysing(true);
    ASSERT_TRUE(waitRequests(1));
    EXPECT_TRUE(panel.errorText().isEmpty());
    fake->fail(QStringLiteral("The engine crashed."));
    EXPECT_EQ(panel.errorText(), "The engine crashed.");
    panel.restartEngine();
    EXPECT_TRUE(panel.errorText().isEmpty());
    EXPECT_GE(fake->starts, 1);
    ASSERT_TRUE(waitRequests(2));
}

TEST(AnalysisPanel, MissingUciEngineIsReported)
{
    ChessGameModel model;
    test::PrivateSettings settings;
    AnalysisPanel panel(&model, model.editing(), settings.get());
    panel.setEngine(new engine::UciEngine(QStringLiteral("/nonexistent/kibitz-no-engine")));
    panel.controller()->setDebounceInterval(0);
    panel.setAnalysing(true);
    EXPECT_TRUE(QTest::qWaitFor([&] { return !panel.errorText().isEmpty(); }, 5000));
    panel.shutdown();
}

// An engine's wrong answers reach the panel naming them: an illegal move, or none where legal
// moves exist (tests/data/fake_engines/bestmove.sh answers every "go" at once).
TEST(AnalysisPanel, AWrongBestMoveIsShownNamingIt)
{
    const struct {
        const char* move;
        const char* shown;
    } cases[] = {{"e2e5", "the move e2e5, which is not legal"}, {"(none)", "has no move"}};
    for (const auto& c : cases) {
        qputenv("KIBITZ_FAKE_BESTMOVE", c.move);
        ChessGameModel model;
        test::PrivateSettings settings;
        AnalysisPanel panel(&model, model.editing(), settings.get());
        panel.setEngine(
            new engine::UciEngine(QStringLiteral(KIBITZ_SOURCE_DIR "/tests/data/fake_engines/bestmove.sh")));
        panel.controller()->setDebounceInterval(0);
        panel.setAnalysing(true);
        EXPECT_TRUE(QTest::qWaitFor([&] { return !panel.errorText().isEmpty(); }, 10000)) << c.move;
        EXPECT_TRUE(panel.errorText().contains(QLatin1String(c.shown))) << panel.errorText().toStdString();
        panel.shutdown();
        qunsetenv("KIBITZ_FAKE_BESTMOVE");
    }
}

TEST(EvalBar, ShareFollowsTheScore)
{
    EXPECT_DOUBLE_EQ(whiteShare(cp(0)), 0.5);
    EXPECT_GT(whiteShare(cp(100)), 0.55);
    EXPECT_LT(whiteShare(cp(100)), whiteShare(cp(400)));
    EXPECT_NEAR(whiteShare(cp(-300)), 1.0 - whiteShare(cp(300)), 1e-9);
    EXPECT_DOUBLE_EQ(whiteShare(mate(2)), 1.0);
    EXPECT_DOUBLE_EQ(whiteShare(mate(-2)), 0.0);
    EXPECT_LT(whiteShare(cp(5000)), 1.0); // only a mate fills the bar

    EvalBar bar;
    bar.setEvaluation(cp(35));
    EXPECT_EQ(bar.scoreText(), "+0.35");
    EXPECT_TRUE(bar.toolTip().contains("+0.35"));
    EXPECT_DOUBLE_EQ(bar.targetShare(), whiteShare(cp(35)));
    bar.setEvaluation(mate(-3));
    EXPECT_EQ(bar.scoreText(), "#-3");
    EXPECT_TRUE(bar.toolTip().contains("Black mates in 3"));
    bar.clear();
    EXPECT_DOUBLE_EQ(bar.targetShare(), 0.5);
    EXPECT_TRUE(bar.scoreText().isEmpty());
}

TEST(EvalBar, PaintsWhitesShareAtWhitesEnd)
{
    EvalBar bar;
    bar.resize(20, 200);
    bar.setEvaluation(cp(600)); // hidden: no animation, the share applies at once
    EXPECT_DOUBLE_EQ(bar.shownShare(), bar.targetShare());
    auto lightness = [&](int y) { return QColor(bar.grab().toImage().pixel(10, y)).lightness(); };
    EXPECT_GT(lightness(150), 200); // White's part at the bottom
    EXPECT_LT(lightness(5), 80); // a sliver of Black's part at the top
    bar.setFlipped(true);
    EXPECT_GT(lightness(50), 200);
    EXPECT_LT(lightness(195), 80);
}

TEST(EvalBar, AnimatesWhenShown)
{
    EvalBar bar;
    bar.resize(20, 200);
    bar.show();
    bar.setEvaluation(mate(1));
    EXPECT_LT(bar.shownShare(), 1.0);
    EXPECT_TRUE(QTest::qWaitFor([&] { return bar.shownShare() == 1.0; }, 2000));
}

TEST(EvalGraph, EvaluatesTheMainLineAndJumps)
{
    ChessGameModel model;
    for (const char* san : {"f3", "e5", "g4", "Qh4#"})
        ASSERT_TRUE(model.editing()->makeMoveSan(QString::fromLatin1(san)));
    engine::GameEvaluator evaluator(&model);
    EvalGraph graph(&evaluator, model.navigation());
    evaluator.setNodeBudget(300);
    evaluator.setRunning(true);
    ASSERT_EQ(evaluator.plyCount(), 5);
    EngineScore s;
    ASSERT_TRUE(evaluator.scoreAt(4, &s)); // checkmate needs no engine
    EXPECT_TRUE(s.isMate);
    EXPECT_LT(s.value, 0);
    ASSERT_TRUE(QTest::qWaitFor([&] { return evaluator.isComplete(); }, 20000));
    ASSERT_TRUE(evaluator.scoreAt(0, &s));
    EXPECT_FALSE(s.isMate);
    EXPECT_LT(std::abs(s.value), 150); // the initial position is about level
    ASSERT_TRUE(evaluator.scoreAt(3, &s));
    EXPECT_TRUE(s.isMate && s.value < 0); // Black to move mates in 1
    EXPECT_TRUE(graph.jumpTo(2));
    EXPECT_EQ(model.tree().node(model.cursor()).ply, 2);
    EXPECT_FALSE(graph.jumpTo(7));

    // A click near the point of ply 1 jumps there.
    graph.resize(400, 200);
    graph.show();
    QCoreApplication::processEvents();
    const QPointF scene = graph.chart()->mapToPosition(QPointF(1.2, 0), graph.chart()->series().first());
    QTest::mouseClick(graph.viewport(), Qt::LeftButton, {}, graph.mapFromScene(scene));
    EXPECT_EQ(model.tree().node(model.cursor()).ply, 1);
    evaluator.shutdown();
}

// Issue 12: the scores of one game never appear in the next. Game A is evaluated and its start
// position gets a deep score from the analysis panel; game B (the same start position) is loaded
// while A's last search may still run: the graph shows none of A's scores, then B's own.
TEST(EvalGraph, ANewGameNeverShowsTheOldGamesScores)
{
    ChessGameModel model;
    ASSERT_TRUE(model.editing()->loadPgn(QStringLiteral("1. e4 e5 2. Nf3 *")));
    engine::GameEvaluator evaluator(&model);
    EvalGraph graph(&evaluator, model.navigation());
    evaluator.setNodeBudget(300);
    evaluator.setRunning(true);
    ASSERT_TRUE(QTest::qWaitFor([&] { return evaluator.isComplete(); }, 20000));
    ASSERT_TRUE(model.navigation()->goTo(game::RootNode));
    EngineScore deep;
    deep.value = 777; // no search of the start position gives this
    evaluator.setShownPositionScore(deep, true);
    ASSERT_TRUE(evaluator.scoreAt(0, &deep));
    ASSERT_EQ(deep.value, 777);
    ASSERT_TRUE(model.navigation()->goTo(model.tree().mainChild(game::RootNode))); // A's search of ply 1 may run

    auto* series = qobject_cast<QXYSeries*>(graph.chart()->series().first());
    ASSERT_NE(series, nullptr);
    int shownOldScore = 0;
    QObject::connect(series, &QXYSeries::pointsReplaced, series, [&] {
        for (const QPointF& p : series->points())
            shownOldScore += p.y() == 7.77;
    });
    QSignalSpy scores(&evaluator, &engine::GameEvaluator::scoreChanged);
    ASSERT_TRUE(model.editing()->loadPgn(QStringLiteral("1. d4 d5 *")));
    EXPECT_FALSE(evaluator.scoreAt(0, nullptr)); // nothing of B is evaluated yet
    ASSERT_TRUE(QTest::qWaitFor([&] { return evaluator.isComplete(); }, 20000));
    EngineScore s;
    ASSERT_TRUE(evaluator.scoreAt(0, &s));
    EXPECT_NE(s.value, 777);
    EXPECT_LT(std::abs(s.value), 150); // B's own search of the initial position
    EXPECT_EQ(shownOldScore, 0);
    ASSERT_EQ(scores.count(), 3); // one per ply of B, each from B's own searches
    for (const QList<QVariant>& args : scores)
        EXPECT_NE(args.at(1).value<EngineScore>().value, 777);
    evaluator.shutdown();
}

// Issue 12: a load is one event for the graph too: the old EvalGraph rebuilt its line (and
// redrew) on gameReset and again on historyChanged. The evaluator is not running, so no search
// result can redraw in between.
TEST(EvalGraph, ALoadRedrawsTheGraphOnce)
{
    ChessGameModel model;
    engine::GameEvaluator evaluator(&model);
    EvalGraph graph(&evaluator, model.navigation());
    auto* series = qobject_cast<QXYSeries*>(graph.chart()->series().first());
    ASSERT_NE(series, nullptr);
    QSignalSpy redrawn(series, &QXYSeries::pointsReplaced);
    QSignalSpy lines(&evaluator, &engine::GameEvaluator::lineChanged);
    ASSERT_TRUE(model.editing()->loadPgn(QStringLiteral("1. f3 e5 2. g4 Qh4# 0-1")));
    EXPECT_EQ(lines.count(), 1);
    EXPECT_EQ(redrawn.count(), 1);
    EXPECT_EQ(evaluator.plyCount(), 5);
    EXPECT_TRUE(evaluator.scoreAt(4, nullptr)); // the mate, known without a search
    EXPECT_EQ(series->count(), 1);
}

TEST(AnalysisPanel, StockfishCrashIsShownAndRestartAnalysesAgain)
{
    const QString stockfish = engine::UciEngine::findStockfish();
    if (stockfish.isEmpty())
        GTEST_SKIP() << "Stockfish is not installed";
    ChessGameModel model;
    test::PrivateSettings settings;
    AnalysisPanel panel(&model, model.editing(), settings.get());
    auto* uci = new engine::UciEngine(stockfish);
    panel.setEngine(uci);
    panel.controller()->setDebounceInterval(0);
    panel.setAnalysing(true);
    ASSERT_TRUE(QTest::qWaitFor([&] { return panel.linesModel()->rowCount() > 0; }, 10000));
    ASSERT_GT(uci->processId(), 0);
    ::kill(pid_t(uci->processId()), SIGKILL);
    ASSERT_TRUE(QTest::qWaitFor([&] { return !panel.errorText().isEmpty(); }, 5000));
    panel.restartEngine();
    EXPECT_TRUE(panel.errorText().isEmpty());
    EXPECT_TRUE(QTest::qWaitFor([&] { return panel.linesModel()->rowCount() > 0; }, 10000));
    EXPECT_TRUE(panel.isAnalysing());
    panel.shutdown();
    EXPECT_EQ(uci->processId(), 0);
}
