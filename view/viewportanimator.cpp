// Move animations on the 3D board.
#include "viewportanimator.h"

#include "boardpicking.h"

#include <Qt3DCore/QTransform>

#include <QEasingCurve>
#include <QVariantAnimation>

#include <cmath>

namespace kibitz {

namespace {

constexpr float kHopHeight = 0.9f; // a knight's jump, in squares
constexpr float kSlideLift = 0.08f; // other pieces glide just above the board

// board3d letter of a core piece ('.' for none).
char letterOf(core::Piece piece) { return core::pieceChar(piece); }

} // namespace

// Reads the 64 squares of the position.
board3d::Placement placementOf(const core::Position& position)
{
    board3d::Placement placement;
    for (int sq = 0; sq < 64; ++sq)
        placement[size_t(sq)] = letterOf(position.pieceOn(core::Square(sq)));
    return placement;
}

// One QVariantAnimation from 0 to 1 drives every track.
ViewportAnimator::ViewportAnimator(board3d::BoardScene* scene, QObject* parent)
    : QObject(parent), m_scene(scene), m_animation(new QVariantAnimation(this))
{
    m_final = scene->position();
    m_animation->setStartValue(0.0);
    m_animation->setEndValue(1.0);
    m_animation->setEasingCurve(QEasingCurve::InOutQuad);
    m_animation->setDuration(m_duration);
    connect(m_animation, &QVariantAnimation::valueChanged, this,
            [this](const QVariant& value) { step(value.toReal()); });
    connect(m_animation, &QVariantAnimation::finished, this, &ViewportAnimator::finish);
}

// Takes effect from the next transition.
void ViewportAnimator::setDuration(int ms)
{
    m_duration = std::max(0, ms);
    m_animation->setDuration(std::max(1, m_duration));
}

// Running means some entity is still between squares.
bool ViewportAnimator::isRunning() const { return !m_tracks.empty(); }

// Finishes the old animation first so that a new one always starts from a settled scene.
void ViewportAnimator::apply(const BoardTransition& transition, const board3d::Placement& finalPlacement)
{
    finish();
    m_final = finalPlacement;
    const bool animate = m_enabled && m_duration > 0 && transition.kind != BoardTransition::Jump;
    if (!animate || !start(transition)) {
        m_tracks.clear();
        m_scene->setPosition(m_final);
        return;
    }
    m_animation->start();
}

// Stops any animation and shows the placement.
void ViewportAnimator::resync(const board3d::Placement& placement)
{
    m_animation->stop();
    m_tracks.clear();
    m_final = placement;
    m_scene->setPosition(m_final);
}

// Rebuilding from the final placement puts movers on their squares, swaps a promoted piece
// and removes a captured one.
void ViewportAnimator::finish()
{
    if (m_tracks.empty())
        return;
    m_animation->stop();
    m_tracks.clear();
    m_scene->setPosition(m_final);
    emit finished();
}

// Shows the final placement with the movers as they were (a promoting pawn is still a pawn)
// and sets up one track per moving, captured or returning piece. False when the motions do
// not fit the final placement (then the caller just resyncs).
bool ViewportAnimator::start(const BoardTransition& transition)
{
    board3d::Placement shown = m_final;
    for (const PieceMotion& m : transition.motions) {
        if (!core::isValidSquare(m.from) || !core::isValidSquare(m.to) || m.piece == core::NoPiece
            || m_final[size_t(m.to)] != letterOf(m.becomes))
            return false;
        shown[size_t(m.to)] = letterOf(m.piece);
    }
    m_scene->setPosition(shown);
    for (const PieceMotion& m : transition.motions) {
        Track track;
        track.transform = m_scene->pieceTransform(int(m.to));
        track.piece = letterOf(m.piece);
        track.from = int(m.from);
        track.to = int(m.to);
        track.hop = core::typeOf(m.piece) == core::Knight;
        m_tracks.push_back(track);
    }
    if (transition.captured != core::NoPiece && core::isValidSquare(transition.captureSquare)) {
        Track track;
        track.piece = letterOf(transition.captured);
        track.from = track.to = int(transition.captureSquare);
        const bool forward = transition.kind == BoardTransition::Forward;
        track.fade = forward ? -1 : 1;
        track.transform =
            forward ? m_scene->addTransientPiece(track.piece, track.to) : m_scene->pieceTransform(track.to);
        m_tracks.push_back(track);
    }
    for (const Track& track : m_tracks)
        if (!track.transform)
            return false;
    step(0.0);
    return true;
}

// Places every track at eased progress t (0..1).
void ViewportAnimator::step(qreal t)
{
    const float f = float(t);
    for (const Track& track : m_tracks) {
        QMatrix4x4 m = board3d::BoardScene::pieceMatrix(track.piece, track.from);
        if (track.fade != 0) {
            const float s = track.fade < 0 ? 1.0f - f : f;
            m.scale(std::max(s, 0.001f));
        } else {
            const QVector3D a = board3d::squareCentre(track.from);
            const QVector3D b = board3d::squareCentre(track.to);
            const float lift = (track.hop ? kHopHeight : kSlideLift) * std::sin(float(M_PI) * f);
            QMatrix4x4 shift;
            shift.translate((b - a) * f + QVector3D(0.0f, lift, 0.0f));
            m = shift * m;
        }
        track.transform->setMatrix(m);
    }
}

} // namespace kibitz
