// AnnotateWiring: the Annotate menu (signs on the shown move; issue 27) and the annotation
// actions of the Game and Edit menus, wired to ChessGameModel.
#pragma once

#include <QObject>

class QMainWindow;
class QAction;
class QMenu;

namespace kibitz {

class ChessGameModel;
class MoveHistoryPanel;
struct WindowActions;

class AnnotateWiring : public QObject {
    Q_OBJECT
public:
    // Fills actions.annotateMenu; comments are edited in place in moves' list. Owned by window.
    static AnnotateWiring* install(QMainWindow* window, ChessGameModel* model, const WindowActions& actions,
                                   MoveHistoryPanel* moves);

public slots:
    void copyGame();
    void editTags();
    // The comment of the shown position in the move list: before the game at the start, else
    // after (or, pre, before) the shown move.
    void editComment(bool pre);

private:
    AnnotateWiring(QMainWindow* window, ChessGameModel* model, MoveHistoryPanel* moves);
    void addTreeEdits(QMenu* edit, QAction* before);

    QMainWindow* m_window;
    ChessGameModel* m_model;
    MoveHistoryPanel* m_moves;
};

} // namespace kibitz
