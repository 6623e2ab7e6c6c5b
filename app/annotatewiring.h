// AnnotateWiring: the Annotate menu (signs on the shown move; issue 27) and the annotation
// actions of the Game and Edit menus, wired to ChessGameModel.
#pragma once

#include <QObject>

class QMainWindow;

namespace kibitz {

class ChessGameModel;
struct WindowActions;

class AnnotateWiring : public QObject {
    Q_OBJECT
public:
    // Fills actions.annotateMenu; owned by window.
    static AnnotateWiring* install(QMainWindow* window, ChessGameModel* model, const WindowActions& actions);

public slots:
    void copyGame();
    void editTags();

private:
    AnnotateWiring(QMainWindow* window, ChessGameModel* model);

    QMainWindow* m_window;
    ChessGameModel* m_model;
};

} // namespace kibitz
