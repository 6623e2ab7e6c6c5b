// The start-position part of the New Game dialogs: standard chess, Chess960 from a random start
// position (a new one for each game), or Chess960 from the position of a chosen number 0-959
// (the standard numbering, 518 being the usual arrangement), shown on a small board. The choice
// is remembered in QSettings under the group it is given.
#pragma once

#include "core/position.h"

#include <QWidget>

class QComboBox;
class QSettings;
class QLabel;
class QSpinBox;

namespace kibitz {

class BoardPreview;

class StartPositionBox : public QWidget {
    Q_OBJECT
public:
    enum class Kind { Standard, Chess960Random, Chess960Number };

    // settingsGroup: where the choice is kept in settings ("play", "twoPlayers"); settings
    // (not owned) is the window's own.
    StartPositionBox(QSettings* settings, const QString& settingsGroup, QWidget* parent = nullptr);

    Kind kind() const;
    void setKind(Kind kind);
    // The chosen number (meaningful for Chess960Number).
    int number() const;
    void setNumber(int n);
    // The number of the game to start: the chosen one, a new random one, or -1 for standard chess.
    int drawNumber() const;
    // The start position of a new game (Chess960 ones are Chess960 games).
    static core::Position startOf(int number);
    // Keeps the choice for the next time.
    void save() const;

    QComboBox* kinds() const { return m_kinds; }
    QSpinBox* numberBox() const { return m_number; }
    BoardPreview* preview() const { return m_preview; }

private:
    void update();

    QSettings* m_settings;
    QString m_group;
    QComboBox* m_kinds;
    QSpinBox* m_number;
    QLabel* m_random;
    BoardPreview* m_preview;
};

} // namespace kibitz
