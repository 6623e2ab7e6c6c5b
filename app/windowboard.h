// WindowBoard: the window's board, handed to every part that needs it. With
// MainWindow::Options::deferBoard the 3D board is created after the window's first paint, that is
// after the parts that use it; each part says once, in its constructor, what it does with the
// board, and that runs at once when the board is there, else when the window sets it. This is the
// one place where anything waits for the board.
//
// Ownership: the window owns it (the window's tests may make their own); the board is not owned.
#pragma once

#include <QObject>
#include <QPointer>
#include <QWidget>

#include <functional>

namespace kibitz {

class BoardViewport;

class WindowBoard : public QObject {
    Q_OBJECT
public:
    explicit WindowBoard(QObject* parent = nullptr) : QObject(parent) { }

    // The board, null until set.
    QWidget* widget() const { return m_board; }
    // The board when it is the 3D board (not a test's stand-in), else null.
    BoardViewport* viewport() const;

    // The board has been created (or, for a window's stand-in, placed). Once: later calls are
    // ignored, since every part has attached itself to the first board.
    void set(QWidget* board);

    // Runs use(board) now when the board is set, else when it is; not after context has gone.
    // Parts are called in the order they asked.
    void whenSet(QObject* context, std::function<void(QWidget*)> use);
    // The same, for parts that need the 3D board; a stand-in widget never calls use.
    void whenViewport(QObject* context, std::function<void(BoardViewport*)> use);

signals:
    void boardSet(QWidget* board);

private:
    QPointer<QWidget> m_board;
};

} // namespace kibitz
