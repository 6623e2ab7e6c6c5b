// Tests for the generated piece meshes: validity, watertightness, orientation, budget, size.
#include "piecegeometry.h"

#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <numeric>
#include <tuple>

using namespace kibitz::board3d;

namespace {

const PieceType kAll[] = {PieceType::Pawn, PieceType::Knight, PieceType::Bishop,
                          PieceType::Rook, PieceType::Queen,  PieceType::King};

// Names for failure messages.
const char* name(PieceType t)
{
    static const char* names[] = {"pawn", "knight", "bishop", "rook", "queen", "king"};
    return names[int(t)];
}

// Vertex ids after merging vertices at the same position (normals split vertices at creases).
std::vector<int> weld(const MeshData& m)
{
    std::map<std::tuple<long, long, long>, int> ids;
    std::vector<int> out;
    for (const QVector3D& p : m.positions) {
        const auto key = std::make_tuple(std::lround(p.x() * 1e5), std::lround(p.y() * 1e5), std::lround(p.z() * 1e5));
        out.push_back(ids.emplace(key, int(ids.size())).first->second);
    }
    return out;
}

// Union-find root.
int root(std::vector<int>& parent, int i)
{
    while (parent[i] != i)
        i = parent[i] = parent[parent[i]];
    return i;
}

// Highest point of a mesh.
float top(const MeshData& m)
{
    float y = -1e9f;
    for (const QVector3D& p : m.positions)
        y = std::max(y, p.y());
    return y;
}

class PieceMesh : public ::testing::TestWithParam<PieceType> { };

} // namespace

TEST_P(PieceMesh, IndicesAndNormalsAreValid)
{
    const MeshData m = pieceMesh(GetParam());
    ASSERT_EQ(m.indices.size() % 3, 0u);
    ASSERT_EQ(m.normals.size(), m.positions.size());
    for (std::uint32_t i : m.indices)
        ASSERT_LT(i, m.positions.size());
    for (size_t i = 0; i < m.positions.size(); ++i) {
        EXPECT_TRUE(std::isfinite(m.positions[i].lengthSquared()));
        EXPECT_NEAR(m.normals[i].length(), 1.0f, 1e-4f) << name(GetParam()) << " vertex " << i;
    }
}

TEST_P(PieceMesh, TriangleBudgetSuitsSoftwareRendering)
{
    const MeshData m = pieceMesh(GetParam());
    EXPECT_GE(m.triangleCount(), 250) << name(GetParam());
    EXPECT_LE(m.triangleCount(), 850) << name(GetParam());
}

// Every edge is run as often in one direction as in the other: no holes, no flipped faces.
TEST_P(PieceMesh, IsClosedAndConsistentlyOriented)
{
    const MeshData m = pieceMesh(GetParam());
    const std::vector<int> id = weld(m);
    std::map<std::pair<int, int>, int> directed;
    for (size_t t = 0; t < m.indices.size(); t += 3) {
        const int v[3] = {id[m.indices[t]], id[m.indices[t + 1]], id[m.indices[t + 2]]};
        ASSERT_TRUE(v[0] != v[1] && v[1] != v[2] && v[0] != v[2]) << "degenerate triangle";
        for (int e = 0; e < 3; ++e)
            ++directed[{v[e], v[(e + 1) % 3]}];
    }
    // Overlapping closed parts may share an edge, so count both directions rather than
    // demanding exactly one of each.
    for (const auto& [edge, count] : directed) {
        const auto back = directed.find({edge.second, edge.first});
        EXPECT_TRUE(back != directed.end() && back->second == count)
            << name(GetParam()) << ": open or inconsistently oriented edge";
    }
}

// Each connected closed part encloses positive volume (faces point outwards), and every
// vertex normal leans the same way as the faces that use it.
TEST_P(PieceMesh, NormalsPointOutwards)
{
    const MeshData m = pieceMesh(GetParam());
    const std::vector<int> id = weld(m);
    std::vector<int> parent(m.positions.size());
    std::iota(parent.begin(), parent.end(), 0);
    for (size_t t = 0; t < m.indices.size(); t += 3)
        for (int e = 1; e < 3; ++e)
            parent[root(parent, id[m.indices[t]])] = root(parent, id[m.indices[t + e]]);
    std::map<int, double> volume;
    for (size_t t = 0; t < m.indices.size(); t += 3) {
        const QVector3D &a = m.positions[m.indices[t]], &b = m.positions[m.indices[t + 1]],
                        &c = m.positions[m.indices[t + 2]];
        QVector3D face = QVector3D::crossProduct(b - a, c - a);
        face /= std::max(face.length(), 1e-30f);
        volume[root(parent, id[m.indices[t]])] += QVector3D::dotProduct(a, QVector3D::crossProduct(b, c)) / 6.0;
        for (int k = 0; k < 3; ++k)
            EXPECT_GT(QVector3D::dotProduct(face, m.normals[m.indices[t + k]]), 0.3f)
                << name(GetParam()) << " triangle " << t / 3;
    }
    EXPECT_GE(volume.size(), 1u);
    for (const auto& [part, v] : volume)
        EXPECT_GT(v, 1e-6) << name(GetParam()) << " part " << part;
}

// Stands on y = 0, fits inside its square, and its widest point is the foot.
TEST_P(PieceMesh, StandsOnTheBoardInsideItsSquare)
{
    const MeshData m = pieceMesh(GetParam());
    float minY = 1e9f, footRadius = 0.0f, upperRadius = 0.0f;
    for (const QVector3D& p : m.positions) {
        minY = std::min(minY, p.y());
        const float r = std::hypot(p.x(), p.z());
        (p.y() < 0.1f ? footRadius : upperRadius) = std::max(p.y() < 0.1f ? footRadius : upperRadius, r);
    }
    EXPECT_NEAR(minY, 0.0f, 1e-6f) << name(GetParam());
    EXPECT_LE(footRadius, kMaxBaseRadius + 1e-5f) << name(GetParam());
    EXPECT_GE(footRadius, 0.28f) << name(GetParam());
    EXPECT_LT(upperRadius, 0.47f) << name(GetParam()); // leaves room next to neighbours
}

INSTANTIATE_TEST_SUITE_P(AllPieces, PieceMesh, ::testing::ValuesIn(kAll),
                         [](const auto& info) { return std::string(name(info.param)); });

TEST(PieceGeometry, HeightsRankKingQueenBishopKnightRookPawn)
{
    const float heights[] = {top(pieceMesh(PieceType::King)),   top(pieceMesh(PieceType::Queen)),
                             top(pieceMesh(PieceType::Bishop)), top(pieceMesh(PieceType::Knight)),
                             top(pieceMesh(PieceType::Rook)),   top(pieceMesh(PieceType::Pawn))};
    for (int i = 0; i + 1 < 6; ++i)
        EXPECT_GT(heights[i], heights[i + 1] + 0.03f) << "rank " << i;
    EXPECT_LT(heights[0], 1.5f);
    EXPECT_GT(heights[5], 0.45f);
}

// Smooth where round (the pawn's crown), hard where sharp (the foot's bottom rim).
TEST(PieceGeometry, PawnIsSmoothOnTopAndCreasedAtTheFoot)
{
    const MeshData m = pieceMesh(PieceType::Pawn);
    size_t highest = 0;
    int downRim = 0, sideRim = 0;
    for (size_t i = 0; i < m.positions.size(); ++i) {
        if (m.positions[i].y() > m.positions[highest].y())
            highest = i;
        if (m.positions[i].y() == 0.0f && std::hypot(m.positions[i].x(), m.positions[i].z()) > 0.3f) {
            downRim += m.normals[i].y() < -0.99f;
            sideRim += std::abs(m.normals[i].y()) < 0.2f;
        }
    }
    EXPECT_GT(m.normals[highest].y(), 0.99f);
    EXPECT_GT(downRim, 8);
    EXPECT_GT(sideRim, 8);
}

TEST(PieceGeometry, FenLettersMapToTypes)
{
    EXPECT_EQ(pieceTypeFromFen('N'), PieceType::Knight);
    EXPECT_EQ(pieceTypeFromFen('k'), PieceType::King);
    EXPECT_EQ(pieceTypeFromFen('p'), PieceType::Pawn);
    EXPECT_FALSE(pieceTypeFromFen('.').has_value());
    EXPECT_FALSE(pieceTypeFromFen('x').has_value());
}
