// MoveListModel: layout, roles, row signals per edit, and a randomized session in which the tree,
// the item model (checked by QAbstractItemModelTester and persistent indexes) and undo/redo agree.
#include "modeltesthelpers.h"
#include "randomsession.h"
#include "gameannotations.h"
#include "gameediting.h"
#include "gamenavigation.h"

#include "movelistmodel.h"
#include "nagnames.h"

#include "core/movegen.h"
#include "game/pgnwriter.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QUndoStack>

#include <map>
#include <random>

using namespace kibitz;
using game::NodeId;
using kibitz::test::playAll;
using kibitz::test::sameStatus;
using kibitz::test::statusFromScratch;

namespace {

using kibitz::test::collectWarnings;
using kibitz::test::playRandomMove;
using kibitz::test::randomNode;
using kibitz::test::restructureRandomNode;

QStringList& g_warnings = kibitz::test::modelWarnings();

// A model under test with its tester and a warning collector.
struct Fixture {
    ChessGameModel game;
    MoveListModel list{&game};
    QAbstractItemModelTester tester{&list, QAbstractItemModelTester::FailureReportingMode::Warning};
    QtMessageHandler previous = qInstallMessageHandler(collectWarnings);
    ~Fixture() { qInstallMessageHandler(previous); }
};

// Walks the item model and checks it mirrors the tree exactly; returns the number of move items.
int checkLine(const MoveListModel& list, const ChessGameModel& game, const QModelIndex& parent,
              const std::vector<NodeId>& line, std::size_t skip)
{
    const game::GameTree& tree = game.tree();
    int moves = 0;
    EXPECT_EQ(list.rowCount(parent), int(line.size() - skip));
    for (std::size_t i = skip; i < line.size(); ++i) {
        const NodeId n = line[i];
        const QModelIndex idx = list.index(int(i - skip), 0, parent);
        EXPECT_EQ(list.nodeForIndex(idx), n);
        EXPECT_EQ(idx.parent(), parent);
        EXPECT_EQ(list.indexForNode(n), idx);
        EXPECT_EQ(idx.data(MoveListModel::SanRole).toString().toStdString(), tree.node(n).san);
        EXPECT_EQ(idx.data(MoveListModel::IsCurrentRole).toBool(), n == game.cursor());
        ++moves;
        const auto& siblings = tree.node(tree.node(n).parent).children;
        const int variations = siblings.front() == n ? int(siblings.size()) - 1 : 0;
        EXPECT_EQ(list.rowCount(idx), variations);
        for (int v = 0; v < variations; ++v) {
            const QModelIndex vidx = list.index(v, 0, idx);
            EXPECT_TRUE(vidx.data(MoveListModel::IsVariationItemRole).toBool());
            EXPECT_EQ(list.nodeForIndex(vidx), siblings[v + 1]);
            EXPECT_EQ(vidx.parent(), idx);
            moves += checkLine(list, game, vidx, tree.node(siblings[v + 1]).line, 0);
        }
    }
    return moves;
}

// The whole model against the tree.
void checkAgreement(const MoveListModel& list, const ChessGameModel& game)
{
    const int moves = checkLine(list, game, {}, game.tree().root().line, 1);
    EXPECT_EQ(moves, int(game.tree().size()) - 1);
}

} // namespace

// A move's text as the move list's cells write it: a move assessment (!, ??) sticks to the move, a
// sign of the position stands apart. A variation's heading wrote "Variation 33. Ne2 !" under a
// cell that read "Ne2!".
TEST(MoveListModel, SignsStickToTheMoveAsInTheCells)
{
    Fixture f;
    ASSERT_TRUE(f.game.editing()->loadPgn(QStringLiteral("1. e4 $4 (1. d4 $1 $14) 1... e5 $14 *")).ok);
    const QModelIndex e4 = f.list.index(0, 0);
    EXPECT_EQ(e4.data().toString(), "1. e4??");
    ASSERT_EQ(f.list.rowCount(e4), 1);
    const QString slightlyBetter = NagNames::symbol(14);
    EXPECT_EQ(f.list.index(0, 0, e4).data().toString(), "Variation 1. d4! " + slightlyBetter);
    EXPECT_EQ(f.list.index(1, 0).data().toString(), "1... e5 " + slightlyBetter);
}

// A NAG with no established symbol ($8, $9) is named in the cell, not shown as a bare "$8"
// (tester); the PGN written keeps the NAG itself.
TEST(MoveListModel, ASignWithoutASymbolIsNamedInTheCell)
{
    Fixture f;
    ASSERT_TRUE(f.game.editing()->loadPgn(QStringLiteral("1. e4 $8 e5 $9 *")).ok);
    for (int row : {0, 1}) {
        const QString text = f.list.index(row, 0).data().toString();
        const QString signs = f.list.index(row, 0).data(MoveListModel::NagTextRole).toString();
        EXPECT_FALSE(text.contains(u'$')) << text.toStdString();
        EXPECT_FALSE(signs.isEmpty());
        EXPECT_FALSE(signs.contains(u'$')) << signs.toStdString();
        EXPECT_TRUE(text.contains(signs)) << text.toStdString();
    }
    const std::string written = game::toPgn(f.game.game());
    EXPECT_NE(written.find("e4 $8"), std::string::npos) << written;
    EXPECT_NE(written.find("e5 $9"), std::string::npos) << written;
}

TEST(MoveListModel, LayoutAndRoles)
{
    Fixture f;
    playAll(f.game, "e4 e5");
    f.game.navigation()->back();
    playAll(f.game, "c5 Nf3");
    f.game.navigation()->goTo(f.game.tree().root().line[2]);
    playAll(f.game, "Nf3");
    ASSERT_EQ(f.list.rowCount(), 3);
    const QModelIndex e5 = f.list.index(1, 0);
    EXPECT_EQ(e5.data().toString(), "1... e5");
    EXPECT_EQ(f.list.index(2, 0).data().toString(), "2. Nf3");
    EXPECT_EQ(f.list.index(2, 0).data(MoveListModel::FigurineSanRole).toString(), QString::fromUtf8("♘f3"));
    EXPECT_TRUE(f.list.index(2, 0).data(MoveListModel::IsCurrentRole).toBool());
    EXPECT_EQ(f.list.index(2, 0).data(MoveListModel::MoveNumberTextRole).toString(), "2.");
    ASSERT_EQ(f.list.rowCount(e5), 1);
    const QModelIndex variation = f.list.index(0, 0, e5);
    EXPECT_EQ(variation.data().toString(), "Variation 1... c5");
    ASSERT_EQ(f.list.rowCount(variation), 2);
    const QModelIndex c5 = f.list.index(0, 0, variation);
    EXPECT_FALSE(c5.data(MoveListModel::IsMainLineRole).toBool());
    EXPECT_EQ(c5.data(MoveListModel::VariationDepthRole).toInt(), 1);
    EXPECT_EQ(f.list.index(1, 0, variation).data(MoveListModel::PlyRole).toInt(), 3);
    checkAgreement(f.list, f.game);
    EXPECT_TRUE(g_warnings.isEmpty()) << g_warnings.join('\n').toStdString();
}

TEST(MoveListModel, OneRowPerMoveNoReset)
{
    Fixture f;
    playAll(f.game, "e4 e5");
    QSignalSpy inserted(&f.list, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&f.list, &QAbstractItemModel::rowsRemoved);
    QSignalSpy reset(&f.list, &QAbstractItemModel::modelReset);
    playAll(f.game, "Nf3");
    ASSERT_EQ(inserted.count(), 1);
    EXPECT_FALSE(inserted[0][0].value<QModelIndex>().isValid());
    EXPECT_EQ(inserted[0][1].toInt(), 2);
    EXPECT_EQ(inserted[0][2].toInt(), 2);
    f.game.navigation()->back();
    playAll(f.game, "Nc3"); // a variation: one variation item under 2. Nf3
    ASSERT_EQ(inserted.count(), 2);
    EXPECT_EQ(f.list.nodeForIndex(inserted[1][0].value<QModelIndex>()), f.game.tree().root().line[3]);
    EXPECT_EQ(inserted[1][1].toInt(), 0);
    f.game.undoStack()->undo();
    ASSERT_EQ(removed.count(), 1);
    EXPECT_EQ(removed[0][1].toInt(), 0);
    f.game.undoStack()->undo();
    ASSERT_EQ(removed.count(), 2);
    EXPECT_EQ(removed[0][1].toInt(), 0);
    EXPECT_EQ(f.list.rowCount(), 2);
    EXPECT_EQ(reset.count(), 0);
    f.game.editing()->loadFen("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(reset.count(), 1);
    EXPECT_EQ(f.list.rowCount(), 0);
    checkAgreement(f.list, f.game);
    EXPECT_TRUE(g_warnings.isEmpty()) << g_warnings.join('\n').toStdString();
}

TEST(MoveListModel, CursorAndCommentRepaint)
{
    Fixture f;
    playAll(f.game, "e4 e5");
    QSignalSpy changed(&f.list, &QAbstractItemModel::dataChanged);
    f.game.navigation()->back();
    ASSERT_EQ(changed.count(), 2);
    EXPECT_EQ(changed[0][0].value<QModelIndex>().row(), 1);
    EXPECT_EQ(changed[1][0].value<QModelIndex>().row(), 0);
    f.game.annotations()->setComment(f.game.cursor(), "King's pawn");
    ASSERT_EQ(changed.count(), 3);
    EXPECT_EQ(f.list.index(0, 0).data(MoveListModel::CommentRole).toString(), "King's pawn");
}

TEST(MoveListModel, PromoteAndDeleteKeepTheModelInStep)
{
    Fixture f;
    playAll(f.game, "e4 e5 Nf3 Nc6");
    f.game.navigation()->toStart();
    playAll(f.game, "d4 d5 c4");
    f.game.navigation()->toStart();
    playAll(f.game, "c4 e5");
    const NodeId c4e5 = f.game.cursor();
    f.game.editing()->promoteVariation(c4e5);
    checkAgreement(f.list, f.game);
    EXPECT_EQ(f.list.index(0, 0).data(MoveListModel::SanRole).toString(), "c4");
    f.game.editing()->deleteMovesAfter(game::RootNode);
    EXPECT_EQ(f.list.rowCount(), 0);
    f.game.undoStack()->undo();
    f.game.undoStack()->undo();
    checkAgreement(f.list, f.game);
    EXPECT_EQ(f.list.rowCount(), 4);
    EXPECT_TRUE(g_warnings.isEmpty()) << g_warnings.join('\n').toStdString();
}

namespace {

std::string snapshot(const ChessGameModel& g) { return game::toPgn(g.game()); }

// The randomized session: its generator, the game as PGN at each index of the undo stack, and
// the rest of a burst of undos and redos (popped from the back).
struct Session {
    explicit Session(ChessGameModel& game) : g(game) { }
    ChessGameModel& g;
    std::mt19937 rng{12345};
    std::vector<std::string> snaps{snapshot(g)};
    std::vector<int> queued;
};

// One edit or navigation (op 0-80): two thirds of the moves take back the mover's previous
// move, so that repetitions are frequent.
void randomEdit(Session& s, int op)
{
    static const char* const fens[] = {"4k3/8/8/8/8/8/8/4K2R w K - 0 1",
                                       "r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1"};
    ChessGameModel& g = s.g;
    std::mt19937& rng = s.rng;
    if (op < 40) {
        const game::Node& here = g.tree().node(g.cursor());
        const core::Move mine = here.ply >= 2 ? g.tree().node(here.parent).move : core::Move();
        if (rng() % 3 && !mine.isNull() && g.editing()->makeMove(mine.to(), mine.from())) {
        } else {
            playRandomMove(g, rng);
        }
    } else if (op < 48) {
        g.navigation()->back();
    } else if (op < 53) {
        g.navigation()->forward();
    } else if (op < 58) {
        g.navigation()->goTo(randomNode(g.tree(), rng));
    } else if (op < 60) {
        rng() % 2 ? g.navigation()->toStart() : g.navigation()->toEnd();
    } else if (op < 62) {
        rng() % 2 ? g.navigation()->nextVariation() : g.navigation()->previousVariation();
    } else if (op < 70) {
        restructureRandomNode(g, rng, op);
    } else if (op < 73) {
        g.annotations()->setComment(randomNode(g.tree(), rng), QStringLiteral("c%1").arg(rng() % 5));
    } else if (op < 75) {
        g.annotations()->setNags(randomNode(g.tree(), rng), {int(rng() % 7)});
    } else if (op < 76) {
        g.editing()->setResult(QStringList{"1-0", "0-1", "1/2-1/2", "*"}[rng() % 4]);
    } else if (op < 77) {
        g.editing()->loadFen(fens[rng() % 2]);
    } else if (op < 78) {
        g.editing()->newGame();
    } else if (op < 79) {
        g.editing()->loadPgn(QString::fromStdString(s.snaps[rng() % s.snaps.size()]));
    } else {
        g.editing()->takeBack();
    }
}

// An undo (op 81-89), a redo (93-99), or back through several edits (loads and deletions too)
// and forward again (90-92): the burst's other steps are queued.
void randomUndoRedo(Session& s, int op)
{
    QUndoStack* stack = s.g.undoStack();
    if (op < 90) {
        stack->undo();
    } else if (op < 93) {
        const int k = 2 + int(s.rng() % 14);
        s.queued.insert(s.queued.end(), k, 99); // redo
        s.queued.insert(s.queued.end(), k - 1, 85); // undo (first)
        stack->undo();
    } else {
        stack->redo();
    }
}

// The game equals the snapshot of the undo stack's index; a new edit takes the index's snapshot.
void checkSnapshot(Session& s, bool undoRedo, int step)
{
    const int idx = s.g.undoStack()->index();
    if (undoRedo || s.g.undoStack()->count() != idx) {
        ASSERT_EQ(snapshot(s.g), s.snaps.at(idx)) << "step " << step;
    } else {
        s.snaps.resize(idx + 1);
        s.snaps[idx] = snapshot(s.g);
    }
}

// Persistent indexes still name their nodes while these exist; the cursor's is kept from now on.
void checkPersistent(const MoveListModel& list, const ChessGameModel& g,
                     std::map<NodeId, QPersistentModelIndex>& persistent, int step)
{
    for (auto it = persistent.begin(); it != persistent.end();) {
        if (it->second.isValid() && g.tree().contains(it->first)) {
            ASSERT_EQ(list.nodeForIndex(it->second), it->first) << "step " << step;
            ++it;
        } else {
            it = persistent.erase(it);
        }
    }
    if (g.cursor() != game::RootNode && !persistent.count(g.cursor()))
        persistent.emplace(g.cursor(), QPersistentModelIndex(list.indexForNode(g.cursor())));
}

// Everything undone back to the empty game, then redone, each step equal to its snapshot.
void undoAndRedoAll(Fixture& f, const std::vector<std::string>& snaps)
{
    ChessGameModel& g = f.game;
    QUndoStack* stack = g.undoStack();
    while (stack->canUndo()) {
        stack->undo();
        ASSERT_EQ(snapshot(g), snaps.at(stack->index()));
    }
    EXPECT_EQ(snapshot(g), snaps.front());
    EXPECT_EQ(g.tree().size(), 1u);
    EXPECT_EQ(g.cursor(), game::RootNode);
    checkAgreement(f.list, g);
    while (stack->canRedo()) {
        stack->redo();
        ASSERT_EQ(snapshot(g), snaps.at(stack->index()));
    }
    EXPECT_EQ(snapshot(g), snaps.at(stack->count()));
    checkAgreement(f.list, g);
}

} // namespace

// Thousands of random edits and navigations with a fixed seed. After every step the item model
// mirrors the tree, persistent indexes still name their nodes, and the game equals the snapshot
// taken when the undo stack last had this index, and status() equals the core's status of the
// shown line computed from scratch (two thirds of the moves reverse the mover's previous move,
// so repetitions are frequent; bursts of undos and redos go back across loads and deletions).
// Then everything is undone and redone.
TEST(MoveListModel, RandomSessionAgreesWithTreeAndUndoRedo)
{
    Fixture f;
    ChessGameModel& g = f.game;
    Session s(g);
    std::map<NodeId, QPersistentModelIndex> persistent;
    for (int step = 0; step < 3000; ++step) {
        int op = int(s.rng() % 100);
        if (!s.queued.empty()) {
            op = s.queued.back();
            s.queued.pop_back();
        }
        const bool undoRedo = op >= 81;
        undoRedo ? randomUndoRedo(s, op) : randomEdit(s, op);

        ASSERT_TRUE(g_warnings.isEmpty()) << "step " << step << ": " << g_warnings.join('\n').toStdString();
        ASSERT_EQ(g.tree().checkInvariants(), "") << "step " << step;
        ASSERT_TRUE(g.tree().contains(g.cursor()));
        ASSERT_TRUE(sameStatus(g.statuses()->status(), statusFromScratch(g))) << "step " << step;
        ASSERT_NO_FATAL_FAILURE(checkSnapshot(s, undoRedo, step));
        if (step % 10 == 0 || undoRedo)
            checkAgreement(f.list, g);
        ASSERT_NO_FATAL_FAILURE(checkPersistent(f.list, g, persistent, step));
    }
    EXPECT_GT(g.undoStack()->count(), 100);
    ASSERT_NO_FATAL_FAILURE(undoAndRedoAll(f, s.snaps));
    EXPECT_TRUE(g_warnings.isEmpty()) << g_warnings.join('\n').toStdString();
}
