// UciEngine shutdown: ending an engine never waits on the calling (GUI) thread, and no engine
// process or child of a wrapper script is left behind (after shutdown, destruction, a crash,
// or the end of the application).
#include "engine/processreaper.h"
#include "engine/uciengine.h"

#include "core/fen.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

#include <csignal>
#include <unistd.h>
#include <memory>

using namespace kibitz::engine;
using kibitz::core::StartFen;

namespace {

// Generous guard against a hanging test; never a performance expectation.
constexpr int GuardMs = 30000;

QString fakeEngine(const char* name)
{
    return QStringLiteral(KIBITZ_SOURCE_DIR "/tests/data/fake_engines/") + QLatin1String(name);
}

// True while a process with that id runs. A zombie does not count: an orphaned grandchild is
// waited for by init, which in a container may take its time.
bool processAlive(qint64 pid)
{
    if (pid <= 0 || ::kill(pid_t(pid), 0) != 0)
        return false;
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return true; // no /proc: trust kill()
    const QByteArray text = stat.readAll();
    const int afterName = text.lastIndexOf(')'); // "pid (name) S ..."
    return afterName < 0 || text.mid(afterName + 2, 1) != "Z";
}

// Waits (processing events) until the process is gone.
bool waitGone(qint64 pid)
{
    return QTest::qWaitFor([pid] { return !processAlive(pid); }, GuardMs);
}

// Runs program through tests/data/fake_engines/wrapper.sh, which starts it as a child (no exec)
// and writes the child's pid into a file; reads that pid once the engine searches.
class WrappedEngine {
public:
    explicit WrappedEngine(const QString& program, const char* wrapper = "wrapper.sh")
        : engine(std::make_unique<UciEngine>(fakeEngine(wrapper), QStringList{pidFile(), program}))
    { }
    QString pidFile() const { return m_dir.filePath(QStringLiteral("child.pid")); }
    // Starts infinite analysis and returns once the child engine has answered.
    bool startSearching()
    {
        QSignalSpy infos(engine.get(), &Engine::infoReceived);
        return engine->analyse(QString::fromLatin1(StartFen), {}, EngineLimits::infiniteAnalysis())
            && infos.wait(GuardMs);
    }
    qint64 childPid() const
    {
        QFile file(pidFile());
        return file.open(QIODevice::ReadOnly) ? file.readAll().trimmed().toLongLong() : 0;
    }
    QTemporaryDir m_dir;
    std::unique_ptr<UciEngine> engine;
};

} // namespace

TEST(EngineShutdown, ShutdownReturnsAtOnceWhileTheProcessIsEndedLater)
{
    UciEngine engine(fakeEngine("stubborn.sh")); // ignores stop, quit, SIGTERM and end of input
    QSignalSpy infos(&engine, &Engine::infoReceived);
    ASSERT_TRUE(engine.analyse(QString::fromLatin1(StartFen), {}, EngineLimits::infiniteAnalysis()));
    ASSERT_TRUE(infos.wait(GuardMs));
    const qint64 pid = engine.processId();
    ASSERT_GT(pid, 0);
    engine.shutdown();
    // The call did not wait for the process to end: it is still there, and the engine is idle.
    EXPECT_TRUE(processAlive(pid));
    EXPECT_EQ(engine.state(), Engine::State::Idle);
    EXPECT_EQ(engine.processId(), 0);
    EXPECT_TRUE(waitGone(pid));
}

TEST(EngineShutdown, DestroyingTheEngineReturnsAtOnceAndTheProcessEndsLater)
{
    auto engine = std::make_unique<UciEngine>(fakeEngine("stubborn.sh"));
    QSignalSpy infos(engine.get(), &Engine::infoReceived);
    ASSERT_TRUE(engine->analyse(QString::fromLatin1(StartFen), {}, EngineLimits::infiniteAnalysis()));
    ASSERT_TRUE(infos.wait(GuardMs));
    const qint64 pid = engine->processId();
    engine.reset();
    EXPECT_TRUE(processAlive(pid));
    EXPECT_TRUE(waitGone(pid));
}

TEST(EngineShutdown, AWrappersChildEndsWithTheEngine)
{
    WrappedEngine wrapped(fakeEngine("stubborn.sh"));
    ASSERT_TRUE(wrapped.startSearching());
    const qint64 wrapper = wrapped.engine->processId();
    const qint64 child = wrapped.childPid();
    ASSERT_GT(child, 0);
    ASSERT_NE(child, wrapper);
    wrapped.engine->shutdown();
    EXPECT_TRUE(waitGone(wrapper));
    EXPECT_TRUE(waitGone(child));
}

TEST(EngineShutdown, AWrappersChildEndsWhenTheWrapperDies)
{
    WrappedEngine wrapped(fakeEngine("stubborn.sh"));
    QSignalSpy errors(wrapped.engine.get(), &Engine::errorOccurred);
    ASSERT_TRUE(wrapped.startSearching());
    const qint64 child = wrapped.childPid();
    ASSERT_GT(child, 0);
    ::kill(pid_t(wrapped.engine->processId()), SIGKILL);
    ASSERT_TRUE(errors.wait(GuardMs));
    EXPECT_TRUE(errors.first().at(0).toString().contains("stopped unexpectedly"));
    EXPECT_TRUE(waitGone(child));
}

TEST(EngineShutdown, StockfishInAWrapperEndsWithTheEngine)
{
    const QString stockfish = UciEngine::findStockfish();
    if (stockfish.isEmpty())
        GTEST_SKIP() << "Stockfish is not installed";
    WrappedEngine wrapped(stockfish);
    ASSERT_TRUE(wrapped.startSearching());
    const qint64 child = wrapped.childPid();
    ASSERT_GT(child, 0);
    wrapped.engine.reset();
    EXPECT_TRUE(waitGone(child));
}

TEST(EngineShutdown, WhatIsStillEndingIsKilledWhenTheApplicationEnds)
{
    WrappedEngine wrapped(fakeEngine("stubborn.sh"));
    ASSERT_TRUE(wrapped.startSearching());
    const qint64 wrapper = wrapped.engine->processId();
    const qint64 child = wrapped.childPid();
    wrapped.engine->shutdown();
    ASSERT_TRUE(processAlive(wrapper));
    ASSERT_GE(ProcessReaper::instance()->pending(), 1);
    delete ProcessReaper::instance(); // what ~QCoreApplication does through a post routine
    EXPECT_FALSE(processAlive(wrapper)); // killed and waited for before the delete returned
    EXPECT_TRUE(waitGone(child)); // reaped by init once its parent is gone
}

// Issue 25: a wrapper that starts the engine with setsid (a session and process group of its
// own, out of reach of the group's signals): the engine still ends with the wrapper's end, at
// the application's end, and — after Kibitz itself was killed — at the next start.
TEST(EngineShutdown, ASetsidChildEndsWithTheEngine)
{
    WrappedEngine wrapped(fakeEngine("stubborn.sh"), "setsid_wrapper.sh");
    ASSERT_TRUE(wrapped.startSearching());
    const qint64 wrapper = wrapped.engine->processId();
    const qint64 child = wrapped.childPid();
    ASSERT_GT(child, 0);
    ASSERT_NE(::getsid(pid_t(child)), ::getsid(pid_t(wrapper))) << "the child left the wrapper's session";
    wrapped.engine->shutdown();
    EXPECT_TRUE(waitGone(wrapper));
    EXPECT_TRUE(waitGone(child));
}

TEST(EngineShutdown, ASetsidChildEndsWhenTheApplicationEnds)
{
    WrappedEngine wrapped(fakeEngine("stubborn.sh"), "setsid_wrapper.sh");
    ASSERT_TRUE(wrapped.startSearching());
    const qint64 child = wrapped.childPid();
    ASSERT_GT(child, 0);
    wrapped.engine->shutdown();
    delete ProcessReaper::instance(); // what ~QCoreApplication does through a post routine
    EXPECT_TRUE(waitGone(child));
}

// The wrapper runs as a killed Kibitz left it: tagged by a Kibitz process that is gone.
TEST(EngineShutdown, ASetsidChildOfAKilledKibitzEndsAtTheNextStart)
{
    QProcess gone;
    gone.start("sh", {"-c", "exit 0"});
    ASSERT_TRUE(gone.waitForFinished(GuardMs));
    QTemporaryDir dir;
    const QString pidFile = dir.filePath("child.pid");
    QProcess wrapper;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert("KIBITZ_ENGINE", QString("%1.4242.1").arg(gone.processId()));
    wrapper.setProcessEnvironment(environment);
    wrapper.start(fakeEngine("setsid_wrapper.sh"), {pidFile, fakeEngine("stubborn.sh")});
    ASSERT_TRUE(wrapper.waitForStarted(GuardMs));
    QFile file(pidFile);
    ASSERT_TRUE(QTest::qWaitFor([&] { return file.exists() && file.size() > 0; }, GuardMs));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const qint64 child = file.readAll().trimmed().toLongLong();
    ASSERT_TRUE(processAlive(child));
    // A tag of this (live) process's engines is left alone.
    UciEngine live(fakeEngine("stubborn.sh"));
    QSignalSpy infos(&live, &Engine::infoReceived);
    ASSERT_TRUE(live.analyse(QString::fromLatin1(StartFen), {}, EngineLimits::infiniteAnalysis()));
    ASSERT_TRUE(infos.wait(GuardMs));
    EXPECT_GE(ProcessReaper::endOrphans(), 2); // the wrapper and the child (and its sleep)
    EXPECT_TRUE(waitGone(child));
    EXPECT_TRUE(QTest::qWaitFor([&] { return wrapper.state() == QProcess::NotRunning; }, GuardMs));
    EXPECT_TRUE(processAlive(live.processId()));
}
