// A small 2D board painting piece SVGs: the preview of a FEN in the Load FEN dialog.
#pragma once

#include "fencheck.h"

#include <QWidget>

namespace kibitz {

class BoardPreview : public QWidget {
    Q_OBJECT
public:
    explicit BoardPreview(QWidget* parent = nullptr);

    // Shows these pieces, White at the bottom.
    void setBoard(const BoardArray& board);
    const BoardArray& board() const { return m_board; }
    // A dimmed preview shows text that is not (yet) a valid FEN.
    void setDimmed(bool dimmed);
    bool isDimmed() const { return m_dimmed; }

    // About 30 px per square plus the coordinate margin.
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    // Coordinates, squares, pieces and a frame.
    void paintEvent(QPaintEvent* event) override;

private:
    // Width of the coordinate strip left of and below the board.
    int margin() const;
    // The board's square inside the widget: right of and above the coordinate strips.
    QRect boardRect() const;
    // Draws file letters and rank numbers beside the board.
    void paintCoordinates(QPainter& painter, const QRect& board);

    BoardArray m_board;
    bool m_dimmed = false;
};

} // namespace kibitz
