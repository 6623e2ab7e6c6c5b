// What a file is on disk, for the writes that replace it: its identity and times (checked
// again just before a rename: check twice, write once), the advisory lock two Kibitz processes
// take for that last step, what a person should be asked before it is replaced (read-only,
// another user's, hard-linked) and the leftovers of saves that were killed.
#pragma once

#include <QString>
#include <QStringList>

#include <atomic>

namespace kibitz::io {

// A file as stat() saw it. Two stamps of a file are equal only when nobody wrote, truncated,
// replaced or renamed it in between.
struct FileStamp {
    bool exists = false;
    quint64 device = 0;
    quint64 inode = 0;
    qint64 size = -1;
    qint64 modifiedNs = 0;
    qint64 changedNs = 0;
    bool operator==(const FileStamp& o) const;
    bool operator!=(const FileStamp& o) const { return !(*this == o); }
};

// The stamp of the file at path (through symbolic links); exists false when there is none.
FileStamp stampOf(const QString& path);
// One name per file, to tell whether two paths name the same one: through symbolic links, without
// "." and ".."; a file that is gone keeps its absolute, cleaned path.
QString fileKey(const QString& path);
// The stamp of an open file (a QFile's handle()).
FileStamp stampOfHandle(int fd);

// While alive, holds an exclusive advisory lock (flock) on the file at path, as every Kibitz
// save does for its final check and rename. Another process holding it is waited for, at most
// lockWaitMs() and only while *cancel (when given) stays false: a second instance that holds the
// lock forever never hangs this one. When the file was replaced while waiting, the lock is taken
// again on the file now at path. No file: no lock, nothing to wait for.
class ReplaceLock {
public:
    enum class Outcome { Locked, NoFile, Busy, Cancelled };
    explicit ReplaceLock(const QString& path, const std::atomic<bool>* cancel = nullptr);
    ~ReplaceLock();
    ReplaceLock(const ReplaceLock&) = delete;
    ReplaceLock& operator=(const ReplaceLock&) = delete;
    Outcome outcome() const { return m_outcome; }
    // Locked or NoFile: the caller may go on.
    bool mayReplace() const { return m_outcome == Outcome::Locked || m_outcome == Outcome::NoFile; }

private:
    int m_fd = -1;
    Outcome m_outcome = Outcome::NoFile;
};

// How long a save waits for another process's lock (10 s).
int lockWaitMs();
// How many saves of this process wait for another process's lock right now.
int savesWaitingForLock();

// What replacing the file at path would do beyond changing its content, each said in a
// sentence naming the file: read-only, owned by another user (whose ownership a save cannot
// keep), other names (hard links) that would keep the old content. Empty when nothing.
QStringList replaceConcerns(const QString& path);

// The temporary file name of a save into target: ".NAME.kibitz-XXXXXX" beside it.
QString temporaryPattern(const QString& target);
// Removes the temporary files of killed saves in dir (no running save holds them). Returns
// how many were removed.
int removeLeftovers(const QString& dir);

namespace testing {
// Makes saves wait ms for another process's lock instead (a test of the wait's end).
void setLockWaitMs(int ms);
} // namespace testing

} // namespace kibitz::io
