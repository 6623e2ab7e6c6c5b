// doc_screenshots: renders the README's pictures of the analysis window and the dialogs into a
// directory (offscreen unless a platform is set). Not a test: run it through the "screenshots"
// target (cmake --build --preset release --target screenshots), which writes docs/screenshots/.
// Exits 1 with a message when a picture cannot be made.
#include "../rigs/privatesettings.h"
#include "analysiswiring.h"
#include "analysis/analysispanel.h"
#include "analysis/evalbar.h"
#include "analysis/evalgraph.h"
#include "analysis/newgamedialog.h"
#include "chessgamemodel.h"
#include "gameediting.h"
#include "docklayout.h"
#include "windowboard.h"
#include "dialogs/gameovernotice.h"
#include "dialogs/loadfendialog.h"
#include "dialogs/promotiondialog.h"
#include "dialogs/savefendialog.h"
#include "dialogs/startpositionbox.h"
#include "engine/enginetypes.h"

#include "core/fen.h"

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QLabel>
#include <QMainWindow>
#include <QMenuBar>
#include <QTest>

#include <cstdio>

using namespace kibitz;
using namespace kibitz::analysis;

namespace {

constexpr int kSearchGuardMs = 120000; // the built-in engine at depth 7, three lines, and the graph

// Saves image as name in dir; false (with a message) when it cannot be written.
bool save(const QImage& image, const QDir& dir, const char* name)
{
    const QString path = dir.filePath(QLatin1String(name));
    if (image.isNull() || !image.save(path)) {
        std::fprintf(stderr, "doc_screenshots: cannot write %s\n", qPrintable(path));
        return false;
    }
    std::printf("%s\n", qPrintable(path));
    return true;
}

// Shows w, lets it lay itself out, and saves its picture.
bool saveWidget(QWidget& w, const QDir& dir, const char* name)
{
    w.show();
    if (!QTest::qWaitForWindowExposed(&w))
        QCoreApplication::processEvents();
    return save(w.grab().toImage(), dir, name);
}

// A stand-in for the 3D board (the board has pictures of its own): a plain widget in the centre.
QLabel* placeholderBoard()
{
    auto* board = new QLabel(QStringLiteral("3D board"));
    board->setAlignment(Qt::AlignCenter);
    board->setMinimumSize(420, 420);
    board->setStyleSheet(QStringLiteral("background: #6b8f5a; color: white; font-size: 20px;"));
    return board;
}

// The window with three analysis lines of the built-in engine, the bar and the graph; the panel
// alone; the New Game dialog.
bool analysisWindow(const QDir& dir)
{
    test::PrivateSettings settings;
    QMainWindow window;
    window.resize(1100, 640);
    ChessGameModel model;
    model.editing()->loadPgn(
        QStringLiteral("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 *"));
    QLabel* board = placeholderBoard();
    window.setCentralWidget(board);
    WindowDocks docks(&window);
    auto* shown = new WindowBoard(&window);
    shown->set(board);
    AnalysisWiring* wiring = AnalysisWiring::install(&window, &docks, &model, settings.get(), shown, window.menuBar());
    wiring->panel()->setEngineChoice(EngineChoice{}); // the built-in engine, shown as such
    wiring->panel()->controller()->setDebounceInterval(0);
    wiring->panel()->controller()->setLimits(engine::EngineLimits::ofDepth(7));
    wiring->panel()->setMultiPv(3);
    wiring->gameEvaluator()->setNodeBudget(3000);
    window.show();
    wiring->panel()->setAnalysing(true);
    const auto* controller = wiring->panel()->controller();
    const bool ready =
        QTest::qWaitFor([&] { return controller->lines().size() == 3 && controller->lines()[0].depth >= 7; },
                        kSearchGuardMs)
        && QTest::qWaitFor([&] { return wiring->gameEvaluator()->isComplete(); }, kSearchGuardMs);
    if (!ready) {
        std::fprintf(stderr, "doc_screenshots: the analysis did not reach depth 7 with three lines\n");
        wiring->shutdown();
        return false;
    }
    QTest::qWait(400); // a picture, not a test: the evaluation bar's short animation plays out
    bool ok = save(window.grab().toImage(), dir, "analysis-window.png");
    ok = save(wiring->analysisDock()->grab().toImage(), dir, "analysis-panel.png") && ok;
    NewGameVsComputerDialog dialog(settings.get(), &window);
    ok = saveWidget(dialog, dir, "analysis-newgame.png") && ok;
    NewGameVsComputerDialog chess960(settings.get(), &window); // Chess960 from start position 423 (RNBQNKRB)
    chess960.setFromCurrentPosition(false);
    chess960.startPositionBox()->setKind(StartPositionBox::Kind::Chess960Number);
    chess960.startPositionBox()->setNumber(423);
    ok = saveWidget(chess960, dir, "dialog-newgame-chess960.png") && ok;
    wiring->shutdown();
    return ok;
}

// The panel showing the message of an engine that cannot be started.
bool engineError(const QDir& dir)
{
    ChessGameModel model;
    test::PrivateSettings settings;
    AnalysisPanel panel(&model, model.editing(), settings.get());
    panel.resize(460, 200);
    panel.setEngineChoice({EngineChoice::Kind::Uci, QStringLiteral("/opt/engines/missing-engine")});
    panel.controller()->setDebounceInterval(0);
    panel.show();
    panel.setAnalysing(true);
    if (!QTest::qWaitFor([&] { return !panel.errorText().isEmpty(); }, 10000)) {
        std::fprintf(stderr, "doc_screenshots: no error shown for a missing engine\n");
        return false;
    }
    const bool ok = saveWidget(panel, dir, "analysis-error.png");
    panel.shutdown();
    return ok;
}

// Load FEN (plain and with a repair), Save FEN, promotion, and the game-over notices.
bool dialogs(const QDir& dir)
{
    bool ok = true;
    LoadFenDialog load;
    load.setFen(QStringLiteral("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4"));
    ok = saveWidget(load, dir, "dialog-loadfen.png") && ok;
    LoadFenDialog repair;
    repair.setFen(QStringLiteral("4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1"));
    ok = saveWidget(repair, dir, "dialog-loadfen-repair.png") && ok;
    SaveFenDialog saveFen(QString::fromLatin1(core::StartFen));
    ok = saveWidget(saveFen, dir, "dialog-savefen.png") && ok;
    PromotionDialog promotion(core::White);
    ok = saveWidget(promotion, dir, "dialog-promotion.png") && ok;
    GameOverNotice mate;
    core::GameStatus checkmate;
    checkmate.state = core::GameState::Checkmate;
    checkmate.winner = core::White;
    mate.showStatus(checkmate);
    ok = saveWidget(mate, dir, "dialog-gameover.png") && ok;
    GameOverNotice claim;
    core::GameStatus threefold;
    threefold.canClaimThreefold = true;
    claim.showStatus(threefold);
    ok = saveWidget(claim, dir, "dialog-gameover-claim.png") && ok;
    return ok;
}

} // namespace

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: doc_screenshots DIR\n");
        return 2;
    }
    const QDir dir(QString::fromLocal8Bit(argv[1]));
    if (!QDir().mkpath(dir.path())) {
        std::fprintf(stderr, "doc_screenshots: cannot create %s\n", argv[1]);
        return 1;
    }
    bool ok = dialogs(dir);
    ok = engineError(dir) && ok;
    ok = analysisWindow(dir) && ok;
    return ok ? 0 : 1;
}
