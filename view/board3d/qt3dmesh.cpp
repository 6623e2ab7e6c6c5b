// MeshData -> Qt3D buffers: one buffer per channel so a channel can be refreshed alone.
#include "qt3dmesh.h"

#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBuffer>
#include <Qt3DCore/QGeometry>
#include <Qt3DRender/QGeometryRenderer>

#include <QByteArray>

namespace kibitz::board3d {

namespace {

using Qt3DCore::QAttribute;

// Raw bytes of a vector of plain values.
template <typename T> QByteArray bytesOf(const std::vector<T>& values)
{
    return QByteArray(reinterpret_cast<const char*>(values.data()), qsizetype(values.size() * sizeof(T)));
}

// Adds a float vertex attribute with its own buffer holding data.
void addChannel(Qt3DCore::QGeometry* geometry, const QString& name, uint size, const QByteArray& data, uint count)
{
    auto* buffer = new Qt3DCore::QBuffer(geometry);
    buffer->setData(data);
    auto* attribute =
        new QAttribute(buffer, name, QAttribute::Float, size, count, 0, size * uint(sizeof(float)), geometry);
    attribute->setAttributeType(QAttribute::VertexAttribute);
    geometry->addAttribute(attribute);
}

// The attribute with the given name, or the index attribute for an empty name.
QAttribute* findAttribute(Qt3DCore::QGeometry* geometry, const QString& name)
{
    for (QAttribute* a : geometry->attributes()) {
        const bool isIndex = a->attributeType() == QAttribute::IndexAttribute;
        if ((name.isEmpty() && isIndex) || (!isIndex && a->name() == name))
            return a;
    }
    return nullptr;
}

} // namespace

// Builds a geometry with one attribute per non-empty channel plus the index attribute.
Qt3DRender::QGeometryRenderer* makeRenderer(const MeshData& mesh, Qt3DCore::QNode* parent)
{
    auto* renderer = new Qt3DRender::QGeometryRenderer(parent);
    auto* geometry = new Qt3DCore::QGeometry(renderer);
    const uint n = uint(mesh.positions.size());
    addChannel(geometry, QAttribute::defaultPositionAttributeName(), 3, bytesOf(mesh.positions), n);
    addChannel(geometry, QAttribute::defaultNormalAttributeName(), 3, bytesOf(mesh.normals), n);
    if (!mesh.colours.empty())
        addChannel(geometry, QAttribute::defaultColorAttributeName(), 3, bytesOf(mesh.colours), n);
    if (!mesh.texCoords.empty())
        addChannel(geometry, QAttribute::defaultTextureCoordinateAttributeName(), 2, bytesOf(mesh.texCoords), n);
    auto* indexBuffer = new Qt3DCore::QBuffer(geometry);
    indexBuffer->setData(bytesOf(mesh.indices));
    auto* indices = new QAttribute(indexBuffer, QAttribute::UnsignedInt, 1, uint(mesh.indices.size()), 0, 0, geometry);
    indices->setAttributeType(QAttribute::IndexAttribute);
    geometry->addAttribute(indices);
    renderer->setGeometry(geometry);
    renderer->setPrimitiveType(Qt3DRender::QGeometryRenderer::Triangles);
    renderer->setVertexCount(int(mesh.indices.size()));
    return renderer;
}

// Refreshes every channel's buffer and count from mesh.
void updateRenderer(Qt3DRender::QGeometryRenderer* renderer, const MeshData& mesh)
{
    Qt3DCore::QGeometry* geometry = renderer->geometry();
    const uint n = uint(mesh.positions.size());
    const std::pair<QString, QByteArray> channels[] = {
        {QAttribute::defaultPositionAttributeName(), bytesOf(mesh.positions)},
        {QAttribute::defaultNormalAttributeName(), bytesOf(mesh.normals)},
        {QAttribute::defaultColorAttributeName(), bytesOf(mesh.colours)},
        {QAttribute::defaultTextureCoordinateAttributeName(), bytesOf(mesh.texCoords)},
        {QString(), bytesOf(mesh.indices)}};
    for (const auto& [name, data] : channels) {
        QAttribute* attribute = findAttribute(geometry, name);
        if (!attribute)
            continue;
        attribute->buffer()->setData(data);
        attribute->setCount(name.isEmpty() ? uint(mesh.indices.size()) : n);
    }
    renderer->setVertexCount(int(mesh.indices.size()));
}

} // namespace kibitz::board3d
