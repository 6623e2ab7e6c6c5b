// ChessGameModel's status: statusChanged on check and mate, a game-ending move's result and
// termination, the status current in every slot (the signal contract's rule 1), repetitions
// counted along the path only (elsewhere in the tree, after undoing a deletion, over a long
// reversible stretch). Signals, moves and edits: tst_chessgamemodel.cpp.
#include "modeltesthelpers.h"
#include "gameediting.h"
#include "gamenavigation.h"

#include "core/fen.h"
#include "core/movegen.h"

#include <QSignalSpy>
#include <QUndoStack>

#include <random>

using namespace kibitz;
using namespace kibitz::core;
using kibitz::test::playAll;
using kibitz::test::sameStatus;
using kibitz::test::SignalLog;
using kibitz::test::statusFromScratch;

TEST(ChessGameModel, StatusChangedOnCheckAndMate)
{
    ChessGameModel m;
    QSignalSpy spy(&m, &ChessGameModel::statusChanged);
    playAll(m, "f3 e5 g4");
    EXPECT_EQ(spy.count(), 0);
    SignalLog log(m);
    ASSERT_TRUE(m.editing()->makeMoveSan("Qh4#"));
    // The mate sets the result after the move is announced (gameInfoChanged last).
    EXPECT_EQ(log.takeModel(),
              QStringList({"nodeAboutToBeAdded", "nodeAdded", "historyChanged", "cursorChanged", "positionChanged",
                           "statusChanged", "moveMade", "gameInfoChanged"}));
    ASSERT_EQ(spy.count(), 1);
    const auto status = spy[0][0].value<GameStatus>();
    EXPECT_EQ(status.state, GameState::Checkmate);
    EXPECT_EQ(status.winner, Black);
    EXPECT_TRUE(m.asciiBoard().contains("Qh4#"));
    ASSERT_TRUE(m.navigation()->back());
    EXPECT_EQ(spy.count(), 2);
    EXPECT_EQ(m.statuses()->status().state, GameState::Ongoing);
}

// Issue 26: a move that ends the game on the main line records the result in its own undo step:
// Result and Termination "normal" (mate, stalemate); undo takes both away, redo brings both.
// A mate in a variation, or in a game that has a result already, changes no tag.
TEST(ChessGameModel, GameEndingMoveRecordsResultAndTermination)
{
    ChessGameModel m;
    playAll(m, "f3 e5 g4");
    const int steps = m.undoStack()->count();
    ASSERT_TRUE(m.editing()->makeMoveSan("Qh4#"));
    EXPECT_EQ(m.undoStack()->count(), steps + 1);
    EXPECT_EQ(m.game().result(), "0-1");
    EXPECT_EQ(m.game().tag("Termination"), "normal");
    EXPECT_NE(m.pgn().indexOf(QStringLiteral("[Result \"0-1\"]")), -1);
    m.undoStack()->undo();
    EXPECT_EQ(m.game().result(), "*");
    EXPECT_EQ(m.game().tag("Termination"), "");
    m.undoStack()->redo();
    EXPECT_EQ(m.game().result(), "0-1");
    EXPECT_EQ(m.game().tag("Termination"), "normal");

    // A variation's mate: the game's result stays.
    ASSERT_TRUE(m.navigation()->back());
    ASSERT_TRUE(m.navigation()->back());
    ASSERT_TRUE(m.editing()->makeMoveSan("Nc3"));
    ASSERT_TRUE(m.editing()->makeMoveSan("Qh4#"));
    EXPECT_EQ(m.game().result(), "0-1");

    ChessGameModel stalemate;
    ASSERT_TRUE(stalemate.editing()->loadFen(QStringLiteral("7k/8/6K1/8/8/8/8/5Q2 w - - 0 1")).ok);
    ASSERT_TRUE(stalemate.editing()->makeMoveSan("Qf7"));
    EXPECT_EQ(stalemate.statuses()->status().state, GameState::Stalemate);
    EXPECT_EQ(stalemate.game().result(), "1/2-1/2");
    EXPECT_EQ(stalemate.game().tag("Termination"), "normal");

    ChessGameModel decided;
    ASSERT_TRUE(decided.editing()->loadPgn(QStringLiteral("[Result \"1-0\"]\n\n1. f3 e5 2. g4 1-0")).ok);
    decided.navigation()->toEnd(); // shown already when the file opens at its end
    ASSERT_TRUE(decided.editing()->makeMoveSan("Qh4#"));
    EXPECT_EQ(decided.game().result(), "1-0");
    EXPECT_EQ(decided.game().tag("Termination"), "");
}

TEST(ChessGameModel, StatusIsCurrentInEverySlot)
{
    // Rule 1 of the signal contract: slots of positionChanged/cursorChanged already see the new status.
    ChessGameModel m;
    playAll(m, "f3 e5 g4");
    std::vector<GameState> seen;
    QObject::connect(&m, &ChessGameModel::positionChanged, [&] { seen.push_back(m.statuses()->status().state); });
    QObject::connect(&m, &ChessGameModel::cursorChanged, [&] { seen.push_back(m.statuses()->status().state); });
    ASSERT_TRUE(m.editing()->makeMoveSan("Qh4#"));
    ASSERT_TRUE(m.navigation()->back());
    m.undoStack()->undo();
    m.undoStack()->redo();
    const std::vector<GameState> expected{GameState::Checkmate, GameState::Checkmate, GameState::Ongoing,
                                          GameState::Ongoing,   GameState::Checkmate, GameState::Checkmate};
    EXPECT_EQ(seen, expected);
}

TEST(ChessGameModel, RepetitionClaimFollowsThePath)
{
    ChessGameModel m;
    playAll(m, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
    EXPECT_FALSE(m.statuses()->status().canClaimThreefold);
    playAll(m, "Ng8");
    EXPECT_TRUE(m.statuses()->status().canClaimThreefold);
    m.navigation()->back();
    playAll(m, "Nc6"); // a variation: not a repetition
    EXPECT_FALSE(m.statuses()->status().canClaimThreefold);
}

TEST(ChessGameModel, RepetitionsElsewhereInTheTreeDoNotCount)
{
    ChessGameModel m;
    playAll(m, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
    EXPECT_TRUE(m.statuses()->status().canClaimThreefold); // the start position for the third time
    m.navigation()->toStart();
    playAll(m, "Nc3 Nc6 Nb1 Nb8"); // second time on this path, fourth in the tree
    EXPECT_FALSE(m.statuses()->status().canClaimThreefold);
    playAll(m, "Nc3 Nc6 Nb1 Nb8");
    EXPECT_TRUE(m.statuses()->status().canClaimThreefold);
    playAll(m, "Nc3 Nc6 Nb1 Nb8 Nc3 Nc6 Nb1");
    EXPECT_EQ(m.statuses()->status().state, GameState::Ongoing);
    QSignalSpy spy(&m, &ChessGameModel::statusChanged);
    playAll(m, "Nb8"); // fifth time: automatic draw
    EXPECT_EQ(m.statuses()->status().state, GameState::FivefoldRepetition);
    EXPECT_EQ(spy.count(), 1);
    m.undoStack()->undo();
    m.undoStack()->redo(); // same node id again: the cached status is right
    EXPECT_EQ(m.statuses()->status().state, GameState::FivefoldRepetition);
    ASSERT_TRUE(m.editing()->loadPgn(m.pgn())); // a fresh game: the key index is rebuilt
    EXPECT_TRUE(m.statuses()->status().canClaimThreefold); // shown: the end of the main line (Nf3 ... Ng8)
    ASSERT_TRUE(m.navigation()->goTo(m.tree().lineEnd(m.tree().root().children[1])));
    EXPECT_EQ(m.statuses()->status().state, GameState::FivefoldRepetition);
}

// Issue 11 item 6: nodes brought back by undo count as earlier occurrences again, also after a
// load and its undo in between.
TEST(ChessGameModel, RepetitionsCountAfterUndoOfADeletion)
{
    ChessGameModel m;
    playAll(m, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
    const game::NodeId third = m.cursor(); // the start position for the third time
    playAll(m, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
    const game::NodeId fifth = m.cursor();
    ASSERT_EQ(m.statuses()->status().state, GameState::FivefoldRepetition);
    ASSERT_TRUE(m.editing()->deleteMovesAfter(game::RootNode));
    ASSERT_TRUE(m.editing()->loadFen("4k3/8/8/8/8/8/8/4K2R w K - 0 1"));
    m.undoStack()->undo(); // the game with only the start position
    m.undoStack()->undo(); // the moves are back, the last one shown
    ASSERT_EQ(m.cursor(), fifth);
    EXPECT_EQ(m.statuses()->status().state, GameState::FivefoldRepetition);
    EXPECT_EQ(m.statuses()->statusAt(fifth).state, GameState::FivefoldRepetition);
    ASSERT_TRUE(m.navigation()->goTo(third));
    EXPECT_TRUE(m.statuses()->status().canClaimThreefold);
    // The same through a redo of moves whose statuses were never computed in this game.
    m.undoStack()->redo(); // delete again
    ASSERT_TRUE(m.editing()->loadFen("4k3/8/8/8/8/8/8/4K2R w K - 0 1"));
    m.undoStack()->undo();
    m.undoStack()->undo();
    EXPECT_TRUE(m.statuses()->statusAt(third).canClaimThreefold);
}

// A reversible stretch of hundreds of plies: statuses walked back along the path and those found
// through the key index (built once the walks grow longer than the tree) agree with the core's
// status computed from scratch, through navigation both ways and after a deletion is undone.
TEST(ChessGameModel, LongReversibleStretchAgreesWithStatusFromScratch)
{
    ChessGameModel m;
    ASSERT_TRUE(m.editing()->loadFen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"));
    std::mt19937 rng(7);
    for (int ply = 0; ply < 400; ++ply) {
        const game::Node& here = m.tree().node(m.cursor());
        const Move mine = here.ply >= 2 ? m.tree().node(here.parent).move : Move();
        if (rng() % 3 && !mine.isNull() && m.editing()->makeMove(mine.to(), mine.from()))
            continue;
        MoveList moves;
        generateLegalMoves(m.position(), moves);
        ASSERT_FALSE(moves.empty());
        const Move mv = moves[int(rng() % moves.size())];
        ASSERT_TRUE(m.editing()->makeMove(mv.from(), mv.to()));
    }
    EXPECT_GT(m.position().halfmoveClock(), 100); // a long stretch indeed
    m.navigation()->toStart();
    do
        ASSERT_TRUE(sameStatus(m.statuses()->status(), statusFromScratch(m))) << "ply " << m.tree().node(m.cursor()).ply;
    while (m.navigation()->forward());
    do
        ASSERT_TRUE(sameStatus(m.statuses()->status(), statusFromScratch(m))) << "ply " << m.tree().node(m.cursor()).ply;
    while (m.navigation()->back());
    const game::NodeId middle = m.tree().root().line.at(200);
    ASSERT_TRUE(m.editing()->deleteMovesAfter(middle));
    ASSERT_TRUE(m.editing()->loadFen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"));
    m.undoStack()->undo();
    m.undoStack()->undo();
    for (game::NodeId n : m.tree().root().line)
        ASSERT_TRUE(sameStatus(m.statuses()->statusAt(n), statusFromScratch(m, n))) << "ply " << m.tree().node(n).ply;
}
