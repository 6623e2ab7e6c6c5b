// Chess piece meshes generated in code: turned pieces from 2D profiles, the knight from an
// extruded, bevelled horse-head silhouette on a turned base.
//
// Units: one board square is 1.0 wide. A piece stands on y = 0 centred on the Y axis; its
// "front" (the bishop's slit, the king's cross face) looks towards +Z and the knight's
// muzzle points towards +X. The scene turns each piece to face the right way.
#pragma once

#include "meshdata.h"

#include <optional>

namespace kibitz::board3d {

enum class PieceType { Pawn, Knight, Bishop, Rook, Queen, King };
inline constexpr int kPieceTypeCount = 6;

// The mesh of one piece type; deterministic, so it can be built once and shared.
MeshData pieceMesh(PieceType type);

// Builds the knight (defined in knightgeometry.cpp).
MeshData knightMesh();

// The geometric sets (geometricsets.cpp): slim faceted "modern" pieces, and "bauhaus" blocks.
MeshData modernPieceMesh(PieceType type);
MeshData bauhausPieceMesh(PieceType type);

// Piece type of a FEN letter (either case), or nothing for anything else.
std::optional<PieceType> pieceTypeFromFen(char letter);

// Largest radius any piece reaches at its foot (the base disc), in square units.
inline constexpr float kMaxBaseRadius = 0.36f;

} // namespace kibitz::board3d
