// How a timed game ends and what may follow (issue 15), without waiting in real time: a take
// back or an undo of a finished game shows the clocks of the position it goes back to, paused
// until the person resumes; starting a timed game is one undo step and its undo switches the
// clocks off; a flag's "can the opponent still mate?" search runs on another thread while the
// result waits, and a take back or a new game meanwhile drops its answer.
#include "clockrig.h"

#include "game/timecontrol.h"

#include <QSignalSpy>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <gtest/gtest.h>

using namespace kibitz;
using game::TimeControl;
using Rig = kibitz::test::ClockRig;
using Mode = ClockController::Mode;

namespace {
// King, bishop and knight against a bare king, far apart: no dead material and no helpmate
// within the flag's search budget, so White's search walks all of it (the slowest kind of flag;
// about 0.3 s on a 2-core test machine). Black's search ends at once (a bare king).
constexpr const char* kSlowFen = "8/8/3k4/8/8/3K4/8/6BN w - - 0 1";

// Expects the clocks to stand paused (a timed game still on) at white / black.
void expectPausedAt(const Rig& r, core::Color side, qint64 white, qint64 black)
{
    EXPECT_EQ(r.controller.mode(), Mode::Live);
    EXPECT_TRUE(r.clock.isActive());
    EXPECT_TRUE(r.clock.isPaused());
    EXPECT_EQ(r.clock.sideToMove(), side);
    EXPECT_EQ(r.clock.remainingMs(core::White), white);
    EXPECT_EQ(r.clock.remainingMs(core::Black), black);
}
} // namespace

// Black resigns, then White takes back its last move: the clocks show the position before it and
// wait for Resume; then they run again from there.
TEST(ClockEnding, TakeBackAfterAResignationShowsThatPositionPaused)
{
    Rig r;
    r.controller.startGame(TimeControl::fromMinutes(5, 0));
    r.play("e4", 4000);
    r.play("e5", 10000);
    r.play("Nf3", 20000);
    r.time.now += 7000;
    ASSERT_TRUE(r.model.editing()->setResult(QStringLiteral("1-0")));
    ASSERT_EQ(r.controller.mode(), Mode::Ended);
    ASSERT_TRUE(r.model.editing()->takeBack());
    expectPausedAt(r, core::White, 296000, 290000);
    r.time.now += 60000;
    EXPECT_EQ(r.clock.remainingMs(core::White), 296000); // stands until resumed
    r.clock.resume();
    r.play("Nc3", 1000);
    EXPECT_EQ(r.reading(), 295000);
    EXPECT_TRUE(r.clock.isRunning());
}

// The same after a flag: the take back does not start the clocks either.
TEST(ClockEnding, TakeBackAfterAFlagShowsThatPositionPaused)
{
    Rig r;
    r.controller.startGame(TimeControl::fromMinutes(1, 0));
    r.play("e4", 1000);
    r.play("e5", 2000);
    ASSERT_TRUE(r.flagAndDecide()); // White's flag
    ASSERT_EQ(r.model.game().result(), "0-1");
    ASSERT_TRUE(r.model.editing()->takeBack()); // ...e5 goes
    expectPausedAt(r, core::Black, 59000, 60000);
}

// Undoing the resignation itself (the game's end) brings the game back, clocks paused.
TEST(ClockEnding, UndoOfTheResultShowsTheClocksPaused)
{
    Rig r;
    r.controller.startGame(TimeControl::fromMinutes(3, 2));
    r.play("e4", 4000);
    r.play("e5", 10000);
    r.time.now += 5000;
    ASSERT_TRUE(r.model.editing()->setResult(QStringLiteral("0-1")));
    ASSERT_FALSE(r.clock.isActive());
    r.model.undoStack()->undo();
    ASSERT_EQ(r.model.game().result(), "*");
    expectPausedAt(r, core::White, 178000, 172000);
}

// Undo of a loss on time: the game is live again at that position with the clocks recorded there
// (the flagged side has what it had when the position arose: the time that ran out is given back,
// as the undo of a resignation gives back the thinking before it), paused. Redo ends it on time
// again with the clocks as the flag left them: the flagged side at 0, its flag down.
TEST(ClockEnding, UndoAndRedoOfALossOnTime)
{
    Rig r;
    r.controller.startGame(TimeControl::fromMinutes(1, 2));
    r.play("e4", 1000);
    r.play("e5", 2000);
    r.play("Nf3", 3000);
    ASSERT_TRUE(r.flagAndDecide()); // Black's flag
    ASSERT_EQ(r.model.game().result(), "1-0");
    ASSERT_EQ(r.clock.remainingMs(core::Black), 0);
    r.model.undoStack()->undo();
    EXPECT_EQ(r.model.game().result(), "*");
    expectPausedAt(r, core::Black, 60000, 60000);
    EXPECT_FALSE(r.clock.flagged());
    r.model.undoStack()->redo();
    EXPECT_EQ(r.model.game().result(), "1-0");
    EXPECT_EQ(r.controller.mode(), Mode::Ended);
    EXPECT_FALSE(r.clock.isActive());
    EXPECT_EQ(r.clock.flagged(), std::optional<core::Color>(core::Black));
    EXPECT_EQ(r.clock.remainingMs(core::White), 60000);
    EXPECT_EQ(r.clock.remainingMs(core::Black), 0);
}

// A timed game started at the shown position is one step (the TimeControl tag); undoing it ends
// the timed game: no clocks without the tag.
TEST(ClockStart, UndoOfAClockStartedHereSwitchesTheClocksOff)
{
    Rig r;
    r.play("e4", 0);
    r.controller.startGame(TimeControl::fromMinutes(3, 2));
    ASSERT_TRUE(r.clock.isRunning());
    r.model.undoStack()->undo();
    EXPECT_EQ(r.model.game().tag("TimeControl"), "");
    EXPECT_EQ(r.controller.mode(), Mode::Off);
    EXPECT_FALSE(r.clock.isActive());
    EXPECT_EQ(r.model.tree().node(r.model.cursor()).ply, 1); // e4 stays
}

// Its redo brings the timed game back at that position, clocks at the start values and paused.
TEST(ClockStart, RedoOfAClockStartedHereBringsItBackPaused)
{
    Rig r;
    r.play("e4", 0);
    r.controller.startGame(TimeControl::fromMinutes(3, 2));
    r.model.undoStack()->undo();
    ASSERT_EQ(r.controller.mode(), Mode::Off);
    r.model.undoStack()->redo();
    EXPECT_EQ(r.model.game().tag("TimeControl"), "180+2");
    expectPausedAt(r, core::Black, 180000, 180000);
    r.clock.resume();
    r.play("e5", 1000);
    EXPECT_EQ(r.reading(), 181000);
}

// While the flag's search runs, the result waits and the clocks stand; this thread is free (an
// event posted after the flag is handled before the answer); the answer then decides.
TEST(ClockFlag, TheMateSearchRunsOffThisThread)
{
    Rig r;
    ASSERT_TRUE(r.model.editing()->loadFen(QString::fromLatin1(kSlowFen)));
    r.controller.startGame(TimeControl::fromMinutes(1, 0));
    QSignalSpy ended(&r.controller, &ClockController::gameEnded);
    r.play("Kc3", 1000);
    r.time.now += 60000;
    ASSERT_TRUE(r.clock.checkFlag()); // Black's: can White still mate?
    EXPECT_EQ(r.model.game().result(), "*");
    EXPECT_EQ(r.controller.mode(), Mode::Ended);
    EXPECT_FALSE(r.clock.isActive());
    bool answeredBeforeOurEvent = true;
    QTimer::singleShot(0, &r.controller, [&] { answeredBeforeOurEvent = ended.count() > 0; });
    ASSERT_TRUE(ended.wait(30000));
    EXPECT_FALSE(answeredBeforeOurEvent);
    EXPECT_EQ(r.model.game().result(), "1-0"); // undecided counts as "can mate"
    EXPECT_EQ(r.model.game().tag("Termination"), "time forfeit");
}

// A take back while the flag's search runs: its answer is stale and dropped; the game goes on
// from the position before, its clocks paused.
TEST(ClockFlag, ATakeBackDuringTheSearchDropsItsAnswer)
{
    Rig r;
    ASSERT_TRUE(r.model.editing()->loadFen(QString::fromLatin1(kSlowFen)));
    r.controller.startGame(TimeControl::fromMinutes(1, 0));
    QSignalSpy ended(&r.controller, &ClockController::gameEnded);
    r.play("Kc3", 1000);
    r.time.now += 60000;
    ASSERT_TRUE(r.clock.checkFlag()); // Black's flag; can White still mate?
    ASSERT_TRUE(r.controller.isSearching());
    ASSERT_TRUE(r.model.editing()->takeBack());
    ASSERT_TRUE(QTest::qWaitFor([&] { return !r.controller.isSearching(); }, 30000));
    EXPECT_EQ(ended.count(), 0);
    EXPECT_EQ(r.model.game().result(), "*");
    expectPausedAt(r, core::White, 60000, 60000);
}

// A new game while the flag's search runs: the answer does not touch the new game.
TEST(ClockFlag, ANewGameDuringTheSearchDropsItsAnswer)
{
    Rig r;
    ASSERT_TRUE(r.model.editing()->loadFen(QString::fromLatin1(kSlowFen)));
    r.controller.startGame(TimeControl::fromMinutes(1, 0));
    QSignalSpy ended(&r.controller, &ClockController::gameEnded);
    r.play("Kc3", 1000);
    r.time.now += 60000;
    ASSERT_TRUE(r.clock.checkFlag());
    ASSERT_TRUE(r.controller.isSearching());
    r.controller.startNewGame(TimeControl::fromMinutes(3, 2));
    ASSERT_TRUE(QTest::qWaitFor([&] { return !r.controller.isSearching(); }, 30000));
    EXPECT_EQ(ended.count(), 0);
    EXPECT_EQ(r.model.game().result(), "*");
    EXPECT_EQ(r.model.game().tag("Termination"), "");
    EXPECT_TRUE(r.clock.isRunning());
    EXPECT_EQ(r.controller.mode(), Mode::Live);
}

// A new game with a clock is one undo step: undoing its moves keeps the time control and the
// running clocks; the next undo brings the previous game back, clocks off.
TEST(ClockStart, ANewTimedGameIsOneUndoStep)
{
    Rig r;
    r.play("d4", 0);
    const int steps = r.model.undoStack()->count();
    r.controller.startNewGame(TimeControl::fromMinutes(3, 2));
    EXPECT_EQ(r.model.undoStack()->count(), steps + 1);
    EXPECT_EQ(r.model.game().tag("TimeControl"), "180+2");
    EXPECT_EQ(r.model.tree().size(), 1u);
    r.play("e4", 1000);
    r.model.undoStack()->undo();
    EXPECT_EQ(r.model.game().tag("TimeControl"), "180+2");
    EXPECT_TRUE(r.clock.isRunning());
    EXPECT_EQ(r.controller.mode(), Mode::Live);
    r.model.undoStack()->undo();
    EXPECT_EQ(r.model.tree().size(), 2u);
    EXPECT_EQ(r.controller.mode(), Mode::Off);
    EXPECT_FALSE(r.clock.isActive());
}

// Undo of a new timed game, then Redo: the game comes back as it was started, its clocks at the
// time control's start values, live but paused (a restored game waits for Resume, as after taking
// back a finished game); redoing its moves brings their readings back.
TEST(ClockStart, RedoOfANewTimedGameBringsItsClocksBackPaused)
{
    Rig r;
    r.play("d4", 0);
    r.controller.startNewGame(TimeControl::fromMinutes(3, 2));
    r.play("e4", 1000);
    r.model.undoStack()->undo(); // e4
    r.model.undoStack()->undo(); // the new game
    ASSERT_EQ(r.controller.mode(), Mode::Off);
    r.time.now += 30000;
    r.model.undoStack()->redo(); // the new game
    EXPECT_EQ(r.model.game().tag("TimeControl"), "180+2");
    expectPausedAt(r, core::White, 180000, 180000);
    r.time.now += 5000;
    EXPECT_EQ(r.clock.remainingMs(core::White), 180000); // stands until resumed
    r.model.undoStack()->redo(); // e4, with its reading
    expectPausedAt(r, core::Black, 181000, 180000);
    r.clock.resume();
    r.play("e5", 2000);
    EXPECT_EQ(r.reading(), 180000);
    EXPECT_TRUE(r.clock.isRunning());
}

// Black's flag, a take back, then White's flag: the first search's answer (posted first: White
// can mate, a loss for Black) must not decide the second flag (Black cannot mate: a draw).
TEST(ClockFlag, AnAnswerFromBeforeATakeBackNeverDecidesALaterFlag)
{
    Rig r;
    ASSERT_TRUE(r.model.editing()->loadFen(QString::fromLatin1(kSlowFen)));
    r.controller.startGame(TimeControl::fromMinutes(1, 0));
    QSignalSpy ended(&r.controller, &ClockController::gameEnded);
    r.play("Kc3", 1000);
    r.time.now += 60000;
    ASSERT_TRUE(r.clock.checkFlag()); // Black's
    ASSERT_TRUE(r.model.editing()->takeBack());
    r.clock.resume();
    r.time.now += 60000;
    ASSERT_TRUE(r.clock.checkFlag()); // White's
    ASSERT_TRUE(ended.wait(30000));
    ASSERT_TRUE(QTest::qWaitFor([&] { return !r.controller.isSearching(); }, 30000));
    ASSERT_EQ(ended.count(), 1);
    EXPECT_EQ(ended.at(0).at(0).toString(), QStringLiteral("1/2-1/2"));
    EXPECT_EQ(r.model.game().result(), "1/2-1/2");
}
