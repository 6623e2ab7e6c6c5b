// Issue 26: every ending is recorded in every mode — checkmate, stalemate, resignation, agreed draw
// and a flag set Result and Termination, between people (with and without clocks) and against the
// computer; undoing the end of a game against the computer keeps it one (the computer answers
// again); a move made while the clocks are paused earns no increment and the computer does not
// think then. On a hand-moved clock (tests/clockrig.h) with a scripted engine.
#include "clockrig.h"
#include "tst_analysis_fakeengine.h"
#include "gameediting.h"

#include "gameengine/playcontroller.h"

#include <QDate>
#include <QSignalSpy>
#include <QUndoStack>

#include <gtest/gtest.h>

using namespace kibitz;

namespace {

// A game against the computer on the clock, linked as app/ClockWiring links them: the computer
// does not think while the clocks are paused or a flag's result is pending, and a flag ends it.
struct EndingRig : test::ClockRig {
    engine::PlayController computer{&model, model.editing()};
    EndingRig()
    {
        computer.setClock(&clock);
        QObject::connect(&clock, &GameClock::stateChanged, &computer,
                         [this] { computer.setPaused(clock.isPaused() || clock.flagged().has_value()); });
        QObject::connect(&controller, &ClockController::gameEnded, &computer, &engine::PlayController::endGame);
    }
    std::string tag(const char* name) const { return model.game().tag(name); }
};

} // namespace

// The mate of a clocked game between people was saved as [Result "*"].
TEST(GameEndings, CheckmateBetweenPeopleOnTheClock)
{
    EndingRig r;
    r.controller.startGame(game::TimeControl::fromMinutes(5, 3));
    r.play("f3", 1000);
    r.play("e5", 1000);
    r.play("g4", 1000);
    r.play("Qh4#", 2000);
    EXPECT_EQ(r.model.game().result(), "0-1");
    EXPECT_EQ(r.tag("Termination"), "normal");
    EXPECT_EQ(r.reading(), 300000 - 1000 + 3000 - 2000 + 3000); // Black: e5 and the mate, each +3 s
    EXPECT_EQ(r.controller.mode(), ClockController::Mode::Ended);
    EXPECT_NE(r.model.pgn().indexOf(QStringLiteral("[Result \"0-1\"]")), -1);
}

TEST(GameEndings, StalemateWithoutClocks)
{
    ChessGameModel model;
    ASSERT_TRUE(model.editing()->loadFen(QStringLiteral("7k/8/6K1/8/8/8/8/5Q2 w - - 0 1")).ok);
    ASSERT_TRUE(model.editing()->makeMoveSan(QStringLiteral("Qf7")));
    EXPECT_EQ(model.game().result(), "1/2-1/2");
    EXPECT_EQ(model.game().tag("Termination"), "normal");
}

// Between people (no engine): the side to move at the end of the game resigns; a draw offer is
// both players' agreement. Each sets Result and Termination in one step and is announced.
TEST(GameEndings, ResignationAndAgreedDrawBetweenPeople)
{
    EndingRig r;
    r.controller.startGame(game::TimeControl::fromMinutes(5, 0));
    r.play("e4", 1000);
    QSignalSpy decided(&r.computer, &engine::PlayController::resultDecided);
    EXPECT_FALSE(r.computer.isVsComputer());
    ASSERT_TRUE(r.computer.canEndGame());
    const int steps = r.model.undoStack()->count();
    ASSERT_TRUE(r.computer.resign()); // Black to move resigns
    EXPECT_EQ(r.model.game().result(), "1-0");
    EXPECT_EQ(r.tag("Termination"), "normal");
    EXPECT_EQ(r.model.undoStack()->count(), steps + 1);
    ASSERT_EQ(decided.count(), 1);
    EXPECT_EQ(decided.at(0).at(0).toString(), QStringLiteral("1-0"));
    EXPECT_EQ(decided.at(0).at(1).toString(), QStringLiteral("Black resigns."));
    EXPECT_EQ(r.controller.mode(), ClockController::Mode::Ended);
    EXPECT_FALSE(r.computer.canEndGame()); // decided: nothing more to resign
    r.model.undoStack()->undo();
    EXPECT_EQ(r.model.game().result(), "*");
    EXPECT_EQ(r.tag("Termination"), "");
    ASSERT_TRUE(r.computer.offerDraw());
    EXPECT_EQ(r.model.game().result(), "1/2-1/2");
    EXPECT_EQ(r.tag("Termination"), "normal");
    EXPECT_EQ(decided.last().at(1).toString(), QStringLiteral("Draw agreed."));
}

// Against the computer: resignation and an accepted draw offer record Termination too; the
// finished game is still a game against the computer (the board keeps facing the person).
TEST(GameEndings, ResignationAndAgreedDrawAgainstTheComputer)
{
    EndingRig r;
    auto* fake = new FakeEngine;
    r.computer.start(core::White, fake, 20);
    ASSERT_TRUE(r.model.editing()->makeMoveSan(QStringLiteral("e4")));
    fake->sendBestMove(QStringLiteral("e7e5"));
    QSignalSpy decided(&r.computer, &engine::PlayController::resultDecided);
    ASSERT_TRUE(r.computer.resign());
    EXPECT_EQ(r.model.game().result(), "0-1");
    EXPECT_EQ(r.tag("Termination"), "normal");
    EXPECT_EQ(decided.count(), 1);
    EXPECT_FALSE(r.computer.isActive());
    EXPECT_TRUE(r.computer.isVsComputer());

    r.model.undoStack()->undo(); // the resignation undone: the game goes on against the computer
    EXPECT_TRUE(r.computer.isActive());
    ASSERT_TRUE(r.computer.offerDraw());
    fake->sendInfo(1, 50, false, {QStringLiteral("g1f3")}); // White to move +0.50: worse for the computer
    fake->sendBestMove(QStringLiteral("g1f3"));
    EXPECT_EQ(r.model.game().result(), "1/2-1/2");
    EXPECT_EQ(r.tag("Termination"), "normal");
    ASSERT_EQ(decided.count(), 2);
    EXPECT_EQ(decided.last().at(1).toString(), QStringLiteral("Draw agreed."));
    EXPECT_TRUE(r.computer.isVsComputer());
}

// A loss on time to the computer, then Undo: still a game against the computer, clocks paused;
// on Resume the person moves and the computer answers.
TEST(GameEndings, UndoAfterALossOnTimeKeepsTheComputer)
{
    EndingRig r;
    auto* fake = new FakeEngine;
    r.controller.startNewGame(game::TimeControl::fromMinutes(1, 0));
    r.computer.start(core::White, fake, 20);
    r.play("e4", 5000);
    ASSERT_TRUE(r.computer.isThinking());
    r.time.now += 1000;
    fake->sendBestMove(QStringLiteral("e7e5"));
    ASSERT_TRUE(r.flagAndDecide()); // White (the person) runs out of time
    EXPECT_EQ(r.model.game().result(), "0-1");
    EXPECT_EQ(r.tag("Termination"), "time forfeit");
    EXPECT_FALSE(r.computer.isActive());
    EXPECT_TRUE(r.computer.isVsComputer());

    r.model.undoStack()->undo(); // the result
    EXPECT_EQ(r.model.game().result(), "*");
    EXPECT_TRUE(r.computer.isActive());
    EXPECT_TRUE(r.computer.isVsComputer());
    EXPECT_TRUE(r.clock.isPaused());
    r.clock.resume();
    const int before = int(fake->requests.size());
    r.play("Nf3", 1000);
    EXPECT_TRUE(r.computer.isThinking());
    EXPECT_EQ(int(fake->requests.size()), before + 1);
    fake->sendBestMove(QStringLiteral("b8c6"));
    EXPECT_EQ(r.model.tree().node(r.model.cursor()).san, "Nc6");
    r.computer.stop();
}

// The computer's mate ends its game with the result; Undo of the mate (one step with the move it
// answered) gives the person the move back, against the computer still.
TEST(GameEndings, UndoOfTheComputersMateKeepsTheComputer)
{
    EndingRig r;
    auto* fake = new FakeEngine;
    r.computer.start(core::White, fake, 20);
    ASSERT_TRUE(r.model.editing()->makeMoveSan(QStringLiteral("f3")));
    fake->sendBestMove(QStringLiteral("e7e5"));
    ASSERT_TRUE(r.model.editing()->makeMoveSan(QStringLiteral("g4")));
    fake->sendBestMove(QStringLiteral("d8h4"));
    EXPECT_EQ(r.model.game().result(), "0-1");
    EXPECT_EQ(r.tag("Termination"), "normal");
    EXPECT_FALSE(r.computer.isActive());
    r.model.undoStack()->undo();
    EXPECT_EQ(r.model.game().result(), "*");
    EXPECT_EQ(r.model.tree().node(r.model.cursor()).san, "e5");
    EXPECT_TRUE(r.computer.isActive());
    r.model.undoStack()->redo();
    EXPECT_EQ(r.model.game().result(), "0-1");
    EXPECT_FALSE(r.computer.isActive());
    EXPECT_TRUE(r.computer.isVsComputer());
}

// A move made while the clocks stand earns no increment, and the computer does not think until
// the clocks run again.
TEST(GameEndings, PausedClockGivesNoIncrementAndTheComputerWaits)
{
    EndingRig r;
    auto* fake = new FakeEngine;
    r.controller.startNewGame(game::TimeControl::fromMinutes(3, 2));
    r.computer.start(core::White, fake, 20);
    r.clock.pause();
    r.play("e4", 4000);
    EXPECT_EQ(r.reading(), 180000); // no time used, no increment
    EXPECT_EQ(r.clock.remainingMs(core::White), 180000);
    EXPECT_FALSE(r.computer.isThinking());
    EXPECT_TRUE(fake->requests.isEmpty());
    r.clock.resume();
    EXPECT_TRUE(r.computer.isThinking());
    EXPECT_EQ(fake->requests.size(), 1);
    r.time.now += 3000;
    fake->sendBestMove(QStringLiteral("e7e5"));
    EXPECT_EQ(r.reading(), 180000 - 3000 + 2000); // on the clock: time used and the increment
}

// White and Black were saved as "?", Date as "????.??.??": a game against the computer names the
// person and the engine with its level and is dated today (one undo step); names a game already
// has are kept.
TEST(GameEndings, PlayersAndDateAreRecorded)
{
    const std::string today = QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd")).toStdString();
    EndingRig r;
    r.controller.startNewGame(game::TimeControl::fromMinutes(3, 2));
    EXPECT_EQ(r.tag("Date"), today); // a new timed game between people is dated too
    const int steps = r.model.undoStack()->count();
    r.computer.setPersonName(QStringLiteral("Ada Lovelace"));
    r.computer.start(core::Black, new FakeEngine, 5);
    EXPECT_EQ(r.tag("White"), "Fake (level 5)");
    EXPECT_EQ(r.tag("Black"), "Ada Lovelace");
    EXPECT_EQ(r.model.undoStack()->count(), steps + 1);
    EXPECT_NE(r.model.pgn().indexOf(QStringLiteral("[White \"Fake (level 5)\"]")), -1);
    r.computer.stop();

    ChessGameModel named;
    ASSERT_TRUE(named.editing()
                    ->loadPgn(QStringLiteral("[White \"Morphy\"]\n[Black \"?\"]\n[Date \"????.??.??\"]\n\n1. e4 *"))
                    .ok);
    engine::PlayController computer(&named, named.editing());
    computer.start(core::White, new FakeEngine, 20);
    EXPECT_EQ(named.game().tag("White"), "Morphy");
    EXPECT_EQ(named.game().tag("Black"), "Fake (level 20)");
    EXPECT_EQ(named.game().tag("Date"), today);
    computer.stop();
}
