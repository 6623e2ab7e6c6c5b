// CapturedPieces: painted icons, overlapping within a group.
#include "capturedpieces.h"

#include "chessgamemodel.h"
#include "dialogs/pieceicons.h"

#include <QPainter>

namespace kibitz {

namespace {
constexpr int kIcon = 22; // pixels
constexpr int kOverlap = 9; // advance between pieces of one group
constexpr int kGroupGap = 6;
} // namespace

// Follows every change of the shown position.
CapturedPieces::CapturedPieces(ChessGameModel* model, core::Color side, QWidget* parent)
    : QWidget(parent), m_model(model), m_side(side)
{
    connect(m_model, &ChessGameModel::positionChanged, this, &CapturedPieces::refresh);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    refresh();
}

// "+N" for the side ahead.
QString CapturedPieces::leadText() const
{
    const int lead = m_side == core::White ? m_balance.difference() : -m_balance.difference();
    return lead > 0 ? QStringLiteral("+%1").arg(lead) : QString();
}

// One row of icons.
QSize CapturedPieces::sizeHint() const { return {200, kIcon + 4}; }

// The other strip's side after a turn of the board.
void CapturedPieces::setSide(core::Color side)
{
    m_side = side;
    refresh();
}

// Balance, accessible text and a repaint.
void CapturedPieces::refresh()
{
    m_balance = materialBalance(m_model->position());
    setAccessibleName(m_side == core::White ? tr("Pieces captured by White") : tr("Pieces captured by Black"));
    setAccessibleDescription(leadText());
    update();
}

// Groups from pawns to queens, then the lead.
void CapturedPieces::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const qreal dpr = devicePixelRatioF();
    const int y = (height() - kIcon) / 2;
    int x = 6;
    for (int t = core::Pawn; t <= core::Queen; ++t) {
        const int n = m_balance.capturedBy(m_side, core::PieceType(t));
        if (n == 0)
            continue;
        const QPixmap icon = piecePixmap(core::makePiece(~m_side, core::PieceType(t)), kIcon, dpr);
        for (int i = 0; i < n; ++i, x += kOverlap)
            p.drawPixmap(x, y, icon);
        x += kIcon - kOverlap + kGroupGap;
    }
    const QString lead = leadText();
    if (!lead.isEmpty()) {
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(QRect(x + 2, 0, width() - x, height()), Qt::AlignVCenter | Qt::AlignLeft, lead);
    }
}

} // namespace kibitz
