// GameSaving: one BackgroundSave, a queue of one, and the progress shown from its counters.
#include "gamesaving.h"

#include "gamedocument.h"


#include <QElapsedTimer>
#include <QEventLoop>
#include <QHBoxLayout>
#include <QFileInfo>
#include <QProgressBar>
#include <QProgressDialog>
#include <QTimer>
#include <QToolButton>

#include <limits>

namespace kibitz {

// The indicator is parentless until the window puts it into its status bar.
GameSaving::GameSaving(GameDocument* document, QWidget* dialogParent, QObject* parent)
    : QObject(parent), m_document(document), m_dialogParent(dialogParent), m_indicator(new QWidget(dialogParent)),
      m_bar(new QProgressBar(m_indicator)), m_poll(new QTimer(this))
{
    auto* layout = new QHBoxLayout(m_indicator);
    layout->setContentsMargins(0, 0, 0, 0);
    m_bar->setObjectName(QStringLiteral("saveProgress"));
    m_bar->setMaximumWidth(320);
    m_bar->setRange(0, 1000);
    auto* stop = new QToolButton(m_indicator);
    stop->setObjectName(QStringLiteral("cancelSave"));
    stop->setText(tr("Cancel"));
    stop->setToolTip(tr("Stop this save; the file stays as it was and the game unsaved"));
    stop->setAutoRaise(true);
    connect(stop, &QToolButton::clicked, this, &GameSaving::cancel);
    layout->addWidget(m_bar);
    layout->addWidget(stop);
    m_indicator->hide();
    m_poll->setInterval(100);
    connect(m_poll, &QTimer::timeout, this, &GameSaving::showProgress);
    connect(&m_job, &io::BackgroundSave::finished, this, &GameSaving::onFinished);
}

// The snapshot is taken now, whether it is written now or after the running save.
void GameSaving::save()
{
    Request request;
    request.token = m_document->beginSave();
    request.game = std::make_shared<game::Game>(m_document->game().clone());
    if (!m_job.isRunning()) {
        start(request, m_document->source());
        return;
    }
    if (m_queued)
        m_document->endSave(m_queued->token, nullptr); // superseded by the newer one
    m_queued = request;
    emit queued(m_job.path());
}

// A save of one document never ends in another: the queue empties before the change.
void GameSaving::setDocument(GameDocument* document)
{
    waitUntilDone();
    m_document = document;
}

// Hands the snapshot to the worker and shows the indicator.
void GameSaving::start(const Request& request, const io::FileSource& source)
{
    m_running = request;
    m_job.start(source, request.game->clone());
    m_bar->setValue(0);
    m_indicator->show();
    m_poll->start();
    showProgress();
}

// The document learns what the file holds; then the queued save (after a success) or idle.
void GameSaving::onFinished()
{
    const io::WriteResult result = m_job.result();
    m_document->endSave(m_running.token, result.ok ? &result.source : nullptr);
    std::optional<Request> next;
    std::swap(next, m_queued);
    if (next && !result.ok) {
        m_document->endSave(next->token, nullptr); // the reason is told once, below
        next.reset();
    }
    const QString path = m_job.path();
    if (!next) {
        m_poll->stop();
        m_indicator->hide();
    }
    emit ended(result, path);
    if (next) {
        // Its game's file as it is now (moved on by the save just ended, when the same game).
        const io::FileSource source = m_document->sourceOfSave(next->token);
        if (!source.path.isEmpty()) {
            start(*next, source);
            return;
        }
        m_document->endSave(next->token, nullptr);
        m_poll->stop();
        m_indicator->hide();
    }
    emit idle();
}

void GameSaving::cancel()
{
    if (m_queued) {
        m_document->endSave(m_queued->token, nullptr);
        m_queued.reset();
    }
    m_job.cancel();
}

// Bytes written and compared of the total; a busy bar while the total is unknown.
void GameSaving::showProgress()
{
    const io::Progress& p = m_job.progress();
    const QString name = QFileInfo(m_job.path()).fileName();
    m_bar->setFormat(io::savesWaitingForLock() > 0 ? tr("Waiting for another program to finish saving %1…").arg(name)
                                                   : tr("Saving %1… %2").arg(name, QStringLiteral("%p%")));
    if (p.total == 0) {
        m_bar->setRange(0, 0);
        return;
    }
    m_bar->setRange(0, 1000);
    m_bar->setValue(p.perMille());
}

// A nested loop without the person's input, until idle; the dialog appears if it takes a while,
// and from then on its Cancel is the only input the window takes.
void GameSaving::waitUntilDone()
{
    if (!isBusy())
        return;
    QProgressDialog dialog(tr("Finishing the save of %1…").arg(QFileInfo(m_job.path()).fileName()), tr("Cancel"), 0,
                           1000, m_dialogParent);
    connect(&dialog, &QProgressDialog::canceled, this, &GameSaving::cancel);
    dialog.setWindowModality(Qt::WindowModal);
    // Shown by the poll below, and only while a save is written: one that has ended may be telling
    // its outcome in a message box, which a dialog coming up after it would keep from input.
    dialog.setMinimumDuration(std::numeric_limits<int>::max());
    dialog.setValue(0); // restarts its own show timer (4 s from its construction) with that duration
    dialog.setAutoClose(false);
    dialog.setAutoReset(false);
    QElapsedTimer waited;
    waited.start();
    QTimer poll;
    poll.setInterval(50);
    QEventLoop loop;
    bool excluding = true;
    connect(&poll, &QTimer::timeout, &dialog, [this, &dialog, &loop, &excluding, &waited] {
        if (!isBusy()) {
            dialog.hide();
            return;
        }
        dialog.setValue(m_job.progress().perMille());
        if (!dialog.isVisible() && !dialog.wasCanceled() && waited.elapsed() >= 300)
            dialog.show();
        if (excluding && dialog.isVisible()) {
            excluding = false; // the modal dialog keeps input from the window now, and its Cancel needs input
            loop.quit();
        }
    });
    connect(this, &GameSaving::idle, &loop, &QEventLoop::quit);
    poll.start();
    if (isBusy())
        loop.exec(QEventLoop::ExcludeUserInputEvents);
    if (isBusy())
        loop.exec();
}

} // namespace kibitz
