// Board meshes and the painted frame texture.
#include "boardgeometry.h"

#include "meshbuilder.h"

#include <QFont>
#include <QRadialGradient>
#include <QPainter>
#include <QPainterPath>
#include <QTransform>
#include <QtMath>

#include <algorithm>
#include <cmath>

namespace kibitz::board3d {

namespace {

// Linear blend a -> b by t.
QVector3D mix(const QVector3D& a, const QVector3D& b, float t) { return a * (1.0f - t) + b * t; }

// 0..1 RGB vector as a QColor.
QColor toColor(const QVector3D& c) { return QColor::fromRgbF(c.x(), c.y(), c.z()); }

// Whether a list contains a square.
bool contains(const std::vector<int>& squares, int square)
{
    return std::find(squares.begin(), squares.end(), square) != squares.end();
}

// Square s's pixel rectangle in a texture of the given size (rank 8 at the top).
QRectF squareRect(int square, int size)
{
    const qreal cell = size / 8.0;
    return {(square % 8) * cell, (7 - square / 8) * cell, cell, cell};
}

// Whether a square index is on the board.
bool onBoard(int square) { return square >= 0 && square < 64; }

// Draws text centred on a point, turned by the given angle (degrees).
void drawLabel(QPainter& p, const QPointF& at, const QString& text, qreal angle)
{
    p.save();
    p.translate(at);
    p.rotate(angle);
    const QRectF box(-100, -100, 200, 200);
    p.drawText(box, Qt::AlignCenter, text);
    p.restore();
}

// Two soft veins across a square (marble), placed by a hash of the square so each differs
// and every repaint draws the same ones.
void paintVeins(QPainter& p, const QRectF& r, const QVector3D& base, int square)
{
    std::uint32_t h = std::uint32_t(square + 1) * 2654435761u;
    auto next = [&h]() {
        h ^= h << 13;
        h ^= h >> 17;
        h ^= h << 5;
        return qreal(h % 1000) / 1000.0;
    };
    const QVector3D vein = base.length() > 1.0f ? base * 0.72f : mix(base, QVector3D(1, 1, 1), 0.35f);
    QColor colour = toColor(vein);
    colour.setAlphaF(0.55f);
    for (int i = 0; i < 2; ++i) {
        const QPointF a = r.topLeft() + QPointF(next() * r.width(), 0);
        const QPointF b = r.bottomLeft() + QPointF(next() * r.width(), 0);
        QPainterPath path(a);
        path.cubicTo(r.topLeft() + QPointF(next() * r.width(), next() * r.height()),
                     r.topLeft() + QPointF(next() * r.width(), next() * r.height()), b);
        p.setPen(QPen(colour, r.width() * (0.012 + 0.02 * next())));
        p.drawPath(path);
    }
}

// The veins of all squares on a transparent image, made once per colours and size: the squares
// are repainted on every highlight change (each hover), the veins never change with them.
const QImage& veinsLayer(const BoardPalette& palette, int size)
{
    thread_local QImage layer;
    thread_local QVector3D light, dark;
    if (layer.width() != size || light != palette.light || dark != palette.dark) {
        layer = QImage(size, size, QImage::Format_RGBA8888_Premultiplied);
        layer.fill(Qt::transparent);
        QPainter p(&layer);
        p.setRenderHint(QPainter::Antialiasing);
        p.setBrush(Qt::NoBrush);
        for (int sq = 0; sq < 64; ++sq)
            paintVeins(p, squareRect(sq, size), isLightSquare(sq) ? palette.light : palette.dark, sq);
        light = palette.light;
        dark = palette.dark;
    }
    return layer;
}

} // namespace

// a1 (file 0, rank 0) is dark; colours alternate along files and ranks.
bool isLightSquare(int square) { return (square % 8 + square / 8) % 2 == 1; }

// Squares, then the tints, then the overlays, so later layers stay visible.
QImage squaresTexture(const BoardHighlights& h, const BoardPalette& palette, int size)
{
    QImage image(size, size, QImage::Format_RGBA8888);
    QPainter p(&image);
    p.setPen(Qt::NoPen);
    for (int sq = 0; sq < 64; ++sq) {
        QVector3D c = isLightSquare(sq) ? palette.light : palette.dark;
        if (sq == h.lastFrom || sq == h.lastTo)
            c = mix(c, palette.lastMove, sq == h.lastTo ? 0.55f : 0.42f);
        if (sq == h.hintFrom || sq == h.hintTo)
            c = mix(c, palette.hint, sq == h.hintTo ? 0.60f : 0.45f);
        if (sq == h.selected)
            c = mix(c, palette.selected, 0.65f);
        if (contains(h.problems, sq))
            c = mix(c, palette.check, 0.6f);
        p.fillRect(squareRect(sq, size), toColor(c));
    }
    p.setRenderHint(QPainter::Antialiasing);
    if (palette.pattern == SquarePattern::Marble)
        p.drawImage(0, 0, veinsLayer(palette, size));
    const qreal cell = size / 8.0;
    if (onBoard(h.check)) {
        const QRectF r = squareRect(h.check, size);
        QRadialGradient glow(r.center(), cell * 0.62);
        QColor red = toColor(palette.check);
        glow.setColorAt(0.0, red);
        glow.setColorAt(0.45, red);
        red.setAlphaF(0.0f);
        glow.setColorAt(1.0, red);
        p.fillRect(r, glow);
    }
    if (onBoard(h.hover)) {
        p.setPen(QPen(toColor(palette.hover), cell * 0.06));
        p.drawRect(squareRect(h.hover, size).adjusted(cell * 0.03, cell * 0.03, -cell * 0.03, -cell * 0.03));
    }
    QColor quiet = toColor(palette.quiet);
    quiet.setAlphaF(0.8f);
    p.setPen(Qt::NoPen);
    p.setBrush(quiet);
    for (int sq : h.quietTargets)
        if (onBoard(sq))
            p.drawEllipse(squareRect(sq, size).center(), cell * 0.15, cell * 0.15);
    QColor capture = toColor(palette.capture);
    capture.setAlphaF(0.9f);
    p.setPen(QPen(capture, cell * 0.075));
    p.setBrush(Qt::NoBrush);
    for (int sq : h.captureTargets)
        if (onBoard(sq) && !contains(h.quietTargets, sq))
            p.drawEllipse(squareRect(sq, size).center(), cell * 0.43, cell * 0.43);
    return image;
}

// A ring (or full square) of 4 trapezoids, counter-clockwise seen from above.
MeshData flatMesh(float inner, float outer, float extent)
{
    const float sign[4][2] = {{-1, 1}, {1, 1}, {1, -1}, {-1, -1}};
    MeshBuilder b;
    for (float half : {inner, outer})
        for (const auto& s : sign)
            b.addVertex({s[0] * half, 0.0f, s[1] * half});
    for (std::uint32_t i = 0; i < 4; ++i) {
        const std::uint32_t j = (i + 1) % 4;
        if (inner > 0.0f)
            b.addQuad(i, 4 + i, 4 + j, j);
        else if (i == 0)
            b.addQuad(4, 5, 6, 7);
    }
    MeshData mesh = b.finish(30.0f);
    for (const QVector3D& p : mesh.positions)
        mesh.texCoords.emplace_back((p.x() + extent) / (2.0f * extent), (p.z() + extent) / (2.0f * extent));
    return mesh;
}

// Square loops from the top's outer edge outwards and down, joined band by band, plus a bottom.
MeshData frameSideMesh()
{
    const float loops[][2] = {{kFrameTop, 0.0f}, {kFrameOuter, -0.08f}, {kFrameOuter, -0.38f}};
    const float sign[4][2] = {{-1, 1}, {1, 1}, {1, -1}, {-1, -1}};
    MeshBuilder b;
    for (const auto& l : loops)
        for (const auto& s : sign)
            b.addVertex({s[0] * l[0], l[1], s[1] * l[0]});
    for (std::uint32_t l = 0; l + 1 < 3; ++l)
        for (std::uint32_t i = 0; i < 4; ++i) {
            const std::uint32_t j = (i + 1) % 4;
            b.addQuad(4 * l + i, 4 * (l + 1) + i, 4 * (l + 1) + j, 4 * l + j);
        }
    b.addQuad(8, 11, 10, 9);
    return b.finish(30.0f);
}

namespace {

// Frame-plan pixels per world unit for an atlas of the given width (the whole frame fits across).
qreal frameUnit(int width) { return width / (2.0 * kFrameOuter); }

// Paints the frame as seen from above, in frame-plan pixels (x = world +X, y = world +Z).
void paintFramePlan(QPainter& p, qreal unit, const BoardPalette& palette)
{
    auto px = [&](float world) { return (world + kFrameOuter) * unit; };
    const qreal far = px(kFrameOuter);
    p.fillRect(QRectF(0, 0, far, far), toColor(palette.frame));
    p.setPen(QPen(toColor(mix(palette.frame, palette.label, 0.55f)), unit * 0.035));
    p.setBrush(Qt::NoBrush);
    p.drawRect(QRectF(QPointF(px(-4.06f), px(-4.06f)), QPointF(px(4.06f), px(4.06f))));
    p.drawRect(QRectF(QPointF(px(-4.48f), px(-4.48f)), QPointF(px(4.48f), px(4.48f))));
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(int(unit * 0.30));
    font.setBold(true);
    p.setFont(font);
    p.setPen(toColor(palette.label));
    for (int i = 0; i < 8 && palette.coordinates; ++i) {
        const QString file(QChar('a' + i)), rank(QChar('1' + i));
        const float along = float(i) - 3.5f; // file i centres on x = along, rank i on z = -along
        drawLabel(p, {px(along), px(kFrameLabelLine)}, file, 0);
        drawLabel(p, {px(along), px(-kFrameLabelLine)}, file, 180);
        drawLabel(p, {px(-kFrameLabelLine), px(-along)}, rank, 0);
        drawLabel(p, {px(kFrameLabelLine), px(-along)}, rank, 180);
    }
}

// Maps frame-plan pixels into edge `side`'s strip of the atlas (0 near, 1 right, 2 far,
// 3 left): a rigid motion, so text keeps its plan resolution; the band's centre line lands on
// the strip's centre line and the edge runs along the atlas' width.
QTransform sideTransform(int side, int width)
{
    // (along, across) = R * (plan - centre); rows of R per side.
    static const int r[4][4] = {{1, 0, 0, 1}, {0, 1, 1, 0}, {1, 0, 0, -1}, {0, 1, -1, 0}};
    const qreal unit = frameUnit(width), c = kFrameOuter * unit;
    const qreal strip = width / 16.0;
    const qreal off = side * strip + strip / 2.0 - kFrameLabelLine * unit;
    const int* m = r[side];
    return QTransform(m[0], m[2], m[1], m[3], c - (m[0] + m[1]) * c, off - (m[2] + m[3]) * c);
}

} // namespace

// Four strips, each the world's frame plan seen through its edge's transform and clipped to it.
QImage frameAtlas(int width, const BoardPalette& palette)
{
    QImage image(width, width / 4, QImage::Format_RGBA8888);
    image.fill(toColor(palette.frame));
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    const qreal strip = width / 16.0;
    for (int side = 0; side < 4; ++side) {
        p.save();
        p.setClipRect(QRectF(0, side * strip, width, strip));
        p.setTransform(sideTransform(side, width));
        paintFramePlan(p, frameUnit(width), palette);
        p.restore();
    }
    return image;
}

// One trapezoid per edge with its own vertices, so each can sample its own strip.
MeshData frameTopMesh(int atlasWidth)
{
    const float sign[4][2] = {{-1, 1}, {1, 1}, {1, -1}, {-1, -1}};
    const qreal unit = frameUnit(atlasWidth);
    const qreal height = atlasWidth / 4.0;
    MeshData mesh;
    for (int side = 0; side < 4; ++side) {
        const QTransform t = sideTransform(side, atlasWidth);
        const int next = (side + 1) % 4;
        const std::uint32_t base = std::uint32_t(mesh.positions.size());
        const QVector3D corners[4] = {{sign[side][0] * 4.0f, 0.0f, sign[side][1] * 4.0f},
                                      {sign[side][0] * kFrameTop, 0.0f, sign[side][1] * kFrameTop},
                                      {sign[next][0] * kFrameTop, 0.0f, sign[next][1] * kFrameTop},
                                      {sign[next][0] * 4.0f, 0.0f, sign[next][1] * 4.0f}};
        for (const QVector3D& c : corners) {
            const QPointF uv = t.map(QPointF((c.x() + kFrameOuter) * unit, (c.z() + kFrameOuter) * unit));
            mesh.positions.push_back(c);
            mesh.normals.emplace_back(0.0f, 1.0f, 0.0f);
            mesh.texCoords.emplace_back(float(uv.x() / atlasWidth), float(uv.y() / height));
        }
        for (std::uint32_t i : {0u, 1u, 2u, 0u, 2u, 3u})
            mesh.indices.push_back(base + i);
    }
    return mesh;
}

} // namespace kibitz::board3d
