// Piece outlines from meshes, and a ray against a stack of cylinders.
#include "pieceoutline.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace kibitz::board3d {

namespace {

constexpr int kBands = PieceOutline::kBands;
constexpr float kRadiusScale = 0.92f; // slightly inside the mesh so neighbours stay easy to hit

// Smallest t >= 0 at which the ray enters the vertical cylinder between y0 and y1 (its side
// or its top cap), or +inf.
float cylinderHit(const PickRay& ray, const QVector3D& base, float radius, float y0, float y1)
{
    const float inf = std::numeric_limits<float>::infinity();
    const float ox = ray.origin.x() - base.x(), oz = ray.origin.z() - base.z();
    const float dx = ray.direction.x(), dz = ray.direction.z();
    float best = inf;
    const float a = dx * dx + dz * dz, b = 2.0f * (ox * dx + oz * dz);
    const float c = ox * ox + oz * oz - radius * radius;
    const float disc = b * b - 4.0f * a * c;
    if (a > 1e-12f && disc >= 0.0f) {
        const float t = (-b - std::sqrt(disc)) / (2.0f * a);
        const float y = ray.origin.y() + t * ray.direction.y();
        if (t >= 0.0f && y >= y0 && y <= y1)
            best = t;
    }
    if (ray.direction.y() < 0.0f) {
        const float t = (y1 - ray.origin.y()) / ray.direction.y();
        const float hx = ox + t * dx, hz = oz + t * dz;
        if (t >= 0.0f && hx * hx + hz * hz <= radius * radius)
            best = std::min(best, t);
    }
    return best;
}

} // namespace

// Widest radius per band; bands without vertices (between lathe rings) take the larger of
// their nearest filled neighbours, so the stack has no gaps.
PieceOutline outlineOf(const MeshData& mesh)
{
    PieceOutline shape;
    for (const QVector3D& p : mesh.positions)
        shape.height = std::max(shape.height, p.y());
    if (shape.height <= 0.0f)
        return shape;
    std::array<float, kBands> r{};
    r.fill(-1.0f);
    for (const QVector3D& p : mesh.positions) {
        const int band = std::clamp(int(p.y() / shape.height * kBands), 0, kBands - 1);
        r[size_t(band)] = std::max(r[size_t(band)], std::hypot(p.x(), p.z()));
    }
    for (int i = 0; i < kBands; ++i) {
        float below = 0.0f, above = 0.0f;
        for (int j = i; j >= 0 && below <= 0.0f; --j)
            below = std::max(below, r[size_t(j)]);
        for (int j = i; j < kBands && above <= 0.0f; ++j)
            above = std::max(above, r[size_t(j)]);
        shape.radius[size_t(i)] = kRadiusScale * (r[size_t(i)] >= 0.0f ? r[size_t(i)] : std::max(below, above));
    }
    return shape;
}

// One outline per mesh.
PieceOutlines outlinesOf(const std::array<MeshData, kPieceTypeCount>& meshes)
{
    PieceOutlines outlines;
    for (size_t t = 0; t < meshes.size(); ++t)
        outlines[t] = outlineOf(meshes[t]);
    return outlines;
}

// Nearest entry into any band of the stack.
float outlineHit(const PickRay& ray, const PieceOutline& outline, const QVector3D& base)
{
    const float band = outline.height / float(kBands);
    float best = std::numeric_limits<float>::infinity();
    for (int i = 0; i < kBands; ++i)
        best = std::min(best, cylinderHit(ray, base, outline.radius[size_t(i)], band * float(i), band * float(i + 1)));
    return best;
}

} // namespace kibitz::board3d
