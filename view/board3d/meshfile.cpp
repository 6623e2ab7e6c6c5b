// OBJ and STL readers: positions and faces only (materials and texture coordinates are
// ignored, since a set takes its colours from the theme).
#include "meshfile.h"

#include "meshbuilder.h"

#include "errortext.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QtEndian>

#include <algorithm>
#include <array>
#include <climits>
#include <cmath>
#include <cstring>

namespace kibitz::board3d {

// The readers' translation context.
struct MeshFile {
    Q_DECLARE_TR_FUNCTIONS(MeshFile)
};

namespace {

constexpr float kSmoothCrease = 40.0f;
constexpr float kMaxFootRadius = 0.40f; // inside a square of 1.0 with a little room
constexpr qint64 kMaxFileBytes = qint64(256) << 20; // a detailed piece takes a few MB

// OBJ face corner "v", "v/vt", "v//vn" or "v/vt/vn": the position index (0-based), or -1.
long objIndex(const QByteArray& corner, long vertexCount)
{
    bool ok = false;
    const long i = corner.split('/').first().toLong(&ok);
    if (!ok || i == 0)
        return -1;
    const long index = i > 0 ? i - 1 : vertexCount + i; // negative indices count from the end
    return index >= 0 && index < vertexCount ? index : -1;
}

// Wavefront OBJ: "v x y z" and "f a b c ..." (polygons become triangle fans).
bool readObj(const QByteArray& data, MeshBuilder& b, QString* error)
{
    long line = 0;
    for (const QByteArray& raw : data.split('\n')) {
        ++line;
        const QList<QByteArray> parts = raw.simplified().split(' ');
        if (parts.first() == "v") {
            bool ok[3] = {parts.size() >= 4, parts.size() >= 4, parts.size() >= 4};
            const float x = ok[0] ? parts[1].toFloat(&ok[0]) : 0.0f;
            const float y = ok[1] ? parts[2].toFloat(&ok[1]) : 0.0f;
            const float z = ok[2] ? parts[3].toFloat(&ok[2]) : 0.0f;
            if (!ok[0] || !ok[1] || !ok[2] || !std::isfinite(x) || !std::isfinite(y) || !std::isfinite(z)) {
                *error = MeshFile::tr("line %1: a vertex needs three numbers").arg(line);
                return false;
            }
            b.addVertex({x, y, z});
        } else if (parts.first() == "f") {
            std::vector<std::uint32_t> corners;
            for (int i = 1; i < parts.size(); ++i) {
                const long index = objIndex(parts[i], long(b.positions().size()));
                if (index < 0) {
                    *error = MeshFile::tr("line %1: the face refers to a vertex that does not exist").arg(line);
                    return false;
                }
                corners.push_back(std::uint32_t(index));
            }
            if (corners.size() < 3) {
                *error = MeshFile::tr("line %1: a face needs at least three corners").arg(line);
                return false;
            }
            for (size_t i = 1; i + 1 < corners.size(); ++i)
                b.addTriangle(corners[0], corners[i], corners[i + 1]);
        }
    }
    return true;
}

// ASCII STL: every "vertex x y z" line, three per facet.
bool readAsciiStl(const QByteArray& data, MeshBuilder& b, QString* error)
{
    long line = 0;
    for (const QByteArray& raw : data.split('\n')) {
        ++line;
        const QList<QByteArray> parts = raw.simplified().split(' ');
        if (parts.first() != "vertex")
            continue;
        bool ok[3] = {parts.size() == 4, parts.size() == 4, parts.size() == 4};
        const float x = ok[0] ? parts[1].toFloat(&ok[0]) : 0.0f;
        const float y = ok[1] ? parts[2].toFloat(&ok[1]) : 0.0f;
        const float z = ok[2] ? parts[3].toFloat(&ok[2]) : 0.0f;
        if (!ok[0] || !ok[1] || !ok[2]) {
            *error = MeshFile::tr("line %1: a vertex needs three numbers").arg(line);
            return false;
        }
        const std::uint32_t v = b.addVertex({x, y, z});
        if ((v + 1) % 3 == 0)
            b.addTriangle(v - 2, v - 1, v);
    }
    if (b.positions().size() % 3 != 0) {
        *error = MeshFile::tr("a facet does not have three vertices");
        return false;
    }
    return true;
}

// Binary STL: 80-byte header, triangle count, then 50 bytes per triangle (little-endian floats).
bool readBinaryStl(const QByteArray& data, MeshBuilder& b, QString* error)
{
    const quint32 count = qFromLittleEndian<quint32>(data.constData() + 80);
    if (qint64(data.size()) < 84 + qint64(count) * 50) {
        // tr() leaves %n as it is for a negative number: a count past INT_MAX is written out.
        *error = count > quint32(INT_MAX)
            ? MeshFile::tr("the file is shorter than its %1 triangles need").arg(count)
            : MeshFile::tr("the file is shorter than its %n triangle(s) need", nullptr, int(count));
        return false;
    }
    for (quint32 t = 0; t < count; ++t) {
        const char* facet = data.constData() + 84 + qint64(t) * 50 + 12; // skip the normal
        std::uint32_t v[3];
        for (int c = 0; c < 3; ++c) {
            float xyz[3];
            for (int k = 0; k < 3; ++k)
                xyz[k] = qFromLittleEndian<float>(facet + 12 * c + 4 * k);
            v[c] = b.addVertex({xyz[0], xyz[1], xyz[2]});
        }
        b.addTriangle(v[0], v[1], v[2]);
    }
    return true;
}

// A binary STL's size matches its triangle count exactly; an ASCII one starts with "solid".
bool isBinaryStl(const QByteArray& data)
{
    if (data.size() < 84)
        return false;
    const quint32 count = qFromLittleEndian<quint32>(data.constData() + 80);
    return qint64(data.size()) == 84 + qint64(count) * 50 || !data.trimmed().startsWith("solid");
}

// True when some triangle has an area (a mesh whose points all lie in one place or on one line
// would be scaled by a division by zero).
bool hasArea(const MeshBuilder& b)
{
    const auto& p = b.positions();
    const auto& i = b.indices();
    for (std::size_t t = 0; t + 2 < i.size(); t += 3)
        if (QVector3D::crossProduct(p[i[t + 1]] - p[i[t]], p[i[t + 2]] - p[i[t]]).lengthSquared() > 0.0f)
            return true;
    return false;
}

} // namespace

// Reads the file whole (piece meshes are small), parses by suffix, derives normals.
std::optional<MeshData> readMeshFile(const QString& path, QString* error)
{
    *error = ErrorText::refusalOf(path); // by name: a FIFO would block the open, a device never end the read
    QFile file(path);
    if (error->isEmpty() && file.size() > kMaxFileBytes)
        *error = ErrorText::tooLarge(path, file.size(), kMaxFileBytes);
    if (error->isEmpty() && !file.open(QIODevice::ReadOnly))
        *error = MeshFile::tr("%1 cannot be read: %2").arg(path, file.errorString());
    if (!error->isEmpty())
        return std::nullopt;
    const QByteArray data = file.read(kMaxFileBytes); // a file grown since it was sized stops there
    const QString suffix = QFileInfo(path).suffix().toLower();
    MeshBuilder b;
    QString why;
    bool ok = false;
    if (suffix == QLatin1String("obj"))
        ok = readObj(data, b, &why);
    else if (suffix == QLatin1String("stl"))
        ok = isBinaryStl(data) ? readBinaryStl(data, b, &why) : readAsciiStl(data, b, &why);
    else
        why = MeshFile::tr("only .obj and .stl files are read");
    if (ok && b.indices().empty()) {
        ok = false;
        why = MeshFile::tr("it holds no triangles");
    } else if (ok && !hasArea(b)) {
        ok = false;
        why = MeshFile::tr("it has no size: its triangles have no area");
    }
    if (!ok) {
        *error = MeshFile::tr("%1 is not a usable mesh: %2").arg(path, why);
        return std::nullopt;
    }
    return b.finish(kSmoothCrease);
}

// STL's convention is z up; everything else is read as y up.
int conventionalUpAxis(const QString& path)
{
    return QFileInfo(path).suffix().toLower() == QLatin1String("stl") ? 2 : 1;
}

namespace {

// The corners of the box around a mesh with positions.
std::pair<QVector3D, QVector3D> boundsOf(const MeshData& mesh)
{
    QVector3D lo = mesh.positions.front(), hi = lo;
    for (const QVector3D& p : mesh.positions)
        for (int k = 0; k < 3; ++k) {
            lo[k] = std::min(lo[k], p[k]);
            hi[k] = std::max(hi[k], p[k]);
        }
    return {lo, hi};
}

} // namespace

// One vote per piece for the axis it is clearly longest along; the convention wins ties.
int upAxisOf(const std::vector<const MeshData*>& meshes, int convention)
{
    constexpr float kClearly = 1.2f;
    std::array<int, 3> votes{};
    for (const MeshData* mesh : meshes) {
        if (!mesh || mesh->positions.empty())
            continue;
        const auto [lo, hi] = boundsOf(*mesh);
        const QVector3D extent = hi - lo;
        for (int k = 0; k < 3; ++k)
            if (extent[k] >= kClearly * extent[(k + 1) % 3] && extent[k] >= kClearly * extent[(k + 2) % 3])
                ++votes[size_t(k)];
    }
    int best = convention;
    for (int k = 0; k < 3; ++k)
        if (votes[size_t(k)] > votes[size_t(best)])
            best = k;
    return best;
}

// Widest distance from the axis (through the box's middle) of the vertices in the lowest and the
// highest tenth of the mesh's length along it; one vote per piece, ties count as upright.
bool upsideDown(const std::vector<const MeshData*>& meshes, int axis)
{
    constexpr float kSlice = 0.1f, kClearly = 1.1f;
    const int a = (axis + 1) % 3, b = (axis + 2) % 3;
    int votes = 0;
    for (const MeshData* mesh : meshes) {
        if (!mesh || mesh->positions.empty())
            continue;
        const auto [lo, hi] = boundsOf(*mesh);
        const float length = hi[axis] - lo[axis], ca = (lo[a] + hi[a]) / 2, cb = (lo[b] + hi[b]) / 2;
        if (length <= 0)
            continue;
        float low = 0, high = 0;
        for (const QVector3D& p : mesh->positions) {
            const float t = (p[axis] - lo[axis]) / length;
            const float r = std::hypot(p[a] - ca, p[b] - cb);
            if (t <= kSlice)
                low = std::max(low, r);
            else if (t >= 1 - kSlice)
                high = std::max(high, r);
        }
        votes += high > kClearly * low ? 1 : low > kClearly * high ? -1 : 0;
    }
    return votes > 0;
}

// A cyclic permutation of the axes (x, y, z) -> (z, x, y) or (y, z, x) is a proper rotation, and
// so is the half turn about x that flips a piece stored upside down.
void turnUpright(MeshData& mesh, int axis, bool flip)
{
    // z up: (x, y, z) -> (y, z, x) puts z on y; x up: (x, y, z) -> (z, x, y) puts x on y.
    const auto turn = [axis, flip](const QVector3D& v) {
        const QVector3D up = axis == 1 ? v
            : axis == 2                ? QVector3D(v.y(), v.z(), v.x())
                                       : QVector3D(v.z(), v.x(), v.y());
        return flip ? QVector3D(up.x(), -up.y(), -up.z()) : up;
    };
    if (axis == 1 && !flip)
        return;
    for (QVector3D& p : mesh.positions)
        p = turn(p);
    for (QVector3D& n : mesh.normals)
        n = turn(n);
}

// Bounding box, then one uniform scale: the Staunton height, capped by the widest radius.
void fitToSquare(MeshData& mesh, PieceType type)
{
    if (mesh.positions.empty())
        return;
    QVector3D lo = mesh.positions.front(), hi = lo;
    for (const QVector3D& p : mesh.positions) {
        lo = QVector3D(std::min(lo.x(), p.x()), std::min(lo.y(), p.y()), std::min(lo.z(), p.z()));
        hi = QVector3D(std::max(hi.x(), p.x()), std::max(hi.y(), p.y()), std::max(hi.z(), p.z()));
    }
    const QVector3D centre((lo.x() + hi.x()) / 2.0f, lo.y(), (lo.z() + hi.z()) / 2.0f);
    float radius = 0.0f;
    for (const QVector3D& p : mesh.positions)
        radius = std::max(radius, std::hypot(p.x() - centre.x(), p.z() - centre.z()));
    static const std::array<float, kPieceTypeCount> heights = [] {
        std::array<float, kPieceTypeCount> h{};
        for (int t = 0; t < kPieceTypeCount; ++t)
            for (const QVector3D& p : pieceMesh(PieceType(t)).positions)
                h[size_t(t)] = std::max(h[size_t(t)], p.y());
        return h;
    }();
    const float height = hi.y() - lo.y();
    float scale = height > 1e-9f ? heights[size_t(type)] / height : 1.0f;
    if (radius * scale > kMaxFootRadius)
        scale = kMaxFootRadius / radius;
    for (QVector3D& p : mesh.positions)
        p = (p - centre) * scale;
}

} // namespace kibitz::board3d
