// Two geometric piece sets built in code: "modern" (slim faceted forms after the Staunton
// outline) and "bauhaus" (cubes, cylinders and balls whose shape hints at the move).
#include "piecegeometry.h"

#include "meshbuilder.h"

#include <QMatrix4x4>
#include <QtMath>

namespace kibitz::board3d {

namespace {

// Faceted look: normals stay hard across every edge of an octagonal lathe.
constexpr float kFacetCrease = 20.0f;
constexpr int kFacets = 8;

// Appends a box transformed by m (which keeps orientation, so triangles stay outward).
void addBoxTransformed(MeshBuilder& b, const QVector3D& lo, const QVector3D& hi, const QMatrix4x4& m)
{
    MeshBuilder box;
    box.addBox(lo, hi);
    const auto base = std::uint32_t(b.positions().size());
    for (const QVector3D& p : box.positions())
        b.addVertex(m.map(p));
    const std::vector<std::uint32_t>& idx = box.indices();
    for (size_t i = 0; i + 2 < idx.size(); i += 3)
        b.addTriangle(base + idx[i], base + idx[i + 1], base + idx[i + 2]);
}

// A lathe from (radius, y) pairs: bottom pole, the given rings, top pole.
void addTurned(MeshBuilder& b, std::vector<QVector2D> rings, int segments = kFacets)
{
    rings.insert(rings.begin(), QVector2D(0.0f, rings.front().y()));
    rings.push_back(QVector2D(0.0f, rings.back().y()));
    b.addLathe(rings, segments);
}

// A ball of the given radius centred at height y.
void addBall(MeshBuilder& b, float radius, float y, int segments = 10)
{
    std::vector<QVector2D> p{{0.0f, y - radius}};
    appendArc(p, {0.0f, y}, radius, -90.0f, 90.0f, 5, true);
    b.addLathe(p, segments);
}

// The modern set's common foot: a low octagonal plinth, then a faceted taper to topRadius.
void modernFoot(MeshBuilder& b, float radius, float topRadius, float height)
{
    addTurned(b, {{radius, 0.0f}, {radius, 0.07f}, {radius * 0.78f, 0.10f}, {topRadius, height}});
}

// Modern pawn: plinth, cone and a faceted ball.
MeshData modernPawn()
{
    MeshBuilder b;
    modernFoot(b, 0.28f, 0.08f, 0.40f);
    addBall(b, 0.13f, 0.47f, kFacets);
    return b.finish(kFacetCrease);
}

// Modern rook: a straight octagonal tower whose top carries four square merlons.
MeshData modernRook()
{
    MeshBuilder b;
    addTurned(b, {{0.32f, 0.0f}, {0.32f, 0.07f}, {0.28f, 0.10f}, {0.25f, 0.50f}, {0.29f, 0.53f}, {0.29f, 0.57f}});
    for (int i = 0; i < 4; ++i) {
        QMatrix4x4 m;
        m.rotate(45.0f + 90.0f * float(i), 0.0f, 1.0f, 0.0f);
        addBoxTransformed(b, {0.15f, 0.56f, -0.09f}, {0.28f, 0.68f, 0.09f}, m);
    }
    return b.finish(kFacetCrease);
}

// Modern knight: plinth, a neck leaning back, a head angled down towards +X, ears and mane.
MeshData modernKnight()
{
    MeshBuilder b;
    modernFoot(b, 0.30f, 0.18f, 0.22f);
    QMatrix4x4 neck;
    neck.translate(-0.02f, 0.20f, 0.0f);
    neck.rotate(12.0f, 0.0f, 0.0f, 1.0f);
    addBoxTransformed(b, {-0.15f, 0.0f, -0.085f}, {0.12f, 0.62f, 0.085f}, neck);
    QMatrix4x4 head;
    head.translate(-0.08f, 0.80f, 0.0f);
    head.rotate(-40.0f, 0.0f, 0.0f, 1.0f);
    addBoxTransformed(b, {-0.04f, -0.14f, -0.075f}, {0.34f, 0.05f, 0.075f}, head);
    QMatrix4x4 ears;
    ears.translate(-0.15f, 0.84f, 0.0f);
    ears.rotate(-15.0f, 0.0f, 0.0f, 1.0f);
    addBoxTransformed(b, {-0.04f, 0.0f, -0.06f}, {0.05f, 0.15f, 0.06f}, ears);
    QMatrix4x4 mane;
    mane.translate(-0.20f, 0.30f, 0.0f);
    mane.rotate(14.0f, 0.0f, 0.0f, 1.0f);
    addBoxTransformed(b, {-0.05f, 0.0f, -0.03f}, {0.02f, 0.52f, 0.03f}, mane);
    return b.finish(kFacetCrease);
}

// Modern bishop: slim taper to a pointed mitre split by a slanted slit, and a small ball.
MeshData modernBishop()
{
    MeshBuilder b;
    modernFoot(b, 0.29f, 0.07f, 0.50f);
    MeshBuilder mitre;
    addTurned(mitre, {{0.09f, 0.50f}, {0.15f, 0.60f}, {0.145f, 0.69f}, {0.10f, 0.79f}, {0.03f, 0.89f}}, kFacets);
    const QVector3D n = QVector3D(0.0f, 1.0f, 0.9f).normalized();
    const float d = QVector3D::dotProduct(n, {0.0f, 0.71f, 0.0f});
    b.append(mitre.clipped(n, d - 0.015f));
    b.append(mitre.clipped(-n, -(d + 0.015f)));
    addBall(b, 0.035f, 0.91f, kFacets);
    return b.finish(kFacetCrease);
}

// Modern queen: taper, a wide inverted cone for the crown with eight points, and a ball.
MeshData modernQueen()
{
    MeshBuilder b;
    modernFoot(b, 0.33f, 0.08f, 0.66f);
    addTurned(b, {{0.08f, 0.64f}, {0.20f, 0.88f}, {0.17f, 0.90f}, {0.06f, 0.86f}});
    for (int i = 0; i < 8; ++i) {
        QMatrix4x4 m;
        m.rotate(22.5f + 45.0f * float(i), 0.0f, 1.0f, 0.0f);
        addBoxTransformed(b, {0.14f, 0.86f, -0.025f}, {0.20f, 0.97f, 0.025f}, m);
    }
    addBall(b, 0.06f, 0.95f, kFacets);
    return b.finish(kFacetCrease);
}

// Modern king: the tallest taper, a flat octagonal cap and a block cross.
MeshData modernKing()
{
    MeshBuilder b;
    modernFoot(b, 0.34f, 0.09f, 0.74f);
    addTurned(b, {{0.09f, 0.72f}, {0.21f, 0.92f}, {0.21f, 0.96f}, {0.10f, 1.00f}});
    b.addBox({-0.035f, 0.98f, -0.035f}, {0.035f, 1.27f, 0.035f});
    b.addBox({-0.11f, 1.13f, -0.03f}, {0.11f, 1.19f, 0.03f});
    return b.finish(kFacetCrease);
}

// A Bauhaus pedestal: a thin square plate the other blocks stand on.
void bauhausPlate(MeshBuilder& b, float half) { b.addBox({-half, 0.0f, -half}, {half, 0.05f, half}); }

// Bauhaus pawn: a small cube.
MeshData bauhausPawn()
{
    MeshBuilder b;
    bauhausPlate(b, 0.24f);
    b.addBox({-0.17f, 0.05f, -0.17f}, {0.17f, 0.42f, 0.17f});
    return b.finish(kFacetCrease);
}

// Bauhaus rook: a tall cube (moves straight).
MeshData bauhausRook()
{
    MeshBuilder b;
    bauhausPlate(b, 0.29f);
    b.addBox({-0.24f, 0.05f, -0.24f}, {0.24f, 0.64f, 0.24f});
    return b.finish(kFacetCrease);
}

// Bauhaus knight: an L of blocks (one step, then one aside), its tip towards +X.
MeshData bauhausKnight()
{
    MeshBuilder b;
    bauhausPlate(b, 0.27f);
    b.addBox({-0.24f, 0.05f, -0.15f}, {0.04f, 0.80f, 0.15f});
    b.addBox({0.04f, 0.52f, -0.15f}, {0.30f, 0.80f, 0.15f});
    return b.finish(kFacetCrease);
}

// Bauhaus bishop: two slabs crossing as an X (moves diagonally).
MeshData bauhausBishop()
{
    MeshBuilder b;
    bauhausPlate(b, 0.26f);
    for (float angle : {45.0f, -45.0f}) {
        QMatrix4x4 m;
        m.translate(0.0f, 0.46f, 0.0f);
        m.rotate(angle, 0.0f, 0.0f, 1.0f);
        addBoxTransformed(b, {-0.07f, -0.50f, -0.07f}, {0.07f, 0.50f, 0.07f}, m);
    }
    return b.finish(kFacetCrease);
}

// Bauhaus queen: a cylinder carrying a large ball.
MeshData bauhausQueen()
{
    MeshBuilder b;
    bauhausPlate(b, 0.29f);
    addTurned(b, {{0.25f, 0.05f}, {0.25f, 0.40f}, {0.14f, 0.46f}, {0.14f, 0.60f}}, 16);
    addBall(b, 0.20f, 0.76f, 16);
    return b.finish(35.0f);
}

// Bauhaus king: a cube with a smaller cube turned 45 degrees on top.
MeshData bauhausKing()
{
    MeshBuilder b;
    bauhausPlate(b, 0.30f);
    b.addBox({-0.25f, 0.05f, -0.25f}, {0.25f, 0.62f, 0.25f});
    QMatrix4x4 m;
    m.translate(0.0f, 0.78f, 0.0f);
    m.rotate(45.0f, 0.0f, 1.0f, 0.0f);
    m.rotate(45.0f, 1.0f, 0.0f, 0.0f);
    addBoxTransformed(b, {-0.18f, -0.18f, -0.18f}, {0.18f, 0.18f, 0.18f}, m);
    return b.finish(kFacetCrease);
}

} // namespace

// The modern set's mesh of one piece type.
MeshData modernPieceMesh(PieceType type)
{
    switch (type) {
    case PieceType::Pawn: return modernPawn();
    case PieceType::Knight: return modernKnight();
    case PieceType::Bishop: return modernBishop();
    case PieceType::Rook: return modernRook();
    case PieceType::Queen: return modernQueen();
    case PieceType::King: return modernKing();
    }
    return {};
}

// The Bauhaus set's mesh of one piece type.
MeshData bauhausPieceMesh(PieceType type)
{
    switch (type) {
    case PieceType::Pawn: return bauhausPawn();
    case PieceType::Knight: return bauhausKnight();
    case PieceType::Bishop: return bauhausBishop();
    case PieceType::Rook: return bauhausRook();
    case PieceType::Queen: return bauhausQueen();
    case PieceType::King: return bauhausKing();
    }
    return {};
}

} // namespace kibitz::board3d
