// BackgroundSave: a QThread per write; its end is handled on the owner's thread.
#include "backgroundsave.h"

#include <QThread>

namespace kibitz::io {

BackgroundSave::BackgroundSave(QObject* parent) : QObject(parent) { }

BackgroundSave::~BackgroundSave()
{
    if (m_thread)
        m_thread->wait();
}

// The worker owns the snapshot and writes its result into m_result, read only after wait().
bool BackgroundSave::start(const FileSource& source, game::Game game)
{
    if (m_thread)
        return false;
    m_path = source.path;
    m_progress.done = 0;
    m_progress.total = 0;
    m_progress.cancel = false;
    m_result = WriteResult();
    auto snapshot = std::make_shared<game::Game>(std::move(game));
    m_thread.reset(
        QThread::create([this, source, snapshot] { m_result = writeGameInPlace(source, *snapshot, &m_progress); }));
    const int generation = ++m_generation;
    connect(
        m_thread.get(), &QThread::finished, this, [this, generation] { onThreadFinished(generation); },
        Qt::QueuedConnection);
    m_thread->start();
    return true;
}

// A late notice of a write already handled by waitForFinished() is ignored by its generation.
void BackgroundSave::onThreadFinished(int generation)
{
    if (!m_thread || generation != m_generation)
        return;
    m_thread->wait();
    m_thread.reset();
    emit finished();
}

void BackgroundSave::waitForFinished() { onThreadFinished(m_generation); }

} // namespace kibitz::io
