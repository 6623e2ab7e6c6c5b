// BackgroundJob: Kibitz's one way of doing a piece of work off the thread that owns it (the GUI
// thread): the work runs on a worker thread, is told when to stop (cancel), reports how far it
// is (progress) and posts what it found back to the owner's thread. Work started again makes the
// older work stale: it is cancelled and nothing it posts arrives any more. With core::runParallel
// (the plain C++ parts' threads) it is the only place where Kibitz starts threads. Qt Core only.
#pragma once

#include <QObject>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>

namespace kibitz {

class BackgroundJob;

// What a piece of work sees of its job, on the worker thread.
class JobContext {
public:
    // True once the work should stop (cancel(), a newer start(), stop() or the job's end).
    bool isCancelled() const { return m_cancel->load(); }
    // The same, for plain C++ functions that take a flag to watch.
    const std::atomic<bool>* cancelFlag() const { return m_cancel.get(); }
    // The work gives up by itself (functions watching cancelFlag() stop too).
    void cancel() const { m_cancel->store(true); }
    // Blocks until the work is cancelled by its job (true) or limit has passed (false): for work
    // that waits on something outside between its looks, woken at once by cancel().
    bool waitForCancel(std::chrono::milliseconds limit) const;
    // How far the work is; the job's progressed() follows on its owner's thread.
    void setProgress(qint64 done, qint64 total) const;
    // Runs then on the owner's thread, in the order posted, unless the work is stale by then.
    void post(std::function<void()> then) const;
    // post(), then blocks while more than most of what the job posted has not yet been taken on
    // the owner's thread: work that produces faster than its owner consumes holds little in the
    // queue. Woken at once by a cancel, and let go while the owner waits for the job (wait()).
    void postPaced(std::function<void()> then, std::size_t most) const;

private:
    friend class BackgroundJob;
    JobContext(BackgroundJob* job, quint64 generation, std::shared_ptr<std::atomic<bool>> cancel);

    BackgroundJob* m_job;
    quint64 m_generation;
    std::shared_ptr<std::atomic<bool>> m_cancel;
};

class BackgroundJob : public QObject {
    Q_OBJECT
public:
    using Work = std::function<void(const JobContext&)>;

    explicit BackgroundJob(QObject* parent = nullptr);
    // stop(): the work is cancelled and waited for, so what it reads of its owner stays valid
    // while it runs (declare the job after what its work reads).
    ~BackgroundJob() override;

    // Runs work on the worker thread. Never waits: work still running is cancelled and becomes
    // stale; work starts once it has returned (a later start() replaces work not yet started).
    void start(Work work);
    // Runs work and hands its result to done on the owner's thread (unless stale by then).
    template <class Compute, class Done> void start(Compute compute, Done done);
    // Asks the running work to stop; what it posts still arrives, and finished() follows.
    void cancel();
    // Cancels the work and makes it stale (nothing it posts arrives, no finished()); no waiting.
    void discard();
    // discard(), then waits until the worker has ended.
    void stop();
    // Waits until the worker has run all work started; what it posted is still to arrive.
    void wait();
    // wait(), then delivers what the work posted and finished() at once.
    void waitForFinished();
    // From start() until finished() (or discard()).
    bool isRunning() const { return m_running; }
    // The last progress the newest work reported (0 of 0 since its start).
    qint64 progressDone() const { return m_done.load(); }
    qint64 progressTotal() const { return m_total.load(); }

signals:
    // The newest work reported progress (several reports in a row may arrive as their last).
    void progressed(qint64 done, qint64 total);
    // The newest work has returned and everything it posted has arrived.
    void finished();

private:
    friend class JobContext;
    struct Run {
        Work work;
        quint64 generation = 0;
        std::shared_ptr<std::atomic<bool>> cancel;
    };
    void workerLoop();
    void deliver(quint64 generation, std::function<void()> then);
    void reportProgress(quint64 generation);

    quint64 m_generation = 0; // of the newest start(); read and written on the owner's thread
    bool m_running = false;
    std::atomic<quint64> m_latest{0}; // m_generation, for the worker
    std::atomic<qint64> m_done{0}, m_total{0};
    std::atomic<quint64> m_progressQueued{0}; // the work with a progress notice on its way

    std::mutex m_mutex; // guards what follows
    std::condition_variable m_idle;
    // A cancel flag was set, a post was taken or the owner waits (waitForCancel, postPaced).
    std::condition_variable m_wake;
    std::size_t m_undelivered = 0; // posts on their way to the owner's thread, stale ones too
    bool m_ownerWaits = false; // in wait(): paced work must not wait for the owner
    std::optional<Run> m_pending; // started, not yet taken by the worker
    std::shared_ptr<std::atomic<bool>> m_current; // the cancel flag of the work running
    bool m_workerBusy = false; // the worker thread runs its loop
    struct Thread;
    std::unique_ptr<Thread> m_thread;
};

template <class Compute, class Done> void BackgroundJob::start(Compute compute, Done done)
{
    start([compute = std::move(compute), done = std::move(done)](const JobContext& job) {
        auto result = std::make_shared<decltype(compute(job))>(compute(job));
        job.post([done, result] { done(std::move(*result)); });
    });
}

} // namespace kibitz
