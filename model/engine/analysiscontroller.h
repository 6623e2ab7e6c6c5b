// Keeps an engine analysing whatever position the board shows. Position changes are debounced:
// fast navigation through a game restarts the debounce timer instead of the engine, so only
// the position the user stops at is searched, by the same engine process.
#pragma once

#include "engine.h"

#include <QObject>
#include <QPointer>
#include <QTimer>

namespace kibitz::engine {

class AnalysisController : public QObject {
    Q_OBJECT
public:
    explicit AnalysisController(QObject* parent = nullptr);

    // The engine to drive (not owned); stops analysing with the previous one.
    void setEngine(Engine* engine);
    Engine* engine() const { return m_engine; }
    // Delay between the last position change and the start of its analysis (default 150 ms).
    void setDebounceInterval(int ms) { m_debounce.setInterval(ms); }
    // Lines per position (1-5 in the panel).
    void setMultiPv(int lines);
    int multiPv() const { return m_multiPv; }
    // Limits of each analysis (default: infinite).
    void setLimits(const EngineLimits& limits) { m_limits = limits; }
    // The position to analyse (FEN of the game's start plus the moves in UCI).
    void setPosition(const QString& fen, const QStringList& moves);
    // Starts (after the debounce) or stops analysing. An engine that fails stops it too: the
    // analysis is not running any more, and a restart is the person's choice.
    void setActive(bool active);
    bool isActive() const { return m_active; }
    // Whether a position change still waits for the debounce to start its search.
    bool isSearchPending() const { return m_debounce.isActive(); }
    // Analyses the position again from scratch (e.g. after the engine's options changed; the
    // engine applies them between the two searches).
    void reanalyse() { restart(); }
    // The latest line per MultiPV index for the current position, best first.
    const QList<EngineInfo>& lines() const { return m_lines; }

signals:
    void activeChanged(bool active);
    // lines() changed (new info, or cleared for a new position).
    void linesChanged();

private:
    void startAnalysis();
    void onInfo(const EngineInfo& info);
    void restart();

    QPointer<Engine> m_engine;
    QTimer m_debounce;
    QString m_fen;
    QStringList m_moves;
    EngineLimits m_limits = EngineLimits::infiniteAnalysis();
    int m_multiPv = 1;
    bool m_active = false;
    bool m_hasPosition = false;
    QList<EngineInfo> m_lines;
    QMetaObject::Connection m_infoConnection;
    QMetaObject::Connection m_stateConnection;
};

} // namespace kibitz::engine
