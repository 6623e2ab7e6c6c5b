// Issue 23: a null move ("--", "Z0") read from PGN passes the turn, and nothing that walks a game
// trips over it: navigation and its board transitions, SAN, the position given to an engine.
#include "modeltesthelpers.h"
#include "gameediting.h"
#include "gamenavigation.h"

#include "boardtransition.h"
#include "core/fen.h"
#include "core/movegen.h"
#include "core/nullmove.h"
#include "engine/builtinengine.h"
#include "engine/engineposition.h"

#include <QSignalSpy>

using namespace kibitz;
using kibitz::test::SignalLog;

namespace {

const QString NullGame = QStringLiteral("1. e4 -- 2. d4 Z0 (2... e5 3. dxe5) 3. c4 e5 *");

TEST(NullMove, PassesTheTurnOnlyOutOfCheck)
{
    core::Position pos = core::Position::startPosition();
    ASSERT_TRUE(core::canPassTurn(pos));
    core::passTurn(pos);
    EXPECT_EQ(core::toFen(pos), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1");
    core::passTurn(pos);
    EXPECT_EQ(core::toFen(pos), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 2 2");
    EXPECT_EQ(pos.key(), pos.computeKey());
    core::Position check;
    ASSERT_FALSE(core::parseFen("4k3/8/8/8/8/8/8/4K2r w - - 0 1", check));
    EXPECT_FALSE(core::canPassTurn(check));
}

TEST(NullMove, NavigationShowsNoPieceMovingAndTheRightPositions)
{
    ChessGameModel m;
    ASSERT_TRUE(m.editing()->loadPgn(NullGame).ok);
    ASSERT_TRUE(m.navigation()->toStart());
    SignalLog log(m);
    QStringList fens;
    while (m.navigation()->forward())
        fens << m.fen();
    ASSERT_EQ(fens.size(), 6);
    EXPECT_EQ(fens[1], "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2");
    EXPECT_EQ(m.statuses()->status().state, core::GameState::Ongoing);
    ASSERT_GE(log.transitions.size(), 2u);
    const BoardTransition& pass = log.transitions[1];
    EXPECT_EQ(pass.kind, BoardTransition::Forward);
    EXPECT_EQ(pass.san, "--");
    EXPECT_TRUE(pass.motions.isEmpty());
    EXPECT_EQ(pass.captured, core::NoPiece);
    while (m.navigation()->back()) { }
    EXPECT_EQ(m.cursor(), game::RootNode);
    const BoardTransition& back = log.transitions.back();
    EXPECT_EQ(back.kind, BoardTransition::Backward);
    // The variation after the second null move: sideways and back.
    ASSERT_TRUE(m.navigation()->toEnd());
    ASSERT_TRUE(m.navigation()->goTo(m.tree().node(m.cursor()).parent)); // after 3. c4
    ASSERT_TRUE(m.navigation()->back()); // after 2... Z0
    ASSERT_TRUE(m.navigation()->nextVariation());
    EXPECT_EQ(QString::fromStdString(m.tree().node(m.cursor()).san), "e5");
    EXPECT_EQ(m.tree().checkInvariants(), "");
}

TEST(NullMove, EnginesStartAfterTheLastNullMove)
{
    ChessGameModel m;
    ASSERT_TRUE(m.editing()->loadPgn(NullGame).ok);
    m.navigation()->toEnd();
    ASSERT_EQ(m.tree().node(m.cursor()).ply, 6);
    const engine::EnginePosition p = engine::enginePosition(m.tree(), m.cursor());
    const game::Node& afterPass = m.tree().node(m.tree().node(m.tree().node(m.cursor()).parent).parent);
    ASSERT_TRUE(afterPass.move.isNull());
    EXPECT_EQ(p.fen.toStdString(), core::toFen(afterPass.position));
    EXPECT_EQ(p.moves, QStringList({"c2c4", "e7e5"}));

    engine::BuiltinEngine engine;
    QSignalSpy bests(&engine, &engine::Engine::bestMoveReceived);
    ASSERT_TRUE(engine.analyse(p.fen, p.moves, engine::EngineLimits::ofDepth(3)));
    ASSERT_TRUE(bests.wait(30000));
    const engine::EngineBestMove best = bests.takeFirst().at(0).value<engine::EngineBestMove>();
    EXPECT_TRUE(core::isLegalMove(m.tree().node(m.cursor()).position, best.move)) << best.uci.toStdString();
}

} // namespace
