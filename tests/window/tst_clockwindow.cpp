// The clocks in the window (issue 15): the view's drawing inputs, the time-control box, the
// two-player dialog path (none = File > New Game exactly), the dock, the flag's notice and
// result, pause and a flipped board.
#include "tst_mainwindow.h"
#include "privatesettings.h"
#include "gameediting.h"
#include "gamenavigation.h"

#include "analysis/newgamedialog.h"
#include "analysiswiring.h"
#include "clockcontroller.h"
#include "clockwiring.h"
#include "dialogs/gameovernotice.h"
#include "gameengine/playcontroller.h"
#include "gamedocument.h"
#include "gamefiles.h"
#include "dialogs/newtwoplayergamedialog.h"
#include "dialogs/timecontrolbox.h"
#include "gameclock.h"
#include "panels/clockview.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>

using namespace kibitz;
using kibitz::test::readAll;
using kibitz::test::WindowTest;
using kibitz::test::writeAll;

namespace {
// The window's clock wiring (a child of the window).
ClockWiring* wiringOf(MainWindow& w) { return w.findChild<ClockWiring*>(QStringLiteral("clockWiring")); }
} // namespace

TEST(ClockView, FormatsWhatIsLeft)
{
    EXPECT_EQ(ClockView::formatTime(300000), QStringLiteral("5:00"));
    EXPECT_EQ(ClockView::formatTime(299999), QStringLiteral("4:59"));
    EXPECT_EQ(ClockView::formatTime(20000), QStringLiteral("0:20"));
    EXPECT_EQ(ClockView::formatTime(19999), QStringLiteral("0:19.9"));
    EXPECT_EQ(ClockView::formatTime(5049), QStringLiteral("0:05.0"));
    EXPECT_EQ(ClockView::formatTime(3723000), QStringLiteral("1:02:03"));
    EXPECT_EQ(ClockView::formatTime(-5), QStringLiteral("0:00.0"));
}

TEST(ClockView, LowTimeAndPauseButton)
{
    ClockView view;
    view.setLowTime(10000);
    view.setTimes(9000, 60000);
    EXPECT_TRUE(view.isLow(core::White));
    EXPECT_FALSE(view.isLow(core::Black));
    view.setPauseState(true, true);
    EXPECT_TRUE(view.pauseButton()->isEnabled());
    EXPECT_EQ(view.pauseButton()->text(), ClockView::tr("&Resume Clock"));
}

TEST(TimeControlBox, PresetsCustomAndNone)
{
    test::PrivateSettings settings;
    TimeControlBox box(settings.get(), QStringLiteral("clockTest"));
    box.presets()->setCurrentIndex(0);
    EXPECT_TRUE(box.timeControl().isNone());
    const QStringList expected{QStringLiteral("60"),    QStringLiteral("180+2"),  QStringLiteral("300+3"),
                               QStringLiteral("600+5"), QStringLiteral("900+10"), QStringLiteral("1800")};
    for (int i = 0; i < expected.size(); ++i) {
        box.presets()->setCurrentIndex(i + 1);
        EXPECT_EQ(QString::fromStdString(box.timeControl().pgnTag()), expected.at(i));
    }
    box.setTimeControl(game::TimeControl::fromMinutes(7, 4, 2));
    EXPECT_EQ(box.presets()->currentIndex(), box.presets()->count() - 1);
    EXPECT_EQ(box.timeControl(), game::TimeControl::fromMinutes(7, 4, 2));
    box.save();
    TimeControlBox again(settings.get(), QStringLiteral("clockTest"));
    EXPECT_EQ(again.timeControl(), game::TimeControl::fromMinutes(7, 4, 2));
}

// "No clock" in the two-player dialog is File > New Game: no tag, no dock, no running clock.
TEST_F(WindowTest, TwoPlayerGameWithoutClockIsAPlainNewGame)
{
    auto w = makeWindow(false);
    ClockWiring* clocks = wiringOf(*w);
    ASSERT_NE(clocks, nullptr);
    play(*w, {QStringLiteral("e4")});
    QTimer::singleShot(0, [] {
        auto* dialog = qobject_cast<NewTwoPlayerGameDialog*>(QApplication::activeModalWidget());
        ASSERT_NE(dialog, nullptr);
        dialog->timeControlBox()->presets()->setCurrentIndex(0);
        dialog->accept();
    });
    clocks->newTwoPlayerGameAction()->trigger();
    EXPECT_EQ(w->model()->tree().size(), 1u);
    EXPECT_EQ(w->model()->game().tag("TimeControl"), "");
    EXPECT_EQ(w->model()->undoStack()->undoText(), GameEditing::tr("New game"));
    EXPECT_FALSE(clocks->clock()->isActive());
    EXPECT_TRUE(clocks->dock()->isHidden());
    EXPECT_FALSE(clocks->pauseAction()->isEnabled());
}

TEST_F(WindowTest, ClockedGameShowsTheDockAndAFlagEndsIt)
{
    auto w = makeWindow(false);
    ClockWiring* clocks = wiringOf(*w);
    qint64 now = 0;
    clocks->clock()->setTimeSource([&now] { return now; });
    QTimer::singleShot(0, [] {
        auto* dialog = qobject_cast<NewTwoPlayerGameDialog*>(QApplication::activeModalWidget());
        ASSERT_NE(dialog, nullptr);
        dialog->timeControlBox()->presets()->setCurrentIndex(1); // 1+0
        dialog->accept();
    });
    clocks->newTwoPlayerGameAction()->trigger();
    EXPECT_EQ(w->model()->game().tag("TimeControl"), "60");
    EXPECT_FALSE(clocks->dock()->isHidden());
    EXPECT_EQ(clocks->view()->running(), core::White);
    now += 3000;
    play(*w, {QStringLiteral("e4")});
    EXPECT_EQ(clocks->view()->timeMs(core::White), 57000);
    EXPECT_EQ(clocks->view()->running(), core::Black);

    clocks->pauseAction()->trigger();
    EXPECT_TRUE(clocks->clock()->isPaused());
    EXPECT_EQ(clocks->view()->running(), std::nullopt);
    now += 100000;
    clocks->pauseAction()->trigger();
    EXPECT_FALSE(clocks->clock()->isPaused());
    EXPECT_EQ(clocks->view()->timeMs(core::Black), 60000);

    now += 60000;
    QSignalSpy ended(clocks->controller(), &ClockController::gameEnded);
    ASSERT_TRUE(clocks->clock()->checkFlag());
    ASSERT_TRUE(ended.wait(30000)); // the FIDE 6.9 search answers from its thread
    EXPECT_EQ(w->model()->game().result(), "1-0");
    EXPECT_EQ(w->model()->game().tag("Termination"), "time forfeit");
    auto* notice = w->findChild<GameOverNotice*>();
    ASSERT_NE(notice, nullptr);
    EXPECT_FALSE(notice->isHidden());
    EXPECT_EQ(notice->resultText(), GameOverNotice::tr("White wins (1-0)"));
    EXPECT_EQ(clocks->view()->timeMs(core::Black), 0);
}

// A new game with a clock is one undo step: undoing the moves keeps the time control and the
// running clocks; one more Undo brings the previous game back, without clocks; Redo the clocked
// game, paused.
TEST_F(WindowTest, ANewClockedGameIsOneUndoStep)
{
    auto w = makeWindow(false);
    ClockWiring* clocks = wiringOf(*w);
    play(*w, {QStringLiteral("d4")});
    QTimer::singleShot(0, [] {
        auto* dialog = qobject_cast<NewTwoPlayerGameDialog*>(QApplication::activeModalWidget());
        ASSERT_NE(dialog, nullptr);
        dialog->timeControlBox()->presets()->setCurrentIndex(2); // 3+2
        dialog->accept();
    });
    clocks->newTwoPlayerGameAction()->trigger();
    QUndoStack* stack = w->model()->undoStack();
    EXPECT_EQ(stack->undoText(), GameEditing::tr("New game"));
    play(*w, {QStringLiteral("e4")});
    stack->undo();
    EXPECT_EQ(w->model()->game().tag("TimeControl"), "180+2");
    EXPECT_TRUE(clocks->clock()->isRunning());
    stack->undo();
    EXPECT_EQ(w->model()->tree().size(), 2u); // the game with d4
    EXPECT_EQ(w->model()->game().tag("TimeControl"), "");
    EXPECT_FALSE(clocks->clock()->isActive());
    EXPECT_TRUE(clocks->dock()->isHidden());
    // Redo: the clocked game is back, its clocks shown at the start values and paused.
    stack->redo();
    EXPECT_EQ(w->model()->game().tag("TimeControl"), "180+2");
    EXPECT_FALSE(clocks->dock()->isHidden());
    EXPECT_TRUE(clocks->clock()->isPaused());
    EXPECT_EQ(clocks->clock()->remainingMs(core::White), 180000);
    EXPECT_TRUE(clocks->pauseAction()->isEnabled());
    EXPECT_TRUE(clocks->pauseAction()->isChecked());
}

// The same for a new game against the computer with a clock: the game and its time control are
// one undo step.
TEST_F(WindowTest, ANewClockedGameAgainstTheComputerIsOneUndoStep)
{
    auto w = makeWindow(false);
    ClockWiring* clocks = wiringOf(*w);
    auto* analysis = w->findChild<AnalysisWiring*>();
    ASSERT_NE(analysis, nullptr);
    play(*w, {QStringLiteral("d4")});
    QTimer::singleShot(0, [] {
        auto* dialog = qobject_cast<analysis::NewGameVsComputerDialog*>(QApplication::activeModalWidget());
        ASSERT_NE(dialog, nullptr);
        dialog->setColorChoice(analysis::NewGameVsComputerDialog::ColorChoice::White);
        dialog->setFromCurrentPosition(false);
        dialog->timeControlBox()->presets()->setCurrentIndex(1); // 1+0
        dialog->accept();
    });
    analysis->newGameAction()->trigger();
    EXPECT_EQ(w->model()->game().tag("TimeControl"), "60");
    EXPECT_EQ(w->model()->tree().size(), 1u);
    EXPECT_TRUE(clocks->clock()->isRunning());
    EXPECT_EQ(w->model()->undoStack()->undoText(), GameEditing::tr("New game"));
    analysis->playController()->stop();
}

// [%clk] round trip through a file: a clocked game saved and opened again shows, at each shown
// position, the clocks recorded there (standing: the game is reviewed, not played).
TEST_F(WindowTest, ASavedClockedGameShowsItsClocksWhenOpenedAgain)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    auto w = makeWindow(false);
    ClockWiring* clocks = wiringOf(*w);
    qint64 now = 0;
    clocks->clock()->setTimeSource([&now] { return now; });
    clocks->startClock(game::TimeControl::fromMinutes(3, 2), true);
    for (const auto& [san, ms] : {std::pair{"e4", 4000}, {"e5", 12500}, {"Nf3", 1000}}) {
        now += ms;
        play(*w, {QString::fromLatin1(san)});
    }
    QString error;
    const QString file = dir.filePath(QStringLiteral("clocked.pgn"));
    ASSERT_TRUE(w->files()->savePgnTo(file, &error)) << error.toStdString();

    auto again = makeWindow(false);
    ClockWiring* shown = wiringOf(*again);
    ASSERT_TRUE(again->files()->openFile(file, &error)) << error.toStdString();
    EXPECT_EQ(shown->controller()->mode(), ClockController::Mode::Review);
    EXPECT_FALSE(shown->dock()->isHidden());
    EXPECT_EQ(shown->view()->running(), std::nullopt);
    again->model()->navigation()->toEnd();
    EXPECT_EQ(shown->view()->timeMs(core::White), 179000); // after Nf3
    EXPECT_EQ(shown->view()->timeMs(core::Black), 170000); // 2:49.5 saved as Lichess does: 0:02:50
    again->model()->navigation()->back(); // after ...e5
    EXPECT_EQ(shown->view()->timeMs(core::White), 178000);
    EXPECT_EQ(shown->view()->timeMs(core::Black), 170000);
    again->model()->navigation()->toStart();
    EXPECT_EQ(shown->view()->timeMs(core::White), 180000);
    EXPECT_EQ(shown->view()->timeMs(core::Black), 180000);
}

// After a flag, Undo takes the result back: the notice goes (it no longer describes the game) and
// the clocks stand paused at the position, Resume offered.
TEST_F(WindowTest, UndoOfAFlagHidesTheNoticeAndLeavesTheClocksPaused)
{
    auto w = makeWindow(false);
    ClockWiring* clocks = wiringOf(*w);
    qint64 now = 0;
    clocks->clock()->setTimeSource([&now] { return now; });
    clocks->startClock(game::TimeControl::fromMinutes(1, 0), true);
    now += 1000;
    play(*w, {QStringLiteral("e4")});
    now += 60000;
    QSignalSpy ended(clocks->controller(), &ClockController::gameEnded);
    ASSERT_TRUE(clocks->clock()->checkFlag());
    ASSERT_TRUE(ended.wait(30000));
    auto* notice = w->findChild<GameOverNotice*>();
    ASSERT_NE(notice, nullptr);
    ASSERT_FALSE(notice->isHidden());
    w->model()->undoStack()->undo();
    EXPECT_EQ(w->model()->game().result(), "*");
    EXPECT_TRUE(notice->isHidden());
    EXPECT_TRUE(clocks->clock()->isPaused());
    EXPECT_EQ(clocks->view()->running(), std::nullopt);
    EXPECT_EQ(clocks->view()->timeMs(core::Black), 60000);
    EXPECT_EQ(clocks->view()->pauseButton()->text(), ClockView::tr("&Resume Clock"));
    EXPECT_TRUE(clocks->pauseAction()->isChecked());
}

// The New Game dialogs read and keep their last choices in the window's own settings (those
// --screenshot and these tests give it), never in the application's default ones.
TEST_F(WindowTest, NewGameDialogsKeepTheirChoicesInTheWindowsSettings)
{
    QSettings application; // the default settings (in tests, the process's temporary ones)
    application.setValue(QStringLiteral("play/level"), 17);
    application.setValue(QStringLiteral("twoPlayers/timeControl"), 2);
    auto w = makeWindow(false);
    m_settings->setValue(QStringLiteral("play/level"), 4);
    m_settings->setValue(QStringLiteral("twoPlayers/timeControl"), 1);
    int shownLevel = -1;
    QTimer::singleShot(0, [&] {
        auto* dialog = qobject_cast<analysis::NewGameVsComputerDialog*>(QApplication::activeModalWidget());
        ASSERT_NE(dialog, nullptr);
        shownLevel = dialog->level();
        dialog->reject();
    });
    w->findChild<AnalysisWiring*>()->newGameAction()->trigger();
    EXPECT_EQ(shownLevel, 4);
    int shownPreset = -1;
    QTimer::singleShot(0, [&] {
        auto* dialog = qobject_cast<NewTwoPlayerGameDialog*>(QApplication::activeModalWidget());
        ASSERT_NE(dialog, nullptr);
        shownPreset = dialog->timeControlBox()->presets()->currentIndex();
        dialog->timeControlBox()->presets()->setCurrentIndex(0);
        dialog->accept();
    });
    wiringOf(*w)->newTwoPlayerGameAction()->trigger();
    EXPECT_EQ(shownPreset, 1);
    EXPECT_EQ(m_settings->value(QStringLiteral("twoPlayers/timeControl")).toInt(), 0);
    EXPECT_EQ(application.value(QStringLiteral("twoPlayers/timeControl")).toInt(), 2);
}

// A cutechess file's games carry a TimeControl tag and no [%clk]: no Clocks panel (it showed
// 0:05.0 standing on every move); a game with readings opened after it shows the panel again.
TEST_F(WindowTest, AGameWithOnlyATimeControlTagOpensWithoutClocks)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("engines.pgn"));
    QFile out(file);
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write("[Event \"e\"]\n[TimeControl \"5+0.05\"]\n\n1. e4 {book} e5 {+0.20/9 0.1s} 2. Nf3 *\n");
    out.close();
    auto w = makeWindow(false);
    ClockWiring* clocks = wiringOf(*w);
    QString error;
    ASSERT_TRUE(w->files()->loadText(QStringLiteral("[TimeControl \"60\"]\n\n1. e4 {[%clk 0:00:58]} *"),
                                     MainWindow::fenOrigin(), &error))
        << error.toStdString();
    EXPECT_FALSE(clocks->dock()->isHidden());
    ASSERT_TRUE(w->files()->openFile(file, &error)) << error.toStdString();
    EXPECT_EQ(clocks->controller()->mode(), ClockController::Mode::Off);
    EXPECT_TRUE(clocks->dock()->isHidden());
}

// Play > New Game vs Computer from a tab showing a file's game (tester's F0): the game played
// belongs to no file, so Ctrl+S asks for one and the file keeps its game; Undo brings the
// study back with its file. With and without a clock (one undo step holding the new game).
TEST_F(WindowTest, ANewGameVsComputerNeverWritesOverTheOpenFile)
{
    const QString file = path("study.pgn");
    const QByteArray study = "[Event \"Study\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 *\n";
    ASSERT_TRUE(writeAll(file, study));
    auto w = makeWindow(false);
    auto* analysis = w->findChild<AnalysisWiring*>();
    ASSERT_NE(analysis, nullptr);
    QString error;
    ASSERT_TRUE(w->files()->openFile(file, &error)) << error.toStdString();
    for (const int preset : {0, 1}) { // no clock, 1+0
        QTimer::singleShot(0, [preset] {
            auto* dialog = qobject_cast<analysis::NewGameVsComputerDialog*>(QApplication::activeModalWidget());
            ASSERT_NE(dialog, nullptr);
            dialog->setColorChoice(analysis::NewGameVsComputerDialog::ColorChoice::White);
            dialog->setFromCurrentPosition(false);
            dialog->timeControlBox()->presets()->setCurrentIndex(preset);
            dialog->accept();
        });
        analysis->newGameAction()->trigger();
        ASSERT_EQ(w->model()->tree().size(), 1u) << "no new game";
        EXPECT_TRUE(w->document()->filePath().isEmpty()) << "the game against the computer kept the file";
        play(*w, {QStringLiteral("a4")});
        analysis->playController()->stop();
        m_saveName.clear(); // the person cancels Save As
        m_saveNameAsked.clear();
        w->actions().savePgn->trigger();
        ASSERT_TRUE(savesEnded(*w));
        EXPECT_EQ(m_saveNameAsked.size(), 1) << "Ctrl+S did not ask for a new file";
        EXPECT_EQ(readAll(file), study);
        for (int undo = 0; undo < 4 && w->document()->filePath() != file; ++undo)
            w->actions().undo->trigger();
        EXPECT_EQ(w->document()->filePath(), file) << "undo brings the study and its file back";
        EXPECT_EQ(w->model()->tree().size(), 4u);
    }
}
