// Turns MeshData into Qt3D geometry (positions, normals, optional colours and texture
// coordinates, 32-bit indices) and refreshes it in place when the data changes.
#pragma once

#include "meshdata.h"

namespace Qt3DCore {
class QNode;
}
namespace Qt3DRender {
class QGeometryRenderer;
}

namespace kibitz::board3d {

// A new geometry renderer (triangles) holding a copy of mesh; owned by parent.
Qt3DRender::QGeometryRenderer* makeRenderer(const MeshData& mesh, Qt3DCore::QNode* parent);

// Replaces the data of a renderer made by makeRenderer(); the attribute layout (which optional
// channels exist) must stay the same.
void updateRenderer(Qt3DRender::QGeometryRenderer* renderer, const MeshData& mesh);

} // namespace kibitz::board3d
