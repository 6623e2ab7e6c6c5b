// BoardViewport's edit mode (the board editor): showing a given position with short
// animations of single edits, the edit cursor and problem tints, and turning pointer and keys
// into edit signals. The viewport keeps no edit state beyond what it shows.
#include "boardviewport.h"

#include "boardeditor.h"
#include "boardscene.h"
#include "boardtransition.h"
#include "viewportanimator.h"
#include "viewportinput.h"
#include "viewportpicking.h"

#include <QDropEvent>
#include <QKeyEvent>
#include <QMimeData>
#include <QMouseEvent>

namespace kibitz {

namespace {

// What a key does in edit mode.
enum class EditKey { None, Accept, Cancel, Left, Right, Up, Down, Clear, Letter };

// Classifies a key press (plain or with Shift for arrows; Ctrl only for Ctrl+Return).
EditKey classify(const QKeyEvent* event)
{
    const Qt::KeyboardModifiers mods = event->modifiers() & ~Qt::KeypadModifier;
    const int key = event->key();
    if ((key == Qt::Key_Return || key == Qt::Key_Enter) && mods == Qt::ControlModifier)
        return EditKey::Accept;
    if (mods & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))
        return EditKey::None;
    switch (key) {
    case Qt::Key_Escape: return EditKey::Cancel;
    case Qt::Key_Left: return EditKey::Left;
    case Qt::Key_Right: return EditKey::Right;
    case Qt::Key_Up: return EditKey::Up;
    case Qt::Key_Down: return EditKey::Down;
    case Qt::Key_Delete:
    case Qt::Key_Backspace:
    case Qt::Key_Space: return EditKey::Clear;
    default: break;
    }
    const QString text = event->text();
    if (!text.isEmpty() && text.at(0).isLetter())
        return EditKey::Letter;
    return EditKey::None;
}

// The transition that animates one edit: a slide for a move, a piece growing in where one is
// placed, shrinking away where one is removed; anything else resyncs.
BoardTransition transitionOf(const BoardEdit& edit)
{
    BoardTransition t;
    switch (edit.kind) {
    case BoardEdit::Move:
        t.kind = BoardTransition::Forward;
        t.motions.append({edit.piece, edit.from, edit.to, edit.piece});
        t.captured = edit.replaced;
        t.captureSquare = edit.replaced == core::NoPiece ? core::NoSquare : edit.to;
        break;
    case BoardEdit::Place:
        t.kind = BoardTransition::Backward; // "reappears": grows on its square
        t.captured = edit.piece;
        t.captureSquare = edit.to;
        break;
    case BoardEdit::Remove:
        t.kind = BoardTransition::Forward; // "captured": shrinks away
        t.captured = edit.piece;
        t.captureSquare = edit.from;
        break;
    default: break;
    }
    return t;
}

} // namespace

// Entering drops any selection and uses short animations; leaving shows the model again.
void BoardViewport::setEditMode(bool on)
{
    if (on == m_editMode)
        return;
    m_editMode = on;
    m_dragFrom = -1;
    m_dragging = false;
    m_input->clearSelection();
    if (on) {
        m_normalAnimationMs = m_animator->duration();
        m_animator->setDuration(std::min(m_normalAnimationMs, EditAnimationMs));
    } else {
        m_animator->setDuration(m_normalAnimationMs);
        m_editCursor = -1;
        m_editProblems.clear();
    }
    updateCapturedRows();
    rebuild();
}

// One edit animates; a new placement (Replace) or a state change resyncs the pooled pieces.
void BoardViewport::showEditPosition(const std::array<char, 64>& placement, const BoardEdit& edit)
{
    if (!m_editMode)
        return;
    if (edit.kind == BoardEdit::State && placement == m_animator->target())
        return;
    m_animator->apply(transitionOf(edit), placement);
}

// The cursor outline and the problem tints.
void BoardViewport::setEditMarks(int cursor, const QList<int>& problems)
{
    m_editCursor = cursor;
    m_editProblems = problems;
    refreshHighlights();
}

// Edit mode shows its own marks; otherwise the input layer's highlights.
void BoardViewport::refreshHighlights()
{
    if (!m_editMode) {
        m_scene->setHighlights(m_input->highlights());
        return;
    }
    board3d::BoardHighlights h;
    h.hover = m_editCursor;
    h.problems.assign(m_editProblems.begin(), m_editProblems.end());
    m_scene->setHighlights(h);
}

// A press on a piece may start a drag; elsewhere it is the start of a click.
void BoardViewport::editPressed(const QPointF& pos)
{
    m_pressPos = pos;
    m_dragging = false;
    const int square = squareAt(pos);
    m_dragFrom = core::isValidSquare(square) && m_scene->position()[size_t(square)] != '.' ? square : -1;
}

// A click places on the square under the pointer; a drag moves (or removes off the board).
void BoardViewport::editReleased(QMouseEvent* event)
{
    const int to = dropSquareAt(event->position());
    if (!m_dragging) {
        m_dragFrom = -1;
        if (core::isValidSquare(to))
            emit editSquareClicked(to, event->modifiers() & Qt::ShiftModifier);
        return;
    }
    const int from = m_dragFrom;
    m_animator->setAnimationsEnabled(false); // the dropped piece is already there
    emit editPieceDragged(from, core::isValidSquare(to) ? to : -1);
    m_animator->setAnimationsEnabled(true);
    endDrag();
}

// A palette piece dragged over the board: accepted in edit mode, placed where it is dropped.
bool BoardViewport::editDragEvent(QEvent* event)
{
    auto* drag = static_cast<QDropEvent*>(event);
    const QByteArray data =
        drag->mimeData() ? drag->mimeData()->data(QString::fromLatin1(PieceMimeType)) : QByteArray();
    if (!m_editMode || data.size() != 1) {
        drag->ignore();
        return false;
    }
    const int square = dropSquareAt(drag->position());
    if (event->type() != QEvent::Drop) {
        m_input->setHover(square);
        drag->acceptProposedAction();
        return true;
    }
    drag->acceptProposedAction();
    if (core::isValidSquare(square))
        emit editPieceDropped(square, QChar::fromLatin1(data.at(0)));
    return true;
}

// Arrows move the cursor as seen on screen, letters place, Delete/Space clear, Ctrl+Return
// accepts, Esc cancels; with dryRun only says whether the key is the editor's.
bool BoardViewport::editKeyPressed(QKeyEvent* event, bool dryRun)
{
    const EditKey key = classify(event);
    if (key == EditKey::None || dryRun)
        return key != EditKey::None;
    const int s = isFlipped() ? -1 : 1;
    switch (key) {
    case EditKey::Accept: emit editAcceptPressed(); break;
    case EditKey::Cancel: emit editCancelPressed(); break;
    case EditKey::Left: emit editCursorMoved(-s, 0); break;
    case EditKey::Right: emit editCursorMoved(s, 0); break;
    case EditKey::Up: emit editCursorMoved(0, s); break;
    case EditKey::Down: emit editCursorMoved(0, -s); break;
    case EditKey::Clear: emit editClearPressed(); break;
    case EditKey::Letter: emit editLetterTyped(event->text().at(0)); break;
    case EditKey::None: break;
    }
    return true;
}

} // namespace kibitz
