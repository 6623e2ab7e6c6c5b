// writeFileSafely: temporary file beside the target, checked writes, fsync, read-back, rename.
#include "safefile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMutex>

#include <utility>

#ifdef Q_OS_UNIX
#include <algorithm>
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

namespace {

// Converts the line ends of a block as they stream by: state carries what the block boundary
// cut (a CR whose LF may follow; the last byte, for an LF that is its own line end).
struct LineEndConverter {
    LineEnds to = LineEnds::AsTheyAre;
    bool pendingCr = false; // Lf: a CR held back until the next byte says whether an LF follows
    char last = 0; // CrLf: the byte before the block
    void convert(const char* data, qint64 n, QByteArray& out)
    {
        out.resize(0); // keeps its room for the next block
        for (qint64 i = 0; i < n; ++i) {
            const char c = data[i];
            if (to == LineEnds::Lf) {
                if (pendingCr && c != '\n')
                    out += '\r';
                pendingCr = c == '\r';
                if (!pendingCr)
                    out += c;
            } else {
                if (c == '\n' && last != '\r')
                    out += '\r';
                out += c;
                last = c;
            }
        }
    }
    // What is still held back at the end of the piece.
    QByteArray finish() { return std::exchange(pendingCr, false) ? QByteArray("\r") : QByteArray(); }
};

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

bool cancelled(const Progress* progress) { return progress && progress->cancel.load(); }

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

// Writes all of data, retrying after signals; false with errno set on the first failure.
bool writeAll(int fd, const QByteArray& data)
{
    const char* p = data.constData();
    qint64 left = data.size();
    while (left > 0) {
        const ssize_t n = ::write(fd, p, size_t(left));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            if (n == 0)
                errno = EIO;
            return false;
        }
        p += n;
        left -= n;
    }
    return true;
}

// Reads the file back from the start and compares it with data.
bool readsBackAs(int fd, const QByteArray& data)
{
    QByteArray buffer(64 * 1024, Qt::Uninitialized);
    qint64 offset = 0;
    while (offset < data.size()) {
        const ssize_t n = ::pread(fd, buffer.data(), size_t(buffer.size()), off_t(offset));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        if (std::memcmp(buffer.constData(), data.constData() + offset,
                        size_t(std::min<qint64>(n, data.size() - offset)))
            != 0)
            return false;
        offset += n;
    }
    return offset == data.size();
}

// Adds n bytes to progress, when there is one.
void advance(Progress* progress, qint64 n)
{
    if (progress)
        progress->done += std::size_t(n);
}

// Reads length bytes of src at offset in blocks of 1 MB, each handed to use(data, size); false
// with errno set when the source is shorter than it was, or when use says no.
template <class Use> bool forEachBlock(int src, qint64 offset, qint64 length, Progress* progress, Use&& use)
{
    QByteArray buffer(1 << 20, Qt::Uninitialized);
    while (length > 0 && !cancelled(progress)) {
        const ssize_t n = ::pread(src, buffer.data(), size_t(std::min<qint64>(length, buffer.size())), off_t(offset));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            if (n == 0)
                errno = EIO; // the source is shorter than it was
            return false;
        }
        if (!use(buffer.constData(), qsizetype(n)))
            return false;
        advance(progress, n);
        offset += n;
        length -= n;
    }
    return !cancelled(progress);
}

// Copies length bytes of src at offset to fd; false with errno set.
bool copyRange(int fd, int src, qint64 offset, qint64 length, Progress* progress)
{
    return forEachBlock(src, offset, length, progress,
                        [fd](const char* data, qsizetype n) { return writeAll(fd, QByteArray::fromRawData(data, n)); });
}

// The same blocks with their line ends converted, each handed to use(converted bytes).
template <class Use>
bool convertRange(int src, qint64 offset, qint64 length, LineEnds to, Progress* progress, Use&& use)
{
    LineEndConverter converter{to};
    QByteArray out;
    return forEachBlock(src, offset, length, progress,
                        [&](const char* data, qsizetype n) {
                            converter.convert(data, n, out);
                            return use(out);
                        })
        && use(converter.finish());
}

// Copies a piece with its line ends converted to fd; written: the bytes written.
bool copyConverted(int fd, int src, const WritePiece& p, Progress* progress, qint64& written)
{
    written = 0;
    return convertRange(src, p.offset, p.length, p.lineEnds, progress, [&](const QByteArray& out) {
        written += out.size();
        return writeAll(fd, out);
    });
}

// True when fd at offset holds the converted piece; compared: the bytes compared.
bool sameConverted(int fd, qint64 offset, int src, const WritePiece& p, Progress* progress, qint64& compared)
{
    compared = 0;
    QByteArray back;
    return convertRange(src, p.offset, p.length, p.lineEnds, progress, [&](const QByteArray& out) {
        back.resize(out.size());
        const ssize_t n = out.isEmpty() ? 0 : ::pread(fd, back.data(), size_t(out.size()), off_t(offset + compared));
        compared += out.size();
        return n == out.size() && back == out;
    });
}

// True when length bytes of a at aOffset equal those of b at bOffset (read in blocks).
bool sameBytes(int a, qint64 aOffset, int b, qint64 bOffset, qint64 length, Progress* progress)
{
    QByteArray x(1 << 20, Qt::Uninitialized), y(1 << 20, Qt::Uninitialized);
    while (length > 0 && !cancelled(progress)) {
        const size_t want = size_t(std::min<qint64>(length, x.size()));
        const ssize_t n = ::pread(a, x.data(), want, off_t(aOffset));
        const ssize_t m = ::pread(b, y.data(), want, off_t(bOffset));
        if (n <= 0 || n != ssize_t(want) || m != n || std::memcmp(x.constData(), y.constData(), want) != 0)
            return false;
        advance(progress, n);
        aOffset += n;
        bOffset += n;
        length -= n;
    }
    return !cancelled(progress);
}

// True when the bytes of fd at offset equal data.
bool readsBackAt(int fd, qint64 offset, const QByteArray& data)
{
    QByteArray buffer(data.size(), Qt::Uninitialized);
    qint64 done = 0;
    while (done < data.size()) {
        const ssize_t n = ::pread(fd, buffer.data() + done, size_t(data.size() - done), off_t(offset + done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        done += n;
    }
    return buffer == data;
}

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
        check->expected = stampOf(target);
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
    std::vector<int> sources(pieces.size(), -1);
    QHash<QString, int> opened;
    const auto closeSources = [&] {
        for (int fd : std::as_const(opened))
            if (fd >= 0)
                ::close(fd);
        opened.clear();
    };
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        if (pieces[i].from.isEmpty())
            continue;
        // One descriptor per file, however many of its parts are copied (a database with games
        // deleted here and there is thousands of pieces of one file).
        sources[i] = opened.value(pieces[i].from, -1);
        if (sources[i] < 0) {
            sources[i] = ::open(QFile::encodeName(pieces[i].from).constData(), O_RDONLY | O_CLOEXEC);
            opened.insert(pieces[i].from, sources[i]);
        }
        if (sources[i] < 0) {
            const int code = errno;
            closeSources();
            return fail(error, path, systemReason(code));
        }
    }
    TempFile temp(target);
    bool ok = temp.fd() >= 0;
    QString reason;
    qint64 total = 0;
    if (ok)
        keepModeAndOwner(temp.fd(), target);
    if (progress) {
        qint64 size = 0;
        for (const WritePiece& p : pieces)
            size += p.from.isEmpty() ? p.bytes.size() : p.length;
        progress->done = 0;
        progress->total = std::size_t(2 * size);
    }
    std::vector<qint64> sizes(pieces.size()); // as written (converted line ends change it)
    for (std::size_t i = 0; ok && i < pieces.size(); ++i) {
        const WritePiece& p = pieces[i];
        sizes[i] = sources[i] >= 0 ? p.length : p.bytes.size();
        if (sources[i] >= 0 && p.lineEnds != LineEnds::AsTheyAre)
            ok = copyConverted(temp.fd(), sources[i], p, progress, sizes[i]);
        else
            ok = sources[i] >= 0 ? copyRange(temp.fd(), sources[i], p.offset, p.length, progress)
                                 : writeAll(temp.fd(), p.bytes);
        if (sources[i] < 0)
            advance(progress, p.bytes.size());
        total += sizes[i];
    }
    ok = ok && ::fsync(temp.fd()) == 0;
    if (!ok)
        reason = systemReason(errno);
    struct stat st { };
    if (ok && (::fstat(temp.fd(), &st) != 0 || qint64(st.st_size) != total)) {
        ok = false;
        reason = Text::tr("only %1 of %2 bytes reached the disk").arg(qint64(st.st_size)).arg(total);
    }
    qint64 at = 0;
    for (std::size_t i = 0; ok && i < pieces.size(); ++i) {
        const WritePiece& p = pieces[i];
        qint64 compared = sizes[i];
        if (sources[i] >= 0 && p.lineEnds != LineEnds::AsTheyAre)
            ok = sameConverted(temp.fd(), at, sources[i], p, progress, compared) && compared == sizes[i];
        else
            ok = sources[i] >= 0 ? sameBytes(temp.fd(), at, sources[i], p.offset, p.length, progress)
                                 : readsBackAt(temp.fd(), at, p.bytes);
        if (sources[i] < 0)
            advance(progress, p.bytes.size());
        at += sizes[i];
        if (!ok)
            reason = Text::tr("the file read back differs from what was written");
    }
    closeSources();
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
