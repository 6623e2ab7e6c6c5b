// PromotionDialog: four icon buttons, queen first and default.
#include "promotiondialog.h"

#include "errortext.h"
#include "pieceicons.h"

#include <QGuiApplication>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QVBoxLayout>

namespace kibitz {

namespace {
// Button order: the usual choice first.
constexpr core::PieceType Choices[4] = {core::Queen, core::Rook, core::Bishop, core::Knight};
constexpr int IconSize = 56;

// Key letter of a choice; fixed (Q/R/B/N like SAN), not translated.
QChar keyLetter(core::PieceType piece) { return QChar::fromLatin1("PNBRQK"[piece]); }
} // namespace

// Buttons with icons and tooltips naming the key, and a one-line key hint.
PromotionDialog::PromotionDialog(core::Color side, QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Promote Pawn"));
    auto* row = new QHBoxLayout;
    row->setSpacing(6);
    for (int i = 0; i < 4; ++i) {
        const core::PieceType piece = Choices[i];
        auto* b = new QPushButton(this);
        b->setIcon(pieceIcon(core::makePiece(side, piece)));
        b->setIconSize(QSize(IconSize, IconSize));
        b->setFixedSize(IconSize + 16, IconSize + 16);
        const QString name = ErrorText::pieceName(piece);
        b->setToolTip(tr("Promote to a %1 (%2)").arg(name, keyLetter(piece)));
        b->setAccessibleName(name);
        connect(b, &QPushButton::clicked, this, [this, piece] { choose(piece); });
        row->addWidget(b);
        m_buttons[i] = b;
    }
    m_buttons[0]->setDefault(true);
    m_buttons[0]->setFocus();
    auto* hint = new QLabel(tr("Keys Q, R, B, N · Esc: cancel"), this);
    hint->setForegroundRole(QPalette::PlaceholderText);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 8, 10, 8);
    layout->addLayout(row);
    layout->addWidget(hint, 0, Qt::AlignHCenter);
    layout->setSizeConstraint(QLayout::SetFixedSize);
}

// The button of one of the four pieces.
QPushButton* PromotionDialog::button(core::PieceType piece) const
{
    for (int i = 0; i < 4; ++i) {
        if (Choices[i] == piece)
            return m_buttons[i];
    }
    return nullptr;
}

// Accepts with piece.
void PromotionDialog::choose(core::PieceType piece)
{
    m_choice = piece;
    accept();
}

// Letters choose directly; anything else goes to QDialog (Esc rejects, Enter clicks the default).
void PromotionDialog::keyPressEvent(QKeyEvent* event)
{
    if (event->modifiers() & ~(Qt::ShiftModifier | Qt::KeypadModifier)) {
        QDialog::keyPressEvent(event);
        return;
    }
    switch (event->key()) {
    case Qt::Key_Q: choose(core::Queen); return;
    case Qt::Key_R: choose(core::Rook); return;
    case Qt::Key_B: choose(core::Bishop); return;
    case Qt::Key_N: choose(core::Knight); return;
    default: QDialog::keyPressEvent(event);
    }
}

// Top-left at anchor like a context menu, flipped above/left when there is no room, then clamped.
QPoint PromotionDialog::placement(QPoint anchor, QSize size, const QRect& screen)
{
    QPoint topLeft = anchor;
    if (topLeft.x() + size.width() > screen.right() + 1)
        topLeft.setX(anchor.x() - size.width());
    if (topLeft.y() + size.height() > screen.bottom() + 1)
        topLeft.setY(anchor.y() - size.height());
    topLeft.setX(qBound(screen.left(), topLeft.x(), qMax(screen.left(), screen.right() + 1 - size.width())));
    topLeft.setY(qBound(screen.top(), topLeft.y(), qMax(screen.top(), screen.bottom() + 1 - size.height())));
    return topLeft;
}

// Uses the available geometry of the screen under anchor (primary screen as a fallback).
void PromotionDialog::placeNear(QPoint anchor)
{
    QScreen* screen = QGuiApplication::screenAt(anchor);
    if (!screen)
        screen = QGuiApplication::primaryScreen();
    adjustSize();
    const QRect area = screen ? screen->availableGeometry() : QRect(anchor, frameGeometry().size());
    // frameGeometry includes the title bar once shown; before that size() is the best estimate.
    const QSize outer = frameGeometry().size().expandedTo(size());
    move(placement(anchor, outer, area));
}

// Modal choice; the window calls BoardViewport::completePromotion() with the result.
core::PieceType PromotionDialog::ask(core::Color side, QPoint globalPos, QWidget* parent)
{
    PromotionDialog dialog(side, parent);
    dialog.placeNear(globalPos);
    if (dialog.exec() != QDialog::Accepted)
        return core::NoPieceType;
    return dialog.choice();
}

} // namespace kibitz
