// TrainingWiring: the puzzle entries of the Training menu, the store, the harvest's progress.
#include "trainingwiring.h"

#include "backgroundwork.h"
#include "databasewiring.h"
#include "mainwindow.h"
#include "preferenceswiring.h"
#include "puzzletrainer.h"
#include "repertoiretrainer.h"
#include "training/puzzlepanel.h"
#include "training/puzzlesfromgamesdialog.h"
#include "training/trainingpages.h"

#include "gamelistmodel.h"
#include "database/gamefilter.h"
#include "puzzleharvest/puzzleharvest.h"
#include "trainingstore/puzzlesession.h"
#include "trainingstore/trainingstore.h"

#include <QAction>
#include <QDate>
#include <QFile>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QProgressDialog>
#include <QSettings>
#include <QSpinBox>

namespace kibitz {

namespace {
const QString NewPerDayKey = QStringLiteral("training/newPuzzlesPerDay");
const QString PlayerKey = QStringLiteral("training/player");
const QString DepthKey = QStringLiteral("training/depth");
} // namespace

TrainingWiring::TrainingWiring(MainWindow* window, QSettings* settings, QMenu* trainingMenu, const QString& storePath)
    : QObject(window), m_window(window), m_settings(settings),
      m_storePath(storePath.isEmpty() ? training::TrainingStore::defaultPath() : storePath)
{
    setObjectName(QStringLiteral("trainingWiring"));
    m_repertoire = new RepertoireTrainer(window, settings, [this] { return store(); }, this);
    trainingMenu->addAction(m_repertoire->action());
    m_repertoire->setNewPerDay(newPerDay());
    connect(m_repertoire, &RepertoireTrainer::message, this, &TrainingWiring::message);
    // One preference for new items a day: puzzles and repertoire positions alike.
    connect(this, &TrainingWiring::newPerDayChanged, m_repertoire, &RepertoireTrainer::setNewPerDay);
    m_fromGames = trainingMenu->addAction(tr("Puzzles from &My Games…"), this, &TrainingWiring::puzzlesFromGames);
    m_fromGames->setObjectName(QStringLiteral("puzzlesFromGamesAction"));
    m_train = trainingMenu->addAction(tr("Train &Puzzles"), this, &TrainingWiring::trainPuzzles);
    m_train->setObjectName(QStringLiteral("trainPuzzlesAction"));
    m_train->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_U));
    m_statistics = trainingMenu->addAction(tr("Training &Statistics…"), this, &TrainingWiring::showStatistics);
    m_statistics->setObjectName(QStringLiteral("trainingStatisticsAction"));
    trainingMenu->addSeparator();
}

// The trainers and a running harvest use the store: they go first.
TrainingWiring::~TrainingWiring()
{
    shutdown();
    delete m_harvest;
    delete m_trainer;
    delete m_repertoire;
}

void TrainingWiring::addPreferences(PreferencesWiring* preferences)
{
    preferences->addPage(
        [this] {
            auto* page = new TrainingPreferencesPage(newPerDay());
            connect(page, &TrainingPreferencesPage::newPerDayChanged, this, &TrainingWiring::setNewPerDay);
            return page;
        },
        tr("Training"));
}

int TrainingWiring::newPerDay() const
{
    return std::clamp(m_settings->value(NewPerDayKey, DefaultNewPerDay).toInt(), 0,
                      TrainingPreferencesPage::MaxNewPerDay);
}

void TrainingWiring::setNewPerDay(int count)
{
    m_settings->setValue(NewPerDayKey, count);
    emit newPerDayChanged(newPerDay());
}

training::TrainingStore* TrainingWiring::store()
{
    if (!m_store) {
        auto store = std::make_unique<training::TrainingStore>(m_storePath);
        if (!store->open()) {
            warn(store->errorText());
            return nullptr;
        }
        m_store = std::move(store);
    }
    return m_store.get();
}

void TrainingWiring::warn(const QString& text)
{
    emit message(text);
    if (m_window->isVisible())
        QMessageBox::warning(m_window, tr("Training"), text);
}

void TrainingWiring::puzzlesFromGames()
{
    if (m_harvest) {
        if (m_progress)
            m_progress->show();
        return;
    }
    const QString database = m_window->database() ? m_window->database()->shownDatabase() : QString();
    PuzzlesFromGamesDialog dialog(database, m_settings->value(PlayerKey).toString(),
                                  m_settings->value(DepthKey, 10).toInt(), m_settings, m_window);
    if (!database.isEmpty() && m_window->database()->games()->filterMask())
        dialog.setDatabaseFiltered(int(m_window->database()->games()->filteredCount()));
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_settings->setValue(PlayerKey, dialog.player());
    m_settings->setValue(DepthKey, dialog.depth());
    const analysis::EngineChoice choice = dialog.engineChoice();
    QSettings* settings = m_settings;
    findPuzzles(dialog.files(), dialog.player(),
                [choice, settings] { return analysis::EngineCatalog(settings).create(choice, nullptr); }, dialog.depth());
}

bool TrainingWiring::findPuzzles(const QStringList& files, const QString& player,
                                 const std::function<engine::Engine*()>& makeEngine, int depth)
{
    training::TrainingStore* kept = store();
    if (!kept || m_harvest)
        return false;
    std::vector<training::HarvestGame> games;
    QStringList problems;
    QStringList others = files;
    const QString database = m_window->database() ? m_window->database()->shownDatabase() : QString();
    if (!database.isEmpty() && others.removeAll(database) > 0 && !gamesOfDatabase(player, games, problems))
        return false; // cancelled
    gamesOfFiles(others, player, games, problems);
    if (games.empty()) {
        problems << (player.isEmpty() ? tr("There is no game to look through.")
                                      : tr("%1 plays in none of these games.").arg(player));
        warn(problems.join(QLatin1Char('\n')));
        return false;
    }
    m_harvest = new training::PuzzleHarvest(*kept, makeEngine, this);
    m_progress = new QProgressDialog(tr("Looking for puzzles in %Ln game(s)…", nullptr, int(games.size())),
                                     tr("Cancel"), 0, int(games.size()), m_window);
    m_progress->setObjectName(QStringLiteral("puzzleHarvestProgress"));
    m_progress->setWindowTitle(tr("Puzzles from My Games"));
    m_progress->setAutoClose(false);
    m_progress->setAutoReset(false);
    m_progress->setMinimumDuration(0);
    connect(m_progress, &QProgressDialog::canceled, m_harvest, &training::PuzzleHarvest::cancel);
    connect(m_harvest, &training::PuzzleHarvest::progressed, m_progress,
            [this](int done, int, int searches, int total) {
                m_progress->setValue(done);
                m_progress->setLabelText(tr("Game %1 of %2: search %3 of %4. Puzzles so far: %5.")
                                             .arg(done + 1)
                                             .arg(m_progress->maximum())
                                             .arg(searches)
                                             .arg(total)
                                             .arg(m_harvest->found()));
            });
    connect(m_harvest, &training::PuzzleHarvest::finished, this, [this](int puzzles) {
        onHarvestEnded(tr("%Ln puzzle(s) found and kept for training.", nullptr, puzzles));
    });
    connect(m_harvest, &training::PuzzleHarvest::cancelled, this, [this] {
        onHarvestEnded(tr("Cancelled; the %Ln puzzle(s) found before are kept.", nullptr, m_harvest->found()));
    });
    connect(m_harvest, &training::PuzzleHarvest::failed, this,
            [this](const QString& text) { onHarvestEnded(tr("The search for puzzles failed: %1").arg(text)); });
    m_harvest->start(std::move(games), engine::EngineLimits::ofDepth(depth));
    return true;
}

// Each file read whole, on a worker thread.
void TrainingWiring::gamesOfFiles(const QStringList& files, const QString& player,
                                  std::vector<training::HarvestGame>& games, QStringList& problems)
{
    if (files.isEmpty())
        return;
    io::Progress progress;
    runInBackground(m_window, tr("Reading the games…"), progress, [&] {
        for (const QString& path : files) {
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly)) {
                problems << tr("Cannot read %1: %2").arg(path, file.errorString());
                continue;
            }
            game::PgnReadResult read = game::readPgn(file.readAll().toStdString());
            for (training::HarvestGame& g : training::gamesOfPlayer(path, read, player.toStdString()))
                games.push_back(std::move(g));
        }
    });
}

// The open database's games that player plays, among those its Games panel's filter keeps: found
// by the index's names, and only their bytes read (where the index says they are). False when the
// person cancelled the reading.
bool TrainingWiring::gamesOfDatabase(const QString& player, std::vector<training::HarvestGame>& games,
                                     QStringList& problems)
{
    DatabaseWiring* db = m_window->database();
    const QString path = db->shownDatabase();
    if (db->isIndexing()) {
        problems << tr("%1 is still being indexed; look for puzzles in it once all its games are listed.")
                        .arg(QFileInfo(path).fileName());
        return true;
    }
    const GameListModel* list = db->games();
    const std::string wanted = player.toStdString();
    const auto mask = list->filterMask();
    const std::vector<database::PlayerGame> picked = database::gamesOfPlayer(
        list->gameIndex().view(),
        [&wanted](std::string_view name) { return wanted.empty() || training::namesPlayer(std::string(name), wanted); },
        mask.get());
    std::vector<int> numbers;
    for (const database::PlayerGame& g : picked)
        numbers.push_back(int(g.game) + 1);
    std::vector<io::PgnFileRead> reads;
    QString error;
    if (!db->readGames(numbers, tr("Reading the games…"), reads, &error)) {
        if (error.isEmpty())
            return false;
        problems << error;
        return true;
    }
    for (std::size_t i = 0; i < reads.size(); ++i) {
        if (reads[i].ok)
            games.push_back(training::HarvestGame{path, numbers[i], std::move(reads[i].game), picked[i].white,
                                                  picked[i].black});
        else
            problems << reads[i].error;
    }
    return true;
}

void TrainingWiring::onHarvestEnded(const QString& text)
{
    const int found = m_harvest ? m_harvest->found() : 0;
    if (m_progress)
        m_progress->deleteLater();
    if (m_harvest)
        m_harvest->deleteLater();
    m_harvest = nullptr;
    emit message(text);
    emit harvestEnded(found);
}

void TrainingWiring::trainPuzzles()
{
    training::TrainingStore* kept = store();
    if (!kept)
        return;
    if (!m_trainer) {
        m_trainer = new PuzzleTrainer(m_window, *kept, this);
        connect(m_trainer, &PuzzleTrainer::message, this, &TrainingWiring::message);
    }
    m_trainer->start(newPerDay());
}

void TrainingWiring::showStatistics()
{
    training::TrainingStore* kept = store();
    if (!kept)
        return;
    const auto day = training::PuzzleSession::dayOf(QDate::currentDate());
    TrainingStatisticsDialog dialog(kept->statistics(training::ItemKind::Puzzle, day),
                                    kept->statistics(training::ItemKind::Repertoire, day), m_window);
    dialog.exec();
}

void TrainingWiring::shutdown()
{
    if (m_harvest) {
        m_harvest->disconnect(this);
        m_harvest->cancel();
    }
}

} // namespace kibitz
