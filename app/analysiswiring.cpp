// AnalysisWiring: builds the docks, the bar and the menus and wires them to the model.
#include "analysiswiring.h"

#include "analysis/analysispanel.h"
#include "analysis/enginecatalog.h"
#include "analysis/evalbar.h"
#include "analysis/evalgraph.h"
#include "analysis/newgamedialog.h"
#include "boardviewport.h"
#include "dialogs/startpositionbox.h"
#include "chessgamemodel.h"
#include "gameediting.h"
#include "engine/engine.h"
#include "engine/enginesettings.h"
#include "gameengine/gameevaluator.h"
#include "gameengine/playcontroller.h"
#include "docklayout.h"
#include "reviewwiring.h"
#include "windowboard.h"

#include <QActionGroup>
#include <QCoreApplication>
#include <QDockWidget>
#include <QLayout>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QUndoStack>

namespace kibitz {

using analysis::EngineCatalog;
using analysis::NewGameVsComputerDialog;
using analysis::wrapWithEvalBar;

namespace {
// Menus go before the Help menu (recognised by its About action's role), else at the end.
void addMenuBeforeHelp(QMenuBar* menuBar, QMenu* menu)
{
    for (QAction* a : menuBar->actions()) {
        if (!a->menu())
            continue;
        for (const QAction* item : a->menu()->actions()) {
            if (item->menuRole() == QAction::AboutRole || item->menuRole() == QAction::AboutQtRole) {
                menuBar->insertMenu(a, menu);
                return;
            }
        }
    }
    menuBar->addMenu(menu);
}
} // namespace

// Docks first (the Analysis menu offers their toggle actions), then the bar beside the board.
AnalysisWiring* AnalysisWiring::install(QMainWindow* window, WindowDocks* docks, ChessGameModel* model,
                                        QSettings* settings, WindowBoard* board, QMenuBar* menuBar,
                                        NewGameStarter newGame)
{
    auto* installer = new AnalysisWiring(window, docks, model, settings, board);
    installer->m_startNewGame = std::move(newGame);
    installer->createDocks();
    board->whenSet(installer, [installer](QWidget* shown) { installer->placeBar(shown); });
    board->whenViewport(installer, [installer](BoardViewport* viewport) { installer->connectViewport(viewport); });
    installer->createPlayMenu(menuBar ? menuBar : window->menuBar());
    installer->createAnalysisMenu(menuBar ? menuBar : window->menuBar());
    installer->connectPlayMessages();
    installer->updatePlayActions();
    connect(qApp, &QCoreApplication::aboutToQuit, installer, &AnalysisWiring::shutdown);
    return installer;
}

// The views (handed to the window with the docks and the board) and the two engine users, which
// are the wiring's children.
AnalysisWiring::AnalysisWiring(QMainWindow* window, WindowDocks* docks, ChessGameModel* model, QSettings* settings,
                               WindowBoard* board)
    : QObject(window), m_window(window), m_docks(docks), m_model(model), m_settings(settings), m_board(board),
      m_panel(new AnalysisPanel(model, model->editing(), settings)), m_evalBar(new EvalBar),
      m_evaluator(new GameEvaluator(model, this)), m_play(new PlayController(model, model->editing(), this))
{
    setObjectName(QStringLiteral("analysisWiring"));
    m_evalBar->setObjectName(QStringLiteral("evalBar"));
    m_evalBar->setVisible(false);
    connect(m_panel, &AnalysisPanel::evaluationChanged, m_evalBar, &EvalBar::setEvaluation);
    connect(m_panel, &AnalysisPanel::evaluationChanged, m_evaluator, &GameEvaluator::setShownPositionScore);
    connect(m_panel, &AnalysisPanel::analysingChanged, m_evalBar, &QWidget::setVisible);
    connect(m_panel, &AnalysisPanel::moveRefused, this, &AnalysisWiring::showMessage);
}

namespace {
constexpr int kDockHeight = 215; // three lines wrapped once, the controls and the dock title
} // namespace

// "Analysis" and "Evaluation Graph" docks under the board, side by side: engine lines are long,
// so they get the window's width rather than a side column.
void AnalysisWiring::createDocks()
{
    m_analysisDock = m_docks->add(m_panel, tr("Analysis"), QStringLiteral("analysisDock"), Qt::BottomDockWidgetArea);
    // A tab behind the analysis: Qt Charts is built when it is first shown or after the first
    // frame, and so the evaluator (run while the graph is shown) waits as long.
    m_graphDock = m_docks->addLater([this] { return m_graph = new EvalGraph(m_evaluator, m_model->navigation()); },
                                    tr("Evaluation Graph"), QStringLiteral("evalGraphDock"), Qt::BottomDockWidgetArea);
    m_window->splitDockWidget(m_analysisDock, m_graphDock, Qt::Horizontal);
    m_window->resizeDocks({m_analysisDock, m_graphDock}, {3, 2}, Qt::Horizontal);
    m_window->resizeDocks({m_analysisDock}, {kDockHeight}, Qt::Vertical);
}

EvalGraph* AnalysisWiring::evalGraph() const
{
    m_docks->build(m_graphDock);
    return m_graph;
}

// Puts the evaluation bar beside board, wrapping it where it is: as the central widget, in a
// layout or in a splitter (elsewhere the window places evalBar() itself). board stays owned by
// whatever holds it (its new container takes its place there).
void AnalysisWiring::placeBar(QWidget* board)
{
    QWidget* parent = board->parentWidget();
    if (m_window->centralWidget() == board) {
        m_window->takeCentralWidget();
        m_window->setCentralWidget(wrapWithEvalBar(board, m_evalBar));
    } else if (auto* splitter = qobject_cast<QSplitter*>(parent)) {
        const int index = splitter->indexOf(board);
        auto* container = new QWidget;
        splitter->replaceWidget(index, container);
        auto* layout = new QHBoxLayout(container);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(wrapWithEvalBar(board, m_evalBar, container));
    } else if (parent && parent->layout() && parent->layout()->indexOf(board) >= 0) {
        auto* container = new QWidget(parent);
        delete parent->layout()->replaceWidget(board, container);
        QWidget* wrapped = wrapWithEvalBar(board, m_evalBar, container);
        auto* layout = new QHBoxLayout(container);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(wrapped);
    }
}

// The bar follows the board's orientation; hints and engine arrows are drawn on it.
void AnalysisWiring::connectViewport(BoardViewport* viewport)
{
    m_evalBar->setFlipped(viewport->isFlipped());
    connect(viewport, &BoardViewport::flippedChanged, m_evalBar, &EvalBar::setFlipped);
    connect(m_play, &PlayController::hintReady, viewport,
            [viewport](const QString&, core::Move move) { viewport->showHint(move); });
    connect(this, &AnalysisWiring::engineArrowsChanged, viewport, &BoardViewport::showEngineArrows);
}

// Play: new game vs computer, take back, hint, resign, offer draw, back to two players.
void AnalysisWiring::createPlayMenu(QMenuBar* menuBar)
{
    m_playMenu = new QMenu(tr("&Play"), menuBar);
    m_playMenu->setObjectName(QStringLiteral("playMenu"));
    m_newGame = m_playMenu->addAction(tr("New Game vs &Computer…"), this, &AnalysisWiring::newGameVsComputer);
    m_newGame->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    m_playMenu->addSeparator();
    m_takeBack = m_playMenu->addAction(tr("&Take Back"), m_play, &PlayController::takeBack);
    m_takeBack->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Backspace));
    m_takeBack->setToolTip(tr("Take back your last move and the computer's reply"));
    m_hint = m_playMenu->addAction(tr("&Hint"), m_play, &PlayController::hint);
    m_hint->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    m_playMenu->addSeparator();
    m_offerDraw = m_playMenu->addAction(tr("Offer &Draw"), m_play, &PlayController::offerDraw);
    m_resign = m_playMenu->addAction(tr("&Resign"), m_play, &PlayController::resign);
    m_playMenu->addSeparator();
    m_stopPlaying = m_playMenu->addAction(tr("Two &Players (Stop Computer)"), m_play, &PlayController::stop);
    addMenuBeforeHelp(menuBar, m_playMenu);
    connect(m_play, &PlayController::activeChanged, this, &AnalysisWiring::updatePlayActions);
    connect(m_play, &PlayController::thinkingChanged, this, &AnalysisWiring::updatePlayActions);
    connect(m_model, &ChessGameModel::positionChanged, this, &AnalysisWiring::updatePlayActions);
    connect(m_model, &ChessGameModel::gameInfoChanged, this, &AnalysisWiring::updatePlayActions);
}

// Analysis: start/stop, number of lines, and the two docks.
void AnalysisWiring::createAnalysisMenu(QMenuBar* menuBar)
{
    m_analysisMenu = new QMenu(tr("&Analysis"), menuBar);
    m_analysisMenu->setObjectName(QStringLiteral("analysisMenu"));
    m_analyse = m_analysisMenu->addAction(tr("&Analyse Position"));
    m_analyse->setCheckable(true);
    m_analyse->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_analyse, &QAction::toggled, m_panel, &AnalysisPanel::setAnalysing);
    connect(m_panel, &AnalysisPanel::analysingChanged, m_analyse, &QAction::setChecked);
    connect(m_panel, &AnalysisPanel::analysingChanged, this, [this](bool on) {
        if (on)
            m_analysisDock->show();
    });
    QMenu* lines = m_analysisMenu->addMenu(tr("&Lines (MultiPV)"));
    m_multiPv = new QActionGroup(this);
    for (int n = 1; n <= 5; ++n) {
        QAction* a = lines->addAction(tr("%n Line(s)", nullptr, n));
        a->setCheckable(true);
        a->setChecked(n == m_panel->multiPv());
        a->setData(n);
        m_multiPv->addAction(a);
    }
    connect(m_multiPv, &QActionGroup::triggered, m_panel,
            [this](QAction* a) { m_panel->setMultiPv(a->data().toInt()); });
    connect(m_panel, &AnalysisPanel::multiPvChanged, this, [this](int n) {
        for (QAction* a : m_multiPv->actions())
            a->setChecked(a->data().toInt() == n);
    });
    m_engineOptions = m_analysisMenu->addAction(tr("Engine &Options…"), m_panel, &AnalysisPanel::showEngineOptions);
    m_engineOptions->setObjectName(QStringLiteral("engineOptionsAction"));
    // The game engine of the same program takes the new values too (its level still decides
    // the strength of its moves).
    connect(m_panel, &AnalysisPanel::engineOptionsApplied, this,
            [this](const QString& id, const QMap<QString, QString>& changed) {
                engine::Engine* game = m_play->engine();
                if (!game || engine::EngineSettings::identity(*game) != id)
                    return;
                for (auto it = changed.cbegin(); it != changed.cend(); ++it)
                    game->setOption(it.key(), it.value());
            });
    m_engineArrows = m_analysisMenu->addAction(tr("Show Engine &Arrows"));
    m_engineArrows->setObjectName(QStringLiteral("engineArrowsAction"));
    m_engineArrows->setCheckable(true);
    m_engineArrows->setChecked(m_settings->value(QStringLiteral("analysis/engineArrows"), true).toBool());
    connect(m_engineArrows, &QAction::toggled, this, [this](bool on) {
        m_settings->setValue(QStringLiteral("analysis/engineArrows"), on);
        updateEngineArrows();
    });
    connect(m_panel->controller(), &engine::AnalysisController::linesChanged, this,
            &AnalysisWiring::updateEngineArrows);
    connect(m_panel->controller(), &engine::AnalysisController::activeChanged, this,
            &AnalysisWiring::updateEngineArrows);
    m_analysisMenu->addSeparator();
    m_analysisMenu->addAction(m_analysisDock->toggleViewAction());
    m_analysisMenu->addAction(m_graphDock->toggleViewAction());
    m_review = new ReviewWiring(m_window, m_docks, m_model, m_settings, m_analysisMenu);
    addMenuBeforeHelp(menuBar, m_analysisMenu);
}

// The best move of each line while analysing with arrows on; nothing otherwise. Not game content.
void AnalysisWiring::updateEngineArrows()
{
    QList<core::Move> moves;
    const engine::AnalysisController* controller = m_panel->controller();
    if (m_engineArrows->isChecked() && controller->isActive())
        for (const engine::EngineInfo& line : controller->lines())
            if (!line.pv.empty())
                moves.push_back(line.pv.front());
    emit engineArrowsChanged(moves);
}

// Hints (also tinted on the board, see connectViewport), draw answers, endings and engine errors go
// to the status bar.
void AnalysisWiring::connectPlayMessages()
{
    connect(m_play, &PlayController::hintReady, this,
            [this](const QString& san) { showMessage(tr("Hint: %1").arg(san)); });
    connect(m_play, &PlayController::drawOfferAnswered, this, [this](bool accepted) {
        showMessage(accepted ? tr("The computer accepts the draw.") : tr("The computer declines the draw."));
    });
    connect(m_play, &PlayController::gameEnded, this, [this](const QString& result, const QString& reason) {
        showMessage(tr("Game over: %1 %2").arg(result, reason));
    });
    connect(m_play, &PlayController::errorOccurred, this, &AnalysisWiring::showMessage);
    connect(m_play, &PlayController::thinkingChanged, this, [this](bool thinking) {
        if (thinking)
            showMessage(tr("The computer is thinking…"));
        else
            m_window->statusBar()->clearMessage();
    });
}

// Take Back, Hint and Stop belong to a game against the computer; Resign and Offer Draw to any
// game in progress.
void AnalysisWiring::updatePlayActions()
{
    const bool active = m_play->isActive();
    const bool playersTurn = active && m_model->position().sideToMove() == m_play->humanColor();
    m_takeBack->setEnabled(m_play->engine() != nullptr);
    m_hint->setEnabled(playersTurn && !m_play->isThinking());
    m_resign->setEnabled(m_play->canEndGame());
    m_offerDraw->setEnabled(m_play->canEndGame());
    m_stopPlaying->setEnabled(m_play->engine() != nullptr);
}

// A message in the window's status bar for a few seconds.
void AnalysisWiring::showMessage(const QString& text) { m_window->statusBar()->showMessage(text, 8000); }

// The dialog, then a new game (or this position) against the chosen engine.
void AnalysisWiring::newGameVsComputer()
{
    NewGameVsComputerDialog dialog(m_settings, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const core::Color human = dialog.humanColor();
    const game::TimeControl control = dialog.timeControl();
    const bool newGame = !dialog.fromCurrentPosition();
    const core::Position start = StartPositionBox::startOf(dialog.startPositionBox()->drawNumber());
    // A new game is one undo step with its players and date (PlayController::start names them).
    if (newGame)
        m_model->undoStack()->beginMacro(kibitz::GameEditing::tr("New game"));
    // With a clock, the clocks start the new game (game and time control in one undo step).
    if (newGame && (control.isNone() || !hasClocks())) {
        if (m_startNewGame)
            m_startNewGame(start);
        else
            m_model->editing()->newGame(start);
    }
    if (BoardViewport* viewport = m_board->viewport())
        viewport->setFlipped(human == core::Black);
    startClock(control, newGame, start); // the computer's first search already sees the clocks
    // The new engine has no parent: start() takes ownership of it.
    m_play->start(human, EngineCatalog(m_settings).create(dialog.engineChoice(), nullptr), dialog.level());
    if (newGame)
        m_model->undoStack()->endMacro();
}

// As newGameVsComputer() starts one, with the engine and level it had.
void AnalysisWiring::resumeGame(core::Color human, const QString& engineKey, int level, game::NodeId start)
{
    m_board->whenViewport(this, [human](BoardViewport* viewport) { viewport->setFlipped(human == core::Black); });
    const analysis::EngineChoice choice = analysis::EngineCatalog::fromKey(engineKey);
    m_play->resume(human, analysis::EngineCatalog(m_settings).create(choice, nullptr), level, start);
}

// Ends analysis, the graph's background engine and the game engine.
void AnalysisWiring::shutdown()
{
    m_panel->shutdown();
    m_evaluator->shutdown();
    if (m_review)
        m_review->shutdown();
    m_play->stop();
}

} // namespace kibitz
