// "New Game for Two Players": a new game for two people at one board, from the initial position
// or a Chess960 one, with a time control (standard and none by default: then it is exactly
// File > New Game).
#pragma once

#include "game/timecontrol.h"

#include <QDialog>

class QSettings;

namespace kibitz {

class StartPositionBox;
class TimeControlBox;

class NewTwoPlayerGameDialog : public QDialog {
    Q_OBJECT
public:
    // settings (not owned): the window's, where the choices of last time are kept.
    explicit NewTwoPlayerGameDialog(QSettings* settings, QWidget* parent = nullptr);

    game::TimeControl timeControl() const;
    TimeControlBox* timeControlBox() const { return m_time; }
    StartPositionBox* startPositionBox() const { return m_start; }
    // Remembers the choice, then closes.
    void accept() override;

private:
    TimeControlBox* m_time; // made first: the first field in the focus chain
    StartPositionBox* m_start;
};

} // namespace kibitz
