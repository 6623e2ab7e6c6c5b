// AnalysisWiring in a window-like composition (the README pictures: tests/tools/docscreenshots.cpp).
#include "privatesettings.h"
#include "tst_analysis_fakeengine.h"

#include "analysiswiring.h"
#include "analysis/analysispanel.h"
#include "analysis/evalbar.h"
#include "analysis/evalgraph.h"
#include "analysis/newgamedialog.h"
#include "gameengine/playcontroller.h"
#include "chessgamemodel.h"
#include "gameediting.h"
#include "docklayout.h"
#include "windowboard.h"
#include "engine/builtinengine.h"
#include "engine/uciengine.h"

#include <QAction>
#include <QDockWidget>
#include <QFileInfo>
#include <QSettings>
#include <QTemporaryDir>
#include <QSplitter>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QProgressBar>
#include <QPushButton>
#include <QStatusBar>
#include <QTest>
#include <QToolButton>
#include <QVBoxLayout>

#include <gtest/gtest.h>

using namespace kibitz;
using namespace kibitz::analysis;

namespace {

// A stand-in for the 3D board: a plain widget in the centre.
QLabel* placeholderBoard()
{
    auto* board = new QLabel(QStringLiteral("3D board"));
    board->setAlignment(Qt::AlignCenter);
    board->setMinimumSize(420, 420);
    board->setStyleSheet(QStringLiteral("background: #6b8f5a; color: white; font-size: 20px;"));
    return board;
}

// The window's board, set to board at once (a child of window).
WindowBoard* boardOf(QMainWindow* window, QWidget* board)
{
    auto* shown = new WindowBoard(window);
    shown->set(board);
    return shown;
}

} // namespace

TEST(AnalysisWiring, CreatesMenusDocksAndTheBar)
{
    QMainWindow window;
    ChessGameModel model;
    QLabel* board = placeholderBoard();
    window.setCentralWidget(board);
    QMenu* help = window.menuBar()->addMenu(QStringLiteral("Help"));
    help->addAction(QStringLiteral("About"))->setMenuRole(QAction::AboutRole);
    test::PrivateSettings settings;
    WindowDocks docks(&window);
    AnalysisWiring* wiring =
        AnalysisWiring::install(&window, &docks, &model, settings.get(), boardOf(&window, board), window.menuBar());
    ASSERT_NE(wiring, nullptr);
    EXPECT_EQ(window.findChild<QDockWidget*>("analysisDock"), wiring->analysisDock());
    EXPECT_EQ(window.findChild<QDockWidget*>("evalGraphDock"), wiring->graphDock());
    EXPECT_EQ(window.dockWidgetArea(wiring->analysisDock()), Qt::BottomDockWidgetArea);
    QList<QMenu*> menus;
    for (QAction* a : window.menuBar()->actions())
        if (a->menu())
            menus.push_back(a->menu());
    EXPECT_TRUE(menus.contains(wiring->playMenu()));
    EXPECT_TRUE(menus.contains(wiring->analysisMenu()));
    EXPECT_EQ(menus, (QList<QMenu*>{wiring->playMenu(), wiring->analysisMenu(), help}));
    EXPECT_TRUE(wiring->playMenu()->actions().contains(wiring->newGameAction()));
    EXPECT_TRUE(wiring->playMenu()->actions().contains(wiring->takeBackAction()));
    EXPECT_FALSE(wiring->newGameAction()->shortcut().isEmpty());
    // The board is wrapped in place, the bar beside it.
    EXPECT_NE(window.centralWidget(), board);
    EXPECT_TRUE(window.centralWidget()->isAncestorOf(board));
    EXPECT_TRUE(window.centralWidget()->isAncestorOf(wiring->evalBar()));
    // Hint is off in a two-player game; Resign serves it too once it has a move (issue 26: the
    // side to move resigns; stop 41: on an empty board nobody resigns or agrees anything).
    EXPECT_FALSE(wiring->resignAction()->isEnabled());
    EXPECT_FALSE(wiring->offerDrawAction()->isEnabled());
    ASSERT_TRUE(model.editing()->makeMoveSan(QStringLiteral("e4")));
    EXPECT_TRUE(wiring->resignAction()->isEnabled());
    EXPECT_TRUE(wiring->offerDrawAction()->isEnabled());
    EXPECT_FALSE(wiring->hintAction()->isEnabled());

    // The Analyse action drives the panel; shutdown ends every engine.
    auto* fake = new FakeEngine;
    wiring->panel()->setEngine(fake);
    wiring->panel()->controller()->setDebounceInterval(0);
    window.show();
    wiring->analyseAction()->trigger();
    EXPECT_TRUE(wiring->panel()->isAnalysing());
    EXPECT_TRUE(wiring->evalBar()->isVisible());
    ASSERT_TRUE(QTest::qWaitFor([&] { return !fake->requests.isEmpty(); }, 2000));
    fake->sendInfo(1, -120, false, {"e7e5"}); // Black to move after 1. e4: White +1.20
    EXPECT_EQ(wiring->evalBar()->scoreText(), "+1.20");
    wiring->playController()->start(core::Black, new engine::BuiltinEngine, 1); // Black to move: the person
    EXPECT_TRUE(wiring->resignAction()->isEnabled());
    EXPECT_TRUE(wiring->hintAction()->isEnabled());
    wiring->shutdown();
    EXPECT_FALSE(wiring->panel()->isAnalysing());
    EXPECT_GE(fake->shutdowns, 1);
    EXPECT_FALSE(wiring->playController()->isActive());
    EXPECT_FALSE(wiring->hintAction()->isEnabled());
    EXPECT_TRUE(wiring->resignAction()->isEnabled()); // back to a game between people
    EXPECT_TRUE(wiring->offerDrawAction()->isEnabled());
}

TEST(AnalysisWiring, WrapsABoardInsideALayout)
{
    QMainWindow window;
    ChessGameModel model;
    auto* central = new QWidget;
    auto* layout = new QVBoxLayout(central);
    QLabel* board = placeholderBoard();
    layout->addWidget(board);
    window.setCentralWidget(central);
    test::PrivateSettings settings;
    WindowDocks docks(&window);
    AnalysisWiring* wiring =
        AnalysisWiring::install(&window, &docks, &model, settings.get(), boardOf(&window, board), window.menuBar());
    EXPECT_EQ(window.centralWidget(), central);
    EXPECT_TRUE(central->isAncestorOf(wiring->evalBar()));
    EXPECT_EQ(wiring->evalBar()->parentWidget(), board->parentWidget());
}

TEST(AnalysisWiring, AttachesABoardCreatedLaterInASplitter)
{
    QMainWindow window;
    ChessGameModel model;
    auto* splitter = new QSplitter;
    splitter->addWidget(new QLabel(QStringLiteral("left")));
    window.setCentralWidget(splitter);
    test::PrivateSettings settings;
    WindowBoard later;
    WindowDocks docks(&window);
    AnalysisWiring* wiring = AnalysisWiring::install(&window, &docks, &model, settings.get(), &later);
    window.show();
    QLabel* board = placeholderBoard();
    splitter->addWidget(board);
    later.set(board);
    EXPECT_EQ(splitter->count(), 2);
    EXPECT_TRUE(splitter->widget(1)->isAncestorOf(board));
    EXPECT_TRUE(splitter->widget(1)->isAncestorOf(wiring->evalBar()));
    EXPECT_TRUE(QTest::qWaitFor([&] { return board->isVisible(); }, 5000));
    QLabel* another = placeholderBoard();
    splitter->addWidget(another);
    later.set(another); // only once
    EXPECT_EQ(later.widget(), board);
    EXPECT_EQ(splitter->count(), 3);
    EXPECT_TRUE(splitter->widget(1)->isAncestorOf(board));
    EXPECT_TRUE(splitter->widget(1)->isAncestorOf(wiring->evalBar()));
}

TEST(AnalysisWiring, ClosingTheWindowEndsEngineProcesses)
{
    const QString stockfish = engine::UciEngine::findStockfish();
    if (stockfish.isEmpty())
        GTEST_SKIP() << "Stockfish is not installed";
    auto* window = new QMainWindow;
    ChessGameModel model;
    window->setCentralWidget(placeholderBoard());
    test::PrivateSettings settings;
    WindowDocks docks(window);
    AnalysisWiring* wiring =
        AnalysisWiring::install(window, &docks, &model, settings.get(), boardOf(window, window->centralWidget()));
    wiring->panel()->setEngineChoice({EngineChoice::Kind::Uci, stockfish});
    wiring->panel()->setAnalysing(true);
    auto* uci = qobject_cast<engine::UciEngine*>(wiring->panel()->engine());
    ASSERT_NE(uci, nullptr);
    ASSERT_TRUE(QTest::qWaitFor([&] { return uci->processId() > 0; }, 10000));
    const qint64 pid = uci->processId();
    delete window; // does not wait for the engine: the reaper ends it
    // The child is ended and reaped soon after: no process with that id remains.
    EXPECT_TRUE(QTest::qWaitFor([pid] { return !QFileInfo::exists(QStringLiteral("/proc/%1").arg(pid)); }, 10000));
}

// The QLabel showing text inside w (nullptr when none does).
QLabel* labelShowing(QWidget* w, const QString& text)
{
    for (QLabel* label : w->findChildren<QLabel*>())
        if (label->text() == text)
            return label;
    return nullptr;
}

// Issue 17 item 8: a program that is not a UCI engine (/bin/cat echoes what it is sent) fails;
// the panel shows the whole message and goes back to idle instead of "Thinking…" for good.
TEST(AnalysisWiring, AFailedEngineShowsItsWholeMessageAndThePanelGoesIdle)
{
    QMainWindow window;
    window.resize(1100, 640);
    ChessGameModel model;
    window.setCentralWidget(placeholderBoard());
    test::PrivateSettings settings;
    WindowDocks docks(&window);
    AnalysisWiring* wiring = AnalysisWiring::install(&window, &docks, &model, settings.get(),
                                                     boardOf(&window, window.centralWidget()), window.menuBar());
    AnalysisPanel* panel = wiring->panel();
    panel->setEngineChoice({EngineChoice::Kind::Uci, QStringLiteral("/bin/cat")});
    auto* uci = qobject_cast<engine::UciEngine*>(panel->engine());
    ASSERT_NE(uci, nullptr);
    uci->setTimeouts(300, 300, 300);
    panel->controller()->setDebounceInterval(0);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    // A narrow dock, as beside a large board: the message needs several lines there.
    window.resizeDocks({wiring->analysisDock()}, {260}, Qt::Horizontal);
    auto* start = panel->findChild<QToolButton*>();
    ASSERT_NE(start, nullptr);
    QTest::mouseClick(start, Qt::LeftButton); // "Analyse", as a person starts it
    ASSERT_TRUE(panel->isAnalysing());
    ASSERT_TRUE(QTest::qWaitFor([&] { return !panel->errorText().isEmpty(); }, 10000));
    const QString message = panel->errorText();
    EXPECT_TRUE(message.contains("\"cat\"") && message.endsWith("not a UCI chess engine.")) << message.toStdString();

    // Idle again: no "Thinking…", the button offers to start, the busy bar is gone.
    EXPECT_TRUE(QTest::qWaitFor([&] { return !panel->isAnalysing(); }, 2000));
    EXPECT_FALSE(panel->progressText().contains(QStringLiteral("Thinking"))) << panel->progressText().toStdString();
    EXPECT_FALSE(start->isChecked());
    EXPECT_EQ(start->text(), QStringLiteral("Analyse"));
    for (QProgressBar* busy : panel->findChildren<QProgressBar*>())
        EXPECT_FALSE(busy->isVisible());

    // The whole message is shown: the label is wrapped and as tall as its text needs at its
    // width, and it lies inside the visible part of the panel.
    QLabel* label = labelShowing(panel, message);
    ASSERT_NE(label, nullptr);
    EXPECT_TRUE(label->isVisible());
    EXPECT_TRUE(label->wordWrap());
    EXPECT_TRUE(QTest::qWaitFor([&] { return label->height() >= label->heightForWidth(label->width()); }, 2000))
        << label->height() << " < " << label->heightForWidth(label->width()) << " at width " << label->width();
    const QRect inPanel(label->mapTo(panel, QPoint(0, 0)), label->size());
    EXPECT_TRUE(panel->rect().contains(inPanel)) << inPanel.y() << "+" << inPanel.height() << " in " << panel->height();
    // Nothing covers it: the restart button lies outside the text.
    auto* restart = label->parentWidget()->findChild<QPushButton*>();
    ASSERT_NE(restart, nullptr);
    EXPECT_TRUE(QTest::qWaitFor([&] { return !restart->geometry().intersects(label->geometry()); }, 2000))
        << "button at y " << restart->geometry().y() << ", label " << label->geometry().y() << "+" << label->height();

    // Restart analyses again (and fails again the same way).
    panel->restartEngine();
    EXPECT_TRUE(panel->isAnalysing());
    EXPECT_TRUE(panel->errorText().isEmpty());
    wiring->shutdown();
}

// Issue 14: the best move of each analysis line is an engine arrow while analysing, best line
// first; the choice is kept in the settings and the arrows are never part of the game.
TEST(AnalysisWiring, EngineArrowsFollowTheLinesAndTheSetting)
{
    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("kibitz.ini")), QSettings::IniFormat);
    settings.setValue(QStringLiteral("analysis/engineArrows"), false);
    QMainWindow window;
    ChessGameModel model;
    QLabel* board = placeholderBoard();
    window.setCentralWidget(board);
    WindowDocks docks(&window);
    AnalysisWiring* wiring =
        AnalysisWiring::install(&window, &docks, &model, &settings, boardOf(&window, board), window.menuBar());
    ASSERT_TRUE(wiring->engineArrowsAction()->isCheckable());
    EXPECT_FALSE(wiring->engineArrowsAction()->isChecked());
    QList<core::Move> shown{core::Move(core::A2, core::A3)}; // stale until the first emission
    QObject::connect(wiring, &AnalysisWiring::engineArrowsChanged, &window,
                     [&shown](const QList<core::Move>& moves) { shown = moves; });
    auto* fake = new FakeEngine;
    wiring->panel()->setEngine(fake);
    wiring->panel()->controller()->setDebounceInterval(0);
    wiring->panel()->setMultiPv(2);
    window.show();
    wiring->analyseAction()->trigger();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !fake->requests.isEmpty(); }, 2000));
    fake->sendInfo(1, 30, false, {"e2e4", "e7e5"});
    fake->sendInfo(2, 20, false, {"d2d4"});
    EXPECT_TRUE(shown.isEmpty()) << "off in the settings";
    wiring->engineArrowsAction()->trigger();
    EXPECT_TRUE(settings.value(QStringLiteral("analysis/engineArrows")).toBool());
    ASSERT_EQ(shown.size(), 2);
    EXPECT_EQ(shown[0], core::Move(core::E2, core::E4));
    EXPECT_EQ(shown[1], core::Move(core::D2, core::D4));
    fake->sendInfo(1, 35, false, {"g1f3"});
    ASSERT_EQ(shown.size(), 2);
    EXPECT_EQ(shown[0], core::Move(core::G1, core::F3));
    EXPECT_TRUE(model.tree().root().annotations().empty());
    wiring->analyseAction()->trigger(); // stop: the arrows go
    EXPECT_TRUE(shown.isEmpty());
    wiring->shutdown();
}
