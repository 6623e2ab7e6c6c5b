// Ends engine processes without blocking the caller. A process handed over here is asked to quit,
// then its whole process group gets SIGTERM and finally SIGKILL on timers; the QProcess lives
// until the process has ended and been waited for. Whatever is still running when the reaper
// goes away (with the application) is killed then, so no engine or engine child outlives Kibitz.
// A child that left the group (setsid, a double fork) is still found: every engine's environment
// carries a tag (KIBITZ_ENGINE=<Kibitz pid>.<its start time>.<serial>) that its descendants
// inherit, and each signal goes to every process with the tag (read from /proc). Should Kibitz be
// killed, endOrphans() at the next start ends what its engines left.
#pragma once

#include <QByteArray>
#include <QHash>
#include <QObject>

#include <vector>

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
    // Signals that group and every process carrying the engine's tag (see above).
    static void signalTree(qint64 pid, const QByteArray& tag, int signal);
    // The tag prepare() gave process ("" when none).
    static QByteArray tagOf(const QProcess* process);
    // The processes whose KIBITZ_ENGINE tag is tag, or starts with it when prefix (not this one).
    static std::vector<qint64> tagged(const QByteArray& tag, bool prefix = false);
    // Kills what engines of Kibitz processes that are gone (killed) left running; how many.
    static int endOrphans();

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
    void signalDying(QProcess* process, int signal) const;
    int m_graceMs = 1000;
};

} // namespace kibitz::engine
