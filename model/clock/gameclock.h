// GameClock: the two clocks of a timed game (headless, Qt Core). Increment (Fischer, added after
// the move) and simple delay (the mover's clock waits delayMs each move before it runs). The time
// comes from an injectable source of monotonic milliseconds, so tests move time by hand; in the
// application it is a QElapsedTimer. While running, a timer (TickMs) emits ticked() for views and
// checks the flag; checkFlag() does the same on demand.
#pragma once

#include "core/types.h"
#include "game/timecontrol.h"

#include <QObject>

#include <functional>
#include <optional>

class QTimer;

namespace kibitz {

class GameClock : public QObject {
    Q_OBJECT
public:
    using TimeSource = std::function<qint64()>; // monotonic milliseconds
    static constexpr int TickMs = 50;

    explicit GameClock(QObject* parent = nullptr);
    ~GameClock() override;

    // Replaces the time source (tests); call before start().
    void setTimeSource(TimeSource source);

    enum class Start { Running, Paused };
    // Starts a timed game: both clocks at the base time, sideToMove's clock running (or paused).
    void start(const game::TimeControl& control, core::Color sideToMove, Start how = Start::Running);
    // Sets both clocks (a take back, a redo, a move played from an earlier position); the clock of
    // sideToMove runs from now with a fresh delay, unless the clock is paused or stopped.
    void setTimes(qint64 whiteMs, qint64 blackMs, core::Color sideToMove);
    // The mover finished a move: its clock stops, gets the increment (none while paused), and the
    // other clock runs (or, paused, stands).
    // Returns the mover's time left (after the increment); nothing when its flag had fallen.
    std::optional<qint64> moveMade(core::Color mover);
    // Ends the timed game; the clocks keep showing their last values.
    void stop();
    // Ends it and forgets the time control (no clocked game).
    void reset();
    // Ends it as a flag leaves it: side's clock at 0, its flag down (a redone loss on time).
    void showFlag(core::Color side);

    game::TimeControl timeControl() const { return m_control; }
    bool isActive() const { return m_active; } // a timed game is on (running or paused)
    bool isPaused() const { return m_paused; }
    bool isRunning() const { return m_active && !m_paused; }
    core::Color sideToMove() const { return m_side; }
    // Time left on side's clock now (may be negative once the flag has fallen).
    qint64 remainingMs(core::Color side) const;
    // What is left of the delay of the running move (0 without delay).
    qint64 delayLeftMs() const;
    // The side whose flag fell (the game stopped then).
    std::optional<core::Color> flagged() const { return m_flagged; }

public slots:
    void pause();
    void resume();
    // Emits flagFell() and stops when the running side has no time left; true then.
    bool checkFlag();

signals:
    void ticked(); // the shown times changed
    void stateChanged(); // started, stopped, paused, resumed, times set
    void flagFell(kibitz::core::Color side);

private:
    qint64 now() const;
    qint64 elapsedThisMove() const; // time the running side has been thinking (pauses excluded)
    qint64 usedThisMove() const; // elapsedThisMove() less the delay
    void beginMove(core::Color side);
    void updateTimer();

    TimeSource m_source;
    QTimer* m_timer;
    game::TimeControl m_control;
    qint64 m_left[2] = {0, 0}; // at the start of the running move
    core::Color m_side = core::White;
    bool m_active = false;
    bool m_paused = false;
    qint64 m_spent = 0; // of the running move, before the last pause
    qint64 m_segmentStart = 0; // when the running move last started or resumed
    std::optional<core::Color> m_flagged;
};

} // namespace kibitz
