// ProcessReaper: asynchronous, group-wide ending of engine processes.
#include "processreaper.h"

#include <QCoreApplication>
#include <QPointer>
#include <QProcess>
#include <QTimer>

#include <csignal>
#include <sys/types.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

namespace kibitz::engine {

namespace {
QPointer<ProcessReaper> s_reaper;

// Runs at the start of ~QCoreApplication, while Qt can still clean up the processes.
void destroyReaper() { delete s_reaper.data(); }
} // namespace

// Only instance() creates one.
ProcessReaper::ProcessReaper(QObject* parent) : QObject(parent) { }

// Created on first use; destroyed (killing what is left) when the application ends.
ProcessReaper* ProcessReaper::instance()
{
    if (!s_reaper) {
        s_reaper = new ProcessReaper(nullptr);
        if (QCoreApplication::instance())
            qAddPostRoutine(destroyReaper);
    }
    return s_reaper.data();
}

// A new process group per engine: a wrapper script and everything it starts end together.
void ProcessReaper::prepare(QProcess* process)
{
    process->setChildProcessModifier([] {
        ::setpgid(0, 0);
#ifdef __linux__
        // Should Kibitz itself be killed, the kernel ends the engine (its children see EOF).
        ::prctl(PR_SET_PDEATHSIG, SIGKILL);
#endif
    });
}

// kill(-pgid): every process of the group led by pid.
void ProcessReaper::signalGroup(qint64 pid, int signal)
{
    if (pid > 0)
        ::kill(-pid_t(pid), signal);
}

// Adopts process and schedules its end; never waits.
void ProcessReaper::reap(QProcess* process, qint64 pid, bool polite)
{
    process->setParent(this);
    if (process->state() == QProcess::NotRunning) {
        signalGroup(pid, SIGKILL); // the leader is gone; its children may not be
        process->deleteLater();
        return;
    }
    m_dying.insert(process, pid);
    connect(process, &QProcess::finished, this, [this, process] { finish(process); });
    if (!polite) {
        signalGroup(pid, SIGKILL);
        process->kill();
        return;
    }
    // The timers belong to the process: they die with it once it has ended.
    QTimer::singleShot(m_graceMs, process, [process, pid] {
        signalGroup(pid, SIGTERM);
        process->terminate();
    });
    QTimer::singleShot(2 * m_graceMs, process, [process, pid] {
        signalGroup(pid, SIGKILL);
        process->kill();
    });
}

// The leader ended (and was waited for): whatever else is left in its group goes too.
void ProcessReaper::finish(QProcess* process)
{
    signalGroup(m_dying.take(process), SIGKILL);
    process->deleteLater();
}

// The application ends: kill what is left and wait for it, so nothing is orphaned.
ProcessReaper::~ProcessReaper()
{
    for (auto it = m_dying.cbegin(); it != m_dying.cend(); ++it) {
        QProcess* process = it.key();
        process->disconnect(this);
        signalGroup(it.value(), SIGKILL);
        process->kill();
        process->waitForFinished(2000);
        delete process;
    }
}

} // namespace kibitz::engine
