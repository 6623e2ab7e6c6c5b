// Ray against the shown set's piece outlines and the board plane.
#include "viewportpicking.h"

#include <cmath>
#include <limits>

namespace kibitz {

// The board square under the pointer: the lifted piece floats straight above it.
int dropSquare(const board3d::PickRay& ray) { return board3d::pickSquare(ray); }

// The board hit's parameter competes with every piece's entry point.
int pickBoard(const board3d::PickRay& ray, const board3d::Placement& placement, const board3d::PieceOutlines& outlines)
{
    int best = board3d::pickSquare(ray);
    float bestT = std::numeric_limits<float>::infinity();
    if (best >= 0 && std::abs(ray.direction.y()) > 0.0f)
        bestT = -ray.origin.y() / ray.direction.y();
    for (int sq = 0; sq < 64; ++sq) {
        const auto type = board3d::pieceTypeFromFen(placement[size_t(sq)]);
        if (!type)
            continue;
        const float t = board3d::outlineHit(ray, outlines[size_t(*type)], board3d::squareCentre(sq));
        if (t < bestT) {
            bestT = t;
            best = sq;
        }
    }
    return best;
}

// A preferred square under the pointer wins before any piece outline is tried (DESIGN.md: what a
// click picks).
int pickBoard(const board3d::PickRay& ray, const board3d::Placement& placement, const board3d::PieceOutlines& outlines,
              const std::function<bool(int)>& prefer)
{
    const int under = board3d::pickSquare(ray);
    if (prefer && under >= 0 && prefer(under))
        return under;
    return pickBoard(ray, placement, outlines);
}

} // namespace kibitz
