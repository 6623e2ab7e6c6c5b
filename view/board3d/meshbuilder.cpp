// Mesh generators: lathe, sweep, box, convex clipping and crease-aware normals.
#include "meshbuilder.h"

#include <QtMath>

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

namespace kibitz::board3d {

namespace {

constexpr std::size_t kMaxSmoothedValence = 256;

// A point on the circle of the given radius at angle a around +Y.
QVector3D around(float radius, float y, float a) { return {radius * std::cos(a), y, radius * std::sin(a)}; }

// Unnormalised face normal of triangle (a, b, c).
QVector3D faceNormal(const QVector3D& a, const QVector3D& b, const QVector3D& c)
{
    return QVector3D::crossProduct(b - a, c - a);
}

// Unit vector along v; unlike QVector3D::normalized() it also handles tiny vectors.
QVector3D unit(const QVector3D& v)
{
    const double len = std::sqrt(double(v.x()) * v.x() + double(v.y()) * v.y() + double(v.z()) * v.z());
    return len > 1e-20 ? QVector3D(float(v.x() / len), float(v.y() / len), float(v.z() / len)) : QVector3D();
}

// Interior angle at corner p of the triangle (p, q, r), used to weight vertex normals.
float cornerAngle(const QVector3D& p, const QVector3D& q, const QVector3D& r)
{
    const QVector3D u = unit(q - p);
    const QVector3D v = unit(r - p);
    return std::acos(std::clamp(QVector3D::dotProduct(u, v), -1.0f, 1.0f));
}

// Shifts the plane n.p = d off any vertex it nearly touches, so no cut makes a sliver.
float planeOffVertices(const std::vector<QVector3D>& points, const QVector3D& n, float d)
{
    for (bool touching = true; touching;) {
        touching = false;
        for (const QVector3D& p : points)
            touching = touching || std::abs(QVector3D::dotProduct(n, p) - d) < 1e-4f;
        if (touching)
            d += 2.5e-4f;
    }
    return d;
}

} // namespace

std::uint32_t MeshBuilder::addVertex(const QVector3D& p)
{
    m_positions.push_back(p);
    return static_cast<std::uint32_t>(m_positions.size() - 1);
}

// Adds one counter-clockwise triangle.
void MeshBuilder::addTriangle(std::uint32_t a, std::uint32_t b, std::uint32_t c)
{
    m_indices.insert(m_indices.end(), {a, b, c});
}

// Adds a quad as two triangles sharing the a-c diagonal.
void MeshBuilder::addQuad(std::uint32_t a, std::uint32_t b, std::uint32_t c, std::uint32_t d)
{
    addTriangle(a, b, c);
    addTriangle(a, c, d);
}

// Surface of revolution: poles become single vertices joined to their ring by a fan.
void MeshBuilder::addLathe(const std::vector<QVector2D>& profile, int segments, const Warp& warp)
{
    const int rings = static_cast<int>(profile.size());
    const float step = 2.0f * float(M_PI) / float(segments);
    std::vector<std::uint32_t> first(rings);
    for (int i = 0; i < rings; ++i) {
        const bool pole = i == 0 || i == rings - 1;
        first[i] = static_cast<std::uint32_t>(m_positions.size());
        for (int j = 0; j < (pole ? 1 : segments); ++j) {
            QVector3D p = around(pole ? 0.0f : profile[i].x(), profile[i].y(), step * float(j));
            if (warp && !pole)
                warp(i, j, p);
            addVertex(p);
        }
    }
    for (int i = 0; i + 1 < rings; ++i) {
        for (int j = 0; j < segments; ++j) {
            const int k = (j + 1) % segments;
            if (i == 0) {
                addTriangle(first[0], first[1] + j, first[1] + k);
            } else if (i + 1 == rings - 1) {
                addTriangle(first[i] + j, first[i + 1], first[i] + k);
            } else {
                addQuad(first[i] + j, first[i + 1] + j, first[i + 1] + k, first[i] + k);
            }
        }
    }
}

// Sweeps a closed (radius, y) loop through [a0, a1]; the loop runs counter-clockwise in the
// (radius, y) plane so that its normals point away from the swept solid.
void MeshBuilder::addSweep(const std::vector<QVector2D>& loop, float a0, float a1, int steps)
{
    const int n = static_cast<int>(loop.size());
    const std::uint32_t base = static_cast<std::uint32_t>(m_positions.size());
    for (int k = 0; k <= steps; ++k) {
        const float a = a0 + (a1 - a0) * float(k) / float(steps);
        for (const QVector2D& q : loop)
            addVertex(around(q.x(), q.y(), a));
    }
    auto at = [&](int k, int i) { return base + std::uint32_t(k * n + (i % n)); };
    for (int k = 0; k < steps; ++k)
        for (int i = 0; i < n; ++i)
            addQuad(at(k, i), at(k, i + 1), at(k + 1, i + 1), at(k + 1, i));
    for (int i = 1; i + 1 < n; ++i) {
        addTriangle(at(0, 0), at(0, i + 1), at(0, i));
        addTriangle(at(steps, 0), at(steps, i), at(steps, i + 1));
    }
}

// Axis-aligned box from its two extreme corners.
void MeshBuilder::addBox(const QVector3D& lo, const QVector3D& hi)
{
    std::uint32_t v[8];
    for (int i = 0; i < 8; ++i)
        v[i] = addVertex({(i & 1) ? hi.x() : lo.x(), (i & 2) ? hi.y() : lo.y(), (i & 4) ? hi.z() : lo.z()});
    addQuad(v[0], v[2], v[3], v[1]); // -z
    addQuad(v[4], v[5], v[7], v[6]); // +z
    addQuad(v[0], v[4], v[6], v[2]); // -x
    addQuad(v[1], v[3], v[7], v[5]); // +x
    addQuad(v[0], v[1], v[5], v[4]); // -y
    addQuad(v[2], v[6], v[7], v[3]); // +y
}

// Appends another builder's geometry with re-based indices.
void MeshBuilder::append(const MeshBuilder& other)
{
    const std::uint32_t base = static_cast<std::uint32_t>(m_positions.size());
    m_positions.insert(m_positions.end(), other.m_positions.begin(), other.m_positions.end());
    for (std::uint32_t i : other.m_indices)
        m_indices.push_back(base + i);
}

// Sutherland-Hodgman per triangle; cut points are shared per source edge so the result stays
// watertight, and each cut segment gets a fan triangle to a cap centre (convex section).
MeshBuilder MeshBuilder::clipped(const QVector3D& n, float plane) const
{
    const float d = planeOffVertices(m_positions, n, plane);
    MeshBuilder out;
    std::vector<std::int64_t> kept(m_positions.size(), -1);
    std::map<std::pair<std::uint32_t, std::uint32_t>, std::uint32_t> cuts;
    auto dist = [&](std::uint32_t i) { return QVector3D::dotProduct(n, m_positions[i]) - d; };
    auto keep = [&](std::uint32_t i) {
        if (kept[i] < 0)
            kept[i] = out.addVertex(m_positions[i]);
        return static_cast<std::uint32_t>(kept[i]);
    };
    auto cut = [&](std::uint32_t a, std::uint32_t b) {
        const auto key = std::minmax(a, b);
        auto it = cuts.find(key);
        if (it != cuts.end())
            return it->second;
        const float t = dist(key.first) / (dist(key.first) - dist(key.second));
        const QVector3D p = m_positions[key.first] + (m_positions[key.second] - m_positions[key.first]) * t;
        return cuts[key] = out.addVertex(p);
    };
    std::vector<std::pair<std::uint32_t, std::uint32_t>> segments;
    for (size_t t = 0; t < m_indices.size(); t += 3) {
        std::vector<std::uint32_t> poly;
        std::vector<bool> isCut;
        for (int e = 0; e < 3; ++e) {
            const std::uint32_t a = m_indices[t + e], b = m_indices[t + (e + 1) % 3];
            if (dist(a) <= 0) {
                poly.push_back(keep(a));
                isCut.push_back(false);
            }
            if ((dist(a) <= 0) != (dist(b) <= 0)) {
                poly.push_back(cut(a, b));
                isCut.push_back(true);
            }
        }
        for (size_t i = 1; i + 1 < poly.size(); ++i)
            out.addTriangle(poly[0], poly[i], poly[i + 1]);
        for (size_t i = 0; i < poly.size(); ++i) {
            const size_t j = (i + 1) % poly.size();
            if (isCut[i] && isCut[j])
                segments.emplace_back(poly[i], poly[j]);
        }
    }
    if (segments.empty())
        return out;
    QVector3D centre;
    for (const auto& s : segments)
        centre += out.m_positions[s.first];
    const std::uint32_t c = out.addVertex(centre / float(segments.size()));
    for (const auto& s : segments)
        out.addTriangle(c, s.second, s.first);
    return out;
}

// Per-corner normals: each corner averages the faces around its vertex that bend by less
// than the crease angle from its own face; equal (vertex, normal) pairs are merged.
MeshData MeshBuilder::finish(float creaseDegrees) const
{
    const size_t triCount = m_indices.size() / 3;
    std::vector<QVector3D> face(triCount);
    std::vector<std::vector<std::uint32_t>> incident(m_positions.size());
    for (size_t t = 0; t < triCount; ++t) {
        const auto* v = &m_indices[3 * t];
        face[t] = unit(faceNormal(m_positions[v[0]], m_positions[v[1]], m_positions[v[2]]));
        for (int c = 0; c < 3; ++c)
            incident[v[c]].push_back(static_cast<std::uint32_t>(t));
    }
    const float minCos = std::cos(qDegreesToRadians(creaseDegrees));
    MeshData mesh;
    std::map<std::tuple<std::uint32_t, int, int, int>, std::uint32_t> merged;
    for (size_t t = 0; t < triCount; ++t) {
        for (int c = 0; c < 3; ++c) {
            const std::uint32_t v = m_indices[3 * t + c];
            QVector3D sum;
            // A vertex of more triangles (the middle of a huge polygon's fan) is shaded flat: its
            // smoothing compares every pair of them.
            const std::vector<std::uint32_t>& faces = incident[v];
            const std::size_t smoothed = faces.size() > kMaxSmoothedValence ? 0 : faces.size();
            for (std::size_t j = 0; j < smoothed; ++j) {
                const std::uint32_t u = faces[j];
                if (QVector3D::dotProduct(face[t], face[u]) < minCos)
                    continue;
                int k = 0;
                while (m_indices[3 * u + k] != v)
                    ++k;
                const QVector3D& p = m_positions[v];
                const float w = cornerAngle(p, m_positions[m_indices[3 * u + (k + 1) % 3]],
                                            m_positions[m_indices[3 * u + (k + 2) % 3]]);
                sum += face[u] * w;
            }
            const QVector3D nrm = sum.isNull() ? face[t] : unit(sum);
            const auto key = std::make_tuple(v, qRound(nrm.x() * 1e4f), qRound(nrm.y() * 1e4f), qRound(nrm.z() * 1e4f));
            auto it = merged.find(key);
            if (it == merged.end()) {
                it = merged.emplace(key, std::uint32_t(mesh.positions.size())).first;
                mesh.positions.push_back(m_positions[v]);
                mesh.normals.push_back(nrm);
            }
            mesh.indices.push_back(it->second);
        }
    }
    return mesh;
}

// Appends an arc of (radius, y) points; angles are measured from +radius towards +y.
void appendArc(std::vector<QVector2D>& profile, const QVector2D& centre, float radius, float fromDeg, float toDeg,
               int steps, bool skipFirst)
{
    for (int i = skipFirst ? 1 : 0; i <= steps; ++i) {
        const float a = qDegreesToRadians(fromDeg + (toDeg - fromDeg) * float(i) / float(steps));
        profile.emplace_back(centre.x() + radius * std::cos(a), centre.y() + radius * std::sin(a));
    }
}

} // namespace kibitz::board3d
