// Tests for the pure square-picking geometry of the 3D board.
#include "boardgeometry.h"
#include "boardpicking.h"

#include <gtest/gtest.h>

#include <QtMath>

#include <cmath>

using namespace kibitz::board3d;

namespace {

constexpr QSize kViewport{1280, 800};

// A camera looking at the board centre from the given spherical position.
struct Camera {
    QMatrix4x4 view;
    QMatrix4x4 projection;
};

// Builds view and projection like the scene does: eye on a sphere round the board centre.
Camera orbitCamera(float yawDeg, float pitchDeg, float distance, float fovDeg = 40.0f)
{
    const float yaw = qDegreesToRadians(yawDeg), pitch = qDegreesToRadians(pitchDeg);
    const QVector3D eye(distance * std::cos(pitch) * std::sin(yaw), distance * std::sin(pitch),
                        distance * std::cos(pitch) * std::cos(yaw));
    Camera c;
    c.view.lookAt(eye, {0.0f, 0.0f, 0.0f}, {0.0f, 1.0f, 0.0f});
    c.projection.perspective(fovDeg, float(kViewport.width()) / kViewport.height(), 0.1f, 100.0f);
    return c;
}

// Projects a world point to a viewport pixel (top-left origin), as the GPU would.
QPointF toPixel(const Camera& c, const QVector3D& world)
{
    const QVector3D ndc = (c.projection * c.view).map(world);
    return {(ndc.x() + 1.0f) * 0.5f * kViewport.width(), (1.0f - ndc.y()) * 0.5f * kViewport.height()};
}

// Picks through a pixel of the given camera.
int pickAt(const Camera& c, const QPointF& pixel)
{
    return pickSquare(rayThroughPixel(pixel, kViewport, c.view, c.projection));
}

} // namespace

TEST(BoardPicking, SquareCentresFollowFilesAndRanks)
{
    EXPECT_EQ(squareCentre(0), QVector3D(-3.5f, 0.0f, 3.5f)); // a1: White's left, near side
    EXPECT_EQ(squareCentre(7), QVector3D(3.5f, 0.0f, 3.5f)); // h1
    EXPECT_EQ(squareCentre(56), QVector3D(-3.5f, 0.0f, -3.5f)); // a8
    EXPECT_EQ(squareCentre(63), QVector3D(3.5f, 0.0f, -3.5f)); // h8
    EXPECT_EQ(squareCentre(28), QVector3D(0.5f, 0.0f, 0.5f)); // e4
}

TEST(BoardPicking, VerticalRaysFromAboveAndBelowHitEverySquare)
{
    for (int sq = 0; sq < 64; ++sq) {
        const QVector3D c = squareCentre(sq);
        EXPECT_EQ(pickSquare({c + QVector3D(0, 10, 0), {0, -1, 0}}), sq);
        EXPECT_EQ(pickSquare({c + QVector3D(0, -3, 0), {0, 2, 0}}), sq);
        EXPECT_EQ(pickSquare({c + QVector3D(0.49f, 5, -0.49f), {0, -7, 0}}), sq);
    }
}

TEST(BoardPicking, EdgesAreHalfOpen)
{
    const QVector3D down(0, -1, 0);
    EXPECT_EQ(pickSquare({{-4.0f, 1, 3.9f}, down}), 0); // left edge of a1 belongs to a1
    EXPECT_EQ(pickSquare({{-3.0f, 1, 3.9f}, down}), 1); // a1|b1 edge belongs to b1
    EXPECT_EQ(pickSquare({{-3.5f, 1, 4.0f}, down}), 0); // near edge of a1
    EXPECT_EQ(pickSquare({{-3.5f, 1, 3.0f}, down}), 8); // a1|a2 edge belongs to a2
    EXPECT_EQ(pickSquare({{4.0f, 1, 0.0f}, down}), -1); // right edge of the h-file
    EXPECT_EQ(pickSquare({{0.0f, 1, -4.0f}, down}), -1); // far edge of rank 8
    EXPECT_EQ(pickSquare({{3.999f, 1, -3.999f}, down}), 63);
}

TEST(BoardPicking, MissesOffBoardParallelAndBackwardRays)
{
    EXPECT_EQ(pickSquare({{-4.01f, 1, 0}, {0, -1, 0}}), -1);
    EXPECT_EQ(pickSquare({{0, 1, 4.01f}, {0, -1, 0}}), -1);
    EXPECT_EQ(pickSquare({{0, 1, 0}, {1, 0, 0}}), -1); // parallel to the board
    EXPECT_EQ(pickSquare({{0, 1, 0}, {0, 1, 0}}), -1); // pointing away
    EXPECT_EQ(pickSquare({{0, 1, 0}, {0, 0, 0}}), -1); // no direction
    EXPECT_EQ(pickSquare({{0, 5, 9}, {0, -1, -0.2f}}), -1); // lands in front of the board
}

TEST(BoardPicking, ObliqueRayLandsWhereItCrossesThePlane)
{
    // From above a1's far right corner region, slanting towards h8 at 45 degrees.
    const PickRay ray{{-3.5f, 2.0f, 3.5f}, {1.0f, -1.0f, -1.0f}};
    EXPECT_EQ(pickSquare(ray), 18); // lands at (-1.5, 0, 1.5) = c3
    EXPECT_EQ(pickSquare(ray, 1.0f), 9); // at piece height it crosses (-2.5, 1, 2.5) = b2
}

TEST(BoardPicking, UnprojectedPixelsRoundTripFromManyCameras)
{
    const float views[][3] = {{0, 40, 13},  {180, 40, 13}, {90, 35, 12}, {-60, 20, 15},
                              {30, 85, 14}, {200, 60, 11}, {0, 12, 18}};
    for (const auto& v : views) {
        const Camera cam = orbitCamera(v[0], v[1], v[2]);
        for (int sq = 0; sq < 64; ++sq) {
            const QVector3D c = squareCentre(sq);
            for (const QVector3D off :
                 {QVector3D(0, 0, 0), QVector3D(0.4f, 0, 0.4f), QVector3D(-0.4f, 0, 0.4f), QVector3D(0.4f, 0, -0.4f)})
                EXPECT_EQ(pickAt(cam, toPixel(cam, c + off)), sq)
                    << "yaw " << v[0] << " pitch " << v[1] << " square " << sq;
        }
    }
}

TEST(BoardPicking, WhiteAndBlackViewsSeeTheirOwnSideNearest)
{
    const QPointF bottomLeft(kViewport.width() * 0.3, kViewport.height() * 0.85);
    const Camera white = orbitCamera(0, 40, 12);
    const Camera black = orbitCamera(180, 40, 12);
    const int w = pickAt(white, bottomLeft);
    const int b = pickAt(black, bottomLeft);
    ASSERT_GE(w, 0);
    ASSERT_GE(b, 0);
    EXPECT_LE(w / 8, 1); // rank 1 or 2 near White
    EXPECT_LT(w % 8, 4); // queen side on White's left
    EXPECT_GE(b / 8, 6); // rank 7 or 8 near Black
    EXPECT_GE(b % 8, 4); // king side on Black's left
}

TEST(BoardPicking, PixelsAboveTheHorizonMiss)
{
    const Camera cam = orbitCamera(0, 25, 12);
    EXPECT_EQ(pickAt(cam, {640, 2}), -1); // sky above the board
    EXPECT_EQ(pickAt(cam, {2, 798}), -1); // bottom-left corner, left of the board
    EXPECT_EQ(pickSquare(rayThroughPixel({10, 10}, QSize(), cam.view, cam.projection)), -1);
}

// The squares texture must put each square where squareCentre()/pickSquare() put it, with
// its highlight: the pixel under a square's centre carries that square's colour.
TEST(BoardPicking, SquaresTextureAgreesWithSquareLayout)
{
    const BoardPalette palette;
    BoardHighlights h;
    h.selected = 6; // g1
    h.check = 60; // e8
    h.quietTargets = {21};
    h.hintFrom = 1; // b1
    h.hintTo = 18; // c3
    const int size = 256;
    const QImage image = squaresTexture(h, palette, size);
    // Texture coordinates of the squares mesh: u = (x + 4) / 8, v = (z + 4) / 8.
    auto pixelAt = [&](int sq) {
        const QVector3D c = squareCentre(sq);
        return image.pixelColor(int((c.x() + 4.0f) / 8.0f * size), int((c.z() + 4.0f) / 8.0f * size));
    };
    auto near = [](const QColor& c, const QVector3D& v) {
        return std::abs(c.redF() - v.x()) < 0.02 && std::abs(c.greenF() - v.y()) < 0.02
            && std::abs(c.blueF() - v.z()) < 0.02;
    };
    EXPECT_TRUE(near(pixelAt(0), palette.dark)); // a1
    EXPECT_TRUE(near(pixelAt(7), palette.light)); // h1
    EXPECT_TRUE(near(pixelAt(63), palette.dark)); // h8
    EXPECT_FALSE(near(pixelAt(6), palette.light)); // g1 selected: tinted
    EXPECT_GT(pixelAt(6).greenF(), pixelAt(6).redF());
    EXPECT_GT(pixelAt(60).redF(), 0.8); // e8: check glow
    EXPECT_LT(pixelAt(60).greenF(), 0.3);
    EXPECT_LT(pixelAt(21).redF(), pixelAt(21).greenF()); // f3: quiet-target dot
    EXPECT_TRUE(near(pixelAt(22), palette.dark)); // g3 untouched
    for (int sq : {1, 18}) { // b1, c3: the hint's blue tint
        EXPECT_FALSE(near(pixelAt(sq), isLightSquare(sq) ? palette.light : palette.dark)) << sq;
        EXPECT_GT(pixelAt(sq).blueF(), pixelAt(sq).redF()) << sq;
    }
}
