// BuiltinEngine behind the Engine interface (worker thread, stop, replacement, levels) and the
// AnalysisController's debounce.
#include "engine/analysiscontroller.h"
#include "engine/builtinengine.h"

#include "core/fen.h"
#include "core/movegen.h"
#include "markingtranslator.h"

#include <QCoreApplication>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

using namespace kibitz::engine;
using kibitz::core::StartFen;

namespace {

constexpr int GuardMs = 30000; // hang guard only
const char* const Middlegame = "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";

EngineBestMove waitForBest(QSignalSpy& bests)
{
    if (bests.isEmpty()) {
        EXPECT_TRUE(bests.wait(GuardMs));
    }
    return bests.isEmpty() ? EngineBestMove{} : bests.takeFirst().at(0).value<EngineBestMove>();
}

// An engine that only records what it is asked to do.
class RecordingEngine : public Engine {
public:
    QString name() const override { return QStringLiteral("recorder"); }
    void start() override { setState(State::Ready); }
    void shutdown() override { setState(State::Idle); }
    void stop() override
    {
        ++stops;
        setState(State::Ready);
    }
    QList<EngineOption> options() const override { return {}; }
    void setOption(const QString&, const QVariant&) override { }
    // Lets a test play the engine's part.
    void report(const EngineInfo& info) { deliverInfo(info); }
    QList<SearchRequest> requests;
    int stops = 0;

protected:
    void submit(const SearchRequest& request) override
    {
        requests.push_back(request);
        setCurrentRequest(request);
        setState(State::Searching);
    }
};

} // namespace

TEST(BuiltinEngine, AnalysesWithSanLinesAndALegalMove)
{
    BuiltinEngine engine;
    QSignalSpy infos(&engine, &Engine::infoReceived);
    QSignalSpy bests(&engine, &Engine::bestMoveReceived);
    ASSERT_TRUE(engine.analyse(QString::fromLatin1(Middlegame), {}, EngineLimits::ofDepth(6), 2));
    const EngineBestMove best = waitForBest(bests);
    ASSERT_FALSE(best.move.isNull());
    EXPECT_TRUE(kibitz::core::isLegalMove(engine.currentRequest().root, best.move));
    EXPECT_FALSE(best.san.isEmpty());
    EXPECT_EQ(engine.state(), Engine::State::Ready);
    int lastDepth = 0;
    for (const auto& args : infos) {
        const EngineInfo info = args.at(0).value<EngineInfo>();
        EXPECT_GE(info.depth, lastDepth);
        lastDepth = info.depth;
        EXPECT_EQ(info.pvSan.size(), info.pvUci.size());
        EXPECT_FALSE(info.pvSan.isEmpty());
    }
    EXPECT_EQ(lastDepth, 6);
}

TEST(BuiltinEngine, ReportsMateInMoves)
{
    BuiltinEngine engine;
    QSignalSpy infos(&engine, &Engine::infoReceived);
    QSignalSpy bests(&engine, &Engine::bestMoveReceived);
    engine.analyse("r6k/6pp/7N/8/8/1Q6/8/6K1 w - - 0 1", {}, EngineLimits::ofDepth(6));
    EXPECT_EQ(waitForBest(bests).san, "Qg8+");
    const EngineInfo last = infos.last().at(0).value<EngineInfo>();
    EXPECT_TRUE(last.score.isMate);
    EXPECT_EQ(last.score.value, 2);
    EXPECT_EQ(last.pvSan, QStringList({"Qg8+", "Rxg8", "Nf7#"}));
}

// "searchmoves" (the review's re-check): only the given move is searched, even where another
// mates at once; a list naming no legal move searches them all.
TEST(BuiltinEngine, SearchMovesRestrictsTheRootMoves)
{
    BuiltinEngine engine;
    QSignalSpy infos(&engine, &Engine::infoReceived);
    QSignalSpy bests(&engine, &Engine::bestMoveReceived);
    EngineLimits limits = EngineLimits::ofDepth(6);
    limits.searchMoves = QStringList{"g1f1"};
    engine.analyse("r6k/6pp/7N/8/8/1Q6/8/6K1 w - - 0 1", {}, limits);
    EXPECT_EQ(waitForBest(bests).san, "Kf1");
    EXPECT_FALSE(infos.last().at(0).value<EngineInfo>().score.isMate);
    limits.searchMoves = QStringList{"e2e4"};
    engine.analyse("r6k/6pp/7N/8/8/1Q6/8/6K1 w - - 0 1", {}, limits);
    EXPECT_EQ(waitForBest(bests).san, "Qg8+");
}

TEST(BuiltinEngine, InfiniteAnalysisRunsUntilStop)
{
    BuiltinEngine engine;
    QSignalSpy infos(&engine, &Engine::infoReceived);
    QSignalSpy bests(&engine, &Engine::bestMoveReceived);
    QSignalSpy states(&engine, &Engine::stateChanged);
    engine.analyse(QString::fromLatin1(Middlegame), {}, EngineLimits::infiniteAnalysis());
    while (infos.size() < 3)
        ASSERT_TRUE(infos.wait(GuardMs));
    EXPECT_TRUE(bests.isEmpty());
    engine.stop();
    EXPECT_FALSE(waitForBest(bests).move.isNull());
    EXPECT_EQ(engine.state(), Engine::State::Ready);
    QList<Engine::State> seen;
    for (const auto& args : states)
        seen.push_back(args.at(0).value<Engine::State>());
    EXPECT_EQ(seen, QList<Engine::State>({Engine::State::Searching, Engine::State::Stopping, Engine::State::Ready}));
}

TEST(BuiltinEngine, InfiniteSearchThatEndsEarlyWaitsForStop)
{
    BuiltinEngine engine;
    QSignalSpy bests(&engine, &Engine::bestMoveReceived);
    engine.analyse("4k3/8/8/8/8/8/8/4K3 w - - 0 1", {}, EngineLimits::infiniteAnalysis()); // bare kings: all draws
    EXPECT_FALSE(bests.wait(300)); // nothing before stop, as a UCI engine in "go infinite"
    engine.stop();
    EXPECT_FALSE(waitForBest(bests).move.isNull());
}

// Replaced searches still post their reports (the worker always reports its result when it
// ends); each one must be dropped. Every PV delivered must be legal, in full, from the root of
// the request current at that moment, and the only best move is the last search's, at its depth.
TEST(BuiltinEngine, NewRequestReplacesTheRunningSearch)
{
    BuiltinEngine engine;
    QSignalSpy infos(&engine, &Engine::infoReceived);
    QSignalSpy bests(&engine, &Engine::bestMoveReceived);
    QSignalSpy errors(&engine, &Engine::errorOccurred);
    int checkedInfos = 0;
    QObject::connect(&engine, &Engine::infoReceived, &engine, [&engine, &checkedInfos](const EngineInfo& info) {
        ++checkedInfos;
        ASSERT_EQ(info.pv.size(), std::size_t(info.pvUci.size())) << info.pvUci.join(' ').toStdString();
        kibitz::core::Position pos = engine.currentRequest().root;
        for (const kibitz::core::Move m : info.pv) {
            ASSERT_TRUE(kibitz::core::isLegalMove(pos, m)) << info.pvUci.join(' ').toStdString();
            kibitz::core::UndoInfo undo;
            pos.makeMove(m, undo);
        }
    });
    engine.analyse(QString::fromLatin1(Middlegame), {}, EngineLimits::infiniteAnalysis());
    ASSERT_TRUE(infos.wait(GuardMs)); // a running search is replaced
    // Searches from other roots, each replaced after it has ended and queued all its reports:
    // had those been let through, they would arrive as best moves and PVs of the wrong
    // position. White is to move in each, Black in the last one, so no stale move can pass for
    // a legal one there.
    for (const QStringList& moves : {QStringList{}, QStringList{"e2e4", "e7e5"}, QStringList{"d2d4", "d7d5"}}) {
        engine.analyse(QString::fromLatin1(StartFen), moves, EngineLimits::ofDepth(4));
        engine.waitForWorker();
    }
    infos.clear();
    engine.analyse(QString::fromLatin1(StartFen), {"c2c4"}, EngineLimits::ofDepth(5));
    // The replaced workers were joined before the last search started, so their queued reports
    // are ahead of its best move in the event queue: all have been handled once it arrives.
    const EngineBestMove best = waitForBest(bests);
    EXPECT_TRUE(bests.isEmpty());
    EXPECT_TRUE(errors.isEmpty());
    EXPECT_TRUE(kibitz::core::isLegalMove(engine.currentRequest().root, best.move));
    ASSERT_FALSE(infos.isEmpty());
    EXPECT_GT(checkedInfos, 0);
    const EngineInfo last = infos.last().at(0).value<EngineInfo>();
    EXPECT_EQ(last.depth, 5); // the best move ends the last search, not an earlier one
    ASSERT_FALSE(last.pvUci.isEmpty());
    EXPECT_EQ(best.uci, last.pvUci.first());
    int lastDepth = 0;
    for (const auto& args : infos) {
        const EngineInfo info = args.at(0).value<EngineInfo>();
        EXPECT_GE(info.depth, lastDepth); // one search's reports only
        lastDepth = info.depth;
    }
}

TEST(BuiltinEngine, PlaysLegalMovesAtEveryLevel)
{
    BuiltinEngine engine;
    QSignalSpy bests(&engine, &Engine::bestMoveReceived);
    for (int level : {0, 5, 10, 20}) {
        engine.setLevel(level);
        engine.play(QString::fromLatin1(Middlegame), {"e1g1"}, EngineLimits::ofMovetime(50));
        const EngineBestMove best = waitForBest(bests);
        EXPECT_TRUE(kibitz::core::isLegalMove(engine.currentRequest().root, best.move)) << level;
    }
}

TEST(BuiltinEngine, DestroyedWhileSearchingWithoutHanging)
{
    auto engine = std::make_unique<BuiltinEngine>();
    QSignalSpy infos(engine.get(), &Engine::infoReceived);
    engine->analyse(QString::fromLatin1(Middlegame), {}, EngineLimits::infiniteAnalysis());
    ASSERT_TRUE(infos.wait(GuardMs));
    const qsizetype before = infos.size();
    engine.reset(); // joins the worker: every report it made is queued by now
    QCoreApplication::sendPostedEvents(); // the queued reports to the deleted engine are discarded
    EXPECT_EQ(infos.size(), before);
}

// A position an engine cannot be asked about is refused with the entries of the one message table
// (the FEN's error, or the move that is not legal), translated: a marking translator of the table
// marks them; nothing reaches the engine.
TEST(Engine, RefusedPositionsSayWhyInTheMessageTablesWords)
{
    RecordingEngine engine;
    QSignalSpy errors(&engine, &Engine::errorOccurred);
    const kibitz::test::MarkedMessages marked;
    EXPECT_FALSE(engine.analyse(QStringLiteral("8/8/8/8/8/8/8/K7 w - - 0 1"), {}, EngineLimits::ofDepth(1)));
    EXPECT_FALSE(engine.analyse(QString::fromLatin1(StartFen), {"e2e4", "e2e5"}, EngineLimits::ofDepth(1)));
    ASSERT_EQ(errors.size(), 2);
    EXPECT_TRUE(errors[0].at(0).toString().endsWith(QStringLiteral(": <<black> has no king>")))
        << errors[0].at(0).toString().toStdString();
    EXPECT_TRUE(errors[1].at(0).toString().endsWith(QStringLiteral(": <move 2 (e2e5) is not legal>")))
        << errors[1].at(0).toString().toStdString();
    EXPECT_TRUE(engine.requests.isEmpty());
}

TEST(AnalysisController, BurstOfPositionsStartsOneSearchForTheLast)
{
    RecordingEngine engine;
    AnalysisController controller;
    controller.setEngine(&engine);
    controller.setDebounceInterval(30);
    controller.setActive(true);
    QStringList moves;
    for (const char* m : {"e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5a4", "g8f6"}) {
        moves.push_back(m);
        controller.setPosition(QString::fromLatin1(StartFen), moves);
    }
    EXPECT_TRUE(engine.requests.isEmpty());
    ASSERT_TRUE(QTest::qWaitFor([&] { return engine.requests.size() == 1; }, GuardMs));
    // The search started is the last one to come: none waits for the debounce any more, and the
    // queued events handled start nothing either.
    EXPECT_FALSE(controller.isSearchPending());
    QCoreApplication::sendPostedEvents();
    ASSERT_EQ(engine.requests.size(), 1);
    EXPECT_EQ(engine.requests.first().moves, moves);
    EXPECT_TRUE(engine.requests.first().limits.infinite);
}

namespace {
// Analysis of the start position with multiPv lines, once the engine was asked for it.
bool startAnalysing(RecordingEngine& engine, AnalysisController& controller, int multiPv = 1)
{
    controller.setEngine(&engine);
    controller.setDebounceInterval(1);
    controller.setMultiPv(multiPv);
    controller.setPosition(QString::fromLatin1(StartFen), {});
    controller.setActive(true);
    return QTest::qWaitFor([&] { return engine.requests.size() == 1; }, GuardMs);
}
} // namespace

TEST(AnalysisController, KeepsTheNewestLinePerMultiPvAndClearsOnNewPosition)
{
    RecordingEngine engine;
    AnalysisController controller;
    ASSERT_TRUE(startAnalysing(engine, controller, 2));
    EXPECT_EQ(engine.requests.first().multiPv, 2);
    QSignalSpy changed(&controller, &AnalysisController::linesChanged);
    for (int depth = 1; depth <= 2; ++depth)
        for (int pv = 1; pv <= 3; ++pv) {
            EngineInfo info;
            info.depth = depth;
            info.multiPv = pv;
            info.pvUci = QStringList{pv == 1 ? "e2e4" : "d2d4"};
            engine.report(info);
        }
    ASSERT_EQ(controller.lines().size(), 2); // the third line is beyond MultiPV 2
    EXPECT_EQ(controller.lines()[0].depth, 2);
    EXPECT_EQ(controller.lines()[1].pvSan, QStringList({"d4"}));
    controller.setPosition(QString::fromLatin1(StartFen), {"e2e4"});
    EXPECT_TRUE(controller.lines().isEmpty());
    controller.setActive(false);
    EXPECT_GE(engine.stops, 1);
}

// Stop keeps the lines a person was reading (issue 26.4: Stop wiped them); they go with the
// next position, and analysing again starts afresh.
TEST(AnalysisController, StopKeepsTheLastLinesUntilThePositionChanges)
{
    RecordingEngine engine;
    AnalysisController controller;
    ASSERT_TRUE(startAnalysing(engine, controller));
    EngineInfo info;
    info.depth = 9;
    info.multiPv = 1;
    info.pvUci = QStringList{"e2e4", "e7e5"};
    engine.report(info);
    ASSERT_EQ(controller.lines().size(), 1);
    controller.setActive(false);
    EXPECT_GE(engine.stops, 1);
    ASSERT_EQ(controller.lines().size(), 1);
    EXPECT_EQ(controller.lines()[0].pvSan, QStringList({"e4", "e5"}));
    info.depth = 10;
    engine.report(info); // a report after the stop changes nothing
    EXPECT_EQ(controller.lines()[0].depth, 9);
    controller.setPosition(QString::fromLatin1(StartFen), {"e2e4"});
    EXPECT_TRUE(controller.lines().isEmpty());
}

TEST(AnalysisController, BoundReportDoesNotReplaceAnExactLine)
{
    RecordingEngine engine;
    AnalysisController controller;
    ASSERT_TRUE(startAnalysing(engine, controller));
    const auto report = [&engine](int depth, EngineScore::Bound bound, const QStringList& pv) {
        EngineInfo info;
        info.depth = depth;
        info.multiPv = 1;
        info.hasScore = true;
        info.score.value = 30;
        info.score.bound = bound;
        info.pvUci = pv;
        engine.report(info);
    };
    report(5, EngineScore::Bound::Lower, {"e2e4"}); // nothing better yet: shown
    ASSERT_EQ(controller.lines().size(), 1);
    EXPECT_EQ(controller.lines()[0].depth, 5);
    report(6, EngineScore::Bound::Exact, {"e2e4", "e7e5", "g1f3"});
    report(7, EngineScore::Bound::Lower, {"d2d4"});
    EXPECT_EQ(controller.lines()[0].depth, 6);
    EXPECT_EQ(controller.lines()[0].pvSan, QStringList({"e4", "e5", "Nf3"}));
    report(7, EngineScore::Bound::Exact, {"d2d4", "d7d5"});
    EXPECT_EQ(controller.lines()[0].depth, 7);
    EXPECT_EQ(controller.lines()[0].pvSan, QStringList({"d4", "d5"}));
    controller.setActive(false);
}
