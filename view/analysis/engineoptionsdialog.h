// Analysis > Engine Options…: a form built from the options the engine itself declares (UCI
// "option" lines, or the built-in engine's list), one editor per type: spin → spin box with the
// engine's limits, check → check box, combo → its choices, string → line edit, button → a push
// button that is sent at once. OK keeps the values for that engine (EngineSettings) and sends
// the changed ones to the engine; "Reset to Engine Defaults" puts the declared defaults back.
// An engine whose options are not known yet is started to learn them. MultiPV is not shown: the
// analysis panel's Lines box sets it for every search.
#pragma once

#include "engine/enginesettings.h"
#include "engine/enginetypes.h"

#include <QDialog>
#include <QMap>
#include <QPointer>

class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QPushButton;
class QScrollArea;
class QSettings;

namespace kibitz::engine {
class Engine;
}

namespace kibitz::analysis {

class EngineOptionsDialog : public QDialog {
    Q_OBJECT
public:
    // Edits engine's options (engine not owned), kept under identity (EngineSettings::identity())
    // in settings (not owned: the window's).
    EngineOptionsDialog(engine::Engine* engine, const QString& identity, QSettings* settings,
                        QWidget* parent = nullptr);

    // The options shown (in the engine's order), once known.
    const QList<engine::EngineOption>& shownOptions() const { return m_options; }
    // The value an editor holds now, as UCI text ("true", "16", a choice); empty for buttons.
    QString value(const QString& name) const;
    // The message shown instead of the form (starting, failure, no options); empty when none.
    QString message() const;
    QPushButton* resetButton() const { return m_reset; }

public slots:
    // Puts every editor back to the engine's declared default (applied with OK).
    void resetToDefaults();
    void accept() override;

signals:
    // OK sent these values (name → UCI text) to the engine: those that differ from before.
    void optionsApplied(const QMap<QString, QString>& changed);

private:
    bool optionsKnown() const;
    void learnOptions();
    void showMessage(const QString& text);
    void buildForm();
    QWidget* createEditor(const engine::EngineOption& option);
    void setValue(const engine::EngineOption& option, const QString& value);
    void updateLabel(const engine::EngineOption& option);
    void pressButton(const QString& name);

    QPointer<engine::Engine> m_engine;
    QString m_id;
    engine::EngineSettings m_store;
    QList<engine::EngineOption> m_options;
    QMap<QString, QString> m_initial; // what the engine has: stored values over defaults
    QMap<QString, QWidget*> m_editors;
    QMap<QString, QLabel*> m_labels;
    QLabel* m_title = nullptr;
    QLabel* m_message = nullptr;
    QScrollArea* m_scroll = nullptr;
    QFormLayout* m_form = nullptr;
    QLabel* m_note = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
    QPushButton* m_reset = nullptr;
};

} // namespace kibitz::analysis
