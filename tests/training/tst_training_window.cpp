// Training in the window (issue 29): the Training menu, puzzles from one's games and the puzzle
// trainer on the board.
#include "gamesbrowsehelpers.h"
#include "tst_mainwindow.h"
#include "gameediting.h"

#include "analysiswiring.h"
#include "databasewiring.h"
#include "gamelistmodel.h"
#include "documentlist.h"
#include "gamedocument.h"
#include "puzzletrainer.h"
#include "trainingwiring.h"
#include "windowactions.h"
#include "training/puzzlepanel.h"
#include "training/trainingpages.h"

#include "engine/builtinengine.h"
#include "engine/uciengine.h"
#include "trainingstore/puzzlesession.h"
#include "trainingstore/trainingstore.h"

#include <QApplication>
#include <QDate>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QProgressDialog>
#include <QScopeGuard>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTimer>

namespace kibitz::test {
namespace {

class TrainingWindowTest : public WindowTest {
protected:
    QString storePath() const { return m_dir.filePath(QStringLiteral("training.sqlite")); }
    // A window whose training database is the fixture's.
    std::unique_ptr<MainWindow> trainingWindow()
    {
        m_settings = std::make_unique<QSettings>(m_dir.filePath("settings.ini"), QSettings::IniFormat);
        MainWindow::Options o;
        o.settings = m_settings.get();
        o.restoreSession = false;
        o.rememberSession = false;
        o.trainingDatabase = storePath();
        o.prompt = [](const QString&) { return UnsavedGuard::Answer::Discard; };
        return std::make_unique<MainWindow>(o);
    }
    QString writeGames()
    {
        const QString path = m_dir.filePath(QStringLiteral("games.pgn"));
        writeAll(path, "[White \"Trainee\"]\n[Black \"Opponent\"]\n[Result \"0-1\"]\n\n"
                       "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nd4 4. Nxe5 Qg5 5. Nxf7 Qxg2 6. Rf1 Qxe4+ 7. Be2 Nf3# 0-1\n\n"
                       "[White \"Someone\"]\n[Black \"Else\"]\n[Result \"1-0\"]\n\n"
                       "1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. d3 Nd4 5. Qxf7# 1-0\n");
        return path;
    }
};

// The menus of the menu bar, in order.
QList<QMenu*> menusOf(const MainWindow& w)
{
    QList<QMenu*> menus;
    for (QAction* a : w.menuBar()->actions())
        if (a->menu())
            menus.push_back(a->menu());
    return menus;
}

// One Training menu, after Analysis and before Help, for every trainer to add to.
TEST_F(TrainingWindowTest, TrainingMenuStandsBeforeHelp)
{
    auto w = makeWindow(false);
    const QList<QMenu*> menus = menusOf(*w);
    QMenu* training = w->actions().trainingMenu;
    ASSERT_NE(training, nullptr);
    ASSERT_GE(menus.size(), 3);
    EXPECT_EQ(menus.count(training), 1);
    EXPECT_EQ(menus.indexOf(training), menus.size() - 2);
    EXPECT_EQ(menus.last(), w->actions().helpMenu);
    const auto* analysis = w->findChild<AnalysisWiring*>();
    ASSERT_NE(analysis, nullptr);
    EXPECT_EQ(menus.at(menus.size() - 3), analysis->analysisMenu());
}

// Puzzles from My Games: Trainee's game only (not the other players'), reviewed in the
// background, the puzzle kept in the store with its file, game and move.
TEST_F(TrainingWindowTest, PuzzlesFromGamesKeepsThePlayersPuzzles)
{
    auto w = trainingWindow();
    auto* training = w->findChild<TrainingWiring*>();
    ASSERT_NE(training, nullptr);
    const QString games = writeGames();
    QSignalSpy ended(training, &TrainingWiring::harvestEnded);
    ASSERT_TRUE(training->findPuzzles({games}, QStringLiteral("trainee"),
                                      [] { return new engine::BuiltinEngine; }, 8));
    ASSERT_TRUE(ended.wait(60000));
    EXPECT_EQ(ended.at(0).at(0).toInt(), 1);
    const std::vector<training::TrainingItem> items = training->store()->items(training::ItemKind::Puzzle);
    ASSERT_EQ(items.size(), 1u);
    EXPECT_EQ(items[0].answer, QStringLiteral("d1e2"));
    EXPECT_EQ(items[0].played, QStringLiteral("c4e2"));
    EXPECT_EQ(items[0].source, games);
    EXPECT_EQ(items[0].game, 1);
    EXPECT_EQ(items[0].ply, 12);
}

// Scores for review.sh (tests/data/fake_engines), by position, from the side to move: White's 2nd
// move drops from 0 to -300 (a blunder; g1f3 was best), White's 3rd allows a mate. Every move in
// them is legal after 1. e4 e5 and after 1. d4 d5 alike.
const char* const HarvestScript = "cp 0 e2e4|cp 0 e7e5|cp 0 g1f3|cp 300 b8c6|cp -300 g1f3|mate 2 g8f6|mate -2 e1d2";

// Clicks Cancel on the harvest's progress dialog: the harvest ends at once with the one puzzle
// found, the dialog goes and no modal window is left.
void cancelHarvest(QWidget& window, TrainingWiring* training)
{
    auto* progress = window.findChild<QProgressDialog*>(QStringLiteral("puzzleHarvestProgress"));
    ASSERT_NE(progress, nullptr);
    auto* cancel = progress->findChild<QPushButton*>();
    ASSERT_NE(cancel, nullptr);
    QSignalSpy ended(training, &TrainingWiring::harvestEnded);
    QTest::mouseClick(cancel, Qt::LeftButton);
    ASSERT_EQ(ended.size(), 1);
    EXPECT_EQ(ended[0][0].toInt(), 1);
    EXPECT_EQ(training->harvest(), nullptr);
    EXPECT_TRUE(QTest::qWaitFor(
        [&] { return !window.findChild<QProgressDialog*>(QStringLiteral("puzzleHarvestProgress")); }, 10000));
    EXPECT_EQ(QApplication::activeModalWidget(), nullptr);
}

// Only the finished game's puzzle is kept, and the store is free for another connection.
void expectFirstGamesPuzzleAlone(const QString& storePath)
{
    training::TrainingStore other(storePath);
    ASSERT_TRUE(other.open()) << other.errorText().toStdString();
    const std::vector<training::TrainingItem> items = other.items(training::ItemKind::Puzzle);
    ASSERT_EQ(items.size(), 1u);
    EXPECT_EQ(items[0].game, 1);
    EXPECT_EQ(items[0].ply, 2);
    EXPECT_EQ(items[0].answer, QStringLiteral("g1f3"));
    EXPECT_TRUE(other.recordAnswer({items[0].id, training::fsrs::Rating::Good, QDate::currentDate().toJulianDay() - 5,
                                    QDateTime::currentDateTimeUtc().addDays(-5)}));
}

// Cancel while the harvest is in its second game: the first game's puzzle was found and kept; the
// second game's engine has answered its first look at a puzzle (found, not kept yet) and hangs on
// the second. Cancel on the progress dialog ends it: the window is usable at once, the store holds
// the first game's puzzle alone and takes new writes, and the hung engine process is gone.
TEST_F(TrainingWindowTest, PuzzlesFromGamesCancelledInMidRun)
{
    const QString games = m_dir.filePath(QStringLiteral("two.pgn"));
    ASSERT_TRUE(writeAll(games, "[White \"Trainee\"]\n[Black \"Opponent\"]\n\n1. e4 e5 2. Ke2 *\n\n"
                                "[White \"Trainee\"]\n[Black \"Opponent\"]\n\n1. d4 d5 2. Kd2 Nc6 3. Ke1 Nf6 *\n"));
    qputenv("KIBITZ_FAKE_REVIEW", HarvestScript);
    qputenv("KIBITZ_FAKE_SILENT_AFTER", "1");
    const QString log = m_dir.filePath(QStringLiteral("engine.log"));
    qputenv("KIBITZ_FAKE_LOG", log.toLocal8Bit());
    const auto unset = qScopeGuard([] {
        qunsetenv("KIBITZ_FAKE_REVIEW");
        qunsetenv("KIBITZ_FAKE_SILENT_AFTER");
        qunsetenv("KIBITZ_FAKE_LOG");
    });
    QList<QPointer<engine::UciEngine>> engines;
    auto w = trainingWindow();
    auto* training = w->findChild<TrainingWiring*>();
    ASSERT_NE(training, nullptr);
    const auto makeEngine = [&engines] {
        engines.push_back(new engine::UciEngine(QStringLiteral(KIBITZ_SOURCE_DIR "/tests/data/fake_engines/review.sh")));
        return engines.back().data();
    };
    ASSERT_TRUE(training->findPuzzles({games}, QStringLiteral("Trainee"), makeEngine, 12));
    training::PuzzleHarvest* harvest = training->harvest();
    ASSERT_NE(harvest, nullptr);
    // The engine of the second game has gone silent (it says so in its log).
    const auto logText = [&log] {
        QFile file(log);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    };
    ASSERT_TRUE(QTest::qWaitFor([&] { return logText().contains("(silent)"); }, 60000)) << logText().toStdString();
    ASSERT_EQ(engines.size(), 2);
    ASSERT_FALSE(engines[1].isNull());
    const qint64 pid = engines[1]->processId();
    ASSERT_GT(pid, 0);
    ASSERT_EQ(harvest->found(), 1);

    ASSERT_NO_FATAL_FAILURE(cancelHarvest(*w, training));
    // The hung engine (it answers no "stop") is ended and reaped.
    EXPECT_TRUE(QTest::qWaitFor([pid] { return !QFileInfo::exists(QStringLiteral("/proc/%1").arg(pid)); }, 20000));

    ASSERT_NO_FATAL_FAILURE(expectFirstGamesPuzzleAlone(storePath()));
    // The window goes on: a move on the board, then the kept puzzle to train.
    EXPECT_TRUE(w->model()->editing()->makeMoveSan(QStringLiteral("e4")).ok);
    training->trainPuzzles();
    ASSERT_NE(training->trainer(), nullptr);
    ASSERT_TRUE(training->trainer()->session()->hasPuzzle());
    EXPECT_EQ(training->trainer()->session()->puzzle().game, 1);
}

// A database whose games the harvest takes from its index: Trainee's games are 1 (White, Club),
// 3 (White, Blitz) and 4 (Black, Club); game 2 is others'.
const char* const ClubGames = "[Event \"Club\"]\n[White \"Trainee\"]\n[Black \"Opponent\"]\n\n1. e4 e5 2. Ke2 *\n\n"
                              "[Event \"Club\"]\n[White \"Someone\"]\n[Black \"Else\"]\n\n1. e4 e5 2. Ke2 *\n\n"
                              "[Event \"Blitz\"]\n[White \"Trainee\"]\n[Black \"Opponent\"]\n\n1. d4 d5 2. Kd2 *\n\n"
                              "[Event \"Club\"]\n[White \"Opponent\"]\n[Black \"Trainee\"]\n\n1. d4 d5 2. Kd2 *\n";

class PuzzlesFromDatabaseTest : public DatabaseWindowTest { };

// Puzzles from the open database: the player's games among those the Games panel's filter keeps,
// found by the index and read from their own bytes, each with the colour the player has there.
// Of Trainee's games the filter (event Club) keeps 1 and 4; in 4 Trainee is Black, so White's
// blunder there is no puzzle of Trainee's: one puzzle, from game 1. (Read whole, the file gave
// game 3's puzzle too.)
TEST_F(PuzzlesFromDatabaseTest, TheIndexGivesThePlayersGamesOfTheFilter)
{
    qputenv("KIBITZ_FAKE_REVIEW", HarvestScript);
    const auto unset = qScopeGuard([] { qunsetenv("KIBITZ_FAKE_REVIEW"); });
    auto w = openDatabase(ClubGames, 4);
    DatabaseWiring* db = w->database();
    GameFilter filter;
    filter.more.event = "Club";
    db->games()->setFilter(filter);
    ASSERT_TRUE(QTest::qWaitFor([&] { return !db->games()->isOrdering() && db->games()->rowCount() == 3; }, 10000));
    auto* training = w->findChild<TrainingWiring*>();
    ASSERT_NE(training, nullptr);
    QSignalSpy ended(training, &TrainingWiring::harvestEnded);
    const QString file = db->shownDatabase();
    ASSERT_TRUE(training->findPuzzles(
        {file}, QStringLiteral("trainee"),
        [] { return new engine::UciEngine(QStringLiteral(KIBITZ_SOURCE_DIR "/tests/data/fake_engines/review.sh")); }, 12));
    ASSERT_NE(training->harvest(), nullptr);
    EXPECT_EQ(training->harvest()->gameCount(), 2);
    ASSERT_TRUE(ended.wait(60000));
    EXPECT_EQ(ended.at(0).at(0).toInt(), 1);
    const std::vector<training::TrainingItem> items = training->store()->items(training::ItemKind::Puzzle);
    ASSERT_EQ(items.size(), 1u);
    EXPECT_EQ(items[0].source, file);
    EXPECT_EQ(items[0].game, 1);
    EXPECT_EQ(items[0].ply, 2);
    EXPECT_EQ(items[0].answer, QStringLiteral("g1f3"));
}

// Train Puzzles: the puzzle in a tab of its own; a wrong move on the board is answered Again, the
// board goes back to the puzzle with the answer (green), the move (red) and the reply (yellow);
// Open Source Game opens the game at the puzzle's move in another tab.
TEST_F(TrainingWindowTest, AWrongMoveShowsTheAnswerAndTheSourceOpens)
{
    const QString games = writeGames();
    {
        training::TrainingStore store(storePath());
        ASSERT_TRUE(store.open());
        training::TrainingItem it;
        it.fen = QStringLiteral("r1b1kbnr/pppp1Npp/8/8/2Bnq3/8/PPPP1P1P/RNBQKR2 w Qkq - 0 7");
        it.answer = QStringLiteral("d1e2");
        it.played = QStringLiteral("c4e2");
        it.refutation = QStringLiteral("d4f3");
        it.source = games;
        it.game = 1;
        it.ply = 12;
        ASSERT_NE(store.addItem(it), 0);
    }
    auto w = trainingWindow();
    w->model()->editing()->makeMoveSan(QStringLiteral("e4")); // work in the first tab stays there
    auto* training = w->findChild<TrainingWiring*>();
    training->trainPuzzles();
    PuzzleTrainer* trainer = training->trainer();
    ASSERT_NE(trainer, nullptr);
    ASSERT_TRUE(trainer->session()->hasPuzzle());
    EXPECT_EQ(w->documents()->count(), 2);
    EXPECT_EQ(w->model()->fen(), trainer->session()->puzzle().fen);

    ASSERT_TRUE(w->model()->editing()->makeMoveSan(QStringLiteral("Be2")).ok);
    EXPECT_EQ(trainer->session()->rating(), training::fsrs::Rating::Again);
    EXPECT_EQ(w->model()->fen(), trainer->session()->puzzle().fen);
    const game::NodeAnnotations& marks = w->model()->tree().node(w->model()->cursor()).annotations();
    ASSERT_EQ(marks.arrows.size(), 3u);
    EXPECT_EQ(marks.arrows[0], (game::Arrow{core::D1, core::E2, game::MarkColour::Green}));
    EXPECT_EQ(marks.arrows[1], (game::Arrow{core::C4, core::E2, game::MarkColour::Red}));
    EXPECT_EQ(marks.arrows[2], (game::Arrow{core::D4, core::F3, game::MarkColour::Yellow}));
    EXPECT_TRUE(trainer->panel()->statusText().contains(QStringLiteral("Nf3#"))) << trainer->panel()->statusText().toStdString();
    EXPECT_TRUE(trainer->panel()->statusText().contains(QStringLiteral("Qe2")));
    EXPECT_EQ(training->store()->answers(trainer->session()->puzzle().id).size(), 1u);

    ASSERT_TRUE(trainer->openSource());
    EXPECT_EQ(w->documents()->count(), 3);
    EXPECT_EQ(w->document()->filePath(), games);
    EXPECT_EQ(w->model()->fen(), trainer->session()->puzzle().fen);
}

// The trainer's preference: new puzzles per day, kept in the window's settings.
TEST_F(TrainingWindowTest, NewPuzzlesPerDayIsAPreference)
{
    auto w = trainingWindow();
    auto* training = w->findChild<TrainingWiring*>();
    EXPECT_EQ(training->newPerDay(), TrainingWiring::DefaultNewPerDay);
    TrainingPreferencesPage page(training->newPerDay());
    QObject::connect(&page, &TrainingPreferencesPage::newPerDayChanged, training, &TrainingWiring::setNewPerDay);
    page.newPerDayBox()->setValue(3);
    EXPECT_EQ(m_settings->value(QStringLiteral("training/newPuzzlesPerDay")).toInt(), 3);
    EXPECT_EQ(training->newPerDay(), 3);
}

// Training Statistics… shows the repertoire positions beside the puzzles: three positions, one
// answered Good ten days ago (due again by today, learned), one answered Again today (due
// tomorrow), one never tried; a puzzle's miss counts for the puzzles only.
TEST_F(TrainingWindowTest, StatisticsShowRepertoirePositions)
{
    const std::int64_t today = QDate::currentDate().toJulianDay();
    {
        training::TrainingStore store(storePath());
        ASSERT_TRUE(store.open());
        std::vector<training::TrainingItem> positions(3);
        const char* const fens[] = {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                                    "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
                                    "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"};
        const char* const answers[] = {"e2e4", "g1f3", "f1b5"};
        for (std::size_t i = 0; i < positions.size(); ++i) {
            positions[i].kind = training::ItemKind::Repertoire;
            positions[i].fen = QString::fromLatin1(fens[i]);
            positions[i].answer = QString::fromLatin1(answers[i]);
        }
        std::vector<qint64> ids;
        ASSERT_NE(store.keepRepertoire(QStringLiteral("/lines/white.pgn"), 0, positions, ids), 0);
        ASSERT_EQ(ids.size(), 3u);
        const QDateTime now = QDateTime::currentDateTimeUtc();
        ASSERT_TRUE(store.recordAnswer({ids[0], training::fsrs::Rating::Good, today - 10, now.addDays(-10)}));
        ASSERT_TRUE(store.recordAnswer({ids[1], training::fsrs::Rating::Again, today, now}));
        training::TrainingItem puzzle;
        puzzle.fen = QStringLiteral("r1b1kbnr/pppp1Npp/8/8/2Bnq3/8/PPPP1P1P/RNBQKR2 w Qkq - 0 7");
        puzzle.answer = QStringLiteral("d1e2");
        const qint64 puzzleId = store.addItem(puzzle);
        ASSERT_NE(puzzleId, 0);
        ASSERT_TRUE(store.recordAnswer({puzzleId, training::fsrs::Rating::Again, today, now}));
    }
    auto w = trainingWindow();
    auto* training = w->findChild<TrainingWiring*>();
    ASSERT_NE(training, nullptr);
    QMap<QString, QString> shown;
    QTimer::singleShot(0, [&shown] {
        auto* dialog = qobject_cast<TrainingStatisticsDialog*>(QApplication::activeModalWidget());
        ASSERT_NE(dialog, nullptr);
        for (const QLabel* label : dialog->findChildren<QLabel*>())
            if (!label->objectName().isEmpty())
                shown[label->objectName()] = label->text();
        dialog->reject();
    });
    training->statisticsAction()->trigger();
    EXPECT_EQ(shown.value(QStringLiteral("repertoireCount")), QStringLiteral("3"));
    EXPECT_EQ(shown.value(QStringLiteral("repertoireDue")), QStringLiteral("1"));
    EXPECT_EQ(shown.value(QStringLiteral("repertoireNew")), QStringLiteral("1"));
    EXPECT_EQ(shown.value(QStringLiteral("repertoireLearned")), QStringLiteral("1"));
    EXPECT_EQ(shown.value(QStringLiteral("repertoireRight")), QStringLiteral("1 of 2 (50%)"));
    EXPECT_EQ(shown.value(QStringLiteral("puzzleCount")), QStringLiteral("1"));
    EXPECT_EQ(shown.value(QStringLiteral("puzzlesLearned")), QStringLiteral("0"));
    EXPECT_EQ(shown.value(QStringLiteral("puzzlesSolved")), QStringLiteral("0 of 1 (0%)"));
}

} // namespace
} // namespace kibitz::test
