// Move animations on the 3D board.
#include "viewportanimator.h"

#include "boardpicking.h"
#include "material.h"

#include <Qt3DCore/QTransform>

#include <QEasingCurve>
#include <QVariantAnimation>

#include <cmath>

namespace kibitz {

namespace {

constexpr float kHopHeight = 0.9f; // a knight's jump, in squares
constexpr float kSlideLift = 0.08f; // other pieces glide just above the board
constexpr float kSlideArc = 0.6f; // a captured piece is lifted over the frame to its row

// Index of the n-th (from 0) occurrence of letter in text, or -1.
qsizetype nthIndexOf(const QString& text, QChar letter, qsizetype n)
{
    for (qsizetype i = 0; i < text.size(); ++i)
        if (text.at(i) == letter && n-- == 0)
            return i;
    return -1;
}

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

// Counts the letters and asks model/material what is missing.
std::array<QString, 2> capturedLetters(const board3d::Placement& placement)
{
    PieceCounts counts{};
    for (const char letter : placement) {
        const core::Piece piece = core::pieceFromChar(letter);
        if (piece != core::NoPiece)
            ++counts[core::colorOf(piece)][core::typeOf(piece)];
    }
    const MaterialBalance balance = materialBalance(counts);
    std::array<QString, 2> captured;
    for (const core::Color capturer : {core::White, core::Black})
        for (int t = core::Pawn; t <= core::Queen; ++t)
            captured[capturer] += QString(balance.capturedBy(capturer, core::PieceType(t)),
                                          QLatin1Char(letterOf(core::makePiece(~capturer, core::PieceType(t)))));
    return captured;
}

// One QVariantAnimation from 0 to 1 drives every track.
ViewportAnimator::ViewportAnimator(board3d::BoardScene* scene, QObject* parent)
    : QObject(parent), m_scene(scene), m_rows(std::make_unique<board3d::CapturedRows>(scene)),
      m_animation(new QVariantAnimation(this))
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

// The rows' entities belong to the scene; only their bookkeeping goes.
ViewportAnimator::~ViewportAnimator() = default;

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
        showPlacement(m_final);
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
    showPlacement(m_final);
}

// Board first, then the rows derived from the final placement (never from a half-way one).
void ViewportAnimator::showPlacement(const board3d::Placement& placement)
{
    m_scene->setPosition(placement);
    m_rows->show(capturedLetters(m_final));
}

// Rebuilding from the final placement puts movers on their squares, swaps a promoted piece
// and removes a captured one.
void ViewportAnimator::finish()
{
    if (m_tracks.empty())
        return;
    m_animation->stop();
    m_tracks.clear();
    showPlacement(m_final);
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
    const std::array<QString, 2> rowsBefore = m_rows->shown();
    showPlacement(shown);
    // Castling's rook (the second motion) is lifted over its king, as a hand does: their paths
    // cross in standard chess, and in Chess960 the rook may pass a king that does not move.
    const bool castling = transition.move.kind() == core::Move::Castling;
    for (const PieceMotion& m : transition.motions) {
        Track track;
        track.transform = m_scene->pieceTransform(int(m.to));
        track.piece = letterOf(m.piece);
        track.from = int(m.from);
        track.to = int(m.to);
        track.hop = core::typeOf(m.piece) == core::Knight || (castling && core::typeOf(m.piece) == core::Rook);
        m_tracks.push_back(track);
    }
    if (transition.captured != core::NoPiece && core::isValidSquare(transition.captureSquare))
        trackCapture(transition, rowsBefore);
    if (m_rows->isVisible())
        trackRowShifts(rowsBefore);
    for (const Track& track : m_tracks)
        if (!track.transform)
            return false;
    step(0.0);
    return true;
}

// The captured piece shrinks away (undo: grows back) or, with the rows shown, slides from its
// square to its place in the capturer's row (undo: back from the place it had there).
void ViewportAnimator::trackCapture(const BoardTransition& transition, const std::array<QString, 2>& rowsBefore)
{
    Track track;
    track.piece = letterOf(transition.captured);
    track.from = track.to = int(transition.captureSquare);
    const bool forward = transition.kind == BoardTransition::Forward;
    track.fade = forward ? -1 : 1;
    track.transform = forward ? m_scene->addTransientPiece(track.piece, track.to) : m_scene->pieceTransform(track.to);
    if (m_rows->isVisible()) {
        const int capturer = core::colorOf(transition.captured) == core::White ? core::Black : core::White;
        const QString& letters = (forward ? m_rows->shown() : rowsBefore)[size_t(capturer)];
        const int index = int(letters.lastIndexOf(QLatin1Char(track.piece)));
        if (index >= 0) {
            track.fade = 0;
            track.row = forward ? 1 : -1;
            track.rowMatrix = board3d::CapturedRows::placeMatrix(capturer, letters, index);
            if (forward)
                m_rows->hidePlace(capturer, index); // until the sliding piece arrives
        }
    }
    m_tracks.push_back(track);
}

// A piece that stays in a row is the same piece as the one with its letter and rank among
// that letter's pieces before (the capture added or taken back is the last of its letter, as in
// trackCapture); each whose place changes slides from its old place to its new one.
void ViewportAnimator::trackRowShifts(const std::array<QString, 2>& rowsBefore)
{
    for (int capturer = 0; capturer < 2; ++capturer) {
        const QString& before = rowsBefore[size_t(capturer)];
        const QString& now = m_rows->shown()[size_t(capturer)];
        for (int i = 0; i < now.size(); ++i) {
            const QChar letter = now.at(i);
            const qsizetype j = nthIndexOf(before, letter, now.left(i).count(letter));
            if (j < 0)
                continue;
            Track track;
            track.shift = true;
            track.shiftFrom = board3d::CapturedRows::placeMatrix(capturer, before, int(j));
            track.rowMatrix = board3d::CapturedRows::placeMatrix(capturer, now, i);
            track.transform = m_rows->placeTransform(capturer, i);
            if (track.transform && track.shiftFrom != track.rowMatrix)
                m_tracks.push_back(track);
        }
    }
}

// Places every track at eased progress t (0..1).
void ViewportAnimator::step(qreal t)
{
    const float f = float(t);
    for (const Track& track : m_tracks) {
        QMatrix4x4 m = board3d::BoardScene::pieceMatrix(track.piece, track.from);
        if (track.shift) {
            const QVector3D a = track.shiftFrom.column(3).toVector3D();
            const QVector3D b = track.rowMatrix.column(3).toVector3D();
            const float lift = kSlideLift * std::sin(float(M_PI) * f);
            m = track.rowMatrix;
            m.setColumn(3, QVector4D(a + (b - a) * f + QVector3D(0.0f, lift, 0.0f), 1.0f));
        } else if (track.row != 0) {
            const float u = track.row > 0 ? f : 1.0f - f;
            const QVector3D a = m.column(3).toVector3D();
            const QVector3D b = track.rowMatrix.column(3).toVector3D();
            const float lift = kSlideArc * std::sin(float(M_PI) * f);
            m.setColumn(3, QVector4D(a + (b - a) * u + QVector3D(0.0f, lift, 0.0f), 1.0f));
            m.scale(1.0f + (board3d::CapturedRows::kScale - 1.0f) * u);
        } else if (track.fade != 0) {
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
