// The knight: a horse-head side silhouette, extruded with a rounded bevel and tapered
// towards muzzle and ears, standing on a short turned base.
#include "piecegeometry.h"

#include "meshbuilder.h"

#include <QtMath>

#include <algorithm>
#include <array>

namespace kibitz::board3d {

namespace {

// Horse head side view (x forward towards the muzzle, y up), counter-clockwise.
const std::vector<QVector2D>& silhouette()
{
    static const std::vector<QVector2D> outline{
        {-0.20f, 0.17f},   {0.17f, 0.17f},    {0.19f, 0.24f},   {0.175f, 0.33f},   {0.135f, 0.41f},
        {0.12f, 0.46f},    {0.165f, 0.49f},   {0.245f, 0.505f}, {0.305f, 0.515f},  {0.34f, 0.54f},
        {0.352f, 0.578f},  {0.342f, 0.612f},  {0.30f, 0.638f},  {0.21f, 0.685f},   {0.13f, 0.735f},
        {0.095f, 0.775f},  {0.075f, 0.86f},   {0.038f, 0.80f},  {0.005f, 0.78f},   {-0.065f, 0.745f},
        {-0.135f, 0.675f}, {-0.185f, 0.575f}, {-0.21f, 0.465f}, {-0.222f, 0.345f}, {-0.218f, 0.24f}};
    return outline;
}

// Half thickness of the head at a silhouette point: full at the neck, thinner at muzzle and ears.
float halfThickness(const QVector2D& p)
{
    const float t = std::clamp((p.x() - 0.05f) / 0.30f, 0.0f, 1.0f);
    float h = 0.125f - 0.05f * t * t * (3.0f - 2.0f * t);
    if (p.y() > 0.76f)
        h *= 0.55f;
    return h;
}

// True when c lies strictly inside triangle (a, b, d) (all counter-clockwise).
bool insideTriangle(const QVector2D& a, const QVector2D& b, const QVector2D& d, const QVector2D& c)
{
    auto side = [](const QVector2D& p, const QVector2D& q, const QVector2D& r) {
        return (q.x() - p.x()) * (r.y() - p.y()) - (q.y() - p.y()) * (r.x() - p.x());
    };
    return side(a, b, c) > 0 && side(b, d, c) > 0 && side(d, a, c) > 0;
}

// Ear-clipping triangulation of a simple counter-clockwise polygon (indices into poly).
std::vector<std::array<int, 3>> triangulate(const std::vector<QVector2D>& poly)
{
    std::vector<int> left(poly.size());
    for (size_t i = 0; i < poly.size(); ++i)
        left[i] = int(i);
    std::vector<std::array<int, 3>> tris;
    while (left.size() > 3) {
        const size_t n = left.size();
        bool clipped = false;
        for (size_t i = 0; i < n && !clipped; ++i) {
            const int a = left[(i + n - 1) % n], b = left[i], c = left[(i + 1) % n];
            const QVector2D ab = poly[b] - poly[a], bc = poly[c] - poly[b];
            if (ab.x() * bc.y() - ab.y() * bc.x() <= 0)
                continue; // reflex corner
            bool empty = true;
            for (int k : left)
                if (k != a && k != b && k != c && insideTriangle(poly[a], poly[b], poly[c], poly[k]))
                    empty = false;
            if (!empty)
                continue;
            tris.push_back({a, b, c});
            left.erase(left.begin() + long(i));
            clipped = true;
        }
        if (!clipped)
            break; // not simple: give up rather than loop forever
    }
    if (left.size() == 3)
        tris.push_back({left[0], left[1], left[2]});
    return tris;
}

// Inward miter direction at each vertex, scaled so an inset of 1 moves each edge by 1.
std::vector<QVector2D> insetDirections(const std::vector<QVector2D>& poly)
{
    const size_t n = poly.size();
    std::vector<QVector2D> dirs(n);
    for (size_t i = 0; i < n; ++i) {
        const QVector2D in = (poly[i] - poly[(i + n - 1) % n]).normalized();
        const QVector2D out = (poly[(i + 1) % n] - poly[i]).normalized();
        const QVector2D n1(-in.y(), in.x()), n2(-out.y(), out.x());
        const QVector2D m = (n1 + n2).normalized();
        const float cosHalf = std::max(QVector2D::dotProduct(m, n1), 0.5f);
        dirs[i] = m / cosHalf;
    }
    return dirs;
}

// The extruded head: layers of the outline from the front face (+Z) round the bevel and the
// side wall to the back face, joined by bands; both faces share one triangulation.
MeshBuilder headMesh()
{
    const std::vector<QVector2D>& outline = silhouette();
    const std::vector<QVector2D> dirs = insetDirections(outline);
    const int n = int(outline.size());
    constexpr float kBevel = 0.035f;
    const std::array<float, 3> angles{90.0f, 45.0f, 0.0f}; // face -> bevel -> wall
    MeshBuilder b;
    std::vector<std::uint32_t> layer0;
    for (int side = 0; side < 2; ++side) {
        for (int k = 0; k < 3; ++k) {
            const float phi = qDegreesToRadians(angles[side ? 2 - k : k]);
            for (int i = 0; i < n; ++i) {
                const float h = halfThickness(outline[i]);
                const float bevel = std::min(kBevel, 0.45f * h);
                const QVector2D p = outline[i] + dirs[i] * bevel * (1.0f - std::cos(phi));
                const float z = (h - bevel) + bevel * std::sin(phi);
                b.addVertex({p.x() - 0.05f, p.y(), side ? -z : z});
            }
        }
    }
    for (int l = 0; l < 5; ++l)
        for (int i = 0; i < n; ++i) {
            const auto at = [n](int layer, int v) { return std::uint32_t(layer * n + (v % n)); };
            b.addQuad(at(l, i), at(l + 1, i), at(l + 1, i + 1), at(l, i + 1));
        }
    const std::uint32_t back = std::uint32_t(5 * n);
    for (const auto& t : triangulate(outline)) {
        b.addTriangle(std::uint32_t(t[0]), std::uint32_t(t[1]), std::uint32_t(t[2]));
        b.addTriangle(back + std::uint32_t(t[0]), back + std::uint32_t(t[2]), back + std::uint32_t(t[1]));
    }
    return b;
}

} // namespace

// Knight: turned base plus the bevelled head, muzzle towards +X.
MeshData knightMesh()
{
    std::vector<QVector2D> p{{0.0f, 0.0f}, {0.33f, 0.0f}, {0.33f, 0.045f}};
    appendArc(p, {0.295f, 0.078f}, 0.038f, -30.0f, 90.0f, 3);
    p.insert(p.end(), {{0.235f, 0.135f}, {0.215f, 0.175f}, {0.20f, 0.20f}, {0.0f, 0.215f}});
    MeshBuilder b;
    b.addLathe(p, 20);
    b.append(headMesh());
    return b.finish(50.0f); // rounder: the bevel blends into the flanks
}

} // namespace kibitz::board3d
