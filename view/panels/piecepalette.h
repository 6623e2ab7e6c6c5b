// PiecePalette: the board editor's twelve pieces (the project's SVG icons) and an eraser, as
// exclusive buttons. Picking one calls BoardEditor::pickPiece; the editor's pick is shown.
#pragma once

#include "core/types.h"

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

private:
    void showPick();

    QPointer<BoardEditor> m_editor;
    QButtonGroup* m_group;
};

} // namespace kibitz
