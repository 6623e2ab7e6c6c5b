// Plain triangle-mesh data shared by the board and piece generators (no Qt3D types).
#pragma once

#include <QVector2D>
#include <QVector3D>

#include <cstdint>
#include <vector>

namespace kibitz::board3d {

// Indexed triangle list: counter-clockwise triangles seen from outside, one normal per vertex.
// Optional per-vertex colours and texture coordinates are empty unless a generator fills them.
struct MeshData {
    std::vector<QVector3D> positions;
    std::vector<QVector3D> normals;
    std::vector<QVector3D> colours;
    std::vector<QVector2D> texCoords;
    std::vector<std::uint32_t> indices;

    // Number of triangles in the index list.
    int triangleCount() const { return static_cast<int>(indices.size() / 3); }
    // Number of vertices.
    int vertexCount() const { return static_cast<int>(positions.size()); }
};

} // namespace kibitz::board3d
