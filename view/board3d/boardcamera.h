// Camera placement for the board: an orbit around a target point, and the distance at which
// the whole board (with its tallest pieces) fits the viewport.
#pragma once

#include <QMatrix4x4>
#include <QVector3D>

#include <vector>

namespace Qt3DRender {
class QCamera;
}

namespace kibitz::board3d {

// Where the camera sits: yaw 0 looks from White's side (+Z), 180 from Black's; pitch is the
// elevation above the board in degrees.
struct OrbitView {
    float yawDeg = 0.0f;
    float pitchDeg = 40.0f;
    float distance = 13.0f;
    float fovDeg = 35.0f;
    QVector3D target{0.0f, 0.0f, 0.25f};
};

// White's or Black's default view (distance still to be fitted).
OrbitView defaultView(bool blackAtBottom);

// Camera position of an orbit view.
QVector3D orbitEye(const OrbitView& view);

// View and projection matrices of an orbit view for a viewport aspect ratio (width / height).
QMatrix4x4 orbitViewMatrix(const OrbitView& view);
QMatrix4x4 orbitProjection(const OrbitView& view, float aspect);

// Smallest distance at which the framed board and pieces up to king height, and the points
// `alsoFramed` (things beside the board, e.g. the captured pieces' rows), fill at most `fill`
// of the viewport in both directions.
constexpr float kFitFill = 0.94f;
float fitDistance(OrbitView view, float aspect, float fill = kFitFill, const std::vector<QVector3D>& alsoFramed = {});

// Applies an orbit view to a Qt3D camera.
void applyOrbit(Qt3DRender::QCamera* camera, const OrbitView& view, float aspect);

} // namespace kibitz::board3d
