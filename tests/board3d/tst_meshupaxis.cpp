// Which way a custom piece set stands (issue 15): STL files are Z-up by convention, OBJ files
// Y-up, and a set whose pieces are clearly longest along another axis stands on that one. The
// sets are generated: tapered square towers (wide foot, narrow head), written along any axis.
#include "boardstyle.h"
#include "meshfile.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <array>

using namespace kibitz::board3d;

namespace {

const char* const kStems[] = {"pawn", "knight", "bishop", "rook", "queen", "king"};

// A tapered tower: a square foot of half-width `foot` at height 0, a square head of half-width
// `head` at height `height`; `up` (0 = x, 1 = y, 2 = z) is the axis it stands along. Corners as
// (x, y, z) and the 12 outward triangles.
struct Tower {
    std::array<std::array<float, 3>, 8> corners;
    std::array<std::array<int, 3>, 12> triangles;
};
Tower tower(float foot, float head, float height, int up, bool upsideDown = false)
{
    Tower t;
    const int a = (up + 1) % 3, b = (up + 2) % 3; // a, b, up is a right-handed frame
    for (int i = 0; i < 8; ++i) {
        const bool top = i >= 4;
        const float half = top ? head : foot;
        std::array<float, 3> p{};
        p[size_t(a)] = (i & 1) ? half : -half;
        p[size_t(b)] = (i & 2) ? half : -half;
        p[size_t(up)] = top ? height : 0.0f;
        if (upsideDown) { // a half turn about axis a: foot up, head down, still outward
            p[size_t(up)] = -p[size_t(up)];
            p[size_t(b)] = -p[size_t(b)];
        }
        t.corners[size_t(i)] = p;
    }
    // Outward winding in the (a, b, up) frame.
    t.triangles = {{{0, 2, 3},
                    {0, 3, 1},
                    {4, 5, 7},
                    {4, 7, 6},
                    {0, 1, 5},
                    {0, 5, 4},
                    {2, 6, 7},
                    {2, 7, 3},
                    {0, 4, 6},
                    {0, 6, 2},
                    {1, 3, 7},
                    {1, 7, 5}}};
    return t;
}

// The tower as ASCII STL.
QByteArray stlText(const Tower& t)
{
    QByteArray s = "solid tower\n";
    for (const auto& tri : t.triangles) {
        s += "facet normal 0 0 0\nouter loop\n";
        for (int c : tri) {
            const auto& p = t.corners[size_t(c)];
            s += "vertex " + QByteArray::number(p[0]) + ' ' + QByteArray::number(p[1]) + ' ' + QByteArray::number(p[2])
                + '\n';
        }
        s += "endloop\nendfacet\n";
    }
    return s + "endsolid tower\n";
}

// The tower as OBJ.
QByteArray objText(const Tower& t)
{
    QByteArray s;
    for (const auto& p : t.corners)
        s += "v " + QByteArray::number(p[0]) + ' ' + QByteArray::number(p[1]) + ' ' + QByteArray::number(p[2]) + '\n';
    for (const auto& tri : t.triangles)
        s += "f " + QByteArray::number(tri[0] + 1) + ' ' + QByteArray::number(tri[1] + 1) + ' '
            + QByteArray::number(tri[2] + 1) + '\n';
    return s;
}

// Writes six towers (taller for the higher pieces) in one format, standing along `up`; a
// squat set is as wide as it is tall, so its shape tells no axis.
QString writeSet(const QTemporaryDir& dir, const char* suffix, int up, bool squat = false, bool upsideDown = false)
{
    for (int i = 0; i < 6; ++i) {
        const Tower t = tower(2.0f, 1.0f, squat ? 4.0f : 7.0f + float(i), up, upsideDown);
        QFile f(QDir(dir.path()).filePath(QLatin1String(kStems[i]) + QLatin1Char('.') + QLatin1String(suffix)));
        EXPECT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(suffix) == "stl" ? stlText(t) : objText(t));
    }
    return dir.path();
}

// Extents of a mesh along x, y, z, and its half-widths (largest |x|) at the bottom and top.
struct Shape {
    float extent[3] = {0, 0, 0};
    float bottomWidth = 0, topWidth = 0;
};
Shape shapeOf(const MeshData& m)
{
    QVector3D lo = m.positions.front(), hi = lo;
    for (const QVector3D& p : m.positions)
        for (int k = 0; k < 3; ++k) {
            lo[k] = std::min(lo[k], p[k]);
            hi[k] = std::max(hi[k], p[k]);
        }
    Shape s;
    for (int k = 0; k < 3; ++k)
        s.extent[k] = hi[k] - lo[k];
    for (const QVector3D& p : m.positions) {
        float& w = p.y() < (lo.y() + hi.y()) / 2 ? s.bottomWidth : s.topWidth;
        w = std::max(w, std::abs(p.x()));
    }
    return s;
}

// Every piece of the set stands up: tallest along the scene's up axis (y), foot down.
void expectStanding(const QString& folder, const char* what)
{
    QString error;
    const std::optional<PieceMeshes> set = loadPieceSet(folder, &error);
    ASSERT_TRUE(set) << qPrintable(error);
    for (int t = 0; t < kPieceTypeCount; ++t) {
        const Shape s = shapeOf((*set)[size_t(t)]);
        EXPECT_GT(s.extent[1], s.extent[0]) << what << ' ' << kStems[t];
        EXPECT_GT(s.extent[1], s.extent[2]) << what << ' ' << kStems[t];
        EXPECT_GT(s.bottomWidth, s.topWidth * 1.5f) << what << ' ' << kStems[t] << " is upside down";
    }
}

} // namespace

TEST(MeshUpAxis, AZUpStlSetStandsUp)
{
    QTemporaryDir dir;
    expectStanding(writeSet(dir, "stl", 2), "Z-up STL");
}

TEST(MeshUpAxis, AYUpObjSetStandsUp)
{
    QTemporaryDir dir;
    expectStanding(writeSet(dir, "obj", 1), "Y-up OBJ");
}

// Against the conventions, the shape decides: these pieces are clearly longest along that axis.
TEST(MeshUpAxis, ASetLongestAlongAnotherAxisStandsOnIt)
{
    QTemporaryDir zObj, yStl, xObj;
    expectStanding(writeSet(zObj, "obj", 2), "Z-up OBJ");
    expectStanding(writeSet(yStl, "stl", 1), "Y-up STL");
    expectStanding(writeSet(xObj, "obj", 0), "X-up OBJ");
}

// A shape that tells no axis (as wide as tall) follows the format's convention: an STL set's
// towers grow along z in the file, so they stand along y in the scene.
TEST(MeshUpAxis, AnUndecidedShapeFollowsTheConvention)
{
    QTemporaryDir stl, obj;
    QString error;
    const PieceMeshes fromStl = *loadPieceSet(writeSet(stl, "stl", 2, true), &error);
    const PieceMeshes fromObj = *loadPieceSet(writeSet(obj, "obj", 1, true), &error);
    for (int t = 0; t < kPieceTypeCount; ++t) {
        EXPECT_GT(shapeOf(fromStl[size_t(t)]).bottomWidth, shapeOf(fromStl[size_t(t)]).topWidth * 1.5f) << kStems[t];
        EXPECT_GT(shapeOf(fromObj[size_t(t)]).bottomWidth, shapeOf(fromObj[size_t(t)]).topWidth * 1.5f) << kStems[t];
    }
}

// A set stored upside down (each piece turned half round, foot up) stands on its feet: a chess
// piece is widest at its foot.
TEST(MeshUpAxis, ASetStoredUpsideDownStandsOnItsFeet)
{
    QTemporaryDir zStl, yObj, xObj, squat;
    expectStanding(writeSet(zStl, "stl", 2, false, true), "upside-down Z-up STL");
    expectStanding(writeSet(yObj, "obj", 1, false, true), "upside-down Y-up OBJ");
    expectStanding(writeSet(xObj, "obj", 0, false, true), "upside-down X-up OBJ");
    QString error; // as wide as tall: the convention's axis, the foot still found
    const PieceMeshes fromSquat = *loadPieceSet(writeSet(squat, "stl", 2, true, true), &error);
    for (int t = 0; t < kPieceTypeCount; ++t)
        EXPECT_GT(shapeOf(fromSquat[size_t(t)]).bottomWidth, shapeOf(fromSquat[size_t(t)]).topWidth * 1.5f)
            << kStems[t];
}

// The rule holds for real piece shapes: each built-in set, as the scene has it (upright), is
// upright by it, and the same set turned half round is not.
TEST(MeshUpAxis, TheBuiltInSetsReadAsUpright)
{
    for (const QString& name : pieceSetNames()) {
        QString error;
        std::optional<PieceMeshes> set = loadPieceSet(name, &error);
        ASSERT_TRUE(set) << qPrintable(error);
        std::vector<const MeshData*> all;
        for (const MeshData& m : *set)
            all.push_back(&m);
        EXPECT_FALSE(upsideDown(all, 1)) << qPrintable(name);
        for (MeshData& m : *set)
            turnUpright(m, 1, true);
        EXPECT_TRUE(upsideDown(all, 1)) << qPrintable(name) << " turned over";
    }
}
