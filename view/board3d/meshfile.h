// Reads piece meshes from files (Wavefront OBJ, ASCII or binary STL — formats Qt3D's mesh
// loader also reads) into MeshData, and fits a mesh to a board square.
#pragma once

#include "meshdata.h"
#include "piecegeometry.h"

#include <QString>

#include <optional>

namespace kibitz::board3d {

// The mesh in an .obj or .stl file (the suffix decides), with smooth normals where the file
// has none; nothing, with a translated reason in *error, when it cannot be read or holds no
// triangle.
std::optional<MeshData> readMeshFile(const QString& path, QString* error);

// Scales and moves mesh so it stands on y = 0 centred on the Y axis, as tall as the built-in
// Staunton piece of that type, and no wider than a square allows. The file's +Y is up.
void fitToSquare(MeshData& mesh, PieceType type);

} // namespace kibitz::board3d
