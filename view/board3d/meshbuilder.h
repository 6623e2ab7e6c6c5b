// Builds closed triangle meshes from simple generators (lathe, sweep, box, clip) and
// derives normals that are smooth across gentle bends and hard across sharp creases.
#pragma once

#include "meshdata.h"

#include <functional>

namespace kibitz::board3d {

class MeshBuilder {
public:
    // Called for every lathe vertex (ring = profile index, segment = angular index) to deform it.
    using Warp = std::function<void(int ring, int segment, QVector3D& p)>;

    // Adds a vertex and returns its index.
    std::uint32_t addVertex(const QVector3D& p);
    // Adds a counter-clockwise (seen from outside) triangle.
    void addTriangle(std::uint32_t a, std::uint32_t b, std::uint32_t c);
    // Adds a quad a-b-c-d (counter-clockwise seen from outside) as two triangles.
    void addQuad(std::uint32_t a, std::uint32_t b, std::uint32_t c, std::uint32_t d);

    // Surface of revolution around +Y. profile holds (radius, y) from the bottom pole
    // (radius 0) to the top pole (radius 0); the result is closed.
    void addLathe(const std::vector<QVector2D>& profile, int segments, const Warp& warp = {});
    // Sweeps a closed convex (radius, y) loop around +Y from angle a0 to a1 (radians) and caps
    // both ends: an annular sector block such as a rook's merlon.
    void addSweep(const std::vector<QVector2D>& loop, float a0, float a1, int steps);
    // Axis-aligned closed box.
    void addBox(const QVector3D& lo, const QVector3D& hi);
    // Appends all of other's triangles (as a separate component).
    void append(const MeshBuilder& other);

    // Returns this (closed, convex) mesh cut by the plane n.p = d, keeping n.p <= d, with
    // the cut capped so that the result is closed again.
    MeshBuilder clipped(const QVector3D& n, float d) const;

    // Produces the final mesh: normals averaged over faces meeting at less than creaseDegrees.
    MeshData finish(float creaseDegrees) const;

    // Raw access, for generators that need it.
    const std::vector<QVector3D>& positions() const { return m_positions; }
    const std::vector<std::uint32_t>& indices() const { return m_indices; }

private:
    std::vector<QVector3D> m_positions;
    std::vector<std::uint32_t> m_indices;
};

// Appends points of a circular arc (centre, radius, angles in degrees, `steps` segments) to a
// (radius, y) profile; the first point is skipped when skipFirst is set.
void appendArc(std::vector<QVector2D>& profile, const QVector2D& centre, float radius, float fromDeg, float toDeg,
               int steps, bool skipFirst = false);

} // namespace kibitz::board3d
