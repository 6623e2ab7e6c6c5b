// ViewportCamera: the orbit camera of the board viewport — White's or Black's view, animated
// flips, orbiting, zoom within limits, reset, and refitting on resize. The maths is pure (no
// window needed), so picking rays and projections can be computed and tested headless; a
// Qt3D camera, when attached, follows every change.
#pragma once

#include "boardcamera.h"
#include "boardpicking.h"

#include <QObject>
#include <QPointF>
#include <QSize>

class QVariantAnimation;

namespace Qt3DRender {
class QCamera;
}

namespace kibitz {

class ViewportCamera : public QObject {
    Q_OBJECT
public:
    static constexpr float kMinZoom = 0.55f; // closest, as a fraction of the fitted distance
    static constexpr float kMaxZoom = 2.5f;
    static constexpr float kMinPitch = 12.0f;
    static constexpr float kMaxPitch = 89.0f;

    explicit ViewportCamera(QObject* parent = nullptr);

    // A Qt3D camera to drive (may be nullptr for headless use).
    void attach(Qt3DRender::QCamera* camera);
    void setViewportSize(const QSize& size);
    QSize viewportSize() const { return m_size; }
    // Points beside the board the fitted distance keeps in view too (none: the board alone).
    void setAlsoFramed(std::vector<QVector3D> points);

    bool isFlipped() const { return m_flipped; }
    bool isAnimating() const;
    float zoom() const { return m_zoom; }
    // The current view, distance included.
    board3d::OrbitView view() const;
    // The world ray through a pixel (origin top left).
    board3d::PickRay rayAt(const QPointF& pixel) const;
    // The square under a pixel, or -1.
    int squareAt(const QPointF& pixel) const;
    // Where a world point appears, in pixels (origin top left).
    QPointF project(const QVector3D& world) const;
    // Where a point on the board plane y = planeY under the pixel lies (false if off-plane).
    bool boardPointAt(const QPointF& pixel, float planeY, QVector3D* point) const;

public slots:
    // Black at the bottom or White; animated unless `animated` is false.
    void setFlipped(bool blackAtBottom, bool animated = true);
    // Turns the view by a mouse drag of delta pixels.
    void orbit(const QPointF& delta);
    // Zooms by wheel steps (positive = closer).
    void zoomBy(float steps);
    // Back to the default view of the side at the bottom.
    void reset();
    // Turns round the board to the given side in ms, keeping tilt and zoom (the board that
    // turns to the side to move); animated only when ms > 0.
    void turnTo(bool blackAtBottom, int ms);
    // Ends a running flip, turn or reset at once on its final view (as ViewportAnimator::finish()).
    void finish();

signals:
    void changed();
    void flippedChanged(bool blackAtBottom);

private:
    void animateTo(const board3d::OrbitView& target, int ms = -1);
    void goTo(bool blackAtBottom, const board3d::OrbitView& target, int ms);
    void apply();

    Qt3DRender::QCamera* m_camera = nullptr;
    QVariantAnimation* m_animation;
    QSize m_size{1280, 800};
    std::vector<QVector3D> m_alsoFramed;
    bool m_flipped = false;
    float m_zoom = 1.0f;
    board3d::OrbitView m_view; // yaw, pitch, target; the distance is fitted
    board3d::OrbitView m_animFrom;
    board3d::OrbitView m_animTo;
};

} // namespace kibitz
