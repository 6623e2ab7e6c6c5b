// ViewportAnimator: brings the BoardScene from the shown position to the model's new one,
// animating a BoardTransition (slides, knight hops, captures shrinking away, castling rooks,
// promotions swapping at the end) or resyncing at once. The scene is rebuilt from the final
// placement as soon as an animation starts, so finishing (or a new transition) only has to
// put the few moving entities on their squares: scene and model never disagree for longer
// than one animation, and finish() makes them agree at once.
#pragma once

#include "boardscene.h"
#include "capturedrows.h"
#include "boardtransition.h"

#include "core/position.h"

#include <QObject>

#include <array>
#include <memory>
#include <vector>

class QVariantAnimation;

namespace Qt3DCore {
class QTransform;
}

namespace kibitz {

// The placement (board3d letters) of a core position.
board3d::Placement placementOf(const core::Position& position);
// The captured pieces of a placement (model/material): [0] White's captures, [1] Black's.
std::array<QString, 2> capturedLetters(const board3d::Placement& placement);

class ViewportAnimator : public QObject {
    Q_OBJECT
public:
    explicit ViewportAnimator(board3d::BoardScene* scene, QObject* parent = nullptr);
    ~ViewportAnimator() override;

    // Length of a move animation in milliseconds (0 = no animation).
    void setDuration(int ms);
    int duration() const { return m_duration; }
    // While disabled, transitions are applied at once (e.g. a piece dropped by drag and drop).
    void setAnimationsEnabled(bool enabled) { m_enabled = enabled; }
    bool isRunning() const;
    // The placement the scene shows (or is animating towards).
    const board3d::Placement& target() const { return m_final; }
    // The captured pieces beside the board (hidden unless turned on): they always show the
    // captures of target(), and a capture slides its piece there (undo: back) instead of
    // shrinking it away; pieces whose place in a row changes slide there with it.
    board3d::CapturedRows* capturedRows() const { return m_rows.get(); }

public slots:
    // Shows finalPlacement, animating transition when it has motions; ends a running animation first.
    void apply(const kibitz::BoardTransition& transition, const board3d::Placement& finalPlacement);
    // Shows a placement at once (jumps, rebuilds, a cancelled drag).
    void resync(const board3d::Placement& placement);
    // Ends a running animation at once, every piece on its final square.
    void finish();

signals:
    void finished();

private:
    // One entity moving (or scaling in/out) during the animation.
    struct Track {
        Qt3DCore::QTransform* transform = nullptr;
        char piece = '.';
        int from = -1;
        int to = -1;
        bool hop = false;
        int fade = 0; // -1 shrinks away (captured), +1 grows back (capture taken back)
        int row = 0; // +1 slides into its captured row (rowMatrix), -1 slides back from it
        QMatrix4x4 rowMatrix;
        bool shift = false; // a piece already in a row moving along it, from shiftFrom to rowMatrix
        QMatrix4x4 shiftFrom;
    };

    bool start(const BoardTransition& transition);
    void trackCapture(const BoardTransition& transition, const std::array<QString, 2>& rowsBefore);
    void trackRowShifts(const std::array<QString, 2>& rowsBefore);
    void step(qreal t);
    // Shows placement on the board and the captures of m_final beside it.
    void showPlacement(const board3d::Placement& placement);

    board3d::BoardScene* m_scene;
    std::unique_ptr<board3d::CapturedRows> m_rows;
    QVariantAnimation* m_animation;
    board3d::Placement m_final{};
    std::vector<Track> m_tracks;
    int m_duration = 200;
    bool m_enabled = true;
};

} // namespace kibitz
