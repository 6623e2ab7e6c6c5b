// PlayController with a scripted engine (FakeEngine): Undo and Redo of the person's move with the
// reply (issue 17), take-back of the joined step, loading a game, book moves before searching.
// With the built-in engine: tst_analysis_play.cpp.
#include "tst_analysis_fakeengine.h"

#include "gameengine/playcontroller.h"
#include "chessgamemodel.h"
#include "gameediting.h"
#include "gamenavigation.h"
#include "core/fen.h"
#include "core/san.h"

#include <QCoreApplication>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

#include <gtest/gtest.h>

using namespace kibitz;
using kibitz::engine::PlayController;

namespace {

// PlayController with a scripted engine: every search request is recorded, best moves are sent
// by the test.
struct PlayFakeFixture : testing::Test {
    ChessGameModel model;
    PlayController play{&model, model.editing()};
    FakeEngine* engine = new FakeEngine;

    void start(core::Color human) { play.start(human, engine, 20); }
    int ply() const { return model.tree().node(model.cursor()).ply; }
    std::string shownSan() const { return model.tree().node(model.cursor()).san; }
};

} // namespace

// Issue 17 item 5: Undo (the window's Ctrl+Z) takes back the person's move with the reply, the
// computer is not asked again, and Redo restores both.
TEST_F(PlayFakeFixture, UndoTakesBackMoveAndReplyAndRedoRestoresBoth)
{
    start(core::White);
    ASSERT_TRUE(model.editing()->makeMoveSan("e4"));
    ASSERT_EQ(engine->requests.size(), 1);
    engine->sendBestMove(QStringLiteral("e7e5"));
    ASSERT_EQ(shownSan(), "e5");
    QUndoStack* stack = model.undoStack();
    EXPECT_EQ(stack->undoText().toStdString(), "Move 1. e4 e5");

    stack->undo();
    EXPECT_EQ(ply(), 0);
    EXPECT_EQ(model.tree().size(), 1u);
    EXPECT_FALSE(play.isThinking());
    EXPECT_EQ(engine->requests.size(), 1); // the computer was not asked to move again

    stack->redo();
    EXPECT_EQ(ply(), 2);
    EXPECT_EQ(shownSan(), "e5");
    EXPECT_EQ(model.tree().node(model.tree().node(model.cursor()).parent).san, "e4");
    EXPECT_FALSE(play.isThinking());
    EXPECT_EQ(engine->requests.size(), 1);

    // The game goes on: the person's next move is answered and joins its own step.
    ASSERT_TRUE(model.editing()->makeMoveSan("Nf3"));
    ASSERT_EQ(engine->requests.size(), 2);
    engine->sendBestMove(QStringLiteral("b8c6"));
    EXPECT_EQ(stack->undoText().toStdString(), "Move 2. Nf3 Nc6");
    EXPECT_EQ(stack->count(), 3); // the players and date named at the start, then two moves
    stack->undo();
    EXPECT_EQ(shownSan(), "e5");
    EXPECT_EQ(engine->requests.size(), 2);
}

// With the person playing Black the step reads "1... e5 2. Nf3"; the computer's opening move
// (answering nobody) is a step of its own.
TEST_F(PlayFakeFixture, UndoTextWhenThePersonPlaysBlack)
{
    start(core::Black);
    ASSERT_EQ(engine->requests.size(), 1);
    engine->sendBestMove(QStringLiteral("e2e4"));
    ASSERT_TRUE(model.editing()->makeMoveSan("e5"));
    ASSERT_EQ(engine->requests.size(), 2);
    engine->sendBestMove(QStringLiteral("g1f3"));
    QUndoStack* stack = model.undoStack();
    EXPECT_EQ(stack->undoText().toStdString(), "Move 1... e5 2. Nf3");
    stack->undo();
    EXPECT_EQ(shownSan(), "e4");
    EXPECT_EQ(engine->requests.size(), 2);
    stack->undo();
    EXPECT_EQ(ply(), 0);
    EXPECT_EQ(engine->requests.size(), 2); // the computer's turn, but undo does not start it
    EXPECT_FALSE(play.isThinking());
}

// Undo while the computer thinks takes back the person's move, stops the search, and the late
// answer plays nothing.
TEST_F(PlayFakeFixture, UndoWhileThinkingStopsTheSearch)
{
    start(core::White);
    ASSERT_TRUE(model.editing()->makeMoveSan("e4"));
    ASSERT_TRUE(play.isThinking());
    model.undoStack()->undo();
    EXPECT_EQ(ply(), 0);
    EXPECT_FALSE(play.isThinking());
    EXPECT_EQ(engine->stops, 1);
    engine->sendBestMove(QStringLiteral("e7e5")); // the stopped search's answer
    EXPECT_EQ(model.tree().size(), 1u);
    EXPECT_EQ(engine->requests.size(), 1);
    // Redo brings back the person's move, which the computer then answers.
    model.undoStack()->redo();
    EXPECT_EQ(shownSan(), "e4");
    ASSERT_EQ(engine->requests.size(), 2);
    engine->sendBestMove(QStringLiteral("c7c5"));
    EXPECT_EQ(model.undoStack()->undoText().toStdString(), "Move 1. e4 c5");
}

// Take Back and Undo agree: one step, both moves.
TEST_F(PlayFakeFixture, TakeBackUndoesTheJoinedStep)
{
    start(core::White);
    ASSERT_TRUE(model.editing()->makeMoveSan("d4"));
    engine->sendBestMove(QStringLiteral("d7d5"));
    ASSERT_TRUE(model.editing()->makeMoveSan("c4"));
    engine->sendBestMove(QStringLiteral("e7e6"));
    EXPECT_TRUE(play.takeBack());
    EXPECT_EQ(shownSan(), "d5");
    EXPECT_EQ(model.undoStack()->index(), 2); // the players' step, then 1.d4 d5
    EXPECT_EQ(engine->requests.size(), 2);
}

// Issue 12: a load is one event for the controller. Loading during the computer's search stops
// that search once, asks nothing new, and the stopped search's late answer adds no move; loading a
// finished game ends the game once.
TEST_F(PlayFakeFixture, LoadingAGameIsOneReaction)
{
    start(core::White);
    ASSERT_TRUE(model.editing()->makeMoveSan("e4"));
    ASSERT_TRUE(play.isThinking());
    ASSERT_EQ(engine->requests.size(), 1);
    QSignalSpy thinking(&play, &PlayController::thinkingChanged);
    QSignalSpy ended(&play, &PlayController::gameEnded);

    ASSERT_TRUE(model.editing()->loadPgn(QStringLiteral("1. d4 d5 *")));
    EXPECT_EQ(engine->stops, 1);
    EXPECT_EQ(engine->requests.size(), 1);
    EXPECT_EQ(thinking.count(), 1);
    EXPECT_FALSE(play.isThinking());
    EXPECT_TRUE(play.isActive());
    engine->sendBestMove(QStringLiteral("e7e5")); // the stopped search's answer
    EXPECT_EQ(model.tree().size(), 3u);
    EXPECT_EQ(shownSan(), "d5");

    // The person's move in the loaded game is answered as usual, with one request.
    ASSERT_TRUE(model.editing()->makeMoveSan("c4"));
    EXPECT_EQ(engine->requests.size(), 2);

    ASSERT_TRUE(model.editing()->loadPgn(QStringLiteral("1. f3 e5 2. g4 Qh4# 0-1")));
    EXPECT_EQ(engine->stops, 2);
    EXPECT_EQ(engine->requests.size(), 2);
    EXPECT_EQ(ended.count(), 1);
    EXPECT_FALSE(play.isActive());
    EXPECT_EQ(thinking.count(), 3); // off at the first load, on for c4, off at the second
}

// Issue 16: with a book the computer answers from it without a search (one undo step with the
// person's move, as an engine reply); where the book has nothing, or an illegal move, the engine
// is asked.
TEST_F(PlayFakeFixture, PlaysFromTheBookBeforeSearching)
{
    int asked = 0;
    play.setBookMoves([&asked](const core::Position& pos) {
        ++asked;
        core::Move m;
        const std::string fen = core::toFen(pos);
        if (fen.rfind("rnbqkbnr/pppppppp/8/8/4P3/", 0) == 0)
            core::parseSan(pos, "c5", m);
        else if (fen.rfind("rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/", 0) == 0)
            return core::Move(core::E2, core::E4); // not legal here: ignored
        return m;
    });
    start(core::White);
    ASSERT_TRUE(model.editing()->makeMoveSan("e4"));
    EXPECT_EQ(engine->requests.size(), 0); // the book answers
    ASSERT_TRUE(QTest::qWaitFor([&] { return ply() == 2; }, 5000));
    EXPECT_EQ(shownSan(), "c5");
    EXPECT_FALSE(play.isThinking());
    EXPECT_EQ(model.undoStack()->undoText().toStdString(), "Move 1. e4 c5");
    EXPECT_EQ(engine->requests.size(), 0);

    ASSERT_TRUE(model.editing()->makeMoveSan("Nf3"));
    EXPECT_EQ(engine->requests.size(), 1); // the book's move is illegal: the engine searches
    EXPECT_EQ(asked, 2);
    engine->sendBestMove(QStringLiteral("d7d6"));
    EXPECT_EQ(shownSan(), "d6");
}

// A book answer still pending when the person goes back is dropped.
TEST_F(PlayFakeFixture, NavigationDropsAPendingBookMove)
{
    play.setBookMoves([](const core::Position& pos) {
        core::Move m;
        core::parseSan(pos, "e5", m);
        return m;
    });
    start(core::White);
    ASSERT_TRUE(model.editing()->makeMoveSan("e4"));
    ASSERT_TRUE(model.navigation()->back());
    QCoreApplication::processEvents();
    EXPECT_EQ(ply(), 0);
    EXPECT_EQ(model.tree().size(), 2u); // e4 only: no reply was added
}
