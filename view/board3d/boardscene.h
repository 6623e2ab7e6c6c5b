// The Qt3D board scene: board, frame, lights, highlight overlays and 32 reusable piece
// entities that share one geometry per piece type and one material per colour.
//
// The scene shows what it is told: setPosition() rebuilds the pieces at once, the highlight
// setters repaint the squares' texture (tints, dots, rings, check glow). It owns no game logic.
#pragma once

#include "boardgeometry.h"
#include "boardstyle.h"
#include "markgeometry.h"
#include "piecegeometry.h"
#include "pieceoutline.h"

#include <Qt3DCore/QEntity>

#include <QMatrix4x4>
#include <QObject>
#include <QPointer>

#include <array>
#include <optional>

namespace Qt3DCore {
class QTransform;
}
namespace Qt3DExtras {
class QDiffuseSpecularMaterial;
}
namespace Qt3DRender {
class QAbstractTextureImage;
class QDirectionalLight;
class QGeometryRenderer;
class QMaterial;
class QPaintedTextureImage;
} // namespace Qt3DRender

namespace kibitz::board3d {

// Board contents: index 0 = a1 ... 63 = h8, FEN letters PNBRQK / pnbrqk, '.' for empty.
using Placement = std::array<char, 64>;

// Parses the placement field of a FEN ("rnbqkbnr/pppppppp/8/..."); nothing if malformed.
std::optional<Placement> placementFromFen(const QString& field);

// A pooled entity shows a shared component (mesh, material): swaps current for next on entity,
// only when they differ (Qt3D rebuilds render state on every add/remove).
template <class Component> void swapComponent(Qt3DCore::QEntity* entity, Component*& current, Component* next)
{
    if (current == next)
        return;
    if (current)
        entity->removeComponent(current);
    entity->addComponent(next);
    current = next;
}

class BoardScene : public QObject {
    Q_OBJECT
public:
    static constexpr int kPieceEntities = 32;

    explicit BoardScene(QObject* parent = nullptr);
    ~BoardScene() override;

    // Root of the scene graph, to hand to a Qt3DWindow (which then owns it).
    Qt3DCore::QEntity* rootEntity() const { return m_root; }

    // Shows a position at once (no animation); unknown letters are treated as empty.
    void setPosition(const Placement& placement);
    const Placement& position() const { return m_position; }

    // The entity showing the piece on a square (nullptr if empty), e.g. to animate it.
    Qt3DCore::QEntity* pieceEntity(int square) const;
    // World transform a piece letter gets on a square (colour decides which way it faces).
    static QMatrix4x4 pieceMatrix(char piece, int square);
    // Transform of the piece entity on a square (nullptr if empty), for animation and dragging.
    Qt3DCore::QTransform* pieceTransform(int square) const;
    // Shows an extra piece outside position() (e.g. a captured piece fading out) in a spare
    // entity; nullptr when none is free. The next setPosition() removes it.
    Qt3DCore::QTransform* addTransientPiece(char piece, int square);
    // The shared mesh and material a piece letter is drawn with (nullptr for other letters),
    // for pieces shown off the board (CapturedRows).
    Qt3DRender::QGeometryRenderer* sharedMesh(char piece) const;
    Qt3DRender::QMaterial* sharedMaterial(char piece) const;

    // Turns the lights about the vertical axis with the camera (yaw as in OrbitView), so every
    // view is lit like White's: no glare from flat tops facing a light aimed at the camera.
    void setLightingYaw(float yawDeg);

    // Style, applied in place (no entity is rebuilt): a theme's colours, a piece set's six
    // meshes, and the frame's coordinates.
    void setTheme(const BoardTheme& theme);
    QString themeName() const { return m_themeName; }
    void setPieceMeshes(const PieceMeshes& meshes);
    // The outlines of the meshes shown (for picking), derived whenever the meshes change.
    const PieceOutlines& pieceOutlines() const { return m_outlines; }
    void setCoordinatesVisible(bool visible);
    bool coordinatesVisible() const { return m_palette.coordinates; }
    const BoardPalette& palette() const { return m_palette; }

    // Highlight hooks; -1 clears the single-square ones.
    void setHoverSquare(int square);
    void setSelectedSquare(int square);
    void setLegalTargets(const std::vector<int>& quiet, const std::vector<int>& captures);
    void setLastMove(int from, int to);
    void setCheckSquare(int square);
    void setHighlights(const BoardHighlights& highlights);
    const BoardHighlights& highlights() const { return m_highlights; }

    // Marks drawn over the board and its pieces (issue 14; boardscenemarks.cpp): the shown
    // node's arrows and circles, and the engine's arrows apart. Translucent, drawn after the
    // scene without depth test by the frame graph branch that filters on kOverlayStyle.
    void setMarks(const std::vector<ArrowMark>& arrows, const std::vector<CircleMark>& circles);
    void setEngineArrows(const std::vector<ArrowMark>& arrows);
    // Triangles of the marks shown (both meshes), for tests.
    int markTriangleCount() const { return m_markTriangles[0] + m_markTriangles[1]; }
    // The technique filter value of the marks' material ("renderingStyle" key).
    static constexpr const char* kOverlayStyle = "kibitzOverlay";

private:
    void buildBoard();
    void buildLights();
    void buildPieceResources();
    void placePiece(int slot, char piece, int square);
    void applyPalette();
    void showMarks(int layer, const MeshData& mesh);
    Qt3DRender::QMaterial* marksMaterial();

    QPointer<Qt3DCore::QEntity> m_root;
    BoardPalette m_palette;
    Placement m_position;
    BoardHighlights m_highlights;
    QString m_themeName;
    Qt3DRender::QPaintedTextureImage* m_squaresImage = nullptr; // repainted on highlight changes
    Qt3DRender::QAbstractTextureImage* m_frameImage = nullptr; // regenerated on palette changes
    Qt3DExtras::QDiffuseSpecularMaterial* m_sidesMaterial = nullptr;
    std::array<Qt3DRender::QGeometryRenderer*, kPieceTypeCount> m_pieceMeshes{};
    PieceOutlines m_outlines;
    std::array<Qt3DRender::QMaterial*, 2> m_pieceMaterials{}; // white, black
    std::array<Qt3DRender::QGeometryRenderer*, kPieceTypeCount> m_rimMeshes{}; // grown meshes
    Qt3DExtras::QDiffuseSpecularMaterial* m_rimMaterial = nullptr;
    struct Slot {
        Qt3DCore::QEntity* entity = nullptr;
        Qt3DCore::QTransform* transform = nullptr;
        Qt3DRender::QGeometryRenderer* mesh = nullptr;
        Qt3DRender::QMaterial* material = nullptr;
        Qt3DCore::QEntity* rim = nullptr; // White's rim (piecerim.h): beside entity, named "pieceRim"
        Qt3DRender::QGeometryRenderer* rimMesh = nullptr;
        int square = -1;
    };
    std::array<Slot, kPieceEntities> m_slots;
    Qt3DRender::QDirectionalLight* m_keyLight = nullptr;
    Qt3DRender::QDirectionalLight* m_fillLight = nullptr;
    Qt3DRender::QMaterial* m_marksMaterial = nullptr; // shared by both mark layers
    std::array<Qt3DCore::QEntity*, 2> m_markEntities{}; // the node's marks, the engine's arrows
    std::array<Qt3DRender::QGeometryRenderer*, 2> m_markMeshes{};
    std::array<int, 2> m_markTriangles{};
};

} // namespace kibitz::board3d
