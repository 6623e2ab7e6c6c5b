// One call adds analysis and play vs computer to the main window: the analysis dock, the
// evaluation graph dock, the evaluation bar beside the board, the Play and Analysis menus and
// their status-bar messages. The views (view/analysis) offer widgets and signals of intent; this
// app-level class decides what they do to the game and the window.
//
// Ownership: the wiring is a child of the window. The window owns the docks, and through them the
// panel and the graph, and the bar; the wiring owns the GameEvaluator and the PlayController,
// which own their engines. The model and the board are not owned. Engines are shut down
// (processes ended) when the application quits or the window goes away.
#pragma once

#include "core/position.h"
#include "core/types.h"
#include "game/gametree.h"
#include "game/timecontrol.h"

#include <QList>
#include <QObject>

#include <functional>

class QAction;
class QActionGroup;
class QDockWidget;
class QMainWindow;
class QMenu;
class QMenuBar;
class QWidget;

class QSettings;

namespace kibitz {
class ChessGameModel;
}
namespace kibitz::engine {
class GameEvaluator;
class PlayController;
} // namespace kibitz::engine
namespace kibitz::analysis {
class AnalysisPanel;
class EvalBar;
class EvalGraph;
} // namespace kibitz::analysis

namespace kibitz {

class BoardViewport;
class ReviewWiring;
class WindowBoard;
class WindowDocks;
using analysis::AnalysisPanel;
using analysis::EvalBar;
using analysis::EvalGraph;
using engine::GameEvaluator;
using engine::PlayController;

class AnalysisWiring : public QObject {
    Q_OBJECT
public:
    // Installs everything into window (its docks made by docks) and returns the wiring, a child
    // of window. model must
    // outlive the window's analysis (it is not owned). board (not owned) hands over the widget
    // showing the board, now or once it is created: the bar is put beside it (once), and a
    // BoardViewport gets the hints and the engine arrows. Call it before
    // QMainWindow::restoreState() so that the docks' places are restored. settings (not owned)
    // is the window's: engine choices, dialogs' last choices, engine arrows. newGame starts a new
    // game from a start position the window's one way (MainWindow::newGame); default:
    // GameEditing::newGame().
    using NewGameStarter = std::function<void(const core::Position&)>;
    static AnalysisWiring* install(QMainWindow* window, WindowDocks* docks, ChessGameModel* model, QSettings* settings,
                                   WindowBoard* board, QMenuBar* menuBar = nullptr, NewGameStarter newGame = {});

    AnalysisPanel* panel() const { return m_panel; }
    EvalBar* evalBar() const { return m_evalBar; }
    // The evaluation graph (built now if it waited for the first frame).
    EvalGraph* evalGraph() const;
    GameEvaluator* gameEvaluator() const { return m_evaluator; }
    PlayController* playController() const { return m_play; }
    QDockWidget* analysisDock() const { return m_analysisDock; }
    QDockWidget* graphDock() const { return m_graphDock; }
    QMenu* playMenu() const { return m_playMenu; }
    QMenu* analysisMenu() const { return m_analysisMenu; }
    QAction* newGameAction() const { return m_newGame; }
    QAction* takeBackAction() const { return m_takeBack; }
    QAction* hintAction() const { return m_hint; }
    QAction* resignAction() const { return m_resign; }
    QAction* offerDrawAction() const { return m_offerDraw; }
    QAction* analyseAction() const { return m_analyse; }
    QAction* engineOptionsAction() const { return m_engineOptions; }
    // The game review (Analysis > Review Game…, its dock and keys).
    ReviewWiring* review() const { return m_review; }
    // Analysis > Show Engine Arrows (checkable; kept in the settings).
    QAction* engineArrowsAction() const { return m_engineArrows; }
    // Reads and from now on keeps the engine-arrows choice in settings (not owned).

    // How the chosen time control starts the clocks (ClockWiring): at the shown position, or
    // (newGame) with a new game from start that carries the time control, one undo step; default:
    // no clocks.
    void setClockStarter(std::function<void(const game::TimeControl&, bool newGame, const core::Position& start)> start)
    {
        m_startClock = std::move(start);
    }
    // Whether startClock() can start a new game with a clock.
    bool hasClocks() const { return bool(m_startClock); }
    // Starts the clocks for a game against the computer (before the computer's first search).
    void startClock(const game::TimeControl& control, bool newGame,
                    const core::Position& start = core::Position::startPosition())
    {
        if (m_startClock)
            m_startClock(control, newGame, start);
    }

    // Goes on with a game against the computer that was interrupted (see PlayController::resume):
    // the engine kept as engineKey (EngineChoice::key()) at level, the board facing the person.
    void resumeGame(core::Color human, const QString& engineKey, int level, game::NodeId start);

signals:
    // The first move of each analysis line, best line first, while the arrows are wanted and the
    // engine analyses; empty to clear them. The board draws them (connected once it is set).
    void engineArrowsChanged(const QList<kibitz::core::Move>& moves);

public slots:
    // Asks for colour, engine and level, then starts a game against the computer.
    void newGameVsComputer();
    // Stops analysis and play and ends every engine.
    void shutdown();

private:
    AnalysisWiring(QMainWindow* window, WindowDocks* docks, ChessGameModel* model, QSettings* settings,
                   WindowBoard* board);
    void createDocks();
    void placeBar(QWidget* board);
    void connectViewport(BoardViewport* viewport);
    void createPlayMenu(QMenuBar* menuBar);
    void createAnalysisMenu(QMenuBar* menuBar);
    void connectPlayMessages();
    void updatePlayActions();
    void showMessage(const QString& text);
    void updateEngineArrows();

    QMainWindow* m_window;
    WindowDocks* m_docks;
    ChessGameModel* m_model;
    QSettings* m_settings;
    WindowBoard* m_board;
    AnalysisPanel* m_panel = nullptr;
    EvalBar* m_evalBar = nullptr;
    GameEvaluator* m_evaluator = nullptr;
    EvalGraph* m_graph = nullptr;
    PlayController* m_play = nullptr;
    QDockWidget* m_analysisDock = nullptr;
    QDockWidget* m_graphDock = nullptr;
    QMenu* m_playMenu = nullptr;
    QMenu* m_analysisMenu = nullptr;
    QAction* m_newGame = nullptr;
    QAction* m_takeBack = nullptr;
    QAction* m_hint = nullptr;
    QAction* m_resign = nullptr;
    QAction* m_offerDraw = nullptr;
    QAction* m_engineArrows = nullptr;
    QAction* m_stopPlaying = nullptr;
    QAction* m_analyse = nullptr;
    QAction* m_engineOptions = nullptr;
    QActionGroup* m_multiPv = nullptr;
    NewGameStarter m_startNewGame;
    ReviewWiring* m_review = nullptr;
    std::function<void(const game::TimeControl&, bool newGame, const core::Position& start)> m_startClock;
};

} // namespace kibitz
