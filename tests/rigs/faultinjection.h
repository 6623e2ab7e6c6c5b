// Real faults for tests: a full filesystem (a small tmpfs, when the test runs as root) and a
// file size limit (RLIMIT_FSIZE: writes past it fail with EFBIG, for any user). No mocks.
#pragma once

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QString>

#ifdef Q_OS_LINUX
#include <csignal>
#include <sys/mount.h>
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace kibitz::test {

#ifdef Q_OS_LINUX
// A tmpfs of `bytes` mounted on `dir` for the object's lifetime; isMounted() is false when
// this process may not mount (not root, or a sandbox that forbids it).
class SmallTmpfs {
public:
    SmallTmpfs(const QString& dir, int kib) : m_dir(dir)
    {
        QDir().mkpath(dir);
        const QByteArray options = "size=" + QByteArray::number(kib) + "k";
        m_mounted = ::geteuid() == 0
            && ::mount("tmpfs", QFile::encodeName(dir).constData(), "tmpfs", 0, options.constData()) == 0;
    }
    ~SmallTmpfs()
    {
        if (m_mounted)
            ::umount2(QFile::encodeName(m_dir).constData(), MNT_DETACH);
    }
    SmallTmpfs(const SmallTmpfs&) = delete;
    SmallTmpfs& operator=(const SmallTmpfs&) = delete;

    bool isMounted() const { return m_mounted; }
    // Writes a filler file until the filesystem says it is full; true when it did.
    bool fill() const
    {
        QFile filler(m_dir + QStringLiteral("/filler"));
        if (!filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
            return false;
        const QByteArray block(4096, 'f');
        for (int i = 0; i < 1 << 20; ++i)
            if (filler.write(block) != block.size())
                return true;
        return false;
    }

private:
    QString m_dir;
    bool m_mounted = false;
};

// While alive, this process cannot grow any file beyond `bytes` (SIGXFSZ ignored, so the write
// fails with EFBIG instead of killing the process).
class FileSizeLimit {
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        m_ok = ::getrlimit(RLIMIT_FSIZE, &m_old) == 0;
        m_oldHandler = std::signal(SIGXFSZ, SIG_IGN);
        rlimit small = m_old;
        small.rlim_cur = bytes;
        m_ok = m_ok && ::setrlimit(RLIMIT_FSIZE, &small) == 0;
    }
    ~FileSizeLimit()
    {
        ::setrlimit(RLIMIT_FSIZE, &m_old);
        std::signal(SIGXFSZ, m_oldHandler);
    }
    FileSizeLimit(const FileSizeLimit&) = delete;
    FileSizeLimit& operator=(const FileSizeLimit&) = delete;
    bool isActive() const { return m_ok; }

private:
    rlimit m_old{};
    void (*m_oldHandler)(int) = nullptr;
    bool m_ok = false;
};
#endif

} // namespace kibitz::test
