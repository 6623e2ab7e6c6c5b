// Stop 41 (a tester's report): a game against the computer that came back after a crash (kill -9,
// the session journal's recovery) was a study in disguise: the engine never moved in its turn and
// Play ▸ Offer Draw said "Draw agreed" at once. Each test plays in a real window, takes what its
// journal slot holds, has a stand-in process hold that slot until it is killed with SIGKILL (the
// crash, tests/tools/journal_child.cpp), and recovers it in a new window.
#include "tst_mainwindow.h"
#include "gameediting.h"
#include "gamenavigation.h"

#include "analysis/enginecatalog.h"
#include "analysis/newgamedialog.h"
#include "analysiswiring.h"
#include "clockcontroller.h"
#include "clockwiring.h"
#include "dialogs/timecontrolbox.h"
#include "gameclock.h"
#include "gameengine/playcontroller.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QProcess>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTimer>
#include <QUndoStack>

using namespace kibitz;
using kibitz::test::readAll;
using kibitz::test::WindowTest;
using kibitz::test::writeAll;

namespace {

AnalysisWiring* analysisOf(MainWindow& w) { return w.findChild<AnalysisWiring*>(); }
engine::PlayController* playOf(MainWindow& w) { return analysisOf(w)->playController(); }
ClockWiring* clocksOf(MainWindow& w) { return w.findChild<ClockWiring*>(QStringLiteral("clockWiring")); }

// Plies on the main line.
int plies(MainWindow& w)
{
    int n = 0;
    for (game::NodeId at = w.model()->tree().mainChild(game::RootNode); at != game::NoNode;
         at = w.model()->tree().mainChild(at))
        ++n;
    return n;
}

// Play ▸ New Game vs Computer… as the person picks it: Black against the built-in engine at
// level 1, with preset clocks (0: none).
void newGameAsBlack(MainWindow& w, int clockPreset)
{
    QTimer::singleShot(0, [clockPreset] {
        auto* dialog = qobject_cast<analysis::NewGameVsComputerDialog*>(QApplication::activeModalWidget());
        ASSERT_NE(dialog, nullptr);
        dialog->setColorChoice(analysis::NewGameVsComputerDialog::ColorChoice::Black);
        dialog->setLevel(1);
        dialog->setFromCurrentPosition(false);
        dialog->timeControlBox()->presets()->setCurrentIndex(clockPreset);
        dialog->accept();
    });
    analysisOf(w)->newGameAction()->trigger();
}

} // namespace

class RecoveryTest : public WindowTest {
protected:
    // A game against the built-in engine (the person Black) in a window that then goes away
    // cleanly: its slot, taken right after the person's second move (the computer's turn), is
    // what a crash at that moment leaves. clockPreset: see newGameAsBlack.
    QString playUntilTheCrash(int clockPreset)
    {
        analysis::EngineCatalog(settings()).setPreferred(QStringLiteral("play"), analysis::EngineChoice{});
        auto w = makeWindow(false);
        newGameAsBlack(*w, clockPreset);
        EXPECT_TRUE(QTest::qWaitFor([&] { return plies(*w) == 1; }, 30000)) << "the computer opens";
        play(*w, {"Nc6"});
        EXPECT_TRUE(QTest::qWaitFor([&] { return plies(*w) == 3; }, 30000));
        play(*w, {"Nf6"});
        w->autosave();
        const QString slot = path("crashed.json");
        EXPECT_TRUE(QFile::copy(w->journal()->slotPath(), slot));
        playOf(*w)->stop();
        w->journal()->closeCleanly();
        return slot;
    }

    // The crash: a process holds the slot's study in the journal and dies of SIGKILL.
    void crash(const QString& slot)
    {
        QProcess child;
        child.start(QStringLiteral(KIBITZ_JOURNAL_CHILD), {path("session"), QStringLiteral("--slot"), slot});
        ASSERT_TRUE(child.waitForReadyRead(20000)) << child.readAllStandardError().toStdString();
        ASSERT_EQ(child.readAllStandardOutput().trimmed(), "ready");
        child.kill();
        ASSERT_TRUE(child.waitForFinished(20000));
        reopenSettings();
        m_recoveryAnswer = MainWindow::RecoveryAnswer::Recover;
    }

    QSettings* settings()
    {
        if (!m_settings)
            m_settings = std::make_unique<QSettings>(path("settings.ini"), QSettings::IniFormat);
        return m_settings.get();
    }
};

// The game goes on: the same engine and level, the person Black; the computer moves in its turn,
// a draw offer is put to the engine (never agreed at once), Take Back takes back a pair.
TEST_F(RecoveryTest, AGameAgainstTheComputerGoesOnAfterACrash)
{
    const QString slot = playUntilTheCrash(0);
    crash(slot);
    auto w = makeWindow();
    ASSERT_EQ(m_recoveryOffers.size(), 1);
    ASSERT_EQ(plies(*w), 4) << w->model()->pgn().toStdString();
    engine::PlayController* play = playOf(*w);
    ASSERT_TRUE(play->isActive()) << "the recovered game is still a game against the computer";
    ASSERT_NE(play->engine(), nullptr);
    EXPECT_EQ(play->engine()->level(), 1);
    EXPECT_EQ(play->humanColor(), core::Black);
    ASSERT_TRUE(QTest::qWaitFor([&] { return plies(*w) == 5; }, 30000)) << "the computer moves in its turn";

    AnalysisWiring* analysis = analysisOf(*w);
    ASSERT_TRUE(analysis->offerDrawAction()->isEnabled());
    QSignalSpy answered(play, &engine::PlayController::drawOfferAnswered);
    analysis->offerDrawAction()->trigger();
    EXPECT_EQ(w->model()->game().result(), "*") << "the engine is asked, the draw is not agreed at once";
    EXPECT_EQ(play->task(), engine::PlayController::Task::DrawOffer);
    ASSERT_TRUE(answered.count() > 0 || answered.wait(30000));
    EXPECT_EQ(w->model()->game().result(), answered.first().first().toBool() ? "1/2-1/2" : "*");
    if (w->model()->game().result() != "*")
        w->model()->undoStack()->undo(); // the draw undone: the game goes on
    ASSERT_TRUE(QTest::qWaitFor([&] { return !play->isThinking(); }, 30000));
    ASSERT_TRUE(analysis->takeBackAction()->isEnabled());
    analysis->takeBackAction()->trigger();
    EXPECT_EQ(plies(*w), 3) << "the computer's reply and the person's move";
    EXPECT_EQ(w->model()->position().sideToMove(), core::Black);
}

// Its engine gone (a UCI program removed since): the game comes back as a study, the status bar
// says why, and the Play menu offers nothing that needs the engine; a draw is never "agreed".
TEST_F(RecoveryTest, WithoutItsEngineTheGameIsAStudyAndSaysSo)
{
    const QString slot = playUntilTheCrash(0);
    QByteArray bytes = readAll(slot);
    ASSERT_TRUE(bytes.contains("\"engine\":\"builtin\"")) << bytes.toStdString();
    bytes.replace("\"engine\":\"builtin\"", "\"engine\":\"/nonexistent/stockfish\"");
    ASSERT_TRUE(writeAll(slot, bytes));
    crash(slot);
    auto w = makeWindow();
    ASSERT_EQ(plies(*w), 4) << "nothing of the game is lost";
    engine::PlayController* play = playOf(*w);
    EXPECT_FALSE(play->isActive());
    EXPECT_EQ(play->engine(), nullptr);
    EXPECT_TRUE(w->statusBar()->currentMessage().contains(QStringLiteral("/nonexistent/stockfish")))
        << w->statusBar()->currentMessage().toStdString();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !m_warnings.isEmpty(); })) << "and in a box over the window";
    EXPECT_TRUE(m_warnings.first().contains(QStringLiteral("not available"))) << m_warnings.first().toStdString();
    AnalysisWiring* analysis = analysisOf(*w);
    for (QAction* action : {analysis->offerDrawAction(), analysis->resignAction(), analysis->takeBackAction(),
                            analysis->hintAction()})
        EXPECT_FALSE(action->isEnabled()) << action->text().toStdString();
    EXPECT_FALSE(play->offerDraw());
    EXPECT_FALSE(play->resign());
    EXPECT_EQ(w->model()->game().result(), "*");
    EXPECT_EQ(plies(*w), 4);
}

// A game on the clock comes back with its clocks paused at their last readings: the computer
// waits for Resume Clock, then moves.
TEST_F(RecoveryTest, ATimedGameComesBackWithItsClocksPaused)
{
    const QString slot = playUntilTheCrash(3); // 5+3
    crash(slot);
    auto w = makeWindow();
    ASSERT_EQ(plies(*w), 4);
    ClockWiring* clocks = clocksOf(*w);
    EXPECT_EQ(clocks->controller()->mode(), ClockController::Mode::Live);
    EXPECT_TRUE(clocks->clock()->isPaused());
    engine::PlayController* play = playOf(*w);
    ASSERT_TRUE(play->isActive());
    EXPECT_FALSE(play->isThinking()) << "the computer does not think while the clocks are paused";
    EXPECT_TRUE(w->statusBar()->currentMessage().contains(QStringLiteral("paused")))
        << w->statusBar()->currentMessage().toStdString();
    const qint64 white = clocks->clock()->remainingMs(core::White);
    EXPECT_GT(white, 240000);
    EXPECT_LE(white, 306000) << "White's reading after its second move";
    clocks->pauseAction()->trigger(); // Resume Clock
    EXPECT_TRUE(clocks->clock()->isRunning());
    ASSERT_TRUE(QTest::qWaitFor([&] { return plies(*w) == 5; }, 30000)) << "the computer moves once resumed";
}
