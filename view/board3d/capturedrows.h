// CapturedRows: the captured pieces standing in rows on the table beside the 3D board, as on a
// real table. Each player's captures stand on the table to their right, on their own half:
// White's (black pieces) right of the board on White's side (+X, +Z), Black's mirrored (-X, -Z).
// Officers stand in the row next to the board (queen first, from the middle of the board towards
// the player), pawns in the outer row. Entities are created when first needed (at most 30) and reused; they share
// the BoardScene's piece meshes and materials, so piece sets and themes apply to them too.
#pragma once

#include <QMatrix4x4>
#include <QString>

#include <array>
#include <vector>

namespace Qt3DCore {
class QEntity;
class QTransform;
} // namespace Qt3DCore
namespace Qt3DRender {
class QGeometryRenderer;
class QMaterial;
} // namespace Qt3DRender

namespace kibitz::board3d {

class BoardScene;

class CapturedRows {
public:
    static constexpr int kMaxEntities = 30; // 15 captures per side at most
    static constexpr float kScale = 0.62f; // captured pieces are smaller than those in play

    explicit CapturedRows(BoardScene* scene);

    // Shows (or hides) the rows; hidden rows keep their entities for later.
    void setVisible(bool visible);
    bool isVisible() const { return m_visible; }

    // Shows the captures at once: captured[0] = White's captures (black letters), [1] = Black's,
    // each in display order (see orderedCaptures()).
    void show(const std::array<QString, 2>& captured);
    const std::array<QString, 2>& shown() const { return m_shown; }
    // Hides the piece at index of capturer's row until the next show() (while it slides there).
    void hidePlace(int capturer, int index);
    // The transform of the piece shown at index of capturer's row (nullptr when none), for a
    // slide from an earlier place; the next show() puts it back on its place.
    Qt3DCore::QTransform* placeTransform(int capturer, int index) const;

    // The corners and tops of the fullest rows of both sides (seven officers and eight pawns
    // each): what a camera keeps in view so that no capture is ever out of the picture.
    static std::vector<QVector3D> reach();

    // Where piece number index of capturer's captures (in letters) stands, as a world transform.
    static QMatrix4x4 placeMatrix(int capturer, const QString& letters, int index);
    // The letters in display order: queens, rooks, bishops, knights, then pawns.
    static QString orderedCaptures(const QString& letters);

    // For tests: the enabled entities with their piece letters, and how many exist.
    struct Shown {
        char piece;
        Qt3DCore::QEntity* entity;
        QMatrix4x4 matrix;
    };
    std::vector<Shown> visiblePieces() const;
    int entityCount() const { return int(m_slots.size()); }

private:
    struct Slot {
        Qt3DCore::QEntity* entity = nullptr;
        Qt3DCore::QTransform* transform = nullptr;
        Qt3DRender::QGeometryRenderer* mesh = nullptr;
        Qt3DRender::QMaterial* material = nullptr;
        char piece = '.';
        int capturer = -1;
        int index = -1;
    };
    void place(Slot& slot, char piece, int capturer, int index, const QString& letters);
    void refresh();

    BoardScene* m_scene;
    std::vector<Slot> m_slots;
    std::array<QString, 2> m_shown;
    bool m_visible = false;
};

} // namespace kibitz::board3d
