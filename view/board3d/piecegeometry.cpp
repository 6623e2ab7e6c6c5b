// Turned pieces: hand-designed (radius, y) profiles revolved around +Y, with extra parts
// (rook merlons, bishop slit, queen crown points, king cross) where turning is not enough.
#include "piecegeometry.h"

#include "meshbuilder.h"

#include <QtMath>

namespace kibitz::board3d {

namespace {

// Normals stay smooth across bends gentler than this (degrees); sharper edges stay hard.
constexpr float kCrease = 38.0f;

// The common foot: base disc with a rounded bead, ending at (radius, y) of the bead's top.
std::vector<QVector2D> footProfile(float radius)
{
    std::vector<QVector2D> p{{0.0f, 0.0f}, {radius, 0.0f}, {radius, 0.045f}};
    appendArc(p, {radius - 0.038f, 0.078f}, 0.038f, -20.0f, 90.0f, 2);
    return p;
}

// Pawn: foot, concave stem, collar and a round head.
MeshData pawnMesh()
{
    std::vector<QVector2D> p = footProfile(0.31f);
    // clang-format off
    p.insert(p.end(), {{0.20f, 0.135f}, {0.145f, 0.19f}, {0.12f, 0.29f},
                       {0.185f, 0.33f}, {0.185f, 0.355f}, {0.10f, 0.385f}});
    // clang-format on
    appendArc(p, {0.0f, 0.485f}, 0.12f, -45.0f, 90.0f, 5);
    MeshBuilder b;
    b.addLathe(p, 18);
    return b.finish(kCrease);
}

// Rook: a straight tower whose hollow top carries six merlons (separate closed blocks).
MeshData rookMesh()
{
    std::vector<QVector2D> p = footProfile(0.34f);
    // clang-format off
    p.insert(p.end(), {{0.245f, 0.15f}, {0.215f, 0.46f}, {0.245f, 0.485f},
                       {0.245f, 0.51f}, {0.22f, 0.53f}, {0.262f, 0.615f}, {0.265f, 0.66f},
                       {0.195f, 0.66f}, {0.195f, 0.62f}, {0.0f, 0.62f}});
    // clang-format on
    MeshBuilder b;
    b.addLathe(p, 20);
    // clang-format off
    const std::vector<QVector2D> merlon{{0.262f, 0.65f}, {0.262f, 0.745f},
                                        {0.198f, 0.745f}, {0.198f, 0.65f}};
    // clang-format on
    constexpr int kMerlons = 6;
    const float span = 2.0f * float(M_PI) / kMerlons;
    for (int i = 0; i < kMerlons; ++i) {
        const float a = span * (float(i) + 0.25f);
        b.addSweep(merlon, a - 0.3f * span, a + 0.3f * span, 2);
    }
    return b.finish(kCrease);
}

// Bishop head: a convex mitre with a diagonal slit cut from the front (+Z) past its axis.
// The slit removes a slab from the front part; the head is the union of three convex pieces
// (front below the slit, front above it, back), which overlap only in a thin sliver.
MeshBuilder bishopHead()
{
    // clang-format off
    std::vector<QVector2D> p{{0.0f, 0.54f}, {0.07f, 0.55f}, {0.115f, 0.585f}, {0.135f, 0.635f},
                             {0.133f, 0.69f}, {0.115f, 0.745f}, {0.083f, 0.795f},
                             {0.04f, 0.835f}, {0.0f, 0.85f}};
    // clang-format on
    MeshBuilder head;
    head.addLathe(p, 12);
    const QVector3D n = QVector3D(-0.75f, 1.0f, 0.0f).normalized();
    const float d = QVector3D::dotProduct(n, {0.0f, 0.715f, 0.0f});
    const float halfWidth = 0.014f;
    const float depth = 0.035f; // the slit ends just behind the axis, at z = -depth
    const MeshBuilder front = head.clipped({0.0f, 0.0f, -1.0f}, depth + 0.002f);
    MeshBuilder result = front.clipped(n, d - halfWidth);
    result.append(front.clipped(-n, -(d + halfWidth)));
    result.append(head.clipped({0.0f, 0.0f, 1.0f}, -depth));
    return result;
}

// Bishop: slender stem, collar, slit mitre and a small ball on top.
MeshData bishopMesh()
{
    std::vector<QVector2D> p = footProfile(0.32f);
    // clang-format off
    p.insert(p.end(), {{0.19f, 0.14f}, {0.12f, 0.22f}, {0.085f, 0.45f},
                       {0.165f, 0.48f}, {0.17f, 0.505f}, {0.14f, 0.525f}, {0.0f, 0.545f}});
    // clang-format on
    MeshBuilder b;
    b.addLathe(p, 14);
    b.append(bishopHead());
    std::vector<QVector2D> ball{{0.0f, 0.835f}};
    appendArc(ball, {0.0f, 0.875f}, 0.035f, -50.0f, 90.0f, 3);
    b.addLathe(ball, 8);
    return b.finish(kCrease);
}

// Queen: tall stem flaring into a crown whose rim rises into eight points, topped by a ball.
MeshData queenMesh()
{
    std::vector<QVector2D> p = footProfile(0.35f);
    // clang-format off
    p.insert(p.end(), {{0.20f, 0.15f}, {0.13f, 0.24f}, {0.095f, 0.45f},
                       {0.165f, 0.585f}, {0.17f, 0.61f}, {0.10f, 0.64f}, {0.125f, 0.75f},
                       {0.175f, 0.85f}, {0.205f, 0.91f}, {0.19f, 0.93f},
                       {0.16f, 0.92f}, {0.09f, 0.915f}, {0.055f, 0.955f}});
    // clang-format on
    const int rimFirst = static_cast<int>(p.size()) - 5; // outer rim, tip, inner rim
    appendArc(p, {0.0f, 1.005f}, 0.05f, -45.0f, 90.0f, 3);
    constexpr int kSegments = 16; // 8 crown points, every other segment
    auto crown = [rimFirst](int ring, int segment, QVector3D& v) {
        if (ring < rimFirst || ring > rimFirst + 2)
            return;
        const bool tip = segment % 2 == 0;
        const float lift = ring == rimFirst ? 0.5f : 1.0f;
        v.setY(v.y() + lift * (tip ? 0.045f : -0.012f));
    };
    MeshBuilder b;
    b.addLathe(p, kSegments, crown);
    return b.finish(kCrease);
}

// King: like the queen but broader, with a domed cap carrying a cross.
MeshData kingMesh()
{
    std::vector<QVector2D> p = footProfile(0.36f);
    // clang-format off
    p.insert(p.end(), {{0.21f, 0.155f}, {0.14f, 0.25f}, {0.10f, 0.58f},
                       {0.18f, 0.615f}, {0.185f, 0.64f}, {0.11f, 0.67f}, {0.13f, 0.77f},
                       {0.18f, 0.87f}, {0.205f, 0.935f}, {0.17f, 0.955f},
                       {0.12f, 0.985f}, {0.06f, 1.005f}, {0.0f, 1.01f}});
    // clang-format on
    MeshBuilder b;
    b.addLathe(p, 18);
    b.addBox({-0.03f, 0.98f, -0.03f}, {0.03f, 1.27f, 0.03f});
    b.addBox({-0.10f, 1.14f, -0.026f}, {0.10f, 1.195f, 0.026f});
    return b.finish(kCrease);
}

} // namespace

// The mesh of one piece type.
MeshData pieceMesh(PieceType type)
{
    switch (type) {
    case PieceType::Pawn: return pawnMesh();
    case PieceType::Knight: return knightMesh();
    case PieceType::Bishop: return bishopMesh();
    case PieceType::Rook: return rookMesh();
    case PieceType::Queen: return queenMesh();
    case PieceType::King: return kingMesh();
    }
    return {};
}

// Maps a FEN letter to its piece type.
std::optional<PieceType> pieceTypeFromFen(char letter)
{
    switch (letter) {
    case 'p':
    case 'P': return PieceType::Pawn;
    case 'n':
    case 'N': return PieceType::Knight;
    case 'b':
    case 'B': return PieceType::Bishop;
    case 'r':
    case 'R': return PieceType::Rook;
    case 'q':
    case 'Q': return PieceType::Queen;
    case 'k':
    case 'K': return PieceType::King;
    default: return std::nullopt;
    }
}

} // namespace kibitz::board3d
