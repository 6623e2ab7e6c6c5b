// Flat meshes of the marks drawn on the board (issue 14): arrows (knight moves bent in an L, as
// on Lichess) and circles, all in one mesh whose texture coordinates pick each mark's colour
// from a row of colour texels (one material for every mark). Pure geometry, no Qt3D.
#pragma once

#include "meshdata.h"

#include <vector>

namespace kibitz::board3d {

// The colours of the marks texture, left to right: the four drawing colours of PGN (G R B Y)
// and the engine's arrows.
enum MarkTexel { GreenTexel, RedTexel, BlueTexel, YellowTexel, EngineTexel, MarkTexelCount };

struct ArrowMark {
    int from = 0;
    int to = 0;
    int texel = GreenTexel;
    float width = 0.2f; // shaft width in squares
};

struct CircleMark {
    int square = 0;
    int texel = GreenTexel;
};

// Height of the marks above the board surface.
inline constexpr float kMarkHeight = 0.02f;

// True when from -> to is a knight's jump (the arrow bends).
bool isKnightJump(int from, int to);
// One mesh for all arrows and circles: normals up, texture u at the centre of each mark's texel.
// Pieces of one arrow never overlap, so a translucent arrow has one even shade.
MeshData marksMesh(const std::vector<ArrowMark>& arrows, const std::vector<CircleMark>& circles);

} // namespace kibitz::board3d
