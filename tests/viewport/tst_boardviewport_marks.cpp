// Rendered test of the drawn marks (issue 14; needs an X server, e.g. xvfb-run): arrows and
// circles appear on their squares from White's and from Black's side, a knight's arrow bends,
// and the pointer draws and clears them while the middle button (or the right one off the
// board) orbits.
#include "boardgeometry.h"
#include "boardpicking.h"
#include "boardscene.h"
#include "boardviewport.h"
#include "chessgamemodel.h"
#include "renderedviewport.h"
#include "viewportcamera.h"
#include "gameediting.h"
#include "gamenavigation.h"

#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>
#include <Qt3DExtras/Qt3DWindow>

#include <gtest/gtest.h>

#include <memory>

using namespace kibitz;
using core::Square;

namespace {

// Kings only, with a red arrow d2-d4, a green knight's arrow g1-f3 and a blue circle on b5.
const char* const kMarkedPgn = "[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]\n\n{[%csl Bb5][%cal Rd2d4,Gg1f3]} *";

bool reddish(QRgb c) { return qRed(c) > qGreen(c) + 60 && qRed(c) > qBlue(c) + 60; }
bool greenish(QRgb c) { return qGreen(c) > qRed(c) + 30 && qGreen(c) > qBlue(c) + 30; }
bool bluish(QRgb c) { return qBlue(c) > qRed(c) + 30 && qBlue(c) > qGreen(c); }

class Marks : public test::RenderedViewport {
protected:
    // The pixel showing a board point (a square's centre moved by dx, dz).
    QRgb pixel(const QImage& image, int square, float dx = 0.0f, float dz = 0.0f) const
    {
        return image.pixel(
            m_view->camera()->project(board3d::squareCentre(square) + QVector3D(dx, 0.0f, dz)).toPoint());
    }
    QPoint screen(int square) const { return m_view->camera()->project(board3d::squareCentre(square)).toPoint(); }
};

} // namespace

TEST_F(Marks, ArrowsAndCirclesLieOnTheirSquaresFromBothSides)
{
    ASSERT_TRUE(m_model.editing()->loadPgn(QString::fromLatin1(kMarkedPgn)).ok);
    for (bool black : {false, true}) {
        m_view->setFlipped(black);
        m_view->camera()->finish();
        const QImage image = m_view->grabImage();
        ASSERT_FALSE(image.isNull());
        // The red shaft crosses d3; its neighbours are plain.
        EXPECT_TRUE(reddish(pixel(image, Square::D3))) << black;
        EXPECT_FALSE(reddish(pixel(image, Square::C3))) << black;
        EXPECT_FALSE(reddish(pixel(image, Square::E3))) << black;
        EXPECT_FALSE(reddish(pixel(image, Square::D5))) << black; // the tip stops at d4
        // The knight's arrow bends: up the g-file to g3, then to f3 (a straight one would miss
        // the middle of g2 and cross f2's corner).
        EXPECT_TRUE(greenish(pixel(image, Square::G2))) << black;
        EXPECT_TRUE(greenish(pixel(image, Square::G3, -0.3f, 0.0f))) << black;
        EXPECT_FALSE(greenish(pixel(image, Square::F2))) << black;
        // The ring on b5, not its middle.
        EXPECT_TRUE(bluish(pixel(image, Square::B5, 0.435f, 0.0f))) << black;
        EXPECT_FALSE(bluish(pixel(image, Square::B5))) << black;
    }
    // Another node shows its own marks: none after a move.
    ASSERT_TRUE(m_model.editing()->makeMoveSan(QStringLiteral("Kd1")).ok);
    EXPECT_EQ(m_view->scene()->markTriangleCount(), 0);
    m_model.navigation()->back();
    EXPECT_GT(m_view->scene()->markTriangleCount(), 0);
}

TEST_F(Marks, RightDragDrawsRightClickCirclesLeftClickClears)
{
    QWindow* window = m_view->window3d();
    const game::NodeId root = m_model.cursor();
    auto drag = [window](Qt::MouseButton button, Qt::KeyboardModifiers mods, QPoint a, QPoint b) {
        QTest::mousePress(window, button, mods, a);
        for (int i = 1; i <= 4; ++i)
            QTest::mouseMove(window, a + (b - a) * i / 4);
        QTest::mouseRelease(window, button, mods, b);
    };
    // While the button is down the arrow is previewed, not yet in the game.
    QTest::mousePress(window, Qt::RightButton, {}, screen(Square::E2));
    QTest::mouseMove(window, screen(Square::E3));
    QTest::mouseMove(window, screen(Square::E4));
    EXPECT_GT(m_view->scene()->markTriangleCount(), 0);
    EXPECT_TRUE(m_model.tree().node(root).annotations().empty());
    QTest::mouseRelease(window, Qt::RightButton, {}, screen(Square::E4));
    ASSERT_EQ(m_model.tree().node(root).annotations().arrows.size(), 1u);
    EXPECT_EQ(m_model.tree().node(root).annotations().arrows[0],
              (game::Arrow{Square::E2, Square::E4, game::MarkColour::Green}));
    QTest::mouseClick(window, Qt::RightButton, Qt::ShiftModifier | Qt::AltModifier, screen(Square::D5));
    ASSERT_EQ(m_model.tree().node(root).annotations().circles.size(), 1u);
    EXPECT_EQ(m_model.tree().node(root).annotations().circles[0].colour, game::MarkColour::Yellow);
    EXPECT_TRUE(m_model.pgn().contains(QStringLiteral("[%csl Yd5][%cal Ge2e4]")));
    // The middle button orbits, and so does the right one pressed off the board.
    float yaw = m_view->camera()->view().yawDeg;
    drag(Qt::MiddleButton, {}, screen(Square::D4), screen(Square::D4) + QPoint(100, 0));
    EXPECT_NE(m_view->camera()->view().yawDeg, yaw);
    yaw = m_view->camera()->view().yawDeg;
    drag(Qt::RightButton, {}, QPoint(5, 5), QPoint(105, 5));
    EXPECT_NE(m_view->camera()->view().yawDeg, yaw);
    EXPECT_EQ(m_model.tree().node(root).annotations().arrows.size(), 1u);
    // A left click on an empty square clears them, in an undo step of its own.
    QTest::mouseClick(window, Qt::LeftButton, {}, screen(Square::D5));
    EXPECT_TRUE(m_model.tree().node(root).annotations().empty());
    m_model.undoStack()->undo();
    EXPECT_EQ(m_model.tree().node(root).annotations().arrows.size(), 1u);
}
