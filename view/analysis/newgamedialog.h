// The "New Game vs Computer" dialog: the player's colour, the engine and its level, the time
// control, and whether to start from the position on the board or from a new start position
// (standard or Chess960).
#pragma once

#include "core/types.h"
#include "enginecatalog.h"
#include "game/timecontrol.h"

#include <QDialog>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QLabel;
class QSettings;
class QSlider;

namespace kibitz {
class StartPositionBox;
class TimeControlBox;
} // namespace kibitz

namespace kibitz::analysis {

class NewGameVsComputerDialog : public QDialog {
    Q_OBJECT
public:
    enum class ColorChoice { White, Black, Random };

    // settings (not owned): the window's, where the choices of last time are kept.
    explicit NewGameVsComputerDialog(QSettings* settings, QWidget* parent = nullptr);

    ColorChoice colorChoice() const;
    // The player's colour (Random resolved once per call).
    core::Color humanColor() const;
    EngineChoice engineChoice() const;
    int level() const;
    bool fromCurrentPosition() const;
    // The game's clocks (none: no clock, the computer's level decides its thinking time).
    game::TimeControl timeControl() const;
    TimeControlBox* timeControlBox() const { return m_time; }
    // The start position of a new game (unused when starting from the board's position).
    StartPositionBox* startPositionBox() const { return m_start; }

    void setColorChoice(ColorChoice choice);
    void setLevel(int level);
    void setFromCurrentPosition(bool on);

    // Stores the choices for the next time (done on accept).
    void accept() override;

private:
    void updateLevelText(int level);

    QSettings* m_settings;
    EngineCatalog m_catalog;
    QButtonGroup* m_colors;
    QComboBox* m_engines;
    QSlider* m_level;
    QLabel* m_levelText;
    QCheckBox* m_fromCurrent;
    StartPositionBox* m_start;
    TimeControlBox* m_time;
};

} // namespace kibitz::analysis
