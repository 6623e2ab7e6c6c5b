// Piece outlines for picking: each piece of a set as a stack of vertical cylinders derived from
// its mesh, so that a click on the visible top or side of a piece of any set (built-in or custom)
// finds it. Pure geometry, no Qt3D.
#pragma once

#include "boardpicking.h"
#include "meshdata.h"
#include "piecegeometry.h"

#include <array>

namespace kibitz::board3d {

// A piece's shape for picking: its height and the widest radius (about the vertical axis
// through its foot) in each of kBands equal height bands.
struct PieceOutline {
    static constexpr int kBands = 12;
    float height = 0.0f;
    std::array<float, kBands> radius{};
};

// One outline per piece type (PieceType order).
using PieceOutlines = std::array<PieceOutline, kPieceTypeCount>;

// The outline of a mesh standing on y = 0 around the Y axis.
PieceOutline outlineOf(const MeshData& mesh);
// The outlines of a set's six meshes (PieceType order, as board3d::PieceMeshes).
PieceOutlines outlinesOf(const std::array<MeshData, kPieceTypeCount>& meshes);

// Smallest ray parameter t >= 0 at which the ray enters the outline of a piece standing at
// base (a point on the board plane), or +infinity when it misses.
float outlineHit(const PickRay& ray, const PieceOutline& outline, const QVector3D& base);

} // namespace kibitz::board3d
