// UciEngine against the real Stockfish (Debian's /usr/games/stockfish); skipped when absent.
#include "engine/uciengine.h"

#include "core/fen.h"
#include "core/movegen.h"

#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

#include <csignal>
#include <map>

using namespace kibitz::engine;
using kibitz::core::StartFen;

namespace {

constexpr int GuardMs = 60000; // hang guard only

const char* const Middlegame = "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";

class Stockfish : public testing::Test {
protected:
    void SetUp() override
    {
        m_path = UciEngine::findStockfish();
        if (m_path.isEmpty())
            GTEST_SKIP() << "Stockfish is not installed (apt-get install stockfish)";
        m_engine = std::make_unique<UciEngine>(m_path);
        m_engine->setOption("Threads", 1);
        m_engine->setOption("Hash", 16);
    }
    EngineBestMove waitForBest(QSignalSpy& bests)
    {
        if (bests.isEmpty()) {
            EXPECT_TRUE(bests.wait(GuardMs));
        }
        return bests.isEmpty() ? EngineBestMove{} : bests.takeFirst().at(0).value<EngineBestMove>();
    }
    QString m_path;
    std::unique_ptr<UciEngine> m_engine;
};

} // namespace

TEST_F(Stockfish, HandshakeReadsNameAndOptions)
{
    QSignalSpy states(m_engine.get(), &Engine::stateChanged);
    m_engine->start();
    while (m_engine->state() != Engine::State::Ready && m_engine->state() != Engine::State::Failed)
        ASSERT_TRUE(states.wait(GuardMs));
    ASSERT_EQ(m_engine->state(), Engine::State::Ready);
    EXPECT_TRUE(m_engine->name().contains("Stockfish")) << m_engine->name().toStdString();
    for (const char* option : {"MultiPV", "Threads", "Hash", "Skill Level"})
        EXPECT_TRUE(m_engine->hasOption(option)) << option;
}

TEST_F(Stockfish, AnalysisReturnsALegalBestMoveWithSanLines)
{
    QSignalSpy infos(m_engine.get(), &Engine::infoReceived);
    QSignalSpy bests(m_engine.get(), &Engine::bestMoveReceived);
    ASSERT_TRUE(m_engine->analyse(QString::fromLatin1(StartFen), {"e2e4", "c7c5"}, EngineLimits::ofDepth(10)));
    const EngineBestMove best = waitForBest(bests);
    ASSERT_FALSE(best.move.isNull()) << best.uci.toStdString();
    EXPECT_TRUE(kibitz::core::isLegalMove(m_engine->currentRequest().root, best.move));
    EXPECT_FALSE(best.san.isEmpty());
    ASSERT_FALSE(infos.isEmpty());
    const EngineInfo last = infos.last().at(0).value<EngineInfo>();
    EXPECT_EQ(last.depth, 10);
    EXPECT_TRUE(last.hasScore);
    EXPECT_EQ(last.pv.size(), std::size_t(last.pvUci.size())); // every move of the PV is legal
    EXPECT_EQ(last.pvSan.size(), last.pvUci.size());
}

TEST_F(Stockfish, MultiPvLinesAreOrderedAndDistinct)
{
    QSignalSpy infos(m_engine.get(), &Engine::infoReceived);
    QSignalSpy bests(m_engine.get(), &Engine::bestMoveReceived);
    ASSERT_TRUE(m_engine->analyse(QString::fromLatin1(Middlegame), {}, EngineLimits::ofDepth(12), 3));
    waitForBest(bests);
    std::map<int, EngineInfo> finalLines;
    for (const auto& args : infos) {
        const EngineInfo info = args.at(0).value<EngineInfo>();
        if (info.depth == 12 && info.score.bound == EngineScore::Bound::Exact)
            finalLines[info.multiPv] = info;
    }
    ASSERT_EQ(finalLines.size(), 3u);
    for (int i = 2; i <= 3; ++i) {
        EXPECT_GE(finalLines[i - 1].score.sortKey(), finalLines[i].score.sortKey());
        EXPECT_NE(finalLines[i - 1].pvUci.first(), finalLines[i].pvUci.first());
    }
}

TEST_F(Stockfish, KilledDuringInfiniteAnalysisIsReportedAndRestartable)
{
    QSignalSpy infos(m_engine.get(), &Engine::infoReceived);
    QSignalSpy bests(m_engine.get(), &Engine::bestMoveReceived);
    QSignalSpy errors(m_engine.get(), &Engine::errorOccurred);
    ASSERT_TRUE(m_engine->analyse(QString::fromLatin1(Middlegame), {}, EngineLimits::infiniteAnalysis()));
    ASSERT_TRUE(infos.wait(GuardMs));
    const qint64 pid = m_engine->processId();
    ASSERT_GT(pid, 0);
    ::kill(pid_t(pid), SIGKILL);
    ASSERT_TRUE(errors.wait(GuardMs));
    EXPECT_TRUE(errors.first().at(0).toString().contains("stopped unexpectedly"));
    EXPECT_EQ(m_engine->state(), Engine::State::Failed);
    EXPECT_TRUE(bests.isEmpty());

    ASSERT_TRUE(m_engine->analyse(QString::fromLatin1(Middlegame), {}, EngineLimits::ofDepth(8)));
    const EngineBestMove best = waitForBest(bests);
    EXPECT_FALSE(best.move.isNull());
    EXPECT_NE(m_engine->processId(), pid);
    EXPECT_EQ(errors.size(), 1);
}

TEST_F(Stockfish, NewRequestReplacesTheRunningSearch)
{
    QSignalSpy bests(m_engine.get(), &Engine::bestMoveReceived);
    QSignalSpy infos(m_engine.get(), &Engine::infoReceived);
    ASSERT_TRUE(m_engine->analyse(QString::fromLatin1(Middlegame), {}, EngineLimits::infiniteAnalysis()));
    ASSERT_TRUE(infos.wait(GuardMs));
    const qint64 pid = m_engine->processId();
    // Several quick position changes, as when stepping through a game: only the last one counts.
    m_engine->analyse(QString::fromLatin1(StartFen), {"d2d4"}, EngineLimits::infiniteAnalysis());
    m_engine->analyse(QString::fromLatin1(StartFen), {"d2d4", "d7d5"}, EngineLimits::infiniteAnalysis());
    infos.clear();
    ASSERT_TRUE(m_engine->analyse(QString::fromLatin1(StartFen), {"e2e4"}, EngineLimits::ofDepth(8)));
    const EngineBestMove best = waitForBest(bests);
    EXPECT_EQ(m_engine->processId(), pid); // same process, no restart
    ASSERT_FALSE(best.move.isNull());
    EXPECT_TRUE(kibitz::core::isLegalMove(m_engine->currentRequest().root, best.move));
    EXPECT_EQ(m_engine->currentRequest().moves, QStringList({"e2e4"}));
    EXPECT_EQ(bests.size(), 0); // exactly one best move: the replaced searches gave none
    for (const auto& args : infos) {
        const EngineInfo info = args.at(0).value<EngineInfo>();
        EXPECT_EQ(info.pv.size(), std::size_t(info.pvUci.size())) << info.pvUci.join(' ').toStdString();
    }
}

TEST_F(Stockfish, StopDeliversTheBestMove)
{
    QSignalSpy infos(m_engine.get(), &Engine::infoReceived);
    QSignalSpy bests(m_engine.get(), &Engine::bestMoveReceived);
    ASSERT_TRUE(m_engine->analyse(QString::fromLatin1(Middlegame), {}, EngineLimits::infiniteAnalysis()));
    ASSERT_TRUE(infos.wait(GuardMs));
    m_engine->stop();
    EXPECT_FALSE(waitForBest(bests).move.isNull());
    EXPECT_EQ(m_engine->state(), Engine::State::Ready);
}

TEST_F(Stockfish, PlaysAtALowSkillLevel)
{
    QSignalSpy bests(m_engine.get(), &Engine::bestMoveReceived);
    m_engine->setLevel(0);
    ASSERT_TRUE(m_engine->play(QString::fromLatin1(Middlegame), {}, EngineLimits::ofMovetime(100)));
    EXPECT_FALSE(waitForBest(bests).move.isNull());
}

TEST_F(Stockfish, DestructionEndsTheProcess)
{
    QSignalSpy infos(m_engine.get(), &Engine::infoReceived);
    ASSERT_TRUE(m_engine->analyse(QString::fromLatin1(Middlegame), {}, EngineLimits::infiniteAnalysis()));
    ASSERT_TRUE(infos.wait(GuardMs));
    const qint64 pid = m_engine->processId();
    m_engine.reset(); // returns at once; the process ends soon after ("quit")
    EXPECT_TRUE(QTest::qWaitFor([pid] { return ::kill(pid_t(pid), 0) != 0; }, GuardMs)); // no orphan, no zombie
}

// A Chess960 game runs Stockfish in UCI_Chess960 mode: O-O with the king staying on g1 is sent as
// "g1h1" (king takes rook), which Stockfish reads only in that mode; Black's reply and the lines
// are legal after it, so they were computed for the right position.
TEST_F(Stockfish, Chess960CastlingIsSentAsKingTakesRook)
{
    QSignalSpy infos(m_engine.get(), &Engine::infoReceived);
    QSignalSpy bests(m_engine.get(), &Engine::bestMoveReceived);
    const QString fen = QStringLiteral("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"); // start 0
    const QStringList moves{"f2f4", "f7f5", "f1f3", "g7g6", "g1h1"}; // ... and O-O: Kg1 stays, Rh1-f1
    ASSERT_TRUE(m_engine->analyse(fen, moves, EngineLimits::ofDepth(8)));
    const EngineBestMove best = waitForBest(bests);
    const kibitz::core::Position& root = m_engine->currentRequest().root;
    ASSERT_EQ(root.pieceOn(kibitz::core::F1), kibitz::core::WRook);
    ASSERT_EQ(root.sideToMove(), kibitz::core::Black);
    ASSERT_FALSE(best.move.isNull()) << best.uci.toStdString();
    EXPECT_TRUE(kibitz::core::isLegalMove(root, best.move));
    ASSERT_FALSE(infos.isEmpty());
    const EngineInfo last = infos.last().at(0).value<EngineInfo>();
    EXPECT_FALSE(last.pv.empty());
    EXPECT_EQ(last.pv.size(), std::size_t(last.pvUci.size())) << last.pvUci.join(' ').toStdString();
}
