// WindowActions: the window's actions (with standard shortcuts and icons) and the menus and
// toolbar built from them. It only creates; MainWindow connects the actions to their work.
#pragma once

#include <QCoreApplication>
#include <QList>

class QAction;
class QMainWindow;
class QMenu;
class QUndoGroup;

namespace kibitz {

struct WindowActions {
    Q_DECLARE_TR_FUNCTIONS(WindowActions)
public:
    QAction* newGame = nullptr;
    QAction* openPgn = nullptr;
    QAction* savePgn = nullptr;
    QAction* savePgnAs = nullptr;
    QAction* loadFen = nullptr;
    QAction* editTags = nullptr; // Game > Edit Tags… (AnnotateWiring)
    QAction* claimDraw = nullptr; // Game > Claim Draw (GameOverWatcher)
    QAction* saveFen = nullptr;
    QAction* copyFen = nullptr;
    QAction* copyGame = nullptr; // the whole game as PGN (AnnotateWiring)
    QAction* paste = nullptr;
    QAction* setUpPosition = nullptr; // the board editor (EditMode)
    QAction* restoreSession = nullptr; // checkable setting
    QAction* preferences = nullptr; // Edit > Preferences… (PreferencesWiring)
    QAction* muteSounds = nullptr; // checkable toolbar toggle (PreferencesWiring)
    QAction* quit = nullptr;
    QAction* newTab = nullptr; // several games, one per tab (MainWindow)
    QAction* closeTab = nullptr;
    QAction* nextTab = nullptr;
    QAction* previousTab = nullptr;
    QAction* undo = nullptr; // from the shown game's QUndoStack (the group's active one), names the edit
    QAction* redo = nullptr;
    QAction* flip = nullptr;
    QAction* resetView = nullptr;
    QAction* goStart = nullptr;
    QAction* goBack = nullptr;
    QAction* goForward = nullptr;
    QAction* goEnd = nullptr;
    QAction* nextVariation = nullptr;
    QAction* previousVariation = nullptr;
    QAction* gettingStarted = nullptr;
    QAction* shortcuts = nullptr;
    QAction* about = nullptr;
    QMenu* recentMenu = nullptr; // filled by RecentFilesMenu
    QMenu* panelsMenu = nullptr; // one toggle per dock, added by the window
    QMenu* annotateMenu = nullptr; // signs and comments, filled by AnnotateWiring
    QMenu* editMenu = nullptr; // AnnotateWiring adds the edits of the move tree
    // Training (issue 29): puzzles from one's games and the repertoire trainer add their entries
    // here; the window places it after Analysis, before Help.
    QMenu* trainingMenu = nullptr;
    QMenu* helpMenu = nullptr;

    // Creates every action as a child of window; undo/redo come from the group's active stack.
    static WindowActions create(QMainWindow* window, QUndoGroup* group);
    // Menu bar (Game, Edit, Annotate, View, Go, Training, Help) and the main toolbar.
    void buildMenus(QMainWindow* window);
};

} // namespace kibitz
