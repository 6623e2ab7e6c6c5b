// The Opening explorer panel: the opening's ECO code and name, the moves from the shown position
// (book weights, database games, results as a bar, average year) and which book is open. It only
// shows and asks: a click on a move emits moveChosen, the book button chooseBookRequested; the
// wiring (app/OpeningsWiring) decides what happens.
#pragma once

#include "core/types.h"

#include <QWidget>

class QLabel;
class QToolButton;
class QTreeView;

namespace kibitz {

class ExplorerModel;

class ExplorerPanel : public QWidget {
    Q_OBJECT
public:
    explicit ExplorerPanel(ExplorerModel* model, QWidget* parent = nullptr);

    QTreeView* view() const { return m_view; }
    QLabel* openingLabel() const { return m_opening; }
    QLabel* bookLabel() const { return m_book; }
    QToolButton* chooseBookButton() const { return m_chooseBook; }

public slots:
    // The line above the moves: the opening's name (or why names are unavailable).
    void setOpeningText(const QString& text);
    // The line under the moves: the open book (or why there is none).
    void setBookText(const QString& text, const QString& toolTip = {});

signals:
    // The person clicked a move of the list.
    void moveChosen(kibitz::core::Move move);
    // The person asked to open another book.
    void chooseBookRequested();

private:
    void emitMove(const QModelIndex& index);
    void updateColumns();

    ExplorerModel* m_model;
    QLabel* m_opening;
    QTreeView* m_view;
    QLabel* m_book;
    QToolButton* m_chooseBook;
};

} // namespace kibitz
