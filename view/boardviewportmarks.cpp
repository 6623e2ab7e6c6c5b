// BoardViewport's drawn marks (issue 14): right-drag from square to square draws an arrow, a
// right-click a circle (colour by modifier, as on Lichess), a left click on an empty square
// clears them; the scene shows the shown node's marks and the engine's arrows.
#include "boardviewport.h"

#include "boardscene.h"
#include "chessgamemodel.h"
#include "gameannotations.h"
#include "viewportcamera.h"
#include "viewportinput.h"
#include "viewportpicking.h"

#include <QMouseEvent>

namespace kibitz {

namespace {

// None green, Shift red, Alt blue, Shift+Alt yellow.
game::MarkColour colourFor(Qt::KeyboardModifiers modifiers)
{
    const bool shift = modifiers & Qt::ShiftModifier;
    const bool alt = modifiers & Qt::AltModifier;
    if (shift && alt)
        return game::MarkColour::Yellow;
    if (shift)
        return game::MarkColour::Red;
    if (alt)
        return game::MarkColour::Blue;
    return game::MarkColour::Green;
}

} // namespace

// The shown node's arrows and circles (none in edit mode).
void BoardViewport::refreshMarks()
{
    std::vector<board3d::ArrowMark> arrows;
    std::vector<board3d::CircleMark> circles;
    if (!m_editMode) {
        const game::NodeAnnotations& a = m_model->tree().node(m_model->cursor()).annotations();
        for (const game::Arrow& r : a.arrows)
            arrows.push_back({int(r.from), int(r.to), int(r.colour)});
        for (const game::Circle& c : a.circles)
            circles.push_back({int(c.square), int(c.colour)});
        if (m_markFrom >= 0 && m_markTo >= 0 && m_markTo != m_markFrom) // the arrow being drawn
            arrows.push_back({m_markFrom, m_markTo, m_markColour});
    }
    m_scene->setMarks(arrows, circles);
}

// The engine's best moves as arrows, the first one thicker.
void BoardViewport::showEngineArrows(const QList<core::Move>& moves)
{
    std::vector<board3d::ArrowMark> arrows;
    for (const core::Move& m : moves)
        if (!m.isNull())
            arrows.push_back({int(m.from()), int(m.to()), board3d::EngineTexel, arrows.empty() ? 0.26f : 0.14f});
    m_scene->setEngineArrows(arrows);
}

// A right press on a board square starts a mark; false when it is outside the board (orbit).
bool BoardViewport::markPressed(QMouseEvent* event)
{
    m_markFrom = dropSquare(m_camera->rayAt(event->position()));
    m_markColour = int(colourFor(event->modifiers()));
    return m_markFrom >= 0;
}

// While drawing, the arrow follows the pointer from square to square.
void BoardViewport::markMoved(const QPointF& pos)
{
    const int to = dropSquare(m_camera->rayAt(pos));
    if (to == m_markTo)
        return;
    m_markTo = to;
    refreshMarks();
}

// Released on the pressed square: a circle; on another square: an arrow; off the board: nothing.
void BoardViewport::markReleased(QMouseEvent* event)
{
    const int from = m_markFrom;
    m_markFrom = -1;
    m_markTo = -1;
    refreshMarks(); // no preview; the model's change redraws the marks if there is one
    const int to = dropSquare(m_camera->rayAt(event->position()));
    if (from < 0 || to < 0)
        return;
    const auto colour = game::MarkColour(m_markColour);
    if (to == from)
        m_annotations->toggleCircle(m_model->cursor(), core::Square(from), colour);
    else
        m_annotations->toggleArrow(m_model->cursor(), core::Square(from), core::Square(to), colour);
}

// A left click on an empty square with nothing selected clears the marks (one undo step of its
// own); true when it did.
bool BoardViewport::clearMarksAt(int square)
{
    if (square < 0 || m_scene->position()[std::size_t(square)] != '.' || m_input->highlights().selected >= 0)
        return false;
    m_annotations->endMarkGesture();
    const bool cleared = m_annotations->clearMarks(m_model->cursor());
    m_annotations->endMarkGesture();
    return cleared;
}

} // namespace kibitz
