// EvalBar: painting and the animation of the share.
#include "evalbar.h"

#include "scoreformat.h"

#include <QHBoxLayout>
#include <QPainter>
#include <QVariantAnimation>

namespace kibitz::analysis {

// A level bar; changes animate over 250 ms.
EvalBar::EvalBar(QWidget* parent) : QWidget(parent), m_animation(new QVariantAnimation(this))
{
    m_animation->setDuration(250);
    m_animation->setEasingCurve(QEasingCurve::OutCubic);
    connect(m_animation, &QVariantAnimation::valueChanged, this, [this](const QVariant& v) {
        m_shown = v.toDouble();
        update();
    });
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
    setToolTip(tr("No evaluation"));
    setAccessibleName(tr("Evaluation bar"));
}

// Thin and tall.
QSize EvalBar::sizeHint() const { return {26, 200}; }

// Never thinner than the score text needs.
QSize EvalBar::minimumSizeHint() const { return {16, 60}; }

// Moves to the share of the new score and updates the text and tooltip.
void EvalBar::setEvaluation(const engine::EngineScore& white, bool valid)
{
    if (!valid) {
        clear();
        return;
    }
    m_text = formatScore(white);
    // The bar is thin: one decimal and no sign (the colour and the end tell the side).
    m_short = white.isMate ? QStringLiteral("#%1").arg(std::abs(white.value))
                           : QString::number(std::abs(white.value) / 100.0, 'f', 1);
    m_whiteLeads = white.isMate ? white.value > 0 : white.value >= 0;
    if (white.isMate)
        setToolTip(white.value > 0 ? tr("White mates in %1").arg(white.value)
                                   : tr("Black mates in %1").arg(-white.value));
    else
        setToolTip(tr("Evaluation: %1 (White's point of view)").arg(m_text));
    animateTo(whiteShare(white));
}

// Back to level with no text.
void EvalBar::clear()
{
    m_text.clear();
    m_short.clear();
    m_whiteLeads = true;
    setToolTip(tr("No evaluation"));
    animateTo(0.5);
}

// Follows the board's orientation.
void EvalBar::setFlipped(bool blackAtBottom)
{
    if (m_flipped == blackAtBottom)
        return;
    m_flipped = blackAtBottom;
    update();
}

// Starts the animation from the painted share to the new target.
void EvalBar::animateTo(double share)
{
    m_target = share;
    m_animation->stop();
    if (!isVisible()) {
        m_shown = share;
        update();
        return;
    }
    m_animation->setStartValue(m_shown);
    m_animation->setEndValue(share);
    m_animation->start();
}

// Dark top (Black), light bottom (White), a mid mark, and the score on the leading side.
void EvalBar::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF r = QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5);
    const double whiteHeight = r.height() * m_shown;
    const QColor dark(0x3a, 0x37, 0x34), light(0xf2, 0xf0, 0xea);
    p.fillRect(r, dark);
    const QRectF whiteRect = m_flipped ? QRectF(r.left(), r.top(), r.width(), whiteHeight)
                                       : QRectF(r.left(), r.bottom() - whiteHeight, r.width(), whiteHeight);
    p.fillRect(whiteRect, light);
    p.setPen(QPen(QColor(0xc0, 0x40, 0x30, 160), 1));
    p.drawLine(QPointF(r.left(), r.center().y()), QPointF(r.right(), r.center().y()));
    p.setPen(QColor(0x80, 0x80, 0x80));
    p.drawRect(r);
    if (m_text.isEmpty())
        return;
    QFont f = font();
    f.setPixelSize(std::clamp(width() / 3 + 1, 7, 11));
    f.setBold(true);
    p.setFont(f);
    // White leading: text at White's end in dark ink; else at Black's end in light ink.
    const bool atBottom = m_whiteLeads != m_flipped;
    p.setPen(m_whiteLeads ? dark : light);
    const QRectF textRect = atBottom ? r.adjusted(0, r.height() - 18, 0, -3) : r.adjusted(0, 3, 0, -(r.height() - 18));
    p.drawText(textRect, Qt::AlignCenter, m_short);
}

// The bar to the left of the board in a margin-less row.
QWidget* wrapWithEvalBar(QWidget* board, EvalBar* bar, QWidget* parent)
{
    auto* container = new QWidget(parent);
    auto* layout = new QHBoxLayout(container);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(bar);
    layout->addWidget(board, 1);
    return container;
}

} // namespace kibitz::analysis
