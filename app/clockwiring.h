// One call adds the clocks of timed games to the main window: the GameClock and its
// ClockController (model/), the ClockView in a dock beside the board (view/), the Play menu's
// "New Game for Two Players…" and "Pause Clock", and the links to the computer player (it gets
// the clocks' times; a flag stops it), the game-over notice and the status bar.
//
// Ownership: the wiring is a child of the window and owns the clock and the controller; the
// window owns the dock and through it the view. The model, the analysis wiring and the notice
// are not owned.
#pragma once

#include "core/position.h"
#include "game/timecontrol.h"

#include <QObject>

#include <functional>

class QAction;
class QSettings;
class QDockWidget;
class QMainWindow;

namespace kibitz {

class AnalysisWiring;
class ChessGameModel;
class ClockController;
class ClockView;
class GameClock;
class GameOverNotice;
class WindowBoard;
class WindowDocks;

class ClockWiring : public QObject {
    Q_OBJECT
public:
    // Installs into window (before QMainWindow::restoreState(), so the dock's place comes back).
    // newGame starts a new game the window's one way (MainWindow::newGame); settings (not owned)
    // is the window's, where the New Game dialog's last choices are kept. The view's clocks swap
    // with the side of board's viewport once it is set (board not owned).
    // Its dock is made by docks. A flag's result is announced in notice (not owned; may be null).
    static ClockWiring* install(QMainWindow* window, WindowDocks* docks, ChessGameModel* model, QSettings* settings,
                                AnalysisWiring* analysis, WindowBoard* board,
                                std::function<void(const core::Position&)> newGame, GameOverNotice* notice = nullptr);

    GameClock* clock() const { return m_clock; }
    ClockController* controller() const { return m_controller; }
    ClockView* view() const { return m_view; }
    QDockWidget* dock() const { return m_dock; }
    QAction* newTwoPlayerGameAction() const { return m_newTwoPlayers; }
    QAction* pauseAction() const { return m_pause; }

public slots:
    // Asks for a time control, then starts a new game for two people (the computer stops).
    void newTwoPlayerGame();
    // Starts (or, with none, switches off) the clocks for the game at the shown position, or with
    // newGame for a new game that it starts (the new game itself when there is no clock).
    void startClock(const game::TimeControl& control, bool newGame = false,
                    const core::Position& start = core::Position::startPosition());
    void togglePause();

private:
    ClockWiring(QMainWindow* window, ChessGameModel* model, QSettings* settings, AnalysisWiring* analysis);
    void createDock(WindowDocks* docks);
    void createActions();
    void refresh();
    void onGameEnded(const QString& result, const QString& reason);

    QMainWindow* m_window;
    ChessGameModel* m_model;
    QSettings* m_settings;
    AnalysisWiring* m_analysis;
    GameClock* m_clock;
    ClockController* m_controller;
    ClockView* m_view = nullptr;
    QDockWidget* m_dock = nullptr;
    QAction* m_newTwoPlayers = nullptr;
    QAction* m_pause = nullptr;
    GameOverNotice* m_notice = nullptr;
    std::function<void(const core::Position&)> m_newGame;
};

} // namespace kibitz
