// Square picking: ray/plane intersection followed by a half-open grid lookup.
#include "boardpicking.h"

#include <QVector4D>

#include <cmath>

namespace kibitz::board3d {

// Centre of a square: files along +X, ranks along -Z, board centred on the origin.
QVector3D squareCentre(int square)
{
    const int file = square % 8;
    const int rank = square / 8;
    return {float(file) - 3.5f, 0.0f, 3.5f - float(rank)};
}

// Intersects the ray with y = planeY and looks up the square containing the hit point.
int pickSquare(const PickRay& ray, float planeY)
{
    const float dy = ray.direction.y();
    if (std::abs(dy) < 1e-7f * ray.direction.length() || ray.direction.isNull())
        return -1;
    const float t = (planeY - ray.origin.y()) / dy;
    if (!(t >= 0.0f))
        return -1;
    const QVector3D hit = ray.origin + ray.direction * t;
    const double fileCoord = double(hit.x()) + 4.0;
    const double rankCoord = 4.0 - double(hit.z());
    if (!(fileCoord >= 0.0 && fileCoord < 8.0 && rankCoord >= 0.0 && rankCoord < 8.0))
        return -1;
    return int(std::floor(rankCoord)) * 8 + int(std::floor(fileCoord));
}

// Unprojects the pixel at the near and far clip planes and joins the two points.
PickRay rayThroughPixel(const QPointF& pixel, const QSize& viewport, const QMatrix4x4& view,
                        const QMatrix4x4& projection)
{
    if (viewport.isEmpty())
        return {};
    bool invertible = false;
    const QMatrix4x4 inverse = (projection * view).inverted(&invertible);
    if (!invertible)
        return {};
    const float x = 2.0f * float(pixel.x()) / float(viewport.width()) - 1.0f;
    const float y = 1.0f - 2.0f * float(pixel.y()) / float(viewport.height());
    const QVector4D nearH = inverse * QVector4D(x, y, -1.0f, 1.0f);
    const QVector4D farH = inverse * QVector4D(x, y, 1.0f, 1.0f);
    if (nearH.w() == 0.0f || farH.w() == 0.0f)
        return {};
    const QVector3D nearPoint = nearH.toVector3DAffine();
    const QVector3D farPoint = farH.toVector3DAffine();
    return {nearPoint, farPoint - nearPoint};
}

} // namespace kibitz::board3d
