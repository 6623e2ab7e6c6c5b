// How the move history reads on annotated and engine games: a variation's moves are set apart
// from the main line's (depth, paler and smaller text, indented moves, seen in a grab of the
// view), and engine reports follow their move instead of taking a row each. Offscreen.
#include "chessgamemodel.h"
#include "gameannotations.h"
#include "gameediting.h"
#include "gamenavigation.h"
#include "panels/movehistorypanel.h"
#include "panels/movepairmodel.h"

#include <QFile>
#include <QFont>
#include <QImage>
#include <QTest>
#include <QTreeView>

#include <gtest/gtest.h>

#include <cstdlib>
#include <iostream>

using namespace kibitz;
using game::NodeId;

namespace {

// A game whose variation nests another and is followed by the main line's black move.
const char* const kNested = "1. e4 e5 2. Nf3 (2. f4 exf4 3. Nf3 (3. Bc4 Qh4+) 3... g5) 2... Nc6 3. Bb5 a6 *";

// The nodes of kNested: e5 and Nc6 of the main line, f4 of the variation, Bc4 nested in it.
struct NestedNodes {
    NodeId e5, nc6, f4, bc4;
};
NestedNodes nestedNodes(const game::GameTree& tree)
{
    const auto& main = tree.root().line; // root, e4, e5, Nf3, Nc6, ...
    const NodeId f4 = tree.node(main[2]).children.at(1);
    const NodeId nf3 = tree.node(tree.node(f4).children.at(0)).children.at(0);
    return {main[2], main[4], f4, tree.node(tree.node(nf3).parent).children.at(1)};
}

// The x of the first pixel of text in a cell: a pixel that differs clearly from the cell's
// background (taken at its right end, where short moves leave it empty); -1 without any.
int inkStart(const QImage& image, const QRect& cell)
{
    const QRgb background = image.pixel(cell.right() - 2, cell.center().y());
    for (int x = cell.left(); x < cell.right() - 2; ++x)
        for (int y = cell.top() + 1; y < cell.bottom(); ++y) {
            const QRgb p = image.pixel(x, y);
            if (std::abs(qGray(p) - qGray(background)) > 60)
                return x;
        }
    return -1;
}

} // namespace

// Item-model level: a variation's rows are deeper, paler and smaller; the main line after the
// variation looks as it did before it, on a row of its own with its number.
TEST(MoveListLook, AVariationLooksApartFromTheMainLine)
{
    ChessGameModel model;
    ASSERT_TRUE(model.editing()->loadPgn(QString::fromLatin1(kNested)).ok);
    model.navigation()->toStart(); // no move highlighted
    MoveHistoryPanel panel(&model, model.navigation(), model.editing(), model.annotations());
    const MovePairModel* pairs = panel.pairModel();
    const NestedNodes n = nestedNodes(model.tree());
    const QModelIndex e5 = pairs->indexForNode(n.e5), nc6 = pairs->indexForNode(n.nc6);
    const QModelIndex f4 = pairs->indexForNode(n.f4), bc4 = pairs->indexForNode(n.bc4);
    EXPECT_EQ(e5.data(MovePairModel::DepthRole).toInt(), 0);
    EXPECT_EQ(f4.data(MovePairModel::DepthRole).toInt(), 1);
    EXPECT_EQ(bc4.data(MovePairModel::DepthRole).toInt(), 2);
    EXPECT_EQ(nc6.data(MovePairModel::DepthRole).toInt(), 0);
    EXPECT_FALSE(nc6.parent().isValid());
    EXPECT_EQ(nc6.siblingAtColumn(MovePairModel::NumberColumn).data().toString(), MovePairModel::tr("%1...").arg(2));
    // The main line's look is the same before and after the variation, and not the variation's.
    EXPECT_EQ(nc6.data(Qt::ForegroundRole), e5.data(Qt::ForegroundRole));
    EXPECT_EQ(nc6.data(Qt::FontRole), e5.data(Qt::FontRole));
    EXPECT_NE(f4.data(Qt::ForegroundRole), e5.data(Qt::ForegroundRole));
    const QFont mainFont = e5.data(Qt::FontRole).isValid() ? e5.data(Qt::FontRole).value<QFont>() : panel.font();
    const QFont variationFont = f4.data(Qt::FontRole).value<QFont>();
    EXPECT_LT(QFontInfo(variationFont).pixelSize(), QFontInfo(mainFont).pixelSize());
    EXPECT_EQ(bc4.data(Qt::FontRole), f4.data(Qt::FontRole));
}

// As seen: in a grab of the list, a variation's moves start right of the main line's, a nested
// variation's further right, and the main line after them starts where it did before.
TEST(MoveListLook, AVariationsMovesAreIndentedOnScreen)
{
    ChessGameModel model;
    ASSERT_TRUE(model.editing()->loadPgn(QString::fromLatin1(kNested)).ok);
    model.navigation()->toStart();
    MoveHistoryPanel panel(&model, model.navigation(), model.editing(), model.annotations());
    panel.resize(330, 500);
    panel.show();
    QTreeView* view = panel.view();
    const QImage image = view->viewport()->grab().toImage();
    const NestedNodes n = nestedNodes(model.tree());
    const MovePairModel* pairs = panel.pairModel();
    const auto ink = [&](NodeId node) { return inkStart(image, view->visualRect(pairs->indexForNode(node))); };
    const int e5 = ink(n.e5), nc6 = ink(n.nc6), f4 = ink(n.f4), bc4 = ink(n.bc4);
    ASSERT_GE(e5, 0);
    ASSERT_GE(f4, 0);
    const int step = view->indentation() - 3; // glyphs start a pixel or two apart
    // f4 and Bc4 are White moves: compare them with White's column, e5 and Nc6 with Black's.
    const int whiteColumn = view->columnViewportPosition(MovePairModel::WhiteColumn);
    const int blackColumn = view->columnViewportPosition(MovePairModel::BlackColumn);
    EXPECT_GE(f4 - whiteColumn, e5 - blackColumn + step) << f4 << " " << e5;
    EXPECT_GE(bc4 - f4, step) << bc4 << " " << f4;
    EXPECT_LE(std::abs(nc6 - e5), 2) << nc6 << " " << e5;
}

// Engine reports follow their move ("+0.31/20") with the whole report in the tooltip; a person's
// comment keeps its row, and an engine's opens as a row when it is edited.
TEST(MoveListLook, EngineReportsFollowTheirMove)
{
    ChessGameModel model;
    ASSERT_TRUE(model.editing()
                    ->loadPgn(QStringLiteral("{Engines at play} 1. e4 {book} e5 {-0.31/20 1.0s} 2. Nf3 "
                                             "{d=25, sd=40, mt=900, wv=0.40, pv=Nf3 Nc6} Nc6 {A quiet move.} *"))
                    .ok);
    MoveHistoryPanel panel(&model, model.navigation(), model.editing(), model.annotations());
    MovePairModel* pairs = panel.pairModel();
    int commentRows = 0;
    for (int r = 0; r < pairs->rowCount(); ++r)
        commentRows += pairs->index(r, 0).data(MovePairModel::RowKindRole).toInt() == MovePairModel::CommentRow;
    EXPECT_EQ(commentRows, 2); // before the game, after Nc6
    EXPECT_EQ(pairs->rowCount(), 4); // the comment, 1. e4 e5, 2. Nf3 Nc6, the comment
    const auto& line = model.tree().root().line;
    const QModelIndex e5 = pairs->indexForNode(line[2]);
    EXPECT_TRUE(e5.data().toString().startsWith(QStringLiteral("e5"))) << e5.data().toString().toStdString();
    EXPECT_TRUE(e5.data().toString().endsWith(QStringLiteral("+0.31/20"))) << e5.data().toString().toStdString();
    EXPECT_TRUE(pairs->indexForNode(line[1]).data().toString().endsWith(QStringLiteral("book")));
    EXPECT_TRUE(pairs->indexForNode(line[3]).data(Qt::ToolTipRole).toString().contains(QStringLiteral("pv=Nf3 Nc6")));
    pairs->openComment(line[3], false);
    const QModelIndex row = pairs->commentIndex(line[3], false);
    ASSERT_TRUE(row.isValid());
    EXPECT_EQ(row.data(Qt::EditRole).toString(), QString::fromStdString(model.tree().node(line[3]).comment()));
}

// The first TCEC game of the shared files: a row per move pair, not a row per report.
TEST(MoveListLook, ATcecGameTakesARowPerMovePair)
{
    QFile file(QStringLiteral(KIBITZ_SHARED_DIR "/realpgn/chess960-tcec-frc-300.pgn"));
    if (!file.open(QIODevice::ReadOnly))
        GTEST_SKIP() << "no " << KIBITZ_SHARED_DIR << "/realpgn";
    const QString text = QString::fromUtf8(file.read(300000));
    ChessGameModel model;
    ASSERT_TRUE(model.editing()->loadPgn(text.left(text.indexOf(QStringLiteral("\n[Event "), 10))).ok);
    MoveHistoryPanel panel(&model, model.navigation(), model.editing(), model.annotations());
    const int plies = int(model.tree().root().line.size()) - 1;
    const int rows = panel.pairModel()->rowCount();
    std::cout << "TCEC game 1: " << plies << " plies, " << rows << " rows\n";
    // the pairs, the engines' options before the game, a result note, the result's own last row
    EXPECT_LE(rows, (plies + 1) / 2 + 3);
}

// Tester's F9: a long comment (several sentences, or lines of an annotated book, which the PGN
// reader joins one space apart) showed its first line only, cut with "…". Its row now wraps the
// whole of it at the list's width; rows without a comment keep the height of one line.
TEST(MoveListLook, ALongCommentIsReadWholeInTheList)
{
    ChessGameModel model;
    ASSERT_TRUE(model.editing()
                    ->loadPgn("1. e4 {The most popular first move. It opens lines for the queen and the bishop and "
                              "takes the centre at once.\nIn the books of the last century it was called best by "
                              "test.\nBlack now chooses.} e5 2. Nf3 Nc6 *")
                    .ok);
    model.navigation()->toStart();
    MoveHistoryPanel panel(&model, model.navigation(), model.editing(), model.annotations());
    panel.resize(330, 500);
    panel.show();
    QTreeView* view = panel.view();
    const MovePairModel* pairs = panel.pairModel();
    const QModelIndex comment = pairs->commentIndex(model.tree().root().line[1], false);
    ASSERT_TRUE(comment.isValid());
    EXPECT_TRUE(comment.data().toString().endsWith("Black now chooses.")) << comment.data().toString().toStdString();
    // About 1,100 pixels of text in a list about 400 wide (the panel's least width): three lines.
    const int line = view->fontMetrics().height();
    EXPECT_TRUE(QTest::qWaitFor([&] { return view->visualRect(comment).height() >= 3 * line; }))
        << view->visualRect(comment).height() << " for lines of " << line;
    const QRect pairRect = view->visualRect(pairs->indexForNode(model.tree().root().line[3]));
    EXPECT_LT(pairRect.height(), 2 * line) << pairRect.height();
    // Wider, the comment takes fewer lines (the heights follow the list's width).
    const int narrow = view->visualRect(comment).height();
    panel.resize(900, 500);
    EXPECT_TRUE(QTest::qWaitFor([&] { return view->visualRect(comment).height() < narrow; }))
        << view->visualRect(comment).height();
}
