// runInBackground: a BackgroundJob for the work, a nested event loop and a QProgressDialog for the person.
#include "backgroundwork.h"

#include "background/backgroundjob.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QProgressDialog>
#include <QTimer>

namespace kibitz {

void runInBackground(QWidget* parent, const QString& label, io::Progress& progress, std::function<void()> work)
{
    BackgroundJob job;
    QEventLoop loop;
    QObject::connect(&job, &BackgroundJob::finished, &loop, &QEventLoop::quit);
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
    job.start([&work](const JobContext&) { work(); });
    poll.start();
    loop.exec(); // until finished() has arrived
}

} // namespace kibitz
