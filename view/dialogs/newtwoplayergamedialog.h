// "New Game for Two Players": a new game from the initial position for two people at one board,
// with a time control (none by default: then it is exactly File > New Game).
#pragma once

#include "game/timecontrol.h"

#include <QDialog>

namespace kibitz {

class TimeControlBox;

class NewTwoPlayerGameDialog : public QDialog {
    Q_OBJECT
public:
    explicit NewTwoPlayerGameDialog(QWidget* parent = nullptr);

    game::TimeControl timeControl() const;
    TimeControlBox* timeControlBox() const { return m_time; }
    // Remembers the choice, then closes.
    void accept() override;

private:
    TimeControlBox* m_time;
};

} // namespace kibitz
