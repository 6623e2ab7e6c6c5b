// BackgroundJob (issue 30): the work runs off the owner's thread, what it posts arrives on the
// owner's thread, cancel reaches the work, a newer start makes the older work stale (nothing of
// it arrives), progress reaches the owner, stop() waits. Gates make the order of events certain:
// no test depends on how fast a thread happens to run.
#include "background/backgroundjob.h"

#include <QSignalSpy>
#include <QThread>

#include "gtestqtry.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <condition_variable>
#include <mutex>
#include <string>
#include <thread>

using namespace kibitz;

namespace {

// A door the work waits at until the test opens it (or 10 s pass: a broken job fails, not hangs).
class Gate {
public:
    void open()
    {
        const std::lock_guard lock(m_mutex);
        m_open = true;
        m_changed.notify_all();
    }
    bool waitOpen()
    {
        std::unique_lock lock(m_mutex);
        return m_changed.wait_for(lock, std::chrono::seconds(10), [this] { return m_open; });
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_changed;
    bool m_open = false;
};

} // namespace

TEST(BackgroundJob, WorkRunsOffTheOwnersThreadAndItsResultArrivesOnIt)
{
    BackgroundJob job;
    QSignalSpy finished(&job, &BackgroundJob::finished);
    std::thread::id workedOn;
    QThread* deliveredOn = nullptr;
    int result = 0;
    job.start(
        [&workedOn](const JobContext&) {
            workedOn = std::this_thread::get_id();
            return 42;
        },
        [&](int value) {
            deliveredOn = QThread::currentThread();
            result = value;
        });
    EXPECT_TRUE(job.isRunning());
    ASSERT_TRUE(finished.wait(10000));
    EXPECT_EQ(result, 42);
    EXPECT_EQ(deliveredOn, QThread::currentThread());
    EXPECT_NE(workedOn, std::this_thread::get_id());
    EXPECT_NE(workedOn, std::thread::id());
    EXPECT_FALSE(job.isRunning());
}

// Cancel tells the work to stop; what it posts afterwards still arrives (the work decides what a
// cancelled run hands back), and finished() follows.
TEST(BackgroundJob, CancelReachesTheWorkWhichStillHandsItsResultBack)
{
    BackgroundJob job;
    QSignalSpy finished(&job, &BackgroundJob::finished);
    Gate started;
    bool sawCancel = false;
    job.start([&](const JobContext& context) {
        started.open();
        context.waitForCancel(std::chrono::seconds(10)); // stands for a long search watching the flag
        const bool cancelled = context.isCancelled() && context.cancelFlag()->load();
        context.post([&sawCancel, cancelled] { sawCancel = cancelled; });
    });
    ASSERT_TRUE(started.waitOpen());
    job.cancel();
    ASSERT_TRUE(finished.wait(10000));
    EXPECT_TRUE(sawCancel);
}

// waitForCancel() gives up after its limit when nobody cancels, and wakes when a newer start()
// cancels the running work.
TEST(BackgroundJob, WaitForCancelEndsAtTheLimitOrAtTheCancel)
{
    BackgroundJob job;
    QSignalSpy finished(&job, &BackgroundJob::finished);
    Gate started;
    bool first = true, second = false;
    job.start([&](const JobContext& context) {
        first = context.waitForCancel(std::chrono::milliseconds(1));
        started.open();
        second = context.waitForCancel(std::chrono::seconds(10));
    });
    ASSERT_TRUE(started.waitOpen());
    job.start([](const JobContext&) {});
    ASSERT_TRUE(finished.wait(10000));
    job.wait();
    EXPECT_FALSE(first);
    EXPECT_TRUE(second);
}

// The work started first posts after a newer start: it never arrives, its flag was set, and
// finished() comes once, for the newer work.
TEST(BackgroundJob, AResultOfOlderWorkIsDropped)
{
    BackgroundJob job;
    QSignalSpy finished(&job, &BackgroundJob::finished);
    Gate firstStarted, release;
    QStringList arrived;
    bool firstCancelled = false;
    job.start([&](const JobContext& context) {
        firstStarted.open();
        release.waitOpen();
        firstCancelled = context.isCancelled();
        context.post([&arrived] { arrived << QStringLiteral("first"); });
    });
    ASSERT_TRUE(firstStarted.waitOpen());
    job.start([](const JobContext& context) { context.post([] {}); });
    job.start(
        [&arrived](const JobContext& context) { context.post([&arrived] { arrived << QStringLiteral("third"); }); });
    release.open();
    ASSERT_TRUE(finished.wait(10000));
    job.wait();
    QCoreApplication::processEvents();
    EXPECT_EQ(arrived, QStringList{QStringLiteral("third")});
    EXPECT_TRUE(firstCancelled);
    EXPECT_EQ(finished.count(), 1);
}

// A start() while work runs does not wait for it: the second work is only queued.
TEST(BackgroundJob, StartNeverWaitsForTheRunningWork)
{
    BackgroundJob job;
    QSignalSpy finished(&job, &BackgroundJob::finished);
    Gate release;
    int ran = 0;
    job.start([&](const JobContext&) { release.waitOpen(); });
    job.start([&ran](const JobContext&) { ++ran; }); // returns although the first one waits
    EXPECT_EQ(ran, 0);
    release.open();
    ASSERT_TRUE(finished.wait(10000));
    EXPECT_EQ(ran, 1);
}

TEST(BackgroundJob, ProgressReachesTheOwnersThread)
{
    BackgroundJob job;
    QSignalSpy finished(&job, &BackgroundJob::finished);
    QList<std::pair<qint64, qint64>> seen;
    bool onOwnersThread = true;
    QObject::connect(&job, &BackgroundJob::progressed, &job, [&](qint64 done, qint64 total) {
        seen.append({done, total});
        onOwnersThread = onOwnersThread && QThread::currentThread() == job.thread();
    });
    job.start([](const JobContext& context) {
        for (int i = 1; i <= 100; ++i)
            context.setProgress(i, 100);
    });
    ASSERT_TRUE(finished.wait(10000));
    ASSERT_FALSE(seen.isEmpty());
    EXPECT_LE(seen.size(), 100); // reports in a row arrive as their last
    EXPECT_EQ(seen.last(), std::make_pair(qint64(100), qint64(100)));
    EXPECT_TRUE(onOwnersThread);
    EXPECT_EQ(job.progressDone(), 100);
    EXPECT_EQ(job.progressTotal(), 100);
}

// stop() returns once the work has ended; nothing it posted arrives, and no finished().
TEST(BackgroundJob, StopWaitsForTheWorkAndDropsWhatItPosted)
{
    BackgroundJob job;
    QSignalSpy finished(&job, &BackgroundJob::finished);
    Gate started;
    std::atomic<bool> ended{false};
    bool arrived = false;
    job.start([&](const JobContext& context) {
        started.open();
        context.waitForCancel(std::chrono::seconds(10));
        context.post([&arrived] { arrived = true; });
        ended = true;
    });
    ASSERT_TRUE(started.waitOpen());
    job.stop();
    EXPECT_TRUE(ended);
    EXPECT_FALSE(job.isRunning());
    QCoreApplication::processEvents();
    EXPECT_FALSE(arrived);
    EXPECT_EQ(finished.count(), 0);
}

// waitForFinished() blocks until the work has ended and delivers what it posted at once.
TEST(BackgroundJob, WaitForFinishedDeliversAtOnce)
{
    BackgroundJob job;
    QSignalSpy finished(&job, &BackgroundJob::finished);
    int result = 0;
    job.start([](const JobContext&) { return 7; }, [&result](int value) { result = value; });
    job.waitForFinished();
    EXPECT_EQ(result, 7);
    EXPECT_EQ(finished.count(), 1);
    EXPECT_FALSE(job.isRunning());
}

// A job going away while its work runs cancels and waits for it (the work may read its owner).
// The work waits for its cancel (woken by it, 10 s at most: a job that never cancels fails).
TEST(BackgroundJob, TheDestructorCancelsAndWaits)
{
    std::atomic<bool> ended{false};
    Gate started;
    {
        BackgroundJob job;
        job.start([&](const JobContext& context) {
            started.open();
            ended = context.waitForCancel(std::chrono::seconds(10));
        });
        ASSERT_TRUE(started.waitOpen());
    }
    EXPECT_TRUE(ended);
}

namespace {

// How far the paced work below ran: posts made, posts taken on the owner's thread.
struct Pace {
    std::mutex mutex;
    std::condition_variable changed;
    int posted = 0;
    std::atomic<int> taken{0};
    int mostAhead = 0; // posted - taken whenever postPaced returned
    bool allPostedWithin(std::chrono::milliseconds limit, int all)
    {
        std::unique_lock lock(mutex);
        return changed.wait_for(lock, limit, [&] { return posted >= all; });
    }
    void post(const JobContext& context, std::size_t most, QList<int>* arrived)
    {
        const int n = [this] {
            const std::lock_guard lock(mutex);
            changed.notify_all();
            return ++posted;
        }();
        context.postPaced(
            [this, arrived, n] {
                ++taken;
                arrived->append(n);
            },
            most);
        mostAhead = std::max(mostAhead, n - taken.load());
    }
};

} // namespace

// Work faster than its owner (which takes nothing for 300 ms here) waits once more than two of its
// posts are queued, and runs on as the owner takes them. Unpaced, it would post all ten in far
// less than 300 ms; paced, the count cannot reach ten however the threads are scheduled.
TEST(BackgroundJob, PacedWorkWaitsWhileTheOwnerIsBehind)
{
    BackgroundJob job;
    QSignalSpy finished(&job, &BackgroundJob::finished);
    Pace pace;
    QList<int> arrived;
    job.start([&](const JobContext& context) {
        for (int i = 0; i < 10; ++i)
            pace.post(context, 2, &arrived);
    });
    EXPECT_FALSE(pace.allPostedWithin(std::chrono::milliseconds(300), 10));
    EXPECT_EQ(pace.posted, 3); // posted, then waited with three (more than two) on their way
    ASSERT_TRUE(finished.wait(10000));
    EXPECT_EQ(arrived, (QList<int>{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}));
    EXPECT_LE(pace.mostAhead, 3); // two queued and the one being taken
}

// A cancel wakes paced work at once, and so does the job's going away; wait() lets it go on
// (nothing is taken meanwhile). The owner takes nothing here: only these can end the waiting.
TEST(BackgroundJob, PacedWorkEndsAtACancelAndGoesOnWhileTheOwnerWaits)
{
    for (const char* how : {"cancel", "destructor", "wait"}) {
        SCOPED_TRACE(how);
        Pace pace;
        QList<int> arrived;
        Gate returned;
        {
            BackgroundJob job;
            job.start([&](const JobContext& context) {
                for (int i = 0; i < 5 && !context.isCancelled(); ++i)
                    pace.post(context, 0, &arrived);
                returned.open();
            });
            ASSERT_TRUE(pace.allPostedWithin(std::chrono::seconds(10), 1));
            if (how == std::string("cancel")) {
                job.cancel();
                EXPECT_TRUE(returned.waitOpen()); // 10 s at most: before the destructor's cancel
            } else if (how == std::string("wait")) {
                job.wait(); // hangs (the test's timeout) when the work waits for the owner
            }
        }
        EXPECT_TRUE(returned.waitOpen());
        EXPECT_EQ(pace.posted, how == std::string("wait") ? 5 : 1);
    }
}
