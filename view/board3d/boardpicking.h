// Square picking: pure geometry from a pick ray to a board square, valid from any camera.
//
// Board layout in world space: the playing surface is the plane y = 0, one square is 1.0
// wide, the board is centred on the origin; files a..h run towards +X, ranks 1..8 towards -Z
// (White's default camera looks from +Z). Squares are numbered 0 = a1, 1 = b1, ..., 63 = h8.
#pragma once

#include <QMatrix4x4>
#include <QPointF>
#include <QSize>
#include <QVector3D>

namespace kibitz::board3d {

// A ray in world coordinates; direction need not be normalised.
struct PickRay {
    QVector3D origin;
    QVector3D direction;
};

// World position of the centre of a square on the playing surface (y = 0).
QVector3D squareCentre(int square);

// The square whose area the ray crosses on the plane y = planeY (0 = the playing surface),
// or -1 if the ray misses the board, runs parallel to it or points away from it.
// Squares are half-open: the a1/b1 edge belongs to b1, the far edge of h8 to no square.
int pickSquare(const PickRay& ray, float planeY = 0.0f);

// The ray from the camera through a viewport pixel (pixel origin top left, y down), from the
// camera's view and projection matrices, as in QCamera::viewMatrix()/projectionMatrix().
PickRay rayThroughPixel(const QPointF& pixel, const QSize& viewport, const QMatrix4x4& view,
                        const QMatrix4x4& projection);

} // namespace kibitz::board3d
