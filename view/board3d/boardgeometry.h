// The board's meshes: 64 squares as one vertex-coloured mesh (highlights are colour changes),
// the frame with its painted coordinate labels, and the legal-target markers.
#pragma once

#include "meshdata.h"

#include <QImage>

#include <vector>

namespace kibitz::board3d {

// What the board should highlight; -1 means "none". Squares: 0 = a1 ... 63 = h8.
struct BoardHighlights {
    int hover = -1;
    int selected = -1;
    int lastFrom = -1;
    int lastTo = -1;
    int check = -1; // square of the king in check
    int hintFrom = -1; // a suggested move (Play > Hint)
    int hintTo = -1;
    std::vector<int> quietTargets;
    std::vector<int> captureTargets;
    std::vector<int> problems; // squares a validation message is about (board editor)

    bool operator==(const BoardHighlights& o) const
    {
        return hover == o.hover && selected == o.selected && lastFrom == o.lastFrom && lastTo == o.lastTo
            && check == o.check && hintFrom == o.hintFrom && hintTo == o.hintTo && quietTargets == o.quietTargets
            && captureTargets == o.captureTargets && problems == o.problems;
    }
    bool operator!=(const BoardHighlights& o) const { return !(*this == o); }
};

// What is drawn over a square's base colour.
enum class SquarePattern { Plain, Marble };

// Colours (linear 0..1 RGB) used on the board, the squares' pattern and whether the frame
// shows the coordinates.
struct BoardPalette {
    QVector3D light{0.86f, 0.76f, 0.60f};
    QVector3D dark{0.56f, 0.38f, 0.25f}; // walnut, the default theme (boardstyle.cpp)
    QVector3D lastMove{0.93f, 0.80f, 0.30f};
    QVector3D hint{0.25f, 0.55f, 0.95f};
    QVector3D selected{0.42f, 0.72f, 0.34f};
    QVector3D hover{1.0f, 1.0f, 1.0f};
    QVector3D check{0.92f, 0.12f, 0.08f};
    QVector3D quiet{0.22f, 0.42f, 0.22f};
    QVector3D capture{0.82f, 0.22f, 0.14f};
    QVector3D frame{0.25f, 0.15f, 0.09f};
    QVector3D label{0.93f, 0.85f, 0.68f};
    SquarePattern pattern = SquarePattern::Plain;
    bool coordinates = true;

    bool operator==(const BoardPalette& o) const
    {
        return light == o.light && dark == o.dark && lastMove == o.lastMove && hint == o.hint && selected == o.selected
            && hover == o.hover && check == o.check && quiet == o.quiet && capture == o.capture && frame == o.frame
            && label == o.label && pattern == o.pattern && coordinates == o.coordinates;
    }
    bool operator!=(const BoardPalette& o) const { return !(*this == o); }
};

// Half width of the frame's outer edge (the playing area is -4..4 on X and Z).
inline constexpr float kFrameOuter = 4.62f;
// Half width of the frame's flat top (the labelled band), flush with the squares.
inline constexpr float kFrameTop = 4.5f;

// Whether a square is a light one (a1 is dark).
bool isLightSquare(int square);

// A flat textured mesh on y = 0 facing up: the ring between the squares inner..outer from the
// centre (inner == 0 gives a full square). Texture coordinates map x, z in -extent..extent
// onto 0..1 (image x = world +X, image y = world +Z, so rank 8 is at the top of the image).
MeshData flatMesh(float inner, float outer, float extent);

// The squares' texture: base colours, highlight tints (last move, hint, selection), the check glow, the hover outline,
// dots on quiet targets and rings on capture targets. Square s covers pixels
// [file * size/8, ...) x [(7 - rank) * size/8, ...).
QImage squaresTexture(const BoardHighlights& highlights, const BoardPalette& palette, int size);

// Distance from the centre of the frame's labelled line (coordinates, between the inlays).
inline constexpr float kFrameLabelLine = 4.25f;

// The frame top's texture as an atlas of width x width/4: four strips of width/16, one per
// edge (near, right, far, left), each holding that edge's band of wood, inlay lines and
// coordinates (a-h, 1-8; upright for White on the near and left edges, for Black on the far and
// right edges). Only the band is stored, a quarter of painting the whole frame from above.
QImage frameAtlas(int width, const BoardPalette& palette);

// The frame's flat top (y = 0, between the squares and kFrameTop): one trapezoid per edge,
// textured from that edge's strip of a frameAtlas of the given width.
MeshData frameTopMesh(int atlasWidth);

// The frame's bevel, outer sides and bottom (lit, untextured).
MeshData frameSideMesh();

} // namespace kibitz::board3d
