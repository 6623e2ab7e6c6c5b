// SIGTERM and SIGHUP (a logout, `kill`) as the end of the session rather than a crash: the
// handler only writes the signal's number to a socket pair (async-signal-safe); a QSocketNotifier
// reads it on the event loop and emits ended(), where the window does the real work.
#pragma once

#include <QObject>

class QSocketNotifier;

namespace kibitz {

class SessionSignals : public QObject {
    Q_OBJECT
public:
    // Installs the handlers (the socket pair is made once per process); without a socket pair
    // none is installed and the signals end the process as before.
    explicit SessionSignals(QObject* parent = nullptr);
    ~SessionSignals() override;

signals:
    void ended(int signal);

private:
    void readSignal();
    QSocketNotifier* m_notifier = nullptr;
};

} // namespace kibitz
