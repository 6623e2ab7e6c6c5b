// ClockWiring: the clock's state goes to the view on every tick and change; flags go to the game.
#include "clockwiring.h"

#include "analysiswiring.h"

#include "boardviewport.h"
#include "chessgamemodel.h"
#include "gameediting.h"
#include "clockcontroller.h"
#include "docklayout.h"
#include "dialogs/gameovernotice.h"
#include "dialogs/newtwoplayergamedialog.h"
#include "dialogs/startpositionbox.h"
#include "gameengine/playcontroller.h"
#include "gameclock.h"
#include "panels/clockview.h"
#include "windowboard.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>

#include <algorithm>

namespace kibitz {

// The dock, the actions, then the links; the dock shows only while a game has clocks.
ClockWiring* ClockWiring::install(QMainWindow* window, WindowDocks* docks, ChessGameModel* model, QSettings* settings,
                                  AnalysisWiring* analysis, WindowBoard* board,
                                  std::function<void(const core::Position&)> newGame, GameOverNotice* notice)
{
    auto* wiring = new ClockWiring(window, model, settings, analysis);
    wiring->m_newGame = std::move(newGame);
    wiring->m_notice = notice;
    wiring->createDock(docks);
    // The view follows the viewport's orientation.
    board->whenViewport(wiring, [view = wiring->m_view](BoardViewport* viewport) {
        view->setFlipped(viewport->isFlipped());
        connect(viewport, &BoardViewport::flippedChanged, view, &ClockView::setFlipped);
    });
    wiring->createActions();
    wiring->refresh();
    return wiring;
}

// The clock and its rules; the computer player reads the clock and stops at a flag.
ClockWiring::ClockWiring(QMainWindow* window, ChessGameModel* model, QSettings* settings, AnalysisWiring* analysis)
    : QObject(window), m_window(window), m_model(model), m_settings(settings), m_analysis(analysis),
      m_clock(new GameClock(this)),
      m_controller(new ClockController(model, model->editing(), model->annotations(), m_clock, this))
{
    setObjectName(QStringLiteral("clockWiring"));
    connect(m_clock, &GameClock::ticked, this, &ClockWiring::refresh);
    connect(m_clock, &GameClock::stateChanged, this, &ClockWiring::refresh);
    connect(m_controller, &ClockController::modeChanged, this, &ClockWiring::refresh);
    connect(m_controller, &ClockController::gameEnded, this, &ClockWiring::onGameEnded);
    // The end taken back (a take back or undo of a finished game): the notice no longer applies.
    connect(m_controller, &ClockController::modeChanged, this, [this](ClockController::Mode mode) {
        if (mode == ClockController::Mode::Live && m_notice)
            m_notice->hide();
    });
    if (analysis) {
        analysis->playController()->setClock(m_clock);
        // The computer does not think while the clocks are paused or a flag's result is pending.
        connect(m_clock, &GameClock::stateChanged, analysis->playController(), [this] {
            m_analysis->playController()->setPaused(m_clock->isPaused() || m_clock->flagged().has_value());
        });
        connect(m_controller, &ClockController::gameEnded, analysis->playController(),
                &engine::PlayController::endGame);
        analysis->setClockStarter([this](const game::TimeControl& control, bool newGame, const core::Position& start) {
            startClock(control, newGame, start);
        });
    }
}

// Left of the board, hidden until a game has clocks.
void ClockWiring::createDock(WindowDocks* docks)
{
    m_view = new ClockView;
    m_dock = docks->add(m_view, tr("Clocks"), QStringLiteral("clockDock"), Qt::LeftDockWidgetArea);
    m_dock->hide();
    connect(m_view, &ClockView::pauseToggled, this, &ClockWiring::togglePause);
    connect(m_controller, &ClockController::modeChanged, this,
            [this](ClockController::Mode mode) { m_dock->setVisible(mode != ClockController::Mode::Off); });
}

// Play > New Game for Two Players…, Pause Clock (after the first group of the menu).
void ClockWiring::createActions()
{
    QMenu* play = m_analysis ? m_analysis->playMenu() : m_window->menuBar()->addMenu(tr("&Play"));
    m_newTwoPlayers = new QAction(tr("&New Game for Two Players…"), this);
    m_newTwoPlayers->setObjectName(QStringLiteral("newTwoPlayerGameAction"));
    m_newTwoPlayers->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_N));
    connect(m_newTwoPlayers, &QAction::triggered, this, &ClockWiring::newTwoPlayerGame);
    m_pause = new QAction(tr("Pause C&lock"), this);
    m_pause->setObjectName(QStringLiteral("pauseClockAction"));
    m_pause->setCheckable(true);
    m_pause->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    connect(m_pause, &QAction::triggered, this, &ClockWiring::togglePause);
    const QList<QAction*> items = play->actions();
    QAction* before = items.size() > 1 ? items.at(1) : nullptr; // after New Game vs Computer
    play->insertActions(before, {m_newTwoPlayers, m_pause});
}

// The dialog; "No clock" is File > New Game exactly (plus the computer stopping).
void ClockWiring::newTwoPlayerGame()
{
    NewTwoPlayerGameDialog dialog(m_settings, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (m_analysis)
        m_analysis->playController()->stop();
    const game::TimeControl control = dialog.timeControl();
    const core::Position start = StartPositionBox::startOf(dialog.startPositionBox()->drawNumber());
    if (control.isNone()) {
        if (m_newGame)
            m_newGame(start);
        else
            m_model->editing()->newGame(start);
    }
    startClock(control, true, start);
}

// A new game with a clock is one undo step (the game and its TimeControl tag); at the shown
// position the tag is the step. The controller runs the side to move's clock.
void ClockWiring::startClock(const game::TimeControl& control, bool newGame, const core::Position& start)
{
    if (newGame && !control.isNone())
        m_controller->startNewGame(control, start);
    else
        m_controller->startGame(control);
}

// Pause or resume the running game's clocks.
void ClockWiring::togglePause()
{
    if (m_clock->isPaused())
        m_clock->resume();
    else
        m_clock->pause();
    refresh();
}

// The view shows the clock as it is now; the low-time mark is a tenth of the base time, between
// 10 s and a minute.
void ClockWiring::refresh()
{
    m_view->setTimes(m_clock->remainingMs(core::White), m_clock->remainingMs(core::Black));
    m_view->setRunning(m_clock->isRunning() ? std::optional<core::Color>(m_clock->sideToMove()) : std::nullopt);
    m_view->setFlagged(m_clock->flagged());
    m_view->setLowTime(std::clamp<qint64>(m_clock->timeControl().baseMs / 10, 10000, 60000));
    m_view->setPauseState(m_clock->isActive(), m_clock->isPaused());
    m_pause->setEnabled(m_clock->isActive());
    m_pause->setChecked(m_clock->isPaused());
}

// The notice and the status bar say how the game ended.
void ClockWiring::onGameEnded(const QString& result, const QString& reason)
{
    if (m_notice)
        m_notice->showResult(result, reason);
    m_window->statusBar()->showMessage(tr("Game over: %1 %2").arg(result, reason), 8000);
}

} // namespace kibitz
