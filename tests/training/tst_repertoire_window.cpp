// The repertoire trainer in the window (issue 29): Training > Repertoire… trains one line of a
// Black repertoire on the board — Kibitz's White moves played for it, a wrong answer taken back
// with a green arrow to the repertoire's move, the right one ending the line.
#include "tst_mainwindow.h"

#include "boardviewport.h"
#include "gamedocument.h"
#include "repertoiretrainer.h"
#include "trainingwiring.h"
#include "windowactions.h"
#include "training/repertoirepanel.h"
#include "trainingstore/repertoiresession.h"

#include "core/fen.h"

#include <QDockWidget>
#include <QMenu>
#include <QPushButton>
#include <QSignalSpy>
#include <QSqlDatabase>

namespace kibitz::test {
namespace {

class RepertoireWindowTest : public WindowTest { };

QString fenOf(const MainWindow& w) { return QString::fromStdString(core::toFen(w.model()->position())); }

TEST_F(RepertoireWindowTest, OneLineWithAMiss)
{
    ASSERT_TRUE(writeAll(path(QStringLiteral("black.pgn")), "[Event \"Black\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n"));
    auto w = makeWindow(false);
    auto* trainer = w->findChild<RepertoireTrainer*>();
    ASSERT_NE(trainer, nullptr);
    EXPECT_TRUE(w->actions().trainingMenu->actions().contains(trainer->action()));

    ASSERT_TRUE(trainer->train(path(QStringLiteral("black.pgn")), core::Black));
    training::RepertoireSession* session = trainer->session();
    QSignalSpy answered(session, &training::RepertoireSession::answered);
    // Kibitz has played 1. e4; Black is at the bottom.
    EXPECT_EQ(fenOf(*w), QStringLiteral("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
    if (w->viewport()) {
        EXPECT_TRUE(QTest::qWaitFor([&] { return w->viewport()->isFlipped(); }, 10000));
    }
    EXPECT_TRUE(trainer->dock()->isVisibleTo(w.get()));

    play(*w, {QStringLiteral("e5")});
    // Right: Kibitz answers 2. Nf3 on the board.
    const QString afterNf3 = QStringLiteral("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
    EXPECT_EQ(fenOf(*w), afterNf3);
    ASSERT_EQ(answered.size(), 1);
    EXPECT_EQ(answered[0][1].value<training::fsrs::Rating>(), training::fsrs::Rating::Good);

    // Wrong: 2...d6 is taken back, a green arrow b8-c6 shows the repertoire's move.
    play(*w, {QStringLiteral("d6")});
    EXPECT_TRUE(QTest::qWaitFor([&] { return fenOf(*w) == afterNf3; }, 10000)) << fenOf(*w).toStdString();
    const std::vector<game::Arrow> arrows = w->model()->tree().node(w->model()->cursor()).annotations().arrows;
    ASSERT_EQ(arrows.size(), 1u);
    EXPECT_EQ(arrows[0].from, core::B8);
    EXPECT_EQ(arrows[0].to, core::C6);
    EXPECT_TRUE(trainer->panel()->statusText().contains(QStringLiteral("Nc6")))
        << trainer->panel()->statusText().toStdString();
    ASSERT_EQ(answered.size(), 2);
    EXPECT_EQ(answered[1][1].value<training::fsrs::Rating>(), training::fsrs::Rating::Again);

    // The repertoire's move ends the line; the next line is offered.
    play(*w, {QStringLiteral("Nc6")});
    EXPECT_EQ(session->state(), training::RepertoireSession::State::Finished);
    EXPECT_EQ(answered.size(), 2);
    // Nothing of the training is left to save.
    EXPECT_TRUE(QTest::qWaitFor([&] { return !w->document()->isModified(); }, 10000));
}

// A file that is not there: a message naming it, no session.
TEST_F(RepertoireWindowTest, MissingFileIsNamed)
{
    auto w = makeWindow(false);
    auto* trainer = w->findChild<RepertoireTrainer*>();
    ASSERT_NE(trainer, nullptr);
    QSignalSpy message(trainer, &RepertoireTrainer::message);
    EXPECT_FALSE(trainer->train(path(QStringLiteral("nowhere.pgn")), core::White));
    ASSERT_EQ(message.size(), 1);
    EXPECT_TRUE(message[0][0].toString().contains(QStringLiteral("nowhere.pgn")));
    EXPECT_EQ(trainer->session(), nullptr);
}

// New items a day is one preference (Edit > Preferences > Training): the repertoire trainer
// takes at most that many new positions into the day's queue, as the puzzle trainer does.
TEST_F(RepertoireWindowTest, NewPositionsPerDayFollowTheTrainingPreference)
{
    // White's positions: the start (1. e4), after 1...e5 (2. Nf3), after 2...Nc6 (3. Bb5).
    ASSERT_TRUE(writeAll(path(QStringLiteral("white.pgn")), "[Event \"White\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 *\n"));
    m_settings = std::make_unique<QSettings>(path(QStringLiteral("settings.ini")), QSettings::IniFormat);
    m_settings->setValue(QStringLiteral("training/newPuzzlesPerDay"), 1); // chosen in an earlier session
    auto w = makeWindow(false);
    auto* trainer = w->findChild<RepertoireTrainer*>();
    auto* training = w->findChild<TrainingWiring*>();
    ASSERT_NE(trainer, nullptr);
    ASSERT_NE(training, nullptr);
    ASSERT_TRUE(trainer->train(path(QStringLiteral("white.pgn")), core::White));
    EXPECT_EQ(trainer->session()->remaining(), 1);
    training->setNewPerDay(TrainingWiring::DefaultNewPerDay);
    ASSERT_TRUE(trainer->train(path(QStringLiteral("white.pgn")), core::White));
    EXPECT_EQ(trainer->session()->remaining(), 3);
}

// The repertoire trainer and the puzzle trainer share the window's one training store: one
// connection to the database, whichever trainer opened it first.
TEST_F(RepertoireWindowTest, BothTrainersUseTheWindowsOneStore)
{
    ASSERT_TRUE(writeAll(path(QStringLiteral("white.pgn")), "[Event \"White\"]\n\n1. e4 e5 2. Nf3 *\n"));
    auto trainingConnections = [] {
        return QSqlDatabase::connectionNames().filter(QStringLiteral("kibitz-training")).size();
    };
    const int before = trainingConnections();
    auto w = makeWindow(false);
    auto* trainer = w->findChild<RepertoireTrainer*>();
    auto* training = w->findChild<TrainingWiring*>();
    ASSERT_NE(trainer, nullptr);
    ASSERT_NE(training, nullptr);
    EXPECT_EQ(training->repertoireTrainer(), trainer);
    ASSERT_TRUE(trainer->train(path(QStringLiteral("white.pgn")), core::White));
    training->trainPuzzles();
    EXPECT_EQ(trainingConnections(), before + 1);
    // Kept by the one store: the puzzle side's store sees the repertoire's positions.
    EXPECT_EQ(training->store()->items(training::ItemKind::Repertoire).size(), 2u);
    w.reset();
    EXPECT_EQ(trainingConnections(), before);
}

} // namespace
} // namespace kibitz::test
