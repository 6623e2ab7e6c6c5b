// BackgroundJob: one worker thread at a time, alive while there is work; what the work posts
// travels as queued calls to the job, which lives on the owner's thread and drops stale ones
// there (a queued call to a deleted job is dropped by Qt, and the destructor joins the worker).
#include "backgroundjob.h"

#include <QCoreApplication>
#include <QMetaObject>

#include <thread>

namespace kibitz {

struct BackgroundJob::Thread {
    std::thread thread;
};

JobContext::JobContext(BackgroundJob* job, quint64 generation, std::shared_ptr<std::atomic<bool>> cancel)
    : m_job(job), m_generation(generation), m_cancel(std::move(cancel))
{ }

bool JobContext::waitForCancel(std::chrono::milliseconds limit) const
{
    std::unique_lock lock(m_job->m_mutex);
    return m_job->m_wake.wait_for(lock, limit, [this] { return m_cancel->load(); });
}

void JobContext::post(std::function<void()> then) const { m_job->deliver(m_generation, std::move(then)); }

void JobContext::postPaced(std::function<void()> then, std::size_t most) const
{
    post(std::move(then));
    std::unique_lock lock(m_job->m_mutex);
    m_job->m_wake.wait(lock, [this, most] {
        return m_cancel->load() || m_job->m_ownerWaits || m_job->m_undelivered <= most;
    });
}

// The values are read when the notice arrives: a burst of reports costs one queued call.
void JobContext::setProgress(qint64 done, qint64 total) const
{
    if (m_job->m_latest.load() != m_generation)
        return; // stale: the values belong to the newest work
    m_job->m_done = done;
    m_job->m_total = total;
    if (m_job->m_progressQueued.exchange(m_generation) != m_generation)
        m_job->reportProgress(m_generation);
}

BackgroundJob::BackgroundJob(QObject* parent) : QObject(parent), m_thread(std::make_unique<Thread>()) { }

BackgroundJob::~BackgroundJob() { stop(); }

// Each post is counted until it is taken (stale or not), for postPaced.
void BackgroundJob::deliver(quint64 generation, std::function<void()> then)
{
    {
        const std::lock_guard lock(m_mutex);
        ++m_undelivered;
    }
    QMetaObject::invokeMethod(
        this,
        [this, generation, then = std::move(then)] {
            {
                // Taken: counted off first, as then() may delete the job's owner with the job.
                const std::lock_guard lock(m_mutex);
                --m_undelivered;
                m_wake.notify_all();
            }
            if (generation == m_generation)
                then();
        },
        Qt::QueuedConnection);
}

void BackgroundJob::reportProgress(quint64 generation)
{
    QMetaObject::invokeMethod(
        this,
        [this, generation] {
            quint64 queued = generation;
            m_progressQueued.compare_exchange_strong(queued, 0);
            if (generation == m_generation)
                emit progressed(m_done.load(), m_total.load());
        },
        Qt::QueuedConnection);
}

void BackgroundJob::start(Work work)
{
    const quint64 generation = ++m_generation;
    m_latest = generation;
    m_running = true;
    m_done = 0;
    m_total = 0;
    {
        const std::lock_guard lock(m_mutex);
        if (m_current) {
            m_current->store(true);
            m_wake.notify_all();
        }
        m_pending = Run{std::move(work), generation, std::make_shared<std::atomic<bool>>(false)};
        if (m_workerBusy)
            return; // the worker takes it once the running work has returned
        m_workerBusy = true;
    }
    // A worker that is no longer busy has left its loop: joining it takes no time.
    if (m_thread->thread.joinable())
        m_thread->thread.join();
    m_thread->thread = std::thread([this] { workerLoop(); });
}

// Runs the pending work until there is none; finished() is posted after all a work posted.
void BackgroundJob::workerLoop()
{
    std::unique_lock lock(m_mutex);
    while (m_pending) {
        {
            Run run = std::move(*m_pending);
            m_pending.reset();
            m_current = run.cancel;
            lock.unlock();
            run.work(JobContext(this, run.generation, run.cancel));
            deliver(run.generation, [this] {
                m_running = false;
                emit finished();
            });
        } // the work (and what it holds) is let go before the lock is taken again
        lock.lock();
        m_current.reset();
    }
    m_workerBusy = false;
    m_idle.notify_all();
}

void BackgroundJob::cancel()
{
    const std::lock_guard lock(m_mutex);
    if (m_current)
        m_current->store(true);
    if (m_pending)
        m_pending->cancel->store(true);
    m_wake.notify_all();
}

void BackgroundJob::discard()
{
    m_latest = ++m_generation;
    m_running = false;
    const std::lock_guard lock(m_mutex);
    if (m_current)
        m_current->store(true);
    m_pending.reset();
    m_wake.notify_all();
}

void BackgroundJob::stop()
{
    discard();
    wait();
}

void BackgroundJob::wait()
{
    {
        std::unique_lock lock(m_mutex);
        m_ownerWaits = true; // nothing is taken meanwhile: paced work would wait for ever
        m_wake.notify_all();
        m_idle.wait(lock, [this] { return !m_workerBusy; });
        m_ownerWaits = false;
    }
    if (m_thread->thread.joinable())
        m_thread->thread.join();
}

void BackgroundJob::waitForFinished()
{
    wait();
    QCoreApplication::sendPostedEvents(this, QEvent::MetaCall);
}

} // namespace kibitz
