// The board that turns (issue 15): in a game between people the camera orbits to the side to
// move after each move's animation, keeps the person's tilt and zoom, waits while a piece is held
// and does nothing when off. Hover hints: the legal targets of the hovered piece come from the
// model, quiet and captures apart, and only with the option on and nothing selected.
#include "boardcamera.h"
#include "boardscene.h"
#include "chessgamemodel.h"
#include "gameediting.h"
#include "gamenavigation.h"
#include "viewportanimator.h"
#include "viewportcamera.h"
#include "viewportinput.h"
#include "viewportturner.h"

#include <QSignalSpy>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

using namespace kibitz;
using core::Square;

namespace {

// Model, scene, animator, camera and turner wired as in BoardViewport.
struct Rig {
    ChessGameModel model;
    board3d::BoardScene scene;
    ViewportAnimator animator{&scene};
    ViewportCamera camera;
    std::unique_ptr<ViewportTurner> turner;

    Rig()
    {
        animator.resync(placementOf(model.position()));
        QObject::connect(&model, &ChessGameModel::positionChanged, &animator,
                         [this](const BoardTransition& t) { animator.apply(t, placementOf(model.position())); });
        turner = std::make_unique<ViewportTurner>(&model, &animator, &camera);
    }
    void play(const char* san) { ASSERT_TRUE(model.editing()->makeMoveSan(QString::fromLatin1(san)).ok) << san; }
    // Lets the move animation and then the camera's turn end at once.
    void settle()
    {
        animator.finish();
        camera.finish();
    }
};

// Yaw difference modulo 360, in (-180, 180].
float yawGap(float a, float b)
{
    float d = std::fmod(a - b, 360.0f);
    if (d > 180.0f)
        d -= 360.0f;
    if (d <= -180.0f)
        d += 360.0f;
    return std::abs(d);
}

bool has(const std::vector<int>& v, int x) { return std::find(v.begin(), v.end(), x) != v.end(); }

} // namespace

TEST(BoardTurn, HotSeatGameTurnsAfterEachMoveAnimation)
{
    Rig rig;
    rig.turner->setEnabled(true);
    rig.camera.orbit(QPointF(0, 40)); // the person's own tilt
    rig.camera.zoomBy(1.0f);
    const float pitch = rig.camera.view().pitchDeg;
    const float zoom = rig.camera.zoom();
    QSignalSpy flipped(&rig.camera, &ViewportCamera::flippedChanged);

    rig.play("e4");
    ASSERT_TRUE(rig.animator.isRunning());
    EXPECT_FALSE(rig.camera.isFlipped()) << "no turn while the move is still being shown";
    EXPECT_TRUE(rig.turner->isPending());
    rig.animator.finish();
    EXPECT_TRUE(rig.camera.isAnimating()) << "the turn is animated";
    EXPECT_TRUE(rig.camera.isFlipped());
    rig.camera.finish();
    EXPECT_LT(yawGap(rig.camera.view().yawDeg, board3d::defaultView(true).yawDeg), 0.01f);
    EXPECT_NEAR(rig.camera.view().pitchDeg, pitch, 0.01f) << "tilt kept";
    EXPECT_FLOAT_EQ(rig.camera.zoom(), zoom) << "zoom kept";
    ASSERT_EQ(flipped.count(), 1);

    rig.play("e5");
    rig.settle();
    EXPECT_FALSE(rig.camera.isFlipped());
    EXPECT_LT(yawGap(rig.camera.view().yawDeg, board3d::defaultView(false).yawDeg), 0.01f);
    rig.model.navigation()->back(); // taking a move back shows Black to move again
    rig.settle();
    EXPECT_TRUE(rig.camera.isFlipped());
}

TEST(BoardTurn, WaitsWhileAPieceIsHeld)
{
    Rig rig;
    rig.turner->setEnabled(true);
    rig.play("e4");
    rig.turner->setHolding(true); // Black picks up a piece while White's move still slides
    rig.settle();
    EXPECT_FALSE(rig.camera.isFlipped()) << "the board must not turn under a held piece";
    EXPECT_TRUE(rig.turner->isPending());
    rig.turner->setHolding(false);
    rig.camera.finish();
    EXPECT_TRUE(rig.camera.isFlipped());
}

TEST(BoardTurn, OffMeansTheBoardStays)
{
    Rig rig;
    rig.play("e4");
    rig.settle();
    EXPECT_FALSE(rig.camera.isFlipped());
    rig.turner->setEnabled(true); // turning it on faces the side to move at once
    rig.camera.finish();
    EXPECT_TRUE(rig.camera.isFlipped());
    rig.turner->setEnabled(false);
    rig.play("e5");
    rig.settle();
    EXPECT_TRUE(rig.camera.isFlipped());
}

TEST(HoverHints, HoveredPieceShowsItsLegalTargets)
{
    ChessGameModel model;
    ASSERT_TRUE(model.editing()->makeMoveSan(QStringLiteral("e4")).ok);
    ASSERT_TRUE(model.editing()->makeMoveSan(QStringLiteral("d5")).ok);
    ViewportInput input(&model, model.editing());
    QSignalSpy changed(&input, &ViewportInput::highlightsChanged);
    input.setHover(Square::E4);
    board3d::BoardHighlights h = input.highlights();
    EXPECT_EQ(h.hover, int(Square::E4));
    EXPECT_EQ(h.quietTargets, std::vector<int>{int(Square::E5)});
    EXPECT_EQ(h.captureTargets, std::vector<int>{int(Square::D5)});

    input.setHover(Square::D5); // the opponent's pawn: no hints
    EXPECT_TRUE(input.highlights().quietTargets.empty());
    EXPECT_TRUE(input.highlights().captureTargets.empty());

    input.setHover(Square::G1);
    EXPECT_TRUE(has(input.highlights().quietTargets, Square::F3));
    input.setHoverHints(false);
    EXPECT_TRUE(input.highlights().quietTargets.empty());
    EXPECT_GE(changed.count(), 4) << "each change repaints";
    input.setHoverHints(true);

    input.clickSquare(Square::B1); // a selection shows its own targets, not the hovered piece's
    input.setHover(Square::G1);
    h = input.highlights();
    EXPECT_TRUE(has(h.quietTargets, Square::C3));
    EXPECT_FALSE(has(h.quietTargets, Square::F3));
}
