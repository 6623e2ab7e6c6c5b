// ClockView: two painted faces and a Pause button under them.
#include "clockview.h"

#include <QFontMetrics>
#include <QPainter>
#include <QPushButton>

namespace kibitz {

namespace {
constexpr int kMargin = 8;
constexpr int kButtonSpace = 44;
} // namespace

// Faces are painted; only the button is a child widget.
ClockView::ClockView(QWidget* parent) : QWidget(parent), m_pause(new QPushButton(tr("&Pause Clock"), this))
{
    setObjectName(QStringLiteral("clockView"));
    m_pause->setObjectName(QStringLiteral("clockPauseButton"));
    connect(m_pause, &QPushButton::clicked, this, &ClockView::pauseToggled);
    setPauseState(false, false);
    setMinimumSize(150, 72); // the time is fitted to the face
}

// Hours only when there are any; tenths under TenthsBelowMs.
QString ClockView::formatTime(qint64 ms)
{
    ms = std::max<qint64>(0, ms);
    const qint64 seconds = ms / 1000;
    if (ms < TenthsBelowMs)
        return QStringLiteral("0:%1.%2").arg(seconds, 2, 10, QLatin1Char('0')).arg(ms % 1000 / 100);
    if (seconds >= 3600)
        return QStringLiteral("%1:%2:%3")
            .arg(seconds / 3600)
            .arg(seconds / 60 % 60, 2, 10, QLatin1Char('0'))
            .arg(seconds % 60, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

// Repaints only when what is shown changes.
void ClockView::setTimes(qint64 whiteMs, qint64 blackMs)
{
    if (m_ms[core::White] == whiteMs && m_ms[core::Black] == blackMs)
        return;
    m_ms[core::White] = whiteMs;
    m_ms[core::Black] = blackMs;
    update();
}

// The highlighted face.
void ClockView::setRunning(std::optional<core::Color> side)
{
    m_running = side;
    update();
}

// The face marked as fallen.
void ClockView::setFlagged(std::optional<core::Color> side)
{
    m_flagged = side;
    update();
}

// The warning mark.
void ClockView::setLowTime(qint64 ms)
{
    m_lowMs = ms;
    update();
}

// Follows the board's side.
void ClockView::setFlipped(bool blackAtBottom)
{
    m_flipped = blackAtBottom;
    update();
}

// "Pause Clock" or "Resume Clock".
void ClockView::setPauseState(bool enabled, bool paused)
{
    m_pause->setEnabled(enabled);
    m_pause->setText(paused ? tr("&Resume Clock") : tr("&Pause Clock"));
    placeButton();
    update();
}

// Low and wide, for the top of the window's right column: the board keeps the rest of the window
// (the time's font follows the face).
QSize ClockView::sizeHint() const { return {340, 80}; }

// Wide (over a column): the faces side by side, the player at the bottom of the board first, as
// the board is read, and the button after them. Tall (beside the board): the top face is the
// player at the top of the board, the button under the faces.
bool ClockView::isWide() const { return width() >= 3 * height(); }

QRect ClockView::faceRect(int index) const
{
    if (isWide()) {
        const int faceWidth = (width() - m_pause->sizeHint().width() - 4 * kMargin) / 2;
        return {kMargin + index * (faceWidth + kMargin), kMargin, faceWidth, height() - 2 * kMargin};
    }
    const int faceHeight = (height() - kButtonSpace - 3 * kMargin) / 2;
    return {kMargin, kMargin + index * (faceHeight + kMargin), width() - 2 * kMargin, faceHeight};
}

void ClockView::resizeEvent(QResizeEvent*) { placeButton(); }

// Beside the faces or under them; "Resume Clock" is wider than "Pause Clock".
void ClockView::placeButton()
{
    const QSize button = m_pause->sizeHint();
    if (isWide())
        m_pause->setGeometry(width() - kMargin - button.width(), (height() - button.height()) / 2, button.width(),
                             button.height());
    else
        m_pause->setGeometry(kMargin, height() - kMargin - button.height(), width() - 2 * kMargin, button.height());
}

void ClockView::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const core::Color nearSide = m_flipped ? core::Black : core::White;
    const core::Color farSide = m_flipped ? core::White : core::Black;
    paintFace(p, faceRect(0), isWide() ? nearSide : farSide);
    paintFace(p, faceRect(1), isWide() ? farSide : nearSide);
}

// A rounded face: the side's name small, the time large; the running one lit, low time in red.
void ClockView::paintFace(QPainter& p, const QRect& r, core::Color side) const
{
    const bool lit = m_running == side;
    const bool low = isLow(side) || m_flagged == side;
    const QColor background = lit ? QColor(0xf4, 0xf1, 0xe4) : QColor(0x3a, 0x3d, 0x42);
    QColor text = lit ? QColor(0x20, 0x20, 0x20) : QColor(0xb8, 0xbb, 0xc0);
    if (low)
        text = lit ? QColor(0xc0, 0x10, 0x10) : QColor(0xff, 0x6a, 0x5a);
    p.setPen(lit ? QPen(QColor(0x6f, 0xa8, 0x3c), 4) : QPen(Qt::NoPen));
    p.setBrush(background);
    p.drawRoundedRect(r.adjusted(2, 2, -2, -2), 10, 10);

    QFont font = this->font();
    QString name = side == core::White ? tr("White") : tr("Black");
    if (m_flagged == side)
        name = side == core::White ? tr("White — flag fell") : tr("Black — flag fell");
    // As large as a seventh of the face, smaller where the name would not fit its width.
    font.setPixelSize(std::max(10, r.height() / 7));
    const int room = r.width() - 24;
    const int wide = QFontMetrics(font).horizontalAdvance(name);
    if (wide > room)
        font.setPixelSize(std::max(8, font.pixelSize() * room / wide));
    p.setFont(font);
    p.setPen(text);
    p.drawText(r.adjusted(12, 8, -12, 0), Qt::AlignTop | Qt::AlignLeft, name);

    font.setPixelSize(std::max(14, std::min(r.height() * 2 / 5, r.width() / 4)));
    font.setBold(true);
    font.setStyleHint(QFont::Monospace);
    font.setFamily(QStringLiteral("DejaVu Sans Mono"));
    // Smaller where the time would not fit ("1:30:00" of a long game was cut to ":30:0").
    const QString time = formatTime(m_ms[side]);
    const int timeWide = QFontMetrics(font).horizontalAdvance(time);
    if (timeWide > r.width() - 16)
        font.setPixelSize(std::max(10, font.pixelSize() * (r.width() - 16) / timeWide));
    p.setFont(font);
    p.drawText(r.adjusted(8, r.height() / 5, -8, 0), Qt::AlignCenter, time);
}

} // namespace kibitz
