// Orbit camera state, animation and pixel <-> world mapping for the board viewport.
#include "viewportcamera.h"

#include <Qt3DRender/QCamera>

#include <QEasingCurve>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>

namespace kibitz {

namespace {

constexpr int kFlipMs = 450;
constexpr float kDegreesPerPixel = 0.35f;
constexpr float kZoomPerStep = 1.12f;

// Linear interpolation of two views (yaw in degrees, unwrapped by the caller).
board3d::OrbitView mix(const board3d::OrbitView& a, const board3d::OrbitView& b, float t)
{
    board3d::OrbitView v = a;
    v.yawDeg = a.yawDeg + (b.yawDeg - a.yawDeg) * t;
    v.pitchDeg = a.pitchDeg + (b.pitchDeg - a.pitchDeg) * t;
    v.target = a.target + (b.target - a.target) * t;
    return v;
}

} // namespace

// Starts in White's view; the animation drives flips and resets.
ViewportCamera::ViewportCamera(QObject* parent)
    : QObject(parent), m_animation(new QVariantAnimation(this)), m_view(board3d::defaultView(false))
{
    m_animation->setStartValue(0.0);
    m_animation->setEndValue(1.0);
    m_animation->setDuration(kFlipMs);
    m_animation->setEasingCurve(QEasingCurve::InOutCubic);
    connect(m_animation, &QVariantAnimation::valueChanged, this, [this](const QVariant& v) {
        m_view = mix(m_animFrom, m_animTo, float(v.toReal()));
        apply();
    });
}

// The camera takes the current view at once.
void ViewportCamera::attach(Qt3DRender::QCamera* camera)
{
    m_camera = camera;
    apply();
}

// A new aspect ratio refits the distance (the board keeps filling the viewport).
void ViewportCamera::setViewportSize(const QSize& size)
{
    if (size.isEmpty() || size == m_size)
        return;
    m_size = size;
    apply();
}

// The fit changes at once (a setting switched on or off, not an animation).
void ViewportCamera::setAlsoFramed(std::vector<QVector3D> points)
{
    m_alsoFramed = std::move(points);
    apply();
}

// Jumping to the end time applies the last value and stops the animation.
void ViewportCamera::finish()
{
    if (isAnimating())
        m_animation->setCurrentTime(m_animation->duration());
}

// True while a flip or reset is under way.
bool ViewportCamera::isAnimating() const { return m_animation->state() == QAbstractAnimation::Running; }

// The distance is the fitted one for this aspect and angle, scaled by the zoom.
board3d::OrbitView ViewportCamera::view() const
{
    board3d::OrbitView v = m_view;
    const float aspect = float(m_size.width()) / float(std::max(1, m_size.height()));
    v.distance = board3d::fitDistance(v, aspect, board3d::kFitFill, m_alsoFramed) * m_zoom;
    return v;
}

// Unprojects through the same matrices the Qt3D camera uses.
board3d::PickRay ViewportCamera::rayAt(const QPointF& pixel) const
{
    const board3d::OrbitView v = view();
    const float aspect = float(m_size.width()) / float(std::max(1, m_size.height()));
    return board3d::rayThroughPixel(pixel, m_size, board3d::orbitViewMatrix(v), board3d::orbitProjection(v, aspect));
}

// Board-plane picking (pieces are handled by pickBoard in the viewport).
int ViewportCamera::squareAt(const QPointF& pixel) const { return board3d::pickSquare(rayAt(pixel)); }

// Projects and converts NDC to pixels (y down).
QPointF ViewportCamera::project(const QVector3D& world) const
{
    const board3d::OrbitView v = view();
    const float aspect = float(m_size.width()) / float(std::max(1, m_size.height()));
    const QVector3D ndc = (board3d::orbitProjection(v, aspect) * board3d::orbitViewMatrix(v)).map(world);
    return {(ndc.x() + 1.0) * 0.5 * m_size.width(), (1.0 - ndc.y()) * 0.5 * m_size.height()};
}

// Ray/plane intersection in front of the camera.
bool ViewportCamera::boardPointAt(const QPointF& pixel, float planeY, QVector3D* point) const
{
    const board3d::PickRay ray = rayAt(pixel);
    if (std::abs(ray.direction.y()) < 1e-6f)
        return false;
    const float t = (planeY - ray.origin.y()) / ray.direction.y();
    if (t < 0.0f)
        return false;
    *point = ray.origin + ray.direction * t;
    return true;
}

// Flips to the other side's default view, turning the shorter way round the board.
void ViewportCamera::setFlipped(bool blackAtBottom, bool animated)
{
    goTo(blackAtBottom, board3d::defaultView(blackAtBottom), animated ? -1 : 0);
}

// Only the yaw changes: the person's tilt and zoom stay.
void ViewportCamera::turnTo(bool blackAtBottom, int ms)
{
    board3d::OrbitView target = m_view;
    target.yawDeg = board3d::defaultView(blackAtBottom).yawDeg;
    goTo(blackAtBottom, target, std::max(ms, 0));
}

// The side at the bottom becomes blackAtBottom's and the view target: animated over ms (-1: the
// usual duration), at once for 0; flippedChanged when the side changed.
void ViewportCamera::goTo(bool blackAtBottom, const board3d::OrbitView& target, int ms)
{
    const bool changedSide = blackAtBottom != m_flipped;
    m_flipped = blackAtBottom;
    if (ms != 0) {
        animateTo(target, ms);
    } else {
        m_animation->stop();
        m_view = target;
        apply();
    }
    if (changedSide)
        emit flippedChanged(m_flipped);
}

// Right-drag: horizontal turns around the board, vertical tilts within limits.
void ViewportCamera::orbit(const QPointF& delta)
{
    m_animation->stop();
    m_view.yawDeg = std::fmod(m_view.yawDeg - float(delta.x()) * kDegreesPerPixel, 360.0f);
    m_view.pitchDeg = std::clamp(m_view.pitchDeg + float(delta.y()) * kDegreesPerPixel, kMinPitch, kMaxPitch);
    apply();
}

// Wheel: multiplicative zoom between kMinZoom and kMaxZoom of the fitted distance.
void ViewportCamera::zoomBy(float steps)
{
    m_zoom = std::clamp(m_zoom / std::pow(kZoomPerStep, steps), kMinZoom, kMaxZoom);
    apply();
}

// Default angle and zoom for the side at the bottom, animated.
void ViewportCamera::reset()
{
    m_zoom = 1.0f;
    animateTo(board3d::defaultView(m_flipped));
}

// Unwraps the target yaw to within 180 degrees of the current one (an exact half turn goes
// clockwise), then animates for ms (default: the flip's length).
void ViewportCamera::animateTo(const board3d::OrbitView& target, int ms)
{
    m_animation->stop();
    m_animation->setDuration(ms > 0 ? ms : kFlipMs);
    m_animFrom = m_view;
    m_animTo = target;
    float delta = std::fmod(target.yawDeg - m_view.yawDeg, 360.0f);
    if (delta > 180.0f)
        delta -= 360.0f;
    if (delta <= -180.0f)
        delta += 360.0f;
    m_animTo.yawDeg = m_view.yawDeg + delta;
    m_animation->start();
}

// Pushes the view to the Qt3D camera and tells the viewport.
void ViewportCamera::apply()
{
    if (m_camera) {
        const float aspect = float(m_size.width()) / float(std::max(1, m_size.height()));
        board3d::applyOrbit(m_camera, view(), aspect);
    }
    emit changed();
}

} // namespace kibitz
