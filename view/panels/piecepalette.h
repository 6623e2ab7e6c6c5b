// PiecePalette: the board editor's twelve pieces (the project's SVG icons) and an eraser, as
// exclusive buttons. Picking one calls BoardEditor::pickPiece; the editor's pick is shown. A piece
// button can also be dragged onto the board (BoardViewport::PieceMimeType).
#pragma once

#include "core/types.h"

#include <QPoint>
#include <QPointer>
#include <QWidget>

class QButtonGroup;
class QToolButton;

namespace kibitz {

class BoardEditor;

class PiecePalette : public QWidget {
    Q_OBJECT
public:
    explicit PiecePalette(QWidget* parent = nullptr);

    // The editor the buttons act on (nullptr: none, the buttons do nothing).
    void setEditor(BoardEditor* editor);
    // The button of a piece (NoPiece: the eraser), for tests and accessibility.
    QToolButton* button(core::Piece piece) const;

protected:
    // Starts dragging a piece button's piece (onto the board) once the pointer moved far enough.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void showPick();
    void startDrag(QToolButton* button, core::Piece piece);

    QPointer<BoardEditor> m_editor;
    QButtonGroup* m_group;
    QPoint m_pressPos;
};

} // namespace kibitz
