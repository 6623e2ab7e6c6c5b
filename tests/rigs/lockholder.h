// Another process holding a file's save lock (flock(1), as a second Kibitz would during its
// save) until release(): `flock FILE sh -c 'read x'` ends when its input is closed.
#pragma once

#include "io/filestate.h"

#include <QFile>
#include <QProcess>
#include <QTest>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

namespace kibitz::test {

class LockHolder {
public:
    // Starts holding path's lock; false when the lock was not seen held within 20 s.
    bool hold(const QString& path)
    {
        m_path = path;
        m_process.start(QStringLiteral("flock"), {path, QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("read x")});
        return m_process.waitForStarted(20000) && QTest::qWaitFor([this] { return held(); }, 20000);
    }
    // True while some process holds the lock (a try of our own fails).
    bool held() const
    {
        const int fd = ::open(QFile::encodeName(m_path).constData(), O_RDONLY | O_CLOEXEC);
        if (fd < 0)
            return false;
        const bool busy = ::flock(fd, LOCK_EX | LOCK_NB) != 0;
        ::close(fd);
        return busy;
    }
    // Lets go of the lock and waits for the holder to end.
    bool release()
    {
        m_process.closeWriteChannel();
        return m_process.waitForFinished(20000) && !held();
    }

private:
    QString m_path;
    QProcess m_process;
};

// Saves wait ms for another process's lock while this lives (then the usual 10 s again).
class LockWait {
public:
    explicit LockWait(int ms) { io::testing::setLockWaitMs(ms); }
    ~LockWait() { io::testing::setLockWaitMs(10000); }
    LockWait(const LockWait&) = delete;
    LockWait& operator=(const LockWait&) = delete;
};

} // namespace kibitz::test
