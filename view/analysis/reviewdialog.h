// Analysis > Review Game…: the engine, the time or depth per move, the side(s) to judge and
// whether to insert the engine's better lines. Remembers the choices (in the window's settings, "review/…").
#pragma once

#include "engine/gamereviewer.h"
#include "enginecatalog.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QRadioButton;
class QSettings;
class QSpinBox;

namespace kibitz::analysis {

class ReviewDialog : public QDialog {
    Q_OBJECT
public:
    enum class Sides { Both, White, Black };

    // settings (not owned): the window's, where the choices of last time are kept.
    explicit ReviewDialog(QSettings* settings, QWidget* parent = nullptr);

    EngineChoice engineChoice() const;
    // Limits, sides and variations as chosen.
    engine::ReviewOptions options() const;

    void setDepth(int depth); // selects "depth per move"
    void setMovetime(int ms); // selects "time per move"
    void setSides(Sides sides);
    void setVariations(bool on);

    // Stores the choices for the next time (done on accept).
    void accept() override;

private:
    void updateLimitControls();

    QSettings* m_settings;
    EngineCatalog m_catalog;
    QComboBox* m_engines;
    QRadioButton* m_byDepth;
    QRadioButton* m_byTime;
    QSpinBox* m_depth;
    QSpinBox* m_movetime;
    QComboBox* m_sides;
    QCheckBox* m_variations;
};

} // namespace kibitz::analysis
