// BoardPreview: squares in classic wood tones, pieces from PieceIcons.
#include "boardpreview.h"

#include "pieceicons.h"

#include <QPainter>

namespace kibitz {

namespace {
const QColor LightSquare(0xf0, 0xd9, 0xb5);
const QColor DarkSquare(0xb5, 0x88, 0x63);
const QColor Frame(0x5a, 0x40, 0x2c);
} // namespace

// Starts with the standard position so the widget never paints an empty frame.
BoardPreview::BoardPreview(QWidget* parent) : QWidget(parent), m_board(boardOf(core::Position::startPosition()))
{
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.8);
    setFont(small);
    setAccessibleName(tr("Board preview"));
}

// Stores the pieces and repaints.
void BoardPreview::setBoard(const BoardArray& board)
{
    if (board == m_board)
        return;
    m_board = board;
    update();
}

// Fades the board out while the text is not valid.
void BoardPreview::setDimmed(bool dimmed)
{
    if (m_dimmed == dimmed)
        return;
    m_dimmed = dimmed;
    update();
}

// Room for a digit or letter, at least 15 px.
int BoardPreview::margin() const { return qMax(15, fontMetrics().height()); }

// 8 squares of 30 px plus the coordinate strip.
QSize BoardPreview::sizeHint() const { return {240 + margin(), 240 + margin()}; }

// Still readable at 16 px per square.
QSize BoardPreview::minimumSizeHint() const { return {128 + margin(), 128 + margin()}; }

// Largest multiple of 8 that fits beside the strips, in the top-left corner of the rest.
QRect BoardPreview::boardRect() const
{
    const int m = margin();
    const int side = qMax(8, qMin(width() - m, height() - m) / 8 * 8);
    return {m, 0, side, side};
}

// Files a-h under the board, ranks 1-8 to its left.
void BoardPreview::paintCoordinates(QPainter& painter, const QRect& board)
{
    const int cell = board.width() / 8;
    const int m = margin();
    painter.setPen(palette().color(QPalette::WindowText));
    for (int i = 0; i < 8; ++i) {
        const QRect file(board.left() + i * cell, board.bottom() + 1, cell, m);
        painter.drawText(file, Qt::AlignCenter, QString(QChar('a' + i)));
        const QRect rank(0, board.top() + (7 - i) * cell, m, cell);
        painter.drawText(rank, Qt::AlignCenter, QString::number(i + 1));
    }
}

// Paints the coordinates, squares and pieces (faded when dimmed) and a thin frame.
void BoardPreview::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    const QRect board = boardRect();
    const int cell = board.width() / 8;
    paintCoordinates(painter, board);
    if (m_dimmed)
        painter.setOpacity(0.4);
    const qreal dpr = devicePixelRatioF();
    for (int sq = 0; sq < 64; ++sq) {
        const int file = core::fileOf(core::Square(sq));
        const int rank = core::rankOf(core::Square(sq));
        const QRect rect(board.left() + file * cell, board.top() + (7 - rank) * cell, cell, cell);
        painter.fillRect(rect, (file + rank) % 2 ? LightSquare : DarkSquare);
        if (m_board[sq] != core::NoPiece)
            painter.drawPixmap(rect.topLeft(), piecePixmap(m_board[sq], cell, dpr));
    }
    painter.setOpacity(1.0);
    painter.setPen(Frame);
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(board.adjusted(0, 0, -1, -1));
}

} // namespace kibitz
