// GameClock: time left = time at the start of the move - (thinking time - delay, at least 0).
#include "gameclock.h"

#include <QElapsedTimer>
#include <QTimer>

#include <algorithm>
#include <memory>

namespace kibitz {

// A QElapsedTimer as the time source until another is set.
GameClock::GameClock(QObject* parent) : QObject(parent), m_timer(new QTimer(this))
{
    auto timer = std::make_shared<QElapsedTimer>();
    timer->start();
    m_source = [timer] { return timer->elapsed(); };
    m_timer->setInterval(TickMs);
    connect(m_timer, &QTimer::timeout, this, [this] {
        if (!checkFlag())
            emit ticked();
    });
}

GameClock::~GameClock() = default;

// Tests give a hand-moved counter.
void GameClock::setTimeSource(TimeSource source) { m_source = std::move(source); }

// Both clocks full; the side to move thinks first.
void GameClock::start(const game::TimeControl& control, core::Color sideToMove, Start how)
{
    m_control = control;
    m_left[core::White] = m_left[core::Black] = control.baseMs;
    m_active = !control.isNone();
    m_paused = m_active && how == Start::Paused;
    m_flagged.reset();
    beginMove(sideToMove);
    updateTimer();
    emit stateChanged();
}

// The running move starts again from now (a take back restarts the mover's thinking).
void GameClock::setTimes(qint64 whiteMs, qint64 blackMs, core::Color sideToMove)
{
    m_left[core::White] = whiteMs;
    m_left[core::Black] = blackMs;
    m_flagged.reset();
    beginMove(sideToMove);
    emit stateChanged();
}

// The flag is checked first: a move after the time ran out does not save the game.
std::optional<qint64> GameClock::moveMade(core::Color mover)
{
    if (!m_active || mover != m_side)
        return std::nullopt;
    if (checkFlag())
        return std::nullopt;
    // A move made while the clocks stand earns no increment: the time it adds is for a move made
    // on the clock.
    m_left[mover] = m_left[mover] - usedThisMove() + (m_paused ? 0 : m_control.incrementMs);
    const qint64 left = m_left[mover];
    beginMove(~mover);
    emit stateChanged();
    return left;
}

// The clocks stand still at what they show now.
void GameClock::stop()
{
    if (!m_active)
        return;
    m_left[m_side] = remainingMs(m_side);
    m_active = false;
    m_paused = false;
    updateTimer();
    emit stateChanged();
}

// No timed game any more.
void GameClock::reset()
{
    stop();
    m_control = {};
    m_flagged.reset();
    emit stateChanged();
}

// The clocks stand; side's shows 0 and its fallen flag.
void GameClock::showFlag(core::Color side)
{
    stop();
    m_left[side] = 0;
    m_flagged = side;
    emit stateChanged();
}

// The running side's time: what it had at the start of the move less what it used since.
qint64 GameClock::remainingMs(core::Color side) const
{
    if (m_active && side == m_side)
        return m_left[side] - usedThisMove();
    return m_left[side];
}

// The part of the delay not yet used up by the running move.
qint64 GameClock::delayLeftMs() const
{
    return m_active ? std::max<qint64>(0, m_control.delayMs - elapsedThisMove()) : 0;
}

// Time stops; the thinking so far is kept.
void GameClock::pause()
{
    if (!m_active || m_paused)
        return;
    m_spent = elapsedThisMove();
    m_paused = true;
    updateTimer();
    emit stateChanged();
}

// Time runs again from here.
void GameClock::resume()
{
    if (!m_active || !m_paused)
        return;
    m_paused = false;
    m_segmentStart = now();
    updateTimer();
    emit stateChanged();
}

// At zero the flag falls: the game's clocks stop with the loser at 0.
bool GameClock::checkFlag()
{
    if (!isRunning() || remainingMs(m_side) > 0)
        return false;
    const core::Color loser = m_side;
    m_left[loser] = 0;
    m_active = false;
    m_flagged = loser;
    updateTimer();
    emit stateChanged();
    emit flagFell(loser);
    return true;
}

// The time source's reading.
qint64 GameClock::now() const { return m_source(); }

// Thinking time of the running move, pauses left out.
qint64 GameClock::elapsedThisMove() const { return m_spent + (m_paused ? 0 : now() - m_segmentStart); }

// The delay is free time: only what goes beyond it counts.
qint64 GameClock::usedThisMove() const { return std::max<qint64>(0, elapsedThisMove() - m_control.delayMs); }

// side starts to think now.
void GameClock::beginMove(core::Color side)
{
    m_side = side;
    m_spent = 0;
    m_segmentStart = now();
}

// Ticks only while a clock runs.
void GameClock::updateTimer()
{
    if (isRunning())
        m_timer->start();
    else
        m_timer->stop();
}

} // namespace kibitz
