// ReviewWiring: the dialog, the background review, its progress and its one undoable edit.
#include "reviewwiring.h"

#include "analysis/enginecatalog.h"
#include "analysis/reviewdialog.h"
#include "analysis/reviewpanel.h"
#include "chessgamemodel.h"
#include "gameannotations.h"
#include "docklayout.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QStatusBar>

namespace kibitz {

using analysis::ReviewPanel;

// The dock (on the right, hidden until the first review; the window's arrangement makes it a tab)
// and the Analysis menu's entries. The hidden dock's panel is built when it is first shown or
// asked for, or after the board's first frame (WindowDocks::addLater).
ReviewWiring::ReviewWiring(QMainWindow* window, WindowDocks* docks, ChessGameModel* model, QSettings* settings,
                           QMenu* analysisMenu)
    : QObject(window), m_window(window), m_docks(docks), m_model(model), m_settings(settings)
{
    setObjectName(QStringLiteral("reviewWiring"));
    m_dock = docks->addLater(
        [this] {
            m_panel = new ReviewPanel(m_model, m_model->navigation());
            connect(m_panel, &ReviewPanel::cancelRequested, this, &ReviewWiring::cancel);
            return m_panel;
        },
        tr("Game Review"), QStringLiteral("reviewDock"), Qt::RightDockWidgetArea);
    m_dock->hide();

    analysisMenu->addSeparator();
    m_review = analysisMenu->addAction(tr("&Review Game…"), this, &ReviewWiring::reviewGame);
    m_review->setObjectName(QStringLiteral("reviewGameAction"));
    // "[" and "]" never start a typed move (SAN and UCI use neither), so they are free on the board.
    m_previousMark = analysisMenu->addAction(tr("&Previous Mistake"), this, [this] { panel()->previousMark(); });
    m_previousMark->setShortcut(QKeySequence(Qt::Key_BracketLeft));
    m_nextMark = analysisMenu->addAction(tr("&Next Mistake"), this, [this] { panel()->nextMark(); });
    m_nextMark->setShortcut(QKeySequence(Qt::Key_BracketRight));
    analysisMenu->addAction(m_dock->toggleViewAction());
    // The nodes a running review scores belong to the game it started on.
    connect(m_model, &ChessGameModel::gameReset, this, [this] {
        if (isRunning()) {
            cancel();
            showMessage(tr("The review was cancelled: another game is shown."));
        }
    });
}

ReviewPanel* ReviewWiring::panel() const
{
    m_docks->build(m_dock);
    return m_panel;
}

void ReviewWiring::reviewGame()
{
    if (isRunning()) {
        m_dock->show();
        m_dock->raise();
        return;
    }
    analysis::ReviewDialog dialog(m_settings, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    start(analysis::EngineCatalog(m_settings).create(dialog.engineChoice(), nullptr), dialog.options());
}

bool ReviewWiring::start(engine::Engine* engine, const engine::ReviewOptions& options)
{
    if (isRunning()) {
        delete engine;
        showMessage(tr("A review is running already."));
        return false;
    }
    auto* reviewer = new engine::GameReviewer(engine, this);
    connect(reviewer, &engine::GameReviewer::progressed, panel(), &ReviewPanel::setProgress);
    connect(reviewer, &engine::GameReviewer::finished, this, &ReviewWiring::onFinished);
    connect(reviewer, &engine::GameReviewer::failed, this, &ReviewWiring::onFailed);
    m_options = options;
    m_reviewer = reviewer;
    if (!reviewer->start(m_model->game(), options)) {
        endReview();
        showMessage(tr("The game has no moves to review."));
        return false;
    }
    m_panel->setRunning(true);
    m_panel->setProgress(0, reviewer->total());
    m_dock->show();
    m_dock->raise();
    m_review->setEnabled(false);
    return true;
}

void ReviewWiring::cancel()
{
    if (!isRunning())
        return;
    m_reviewer->cancel();
    endReview();
    showMessage(tr("Review cancelled; the game is unchanged."));
}

void ReviewWiring::shutdown()
{
    if (m_reviewer)
        m_reviewer->cancel();
    endReview();
}

// The outcome becomes one undo step ("Review game"); moves taken back meanwhile are skipped.
void ReviewWiring::onFinished()
{
    const engine::ReviewResult result = m_reviewer->result();
    const game::AnnotationEdit edit = engine::reviewEdit(m_model->tree(), result, m_options);
    endReview();
    m_model->annotations()->annotate(edit, tr("Review game"));
    // The figures the panel shows: derived from the reviewed game, as kibitz-cli's.
    const engine::review::GameSummary summary = engine::review::summariseMainLine(m_model->tree());
    showMessage(tr("Review by %1 done: White %2/%3/%4, Black %5/%6/%7 (inaccuracies/mistakes/blunders).")
                    .arg(result.engineName)
                    .arg(summary.white.inaccuracies)
                    .arg(summary.white.mistakes)
                    .arg(summary.white.blunders)
                    .arg(summary.black.inaccuracies)
                    .arg(summary.black.mistakes)
                    .arg(summary.black.blunders));
    emit reviewApplied();
}

void ReviewWiring::onFailed(const QString& message)
{
    endReview();
    showMessage(tr("The review failed: %1").arg(message));
}

// The reviewer and its engine go; the panel shows the summary again.
void ReviewWiring::endReview()
{
    if (m_reviewer)
        m_reviewer->deleteLater();
    m_reviewer = nullptr;
    if (m_panel) // not built yet: it starts idle
        m_panel->setRunning(false);
    m_review->setEnabled(true);
}

void ReviewWiring::showMessage(const QString& text) { m_window->statusBar()->showMessage(text, 10000); }

} // namespace kibitz
