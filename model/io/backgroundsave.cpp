// BackgroundSave: one BackgroundJob, a write at a time; its result and end reach the owner's thread.
#include "backgroundsave.h"

namespace kibitz::io {

BackgroundSave::BackgroundSave(QObject* parent) : QObject(parent)
{
    connect(&m_job, &BackgroundJob::finished, this, &BackgroundSave::finished);
}

// A running write is waited for, never cancelled: what was asked to be saved is saved.
BackgroundSave::~BackgroundSave() { m_job.wait(); }

// The worker owns the snapshot; its result is handed to the owner's thread before finished().
bool BackgroundSave::start(const FileSource& source, game::Game game)
{
    if (m_job.isRunning())
        return false;
    m_path = source.path;
    m_progress.done = 0;
    m_progress.total = 0;
    m_progress.cancel = false;
    m_result = WriteResult();
    auto snapshot = std::make_shared<game::Game>(std::move(game));
    m_job.start(
        [this, source, snapshot](const JobContext&) { return writeGameInPlace(source, *snapshot, &m_progress); },
        [this](WriteResult result) { m_result = std::move(result); });
    return true;
}

} // namespace kibitz::io
