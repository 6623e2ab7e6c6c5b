// Scene construction, piece placement and highlight refresh.
#include "boardscene.h"

#include "boardpicking.h"
#include "boardtextures.h"
#include "piecerim.h"
#include "qt3dmesh.h"

#include <Qt3DCore/QEntity>
#include <Qt3DCore/QTransform>
#include <Qt3DExtras/QDiffuseSpecularMaterial>
#include <Qt3DExtras/QTextureMaterial>
#include <Qt3DRender/QDirectionalLight>
#include <Qt3DRender/QGeometryRenderer>
#include <Qt3DRender/QPaintedTextureImage>
#include <Qt3DRender/QTexture>

#include <QString>
#include <QStringList>

namespace kibitz::board3d {

namespace {

// Light directions for White's view (camera at yaw 0).
const QVector3D kKeyLightDirection(0.45f, -1.0f, -0.55f);
const QVector3D kFillLightDirection(-0.6f, -0.45f, 0.5f);

// An unlit material showing a painted texture (the board is flat, so lighting would only
// scale its colours; unlit keeps them exact and is the cheapest shader in software GL).
// Bilinear, without mip levels: Qt 6.4's RHI renderer takes a sampler's mipmap mode from the
// magnification filter and drops anisotropy, so with a Linear magnification filter mip levels
// are never sampled, while generating them costs every upload a glGenerateMipmap (llvmpipe
// compiles its blit shaders in the first frame: DESIGN "Start-up (issue 30)"). Same pixels.
Qt3DExtras::QTextureMaterial* paintedMaterial(Qt3DRender::QAbstractTextureImage* image, Qt3DCore::QNode* parent)
{
    auto* texture = new Qt3DRender::QTexture2D(parent);
    image->setParent(texture);
    texture->addTextureImage(image);
    texture->setMinificationFilter(Qt3DRender::QAbstractTexture::Linear);
    texture->setMagnificationFilter(Qt3DRender::QAbstractTexture::Linear);
    auto* material = new Qt3DExtras::QTextureMaterial(parent);
    material->setTexture(texture);
    return material;
}

// A lit material for piece bodies.
Qt3DExtras::QDiffuseSpecularMaterial* pieceMaterial(const QColor& diffuse, const QColor& ambient,
                                                    const QColor& specular, float shininess, Qt3DCore::QNode* parent)
{
    auto* m = new Qt3DExtras::QDiffuseSpecularMaterial(parent);
    m->setDiffuse(diffuse);
    m->setAmbient(ambient);
    m->setSpecular(specular);
    m->setShininess(shininess);
    return m;
}

// An entity holding the given components.
Qt3DCore::QEntity* entityWith(Qt3DCore::QEntity* parent, std::initializer_list<Qt3DCore::QComponent*> components)
{
    auto* e = new Qt3DCore::QEntity(parent);
    for (Qt3DCore::QComponent* c : components)
        e->addComponent(c);
    return e;
}

} // namespace

// Builds the static parts and an empty board. The textures are made with the default theme's
// palette, so they are painted once, not once with the plain defaults and again for the theme.
BoardScene::BoardScene(QObject* parent) : QObject(parent), m_root(new Qt3DCore::QEntity)
{
    m_position.fill('.');
    m_palette = findTheme(defaultTheme())->palette;
    buildBoard();
    buildLights();
    buildPieceResources();
    setTheme(*findTheme(defaultTheme()));
}

// The root is deleted here only if no window has adopted it.
BoardScene::~BoardScene()
{
    if (m_root && !m_root->parent())
        delete m_root;
}

// Squares and frame top (painted textures, unlit) and the frame's lit bevel and sides.
void BoardScene::buildBoard()
{
    m_squaresImage = new SquaresTextureImage(m_palette, m_root);
    entityWith(m_root, {makeRenderer(flatMesh(0.0f, 4.0f, 4.0f), m_root), paintedMaterial(m_squaresImage, m_root)});
    m_frameImage = new FrameTextureImage(m_palette, m_root);
    entityWith(m_root, {makeRenderer(frameTopMesh(kFrameAtlasWidth), m_root), paintedMaterial(m_frameImage, m_root)});
    m_sidesMaterial = pieceMaterial({}, {}, QColor::fromRgbF(0.06f, 0.05f, 0.05f), 10.0f, m_root);
    entityWith(m_root, {makeRenderer(frameSideMesh(), m_root), m_sidesMaterial});
}

// New colours everywhere: squares and frame repainted, materials recoloured in place.
void BoardScene::setTheme(const BoardTheme& theme)
{
    const bool coordinates = m_palette.coordinates;
    m_palette = theme.palette;
    m_palette.coordinates = coordinates;
    m_themeName = theme.name;
    applyPalette();
    const QVector3D f = m_palette.frame;
    m_sidesMaterial->setDiffuse(QColor::fromRgbF(f.x(), f.y(), f.z()));
    m_sidesMaterial->setAmbient(QColor::fromRgbF(f.x() * 0.4f, f.y() * 0.4f, f.z() * 0.4f));
    for (size_t side = 0; side < 2; ++side) {
        const PieceLook& look = theme.pieces[side];
        auto* m = static_cast<Qt3DExtras::QDiffuseSpecularMaterial*>(m_pieceMaterials[side]);
        m->setDiffuse(QColor::fromRgbF(look.diffuse.x(), look.diffuse.y(), look.diffuse.z()));
        m->setAmbient(QColor::fromRgbF(look.ambient.x(), look.ambient.y(), look.ambient.z()));
        m->setSpecular(QColor::fromRgbF(look.specular.x(), look.specular.y(), look.specular.z()));
        m->setShininess(look.shininess);
    }
    const QVector3D rim = rimColourFor(theme.pieces[0].diffuse);
    m_rimMaterial->setAmbient(QColor::fromRgbF(rim.x(), rim.y(), rim.z()));
}

// The frame's coordinate letters on or off.
void BoardScene::setCoordinatesVisible(bool visible)
{
    if (m_palette.coordinates == visible)
        return;
    m_palette.coordinates = visible;
    applyPalette();
}

// Hands the palette to both painted textures.
void BoardScene::applyPalette()
{
    static_cast<SquaresTextureImage*>(m_squaresImage)->setPalette(m_palette);
    static_cast<FrameTextureImage*>(m_frameImage)->setPalette(m_palette);
}

// Replaces the six shared piece geometries in place (the entities keep their components) and
// derives the picking outlines from the same meshes.
void BoardScene::setPieceMeshes(const PieceMeshes& meshes)
{
    for (int t = 0; t < kPieceTypeCount; ++t) {
        updateRenderer(m_pieceMeshes[size_t(t)], meshes[size_t(t)]);
        updateRenderer(m_rimMeshes[size_t(t)], grownMesh(meshes[size_t(t)], kPieceRimWidth));
    }
    m_outlines = outlinesOf(meshes);
}

// A warm key light from White's front left and a cool fill from the opposite side.
void BoardScene::buildLights()
{
    auto* key = m_keyLight = new Qt3DRender::QDirectionalLight(m_root);
    key->setWorldDirection(kKeyLightDirection.normalized());
    key->setColor(QColor::fromRgbF(1.0f, 0.96f, 0.90f));
    key->setIntensity(0.85f);
    auto* fill = m_fillLight = new Qt3DRender::QDirectionalLight(m_root);
    fill->setWorldDirection(kFillLightDirection.normalized());
    fill->setColor(QColor::fromRgbF(0.80f, 0.86f, 1.0f));
    fill->setIntensity(0.35f);
    entityWith(m_root, {key});
    entityWith(m_root, {fill});
}

// Rotates White's light directions about +Y by the camera's yaw.
void BoardScene::setLightingYaw(float yawDeg)
{
    QMatrix4x4 turn;
    turn.rotate(yawDeg, 0.0f, 1.0f, 0.0f);
    m_keyLight->setWorldDirection(turn.mapVector(kKeyLightDirection).normalized());
    m_fillLight->setWorldDirection(turn.mapVector(kFillLightDirection).normalized());
}

// One shared mesh per piece type, one material per colour, and the 32 reusable entities.
void BoardScene::buildPieceResources()
{
    PieceMeshes meshes;
    for (int t = 0; t < kPieceTypeCount; ++t) {
        meshes[size_t(t)] = pieceMesh(PieceType(t));
        m_pieceMeshes[size_t(t)] = makeRenderer(meshes[size_t(t)], m_root);
        m_rimMeshes[size_t(t)] = makeRenderer(grownMesh(meshes[size_t(t)], kPieceRimWidth), m_root);
    }
    m_outlines = outlinesOf(meshes);
    for (auto& material : m_pieceMaterials)
        material = pieceMaterial({}, {}, {}, 40.0f, m_root);
    m_rimMaterial = rimMaterial(m_root);
    for (Slot& slot : m_slots) {
        slot.transform = new Qt3DCore::QTransform;
        slot.entity = entityWith(m_root, {slot.transform});
        // Beside the piece under the root, with a transform of its own that follows the piece's
        // (every move and animation); enabled with the piece, for White's pieces only.
        auto* rimTransform = new Qt3DCore::QTransform;
        QObject::connect(slot.transform, &Qt3DCore::QTransform::matrixChanged, rimTransform,
                         [rimTransform, piece = slot.transform] { rimTransform->setMatrix(piece->matrix()); });
        slot.rim = entityWith(m_root, {rimTransform, m_rimMaterial});
        slot.rim->setObjectName(QStringLiteral("pieceRim"));
        slot.entity->setEnabled(false);
        slot.rim->setEnabled(false);
    }
}

// Which way pieces face: Black's are turned to face White; knights show their profile to
// the usual camera (White's look left, Black's right, both turned 20 degrees off the side).
QMatrix4x4 BoardScene::pieceMatrix(char piece, int square)
{
    const bool white = piece >= 'A' && piece <= 'Z';
    const bool knight = piece == 'N' || piece == 'n';
    QMatrix4x4 m;
    m.translate(squareCentre(square));
    m.rotate((knight ? 200.0f : 0.0f) + (white ? 0.0f : 180.0f), 0.0f, 1.0f, 0.0f);
    return m;
}

// Gives each occupied square the next pooled entity; spare entities are disabled.
void BoardScene::setPosition(const Placement& placement)
{
    m_position = placement;
    int slot = 0;
    for (int sq = 0; sq < 64; ++sq) {
        const char piece = placement[size_t(sq)];
        if (!pieceTypeFromFen(piece)) {
            m_position[size_t(sq)] = '.';
            continue;
        }
        if (slot == kPieceEntities) {
            qWarning("BoardScene: more than %d pieces; the rest are not shown", kPieceEntities);
            break;
        }
        placePiece(slot++, piece, sq);
    }
    for (; slot < kPieceEntities; ++slot) {
        m_slots[size_t(slot)].entity->setEnabled(false);
        m_slots[size_t(slot)].rim->setEnabled(false);
        m_slots[size_t(slot)].square = -1;
    }
}

// Swaps the shared mesh/material components of a pooled entity only when they change.
void BoardScene::placePiece(int index, char piece, int square)
{
    Slot& slot = m_slots[size_t(index)];
    Qt3DRender::QGeometryRenderer* mesh = m_pieceMeshes[size_t(*pieceTypeFromFen(piece))];
    Qt3DRender::QMaterial* material = m_pieceMaterials[piece >= 'a' ? 1 : 0];
    swapComponent(slot.entity, slot.mesh, mesh);
    swapComponent(slot.entity, slot.material, material);
    swapComponent(slot.rim, slot.rimMesh, m_rimMeshes[size_t(*pieceTypeFromFen(piece))]);
    slot.rim->setEnabled(piece < 'a'); // White's pieces only: Black's stand out by themselves
    slot.transform->setMatrix(pieceMatrix(piece, square));
    slot.square = square;
    slot.entity->setEnabled(true);
}

// Linear search over the 32 slots.
Qt3DCore::QEntity* BoardScene::pieceEntity(int square) const
{
    for (const Slot& slot : m_slots)
        if (slot.square == square && square >= 0)
            return slot.entity;
    return nullptr;
}

// Same search as pieceEntity(), returning the slot's transform.
Qt3DCore::QTransform* BoardScene::pieceTransform(int square) const
{
    for (const Slot& slot : m_slots)
        if (slot.square == square && square >= 0)
            return slot.transform;
    return nullptr;
}

// A disabled slot is free; it gets square -2 so that no square lookup finds it.
Qt3DCore::QTransform* BoardScene::addTransientPiece(char piece, int square)
{
    if (!pieceTypeFromFen(piece))
        return nullptr;
    for (int i = 0; i < kPieceEntities; ++i) {
        if (m_slots[size_t(i)].entity->isEnabled())
            continue;
        placePiece(i, piece, square);
        m_slots[size_t(i)].square = -2;
        return m_slots[size_t(i)].transform;
    }
    return nullptr;
}

// The renderer of the piece's type.
Qt3DRender::QGeometryRenderer* BoardScene::sharedMesh(char piece) const
{
    const std::optional<PieceType> type = pieceTypeFromFen(piece);
    return type ? m_pieceMeshes[size_t(*type)] : nullptr;
}

// The material of the piece's colour.
Qt3DRender::QMaterial* BoardScene::sharedMaterial(char piece) const
{
    return pieceTypeFromFen(piece) ? m_pieceMaterials[piece >= 'a' ? 1 : 0] : nullptr;
}

// Square under the mouse.
void BoardScene::setHoverSquare(int square)
{
    BoardHighlights h = m_highlights;
    h.hover = square;
    setHighlights(h);
}

// Highlights the selected piece's square (-1: none).
void BoardScene::setSelectedSquare(int square)
{
    BoardHighlights h = m_highlights;
    h.selected = square;
    setHighlights(h);
}

// Targets of the selected piece, quiet moves and captures drawn differently.
void BoardScene::setLegalTargets(const std::vector<int>& quiet, const std::vector<int>& captures)
{
    BoardHighlights h = m_highlights;
    h.quietTargets = quiet;
    h.captureTargets = captures;
    setHighlights(h);
}

// Tints the last move's squares (-1: none).
void BoardScene::setLastMove(int from, int to)
{
    BoardHighlights h = m_highlights;
    h.lastFrom = from;
    h.lastTo = to;
    setHighlights(h);
}

// Reddens the square of a king in check (-1: none).
void BoardScene::setCheckSquare(int square)
{
    BoardHighlights h = m_highlights;
    h.check = square;
    setHighlights(h);
}

// Applies all highlights: one repaint of the squares texture.
void BoardScene::setHighlights(const BoardHighlights& highlights)
{
    if (highlights == m_highlights)
        return;
    m_highlights = highlights;
    static_cast<SquaresTextureImage*>(m_squaresImage)->setHighlights(m_highlights);
}

} // namespace kibitz::board3d
