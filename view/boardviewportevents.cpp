// BoardViewport's mouse, wheel and key handling: pixels become squares (through the camera
// and piece-aware picking) and go to ViewportInput; the right button draws marks on the board
// (boardviewportmarks.cpp) and orbits outside it, the middle button orbits, the wheel zooms.
#include "boardviewport.h"

#include "boardscene.h"
#include "viewportanimator.h"
#include "viewportcamera.h"
#include "viewportinput.h"
#include "viewportturner.h"
#include "viewportpicking.h"

#include <Qt3DCore/QTransform>
#include <Qt3DExtras/Qt3DWindow>

#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QWheelEvent>
#include <QWindow>

namespace kibitz {

// The Qt3D window gets the real input events; they are handled here.
bool BoardViewport::eventFilter(QObject* watched, QEvent* event)
{
    if (watched != m_window)
        return QWidget::eventFilter(watched, event);
    if (forwardKey(event))
        return true;
    switch (event->type()) {
    case QEvent::MouseButtonPress: mousePressed(static_cast<QMouseEvent*>(event)); return true;
    case QEvent::MouseMove: mouseMoved(static_cast<QMouseEvent*>(event)); return true;
    case QEvent::MouseButtonRelease: mouseReleased(static_cast<QMouseEvent*>(event)); return true;
    case QEvent::Wheel: wheelTurned(static_cast<QWheelEvent*>(event)); return true;
    case QEvent::KeyPress: return keyPressed(static_cast<QKeyEvent*>(event));
    case QEvent::DragEnter:
    case QEvent::DragMove:
    case QEvent::Drop: return editDragEvent(event);
    case QEvent::ShortcutOverride:
        // In edit mode the board's keys win over the window's shortcuts (plain arrows = Go).
        if (m_editMode && editKeyPressed(static_cast<QKeyEvent*>(event), true)) {
            event->accept();
            return true;
        }
        break;
    case QEvent::Leave: m_input->setHover(-1); break;
    case QEvent::Resize: m_camera->setViewportSize(m_window->size()); break;
    case QEvent::Expose:
        if (m_window->isExposed())
            requestFirstFrame();
        break;
    default: break;
    }
    return QWidget::eventFilter(watched, event);
}

// The X server sends keys to the Qt3D window while it holds the input focus, also after the
// focus went elsewhere in the window and before the window system has caught up (the Move field
// that typing opened, a control reached by Tab): under load a whole typed move and its Enter
// arrive here first. They belong to the widget that has the focus.
bool BoardViewport::forwardKey(QEvent* event)
{
    const QEvent::Type type = event->type();
    if (type != QEvent::KeyPress && type != QEvent::KeyRelease && type != QEvent::ShortcutOverride)
        return false;
    // The window's focus child, also while the application has no active window yet (the X
    // focus came back to the board before the window system told Qt).
    QWidget* focus = window()->focusWidget();
    if (!focus || focus == m_container || focus == this)
        return false;
    if (type == QEvent::ShortcutOverride)
        event->ignore(); // the focus widget claims the key, or the window's shortcut gets it
    QCoreApplication::sendEvent(focus, event);
    return true;
}

// Keys reaching the widget itself (e.g. before the window container took focus).
void BoardViewport::keyPressEvent(QKeyEvent* event)
{
    if (!keyPressed(event))
        QWidget::keyPressEvent(event);
}

// Piece-aware picking through the current camera; a piece of the side to move on the square
// under the pointer wins over a taller piece whose outline covers that spot.
int BoardViewport::squareAt(const QPointF& pos) const
{
    if (m_editMode) // any piece can be picked up in the editor
        return pickBoard(m_camera->rayAt(pos), m_scene->position(), m_scene->pieceOutlines(),
                         [this](int square) { return m_scene->position()[size_t(square)] != '.'; });
    return pickBoard(m_camera->rayAt(pos), m_scene->position(), m_scene->pieceOutlines(),
                     [this](int square) { return m_input->canSelect(square); });
}

// The square a dragged piece would land on: the one under the pointer.
int BoardViewport::dropSquareAt(const QPointF& pos) const { return dropSquare(m_camera->rayAt(pos)); }

// Left: select / click-click / start a drag (on an empty square: clear the marks); right on the
// board: draw a mark; middle, or right outside the board: start orbiting.
void BoardViewport::mousePressed(QMouseEvent* event)
{
    m_container->setFocus(Qt::MouseFocusReason);
    m_lastPos = event->position();
    const bool right = event->button() == Qt::RightButton;
    if (right && !m_editMode && markPressed(event))
        return;
    if (right || event->button() == Qt::MiddleButton) {
        m_orbiting = true;
        m_rightMoved = false;
        m_pressPos = event->position();
        return;
    }
    if (event->button() != Qt::LeftButton)
        return;
    if (m_editMode) {
        editPressed(event->position());
        return;
    }
    m_pressPos = event->position();
    m_dragging = false;
    m_camera->finish(); // a turning board stops under the pointer before a piece is taken
    const int square = squareAt(m_pressPos);
    if (clearMarksAt(square))
        return;
    m_dragFrom = m_input->press(square) ? square : -1;
    m_turner->setHolding(m_dragFrom >= 0);
}

// Orbits, drags the held piece, or updates the hover square.
void BoardViewport::mouseMoved(QMouseEvent* event)
{
    const QPointF pos = event->position();
    if (m_orbiting) {
        m_rightMoved = m_rightMoved || (pos - m_pressPos).manhattanLength() >= QApplication::startDragDistance();
        m_camera->orbit(pos - m_lastPos);
        m_lastPos = pos;
        return;
    }
    m_lastPos = pos;
    if (m_markFrom >= 0) {
        markMoved(pos);
        return;
    }
    if (m_dragFrom >= 0 && (event->buttons() & Qt::LeftButton)) {
        if (!m_dragging && (pos - m_pressPos).manhattanLength() >= QApplication::startDragDistance()) {
            m_animator->finish(); // the piece must be on its square before it is lifted
            m_dragging = true;
        }
        if (m_dragging) {
            dragPieceTo(pos);
            m_input->setHover(dropSquareAt(pos)); // where the piece would land
            return;
        }
    }
    m_input->setHover(squareAt(pos));
}

// Ends orbiting, a drag (drop) or a click.
void BoardViewport::mouseReleased(QMouseEvent* event)
{
    if (event->button() == Qt::RightButton && m_markFrom >= 0) {
        markReleased(event);
        return;
    }
    if (event->button() == Qt::RightButton || event->button() == Qt::MiddleButton) {
        m_orbiting = false;
        if (m_editMode && event->button() == Qt::RightButton && !m_rightMoved)
            emit editSquareRightClicked(squareAt(event->position()));
        return;
    }
    if (event->button() != Qt::LeftButton)
        return;
    if (m_editMode) {
        editReleased(event);
        return;
    }
    if (!m_dragging) {
        m_dragFrom = -1;
        m_input->release(squareAt(event->position()), false);
        m_turner->setHolding(false);
        return;
    }
    // The dropped piece is already on its square: no slide animation for this move.
    const int square = dropSquareAt(event->position());
    m_animator->setAnimationsEnabled(false);
    m_input->release(square, true);
    m_animator->setAnimationsEnabled(true);
    endDrag();
    m_turner->setHolding(false);
}

// Wheel steps of 120 eighths of a degree zoom one step.
void BoardViewport::wheelTurned(QWheelEvent* event) { m_camera->zoomBy(float(event->angleDelta().y()) / 120.0f); }

// Shift+arrows show and move the square cursor as seen on screen (plain arrows navigate the
// game: the window's Go actions), Enter/Space act on it, Esc deselects; printable text goes to
// the window's move entry. Returns whether the key was used.
bool BoardViewport::keyPressed(QKeyEvent* event)
{
    if (passFocusOn(event))
        return true;
    if (m_editMode)
        return editKeyPressed(event, false);
    const int s = isFlipped() ? -1 : 1; // Black at the bottom mirrors both directions
    const bool shift = (event->modifiers() & ~Qt::KeypadModifier) == Qt::ShiftModifier;
    switch (shift ? event->key() : 0) {
    case Qt::Key_Left: m_input->moveCursor(-s, 0); return true;
    case Qt::Key_Right: m_input->moveCursor(s, 0); return true;
    case Qt::Key_Up: m_input->moveCursor(0, s); return true;
    case Qt::Key_Down: m_input->moveCursor(0, -s); return true;
    default: break;
    }
    switch (event->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space: m_input->activateCursor(); return true;
    case Qt::Key_Escape: m_input->clearSelection(); return true;
    default: break;
    }
    const QString text = event->text();
    if (!text.isEmpty() && text.at(0).isPrint() && !(event->modifiers() & Qt::ControlModifier)) {
        emit textTyped(text);
        return true;
    }
    return false;
}

// Tab and Shift+Tab move the focus on along the window's chain (the board editor's palette and
// controls come next). The Qt3D window gets the keys itself, so Qt's own Tab handling never sees
// them; and it holds the X input focus, which has to go back to the top-level window.
bool BoardViewport::passFocusOn(QKeyEvent* event)
{
    const int key = event->key();
    if ((key != Qt::Key_Tab && key != Qt::Key_Backtab)
        || (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)))
        return false;
    const bool next = key == Qt::Key_Tab && !(event->modifiers() & Qt::ShiftModifier);
    if (!focusNextPrevChild(next))
        return false;
    if (QWindow* top = window()->windowHandle())
        top->requestActivate();
    return true;
}

// The held piece floats straight above the board point under the pointer, so it hangs over
// the square it will be dropped on.
void BoardViewport::dragPieceTo(const QPointF& pos)
{
    Qt3DCore::QTransform* transform = m_scene->pieceTransform(m_dragFrom);
    QVector3D point;
    if (!transform || !m_camera->boardPointAt(pos, 0.0f, &point))
        return;
    point.setY(kDragLift);
    const char piece = m_scene->position()[size_t(m_dragFrom)];
    QMatrix4x4 m = board3d::BoardScene::pieceMatrix(piece, m_dragFrom);
    QMatrix4x4 shift;
    shift.translate(point - board3d::squareCentre(m_dragFrom));
    transform->setMatrix(shift * m);
}

// Whatever the drop did, the scene shows the model again (the dragged entity included).
void BoardViewport::endDrag()
{
    m_dragFrom = -1;
    m_dragging = false;
    m_animator->resync(m_animator->target());
}

} // namespace kibitz
