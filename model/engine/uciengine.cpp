// UciEngine: process life cycle, the handshake and fault handling. The search side (options,
// position/go, info and bestmove) is in ucisession.cpp.
#include "uciengine.h"

#include "search/enginelocator.h"

#include "processreaper.h"
#include "uciprotocol.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace kibitz::engine {

// An engine for program (absolute path, relative path or a name looked up in PATH).
UciEngine::UciEngine(const QString& program, const QStringList& arguments, QObject* parent)
    : Engine(parent), m_program(program), m_arguments(arguments)
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &UciEngine::onTimeout);
}

// Hands the process to the reaper (quit, then terminate, then kill) so that no engine outlives
// the window, without waiting for it here.
UciEngine::~UciEngine() { endProcess(true); }

// PATH first, then the directories distributions install games and engines into.
QString UciEngine::findStockfish() { return QString::fromStdString(search::findStockfishPath()); }

// The engine's own name once known, else the program's file name.
QString UciEngine::name() const { return m_idName.isEmpty() ? QFileInfo(m_program).fileName() : m_idName; }

// Changes the three timeouts (tests use short ones).
void UciEngine::setTimeouts(int handshakeMs, int readyMs, int stopMs)
{
    m_handshakeTimeoutMs = handshakeMs;
    m_readyTimeoutMs = readyMs;
    m_stopTimeoutMs = stopMs;
}

// Changes the search limits (tests use short ones).
void UciEngine::setSearchTimeouts(int silenceMs, int movetimeGraceMs)
{
    m_silenceTimeoutMs = silenceMs;
    m_movetimeGraceMs = movetimeGraceMs;
}

// The running process's id, or 0.
qint64 UciEngine::processId() const { return m_process ? m_process->processId() : 0; }

// The executable to run; empty with a translated problem when there is none.
QString UciEngine::resolveProgram(QString& problem) const
{
    if (m_program.trimmed().isEmpty()) {
        problem = tr("No engine program was given.");
        return {};
    }
    const bool isPath = m_program.contains(QLatin1Char('/')) || m_program.contains(QDir::separator());
    QString path = isPath ? m_program : QStandardPaths::findExecutable(m_program);
    if (path.isEmpty() && !isPath) // e.g. "stockfish", which Debian installs outside PATH
        path = QStandardPaths::findExecutable(m_program,
                                              {QStringLiteral("/usr/games"), QStringLiteral("/usr/local/games")});
    const QFileInfo info(path);
    if (path.isEmpty() || !info.exists()) {
        problem = tr("The engine program \"%1\" was not found.").arg(m_program);
        return {};
    }
    if (!info.isFile() || !info.isExecutable()) {
        problem = tr("The engine program \"%1\" is not an executable file.").arg(m_program);
        return {};
    }
    return info.absoluteFilePath();
}

// Launches the process; the handshake starts once it runs.
void UciEngine::start()
{
    if (m_process)
        return;
    QString problem;
    const QString path = resolveProgram(problem);
    if (path.isEmpty()) {
        fail(problem);
        return;
    }
    m_buffer.clear();
    m_idName.clear();
    m_options.clear();
    m_sent.clear();
    m_discardCurrent = false;
    m_process = new QProcess(this);
    m_process->setProgram(path);
    m_process->setArguments(m_arguments);
    m_process->setStandardErrorFile(QProcess::nullDevice());
    ProcessReaper::prepare(m_process);
    connect(m_process, &QProcess::started, this, &UciEngine::onStarted);
    connect(m_process, &QProcess::readyReadStandardOutput, this, &UciEngine::onReadyRead);
    connect(m_process, &QProcess::errorOccurred, this, &UciEngine::onProcessError);
    connect(m_process, &QProcess::finished, this, &UciEngine::onProcessFinished);
    setState(State::Starting);
    m_process->start(QIODevice::ReadWrite);
    if (m_process)
        m_pid = m_process->processId();
}

// Ends the engine politely; state Idle.
void UciEngine::shutdown()
{
    m_pending.reset();
    endProcess(true);
    setState(State::Idle);
}

// Detaches the process and leaves its end to the reaper: "quit" when polite, then terminate and
// kill on timers (its whole process group). Returns at once; the GUI thread never waits here.
void UciEngine::endProcess(bool polite)
{
    m_timer.stop();
    m_wait = Wait::None;
    if (!m_process)
        return;
    QProcess* process = m_process;
    m_process = nullptr;
    disconnect(process, nullptr, this, nullptr);
    const bool running = process->state() == QProcess::Running;
    if (polite && running) {
        process->write("stop\nquit\n");
        process->closeWriteChannel(); // end of input: many programs quit on it too
    }
    ProcessReaper::instance()->reap(process, m_pid, polite && running);
    m_pid = 0;
}

// Every failure ends here: the process is killed, pending work dropped, the message emitted.
void UciEngine::fail(const QString& message)
{
    m_pending.reset();
    endProcess(false);
    setState(State::Failed);
    emit errorOccurred(message);
}

// The process runs: begin the handshake.
void UciEngine::onStarted()
{
    send(QStringLiteral("uci"));
    wait(Wait::UciOk, m_handshakeTimeoutMs);
}

// Arms the timeout for the awaited answer.
void UciEngine::wait(Wait what, int ms)
{
    m_wait = what;
    m_timer.start(ms);
}

// Writes one command line to the engine.
void UciEngine::send(const QString& command)
{
    if (m_process && m_process->state() == QProcess::Running)
        m_process->write(command.toUtf8() + '\n');
}

// Splits the output into lines; a huge line without a newline is garbage and is dropped.
void UciEngine::onReadyRead()
{
    if (!m_process)
        return;
    m_buffer += m_process->readAllStandardOutput();
    if (m_wait == Wait::Silence)
        m_timer.start(m_silenceTimeoutMs); // it speaks: the silence starts again
    int newline;
    while (m_process && (newline = m_buffer.indexOf('\n')) >= 0) {
        const QString line = QString::fromUtf8(m_buffer.left(newline)).trimmed();
        m_buffer.remove(0, newline + 1);
        if (!line.isEmpty())
            handleLine(line);
    }
    if (m_buffer.size() > (1 << 20))
        m_buffer.clear();
}

// Handshake lines: id, options, uciok, readyok. Anything else there is ignored.
void UciEngine::handleHandshakeLine(const QString& line)
{
    if (m_wait == Wait::UciOk) {
        if (const QString id = uci::parseIdName(line); !id.isEmpty())
            m_idName = id;
        else if (const auto option = uci::parseOption(line))
            m_options.push_back(*option);
        else if (line == QLatin1String("uciok")) {
            sendWantedOptions();
            send(QStringLiteral("isready"));
            wait(Wait::ReadyOk, m_readyTimeoutMs);
        }
    } else if (m_wait == Wait::ReadyOk && line == QLatin1String("readyok")) {
        m_timer.stop();
        m_wait = Wait::None;
        setState(State::Ready);
        if (m_pending) {
            const SearchRequest request = *m_pending;
            m_pending.reset();
            launch(request);
        }
    }
}

// A failed start (missing, not executable); crashes are reported by onProcessFinished().
void UciEngine::onProcessError(QProcess::ProcessError error)
{
    if (error == QProcess::FailedToStart)
        fail(tr("The engine \"%1\" could not be started: %2")
                 .arg(m_program, m_process ? m_process->errorString() : QString()));
}

// The process ended without being asked to.
void UciEngine::onProcessFinished(int exitCode, QProcess::ExitStatus status)
{
    const QString how =
        status == QProcess::CrashExit ? tr("it crashed or was killed") : tr("exit code %1").arg(exitCode);
    if (state() == State::Starting)
        fail(tr("The engine \"%1\" ended during the UCI handshake (%2); it is probably not a UCI chess engine.")
                 .arg(name(), how));
    else
        fail(tr("The engine \"%1\" stopped unexpectedly (%2). Start the analysis again to restart it.")
                 .arg(name(), how));
}

// No answer in time: the engine is hung or does not speak UCI.
void UciEngine::onTimeout()
{
    const double seconds = double(m_timer.interval()) / 1000.0;
    switch (m_wait) {
    case Wait::UciOk:
        fail(
            tr("The engine \"%1\" did not answer the UCI handshake within %2 s; it is probably not a UCI chess engine.")
                .arg(name())
                .arg(seconds));
        break;
    case Wait::ReadyOk:
        fail(tr("The engine \"%1\" did not report ready (readyok) within %2 s.").arg(name()).arg(seconds));
        break;
    case Wait::BestMove:
        fail(tr("The engine \"%1\" did not stop searching within %2 s when asked to.").arg(name()).arg(seconds));
        break;
    case Wait::Silence:
        fail(
            tr("The engine \"%1\" sent nothing for %2 s while searching and gave no move (bestmove); it seems to hang.")
                .arg(name())
                .arg(seconds));
        break;
    case Wait::Overdue:
        fail(tr("The engine \"%1\" did not send its move (bestmove) within %2 s; it was asked to search for %3 s.")
                 .arg(name())
                 .arg(seconds)
                 .arg(double(currentRequest().limits.movetimeMs) / 1000.0));
        break;
    case Wait::None: break;
    }
}

} // namespace kibitz::engine
