// AnalysisController: one single-shot timer between the board and the engine.
#include "analysiscontroller.h"

#include <algorithm>

namespace kibitz::engine {

// A controller with a 150 ms debounce and no engine yet.
AnalysisController::AnalysisController(QObject* parent) : QObject(parent)
{
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(150);
    connect(&m_debounce, &QTimer::timeout, this, &AnalysisController::startAnalysis);
}

// Switches engines; analysis continues on the new one when active.
void AnalysisController::setEngine(Engine* engine)
{
    if (m_engine == engine)
        return;
    if (m_engine) {
        disconnect(m_infoConnection);
        disconnect(m_stateConnection);
        if (m_engine->isSearching())
            m_engine->stop();
    }
    m_engine = engine;
    if (m_engine) {
        m_infoConnection = connect(m_engine, &Engine::infoReceived, this, &AnalysisController::onInfo);
        m_stateConnection = connect(m_engine, &Engine::stateChanged, this, [this](Engine::State state) {
            if (state == Engine::State::Failed)
                setActive(false);
        });
    }
    restart();
}

// New MultiPV count; the current position is analysed again with it.
void AnalysisController::setMultiPv(int lines)
{
    lines = std::clamp(lines, 1, 64);
    if (lines == m_multiPv)
        return;
    m_multiPv = lines;
    restart();
}

// A new position: old lines are cleared at once, the search starts after the debounce.
void AnalysisController::setPosition(const QString& fen, const QStringList& moves)
{
    if (m_hasPosition && fen == m_fen && moves == m_moves)
        return;
    m_fen = fen;
    m_moves = moves;
    m_hasPosition = true;
    restart();
}

// Turning on analyses the current position (debounced); turning off stops the engine and keeps
// the last lines, which a person may still be reading (they go with the next position).
void AnalysisController::setActive(bool active)
{
    if (m_active == active)
        return;
    m_active = active;
    if (active) {
        restart();
    } else {
        m_debounce.stop();
        if (m_engine && m_engine->isSearching())
            m_engine->stop();
    }
    emit activeChanged(active);
}

// Clears the lines and (re)arms the debounce timer when there is something to analyse.
void AnalysisController::restart()
{
    if (!m_lines.isEmpty()) {
        m_lines.clear();
        emit linesChanged();
    }
    if (m_active && m_engine && m_hasPosition)
        m_debounce.start();
}

// The debounce expired: the engine replaces whatever it was doing with this position.
void AnalysisController::startAnalysis()
{
    if (m_active && m_engine && m_hasPosition)
        m_engine->analyse(m_fen, m_moves, m_limits, m_multiPv);
}

// Keeps the newest line for each MultiPV index; only while the engine works for us. A bound
// (fail-high/low) report, which usually carries a one-move line, does not replace an exact one:
// the exact line of the same iteration follows shortly.
void AnalysisController::onInfo(const EngineInfo& info)
{
    if (!m_active || m_debounce.isActive())
        return;
    const int index = info.multiPv - 1;
    if (index < 0 || index >= m_multiPv)
        return;
    while (m_lines.size() <= index)
        m_lines.push_back(EngineInfo{});
    const EngineInfo& old = m_lines[index];
    const bool isBound = info.hasScore && info.score.bound != EngineScore::Bound::Exact;
    const bool hasExact = old.hasScore && old.score.bound == EngineScore::Bound::Exact && !old.pvUci.isEmpty();
    if (isBound && hasExact)
        return;
    m_lines[index] = info;
    emit linesChanged();
}

} // namespace kibitz::engine
