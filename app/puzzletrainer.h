// The puzzle trainer in the window (issue 29): Training > Train Puzzles. The day's queue of the
// PuzzleSession is shown in a tab of its own: each puzzle's position from the player's side, the
// person's moves on the board judged by the session, Kibitz's replies along a forced mate, and
// after a wrong move the best move (green arrow), the move played (red) and the engine's reply to
// it (yellow) on the puzzle's position, with the refutation in the move list. The panel (a dock)
// gives hints, the next puzzle and the game the puzzle came from, in a new tab at that move.
//
// Ownership: a child of the window; the session, panel and dock are the trainer's (the dock the
// window's child). The store is the TrainingWiring's; the training tab is the window's like any
// other (TrainingTab), closing it is allowed.
#pragma once

#include "trainingtab.h"

#include "game/gametree.h"

#include <QObject>

class QDockWidget;

namespace kibitz {

class MainWindow;
class PuzzlePanel;

namespace training {
class PuzzleSession;
class TrainingStore;
} // namespace training

class PuzzleTrainer : public QObject {
    Q_OBJECT
public:
    PuzzleTrainer(MainWindow* window, training::TrainingStore& store, QObject* parent = nullptr);

    training::PuzzleSession* session() const { return m_session; }
    PuzzlePanel* panel() const { return m_panel; }
    QDockWidget* dock() const { return m_dock; }
    GameDocument* document() const { return m_tab.document(); }

public slots:
    // Loads the day's queue (newPerDay new puzzles at most) and shows its first puzzle; the
    // number of puzzles in it.
    int start(int newPerDay);
    // Opens the game the shown puzzle came from, at the puzzle's position, in a tab of its own;
    // false with the reason shown when it cannot be read.
    bool openSource();

signals:
    void message(const QString& text);

private:
    void showPuzzle();
    void onMoveMade(game::NodeId node);
    void showWrong(game::NodeId played);
    void showHint();

    MainWindow* m_window;
    training::PuzzleSession* m_session;
    PuzzlePanel* m_panel;
    QDockWidget* m_dock;
    TrainingTab m_tab;
};

} // namespace kibitz
