// A game's end, derived from its Result and Termination tags and the main line's last position
// (game::gameEnd), as the model hands it out (GameStatuses::gameEnd, endAt) and as the move list
// model ends with it (MoveListModel::resultText): a claimed draw and its undo, a game of tags and
// a result only, a result read with moves that do not explain it, a loss on time.
#include "modeltesthelpers.h"
#include "gameediting.h"
#include "gamenavigation.h"
#include "movelistmodel.h"

#include "game/gameend.h"

#include <QSignalSpy>
#include <QUndoStack>

using namespace kibitz;
using game::EndReason;
using game::Outcome;
using kibitz::test::playAll;

namespace {

core::GameStatus claimable(bool threefold, bool fifty)
{
    core::GameStatus s;
    s.canClaimThreefold = threefold;
    s.canClaimFiftyMove = fifty;
    return s;
}

} // namespace

TEST(GameEnd, ReadFromTheTagsAndTheLastPosition)
{
    EXPECT_FALSE(game::gameEnd("*", "", {}).isOver());
    EXPECT_FALSE(game::gameEnd("*", "", claimable(true, false)).isOver());

    const game::GameEnd claim = game::gameEnd("1/2-1/2", "normal", claimable(true, false));
    EXPECT_EQ(claim.outcome, Outcome::Draw);
    EXPECT_EQ(claim.reason, EndReason::DrawClaimed);
    EXPECT_TRUE(claim.final.canClaimThreefold);
    EXPECT_EQ(game::gameEnd("1/2-1/2", "", {}).reason, EndReason::None); // agreed, say
    // A win where a draw could have been claimed is no claim.
    EXPECT_EQ(game::gameEnd("0-1", "", claimable(false, true)).reason, EndReason::None);

    EXPECT_EQ(game::gameEnd("1-0", "Time forfeit", {}).reason, EndReason::TimeForfeit);
    EXPECT_EQ(game::gameEnd("1/2-1/2", "time forfeit", claimable(true, false)).reason, EndReason::TimeForfeit);

    core::GameStatus mate;
    mate.state = core::GameState::Checkmate;
    mate.winner = core::Black;
    const game::GameEnd board = game::gameEnd("*", "", mate); // the board decides over the tag
    EXPECT_EQ(board.outcome, Outcome::BlackWins);
    EXPECT_EQ(board.reason, EndReason::OnTheBoard);
}

// The claim (Result 1/2-1/2 where a draw can be claimed) is a draw by claim at the main line's end
// only; undo and redo change it with the tag, and the list model follows with one signal each.
TEST(GameEnd, ClaimedDrawAndItsUndo)
{
    ChessGameModel m;
    MoveListModel moves(&m);
    QSignalSpy results(&moves, &MoveListModel::resultChanged);
    playAll(m, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
    const game::NodeId end = m.cursor();
    EXPECT_FALSE(m.statuses()->gameEnd().isOver());
    EXPECT_TRUE(moves.resultText().isEmpty());

    ASSERT_TRUE(m.editing()->setResult(QStringLiteral("1/2-1/2"), QStringLiteral("normal")));
    const game::GameEnd claimed = m.statuses()->endAt(end);
    EXPECT_EQ(claimed.outcome, Outcome::Draw);
    EXPECT_EQ(claimed.reason, EndReason::DrawClaimed);
    EXPECT_TRUE(claimed.final.canClaimThreefold);
    EXPECT_FALSE(claimed.final.canClaimFiftyMove);
    EXPECT_FALSE(m.statuses()->endAt(m.tree().node(end).parent).isOver());
    EXPECT_EQ(moves.resultText(), "½-½");
    EXPECT_EQ(results.count(), 1);
    EXPECT_NE(m.pgn().indexOf("[Result \"1/2-1/2\"]"), -1);

    m.undoStack()->undo();
    EXPECT_FALSE(m.statuses()->endAt(end).isOver());
    EXPECT_TRUE(moves.resultText().isEmpty());
    EXPECT_EQ(results.count(), 2);
    m.undoStack()->redo();
    EXPECT_EQ(m.statuses()->endAt(end).reason, EndReason::DrawClaimed);
    EXPECT_EQ(results.count(), 3);
    // Setting a tag that is not the result announces no change of the result.
    ASSERT_TRUE(m.editing()->setTag(QStringLiteral("Event"), QStringLiteral("Club")));
    EXPECT_EQ(results.count(), 3);
}

// Tags and a result, no moves: the start is the main line's end, where the result stands.
TEST(GameEnd, GameOfTagsAndAResult)
{
    ChessGameModel m;
    MoveListModel moves(&m);
    QSignalSpy results(&moves, &MoveListModel::resultChanged);
    ASSERT_TRUE(m.editing()->loadPgn("[Event \"Forfeit\"]\n[Result \"1-0\"]\n\n1-0\n").ok);
    EXPECT_EQ(results.count(), 0); // read with the reset
    EXPECT_EQ(moves.resultText(), "1-0");
    const game::GameEnd end = m.statuses()->endAt(game::RootNode);
    EXPECT_EQ(end.outcome, Outcome::WhiteWins);
    EXPECT_EQ(end.reason, EndReason::None);
}

// A resignation read from PGN: the result stands at the end of the main line, not before it.
TEST(GameEnd, ResultReadWithMovesThatDoNotExplainIt)
{
    ChessGameModel m;
    MoveListModel moves(&m);
    ASSERT_TRUE(m.editing()->loadPgn("[Result \"0-1\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 (3... Nf6 4. O-O) 0-1\n").ok);
    EXPECT_EQ(moves.resultText(), "0-1");
    EXPECT_EQ(m.statuses()->endAt(m.cursor()).outcome, Outcome::BlackWins);
    EXPECT_EQ(m.statuses()->endAt(m.cursor()).reason, EndReason::None);
    const game::NodeId variationEnd = m.tree().node(m.tree().node(m.cursor()).parent).children.back();
    EXPECT_FALSE(m.statuses()->endAt(m.tree().node(variationEnd).children.front()).isOver());
    ASSERT_TRUE(m.navigation()->back());
    EXPECT_FALSE(m.statuses()->endAt(m.cursor()).isOver());
}
