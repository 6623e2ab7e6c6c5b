// PiecePalette: two columns of piece buttons (White, Black) and the eraser below them.
#include "piecepalette.h"

#include "boardeditor.h"
#include "boardviewport.h"
#include "dialogs/pieceicons.h"

#include <QApplication>
#include <QButtonGroup>
#include <QDrag>
#include <QMimeData>
#include <QMouseEvent>
#include <QGridLayout>
#include <QPainter>
#include <QToolButton>

namespace kibitz {

namespace {

constexpr int kIconSize = 40;
constexpr int kEraserId = 16; // button ids are core::Piece values; the eraser has its own

// A red cross: the eraser has no piece image.
QIcon eraserIcon()
{
    QPixmap pixmap(kIconSize, kIconSize);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor(200, 50, 40), 5, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(10, 10, kIconSize - 10, kIconSize - 10);
    p.drawLine(kIconSize - 10, 10, 10, kIconSize - 10);
    return QIcon(pixmap);
}

// "White knight", ... (whole names: adjectives agree with the piece in other languages).
QString pieceName(core::Piece piece)
{
    switch (piece) {
    case core::WKing: return PiecePalette::tr("White king");
    case core::WQueen: return PiecePalette::tr("White queen");
    case core::WRook: return PiecePalette::tr("White rook");
    case core::WBishop: return PiecePalette::tr("White bishop");
    case core::WKnight: return PiecePalette::tr("White knight");
    case core::WPawn: return PiecePalette::tr("White pawn");
    case core::BKing: return PiecePalette::tr("Black king");
    case core::BQueen: return PiecePalette::tr("Black queen");
    case core::BRook: return PiecePalette::tr("Black rook");
    case core::BBishop: return PiecePalette::tr("Black bishop");
    case core::BKnight: return PiecePalette::tr("Black knight");
    case core::BPawn: return PiecePalette::tr("Black pawn");
    default: return PiecePalette::tr("Eraser");
    }
}

} // namespace

// Pieces from king to pawn, White on the left; each button's tooltip names it and its letter.
PiecePalette::PiecePalette(QWidget* parent) : QWidget(parent), m_group(new QButtonGroup(this))
{
    auto* layout = new QGridLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(2);
    const core::PieceType order[] = {core::King, core::Queen, core::Rook, core::Bishop, core::Knight, core::Pawn};
    int row = 0;
    for (const core::PieceType type : order) {
        for (const core::Color colour : {core::White, core::Black}) {
            const core::Piece piece = core::makePiece(colour, type);
            auto* b = new QToolButton(this);
            b->setCheckable(true);
            b->setIcon(pieceIcon(piece));
            b->setIconSize(QSize(kIconSize, kIconSize));
            const QString name = pieceName(piece);
            b->setToolTip(tr("%1 (key %2; Shift+click places the other colour)")
                              .arg(name, QChar::fromLatin1(core::pieceChar(piece))));
            b->setAccessibleName(name);
            b->setObjectName(QStringLiteral("palette_%1").arg(QChar::fromLatin1(core::pieceChar(piece))));
            m_group->addButton(b, int(piece));
            b->installEventFilter(this);
            layout->addWidget(b, row, int(colour));
        }
        ++row;
    }
    auto* eraser = new QToolButton(this);
    eraser->setCheckable(true);
    eraser->setIcon(eraserIcon());
    eraser->setIconSize(QSize(kIconSize, kIconSize));
    eraser->setToolTip(tr("Eraser: click a square to empty it (Delete or Space at the cursor)"));
    eraser->setAccessibleName(pieceName(core::NoPiece));
    eraser->setObjectName(QStringLiteral("palette_eraser"));
    m_group->addButton(eraser, kEraserId);
    layout->addWidget(eraser, row, 0, 1, 2, Qt::AlignHCenter);
    layout->setRowStretch(row + 1, 1);
    connect(m_group, &QButtonGroup::idClicked, this, [this](int id) {
        if (m_editor)
            m_editor->pickPiece(id == kEraserId ? core::NoPiece : core::Piece(id));
    });
}

// A left press remembers where; moving far enough with the button held starts a drag.
bool PiecePalette::eventFilter(QObject* watched, QEvent* event)
{
    auto* b = qobject_cast<QToolButton*>(watched);
    const int id = b ? m_group->id(b) : -1;
    if (id < 0 || id == kEraserId)
        return QWidget::eventFilter(watched, event);
    if (event->type() == QEvent::MouseButtonPress)
        m_pressPos = static_cast<QMouseEvent*>(event)->position().toPoint();
    if (event->type() == QEvent::MouseMove) {
        auto* move = static_cast<QMouseEvent*>(event);
        if ((move->buttons() & Qt::LeftButton)
            && (move->position().toPoint() - m_pressPos).manhattanLength() >= QApplication::startDragDistance()) {
            startDrag(b, core::Piece(id));
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

// The piece is picked too, so clicks after the drop place more of it.
void PiecePalette::startDrag(QToolButton* button, core::Piece piece)
{
    if (m_editor)
        m_editor->pickPiece(piece);
    auto* data = new QMimeData;
    data->setData(QString::fromLatin1(BoardViewport::PieceMimeType), QByteArray(1, core::pieceChar(piece)));
    auto* drag = new QDrag(button);
    drag->setMimeData(data);
    drag->setPixmap(piecePixmap(piece, kIconSize, devicePixelRatio()));
    drag->setHotSpot(QPoint(kIconSize / 2, kIconSize / 2));
    drag->exec(Qt::CopyAction);
    button->setDown(false);
}

// Follows the editor's pick.
void PiecePalette::setEditor(BoardEditor* editor)
{
    if (m_editor)
        disconnect(m_editor, nullptr, this, nullptr);
    m_editor = editor;
    if (m_editor)
        connect(m_editor, &BoardEditor::pickChanged, this, &PiecePalette::showPick);
    showPick();
}

// The button of a piece, or the eraser's for NoPiece.
QToolButton* PiecePalette::button(core::Piece piece) const
{
    return qobject_cast<QToolButton*>(m_group->button(piece == core::NoPiece ? kEraserId : int(piece)));
}

// Checks the picked piece's button; none while nothing is picked.
void PiecePalette::showPick()
{
    if (!m_editor || !m_editor->hasPick()) {
        m_group->setExclusive(false);
        for (QAbstractButton* b : m_group->buttons())
            b->setChecked(false);
        m_group->setExclusive(true);
        return;
    }
    button(m_editor->pickedPiece())->setChecked(true);
}

} // namespace kibitz
