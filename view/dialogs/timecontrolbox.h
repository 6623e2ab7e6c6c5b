// The time-control part of the New Game dialogs: none (the default), the presets 1+0, 3+2, 5+3,
// 10+5, 15+10, 30+0 ("minutes + seconds per move"), or custom minutes, increment and delay. The
// choice is remembered in QSettings under the group it is given.
#pragma once

#include "game/timecontrol.h"

#include <QWidget>

class QComboBox;
class QSettings;
class QSpinBox;

namespace kibitz {

class TimeControlBox : public QWidget {
    Q_OBJECT
public:
    // settingsGroup: where the choice is kept in settings ("play", "twoPlayers"); settings
    // (not owned) is the window's own.
    TimeControlBox(QSettings* settings, const QString& settingsGroup, QWidget* parent = nullptr);

    // The chosen control; none when "No clock" is chosen.
    game::TimeControl timeControl() const;
    // Selects the preset equal to control, else the custom fields; none selects "No clock".
    void setTimeControl(const game::TimeControl& control);
    // Keeps the choice for the next time.
    void save() const;

    QComboBox* presets() const { return m_presets; }

private:
    void updateCustom();

    QSettings* m_settings;
    QString m_group;
    QComboBox* m_presets;
    QWidget* m_custom;
    QSpinBox* m_minutes;
    QSpinBox* m_increment;
    QSpinBox* m_delay;
};

} // namespace kibitz
