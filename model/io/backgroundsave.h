// BackgroundSave: writes a game back into its place in its file (io::writeGameInPlace) on a
// worker thread, one write at a time, so that the thread showing the window never waits on the
// disk however large the file is. The game is a snapshot the worker owns: edits made meanwhile
// are not written (and stay unsaved). Headless (Qt Core).
#pragma once

#include "gamefile.h"

#include "background/backgroundjob.h"

#include <QObject>

namespace kibitz::io {

class BackgroundSave : public QObject {
    Q_OBJECT
public:
    explicit BackgroundSave(QObject* parent = nullptr);
    // Waits for a running write: the file is never left half replaced by Kibitz.
    ~BackgroundSave() override;

    // Starts writing game into source's file; false (nothing started) while a write runs.
    bool start(const FileSource& source, game::Game game);
    bool isRunning() const { return m_job.isRunning(); }
    // The file being written, or last written.
    QString path() const { return m_path; }
    // Bytes written and compared so far (total 0 until the worker knows it).
    const Progress& progress() const { return m_progress; }
    // The outcome of the last write that has finished.
    const WriteResult& result() const { return m_result; }
    // Stops the running write before its rename (the file stays as it was; result() says so).
    void cancel() { m_progress.cancel = true; }
    // Blocks until the running write has ended and finished() has been emitted.
    void waitForFinished() { m_job.waitForFinished(); }

signals:
    // The write has ended (result() says how), on the thread that called start().
    void finished();

private:
    QString m_path;
    Progress m_progress;
    WriteResult m_result;
    BackgroundJob m_job; // last: its destructor waits for the write, which uses m_progress
};

} // namespace kibitz::io
