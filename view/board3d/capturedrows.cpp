// Captured pieces in rows beside the board.
#include "capturedrows.h"

#include "boardscene.h"

#include <Qt3DCore/QEntity>
#include <Qt3DCore/QTransform>
#include <Qt3DRender/QGeometryRenderer>
#include <Qt3DRender/QMaterial>

#include <algorithm>

namespace kibitz::board3d {

namespace {

constexpr float kInnerColumn = 5.2f; // |x| of the officers' row, just outside the frame (4.62)
constexpr float kOuterColumn = 5.85f; // |x| of the pawns' row
// |z| of the first place, by the middle of the board: the camera sees the sides best there, and
// the rows grow towards the player.
constexpr float kFirstPlace = 0.3f;
constexpr float kSpacing = 0.6f; // between neighbours in a row

// Display rank of a letter: queens first, pawns last.
int orderOf(QChar letter)
{
    static const QString order = QStringLiteral("qrbnpk");
    const int i = order.indexOf(letter.toLower());
    return i < 0 ? int(order.size()) : i;
}

} // namespace

// Nothing is created until the first capture is shown.
CapturedRows::CapturedRows(BoardScene* scene) : m_scene(scene) { }

// Hidden rows disable every entity; shown rows show the last captures again.
void CapturedRows::setVisible(bool visible)
{
    if (visible == m_visible)
        return;
    m_visible = visible;
    refresh();
}

// Stores the captures and places the entities.
void CapturedRows::show(const std::array<QString, 2>& captured)
{
    m_shown = {orderedCaptures(captured[0]), orderedCaptures(captured[1])};
    refresh();
}

// One entity per shown capture, created on first need; the rest are disabled.
void CapturedRows::refresh()
{
    size_t used = 0;
    if (m_visible) {
        for (int capturer = 0; capturer < 2; ++capturer) {
            const QString& letters = m_shown[size_t(capturer)];
            for (int i = 0; i < letters.size() && used < size_t(kMaxEntities); ++i) {
                if (used == m_slots.size()) {
                    Slot slot;
                    slot.transform = new Qt3DCore::QTransform;
                    slot.entity = new Qt3DCore::QEntity(m_scene->rootEntity());
                    slot.entity->addComponent(slot.transform);
                    m_slots.push_back(slot);
                }
                place(m_slots[used++], letters[i].toLatin1(), capturer, i, letters);
            }
        }
    }
    for (size_t i = used; i < m_slots.size(); ++i) {
        m_slots[i].entity->setEnabled(false);
        m_slots[i].capturer = -1;
    }
}

// Gives the slot the shared mesh and material of the piece and puts it on its place.
void CapturedRows::place(Slot& slot, char piece, int capturer, int index, const QString& letters)
{
    Qt3DRender::QGeometryRenderer* mesh = m_scene->sharedMesh(piece);
    Qt3DRender::QMaterial* material = m_scene->sharedMaterial(piece);
    if (!mesh || !material)
        return;
    swapComponent(slot.entity, slot.mesh, mesh);
    swapComponent(slot.entity, slot.material, material);
    slot.piece = piece;
    slot.capturer = capturer;
    slot.index = index;
    slot.transform->setMatrix(placeMatrix(capturer, letters, index));
    slot.entity->setEnabled(true);
}

// Disables the one entity showing that place.
void CapturedRows::hidePlace(int capturer, int index)
{
    for (Slot& slot : m_slots)
        if (slot.capturer == capturer && slot.index == index)
            slot.entity->setEnabled(false);
}

// The enabled slot showing that place.
Qt3DCore::QTransform* CapturedRows::placeTransform(int capturer, int index) const
{
    for (const Slot& slot : m_slots)
        if (slot.capturer == capturer && slot.index == index && slot.entity->isEnabled())
            return slot.transform;
    return nullptr;
}

// Officers count along the inner row, pawns along the outer one, from the middle of the board
// towards the capturer; Black's rows are White's turned half round the board's centre.
QMatrix4x4 CapturedRows::placeMatrix(int capturer, const QString& letters, int index)
{
    const QChar letter = letters.at(index);
    const bool pawn = letter.toLower() == QLatin1Char('p');
    int k = 0;
    for (int i = 0; i < index; ++i)
        k += (letters.at(i).toLower() == QLatin1Char('p')) == pawn ? 1 : 0;
    const float side = capturer == 0 ? 1.0f : -1.0f;
    const QVector3D centre(side * (pawn ? kOuterColumn : kInnerColumn), 0.0f,
                           side * (kFirstPlace + kSpacing * float(k)));
    QMatrix4x4 m = BoardScene::pieceMatrix(letter.toLatin1(), 0);
    m.setColumn(3, QVector4D(centre, 1.0f));
    m.scale(kScale);
    return m;
}

std::vector<QVector3D> CapturedRows::reach()
{
    const QString fullest = orderedCaptures(QStringLiteral("qrrbbnnpppppppp"));
    std::vector<QVector3D> points;
    for (int capturer = 0; capturer < 2; ++capturer)
        for (int index = 0; index < fullest.size(); ++index) {
            const QMatrix4x4 place = placeMatrix(capturer, fullest, index);
            // A piece is at most 0.8 of a square wide and 1.5 tall before the rows' scale.
            for (const QVector3D& p : {QVector3D(-0.4f, 0.0f, -0.4f), QVector3D(0.4f, 0.0f, 0.4f),
                                       QVector3D(-0.4f, 0.0f, 0.4f), QVector3D(0.4f, 0.0f, -0.4f),
                                       QVector3D(0.0f, 1.5f, 0.0f)})
                points.push_back(place.map(p));
        }
    return points;
}

// Stable sort by display rank.
QString CapturedRows::orderedCaptures(const QString& letters)
{
    QString sorted = letters;
    std::stable_sort(sorted.begin(), sorted.end(), [](QChar a, QChar b) { return orderOf(a) < orderOf(b); });
    return sorted;
}

// The enabled entities, for tests.
std::vector<CapturedRows::Shown> CapturedRows::visiblePieces() const
{
    std::vector<Shown> out;
    for (const Slot& slot : m_slots)
        if (slot.entity->isEnabled())
            out.push_back({slot.piece, slot.entity, slot.transform->matrix()});
    return out;
}

} // namespace kibitz::board3d
