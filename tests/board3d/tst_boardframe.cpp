// Tests for the board frame's flat top: the four-strip texture atlas and the mesh that samples it.
#include "boardgeometry.h"
#include "boardscene.h"

#include <gtest/gtest.h>

#include <Qt3DCore/QEntity>
#include <Qt3DRender/QAbstractTexture>

#include <QImage>

#include <cmath>
#include <optional>
#include <set>

using namespace kibitz::board3d;

namespace {

constexpr int kAtlasWidth = 1024;

// The texture coordinate the frame-top mesh gives world point (x, z), by barycentric
// interpolation in the triangle containing it; empty when no triangle does.
std::optional<QVector2D> uvAt(const MeshData& mesh, float x, float z)
{
    for (std::size_t t = 0; t + 2 < mesh.indices.size(); t += 3) {
        const std::uint32_t i[3] = {mesh.indices[t], mesh.indices[t + 1], mesh.indices[t + 2]};
        const QVector3D a = mesh.positions[i[0]], b = mesh.positions[i[1]], c = mesh.positions[i[2]];
        const float det = (b.x() - a.x()) * (c.z() - a.z()) - (c.x() - a.x()) * (b.z() - a.z());
        const float wb = ((x - a.x()) * (c.z() - a.z()) - (c.x() - a.x()) * (z - a.z())) / det;
        const float wc = ((b.x() - a.x()) * (z - a.z()) - (x - a.x()) * (b.z() - a.z())) / det;
        const float wa = 1.0f - wb - wc;
        if (wa >= -1e-4f && wb >= -1e-4f && wc >= -1e-4f)
            return mesh.texCoords[i[0]] * wa + mesh.texCoords[i[1]] * wb + mesh.texCoords[i[2]] * wc;
    }
    return std::nullopt;
}

// Whether any atlas pixel within radius of uv is closer to the label colour than to the wood.
bool labelNear(const QImage& atlas, const QVector2D& uv, int radius, const BoardPalette& palette)
{
    const int cx = int(uv.x() * atlas.width()), cy = int(uv.y() * atlas.height());
    const float threshold = (palette.frame.x() + palette.label.x()) / 2.0f;
    for (int y = cy - radius; y <= cy + radius; ++y)
        for (int x = cx - radius; x <= cx + radius; ++x)
            if (atlas.rect().contains(x, y) && atlas.pixelColor(x, y).redF() > threshold)
                return true;
    return false;
}

// World point on the label line of edge `side` (0 near, 1 right, 2 far, 3 left) at `along`
// (a file's x for near/far, a rank's -z for left/right, as the labels are laid out).
QVector2D onLabelLine(int side, float along)
{
    switch (side) {
    case 0: return {along, kFrameLabelLine};
    case 1: return {kFrameLabelLine, -along};
    case 2: return {along, -kFrameLabelLine};
    default: return {-kFrameLabelLine, -along};
    }
}

} // namespace

// Four trapezoids facing up, wound counter-clockwise from above, each inside its own strip.
TEST(BoardFrame, TopMeshIsFourUpFacingTrapezoidsInTheirStrips)
{
    const MeshData mesh = frameTopMesh(kAtlasWidth);
    ASSERT_EQ(mesh.vertexCount(), 16);
    ASSERT_EQ(mesh.triangleCount(), 8);
    ASSERT_EQ(mesh.texCoords.size(), mesh.positions.size());
    for (std::size_t t = 0; t < mesh.indices.size(); t += 3) {
        const QVector3D a = mesh.positions[mesh.indices[t]], b = mesh.positions[mesh.indices[t + 1]],
                        c = mesh.positions[mesh.indices[t + 2]];
        EXPECT_GT(QVector3D::crossProduct(b - a, c - a).y(), 0.0f) << "triangle " << t / 3;
    }
    for (int v = 0; v < mesh.vertexCount(); ++v) {
        const int side = v / 4;
        EXPECT_EQ(mesh.normals[v], QVector3D(0, 1, 0));
        EXPECT_FLOAT_EQ(mesh.positions[v].y(), 0.0f);
        const QVector2D uv = mesh.texCoords[v];
        EXPECT_GE(uv.x(), 0.0f);
        EXPECT_LE(uv.x(), 1.0f);
        // Strip `side` covers v in [side/4, (side+1)/4]; the band stays clear of its edges.
        EXPECT_GT(uv.y(), side / 4.0f + 0.01f) << "vertex " << v;
        EXPECT_LT(uv.y(), (side + 1) / 4.0f - 0.01f) << "vertex " << v;
        const float r = std::max(std::abs(mesh.positions[v].x()), std::abs(mesh.positions[v].z()));
        EXPECT_TRUE(std::abs(r - 4.0f) < 1e-5f || std::abs(r - kFrameTop) < 1e-5f) << "vertex " << v;
    }
}

// Where the mesh puts each coordinate on each edge, the atlas holds a glyph; halfway between two
// coordinates it holds wood. So painting and texture coordinates use the same mapping.
TEST(BoardFrame, AtlasShowsEachCoordinateWhereTheMeshSamplesIt)
{
    const BoardPalette palette;
    const QImage atlas = frameAtlas(kAtlasWidth, palette);
    ASSERT_EQ(atlas.size(), QSize(kAtlasWidth, kAtlasWidth / 4));
    const MeshData mesh = frameTopMesh(kAtlasWidth);
    for (int side = 0; side < 4; ++side) {
        for (int i = 0; i < 8; ++i) {
            const QVector2D centre = onLabelLine(side, float(i) - 3.5f);
            const auto uv = uvAt(mesh, centre.x(), centre.y());
            ASSERT_TRUE(uv) << "side " << side << " label " << i;
            EXPECT_TRUE(labelNear(atlas, *uv, 6, palette)) << "side " << side << " label " << i;
            if (i == 7)
                continue;
            const QVector2D gap = onLabelLine(side, float(i) - 3.0f);
            const auto gapUv = uvAt(mesh, gap.x(), gap.y());
            ASSERT_TRUE(gapUv);
            EXPECT_FALSE(labelNear(atlas, *gapUv, 4, palette)) << "side " << side << " gap " << i;
        }
    }
}

// The squares are not part of the frame top: no triangle covers the board's interior.
TEST(BoardFrame, TopMeshLeavesThePlayingAreaOpen)
{
    const MeshData mesh = frameTopMesh(kAtlasWidth);
    EXPECT_FALSE(uvAt(mesh, 0.0f, 0.0f));
    EXPECT_FALSE(uvAt(mesh, 3.9f, 3.9f));
    EXPECT_TRUE(uvAt(mesh, 4.2f, 0.0f));
    EXPECT_FALSE(uvAt(mesh, 4.6f, 0.0f)); // beyond the flat top: the bevel
}

// Marble squares (issue 15): the veins are painted once per colours and reused on every
// highlight repaint; they must stay the same veins of the same colours, change with the
// palette's square colours, and never carry one repaint's highlights into the next.
TEST(BoardSquares, MarbleVeinsFollowThePaletteAndNotTheHighlights)
{
    BoardPalette marble;
    marble.pattern = SquarePattern::Marble;
    const BoardHighlights none;
    BoardHighlights hovered;
    hovered.hover = 28;
    hovered.selected = 12;
    const QImage first = squaresTexture(none, marble, 256);
    EXPECT_NE(squaresTexture(hovered, marble, 256), first);
    EXPECT_EQ(squaresTexture(none, marble, 256), first);

    // Veins: a marble square's pixels vary, a plain one's do not.
    BoardPalette plain = marble;
    plain.pattern = SquarePattern::Plain;
    const QImage flat = squaresTexture(none, plain, 256);
    auto colours = [](const QImage& image) {
        std::set<QRgb> seen;
        for (int y = 2; y < 30; ++y) // inside a1's square (32 px at this size)
            for (int x = 2; x < 30; ++x)
                seen.insert(image.pixel(x, 256 - 1 - y));
        return seen.size();
    };
    EXPECT_EQ(colours(flat), 1u);
    EXPECT_GT(colours(first), 4u);

    // Other square colours give other veins; back to the first colours, the first picture.
    for (QVector3D BoardPalette::*colour : {&BoardPalette::light, &BoardPalette::dark}) {
        BoardPalette other = marble;
        other.*colour = QVector3D(0.2f, 0.5f, 0.3f);
        const QImage changed = squaresTexture(none, other, 256); // right after the first colours
        EXPECT_NE(changed, first);
        EXPECT_GT(colours(changed), 4u) << "no veins";
        squaresTexture(none, plain, 128); // anything else in between: the same picture again
        squaresTexture(none, marble, 128);
        EXPECT_EQ(squaresTexture(none, other, 256), changed) << "veins of the previous colours";
        EXPECT_EQ(squaresTexture(none, marble, 256), first);
    }
    EXPECT_EQ(squaresTexture(none, marble, 512).size(), QSize(512, 512));
}

// The board's painted textures (squares, frame) are plain bilinear textures: Qt 6.4's RHI
// renderer never samples mip levels under a Linear magnification filter, so generating them
// only lengthened the first frame (issue 30); a mipmap minification filter without levels
// would leave the texture incomplete under the OpenGL renderer.
TEST(BoardScene, PaintedTexturesAreBilinearWithoutMipLevels)
{
    BoardScene scene;
    const auto textures = scene.rootEntity()->findChildren<Qt3DRender::QAbstractTexture*>();
    ASSERT_GE(textures.size(), 2);
    for (const Qt3DRender::QAbstractTexture* texture : textures) {
        EXPECT_FALSE(texture->generateMipMaps());
        EXPECT_EQ(texture->mipLevels(), 1);
        const auto min = texture->minificationFilter();
        EXPECT_TRUE(min == Qt3DRender::QAbstractTexture::Linear || min == Qt3DRender::QAbstractTexture::Nearest);
    }
}
