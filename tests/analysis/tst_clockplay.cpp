// The computer on the clock: the UCI go line carries the real wtime/btime/winc/binc, the
// built-in engine shares its time out from them, and a game against the computer records and
// restores the clocks (take back) on a hand-moved time source (tests/clockrig.h, with the
// computer player added).
#include "clockrig.h"
#include "tst_analysis_fakeengine.h"

#include "chessgamemodel.h"
#include "gameediting.h"
#include "clockcontroller.h"
#include "engine/builtinengine.h"
#include "gameengine/playcontroller.h"
#include "search/timebudget.h"
#include "engine/uciengine.h"
#include "engine/uciprotocol.h"
#include "gameclock.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <gtest/gtest.h>

using namespace kibitz;
using engine::EngineLimits;

TEST(ClockPlay, GoCommandCarriesTheClocks)
{
    EXPECT_EQ(engine::uci::goCommand(EngineLimits::ofClock(60000, 59000, 2000, 2000)),
              "go wtime 60000 btime 59000 winc 2000 binc 2000");
}

TEST(ClockPlay, MoveTimeIsAShareOfWhatIsLeft)
{
    EXPECT_EQ(search::moveTimeFor(60000, 0), 2360); // (60000 - 1000) / 25
    EXPECT_EQ(search::moveTimeFor(60000, 2000), 2360 + 1500);
    for (const std::int64_t left : {3, 10, 100, 1000, 5000, 60000, 600000})
        for (const std::int64_t inc : {0, 1000, 10000}) {
            const std::int64_t t = search::moveTimeFor(left, inc);
            EXPECT_GE(t, 1);
            EXPECT_LE(t, std::max<std::int64_t>(1, left / 3)) << left << "+" << inc;
        }
}

// With only a clock (no depth, no move time) the built-in engine must use its budget: 1 ms on
// the clock ends the search after its first iterations, far from the depth 10 it would search
// without a clock.
TEST(ClockPlay, BuiltinEngineManagesItsTimeFromTheClock)
{
    engine::BuiltinEngine e;
    QSignalSpy infos(&e, &engine::Engine::infoReceived);
    QSignalSpy best(&e, &engine::Engine::bestMoveReceived);
    ASSERT_TRUE(e.play(QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"), {},
                       EngineLimits::ofClock(1, 60000, 0, 0)));
    ASSERT_TRUE(best.wait(30000));
    ASSERT_FALSE(infos.isEmpty());
    EXPECT_LT(infos.last().at(0).value<engine::EngineInfo>().depth, 6);
}

namespace {
// A timed game against the computer: the clock rig and a PlayController reading its clock.
struct ComputerRig : test::ClockRig {
    engine::PlayController computer{&model, model.editing()};
    ComputerRig() { computer.setClock(&clock); }
};
} // namespace

TEST(ClockPlay, TheComputerGetsTheRealClockAndTakeBackRestoresIt)
{
    ComputerRig r;
    auto* fake = new FakeEngine;
    r.computer.start(core::White, fake, 20);
    r.controller.startGame(game::TimeControl::fromMinutes(1, 2));

    r.play("e4", 5000);
    ASSERT_EQ(fake->requests.size(), 1);
    const EngineLimits sent = fake->requests.last().limits;
    EXPECT_EQ(sent.wtimeMs, 57000);
    EXPECT_EQ(sent.btimeMs, 60000);
    EXPECT_EQ(sent.wincMs, 2000);
    EXPECT_EQ(sent.bincMs, 2000);
    EXPECT_EQ(sent.movetimeMs, 0);

    r.time.now += 3000;
    fake->sendBestMove(QStringLiteral("e7e5"));
    ASSERT_EQ(r.model.tree().node(r.model.cursor()).ply, 2);
    EXPECT_EQ(r.reading(), 59000);
    r.play("Nf3", 10000);
    fake->sendBestMove(QStringLiteral("b8c6"));
    r.time.now += 4000;
    ASSERT_TRUE(r.computer.takeBack()); // Nf3 and ...Nc6 go: the clocks are as after ...e5
    EXPECT_EQ(r.clock.sideToMove(), core::White);
    EXPECT_EQ(r.clock.remainingMs(core::White), 57000);
    EXPECT_EQ(r.clock.remainingMs(core::Black), 59000);
    EXPECT_TRUE(r.clock.isRunning());
}

TEST(ClockPlay, AFlagStopsTheComputer)
{
    ComputerRig r;
    QObject::connect(&r.controller, &ClockController::gameEnded, &r.computer, &engine::PlayController::endGame);
    // As app/ClockWiring links them: no thinking while paused or while a flag's result is pending.
    QObject::connect(&r.clock, &GameClock::stateChanged, &r.computer,
                     [&r] { r.computer.setPaused(r.clock.isPaused() || r.clock.flagged().has_value()); });
    auto* fake = new FakeEngine;
    r.computer.start(core::Black, fake, 20);
    r.controller.startGame(game::TimeControl::fromMinutes(1, 0));
    ASSERT_TRUE(r.computer.isThinking());
    r.time.now += 60000;
    QSignalSpy ended(&r.controller, &ClockController::gameEnded);
    ASSERT_TRUE(r.clock.checkFlag());
    EXPECT_FALSE(r.computer.isThinking()); // at once, while the result still waits for the search
    fake->sendBestMove(QStringLiteral("e2e4")); // too late: ignored
    EXPECT_EQ(r.model.tree().node(r.model.cursor()).ply, 0);
    ASSERT_TRUE(ended.wait(30000));
    EXPECT_FALSE(r.computer.isActive());
    EXPECT_EQ(r.model.game().result(), "0-1");
}

// Pausing the clocks stops the computer's thinking; resuming starts it again.
TEST(ClockPlay, PauseStopsTheComputersSearch)
{
    ComputerRig r;
    QObject::connect(&r.clock, &GameClock::stateChanged, &r.computer,
                     [&r] { r.computer.setPaused(r.clock.isPaused()); });
    auto* fake = new FakeEngine;
    r.controller.startGame(game::TimeControl::fromMinutes(3, 2));
    r.computer.start(core::Black, fake, 20);
    ASSERT_TRUE(r.computer.isThinking());
    r.clock.pause();
    EXPECT_FALSE(r.computer.isThinking());
    EXPECT_EQ(fake->stops, 1);
    fake->sendBestMove(QStringLiteral("e2e4")); // the dropped search's answer is ignored
    EXPECT_EQ(r.model.tree().node(r.model.cursor()).ply, 0);
    r.clock.resume();
    EXPECT_TRUE(r.computer.isThinking());
    EXPECT_EQ(fake->requests.size(), 2);
}

// A 1+0 game against a real UCI process (tests/data/fake_engines/options.sh logs every line it
// gets and answers e2e4 / its first legal reply at once): each "go" carries the real clocks.
TEST(ClockPlay, AUciEngineGetsTheRealClockInA1Plus0Game)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString log = dir.filePath(QStringLiteral("received.log"));
    qputenv("KIBITZ_FAKE_LOG", log.toLocal8Bit());
    ComputerRig r;
    r.controller.startNewGame(game::TimeControl::fromMinutes(1, 0));
    r.computer.start(core::Black,
                     new engine::UciEngine(QStringLiteral(KIBITZ_SOURCE_DIR "/tests/data/fake_engines/options.sh")),
                     20);
    ASSERT_TRUE(QTest::qWaitFor([&r] { return r.model.tree().node(r.model.cursor()).ply == 1; }, 30000)); // e4
    r.play("e5", 3000);
    QStringList goes;
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            QFile f(log);
            goes.clear();
            if (f.open(QIODevice::ReadOnly))
                for (const QString& line : QString::fromUtf8(f.readAll()).split(QLatin1Char('\n')))
                    if (line.startsWith(QLatin1String("go")))
                        goes << line;
            return goes.size() >= 2;
        },
        30000));
    qunsetenv("KIBITZ_FAKE_LOG");
    EXPECT_EQ(goes.at(0).toStdString(), "go wtime 60000 btime 60000 winc 0 binc 0");
    EXPECT_EQ(goes.at(1).toStdString(), "go wtime 60000 btime 57000 winc 0 binc 0");
    r.computer.stop();
}

// Take Back after a resignation reopens the game: the result goes with the moves (one undo step,
// so Undo brings the resigned game back), and the clocks stand paused at the position reached.
TEST(ClockPlay, TakeBackAfterAResignationReopensTheGame)
{
    ComputerRig r;
    auto* fake = new FakeEngine;
    r.controller.startNewGame(game::TimeControl::fromMinutes(1, 0));
    r.computer.start(core::White, fake, 20);
    r.play("e4", 5000);
    r.time.now += 2000;
    fake->sendBestMove(QStringLiteral("e7e5"));
    r.time.now += 3000;
    ASSERT_TRUE(r.computer.resign());
    ASSERT_EQ(r.model.game().result(), "0-1");
    const int steps = r.model.undoStack()->index();
    ASSERT_TRUE(r.computer.takeBack());
    EXPECT_EQ(r.model.tree().node(r.model.cursor()).ply, 0);
    EXPECT_EQ(r.model.game().result(), "*");
    EXPECT_TRUE(r.computer.isActive());
    EXPECT_TRUE(r.clock.isPaused());
    EXPECT_EQ(r.clock.remainingMs(core::White), 60000);
    EXPECT_EQ(r.model.undoStack()->index(), steps + 1);
    r.model.undoStack()->undo();
    EXPECT_EQ(r.model.game().result(), "0-1");
    EXPECT_EQ(r.model.tree().node(r.model.cursor()).ply, 2);
    r.computer.stop();
}
