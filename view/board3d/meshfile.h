// Reads piece meshes from files (Wavefront OBJ, ASCII or binary STL — formats Qt3D's mesh
// loader also reads) into MeshData, and fits a mesh to a board square.
#pragma once

#include "meshdata.h"
#include "piecegeometry.h"

#include <QString>

#include <optional>
#include <vector>

namespace kibitz::board3d {

// The mesh in an .obj or .stl file (the suffix decides), with smooth normals where the file
// has none; nothing, with a translated reason in *error, when it cannot be read or holds no
// triangle.
std::optional<MeshData> readMeshFile(const QString& path, QString* error);

// The axis (0 = x, 1 = y, 2 = z) a file format stands its models along by convention: z for
// STL (CAD and 3D printing), y for OBJ (and for the scene).
int conventionalUpAxis(const QString& path);

// The axis a set of pieces stands along: the one most pieces are clearly longest along (at
// least 1.2 times each other extent, as a chess piece is taller than wide); `convention` when
// no axis has more such pieces than the convention has.
int upAxisOf(const std::vector<const MeshData*>& meshes, int convention);

// True when a set standing along axis was stored upside down: most pieces are wider near their
// high end than near their low end (a chess piece stands on its widest part, its foot).
bool upsideDown(const std::vector<const MeshData*>& meshes, int axis);

// Turns mesh (positions and normals, a rotation, so windings stay outward) so that its +axis
// (its -axis when flip) becomes the scene's +Y.
void turnUpright(MeshData& mesh, int axis, bool flip = false);

// Scales and moves mesh so it stands on y = 0 centred on the Y axis, as tall as the built-in
// Staunton piece of that type, and no wider than a square allows. +Y is up (turnUpright first).
void fitToSquare(MeshData& mesh, PieceType type);

} // namespace kibitz::board3d
