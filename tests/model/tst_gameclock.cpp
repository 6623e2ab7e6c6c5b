// The clocks of a timed game, without waiting: GameClock (increment, delay, pause, flag) on a
// hand-moved time source, the TimeControl tag, and ClockController on a ChessGameModel (readings
// recorded per move, take back and undo/redo restore them, flag fall as loss or FIDE 6.9 draw).
#include "clockrig.h"
#include "gameediting.h"
#include "gamenavigation.h"

#include "game/timecontrol.h"

#include <QRegularExpression>
#include <QSignalSpy>
#include <QUndoStack>

#include <gtest/gtest.h>

using namespace kibitz;
using game::TimeControl;

using Rig = kibitz::test::ClockRig;
using kibitz::test::FakeTime;

TEST(TimeControl, TagBothWays)
{
    EXPECT_EQ(TimeControl::fromMinutes(5, 3).pgnTag(), "300+3");
    EXPECT_EQ(TimeControl::fromMinutes(1, 0).pgnTag(), "60");
    EXPECT_EQ(TimeControl::fromMinutes(0.5, 0).pgnTag(), "30");
    EXPECT_EQ(TimeControl::fromMinutes(10, 0, 2).pgnTag(), "600+0d2");
    EXPECT_EQ(TimeControl().pgnTag(), "-");
    for (const char* tag : {"300+3", "60", "600+0d2", "900+10", "1.5+0.5"})
        EXPECT_EQ(TimeControl::fromPgnTag(tag)->pgnTag(), tag);
    EXPECT_EQ(TimeControl::fromPgnTag("180+2")->incrementMs, 2000);
    for (const char* bad : {"-", "?", "", "40/7200:3600", "*60", "0", "300+", "+3", "3x0", "300+3d"})
        EXPECT_FALSE(TimeControl::fromPgnTag(bad).has_value()) << bad;
}

TEST(GameClock, IncrementAfterEachMove)
{
    GameClock clock;
    FakeTime t;
    t.install(clock);
    clock.start(TimeControl::fromMinutes(3, 2), core::White);
    t.now += 5000;
    EXPECT_EQ(clock.remainingMs(core::White), 175000);
    EXPECT_EQ(clock.moveMade(core::White), 177000);
    EXPECT_EQ(clock.sideToMove(), core::Black);
    t.now += 1000;
    EXPECT_EQ(clock.remainingMs(core::White), 177000); // stands while Black thinks
    EXPECT_EQ(clock.remainingMs(core::Black), 179000);
    EXPECT_EQ(clock.moveMade(core::Black), 181000);
    EXPECT_FALSE(clock.moveMade(core::Black).has_value()); // not its turn
}

TEST(GameClock, DelayIsFreeTime)
{
    GameClock clock;
    FakeTime t;
    t.install(clock);
    clock.start(TimeControl::fromMinutes(1, 0, 3), core::White);
    t.now += 2000;
    EXPECT_EQ(clock.remainingMs(core::White), 60000);
    EXPECT_EQ(clock.delayLeftMs(), 1000);
    EXPECT_EQ(clock.moveMade(core::White), 60000); // within the delay: nothing used, nothing gained
    t.now += 5000;
    EXPECT_EQ(clock.moveMade(core::Black), 58000); // 5 s thought, 3 s free
}

TEST(GameClock, PauseStopsTime)
{
    GameClock clock;
    FakeTime t;
    t.install(clock);
    clock.start(TimeControl::fromMinutes(1, 0), core::White);
    t.now += 1000;
    clock.pause();
    EXPECT_TRUE(clock.isPaused());
    t.now += 100000; // longer than the whole clock
    EXPECT_FALSE(clock.checkFlag());
    EXPECT_EQ(clock.remainingMs(core::White), 59000);
    clock.resume();
    t.now += 500;
    EXPECT_EQ(clock.remainingMs(core::White), 58500);
}

TEST(GameClock, FlagFallsAtZeroAndAMoveAfterItDoesNotCount)
{
    GameClock clock;
    FakeTime t;
    t.install(clock);
    QSignalSpy flags(&clock, &GameClock::flagFell);
    clock.start(TimeControl::fromMinutes(1, 0), core::White);
    t.now += 59999;
    EXPECT_FALSE(clock.checkFlag());
    t.now += 1;
    EXPECT_FALSE(clock.moveMade(core::White).has_value());
    ASSERT_EQ(flags.count(), 1);
    EXPECT_EQ(flags.at(0).at(0).value<core::Color>(), core::White);
    EXPECT_EQ(clock.flagged(), core::White);
    EXPECT_FALSE(clock.isActive());
    EXPECT_EQ(clock.remainingMs(core::White), 0);
}

// The timer finds the flag by itself (the only real wait here: at most one minute of ticks on a
// 0.2 s clock).
TEST(GameClock, TheTickerFindsTheFlag)
{
    GameClock clock;
    QSignalSpy flags(&clock, &GameClock::flagFell);
    clock.start(TimeControl{200, 0, 0}, core::Black);
    EXPECT_TRUE(flags.wait(60000));
    EXPECT_EQ(clock.flagged(), core::Black);
}

TEST(ClockController, ReadingsAreRecordedPerMoveAndTheTagIsSet)
{
    Rig r;
    r.controller.startGame(TimeControl::fromMinutes(5, 3));
    EXPECT_EQ(r.model.game().tag("TimeControl"), "300+3");
    EXPECT_EQ(r.controller.mode(), ClockController::Mode::Live);
    r.play("e4", 4000);
    EXPECT_EQ(r.reading(), 299000);
    r.play("e5", 10000);
    EXPECT_EQ(r.reading(), 293000);
    r.play("Nf3", 1000);
    EXPECT_EQ(r.reading(), 301000);
    EXPECT_EQ(r.clock.sideToMove(), core::Black);
    EXPECT_EQ(r.clock.remainingMs(core::Black), 293000);
}

TEST(ClockController, TakeBackRestoresBothClocks)
{
    Rig r;
    r.controller.startGame(TimeControl::fromMinutes(5, 0));
    r.play("e4", 4000);
    r.play("e5", 10000);
    r.play("Nf3", 20000);
    r.time.now += 30000; // Black thinks, then White takes back Nf3
    ASSERT_TRUE(r.model.editing()->takeBack());
    EXPECT_EQ(r.clock.sideToMove(), core::White);
    EXPECT_EQ(r.clock.remainingMs(core::White), 296000);
    EXPECT_EQ(r.clock.remainingMs(core::Black), 290000);
    // Undo too: back to the start, both full.
    r.model.undoStack()->undo();
    r.model.undoStack()->undo();
    EXPECT_EQ(r.clock.remainingMs(core::White), 300000);
    EXPECT_EQ(r.clock.remainingMs(core::Black), 300000);
    // A redo brings the recorded reading back rather than timing the move again.
    r.time.now += 50000;
    r.model.undoStack()->redo();
    EXPECT_EQ(r.reading(), 296000);
    EXPECT_EQ(r.clock.remainingMs(core::White), 296000);
    EXPECT_EQ(r.clock.remainingMs(core::Black), 300000);
    EXPECT_EQ(r.clock.sideToMove(), core::Black);
}

TEST(ClockController, NavigationAloneLeavesTheClocksRunning)
{
    Rig r;
    r.controller.startGame(TimeControl::fromMinutes(5, 0));
    r.play("e4", 4000);
    r.play("e5", 10000);
    r.model.navigation()->toStart();
    r.time.now += 1000;
    EXPECT_EQ(r.clock.sideToMove(), core::White);
    EXPECT_EQ(r.clock.remainingMs(core::White), 295000);
}

TEST(ClockController, FlagFallIsALossWithTerminationTag)
{
    Rig r;
    QSignalSpy ended(&r.controller, &ClockController::gameEnded);
    r.controller.startGame(TimeControl::fromMinutes(1, 0));
    r.play("e4", 1000);
    ASSERT_TRUE(r.flagAndDecide());
    ASSERT_EQ(ended.count(), 1);
    EXPECT_EQ(ended.at(0).at(0).toString(), QStringLiteral("1-0"));
    EXPECT_EQ(r.model.game().result(), "1-0");
    EXPECT_EQ(r.model.game().tag("Termination"), "time forfeit");
    EXPECT_EQ(r.controller.mode(), ClockController::Mode::Ended);
    EXPECT_TRUE(r.model.pgn().contains(QStringLiteral("[Termination \"time forfeit\"]")));
}

// FIDE 6.9: the flag of the side that still has material falls, but its opponent has a bare
// king (or a lone knight against a queen): a draw.
TEST(ClockController, FlagFallAgainstInsufficientMaterialIsADraw)
{
    for (const char* fen : {"8/8/4k3/8/8/2Q5/8/K7 w - - 0 1", "k7/8/8/3n4/8/8/8/2K2Q2 w - - 0 1"}) {
        Rig r;
        ASSERT_TRUE(r.model.editing()->loadFen(QString::fromLatin1(fen)));
        r.controller.startGame(TimeControl::fromMinutes(1, 0));
        const core::Color loser = r.model.position().sideToMove();
        ASSERT_TRUE(r.flagAndDecide());
        EXPECT_EQ(r.clock.flagged(), loser);
        EXPECT_EQ(r.model.game().result(), "1/2-1/2") << fen;
        EXPECT_EQ(r.model.game().tag("Termination"), "time forfeit");
    }
    // The same material with a rook instead: the knight can mate, so the flag loses.
    Rig r;
    ASSERT_TRUE(r.model.editing()->loadFen(QStringLiteral("k7/8/8/3n4/8/8/8/2K2R2 w - - 0 1")));
    r.controller.startGame(TimeControl::fromMinutes(1, 0));
    ASSERT_TRUE(r.flagAndDecide());
    EXPECT_EQ(r.model.game().result(), "0-1");
}

TEST(ClockController, MateAndResignationStopTheClocks)
{
    Rig r;
    r.controller.startGame(TimeControl::fromMinutes(1, 0));
    for (const char* san : {"f3", "e5", "g4", "Qh4#"})
        r.play(san, 1000);
    EXPECT_EQ(r.controller.mode(), ClockController::Mode::Ended);
    EXPECT_FALSE(r.clock.isActive());
    Rig s;
    s.controller.startGame(TimeControl::fromMinutes(1, 0));
    s.play("e4", 1000);
    ASSERT_TRUE(s.model.editing()->setResult(QStringLiteral("1-0")));
    EXPECT_FALSE(s.clock.isActive());
    s.time.now += 120000;
    EXPECT_FALSE(s.clock.checkFlag());
}

TEST(ClockController, ALoadedGameWithReadingsIsReviewed)
{
    Rig r;
    r.controller.startGame(TimeControl::fromMinutes(3, 2));
    r.play("e4", 1000);
    r.play("e5", 3000);
    game::Game copy = r.model.game().clone();
    r.model.editing()->loadGame(std::move(copy));
    EXPECT_EQ(r.controller.mode(), ClockController::Mode::Review);
    EXPECT_FALSE(r.clock.isRunning());
    EXPECT_EQ(r.clock.remainingMs(core::White), 181000);
    EXPECT_EQ(r.clock.remainingMs(core::Black), 179000);
    r.model.navigation()->back();
    EXPECT_EQ(r.clock.remainingMs(core::Black), 180000);
    r.model.editing()->newGame();
    EXPECT_EQ(r.controller.mode(), ClockController::Mode::Off);
}

// A TimeControl tag alone says how the game was to be played, not what the clocks showed: a
// loaded game without [%clk] readings shows no clocks (cutechess files showed both at the base
// time, 0:05.0 on every move); one reading is enough to review them.
TEST(ClockController, AGameWithOnlyATimeControlTagShowsNoClocks)
{
    Rig r;
    ASSERT_TRUE(r.model.editing()->loadPgn(QStringLiteral("[TimeControl \"5+0.05\"]\n\n1. e4 {book} e5 *")));
    EXPECT_EQ(r.controller.mode(), ClockController::Mode::Off);
    r.model.navigation()->toEnd();
    EXPECT_EQ(r.controller.mode(), ClockController::Mode::Off);
    ASSERT_TRUE(r.model.editing()->loadPgn(QStringLiteral("[TimeControl \"5+0.05\"]\n\n1. e4 e5 {[%clk 0:00:04]} *")));
    EXPECT_EQ(r.controller.mode(), ClockController::Mode::Review);
    EXPECT_EQ(r.clock.remainingMs(core::Black), 4000);
    EXPECT_EQ(r.clock.remainingMs(core::White), 5000); // no reading of White's: the base time
}

// Readings go to PGN as Lichess writes them, [%clk h:mm:ss] (whole seconds, the nearest), with the
// TimeControl tag, and come back from it; a file's readings with tenths are read as well.
TEST(ClockController, ClockReadingsRoundTripThroughPgn)
{
    Rig r;
    r.controller.startGame(TimeControl::fromMinutes(5, 3));
    r.play("e4", 4000);
    r.play("e5", 12500); // 4:50.5 left
    r.play("Nf3", 300000 - 10000 + 400); // White down to 12.6 s
    const QString pgn = r.model.pgn();
    EXPECT_TRUE(pgn.contains(QStringLiteral("[TimeControl \"300+3\"]"))) << pgn.toStdString();
    EXPECT_TRUE(pgn.contains(QStringLiteral("[%clk 0:04:59]"))) << pgn.toStdString();
    EXPECT_TRUE(pgn.contains(QStringLiteral("[%clk 0:04:51]"))) << pgn.toStdString();
    EXPECT_TRUE(pgn.contains(QStringLiteral("[%clk 0:00:12]"))) << pgn.toStdString();
    EXPECT_FALSE(pgn.contains(QRegularExpression(QStringLiteral("%clk [0-9:]+\\.")))) << pgn.toStdString();

    Rig back;
    ASSERT_TRUE(back.model.editing()->loadPgn(pgn));
    EXPECT_EQ(back.controller.mode(), ClockController::Mode::Review);
    EXPECT_EQ(back.controller.timeControl(), TimeControl::fromMinutes(5, 3));
    EXPECT_EQ(back.clock.remainingMs(core::White), 12000);
    EXPECT_EQ(back.clock.remainingMs(core::Black), 291000);
    Rig tenths;
    ASSERT_TRUE(tenths.model.editing()->loadPgn(QStringLiteral("[TimeControl \"300+3\"]\n\n1. e4 {[%clk 0:04:59.3]} e5 {[%clk 0:04:50]} *")));
    EXPECT_EQ(tenths.clock.remainingMs(core::White), 299300);
    EXPECT_EQ(tenths.clock.remainingMs(core::Black), 290000);
    EXPECT_TRUE(back.model.tree().sameContent(r.model.tree()));
}
