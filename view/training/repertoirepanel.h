// The repertoire trainer's panel (issue 29): whose move it is, the verdict on the person's answer
// (right; wrong, with the repertoire's moves), the end of a line, how many positions of the day
// are left, and Next Line. It reads the RepertoireSession and calls its slots; the moves
// themselves are played on the board.
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

namespace kibitz::training {
class RepertoireSession;
}

namespace kibitz {

class RepertoirePanel : public QWidget {
    Q_OBJECT
public:
    explicit RepertoirePanel(training::RepertoireSession* session, QWidget* parent = nullptr);

    QPushButton* nextButton() const { return m_next; }
    QString statusText() const;

public slots:
    // Reads the session again.
    void refresh();
    // A message of the window's (the store failed).
    void showNote(const QString& text);

private:
    QString taskText() const;

    training::RepertoireSession* m_session;
    QLabel* m_task;
    QLabel* m_status;
    QLabel* m_left;
    QPushButton* m_next;
};

} // namespace kibitz
