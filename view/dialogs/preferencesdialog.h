// PreferencesDialog (Edit > Preferences…): pages of settings that apply as they are changed —
// sounds and volume, animation speed, hover hints, the turning board, captured pieces, the
// default engine and the language (used at the next start). It edits a Preferences object
// (model/preferences), which stores each value in QSettings at once and announces it; other
// parts add their own pages with addPage().
#pragma once

#include "analysis/enginecatalog.h"

#include <QDialog>
#include <QStringList>

class QComboBox;
class QTabWidget;

namespace kibitz {

class Preferences;

class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    // languages: the codes of the translations that exist ("de", "fr", …); settings (not owned):
    // the window's, where the engines chosen by path are kept.
    PreferencesDialog(Preferences* preferences, QSettings* settings, const QStringList& languages,
                      QWidget* parent = nullptr);

    // Adds a page (the dialog takes ownership), e.g. the board style page.
    void addPage(QWidget* page, const QString& title);
    QTabWidget* pages() const { return m_tabs; }

private:
    QWidget* soundPage();
    QWidget* boardPage();
    QWidget* enginePage();
    QWidget* languagePage(const QStringList& languages);
    void fillEngines();
    void browseEngine();

    Preferences* m_prefs;
    analysis::EngineCatalog m_catalog;
    QTabWidget* m_tabs;
    QComboBox* m_engines = nullptr;
};

} // namespace kibitz
