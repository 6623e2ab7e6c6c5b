// Ends engine processes without blocking the caller. A process handed over here is asked to quit,
// then its whole process group gets SIGTERM and finally SIGKILL on timers; the QProcess lives
// until the process has ended and been waited for. Whatever is still running when the reaper
// goes away (with the application) is killed then, so no engine or engine child outlives Kibitz.
#pragma once

#include <QHash>
#include <QObject>

class QProcess;

namespace kibitz::engine {

class ProcessReaper : public QObject {
    Q_OBJECT
public:
    // The application's reaper (owned by QCoreApplication, created on first use).
    static ProcessReaper* instance();

    // Makes the child a process group leader (and, on Linux, killed when Kibitz dies), so that
    // everything it starts can be ended together. Call before process->start().
    static void prepare(QProcess* process);
    // Signals the whole process group led by pid (0 or negative pids are ignored).
    static void signalGroup(qint64 pid, int signal);

    // Takes ownership of process (reparented to the reaper and deleted once it has ended),
    // whose group leader id is pid (the process may have ended already).
    // Polite: "quit" was written by the caller; SIGTERM to the group follows after graceMs and
    // SIGKILL after twice that. Not polite: SIGKILL at once.
    void reap(QProcess* process, qint64 pid, bool polite);
    // Processes still being ended.
    int pending() const { return int(m_dying.size()); }
    // Time a politely asked process has before SIGTERM (then as long again before SIGKILL).
    void setGraceMs(int ms) { m_graceMs = ms; }

    ~ProcessReaper() override;

private:
    explicit ProcessReaper(QObject* parent);
    void finish(QProcess* process);

    QHash<QProcess*, qint64> m_dying; // process -> its group id
    int m_graceMs = 1000;
};

} // namespace kibitz::engine
