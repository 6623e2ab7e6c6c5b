// Stop 41: a draw offer is only agreed when somebody can agree to it — never on an empty board,
// never in a game whose other side is a program that no engine plays now (its WhiteType/BlackType
// tag, or PlayController::resumeWithoutEngine) — and a game against the computer interrupted by a
// crash goes on with PlayController::resume(): the engine moves in its turn and answers draw offers.
#include "tst_analysis_fakeengine.h"

#include "chessgamemodel.h"
#include "gameediting.h"
#include "gamenavigation.h"
#include "gameengine/playcontroller.h"

#include <QSignalSpy>
#include <QUndoStack>

#include <gtest/gtest.h>

using namespace kibitz;
using kibitz::engine::PlayController;

namespace {

// A game against the computer as a saved or recovered PGN has it: the person White.
const QString ComputerGame = QStringLiteral("[White \"Player\"]\n[Black \"Stockfish (level 5)\"]\n"
                                            "[WhiteType \"human\"]\n[BlackType \"program\"]\n\n1. e4 e5 2. Nf3 *\n");

struct Rig {
    ChessGameModel model;
    PlayController play{&model, model.editing()};
    QSignalSpy decided{&play, &PlayController::resultDecided};

    explicit Rig(const QString& pgn = {})
    {
        if (!pgn.isEmpty()) {
            EXPECT_TRUE(model.editing()->loadPgn(pgn).ok);
            model.navigation()->toEnd();
        }
    }
    int ply() const { return model.tree().node(model.cursor()).ply; }
};

} // namespace

// The tester's "Draw agreed" out of nothing: with no engine, a game against Stockfish was taken
// for one between two people at the board, and the offer was their agreement.
TEST(PlayResume, ADrawOfferToAProgramThatNoEngineReplaysIsRefused)
{
    Rig r(ComputerGame);
    EXPECT_TRUE(r.play.isComputerAbsent());
    EXPECT_FALSE(r.play.canEndGame());
    EXPECT_FALSE(r.play.offerDraw());
    EXPECT_FALSE(r.play.resign()) << "nobody resigns for the absent program either";
    EXPECT_EQ(r.model.game().result(), "*");
    EXPECT_EQ(r.decided.count(), 0);
}

// A game against the computer whose players were named by hand (no Type tags): the journal says
// it is one, the engine is missing.
TEST(PlayResume, ADrawOfferInAGameWhoseEngineIsMissingIsRefused)
{
    Rig r(QStringLiteral("[White \"Ann\"]\n[Black \"Deep Thought\"]\n\n1. e4 e5 2. Nf3 *\n"));
    ASSERT_TRUE(r.play.canEndGame()) << "until told, two people at the board";
    QSignalSpy active(&r.play, &PlayController::activeChanged);
    r.play.resumeWithoutEngine(core::White);
    EXPECT_GE(active.count(), 1) << "the Play menu follows";
    EXPECT_FALSE(r.play.canEndGame());
    EXPECT_FALSE(r.play.offerDraw());
    EXPECT_FALSE(r.play.takeBack());
    EXPECT_FALSE(r.play.hint());
    EXPECT_EQ(r.model.game().result(), "*");
    EXPECT_EQ(r.decided.count(), 0);
    ASSERT_TRUE(r.model.editing()->loadPgn(QStringLiteral("1. d4 d5 *")).ok); // another game: people again
    r.model.navigation()->toEnd();
    EXPECT_TRUE(r.play.canEndGame());
}

// Nothing was played: nobody offered anything to anybody.
TEST(PlayResume, ADrawOfferOnAnEmptyBoardIsRefused)
{
    Rig r;
    EXPECT_FALSE(r.play.canEndGame());
    EXPECT_FALSE(r.play.offerDraw());
    EXPECT_EQ(r.model.game().result(), "*");
    EXPECT_EQ(r.decided.count(), 0);
}

// start() marks who is who in the game itself, so that a saved game tells it too.
TEST(PlayResume, AGameAgainstTheComputerNamesItsSidesHumanAndProgram)
{
    Rig r;
    auto* fake = new FakeEngine;
    r.play.start(core::Black, fake, 3);
    EXPECT_EQ(r.model.game().tag("WhiteType"), "program");
    EXPECT_EQ(r.model.game().tag("BlackType"), "human");
    EXPECT_EQ(r.model.undoStack()->count(), 1) << "with the players, one step";
    fake->sendBestMove(QStringLiteral("e2e4")); // the computer (White) opens
    r.play.stop(); // Two Players: people at the board from now on, whatever the tags say
    EXPECT_FALSE(r.play.isComputerAbsent());
    EXPECT_TRUE(r.play.canEndGame());
    const QString saved = r.model.pgn();
    ASSERT_TRUE(r.model.editing()->loadPgn(saved).ok); // the same game opened again: the program is absent
    r.model.navigation()->toEnd();
    EXPECT_TRUE(r.play.isComputerAbsent());
    EXPECT_FALSE(r.play.offerDraw());
}

// The recovered game goes on: the computer (Black) moves in its turn, a draw offer goes to the
// engine and waits for its answer, Take Back goes back to the person's turn.
TEST(PlayResume, AResumedGameGoesOnWithTheEngine)
{
    Rig r(ComputerGame);
    auto* fake = new FakeEngine;
    QSignalSpy active(&r.play, &PlayController::activeChanged);
    r.play.resume(core::White, fake, 5, game::RootNode);
    EXPECT_TRUE(r.play.isActive());
    EXPECT_EQ(active.count(), 1);
    EXPECT_EQ(fake->level(), 5);
    EXPECT_EQ(r.model.game().tag("Black"), "Stockfish (level 5)") << "the players stay";
    ASSERT_TRUE(r.play.isThinking()) << "Black's turn: the computer moves";
    fake->sendBestMove(QStringLiteral("b8c6"));
    ASSERT_EQ(r.ply(), 4);

    ASSERT_TRUE(r.play.canEndGame());
    ASSERT_TRUE(r.play.offerDraw());
    EXPECT_EQ(r.play.task(), PlayController::Task::DrawOffer);
    EXPECT_EQ(r.model.game().result(), "*") << "asked, not agreed";
    QSignalSpy answered(&r.play, &PlayController::drawOfferAnswered);
    fake->sendInfo(1, -80, false, {QStringLiteral("f1b5")}); // White to move, -0.80: good for the computer
    fake->sendBestMove(QStringLiteral("f1b5"));
    ASSERT_EQ(answered.count(), 1);
    EXPECT_FALSE(answered.first().first().toBool());
    EXPECT_EQ(r.model.game().result(), "*");

    ASSERT_TRUE(r.play.takeBack());
    EXPECT_EQ(r.ply(), 2) << "the computer's reply and the person's move, played before the crash";
    EXPECT_FALSE(r.play.isThinking());
    ASSERT_TRUE(r.play.takeBack());
    EXPECT_EQ(r.ply(), 0) << "back to where the game began";
    EXPECT_FALSE(r.play.takeBack());
}

// A game that had ended (the person resigned) comes back finished; Take Back reopens it.
TEST(PlayResume, AResumedFinishedGameIsReopenedByTakeBack)
{
    QString resigned = ComputerGame;
    resigned.replace(QStringLiteral("2. Nf3 *"), QStringLiteral("2. Nf3 Nc6 0-1"));
    resigned.prepend(QStringLiteral("[Result \"0-1\"]\n"));
    Rig r(resigned);
    auto* fake = new FakeEngine;
    r.play.resume(core::White, fake, 5, game::RootNode);
    EXPECT_FALSE(r.play.isActive());
    EXPECT_TRUE(r.play.isVsComputer());
    EXPECT_FALSE(r.play.isThinking());
    EXPECT_TRUE(fake->requests.isEmpty());
    ASSERT_TRUE(r.play.takeBack());
    EXPECT_TRUE(r.play.isActive());
    EXPECT_EQ(r.model.game().result(), "*");
}
