// runInBackground: QThread for the work, a nested event loop and a QProgressDialog for the person.
#include "backgroundwork.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QProgressDialog>
#include <QThread>
#include <QTimer>

#include <memory>

namespace kibitz {

void runInBackground(QWidget* parent, const QString& label, io::Progress& progress, std::function<void()> work)
{
    std::unique_ptr<QThread> thread(QThread::create(std::move(work)));
    QEventLoop loop;
    QObject::connect(thread.get(), &QThread::finished, &loop, &QEventLoop::quit);
    QProgressDialog dialog(label, QCoreApplication::translate("BackgroundWork", "Cancel"), 0, 1000, parent);
    dialog.setWindowModality(Qt::WindowModal);
    dialog.setMinimumDuration(400);
    dialog.setAutoReset(false);
    dialog.setAutoClose(false);
    QObject::connect(&dialog, &QProgressDialog::canceled, &dialog, [&progress] { progress.cancel = true; });
    // The dialog appears (after its minimum duration) through setValue.
    QTimer poll;
    poll.setInterval(50);
    QObject::connect(&poll, &QTimer::timeout, &dialog, [&dialog, &progress] { dialog.setValue(progress.perMille()); });
    thread->start();
    poll.start();
    if (!thread->isFinished())
        loop.exec();
    thread->wait();
}

} // namespace kibitz
