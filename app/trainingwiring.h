// Training in the window (issue 29): the Training menu — Repertoire… (RepertoireTrainer), Puzzles
// from My Games… (the games looked through in the background, with progress and Cancel, the
// puzzles kept in the training store), Train Puzzles (PuzzleTrainer) and Training Statistics… —
// and the trainers' Preferences page (new items per day, in the window's settings). The one
// training store of the window is opened when first needed and shared by both trainers.
//
// Ownership: a child of the window; the store, both trainers and the running harvest are the
// wiring's.
#pragma once

#include "puzzleharvest/puzzleharvest.h"

#include <QObject>
#include <QPointer>
#include <QProgressDialog>

#include <functional>
#include <memory>

class QAction;
class QMenu;
class QSettings;

namespace kibitz {

class MainWindow;
class PreferencesWiring;
class PuzzleTrainer;
class RepertoireTrainer;


class TrainingWiring : public QObject {
    Q_OBJECT
public:
    static constexpr int DefaultNewPerDay = 10;

    // storePath: the training database (TrainingStore::defaultPath() when empty).
    TrainingWiring(MainWindow* window, QSettings* settings, QMenu* trainingMenu, const QString& storePath);
    ~TrainingWiring() override;

    // Adds the Training page to Edit > Preferences….
    void addPreferences(PreferencesWiring* preferences);
    int newPerDay() const;
    void setNewPerDay(int count);

    QAction* puzzlesFromGamesAction() const { return m_fromGames; }
    QAction* trainAction() const { return m_train; }
    QAction* statisticsAction() const { return m_statistics; }
    PuzzleTrainer* trainer() const { return m_trainer; }
    RepertoireTrainer* repertoireTrainer() const { return m_repertoire; }
    training::PuzzleHarvest* harvest() const { return m_harvest; }
    // The store, opened now if need be; null (with a message shown) when it cannot be used.
    training::TrainingStore* store();

public slots:
    void puzzlesFromGames();
    // Looks through the games of files for player's mistakes at depth (the dialog's choice);
    // false with a message when nothing can be started.
    bool findPuzzles(const QStringList& files, const QString& player, const std::function<engine::Engine*()>& makeEngine,
                     int depth);
    void trainPuzzles();
    void showStatistics();
    // Stops a running harvest (the application quits).
    void shutdown();

signals:
    void message(const QString& text);
    // The preference changed (the repertoire trainer follows it too).
    void newPerDayChanged(int count);
    void harvestEnded(int puzzles);

private:
    void warn(const QString& text);
    void gamesOfFiles(const QStringList& files, const QString& player, std::vector<training::HarvestGame>& games,
                      QStringList& problems);
    bool gamesOfDatabase(const QString& player, std::vector<training::HarvestGame>& games, QStringList& problems);
    void onHarvestEnded(const QString& text);

    MainWindow* m_window;
    QSettings* m_settings;
    QString m_storePath;
    std::unique_ptr<training::TrainingStore> m_store;
    QAction* m_fromGames;
    QAction* m_train;
    QAction* m_statistics;
    PuzzleTrainer* m_trainer = nullptr;
    RepertoireTrainer* m_repertoire;
    QPointer<training::PuzzleHarvest> m_harvest;
    QPointer<QProgressDialog> m_progress;
};

} // namespace kibitz
