// ProcessReaper: asynchronous, group-wide ending of engine processes.
#include "processreaper.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QPointer>
#include <QProcess>
#include <QTimer>

#include <cctype>
#include <csignal>
#include <functional>
#include <sys/types.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

namespace kibitz::engine {

namespace {
QPointer<ProcessReaper> s_reaper;
constexpr char TagName[] = "KIBITZ_ENGINE";
constexpr char TagProperty[] = "kibitzEngineTag";

// Runs at the start of ~QCoreApplication, while Qt can still clean up the processes.
void destroyReaper() { delete s_reaper.data(); }

// Field 22 of /proc/PID/stat, the start time in clock ticks: with the pid, it names one process
// (a pid is used again later). "" when there is no such process.
QByteArray startTimeOf(qint64 pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return {};
    const QByteArray text = stat.readAll();
    const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' '); // from field 3
    return fields.size() > 19 ? fields[19] : QByteArray();
}

// "<pid>.<start time>.": the start of every tag this Kibitz gives.
const QByteArray& ownPrefix()
{
    static const QByteArray prefix =
        QByteArray::number(qint64(::getpid())) + '.' + startTimeOf(qint64(::getpid())) + '.';
    return prefix;
}

// The KIBITZ_ENGINE value in /proc/PID/environ ("" when none or unreadable: another user's).
QByteArray tagIn(const QByteArray& pid)
{
    QFile environ(QStringLiteral("/proc/%1/environ").arg(QString::fromLatin1(pid)));
    if (!environ.open(QIODevice::ReadOnly))
        return {};
    const QByteArray key = QByteArray(TagName) + '=';
    for (const QByteArray& entry : environ.readAll().split('\0'))
        if (entry.startsWith(key))
            return entry.mid(key.size());
    return {};
}
// Calls visit(pid, tag) for every other process that carries a tag.
void forEachTagged(const std::function<void(qint64, const QByteArray&)>& visit)
{
    const QByteArray self = QByteArray::number(qint64(::getpid()));
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString& entry : entries) {
        const QByteArray pid = entry.toLatin1();
        if (pid.isEmpty() || !std::isdigit(static_cast<unsigned char>(pid[0])) || pid == self)
            continue;
        const QByteArray tag = tagIn(pid);
        if (!tag.isEmpty())
            visit(pid.toLongLong(), tag);
    }
}
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

// A new process group per engine: a wrapper script and everything it starts end together; the
// tag finds those that leave the group.
void ProcessReaper::prepare(QProcess* process)
{
    static int serial = 0;
    const QByteArray tag = ownPrefix() + QByteArray::number(++serial);
    QProcessEnvironment environment = process->processEnvironment();
    if (environment.isEmpty())
        environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QString::fromLatin1(TagName), QString::fromLatin1(tag));
    process->setProcessEnvironment(environment);
    process->setProperty(TagProperty, tag);
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

QByteArray ProcessReaper::tagOf(const QProcess* process) { return process->property(TagProperty).toByteArray(); }

std::vector<qint64> ProcessReaper::tagged(const QByteArray& tag, bool prefix)
{
    std::vector<qint64> found;
    if (!tag.isEmpty())
        forEachTagged([&](qint64 pid, const QByteArray& value) {
            if (prefix ? value.startsWith(tag) : value == tag)
                found.push_back(pid);
        });
    return found;
}

void ProcessReaper::signalTree(qint64 pid, const QByteArray& tag, int signal)
{
    signalGroup(pid, signal);
    for (qint64 other : tagged(tag))
        ::kill(pid_t(other), signal);
}

// A tag "<pid>.<start time>.<n>" whose Kibitz is no longer that process: left by a killed one.
int ProcessReaper::endOrphans()
{
    QHash<QByteArray, bool> alive; // "<pid>.<start time>" -> that Kibitz still runs
    int ended = 0;
    forEachTagged([&](qint64 pid, const QByteArray& tag) {
        const QList<QByteArray> parts = tag.split('.');
        if (parts.size() != 3 || parts[1].isEmpty())
            return;
        const QByteArray owner = parts[0] + '.' + parts[1];
        if (!alive.contains(owner))
            alive.insert(owner, startTimeOf(parts[0].toLongLong()) == parts[1]);
        if (!alive.value(owner) && ::kill(pid_t(pid), SIGKILL) == 0)
            ++ended;
    });
    return ended;
}

// Every signal to a dying engine reaches its group and its tagged descendants.
void ProcessReaper::signalDying(QProcess* process, int signal) const
{
    signalTree(m_dying.value(process), tagOf(process), signal);
}

// Adopts process and schedules its end; never waits.
void ProcessReaper::reap(QProcess* process, qint64 pid, bool polite)
{
    process->setParent(this);
    if (process->state() == QProcess::NotRunning) {
        signalTree(pid, tagOf(process), SIGKILL); // the leader is gone; its children may not be
        process->deleteLater();
        return;
    }
    m_dying.insert(process, pid);
    connect(process, &QProcess::finished, this, [this, process] { finish(process); });
    if (!polite) {
        signalDying(process, SIGKILL);
        process->kill();
        return;
    }
    // The timers belong to the process: they die with it once it has ended.
    QTimer::singleShot(m_graceMs, process, [this, process] {
        signalDying(process, SIGTERM);
        process->terminate();
    });
    QTimer::singleShot(2 * m_graceMs, process, [this, process] {
        signalDying(process, SIGKILL);
        process->kill();
    });
}

// The leader ended (and was waited for): whatever else is left in its group or with its tag goes too.
void ProcessReaper::finish(QProcess* process)
{
    signalDying(process, SIGKILL);
    m_dying.remove(process);
    process->deleteLater();
}

// The application ends: kill what is left and wait for it, so nothing is orphaned.
ProcessReaper::~ProcessReaper()
{
    for (auto it = m_dying.cbegin(); it != m_dying.cend(); ++it) {
        QProcess* process = it.key();
        process->disconnect(this);
        signalDying(process, SIGKILL);
        process->kill();
        process->waitForFinished(2000);
        delete process;
    }
    // Descendants of engines that ended before (a setsid child whose wrapper exited).
    for (qint64 pid : tagged(ownPrefix(), true))
        ::kill(pid_t(pid), SIGKILL);
}

} // namespace kibitz::engine
