// Captured pieces beside the 3D board slide to their new places (issue 15), without rendering:
// when a capture is inserted before others in a row (a queen taken after a rook: queens stand
// first) or taken back, every piece whose place changes slides there with the move's animation
// instead of jumping; finish() puts every piece on its final place at once.
#include "boardscene.h"
#include "capturedrows.h"
#include "chessgamemodel.h"
#include "gameediting.h"
#include "gamenavigation.h"
#include "viewportanimator.h"

#include <QTest>
#include <QUndoStack>

#include <gtest/gtest.h>

using namespace kibitz;
using board3d::CapturedRows;

namespace {

// 1.bxa3 Nf6 2.gxh4: White takes a rook, then a queen, which stands before the rook.
const char* const kFen = "1nb1kbnr/pppppppp/8/8/7q/r5P1/PPPPPP1P/RNBQKBNR w KQk - 0 1";

// Model, scene and animator wired as in BoardViewport, with the rows shown.
struct Rig {
    ChessGameModel model;
    board3d::BoardScene scene;
    ViewportAnimator animator{&scene};

    Rig()
    {
        animator.capturedRows()->setVisible(true);
        QObject::connect(&model, &ChessGameModel::positionChanged, &animator,
                         [this](const BoardTransition& t) { animator.apply(t, placementOf(model.position())); });
        EXPECT_TRUE(model.editing()->loadFen(QString::fromLatin1(kFen)).ok);
        animator.finish();
    }
    // Plays a SAN move and ends its animation.
    void play(const char* san)
    {
        ASSERT_TRUE(model.editing()->makeMoveSan(QString::fromLatin1(san)).ok) << san;
        animator.finish();
    }
    // Where the shown rook of White's row stands (a nullopt when none is shown).
    std::optional<QVector3D> rook() const
    {
        for (const CapturedRows::Shown& s : animator.capturedRows()->visiblePieces())
            if (s.piece == 'r')
                return s.matrix.column(3).toVector3D();
        return std::nullopt;
    }
};

// The place of piece `index` of White's row `letters`.
QVector3D place(const char* letters, int index)
{
    return CapturedRows::placeMatrix(0, QString::fromLatin1(letters), index).column(3).toVector3D();
}

// Whether p lies strictly between a and b (on the segment, not at either end).
bool between(const QVector3D& p, const QVector3D& a, const QVector3D& b)
{
    const float along = QVector3D::dotProduct(p - a, b - a) / (b - a).lengthSquared();
    return along > 0.05f && along < 0.95f;
}

} // namespace

TEST(CapturedRowsSlide, APieceInsertedBeforeOthersPushesThemAlongSmoothly)
{
    Rig rig;
    rig.play("bxa3");
    rig.play("Nf6");
    ASSERT_EQ(rig.animator.capturedRows()->shown()[0], QStringLiteral("r"));
    ASSERT_TRUE(rig.rook());
    EXPECT_TRUE(qFuzzyCompare(*rig.rook(), place("r", 0)));

    rig.animator.setDuration(2000);
    ASSERT_TRUE(rig.model.editing()->makeMoveSan(QStringLiteral("gxh4")).ok);
    ASSERT_TRUE(rig.animator.isRunning());
    EXPECT_EQ(rig.animator.capturedRows()->shown()[0], QStringLiteral("qr"));
    // The rook starts where it stood, moves on towards its new place, and is there at the end.
    EXPECT_TRUE(qFuzzyCompare(*rig.rook(), place("r", 0))) << "the rook jumped to its new place";
    EXPECT_TRUE(QTest::qWaitFor([&] { return between(*rig.rook(), place("r", 0), place("qr", 1)); }, 3000))
        << "the rook never slid";
    rig.animator.finish();
    EXPECT_TRUE(qFuzzyCompare(*rig.rook(), place("qr", 1)));
}

TEST(CapturedRowsSlide, TakingBackACaptureSlidesTheOthersBack)
{
    Rig rig;
    rig.play("bxa3");
    rig.play("Nf6");
    rig.play("gxh4");
    EXPECT_TRUE(qFuzzyCompare(*rig.rook(), place("qr", 1)));

    rig.animator.setDuration(2000);
    rig.model.undoStack()->undo();
    ASSERT_TRUE(rig.animator.isRunning());
    EXPECT_EQ(rig.animator.capturedRows()->shown()[0], QStringLiteral("r"));
    EXPECT_TRUE(qFuzzyCompare(*rig.rook(), place("qr", 1))) << "the rook jumped back";
    EXPECT_TRUE(QTest::qWaitFor([&] { return between(*rig.rook(), place("qr", 1), place("r", 0)); }, 3000))
        << "the rook never slid";
    rig.animator.finish();
    EXPECT_TRUE(qFuzzyCompare(*rig.rook(), place("r", 0)));

    // Redo is a forward move again: the rook slides out of the queen's way.
    rig.model.undoStack()->redo();
    ASSERT_TRUE(rig.animator.isRunning());
    EXPECT_TRUE(qFuzzyCompare(*rig.rook(), place("r", 0)));
    rig.animator.finish();
    EXPECT_TRUE(qFuzzyCompare(*rig.rook(), place("qr", 1)));
}

// A jump (here: to the start of the game) shows everything at once, the rows too.
TEST(CapturedRowsSlide, AJumpShowsTheRowsAtOnce)
{
    Rig rig;
    rig.play("bxa3");
    rig.play("Nf6");
    rig.play("gxh4");
    rig.animator.setDuration(2000);
    ASSERT_TRUE(rig.model.navigation()->toStart());
    EXPECT_FALSE(rig.animator.isRunning());
    EXPECT_TRUE(rig.animator.capturedRows()->shown()[0].isEmpty());
    EXPECT_FALSE(rig.rook());
}
