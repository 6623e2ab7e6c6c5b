// Ray against piece cylinders and the board plane.
#include "viewportpicking.h"

#include "piecegeometry.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace kibitz {

namespace {

constexpr int kBands = 12; // a piece's outline as a stack of cylinders
constexpr float kRadiusScale = 0.92f; // slightly inside the mesh so neighbours stay easy to hit

// A piece's shape for picking: its height and the widest radius in each height band.
struct PickShape {
    float height = 0.0f;
    std::array<float, kBands> radius{};
};

// Outline of one mesh; bands without vertices (between lathe rings) take the larger neighbour.
PickShape shapeOf(const board3d::MeshData& mesh)
{
    PickShape shape;
    for (const QVector3D& p : mesh.positions)
        shape.height = std::max(shape.height, p.y());
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

// The pick shapes of the six piece meshes, computed once.
const std::array<PickShape, board3d::kPieceTypeCount>& pickShapes()
{
    static const std::array<PickShape, board3d::kPieceTypeCount> shapes = [] {
        std::array<PickShape, board3d::kPieceTypeCount> s;
        for (int t = 0; t < board3d::kPieceTypeCount; ++t)
            s[size_t(t)] = shapeOf(board3d::pieceMesh(board3d::PieceType(t)));
        return s;
    }();
    return shapes;
}

// Smallest t >= 0 at which the ray enters the vertical cylinder between y0 and y1 (its side
// or its top cap), or +inf.
float cylinderHit(const board3d::PickRay& ray, const QVector3D& base, float radius, float y0, float y1)
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

// Nearest entry into any band of a piece's outline standing on square sq.
float pieceHit(const board3d::PickRay& ray, const PickShape& shape, int sq)
{
    const QVector3D base = board3d::squareCentre(sq);
    const float band = shape.height / float(kBands);
    float best = std::numeric_limits<float>::infinity();
    for (int i = 0; i < kBands; ++i)
        best = std::min(best, cylinderHit(ray, base, shape.radius[size_t(i)], band * float(i), band * float(i + 1)));
    return best;
}

} // namespace

// Looks the letter's type up in the mesh heights.
float pieceHeight(char piece)
{
    const auto type = board3d::pieceTypeFromFen(piece);
    return type ? pickShapes()[size_t(*type)].height : 0.0f;
}

// The board square under the pointer: the lifted piece floats straight above it.
int dropSquare(const board3d::PickRay& ray) { return board3d::pickSquare(ray); }

// The board hit's parameter competes with every piece's entry point.
int pickBoard(const board3d::PickRay& ray, const board3d::Placement& placement)
{
    int best = board3d::pickSquare(ray);
    float bestT = std::numeric_limits<float>::infinity();
    if (best >= 0 && std::abs(ray.direction.y()) > 0.0f)
        bestT = -ray.origin.y() / ray.direction.y();
    for (int sq = 0; sq < 64; ++sq) {
        const auto type = board3d::pieceTypeFromFen(placement[size_t(sq)]);
        if (!type)
            continue;
        const float t = pieceHit(ray, pickShapes()[size_t(*type)], sq);
        if (t < bestT) {
            bestT = t;
            best = sq;
        }
    }
    return best;
}

// A preferred square under the pointer wins before any piece outline is tried (DESIGN.md: what a
// click picks).
int pickBoard(const board3d::PickRay& ray, const board3d::Placement& placement, const std::function<bool(int)>& prefer)
{
    const int under = board3d::pickSquare(ray);
    if (prefer && under >= 0 && prefer(under))
        return under;
    return pickBoard(ray, placement);
}

} // namespace kibitz
