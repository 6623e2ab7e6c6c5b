// Copying and comparing the pieces of a safe write in blocks (see safefileblocks.h).
#include "safefileblocks.h"

#ifdef Q_OS_UNIX
#include <QFile>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

namespace kibitz::io::blocks {

bool cancelled(const Progress* progress) { return progress && progress->cancel.load(); }

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

namespace {

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

} // namespace

PieceSources::PieceSources(const std::vector<WritePiece>& pieces) : m_fds(pieces.size(), -1)
{
    for (std::size_t i = 0; i < pieces.size() && m_error == 0; ++i) {
        if (pieces[i].from.isEmpty())
            continue;
        m_fds[i] = m_opened.value(pieces[i].from, -1);
        if (m_fds[i] >= 0)
            continue;
        m_fds[i] = ::open(QFile::encodeName(pieces[i].from).constData(), O_RDONLY | O_CLOEXEC);
        if (m_fds[i] < 0)
            m_error = errno;
        else
            m_opened.insert(pieces[i].from, m_fds[i]);
    }
}

void PieceSources::close()
{
    for (int fd : std::as_const(m_opened))
        ::close(fd);
    m_opened.clear();
}

void startProgress(Progress* progress, const std::vector<WritePiece>& pieces)
{
    if (!progress)
        return;
    qint64 size = 0;
    for (const WritePiece& p : pieces)
        size += p.from.isEmpty() ? p.bytes.size() : p.length;
    progress->done = 0;
    progress->total = std::size_t(2 * size);
}

bool writePieces(int fd, const std::vector<WritePiece>& pieces, const PieceSources& sources, Progress* progress,
                 std::vector<qint64>& sizes)
{
    bool ok = true;
    for (std::size_t i = 0; ok && i < pieces.size(); ++i) {
        const WritePiece& p = pieces[i];
        sizes[i] = sources[i] >= 0 ? p.length : p.bytes.size();
        if (sources[i] >= 0 && p.lineEnds != LineEnds::AsTheyAre)
            ok = copyConverted(fd, sources[i], p, progress, sizes[i]);
        else
            ok = sources[i] >= 0 ? copyRange(fd, sources[i], p.offset, p.length, progress) : writeAll(fd, p.bytes);
        if (sources[i] < 0)
            advance(progress, p.bytes.size());
    }
    return ok;
}

bool samePieces(int fd, const std::vector<WritePiece>& pieces, const PieceSources& sources, Progress* progress,
                const std::vector<qint64>& sizes)
{
    qint64 at = 0;
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        const WritePiece& p = pieces[i];
        qint64 compared = sizes[i];
        bool same;
        if (sources[i] >= 0 && p.lineEnds != LineEnds::AsTheyAre)
            same = sameConverted(fd, at, sources[i], p, progress, compared) && compared == sizes[i];
        else
            same = sources[i] >= 0 ? sameBytes(fd, at, sources[i], p.offset, p.length, progress)
                                   : readsBackAt(fd, at, p.bytes);
        if (sources[i] < 0)
            advance(progress, p.bytes.size());
        if (!same)
            return false;
        at += sizes[i];
    }
    return true;
}

} // namespace kibitz::io::blocks
#endif
