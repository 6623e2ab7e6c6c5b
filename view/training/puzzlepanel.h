// The puzzle trainer's panel (issue 29): what the person is to find, the verdict on the move
// played on the board (right, the line goes on, solved; wrong: the best move and the engine's
// reply to the move played), hints, the next puzzle and the game the puzzle came from. It reads
// the PuzzleSession and calls its slots; the moves themselves are played on the board.
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

namespace kibitz::training {
class PuzzleSession;
}

namespace kibitz {

class PuzzlePanel : public QWidget {
    Q_OBJECT
public:
    explicit PuzzlePanel(const training::PuzzleSession* session, QWidget* parent = nullptr);

    QPushButton* hintButton() const { return m_hint; }
    QPushButton* nextButton() const { return m_next; }
    QPushButton* sourceButton() const { return m_source; }
    // The verdict or hint shown ("" before the first move).
    QString statusText() const;

public slots:
    // Reads the session again.
    void refresh();
    // A message of the window's (the store failed, the queue is empty).
    void showNote(const QString& text);

signals:
    void hintRequested();
    void nextRequested();
    void sourceRequested();

private:
    QString taskText() const;
    QString verdictText() const;
    QString hintText() const;

    const training::PuzzleSession* m_session;
    QLabel* m_task;
    QLabel* m_status;
    QLabel* m_left;
    QPushButton* m_hint;
    QPushButton* m_next;
    QPushButton* m_source;
};

} // namespace kibitz
