// EditMode: the window's board-editor mode (Edit > Set Up Position…). Entering creates a
// BoardEditor on the shown position, puts the BoardViewport in edit mode, shows the palette and
// the controls (in place of the docks under the board), pauses the move list, the game's actions
// and the analysis, and says in the status bar how to leave. OK applies the edit to ChessGameModel as one undoable step; Cancel/Esc
// leaves the game untouched. It only wires: the state is the BoardEditor's.
#pragma once

#include "core/types.h"

#include <QList>
#include <QObject>
#include <QPointer>

class QAction;
class QSettings;
class QActionGroup;
class QDockWidget;
class QLabel;
class QMainWindow;

namespace kibitz {

class BoardEditor;
class BoardEditorPanel;
class BoardViewport;
class ChessGameModel;
class PiecePalette;
struct BoardEdit;
class AnalysisWiring;
class WindowBoard;
class WindowDocks;

class EditMode : public QObject {
    Q_OBJECT
public:
    // paused: the actions disabled while editing (navigation, loading, undo...).
    // settings (not owned): the window's, for the New Game vs Computer dialog of "Continue from here".
    // board (not owned) hands over the viewport edited on; until it is set, enter() does nothing.
    // docks (not owned) makes the editor's two docks and holds the others, which pause too.
    EditMode(QMainWindow* window, WindowDocks* docks, ChessGameModel* model, QSettings* settings, WindowBoard* board,
             QList<QAction*> paused, AnalysisWiring* analysis = nullptr);

    bool isActive() const { return m_editor != nullptr; }
    BoardEditor* editor() const { return m_editor; }
    BoardEditorPanel* panel() const { return m_panel; }
    PiecePalette* palette() const { return m_palette; }
    // Tab (next) or Shift+Tab while editing: the focus goes round the board, the palette and the
    // controls, in that order, and nowhere else. False when not editing (the window's own chain).
    bool focusNext(bool next);

public slots:
    // Starts editing the shown position (nothing happens without a board or when active).
    void enter();
    // OK: the edit becomes the game (one undoable step); false (and still editing) when illegal.
    bool accept();
    // Cancel: leaves the game as it was.
    void cancel();

signals:
    void activeChanged(bool active);
    // A message for the status bar (e.g. why OK was refused).
    void message(const QString& text);

private:
    void createDocks();
    void connectBoard(BoardViewport* viewport);
    void connectEditor();
    void showEdit(const BoardEdit& edit);
    void showMarks();
    void clickSquare(int square, bool otherColour);
    void leave();
    void setPaused(bool paused);
    void continueWithAnalysis();
    void continueWithPlay(bool asWhite);
    QList<QWidget*> focusRing() const;

    QMainWindow* m_window;
    WindowDocks* m_docks;
    ChessGameModel* m_model;
    QSettings* m_settings;
    QActionGroup* m_paused;
    QPointer<AnalysisWiring> m_analysis;
    QPointer<BoardViewport> m_viewport;
    BoardEditor* m_editor = nullptr;
    PiecePalette* m_palette = nullptr;
    BoardEditorPanel* m_panel = nullptr;
    QDockWidget* m_paletteDock = nullptr;
    QDockWidget* m_panelDock = nullptr;
    QLabel* m_hint = nullptr;
    QList<QPointer<QWidget>> m_disabledDocks;
    QList<QPointer<QDockWidget>> m_hiddenDocks;
    bool m_wasAnalysing = false;
};

} // namespace kibitz
