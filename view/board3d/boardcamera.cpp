// Orbit camera maths and the fit-to-viewport search.
#include "boardcamera.h"

#include "boardgeometry.h"

#include <Qt3DRender/QCamera>

#include <QtMath>

#include <cmath>

namespace kibitz::board3d {

// Both sides get the same elevation; only the side of the board differs.
OrbitView defaultView(bool blackAtBottom)
{
    OrbitView view;
    view.yawDeg = blackAtBottom ? 180.0f : 0.0f;
    view.target.setZ(blackAtBottom ? -0.25f : 0.25f);
    return view;
}

// Spherical coordinates around the target.
QVector3D orbitEye(const OrbitView& view)
{
    const float yaw = qDegreesToRadians(view.yawDeg), pitch = qDegreesToRadians(view.pitchDeg);
    return view.target
        + view.distance * QVector3D(std::cos(pitch) * std::sin(yaw), std::sin(pitch), std::cos(pitch) * std::cos(yaw));
}

// Looks from the eye at the target with +Y up.
QMatrix4x4 orbitViewMatrix(const OrbitView& view)
{
    QMatrix4x4 m;
    m.lookAt(orbitEye(view), view.target, {0.0f, 1.0f, 0.0f});
    return m;
}

// Perspective projection with near/far planes scaled to the distance.
QMatrix4x4 orbitProjection(const OrbitView& view, float aspect)
{
    QMatrix4x4 m;
    m.perspective(view.fovDeg, aspect, view.distance * 0.05f, view.distance * 4.0f);
    return m;
}

// Bisection on the distance: the projected extreme points must stay inside +-fill in NDC.
float fitDistance(OrbitView view, float aspect, float fill, const std::vector<QVector3D>& alsoFramed)
{
    std::vector<QVector3D> points = alsoFramed;
    for (float sx : {-1.0f, 1.0f})
        for (float sz : {-1.0f, 1.0f}) {
            points.emplace_back(sx * kFrameOuter, -0.38f, sz * kFrameOuter);
            points.emplace_back(sx * kFrameOuter, 0.0f, sz * kFrameOuter);
            points.emplace_back(sx * 3.5f, 1.3f, sz * 3.5f);
        }
    auto fits = [&](float distance) {
        view.distance = distance;
        const QMatrix4x4 m = orbitProjection(view, aspect) * orbitViewMatrix(view);
        for (const QVector3D& p : points) {
            const QVector3D ndc = m.map(p);
            if (std::abs(ndc.x()) > fill || std::abs(ndc.y()) > fill)
                return false;
        }
        return true;
    };
    float lo = 2.0f, hi = 80.0f;
    for (int i = 0; i < 40; ++i) {
        const float mid = 0.5f * (lo + hi);
        (fits(mid) ? hi : lo) = mid;
    }
    return hi;
}

// Sets lens and placement of the camera.
void applyOrbit(Qt3DRender::QCamera* camera, const OrbitView& view, float aspect)
{
    camera->lens()->setPerspectiveProjection(view.fovDeg, aspect, view.distance * 0.05f, view.distance * 4.0f);
    camera->setPosition(orbitEye(view));
    camera->setUpVector({0.0f, 1.0f, 0.0f});
    camera->setViewCenter(view.target);
}

} // namespace kibitz::board3d
