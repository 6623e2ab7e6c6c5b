// Arrow and circle outlines as triangles on the plane y = kMarkHeight.
#include "markgeometry.h"

#include "boardpicking.h"

#include <cmath>
#include <cstdlib>

namespace kibitz::board3d {

namespace {

constexpr float kHeadLength = 0.42f; // in squares, for a shaft of the default width
constexpr float kHeadWidth = 0.52f;
constexpr float kTipInset = 0.08f; // the tip stops short of the target's centre
constexpr float kCircleInner = 0.40f;
constexpr float kCircleOuter = 0.47f;
constexpr int kCircleSegments = 32;

// Adds a vertex at p (on the marks' plane) with the texel's colour; returns its index.
std::uint32_t vertex(MeshData& mesh, QVector2D p, int texel)
{
    mesh.positions.emplace_back(p.x(), kMarkHeight, p.y());
    mesh.normals.emplace_back(0.0f, 1.0f, 0.0f);
    mesh.texCoords.emplace_back((float(texel) + 0.5f) / float(MarkTexelCount), 0.5f);
    return std::uint32_t(mesh.positions.size() - 1);
}

// A triangle, wound counter-clockwise seen from above.
void triangle(MeshData& mesh, QVector2D a, QVector2D b, QVector2D c, int texel)
{
    const float cross = (b.x() - a.x()) * (c.y() - a.y()) - (b.y() - a.y()) * (c.x() - a.x());
    if (cross > 0.0f) // x right, z towards the viewer: counter-clockwise from +y has cross < 0
        std::swap(b, c);
    for (QVector2D p : {a, b, c})
        mesh.indices.push_back(vertex(mesh, p, texel));
}

// A rectangle of the given width along a -> b.
void band(MeshData& mesh, QVector2D a, QVector2D b, float width, int texel)
{
    const QVector2D dir = (b - a).normalized();
    const QVector2D side = QVector2D(-dir.y(), dir.x()) * (width / 2.0f);
    triangle(mesh, a - side, b - side, b + side, texel);
    triangle(mesh, a - side, b + side, a + side, texel);
}

// The board-plane point of a square's centre.
QVector2D centre(int square)
{
    const QVector3D c = squareCentre(square);
    return {c.x(), c.z()};
}

// The head at tip pointing along dir, and the point where the shaft meets it.
QVector2D head(MeshData& mesh, QVector2D tip, QVector2D dir, float scale, int texel)
{
    const QVector2D base = tip - dir * (kHeadLength * scale);
    const QVector2D side = QVector2D(-dir.y(), dir.x()) * (kHeadWidth * scale / 2.0f);
    triangle(mesh, tip, base + side, base - side, texel);
    return base;
}

// A straight arrow, or an L for a knight: the long leg first, then the short one.
void arrow(MeshData& mesh, const ArrowMark& a)
{
    const float scale = a.width / 0.2f;
    const QVector2D start = centre(a.from);
    const QVector2D end = centre(a.to);
    if (!isKnightJump(a.from, a.to)) {
        const QVector2D dir = (end - start).normalized();
        const QVector2D tip = end - dir * kTipInset;
        band(mesh, start, head(mesh, tip, dir, scale, a.texel), a.width, a.texel);
        return;
    }
    const QVector2D d = end - start;
    const bool fileFirst = std::abs(d.x()) > std::abs(d.y());
    const QVector2D corner = fileFirst ? QVector2D(end.x(), start.y()) : QVector2D(start.x(), end.y());
    const QVector2D dir1 = (corner - start).normalized();
    const QVector2D dir2 = (end - corner).normalized();
    const float half = a.width / 2.0f;
    // The first leg covers the corner; the second starts at its side, so nothing overlaps.
    band(mesh, start, corner + dir1 * half, a.width, a.texel);
    const QVector2D tip = end - dir2 * kTipInset;
    band(mesh, corner + dir2 * half, head(mesh, tip, dir2, scale, a.texel), a.width, a.texel);
}

// A ring inside the square.
void circle(MeshData& mesh, const CircleMark& c)
{
    const QVector2D m = centre(c.square);
    for (int i = 0; i < kCircleSegments; ++i) {
        const float a0 = float(i) * 6.2831853f / kCircleSegments;
        const float a1 = float(i + 1) * 6.2831853f / kCircleSegments;
        const QVector2D u0(std::cos(a0), std::sin(a0));
        const QVector2D u1(std::cos(a1), std::sin(a1));
        triangle(mesh, m + u0 * kCircleInner, m + u0 * kCircleOuter, m + u1 * kCircleOuter, c.texel);
        triangle(mesh, m + u0 * kCircleInner, m + u1 * kCircleOuter, m + u1 * kCircleInner, c.texel);
    }
}

} // namespace

// One file and two ranks apart, or two files and one rank.
bool isKnightJump(int from, int to)
{
    const int df = std::abs(from % 8 - to % 8);
    const int dr = std::abs(from / 8 - to / 8);
    return (df == 1 && dr == 2) || (df == 2 && dr == 1);
}

// Every mark in one list of triangles.
MeshData marksMesh(const std::vector<ArrowMark>& arrows, const std::vector<CircleMark>& circles)
{
    MeshData mesh;
    for (const CircleMark& c : circles)
        circle(mesh, c);
    for (const ArrowMark& a : arrows)
        if (a.from != a.to && a.from >= 0 && a.from < 64 && a.to >= 0 && a.to < 64)
            arrow(mesh, a);
    return mesh;
}

} // namespace kibitz::board3d
