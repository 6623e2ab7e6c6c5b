// PlayController with the built-in engine at a tiny node budget: replies, take-back, hints,
// resign and draws, the game's end. With a scripted engine (undo, redo, book moves):
// tst_analysis_playfake.cpp.
#include "tst_analysis_fakeengine.h"

#include "gameengine/playcontroller.h"
#include "chessgamemodel.h"
#include "gameediting.h"
#include "gamenavigation.h"
#include "core/fen.h"
#include "core/san.h"
#include "engine/builtinengine.h"

#include <QCoreApplication>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

using namespace kibitz;
using kibitz::engine::PlayController;

namespace {

struct PlayFixture : testing::Test {
    ChessGameModel model;
    PlayController play{&model, model.editing()};

    // Starts a game for the human playing human, the computer searching nodes per move.
    void start(core::Color human, quint64 nodes = 2000)
    {
        play.setLimits(engine::EngineLimits::ofNodes(nodes));
        play.start(human, new engine::BuiltinEngine, 20);
    }
    int ply() const { return model.tree().node(model.cursor()).ply; }
    bool waitPly(int n)
    {
        return QTest::qWaitFor([&] { return ply() == n && !play.isThinking(); }, 10000);
    }
};

} // namespace

TEST_F(PlayFixture, InactiveByDefault)
{
    EXPECT_FALSE(play.isActive());
    ASSERT_TRUE(model.editing()->makeMoveSan("e4"));
    EXPECT_EQ(play.engine(), nullptr); // nobody to answer
    EXPECT_FALSE(play.isThinking());
    EXPECT_EQ(ply(), 1);
    EXPECT_FALSE(play.takeBack());
    EXPECT_FALSE(play.hint());
}

TEST_F(PlayFixture, ComputerRepliesInItsTurn)
{
    start(core::White);
    EXPECT_TRUE(play.isActive());
    EXPECT_FALSE(play.isThinking()); // White (the human) to move
    ASSERT_TRUE(model.editing()->makeMoveSan("e4"));
    EXPECT_TRUE(play.isThinking());
    ASSERT_TRUE(waitPly(2));
    EXPECT_EQ(model.position().sideToMove(), core::White);
    // The reply is a node of the tree (the model only adds legal moves), right after e4.
    const game::Node& reply = model.tree().node(model.cursor());
    EXPECT_EQ(model.tree().node(reply.parent).san, "e4");
    EXPECT_FALSE(reply.san.empty());
    ASSERT_TRUE(model.editing()->makeMoveSan("d4"));
    ASSERT_TRUE(waitPly(4));
}

TEST_F(PlayFixture, ComputerOpensWhenHumanIsBlack)
{
    start(core::Black);
    ASSERT_TRUE(waitPly(1));
    EXPECT_EQ(model.position().sideToMove(), core::Black);
}

TEST_F(PlayFixture, TakeBackRemovesBothMoves)
{
    start(core::White);
    ASSERT_TRUE(model.editing()->makeMoveSan("e4"));
    ASSERT_TRUE(waitPly(2));
    ASSERT_TRUE(model.editing()->makeMoveSan("Nf3"));
    ASSERT_TRUE(waitPly(4));
    EXPECT_TRUE(play.takeBack());
    EXPECT_EQ(ply(), 2);
    EXPECT_EQ(model.tree().size(), 3u); // root, e4, the reply
    EXPECT_TRUE(play.takeBack());
    EXPECT_EQ(ply(), 0);
    EXPECT_EQ(model.tree().size(), 1u);
    EXPECT_FALSE(play.takeBack()); // nothing before the start of the game
    QCoreApplication::processEvents();
    // The computer does not move for White: a reply would start at once (see ComputerRepliesInItsTurn).
    EXPECT_FALSE(play.isThinking());
    EXPECT_FALSE(play.engine()->isSearching());
    EXPECT_EQ(ply(), 0);
}

TEST_F(PlayFixture, TakeBackWhileThinkingCancelsTheSearch)
{
    play.setLimits(engine::EngineLimits::ofMovetime(30000));
    play.start(core::White, new engine::BuiltinEngine, 20);
    QSignalSpy answers(play.engine(), &engine::Engine::bestMoveReceived); // after the controller's slot
    QSignalSpy errors(&play, &PlayController::errorOccurred); // a stale reply tried and refused shows here
    ASSERT_TRUE(model.editing()->makeMoveSan("e4"));
    ASSERT_TRUE(play.isThinking());
    EXPECT_TRUE(play.takeBack());
    EXPECT_FALSE(play.isThinking());
    EXPECT_EQ(ply(), 0);
    // The stopped search still answers (long before its 30 s); the controller must ignore it.
    ASSERT_TRUE(answers.wait(10000));
    EXPECT_FALSE(answers.first().first().value<engine::EngineBestMove>().move.isNull());
    EXPECT_EQ(model.tree().size(), 1u);
    EXPECT_EQ(ply(), 0);
    EXPECT_TRUE(errors.isEmpty());
}

TEST_F(PlayFixture, NavigationCancelsAndDoesNotBranch)
{
    play.setLimits(engine::EngineLimits::ofMovetime(30000));
    play.start(core::White, new engine::BuiltinEngine, 20);
    QSignalSpy answers(play.engine(), &engine::Engine::bestMoveReceived); // after the controller's slot
    QSignalSpy errors(&play, &PlayController::errorOccurred); // a stale reply tried and refused shows here
    ASSERT_TRUE(model.editing()->makeMoveSan("e4"));
    ASSERT_TRUE(play.isThinking());
    ASSERT_TRUE(model.navigation()->back());
    EXPECT_FALSE(play.isThinking());
    // The stopped search's answer (long before its 30 s) must not branch from the start position.
    ASSERT_TRUE(answers.wait(10000));
    EXPECT_EQ(model.tree().size(), 2u);
    EXPECT_EQ(ply(), 0);
    EXPECT_TRUE(errors.isEmpty());
    // Forward again: Black to move at the end of the line, but navigation never starts the
    // computer (issue 17 item 5); it answers the person's next move.
    ASSERT_TRUE(model.navigation()->forward());
    EXPECT_FALSE(play.isThinking());
}

TEST_F(PlayFixture, HintSuggestsALegalMove)
{
    start(core::White);
    QSignalSpy hints(&play, &PlayController::hintReady);
    ASSERT_TRUE(play.hint());
    ASSERT_TRUE(hints.wait(10000));
    core::Move move;
    const QString san = hints.first().first().toString();
    EXPECT_FALSE(core::parseSan(model.position(), san.toStdString(), move).has_value()) << san.toStdString();
    EXPECT_EQ(ply(), 0); // a hint plays nothing
}

TEST_F(PlayFixture, ResignSetsTheResult)
{
    start(core::White);
    QSignalSpy ended(&play, &PlayController::gameEnded);
    EXPECT_TRUE(play.resign());
    EXPECT_FALSE(play.isActive());
    EXPECT_EQ(model.game().result(), "0-1");
    ASSERT_EQ(ended.size(), 1);
    EXPECT_EQ(ended.first().first().toString(), "0-1");
    EXPECT_FALSE(play.resign());
}

TEST_F(PlayFixture, DrawAcceptedWhenTheComputerIsWorse)
{
    ASSERT_TRUE(model.editing()->loadFen("4k3/8/8/8/8/8/8/3QK3 w - - 0 1")); // the computer (Black) is a queen down
    start(core::White);
    QSignalSpy answers(&play, &PlayController::drawOfferAnswered);
    ASSERT_TRUE(play.offerDraw());
    ASSERT_TRUE(answers.wait(10000));
    EXPECT_TRUE(answers.first().first().toBool());
    EXPECT_FALSE(play.isActive());
    EXPECT_EQ(model.game().result(), "1/2-1/2");
}

TEST_F(PlayFixture, DrawDeclinedWhenTheComputerIsBetter)
{
    ASSERT_TRUE(model.editing()->loadFen("3qk3/8/8/8/8/8/8/4K3 w - - 0 1")); // the computer (Black) is a queen up
    start(core::White);
    QSignalSpy answers(&play, &PlayController::drawOfferAnswered);
    ASSERT_TRUE(play.offerDraw());
    ASSERT_TRUE(answers.wait(10000));
    EXPECT_FALSE(answers.first().first().toBool());
    EXPECT_TRUE(play.isActive());
    EXPECT_NE(model.game().result(), "1/2-1/2");
}

TEST_F(PlayFixture, StopsWhenTheComputerMates)
{
    ASSERT_TRUE(model.editing()->loadFen("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2"));
    QSignalSpy ended(&play, &PlayController::gameEnded);
    start(core::White);
    ASSERT_TRUE(ended.wait(10000));
    EXPECT_EQ(model.tree().node(model.cursor()).san, "Qh4#");
    EXPECT_EQ(ended.first().first().toString(), "0-1");
    EXPECT_FALSE(play.isActive());
}

TEST_F(PlayFixture, StopsWhenThePlayerMates)
{
    ASSERT_TRUE(model.editing()->loadFen("rnbqkbnr/ppppp2p/5p2/6p1/4P3/8/PPPP1PPP/RNBQKBNR w KQkq g6 0 3"));
    start(core::White);
    QSignalSpy ended(&play, &PlayController::gameEnded);
    ASSERT_TRUE(model.editing()->makeMoveSan("Qh5#"));
    ASSERT_EQ(ended.size(), 1);
    EXPECT_EQ(ended.first().first().toString(), "1-0");
    EXPECT_FALSE(play.isActive());
    EXPECT_FALSE(play.isThinking());
    // Taking back the mate resumes the game.
    EXPECT_TRUE(play.takeBack());
    EXPECT_TRUE(play.isActive());
    EXPECT_EQ(model.position().sideToMove(), core::White);
}

TEST_F(PlayFixture, StopReturnsToTwoPlayers)
{
    start(core::White);
    play.stop();
    EXPECT_FALSE(play.isActive());
    EXPECT_EQ(play.engine(), nullptr);
    ASSERT_TRUE(model.editing()->makeMoveSan("e4"));
    EXPECT_FALSE(play.isThinking()); // a reply would start at once (see ComputerRepliesInItsTurn)
    EXPECT_EQ(ply(), 1);
}
