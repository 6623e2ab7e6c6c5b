// BoardScene's marks: one translucent unlit material whose texels are the mark colours, and
// two entities (the node's marks, the engine's arrows) whose meshes are rebuilt on change.
#include "boardscene.h"

#include "qt3dmesh.h"

#include <Qt3DCore/QEntity>
#include <Qt3DExtras/QTextureMaterial>
#include <Qt3DRender/QDepthTest>
#include <Qt3DRender/QEffect>
#include <Qt3DRender/QFilterKey>
#include <Qt3DRender/QGeometryRenderer>
#include <Qt3DRender/QPaintedTextureImage>
#include <Qt3DRender/QRenderPass>
#include <Qt3DRender/QTechnique>
#include <Qt3DRender/QTexture>

#include <QPainter>

namespace kibitz::board3d {

namespace {

// Lichess's brushes (green, red, blue, yellow) and the engine's paler blue, with their opacity.
const QColor kMarkColours[MarkTexelCount] = {QColor(21, 120, 27, 204), QColor(136, 32, 32, 204),
                                             QColor(0, 48, 136, 204), QColor(230, 143, 0, 204),
                                             QColor(0, 48, 136, 130)};
constexpr int kTexelWidth = 8;

// A row of colour texels; the marks' texture coordinates sit at the texel centres.
class MarkColoursImage : public Qt3DRender::QPaintedTextureImage {
public:
    explicit MarkColoursImage(Qt3DCore::QNode* parent) : QPaintedTextureImage(parent)
    {
        setSize({kTexelWidth * MarkTexelCount, kTexelWidth});
    }

protected:
    // Fills each texel with its colour (alpha kept: the composition replaces, never blends).
    void paint(QPainter* painter) override
    {
        painter->setCompositionMode(QPainter::CompositionMode_Source);
        for (int i = 0; i < MarkTexelCount; ++i)
            painter->fillRect(i * kTexelWidth, 0, kTexelWidth, kTexelWidth, kMarkColours[i]);
    }
};

} // namespace

// The shared material: unlit, blended, depth test off, selected only by the overlay branch.
Qt3DRender::QMaterial* BoardScene::marksMaterial()
{
    if (m_marksMaterial)
        return m_marksMaterial;
    auto* texture = new Qt3DRender::QTexture2D(m_root);
    texture->addTextureImage(new MarkColoursImage(texture));
    texture->setMinificationFilter(Qt3DRender::QAbstractTexture::Nearest);
    texture->setMagnificationFilter(Qt3DRender::QAbstractTexture::Nearest);
    auto* material = new Qt3DExtras::QTextureMaterial(m_root);
    material->setTexture(texture);
    material->setAlphaBlendingEnabled(true);
    // Drawn over the pieces, as on Lichess: an arrow's ends stay readable from every angle,
    // where a piece standing on its square would hide them (the depth test is off).
    for (Qt3DRender::QTechnique* technique : material->effect()->techniques()) {
        for (Qt3DRender::QFilterKey* key : technique->filterKeys())
            technique->removeFilterKey(key);
        auto* key = new Qt3DRender::QFilterKey(technique);
        key->setName(QStringLiteral("renderingStyle"));
        key->setValue(QString::fromLatin1(kOverlayStyle));
        technique->addFilterKey(key);
        for (Qt3DRender::QRenderPass* pass : technique->renderPasses()) {
            auto* depth = new Qt3DRender::QDepthTest(pass);
            depth->setDepthFunction(Qt3DRender::QDepthTest::Always);
            pass->addRenderState(depth);
        }
    }
    m_marksMaterial = material;
    return material;
}

// Shows mesh in layer 0 (the node's marks) or 1 (the engine's arrows); hidden when empty.
void BoardScene::showMarks(int layer, const MeshData& mesh)
{
    m_markTriangles[std::size_t(layer)] = mesh.triangleCount();
    Qt3DCore::QEntity*& entity = m_markEntities[std::size_t(layer)];
    if (mesh.indices.empty()) {
        if (entity)
            entity->setEnabled(false);
        return;
    }
    if (!entity) {
        entity = new Qt3DCore::QEntity(m_root);
        m_markMeshes[std::size_t(layer)] = makeRenderer(mesh, entity);
        entity->addComponent(m_markMeshes[std::size_t(layer)]);
        entity->addComponent(marksMaterial());
    } else {
        updateRenderer(m_markMeshes[std::size_t(layer)], mesh);
    }
    entity->setEnabled(true);
}

// The shown node's arrows and circles.
void BoardScene::setMarks(const std::vector<ArrowMark>& arrows, const std::vector<CircleMark>& circles)
{
    showMarks(0, marksMesh(arrows, circles));
}

// The engine's arrows (the analysis lines' best moves).
void BoardScene::setEngineArrows(const std::vector<ArrowMark>& arrows) { showMarks(1, marksMesh(arrows, {})); }

} // namespace kibitz::board3d
