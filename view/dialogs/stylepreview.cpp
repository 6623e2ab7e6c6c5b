// A tiny painter's-algorithm renderer: each triangle is projected orthographically from a
// raised front view, sorted back to front and filled with a lambert-shaded colour.
#include "stylepreview.h"

#include <QMatrix4x4>
#include <QPainter>
#include <QPolygonF>

#include <algorithm>

namespace kibitz {

namespace {

using board3d::PieceType;

const QVector3D kLight = QVector3D(-0.5f, 0.8f, 0.6f).normalized();

// 0..1 RGB as a QColor, clamped.
QColor colour(const QVector3D& c)
{
    return QColor::fromRgbF(std::clamp(c.x(), 0.0f, 1.0f), std::clamp(c.y(), 0.0f, 1.0f),
                            std::clamp(c.z(), 0.0f, 1.0f));
}

// Draws mesh standing at `foot` (pixels), `scale` pixels per square, seen 15 degrees from above.
void drawPiece(QPainter& p, const board3d::MeshData& mesh, const board3d::PieceLook& look, const QPointF& foot,
               qreal scale, float turnDeg)
{
    QMatrix4x4 view;
    view.rotate(15.0f, 1.0f, 0.0f, 0.0f);
    view.rotate(turnDeg, 0.0f, 1.0f, 0.0f);
    struct Face {
        float depth;
        QPolygonF polygon;
        QColor fill;
    };
    std::vector<Face> faces;
    faces.reserve(mesh.indices.size() / 3);
    for (size_t i = 0; i + 2 < mesh.indices.size(); i += 3) {
        QVector3D v[3];
        for (int k = 0; k < 3; ++k)
            v[k] = view.map(mesh.positions[mesh.indices[i + size_t(k)]]);
        const QVector3D n = QVector3D::crossProduct(v[1] - v[0], v[2] - v[0]).normalized();
        if (n.z() <= 0.0f)
            continue; // facing away
        const float light = std::max(0.0f, QVector3D::dotProduct(n, kLight));
        const QVector3D c = look.ambient * 1.4f + look.diffuse * (0.25f + 0.75f * light);
        QPolygonF poly;
        for (const QVector3D& q : v)
            poly << foot + QPointF(q.x() * scale, -q.y() * scale);
        faces.push_back({v[0].z() + v[1].z() + v[2].z(), poly, colour(c)});
    }
    std::sort(faces.begin(), faces.end(), [](const Face& a, const Face& b) { return a.depth < b.depth; });
    for (const Face& f : faces) {
        p.setPen(QPen(f.fill, 0.6));
        p.setBrush(f.fill);
        p.drawPolygon(f.polygon);
    }
}

// The squares' colour of a theme, light or dark, as the board paints it.
QColor squareColour(const board3d::BoardTheme& theme, bool light)
{
    return colour(light ? theme.palette.light : theme.palette.dark);
}

} // namespace

// Six squares in a row, pawn .. king from left to right.
QImage pieceSetPreview(const board3d::PieceMeshes& set, const board3d::BoardTheme& theme, const QSize& size)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    const qreal cell = size.width() / 6.0;
    const qreal floor = size.height() - cell * 0.35;
    for (int i = 0; i < 6; ++i)
        p.fillRect(QRectF(i * cell, floor - cell * 0.25, cell, cell * 0.6), squareColour(theme, i % 2 == 1));
    const qreal scale = std::min(cell, (floor - 2.0) / 1.3);
    const PieceType order[6] = {PieceType::Pawn, PieceType::Knight, PieceType::Bishop,
                                PieceType::Rook, PieceType::Queen,  PieceType::King};
    for (int i = 0; i < 6; ++i)
        drawPiece(p, set[size_t(order[i])], theme.pieces[0], {(i + 0.5) * cell, floor}, scale,
                  order[i] == PieceType::Knight ? -70.0f : 0.0f);
    return image;
}

// A frame band, a light and a dark square, a white king and pawn and a black king.
QImage themePreview(const board3d::PieceMeshes& set, const board3d::BoardTheme& theme, const QSize& size)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(colour(theme.palette.frame));
    const QImage squares = board3d::squaresTexture({}, theme.palette, 256);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    const qreal border = size.height() * 0.12;
    const QRectF inside(border, border, size.width() - 2 * border, size.height() - 2 * border);
    p.drawImage(inside, squares, QRectF(0, 0, 128, 64)); // a8..d7: four columns, two rows
    const qreal scale = inside.height() * 0.62;
    const qreal floor = inside.bottom() - inside.height() * 0.12;
    drawPiece(p, set[size_t(PieceType::King)], theme.pieces[0], {inside.left() + inside.width() * 0.2, floor}, scale,
              0.0f);
    drawPiece(p, set[size_t(PieceType::Pawn)], theme.pieces[0], {inside.left() + inside.width() * 0.45, floor}, scale,
              0.0f);
    drawPiece(p, set[size_t(PieceType::Knight)], theme.pieces[1], {inside.left() + inside.width() * 0.62, floor}, scale,
              110.0f);
    drawPiece(p, set[size_t(PieceType::King)], theme.pieces[1], {inside.left() + inside.width() * 0.83, floor}, scale,
              180.0f);
    return image;
}

} // namespace kibitz
