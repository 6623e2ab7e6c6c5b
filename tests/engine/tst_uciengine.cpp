// UciEngine: protocol parsing, fake engines for every fault (garbage, timeouts, not UCI, missing,
// crash, hang on stop), and the real Stockfish when it is installed.
#include "engine/uciengine.h"
#include "engine/uciprotocol.h"

#include "core/fen.h"
#include "core/movegen.h"

#include <QCoreApplication>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

#include <csignal>
#include <memory>

using namespace kibitz::engine;
using kibitz::core::StartFen;

namespace {

// Generous guard against a hanging test; never a performance expectation.
constexpr int GuardMs = 30000;

QString fakeEngine(const char* name)
{
    return QStringLiteral(KIBITZ_SOURCE_DIR "/tests/data/fake_engines/") + QLatin1String(name);
}

// True while a process with that id exists (and is not a zombie we could not reap).
bool processAlive(qint64 pid) { return pid > 0 && ::kill(pid_t(pid), 0) == 0; }

// Collects the signals of one engine.
struct Recorder {
    explicit Recorder(Engine* e)
        : infos(e, &Engine::infoReceived), bests(e, &Engine::bestMoveReceived), errors(e, &Engine::errorOccurred),
          states(e, &Engine::stateChanged)
    { }
    EngineInfo info(int i) const { return infos.at(i).at(0).value<EngineInfo>(); }
    EngineBestMove best(int i) const { return bests.at(i).at(0).value<EngineBestMove>(); }
    QString error(int i) const { return errors.at(i).at(0).toString(); }
    QSignalSpy infos, bests, errors, states;
};

// Waits until the engine reports an error; the state must then be Failed with no process.
void expectFailure(UciEngine& engine, Recorder& r, const QString& mustMention)
{
    if (r.errors.isEmpty()) {
        ASSERT_TRUE(r.errors.wait(GuardMs));
    }
    EXPECT_TRUE(r.error(0).contains(mustMention)) << r.error(0).toStdString();
    EXPECT_EQ(engine.state(), Engine::State::Failed);
    EXPECT_EQ(engine.processId(), 0);
    EXPECT_TRUE(r.bests.isEmpty());
}

} // namespace

TEST(UciProtocol, ParsesInfoLines)
{
    const auto info = uci::parseInfo(u"info depth 12 seldepth 18 multipv 2 score cp -35 upperbound nodes 1000 "
                                     u"nps 50000 hashfull 12 tbhits 0 time 20 pv e2e4 e7e5 g1f3");
    ASSERT_TRUE(info.has_value());
    EXPECT_EQ(info->depth, 12);
    EXPECT_EQ(info->selDepth, 18);
    EXPECT_EQ(info->multiPv, 2);
    EXPECT_FALSE(info->score.isMate);
    EXPECT_EQ(info->score.value, -35);
    EXPECT_EQ(info->score.bound, EngineScore::Bound::Upper);
    EXPECT_EQ(info->nodes, 1000u);
    EXPECT_EQ(info->nps, 50000u);
    EXPECT_EQ(info->hashfull, 12);
    EXPECT_EQ(info->timeMs, 20);
    EXPECT_EQ(info->pvUci, QStringList({"e2e4", "e7e5", "g1f3"}));

    const auto mate = uci::parseInfo(u"info depth 5 score mate -3 lowerbound pv h2h1q");
    ASSERT_TRUE(mate.has_value());
    EXPECT_TRUE(mate->score.isMate);
    EXPECT_EQ(mate->score.value, -3);
    EXPECT_EQ(mate->score.bound, EngineScore::Bound::Lower);
    EXPECT_EQ(mate->pvUci, QStringList({"h2h1q"}));
}

TEST(UciProtocol, RejectsMalformedAndIrrelevantInfo)
{
    for (const char* line : {"info depth", "info depth x score cp 1", "info score cp", "info score mate x pv e2e4",
                             "info score banana 3", "info depth 3 currmove e2e4 currmovenumber 1",
                             "info string score cp 10 pv e2e4", "infodepth 3 score cp 1", "bestmove e2e4", ""})
        EXPECT_FALSE(uci::parseInfo(QString::fromLatin1(line)).has_value()) << line;
}

TEST(UciProtocol, ParsesBestMoveOptionsAndIds)
{
    const auto best = uci::parseBestMove(u"bestmove e7e8q ponder d1d8");
    ASSERT_TRUE(best.has_value());
    EXPECT_EQ(best->uci, "e7e8q");
    EXPECT_EQ(best->ponderUci, "d1d8");
    EXPECT_EQ(uci::parseBestMove(u"bestmove (none)")->uci, "0000");
    EXPECT_FALSE(uci::parseBestMove(u"bestmove").has_value());

    const auto skill = uci::parseOption(u"option name Skill Level type spin default 20 min 0 max 20");
    ASSERT_TRUE(skill.has_value());
    EXPECT_EQ(skill->name, "Skill Level");
    EXPECT_EQ(skill->type, EngineOption::Type::Spin);
    EXPECT_EQ(skill->defaultValue, "20");
    EXPECT_EQ(skill->max, 20);
    const auto combo = uci::parseOption(u"option name Style type combo default Normal var Solid var Normal var Risky");
    ASSERT_TRUE(combo.has_value());
    EXPECT_EQ(combo->choices, QStringList({"Solid", "Normal", "Risky"}));
    EXPECT_FALSE(uci::parseOption(u"option name Broken type").has_value());
    EXPECT_FALSE(uci::parseOption(u"option name X type colour default red").has_value());
    EXPECT_EQ(uci::parseIdName(u"id name Stockfish 15.1"), "Stockfish 15.1");
    EXPECT_TRUE(uci::parseIdName(u"id author someone").isEmpty());
}

TEST(UciProtocol, WritesCommands)
{
    EXPECT_EQ(uci::positionCommand(QString::fromLatin1(StartFen), {}), "position startpos");
    EXPECT_EQ(uci::positionCommand(QString::fromLatin1(StartFen), {"e2e4", "e7e5"}),
              "position startpos moves e2e4 e7e5");
    EXPECT_EQ(uci::positionCommand("8/8/8/8/8/8/8/K1k5 w - - 0 1", {}), "position fen 8/8/8/8/8/8/8/K1k5 w - - 0 1");
    EXPECT_EQ(uci::goCommand(EngineLimits::infiniteAnalysis()), "go infinite");
    EXPECT_EQ(uci::goCommand(EngineLimits::ofDepth(12)), "go depth 12");
    EXPECT_EQ(uci::goCommand(EngineLimits::ofMovetime(250)), "go movetime 250");
    EXPECT_EQ(uci::goCommand(EngineLimits{}), "go depth 10");
    EngineLimits only = EngineLimits::ofDepth(12);
    only.searchMoves = QStringList{"e2e4", "d2d4"};
    EXPECT_EQ(uci::goCommand(only), "go depth 12 searchmoves e2e4 d2d4"); // last: it takes every token
    EXPECT_EQ(uci::setOptionCommand("Skill Level", "3"), "setoption name Skill Level value 3");
    EngineInfo info;
    info.depth = 3;
    info.selDepth = 5;
    info.hasScore = true;
    info.score = {true, -2, EngineScore::Bound::Lower};
    info.pvUci = QStringList{"e2e4"};
    EXPECT_EQ(uci::formatInfo(info),
              "info depth 3 seldepth 5 multipv 1 score mate -2 lowerbound nodes 0 nps 0 time 0 pv e2e4");
}

TEST(UciProtocol, ScoresConvertToWhitesView)
{
    const EngineScore s{false, 40, EngineScore::Bound::Lower};
    EXPECT_EQ(s.forWhite(kibitz::core::White).value, 40);
    EXPECT_EQ(s.forWhite(kibitz::core::Black).value, -40);
    EXPECT_EQ(s.forWhite(kibitz::core::Black).bound, EngineScore::Bound::Upper);
    const EngineScore mate1{true, 1, EngineScore::Bound::Exact}, mate3{true, 3, EngineScore::Bound::Exact};
    const EngineScore mated2{true, -2, EngineScore::Bound::Exact}, cp900{false, 900, EngineScore::Bound::Exact};
    EXPECT_GT(mate1.sortKey(), mate3.sortKey());
    EXPECT_GT(mate3.sortKey(), cp900.sortKey());
    EXPECT_LT(mated2.sortKey(), -cp900.sortKey());
}

TEST(FakeEngine, GarbageOutputIsIgnoredAndValidLinesArrive)
{
    UciEngine engine(fakeEngine("garbage.sh"));
    Recorder r(&engine);
    ASSERT_TRUE(engine.analyse(QString::fromLatin1(StartFen), {}, EngineLimits::ofDepth(5), 2));
    ASSERT_TRUE(r.bests.wait(GuardMs));
    EXPECT_TRUE(r.errors.isEmpty());
    EXPECT_EQ(engine.name(), "Garbage Engine");
    EXPECT_TRUE(engine.hasOption("MultiPV"));
    EXPECT_FALSE(engine.hasOption("Broken"));
    ASSERT_EQ(r.infos.size(), 2);
    const EngineInfo first = r.info(0);
    EXPECT_EQ(first.depth, 6);
    EXPECT_EQ(first.score.value, 31);
    EXPECT_EQ(first.score.bound, EngineScore::Bound::Lower);
    EXPECT_EQ(first.nodes, 123u);
    EXPECT_EQ(first.pvSan, QStringList({"e4", "e5"}));
    const EngineInfo second = r.info(1);
    EXPECT_TRUE(second.score.isMate);
    EXPECT_EQ(second.score.value, -2);
    EXPECT_EQ(second.pvUci, QStringList({"e2e4", "a1a1"}));
    EXPECT_EQ(second.pvSan, QStringList({"e4"})); // the illegal a1a1 ends the line
    EXPECT_EQ(r.best(0).uci, "e2e4");
    EXPECT_EQ(r.best(0).san, "e4");
    EXPECT_EQ(engine.state(), Engine::State::Ready);
}

TEST(FakeEngine, AnIllegalBestMoveIsReported)
{
    UciEngine engine(fakeEngine("garbage.sh"));
    engine.setOption("Prefer", "e2e5"); // not offered: never sent, so the engine keeps e2e4
    Recorder r(&engine);
    ASSERT_TRUE(engine.analyse("4k3/8/8/8/8/8/8/4K3 w - - 0 1", {}, EngineLimits::ofDepth(1)));
    ASSERT_TRUE(r.bests.wait(GuardMs));
    ASSERT_EQ(r.errors.size(), 1);
    EXPECT_TRUE(r.error(0).contains("e2e4"));
    EXPECT_TRUE(r.best(0).move.isNull());
}

TEST(FakeEngine, MissingBinaryFailsWithAMessage)
{
    UciEngine engine("/nonexistent/dir/stockfish");
    Recorder r(&engine);
    engine.analyse(QString::fromLatin1(StartFen), {}, EngineLimits::ofDepth(1));
    expectFailure(engine, r, "was not found");
}

TEST(FakeEngine, NonExecutableFileFailsWithAMessage)
{
    UciEngine engine(QStringLiteral(KIBITZ_SOURCE_DIR "/tests/engine/tst_uciengine.cpp"));
    Recorder r(&engine);
    engine.start();
    expectFailure(engine, r, "not an executable");
}

TEST(FakeEngine, ProgramThatIsNotUciTimesOut)
{
    UciEngine engine(fakeEngine("notuci.sh"));
    engine.setTimeouts(500, 500, 500);
    Recorder r(&engine);
    engine.analyse(QString::fromLatin1(StartFen), {}, EngineLimits::ofDepth(1));
    expectFailure(engine, r, "UCI");
}

TEST(FakeEngine, ProgramThatExitsAtOnceIsNotUci)
{
    UciEngine engine(fakeEngine("exits.sh"));
    Recorder r(&engine);
    engine.start();
    expectFailure(engine, r, "exit code 3");
}

TEST(FakeEngine, MissingReadyOkTimesOut)
{
    UciEngine engine(fakeEngine("noreadyok.sh"));
    engine.setTimeouts(2000, 300, 2000);
    Recorder r(&engine);
    engine.analyse(QString::fromLatin1(StartFen), {}, EngineLimits::ofDepth(1));
    expectFailure(engine, r, "readyok");
}

TEST(FakeEngine, EngineThatIgnoresStopIsEnded)
{
    UciEngine engine(fakeEngine("nostop.sh"));
    engine.setTimeouts(2000, 2000, 300);
    Recorder r(&engine);
    engine.analyse(QString::fromLatin1(StartFen), {}, EngineLimits::infiniteAnalysis());
    ASSERT_TRUE(r.infos.wait(GuardMs));
    const qint64 pid = engine.processId();
    engine.stop();
    expectFailure(engine, r, "did not stop");
    EXPECT_TRUE(QTest::qWaitFor([pid] { return !processAlive(pid); }, GuardMs)); // killed, not left running
}

// "go movetime": the move must come within the move time plus a grace period (default 5 s).
TEST(FakeEngine, NoMoveAfterTheMoveTimeIsAnError)
{
    UciEngine engine(fakeEngine("nostop.sh"));
    Recorder r(&engine);
    engine.analyse(QString::fromLatin1(StartFen), {}, EngineLimits::ofMovetime(100));
    expectFailure(engine, r, "\"Stubborn\" did not send its move (bestmove) within 5.1 s");
}

// "go depth": an engine that falls silent without a move is given up after the silence limit.
TEST(FakeEngine, ASilentEngineWithoutAMoveIsAnError)
{
    UciEngine engine(fakeEngine("nostop.sh"));
    engine.setSearchTimeouts(300, 5000);
    Recorder r(&engine);
    engine.analyse(QString::fromLatin1(StartFen), {}, EngineLimits::ofDepth(20));
    expectFailure(engine, r, "\"Stubborn\" sent nothing for 0.3 s while searching");
}

// Infinite analysis runs as long as wanted, even when the engine has nothing more to say.
TEST(FakeEngine, InfiniteAnalysisHasNoSilenceLimit)
{
    UciEngine engine(fakeEngine("nostop.sh"));
    engine.setSearchTimeouts(100, 100);
    Recorder r(&engine);
    engine.analyse(QString::fromLatin1(StartFen), {}, EngineLimits::infiniteAnalysis());
    ASSERT_TRUE(r.infos.wait(GuardMs));
    EXPECT_FALSE(r.errors.wait(1000)); // ten times the silence limit
    EXPECT_EQ(engine.state(), Engine::State::Searching);
}

// Sets the move the fake engine "bestmove.sh" answers with, for one scope.
struct FakeBestMove {
    explicit FakeBestMove(const char* move) { qputenv("KIBITZ_FAKE_BESTMOVE", move); }
    ~FakeBestMove() { qunsetenv("KIBITZ_FAKE_BESTMOVE"); }
};

TEST(FakeEngine, GarbageAsBestMoveIsReportedNamingIt)
{
    FakeBestMove fake("xyzzy");
    UciEngine engine(fakeEngine("bestmove.sh"));
    Recorder r(&engine);
    engine.analyse(QString::fromLatin1(StartFen), {}, EngineLimits::ofDepth(1));
    ASSERT_TRUE(r.bests.wait(GuardMs));
    ASSERT_EQ(r.errors.size(), 1);
    EXPECT_TRUE(r.error(0).contains("the move xyzzy, which is not legal")) << r.error(0).toStdString();
    EXPECT_TRUE(r.best(0).move.isNull());
}

TEST(FakeEngine, NoMoveWhereLegalMovesExistIsReported)
{
    FakeBestMove fake("(none)");
    UciEngine engine(fakeEngine("bestmove.sh"));
    Recorder r(&engine);
    engine.analyse(QString::fromLatin1(StartFen), {}, EngineLimits::ofDepth(1));
    ASSERT_TRUE(r.bests.wait(GuardMs));
    ASSERT_EQ(r.errors.size(), 1);
    EXPECT_TRUE(r.error(0).contains("Blunt")) << r.error(0).toStdString();
    EXPECT_TRUE(r.error(0).contains("has no move")) << r.error(0).toStdString();
    EXPECT_EQ(engine.state(), Engine::State::Ready); // the engine itself still works
}

TEST(FakeEngine, NoMoveInAStalemateIsFine)
{
    FakeBestMove fake("(none)");
    UciEngine engine(fakeEngine("bestmove.sh"));
    Recorder r(&engine);
    engine.analyse("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", {}, EngineLimits::ofDepth(1));
    ASSERT_TRUE(r.bests.wait(GuardMs));
    EXPECT_TRUE(r.errors.isEmpty());
    EXPECT_EQ(r.best(0).uci, "0000");
}

TEST(FakeEngine, CrashIsReportedAndAnalysisCanRestart)
{
    UciEngine engine(fakeEngine("crashes.sh"));
    Recorder r(&engine);
    engine.analyse(QString::fromLatin1(StartFen), {}, EngineLimits::infiniteAnalysis());
    expectFailure(engine, r, "stopped unexpectedly");
    engine.analyse(QString::fromLatin1(StartFen), {}, EngineLimits::infiniteAnalysis());
    ASSERT_TRUE(r.errors.wait(GuardMs)); // a fresh process was started, and crashed again
    EXPECT_EQ(r.errors.size(), 2);
}

TEST(FakeEngine, InvalidPositionIsRefusedBeforeTheEngine)
{
    UciEngine engine(fakeEngine("garbage.sh"));
    Recorder r(&engine);
    EXPECT_FALSE(engine.analyse("not a fen", {}, EngineLimits::ofDepth(1)));
    EXPECT_FALSE(engine.analyse(QString::fromLatin1(StartFen), {"e2e5"}, EngineLimits::ofDepth(1)));
    EXPECT_EQ(r.errors.size(), 2);
    EXPECT_EQ(engine.state(), Engine::State::Idle);
}
