// What the window shows of a game's end: the status line and the last row of the move list after
// a draw is claimed (and the claim undone and redone), for a game of tags and a result only, and
// for a game read with a result the board does not show (a resignation). Offscreen.
#include "chessgamemodel.h"
#include "gameediting.h"
#include "gamenavigation.h"
#include "movelistmodel.h"
#include "gameannotations.h"
#include "panels/gamestatuslabel.h"
#include "panels/movehistorypanel.h"
#include "panels/movepairmodel.h"

#include <QTreeView>
#include <QUndoStack>

#include <gtest/gtest.h>

using namespace kibitz;

namespace {

// Plays SAN moves from the shown position; fails the test on a refused move.
void play(ChessGameModel& model, const QStringList& moves)
{
    for (const QString& san : moves) {
        const EditResult r = model.editing()->makeMoveSan(san);
        ASSERT_TRUE(r.ok) << san.toStdString() << ": " << r.error.toStdString();
    }
}

// The model, its status line and its move list as the window lays them out.
struct Shown {
    ChessGameModel model;
    GameStatusLabel status{&model};
    MoveListModel moves{&model};
    MovePairModel pairs{&moves};

    // The first column of the list's last row ("" when the list is empty).
    QString lastRow() const
    {
        const int rows = pairs.rowCount();
        return rows == 0 ? QString() : pairs.index(rows - 1, MovePairModel::NumberColumn).data().toString();
    }
};

} // namespace

// The claim (what Game Over's Claim Draw does) ends the game as a draw by claim: the status names
// the rule, not the claim still to make, and the list ends with ½-½. Undo brings all of it back.
TEST(GameEndView, ClaimedThreefoldShowsInStatusAndList)
{
    Shown w;
    play(w.model, {"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"});
    const QString statusBefore = w.status.text();
    const QString listBefore = w.pairs.toPlainText();
    const int rowsBefore = w.pairs.rowCount();
    ASSERT_TRUE(statusBefore.contains("draw can be claimed (threefold repetition)")) << statusBefore.toStdString();

    ASSERT_TRUE(w.model.editing()->setResult(QStringLiteral("1/2-1/2"), QStringLiteral("normal")));
    EXPECT_EQ(w.status.text().toStdString(), "Draw by claim — threefold repetition");
    EXPECT_EQ(w.pairs.rowCount(), rowsBefore + 1);
    EXPECT_EQ(w.lastRow().toStdString(), "½-½");
    EXPECT_EQ(w.pairs.toPlainText(), listBefore + "½-½\n");
    EXPECT_NE(w.model.pgn().indexOf("[Result \"1/2-1/2\"]"), -1);
    EXPECT_TRUE(w.model.pgn().trimmed().endsWith("1/2-1/2"));

    w.model.undoStack()->undo();
    EXPECT_EQ(w.status.text(), statusBefore);
    EXPECT_EQ(w.pairs.toPlainText(), listBefore);
    EXPECT_EQ(w.model.game().result(), "*");
    w.model.undoStack()->redo();
    EXPECT_EQ(w.status.text().toStdString(), "Draw by claim — threefold repetition");
    EXPECT_EQ(w.lastRow().toStdString(), "½-½");
}

TEST(GameEndView, ClaimedFiftyMoveRuleShowsInStatusAndList)
{
    Shown w;
    ASSERT_TRUE(w.model.editing()->loadFen("4k3/8/8/8/8/8/8/R3K3 w - - 99 80").ok);
    play(w.model, {"Ra2"});
    ASSERT_TRUE(w.status.text().contains("draw can be claimed (fifty-move rule)")) << w.status.text().toStdString();
    ASSERT_TRUE(w.model.editing()->setResult(QStringLiteral("1/2-1/2"), QStringLiteral("normal")));
    EXPECT_EQ(w.status.text().toStdString(), "Draw by claim — fifty-move rule");
    EXPECT_EQ(w.lastRow().toStdString(), "½-½");
    // Earlier positions are shown as they were; the result stays at the list's end.
    ASSERT_TRUE(w.model.navigation()->back());
    EXPECT_EQ(w.status.text().toStdString(), "White to move");
    EXPECT_EQ(w.lastRow().toStdString(), "½-½");
}

// Tags and a result, no moves: one row with the result, and the status names it.
TEST(GameEndView, GameOfTagsAndAResultShowsTheResult)
{
    Shown w;
    ASSERT_TRUE(w.model.editing()->loadPgn("[Event \"Forfeit\"]\n[Result \"1-0\"]\n\n1-0\n").ok);
    ASSERT_EQ(w.pairs.rowCount(), 1);
    EXPECT_EQ(w.lastRow().toStdString(), "1-0");
    EXPECT_EQ(w.status.text().toStdString(), "White wins (1-0)");
}

// A game read with a result its last position does not explain (Black resigned, say): the list
// ends with it, and the status names it at the end of the game only.
TEST(GameEndView, ResultReadWithTheMovesShowsAtTheEnd)
{
    Shown w;
    ASSERT_TRUE(w.model.editing()->loadPgn("[Result \"0-1\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 0-1\n").ok);
    EXPECT_EQ(w.lastRow().toStdString(), "0-1");
    EXPECT_EQ(w.pairs.rowCount(), 4);
    EXPECT_EQ(w.status.text().toStdString(), "Black wins (0-1)");
    ASSERT_TRUE(w.model.navigation()->back());
    EXPECT_EQ(w.status.text().toStdString(), "Black to move");
    EXPECT_EQ(w.lastRow().toStdString(), "0-1");
}

// In the history panel the result row, inserted by the claim, spans the columns like a comment's.
TEST(GameEndView, ResultRowSpansThePanel)
{
    ChessGameModel model;
    MoveHistoryPanel panel(&model, model.navigation(), model.editing(), model.annotations());
    play(model, {"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"});
    ASSERT_TRUE(model.editing()->setResult(QStringLiteral("1/2-1/2"), QStringLiteral("normal")));
    const int last = panel.pairModel()->rowCount() - 1;
    EXPECT_EQ(panel.pairModel()->index(last, 0).data().toString().toStdString(), "½-½");
    EXPECT_TRUE(panel.view()->isFirstColumnSpanned(last, {}));
    EXPECT_FALSE(panel.view()->isFirstColumnSpanned(last - 1, {}));
}
