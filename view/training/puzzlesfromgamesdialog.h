// Training > Puzzles from My Games…: the PGN files (or the open database) to look through, the
// player whose mistakes become puzzles, the engine and its depth per move. The caller gives the
// remembered player and depth and keeps the new ones (its settings).
#pragma once

#include "analysis/enginecatalog.h"
#include "engine/enginetypes.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QListWidget;
class QSettings;
class QSpinBox;

namespace kibitz {

class PuzzlesFromGamesDialog : public QDialog {
    Q_OBJECT
public:
    // database: the file of the open database ("" when none is open).
    // settings: where the engines are remembered (the window's).
    PuzzlesFromGamesDialog(const QString& database, const QString& player, int depth, QSettings* settings,
                           QWidget* parent = nullptr);

    // The chosen files, the database first when ticked.
    QStringList files() const;
    QString player() const;
    int depth() const;
    engine::EngineLimits limits() const;
    analysis::EngineChoice engineChoice() const;

    void addFiles(const QStringList& paths);
    // The Games panel's filter keeps games of the database: only those are looked through.
    void setDatabaseFiltered(int games);
    QLineEdit* playerEdit() const { return m_player; }

private:
    void chooseFiles();
    void updateOk();

    QString m_database;
    QCheckBox* m_useDatabase;
    QListWidget* m_files;
    QLineEdit* m_player;
    QComboBox* m_engines;
    QSpinBox* m_depth;
};

} // namespace kibitz
