// White's pieces get a dark rim so that they stand out from light squares (issue 26.4): a light
// body on a light square reaches about 1.1-1.6:1 however it is lit, so, as in a printed diagram,
// the piece is read by its outline. The rim is the piece's mesh grown a little and drawn with its
// front faces culled (an "inverted hull"): only the part beyond the silhouette shows, in the same
// pass as the pieces, so software OpenGL pays one more draw per white piece and no extra pass.
#pragma once

#include "meshdata.h"

#include <QVector3D>

namespace Qt3DCore {
class QNode;
}
namespace Qt3DExtras {
class QDiffuseSpecularMaterial;
}

namespace kibitz::board3d {

// The rim's width in world units (a square is 1): about 2-3 px in the window's usual view.
inline constexpr float kPieceRimWidth = 0.03f;

// The mesh grown outward by width along each position's averaged normal: vertices that share a
// position (split at a hard crease) move together, so the grown surface stays closed.
MeshData grownMesh(const MeshData& mesh, float width);

// An unlit-looking material of one colour that draws back faces only (culls front faces).
Qt3DExtras::QDiffuseSpecularMaterial* rimMaterial(Qt3DCore::QNode* parent);

// The rim's colour for a piece colour: a deep shade of it, as the shaded edge of a polished piece.
QVector3D rimColourFor(const QVector3D& diffuse);

} // namespace kibitz::board3d
