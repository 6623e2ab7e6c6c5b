// The game review in the window: Analysis > Review Game… (the dialog), the review running in the
// background (GameReviewer) while the window stays usable, its progress and Cancel in the "Game
// Review" dock (ReviewPanel), and its outcome applied as one undoable edit
// (GameAnnotations::annotate). A new or loaded game cancels a running review, since the nodes it
// reviewed belong to the old game.
//
// Ownership: a child of the window; the window owns the dock and through it the panel; the
// running GameReviewer (and its engine) is the wiring's child until the review ends.
#pragma once

#include "engine/gamereviewer.h"

#include <QObject>
#include <QPointer>

class QAction;
class QSettings;
class QDockWidget;
class QMainWindow;
class QMenu;

namespace kibitz {
class ChessGameModel;
}
namespace kibitz::analysis {
class ReviewPanel;
}

namespace kibitz {

class WindowDocks;

class ReviewWiring : public QObject {
    Q_OBJECT
public:
    // Adds the dock (made by docks) and the menu entries (Review Game…, Previous/Next Mistake) to
    // analysisMenu. settings (not owned): the window's, where the dialog's last choices are kept.
    ReviewWiring(QMainWindow* window, WindowDocks* docks, ChessGameModel* model, QSettings* settings,
                 QMenu* analysisMenu);

    // The panel (built now if it waited for the first frame).
    analysis::ReviewPanel* panel() const;
    QDockWidget* dock() const { return m_dock; }
    QAction* reviewAction() const { return m_review; }
    QAction* nextMarkAction() const { return m_nextMark; }
    QAction* previousMarkAction() const { return m_previousMark; }
    bool isRunning() const { return m_reviewer && m_reviewer->isRunning(); }
    engine::GameReviewer* reviewer() const { return m_reviewer; }

public slots:
    // Asks for the engine and the options, then starts the review.
    void reviewGame();
    // Reviews the game's main line with engine (taken over) and options; false (and a message)
    // when a review runs already or the game has no move.
    bool start(engine::Engine* engine, const engine::ReviewOptions& options);
    // Stops a running review; the game stays as it was.
    void cancel();
    // Ends a running review's engine (the application quits).
    void shutdown();

signals:
    // The review's edit is on the undo stack (or the review changed nothing).
    void reviewApplied();

private:
    void onFinished();
    void onFailed(const QString& message);
    void endReview();
    void showMessage(const QString& text);

    QMainWindow* m_window;
    WindowDocks* m_docks;
    ChessGameModel* m_model;
    QSettings* m_settings;
    analysis::ReviewPanel* m_panel = nullptr; // null until its dock's panel is built
    QDockWidget* m_dock = nullptr;
    QAction* m_review = nullptr;
    QAction* m_nextMark = nullptr;
    QAction* m_previousMark = nullptr;
    QPointer<engine::GameReviewer> m_reviewer;
    engine::ReviewOptions m_options;
};

} // namespace kibitz
