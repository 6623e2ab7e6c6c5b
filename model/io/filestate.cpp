// FileStamp, ReplaceLock, replaceConcerns, removeLeftovers: stat, flock and the file's mode.
#include "filestate.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <chrono>
#include <optional>
#include <thread>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <fcntl.h>
#include <pwd.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace kibitz::io {

QString fileKey(const QString& path)
{
    const QFileInfo info(path);
    const QString canonical = info.canonicalFilePath();
    return canonical.isEmpty() ? QDir::cleanPath(info.absoluteFilePath()) : canonical;
}

namespace {

// The messages' translation context.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(FileState)
};

#ifdef Q_OS_UNIX
FileStamp fromStat(const struct stat& st)
{
    FileStamp s;
    s.exists = true;
    s.device = quint64(st.st_dev);
    s.inode = quint64(st.st_ino);
    s.size = qint64(st.st_size);
    s.modifiedNs = qint64(st.st_mtim.tv_sec) * 1000000000 + st.st_mtim.tv_nsec;
    s.changedNs = qint64(st.st_ctim.tv_sec) * 1000000000 + st.st_ctim.tv_nsec;
    return s;
}

QString userName(uid_t uid)
{
    const struct passwd* pw = ::getpwuid(uid);
    return pw ? QString::fromLocal8Bit(pw->pw_name) : QString::number(uid);
}
#endif

} // namespace

bool FileStamp::operator==(const FileStamp& o) const
{
    return exists == o.exists && device == o.device && inode == o.inode && size == o.size
        && modifiedNs == o.modifiedNs && changedNs == o.changedNs;
}

#ifdef Q_OS_UNIX
FileStamp stampOf(const QString& path)
{
    struct stat st { };
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 ? fromStat(st) : FileStamp();
}

FileStamp stampOfHandle(int fd)
{
    struct stat st { };
    return fd >= 0 && ::fstat(fd, &st) == 0 ? fromStat(st) : FileStamp();
}

namespace {
std::atomic<int> g_lockWaitMs{10000};
std::atomic<int> g_waiting{0};

// Counts a save as waiting while it lives.
struct Waiting {
    Waiting() { ++g_waiting; }
    ~Waiting() { --g_waiting; }
};

// flock(LOCK_EX) that gives up after waitMs or once *cancel is set: polled, since a blocking
// flock cannot be interrupted from another thread.
ReplaceLock::Outcome lockWithin(int fd, const std::atomic<bool>* cancel, std::chrono::steady_clock::time_point end)
{
    std::optional<Waiting> waiting;
    for (;;) {
        if (::flock(fd, LOCK_EX | LOCK_NB) == 0)
            return ReplaceLock::Outcome::Locked;
        if (!waiting)
            waiting.emplace();
        if (errno != EWOULDBLOCK && errno != EINTR)
            return ReplaceLock::Outcome::NoFile; // a file system without locks: nothing to wait for
        if (cancel && cancel->load())
            return ReplaceLock::Outcome::Cancelled;
        if (std::chrono::steady_clock::now() >= end)
            return ReplaceLock::Outcome::Busy;
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
}
} // namespace

int lockWaitMs() { return g_lockWaitMs; }

int savesWaitingForLock() { return g_waiting; }

void testing::setLockWaitMs(int ms) { g_lockWaitMs = ms; }

// The lock must be on the file that is then replaced: one replaced while we waited is let go.
ReplaceLock::ReplaceLock(const QString& path, const std::atomic<bool>* cancel)
{
    const QByteArray name = QFile::encodeName(path);
    const auto end = std::chrono::steady_clock::now() + std::chrono::milliseconds(lockWaitMs());
    for (int attempt = 0; attempt < 100; ++attempt) {
        const int fd = ::open(name.constData(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
        if (fd < 0)
            return; // no file (or none we may read): nothing another save could replace under us
        m_outcome = lockWithin(fd, cancel, end);
        if (m_outcome != Outcome::Locked) {
            ::close(fd);
            return;
        }
        struct stat held { }, now { };
        if (::fstat(fd, &held) == 0 && ::stat(name.constData(), &now) == 0 && held.st_dev == now.st_dev
            && held.st_ino == now.st_ino) {
            m_fd = fd;
            return;
        }
        ::close(fd);
    }
    m_outcome = Outcome::NoFile;
}

ReplaceLock::~ReplaceLock()
{
    if (m_fd >= 0)
        ::close(m_fd); // releases the lock
}

QStringList replaceConcerns(const QString& path)
{
    QStringList concerns;
    struct stat st { };
    if (::stat(QFile::encodeName(path).constData(), &st) != 0 || !S_ISREG(st.st_mode))
        return concerns;
    const QString name = QFileInfo(path).fileName();
    const bool own = st.st_uid == ::geteuid();
    const mode_t writable = own ? S_IWUSR : (S_IWUSR | S_IWGRP | S_IWOTH);
    if (!(st.st_mode & writable))
        concerns << Text::tr("%1 is read-only.").arg(name);
    if (!own)
        concerns << Text::tr("%1 belongs to the user %2.").arg(name, userName(st.st_uid));
    if (st.st_nlink > 1)
        concerns << Text::tr("%1 has hard links (%2 names for one file): saving gives this name a new file, and "
                             "the other names keep the old content.")
                        .arg(name)
                        .arg(qulonglong(st.st_nlink));
    return concerns;
}

// A temporary file is left over when no save holds its lock (a running save keeps it locked).
int removeLeftovers(const QString& dir)
{
    static const QRegularExpression pattern(QStringLiteral("^\\..+\\.kibitz-[A-Za-z0-9]{6}$"));
    int removed = 0;
    const QFileInfoList entries = QDir(dir).entryInfoList(QDir::Files | QDir::Hidden | QDir::System);
    for (const QFileInfo& info : entries) {
        if (info.isSymLink() || !pattern.match(info.fileName()).hasMatch())
            continue;
        const QByteArray name = QFile::encodeName(info.absoluteFilePath());
        const int fd = ::open(name.constData(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
        if (fd < 0)
            continue;
        if (::flock(fd, LOCK_EX | LOCK_NB) == 0 && ::unlink(name.constData()) == 0)
            ++removed;
        ::close(fd);
    }
    return removed;
}
#else
FileStamp stampOf(const QString& path)
{
    const QFileInfo info(path);
    FileStamp s;
    s.exists = info.exists();
    s.size = s.exists ? info.size() : -1;
    s.modifiedNs = s.exists ? info.lastModified().toMSecsSinceEpoch() * 1000000 : 0;
    return s;
}
FileStamp stampOfHandle(int) { return {}; }
ReplaceLock::ReplaceLock(const QString&, const std::atomic<bool>*) { }
int lockWaitMs() { return 0; }
int savesWaitingForLock() { return 0; }
void testing::setLockWaitMs(int) { }
ReplaceLock::~ReplaceLock() = default;
QStringList replaceConcerns(const QString& path)
{
    const QFileInfo info(path);
    return info.exists() && !info.isWritable() ? QStringList{Text::tr("%1 is read-only.").arg(info.fileName())}
                                               : QStringList{};
}
int removeLeftovers(const QString&) { return 0; }
#endif

QString temporaryPattern(const QString& target)
{
    const QFileInfo info(target);
    return info.absolutePath() + QStringLiteral("/.") + info.fileName() + QStringLiteral(".kibitz-XXXXXX");
}

} // namespace kibitz::io
