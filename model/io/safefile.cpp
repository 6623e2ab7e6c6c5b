// writeFileSafely: temporary file beside the target, checked writes, fsync, read-back, rename.
#include "safefile.h"
#include "safefileblocks.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMutex>

#include <utility>

#ifdef Q_OS_UNIX
#include <algorithm>
#include <numeric>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>
#else
#include <QSaveFile>
#endif

namespace kibitz::io {

using namespace blocks;

namespace {

// The messages' translation context.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(SafeFile)
};

// "Could not save NAME: REASON", the reason in the system's words where it comes from errno.
bool fail(QString* error, const QString& path, const QString& reason)
{
    if (error)
        *error = Text::tr("Could not save %1: %2").arg(QDir::toNativeSeparators(path), reason);
    return false;
}

QString changedReason()
{
    return Text::tr("another program changed it while Kibitz was saving, so it was not replaced");
}

// Another Kibitz (or any program using flock) kept the file locked for the whole wait.
QString lockedReason()
{
    const int seconds = std::max(1, (lockWaitMs() + 999) / 1000);
    return Text::tr("another program (another Kibitz window?) has kept it locked for %n seconds while saving it, "
                    "so it was not replaced. Try again once that program has finished.",
                    nullptr, seconds);
}

QString cancelledReason() { return Text::tr("the save was cancelled, so the file was not replaced"); }

QMutex hookMutex;
std::function<void(const QString&)> beforeReplaceHook;

void runBeforeReplaceHook(const QString& target)
{
    hookMutex.lock();
    const std::function<void(const QString&)> hook = beforeReplaceHook;
    hookMutex.unlock();
    if (hook)
        hook(target);
}

// The file that is really replaced: a symbolic link is written through, not replaced.
QString targetOf(const QString& path)
{
    const QFileInfo info(path);
    return info.isSymLink() ? info.symLinkTarget() : info.absoluteFilePath();
}

#ifdef Q_OS_UNIX
// Owns the temporary file until it is renamed; removes it on every failure path. It stays
// locked (flock, through a second descriptor that outlives close()) until it is renamed, so
// that removeLeftovers() takes only the files of saves that were killed.
class TempFile {
public:
    explicit TempFile(const QString& target)
    {
        m_name = QFile::encodeName(temporaryPattern(target));
        m_fd = ::mkostemp(m_name.data(), O_CLOEXEC);
        m_created = m_fd >= 0;
        if (m_created) {
            m_lock = ::fcntl(m_fd, F_DUPFD_CLOEXEC, 0);
            ::flock(m_lock, LOCK_EX | LOCK_NB);
        }
    }
    ~TempFile()
    {
        if (m_fd >= 0)
            ::close(m_fd);
        if (m_created && !m_renamed)
            ::unlink(m_name.constData());
        if (m_lock >= 0)
            ::close(m_lock);
    }
    int fd() const { return m_fd; }
    const char* name() const { return m_name.constData(); }
    // Closes the descriptor; false when the close reports a late write error.
    bool close()
    {
        const int fd = m_fd;
        m_fd = -1;
        return ::close(fd) == 0;
    }
    void renamed() { m_renamed = true; }

private:
    QByteArray m_name;
    int m_fd = -1;
    int m_lock = -1;
    bool m_created = false;
    bool m_renamed = false;
};

// New files get the usual permissions (0666 less the umask); replaced ones keep theirs, and
// their owner where the system lets us (root saving another user's file).
void keepModeAndOwner(int fd, const QString& target)
{
    struct stat st { };
    if (::stat(QFile::encodeName(target).constData(), &st) != 0) {
        const mode_t mask = ::umask(0);
        ::umask(mask);
        ::fchmod(fd, 0666 & ~mask);
        return;
    }
    if (st.st_uid != ::geteuid() || st.st_gid != ::getegid())
        (void)::fchown(fd, st.st_uid, st.st_gid);
    ::fchmod(fd, st.st_mode & 07777);
}

// Makes the rename itself durable; a folder that cannot be synced is no error.
void syncFolder(const QString& target)
{
    const int dir = ::open(QFile::encodeName(QFileInfo(target).absolutePath()).constData(), O_RDONLY | O_DIRECTORY);
    if (dir >= 0) {
        ::fsync(dir);
        ::close(dir);
    }
}

QString systemReason(int code) { return qt_error_string(code); }

// Closes the checked temporary file and renames it over target, durably: under the lock every
// Kibitz save takes, and only when target is still the file check expects.
bool finishTemp(TempFile& temp, const QString& target, const QString& path, QString* error, ReplaceCheck* check,
                const std::atomic<bool>* cancel)
{
    if (!temp.close())
        return fail(error, path, systemReason(errno));
    runBeforeReplaceHook(target);
    const ReplaceLock lock(target, cancel);
    if (lock.outcome() == ReplaceLock::Outcome::Busy)
        return fail(error, path, lockedReason());
    if (lock.outcome() == ReplaceLock::Outcome::Cancelled)
        return fail(error, path, cancelledReason());
    if (check && stampOf(target) != check->expected) {
        check->changed = true;
        return fail(error, path, changedReason());
    }
    if (::rename(temp.name(), QFile::encodeName(target).constData()) != 0)
        return fail(error, path, systemReason(errno));
    temp.renamed();
    syncFolder(target);
    if (check)
        check->expected = check->written = stampOf(target);
    return true;
}
#endif

} // namespace

bool writeFileSafely(const QString& path, const QByteArray& data, QString* error, ReplaceCheck* check,
                     const std::atomic<bool>* cancel)
{
    if (path.isEmpty())
        return fail(error, path, Text::tr("no file name given"));
    if (QFileInfo(path).isDir())
        return fail(error, path, Text::tr("it is a folder"));
    const QString target = targetOf(path);
#ifdef Q_OS_UNIX
    TempFile temp(target);
    if (temp.fd() < 0)
        return fail(error, path, systemReason(errno));
    keepModeAndOwner(temp.fd(), target);
    if (!writeAll(temp.fd(), data) || ::fsync(temp.fd()) != 0)
        return fail(error, path, systemReason(errno));
    struct stat st { };
    if (::fstat(temp.fd(), &st) != 0)
        return fail(error, path, systemReason(errno));
    if (qint64(st.st_size) != data.size())
        return fail(error, path,
                    Text::tr("only %1 of %2 bytes reached the disk").arg(qint64(st.st_size)).arg(data.size()));
    if (!readsBackAs(temp.fd(), data))
        return fail(error, path, Text::tr("the file read back differs from what was written"));
    if (!finishTemp(temp, target, path, error, check, cancel))
        return false;
#else
    // Elsewhere: QSaveFile, then the written file is read back (a failure is at least reported).
    Q_UNUSED(cancel);
    if (check && stampOf(target) != check->expected) {
        check->changed = true;
        return fail(error, path, changedReason());
    }
    QSaveFile file(target);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.flush()) {
        const QString reason = file.errorString();
        file.cancelWriting();
        return fail(error, path, reason);
    }
    if (!file.commit())
        return fail(error, path, file.errorString());
    QFile written(target);
    if (!written.open(QIODevice::ReadOnly) || written.readAll() != data)
        return fail(error, path, Text::tr("the file read back differs from what was written"));
    if (check)
        check->written = stampOf(target);
#endif
    if (error)
        error->clear();
    return true;
}

#ifdef Q_OS_UNIX
// The same steps as above with pieces: the sources stay open until everything is compared.
bool writeFileSafely(const QString& path, const std::vector<WritePiece>& pieces, QString* error, Progress* progress,
                     ReplaceCheck* check)
{
    if (path.isEmpty())
        return fail(error, path, Text::tr("no file name given"));
    if (QFileInfo(path).isDir())
        return fail(error, path, Text::tr("it is a folder"));
    const QString target = targetOf(path);
    PieceSources sources(pieces);
    if (sources.error())
        return fail(error, path, systemReason(sources.error()));
    TempFile temp(target);
    bool ok = temp.fd() >= 0;
    if (ok)
        keepModeAndOwner(temp.fd(), target);
    startProgress(progress, pieces);
    std::vector<qint64> sizes(pieces.size());
    ok = ok && writePieces(temp.fd(), pieces, sources, progress, sizes) && ::fsync(temp.fd()) == 0;
    QString reason = ok ? QString() : systemReason(errno);
    const qint64 total = std::accumulate(sizes.begin(), sizes.end(), qint64(0));
    struct stat st { };
    if (ok && (::fstat(temp.fd(), &st) != 0 || qint64(st.st_size) != total)) {
        ok = false;
        reason = Text::tr("only %1 of %2 bytes reached the disk").arg(qint64(st.st_size)).arg(total);
    }
    if (ok && !samePieces(temp.fd(), pieces, sources, progress, sizes)) {
        ok = false;
        reason = Text::tr("the file read back differs from what was written");
    }
    sources.close();
    if (!ok && cancelled(progress))
        reason = cancelledReason();
    else if (!ok && check && stampOf(target) != check->expected) {
        check->changed = true; // a source shorter or different than it was: changed, not broken
        reason = changedReason();
    }
    if (!ok)
        return fail(error, path, reason);
    if (!finishTemp(temp, target, path, error, check, progress ? &progress->cancel : nullptr))
        return false;
    if (error)
        error->clear();
    return true;
}
#else
// Elsewhere the pieces are put together in memory.
bool writeFileSafely(const QString& path, const std::vector<WritePiece>& pieces, QString* error, Progress* progress,
                     ReplaceCheck* check)
{
    QByteArray data;
    for (const WritePiece& p : pieces) {
        if (p.from.isEmpty()) {
            data += p.bytes;
            continue;
        }
        QFile in(p.from);
        if (!in.open(QIODevice::ReadOnly) || !in.seek(p.offset))
            return fail(error, path, in.errorString());
        const QByteArray read = in.read(p.length);
        if (p.lineEnds == LineEnds::AsTheyAre) {
            data += read;
            continue;
        }
        LineEndConverter converter{p.lineEnds};
        QByteArray out;
        converter.convert(read.constData(), read.size(), out);
        data += out + converter.finish();
    }
    return writeFileSafely(path, data, error, check, progress ? &progress->cancel : nullptr);
}
#endif

void testing::setBeforeReplace(std::function<void(const QString&)> hook)
{
    QMutexLocker locker(&hookMutex);
    beforeReplaceHook = std::move(hook);
}

} // namespace kibitz::io
