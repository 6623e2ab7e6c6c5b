// The two clocks of a timed game, large and readable: in a tall place (beside the board) the player
// at the top of the board above, the one at the bottom below; in a wide one side by side. Drawing only: the wiring hands it the times, the
// running side and the flag; the Pause button is a signal of intent. The running clock is
// highlighted, times under 20 s show tenths, times under the low-time mark are drawn in red, and
// a fallen flag is marked.
#pragma once

#include "core/types.h"

#include <QWidget>

#include <optional>

class QPushButton;

namespace kibitz {

class ClockView : public QWidget {
    Q_OBJECT
public:
    static constexpr qint64 TenthsBelowMs = 20000;

    explicit ClockView(QWidget* parent = nullptr);

    // "1:02:03", "4:59", "0:19.4" (seconds and tenths round down: what is left).
    static QString formatTime(qint64 ms);

    void setTimes(qint64 whiteMs, qint64 blackMs);
    // The side whose clock runs (none: both stand).
    void setRunning(std::optional<core::Color> side);
    void setFlagged(std::optional<core::Color> side);
    // Times below ms are drawn as a warning.
    void setLowTime(qint64 ms);
    // Black's clock at the bottom (the board seen from Black).
    void setFlipped(bool blackAtBottom);
    // The Pause button's state: paused shows "Resume"; enabled only in a game on the clock.
    void setPauseState(bool enabled, bool paused);

    qint64 timeMs(core::Color side) const { return m_ms[side]; }
    std::optional<core::Color> running() const { return m_running; }
    bool isLow(core::Color side) const { return m_ms[side] < m_lowMs; }
    QPushButton* pauseButton() const { return m_pause; }
    QSize sizeHint() const override;

signals:
    void pauseToggled();

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    bool isWide() const;
    QRect faceRect(int index) const;
    void placeButton();
    void paintFace(QPainter& p, const QRect& r, core::Color side) const;

    qint64 m_ms[2] = {0, 0};
    std::optional<core::Color> m_running;
    std::optional<core::Color> m_flagged;
    qint64 m_lowMs = 10000;
    bool m_flipped = false;
    QPushButton* m_pause;
};

} // namespace kibitz
