#include "sessionsignals.h"

#include <QSocketNotifier>

#ifdef Q_OS_UNIX
#include <csignal>
#include <fcntl.h>
#include <sys/socket.h>
#include <unistd.h>
#endif

namespace kibitz {

namespace {
int pipeEnds[2] = {-1, -1}; // [0] read by the notifier, [1] written by the handler

#ifdef Q_OS_UNIX
// Only write(2), which is async-signal-safe; errno is kept for the code the signal interrupted.
void onSignal(int signal)
{
    const int saved = errno;
    const char number = char(signal);
    [[maybe_unused]] const ssize_t n = ::write(pipeEnds[1], &number, 1);
    errno = saved;
}
#endif
} // namespace

SessionSignals::SessionSignals(QObject* parent) : QObject(parent)
{
#ifdef Q_OS_UNIX
    if (pipeEnds[0] < 0 && ::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, pipeEnds) != 0)
        return;
    ::fcntl(pipeEnds[1], F_SETFL, ::fcntl(pipeEnds[1], F_GETFL) | O_NONBLOCK); // a full pipe drops, never blocks
    m_notifier = new QSocketNotifier(pipeEnds[0], QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &SessionSignals::readSignal);
    struct sigaction action = {};
    action.sa_handler = onSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    for (const int signal : {SIGTERM, SIGHUP})
        ::sigaction(signal, &action, nullptr);
#endif
}

// Back to the default: a signal after this object is gone ends the process as before.
SessionSignals::~SessionSignals()
{
#ifdef Q_OS_UNIX
    if (m_notifier)
        for (const int signal : {SIGTERM, SIGHUP})
            std::signal(signal, SIG_DFL);
#endif
}

void SessionSignals::readSignal()
{
#ifdef Q_OS_UNIX
    char number = 0;
    if (::read(pipeEnds[0], &number, 1) == 1)
        emit ended(int(number));
#endif
}

} // namespace kibitz
