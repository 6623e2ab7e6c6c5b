// The grown mesh and the back-face material of White's rim.
#include "piecerim.h"

#include <Qt3DExtras/QDiffuseSpecularMaterial>
#include <Qt3DRender/QCullFace>
#include <Qt3DRender/QEffect>
#include <Qt3DRender/QRenderPass>
#include <Qt3DRender/QTechnique>

#include <QHash>

namespace kibitz::board3d {

namespace {

// Positions closer than 1e-4 are one point (the generators split vertices at creases exactly);
// 21 bits per axis hold +-100 world units.
quint64 positionKey(const QVector3D& p)
{
    const auto axis = [](float v) { return quint64(qRound(v * 1e4f) + (1 << 20)) & 0x1fffff; };
    return axis(p.x()) << 42 | axis(p.y()) << 21 | axis(p.z());
}

} // namespace

MeshData grownMesh(const MeshData& mesh, float width)
{
    QHash<quint64, QVector3D> sums;
    sums.reserve(qsizetype(mesh.positions.size()));
    for (size_t i = 0; i < mesh.positions.size(); ++i)
        sums[positionKey(mesh.positions[i])] += mesh.normals[i];
    MeshData grown = mesh; // the same attributes: updateRenderer keeps a renderer's layout
    for (QVector3D& p : grown.positions)
        p += sums.value(positionKey(p)).normalized() * width;
    return grown;
}

Qt3DExtras::QDiffuseSpecularMaterial* rimMaterial(Qt3DCore::QNode* parent)
{
    auto* m = new Qt3DExtras::QDiffuseSpecularMaterial(parent);
    m->setDiffuse(QColor(Qt::black)); // the ambient colour alone: the rim is one flat colour
    m->setSpecular(QColor(Qt::black));
    for (Qt3DRender::QTechnique* technique : m->effect()->techniques())
        for (Qt3DRender::QRenderPass* pass : technique->renderPasses()) {
            auto* cull = new Qt3DRender::QCullFace; // addRenderState adopts it
            cull->setMode(Qt3DRender::QCullFace::Front);
            pass->addRenderState(cull);
        }
    return m;
}

QVector3D rimColourFor(const QVector3D& diffuse) { return diffuse * 0.16f; }

} // namespace kibitz::board3d
