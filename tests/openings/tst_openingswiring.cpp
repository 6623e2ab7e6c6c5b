// The opening explorer in a window (OpeningsWiring): clicking plays the move and the panel
// follows the board, ECO names, choosing a book (and why one is refused), the computer playing
// from the book, Chess960 games without book moves or names. The model and panel alone:
// tst_explorer.cpp.
#include "chessgamemodel.h"
#include "gameediting.h"
#include "gamenavigation.h"
#include "core/chess960.h"
#include "gameengine/playcontroller.h"
#include "tst_analysis_fakeengine.h"
#include "openings/polyglotbook.h"
#include "openings/polyglotkey.h"
#include "markingtranslator.h"
#include "openingshelpers.h"
#include "explorerrows.h"
#include "docklayout.h"
#include "openingswiring.h"
#include "panels/explorermodel.h"
#include "panels/explorerpanel.h"

#include <QFile>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QSettings>
#include <QStatusBar>
#include <QTest>
#include <QTreeView>

#include <gtest/gtest.h>

#include <sys/stat.h>

using namespace kibitz;
using kibitz::test::after;
using kibitz::test::sans;

namespace {

// A window with the explorer wired to a game, a book and an ECO table written to a folder.
struct WiredWindow {
    test::TempDir dir;
    QMainWindow window;
    WindowDocks docks{&window};
    ChessGameModel model;
    QSettings settings{QString::fromStdString(dir.path("settings.ini")), QSettings::IniFormat};
    engine::PlayController play{&model, model.editing()}; // idle unless a test starts it
    QMenu playMenu;
    OpeningsWiring* wiring = nullptr;

    explicit WiredWindow(bool withEco = true, bool withBook = true)
    {
        const std::uint64_t start = openings::polyglotKey(after({}));
        const auto code = [](core::Square from, core::Square to) { return std::uint16_t(to | (from << 6)); };
        if (withBook)
            dir.write("book.bin",
                      openings::PolyglotBook::toBytes(
                          {{start, code(core::D2, core::D4), 20, 0},
                           {start, code(core::E2, core::E4), 40, 0},
                           {openings::polyglotKey(after({"e4"})), code(core::E7, core::E5), 5, 0}}));
        if (withEco)
            dir.write("eco.pgn",
                      "[ECO \"B00\"]\n[Opening \"King's pawn opening\"]\n\n1. e4 *\n\n"
                      "[ECO \"C20\"]\n[Opening \"King's pawn game\"]\n\n1. e4 e5 *\n");
        OpeningsWiring::Paths paths;
        paths.defaultBook = QString::fromStdString(dir.path("book.bin"));
        paths.ecoTable = QString::fromStdString(dir.path("eco.pgn"));
        wiring = OpeningsWiring::install(&window, &docks, &model, &settings, nullptr, nullptr, paths,
                                         OpeningsWiring::Load::Now, {&play, &playMenu});
        window.resize(900, 600);
        window.show();
        EXPECT_TRUE(QTest::qWaitForWindowExposed(&window));
    }
    ExplorerModel& explorer() const { return *wiring->explorerModel(); }
    // Clicks the row whose SAN is san in the panel.
    void click(const QString& san)
    {
        const QStringList rows = sans(explorer());
        ASSERT_TRUE(rows.contains(san)) << san.toStdString();
        QTreeView* view = wiring->panel()->view();
        const QRect rect = view->visualRect(explorer().index(int(rows.indexOf(san)), ExplorerModel::WeightColumn));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, rect.center());
    }
};

} // namespace

TEST(OpeningsWiring, ClickPlaysTheMoveAndThePanelFollowsTheBoard)
{
    WiredWindow w;
    EXPECT_EQ(sans(w.explorer()), QStringList({"e4", "d4"}));
    EXPECT_EQ(w.wiring->ecoLabel()->text(), "");
    w.click("e4");
    EXPECT_EQ(core::toFen(w.model.position()), core::toFen(after({"e4"})));
    EXPECT_EQ(sans(w.explorer()), QStringList({"e5"}));
    EXPECT_EQ(w.wiring->ecoLabel()->text(), "B00 King's pawn opening");
    w.click("e5");
    EXPECT_EQ(w.wiring->opening()->eco, "C20");
    EXPECT_EQ(w.explorer().rowCount(), 0);
    ASSERT_TRUE(w.model.navigation()->back());
    ASSERT_TRUE(w.model.navigation()->back());
    EXPECT_EQ(sans(w.explorer()), QStringList({"e4", "d4"}));
    EXPECT_FALSE(w.wiring->opening());
    EXPECT_TRUE(w.wiring->panel()->bookLabel()->text().contains("book.bin"));
}

TEST(OpeningsWiring, WithoutTheEcoTableNamesAreUnavailable)
{
    WiredWindow w(false);
    EXPECT_TRUE(w.wiring->panel()->openingLabel()->text().contains("eco.pgn"));
    EXPECT_EQ(w.explorer().rowCount(), 2); // the book still works
    w.click("e4");
    EXPECT_FALSE(w.wiring->opening());
}

TEST(OpeningsWiring, ChoosingABookKeepsItOrSaysWhyNot)
{
    WiredWindow w;
    const QString broken = QString::fromStdString(w.dir.write("broken.bin", std::string(20, '\0')));
    w.wiring->setBookChooser([broken] { return broken; });
    w.wiring->chooseBook();
    EXPECT_TRUE(w.window.statusBar()->currentMessage().contains("broken.bin"));
    EXPECT_EQ(w.explorer().rowCount(), 2); // the previous book stays
    EXPECT_EQ(w.settings.value("openings/book").toString().toStdString(), w.dir.path("book.bin"));

    const QString other = QString::fromStdString(
        w.dir.write("other.bin",
                    openings::PolyglotBook::toBytes(
                        {{openings::polyglotKey(after({})), std::uint16_t(core::F3 | (core::G1 << 6)), 1, 0}})));
    w.wiring->setBookChooser([other] { return other; });
    w.wiring->chooseBook();
    EXPECT_EQ(sans(w.explorer()), QStringList({"Nf3"}));
    EXPECT_EQ(w.settings.value("openings/book").toString(), other);
    EXPECT_TRUE(w.wiring->panel()->bookLabel()->text().contains("other.bin"));
}

// Why the names or a book are unavailable is said with the entries of the one message table
// (what kibitz-cli prints), translated: a marking translator of the table marks every such text.
TEST(OpeningsWiring, TheBookAndEcoProblemsAreTheMessageTables)
{
    const test::MarkedMessages marked;
    WiredWindow w(false);
    const QString names = w.wiring->panel()->openingLabel()->text();
    EXPECT_TRUE(names.contains(QStringLiteral(": <cannot read the ECO table ")) && names.contains("eco.pgn"))
        << names.toStdString();

    const QString broken = QString::fromStdString(w.dir.write("broken.bin", std::string(20, '\0')));
    w.wiring->setBookChooser([broken] { return broken; });
    w.wiring->chooseBook();
    const QString shown = w.window.statusBar()->currentMessage();
    EXPECT_EQ(shown, QStringLiteral("<%1 is not a Polyglot book: its size (20 bytes) is not a multiple of 16 bytes "
                                    "(the file may be cut short)>")
                         .arg(broken));
}

// Issue 25: a book pointing at a device or a FIFO without a writer is refused by name at once
// (before: /dev/zero was read until memory ran out, the FIFO blocked the window for ever).
TEST(OpeningsWiring, ABookThatIsNoFileIsRefusedByName)
{
    WiredWindow w;
    const QString fifo = QString::fromStdString(w.dir.path("pipe.bin"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    for (const auto& [path, reason] : {std::pair{QStringLiteral("/dev/zero"), QStringLiteral("device")},
                                       std::pair{fifo, QStringLiteral("pipe (FIFO)")}}) {
        w.wiring->setBookChooser([path = path] { return path; });
        w.wiring->chooseBook();
        const QString shown = w.window.statusBar()->currentMessage();
        EXPECT_TRUE(shown.contains(path) && shown.contains(reason)) << qPrintable(shown);
        EXPECT_EQ(w.explorer().rowCount(), 2); // the previous book stays
    }
}

// Play > Computer Plays from the Book: the computer answers from the open book while it is on.
TEST(OpeningsWiring, ComputerPlaysFromTheBookWhenAsked)
{
    WiredWindow w;
    engine::PlayController& play = w.play;
    QAction* option = w.wiring->computerUsesBookAction();
    ASSERT_NE(option, nullptr);
    EXPECT_FALSE(option->isChecked());
    option->setChecked(true);
    EXPECT_TRUE(w.settings.value("openings/computerUsesBook").toBool());
    auto* engine = new FakeEngine;
    play.start(core::White, engine, 20);
    w.click("e4");
    ASSERT_TRUE(QTest::qWaitFor([&] { return w.model.tree().node(w.model.cursor()).ply == 2; }, 5000));
    EXPECT_EQ(w.model.tree().node(w.model.cursor()).san, "e5"); // the book's only move there
    EXPECT_TRUE(engine->requests.isEmpty());

    option->setChecked(false);
    ASSERT_TRUE(w.model.navigation()->back());
    ASSERT_TRUE(w.model.navigation()->back());
    ASSERT_TRUE(w.model.editing()->makeMoveSan("d4")); // a new branch: the computer is asked, the book is off
    EXPECT_EQ(engine->requests.size(), 1);
}

// Without the default book the panel says so (no dialog at start) and the names still work.
TEST(OpeningsWiring, WithoutABookThePanelSaysSo)
{
    WiredWindow w(true, false);
    EXPECT_FALSE(w.wiring->book());
    EXPECT_EQ(w.explorer().rowCount(), 0);
    EXPECT_TRUE(w.wiring->panel()->bookLabel()->text().contains("book.bin"));
    ASSERT_TRUE(w.model.editing()->makeMoveSan("e4"));
    EXPECT_EQ(w.wiring->ecoLabel()->text(), "B00 King's pawn opening");
}

// A Chess960 game (here the usual arrangement as Chess960, whose key the book knows): no book
// moves, no opening name, and the panel and status bar say why; a standard game brings them back.
TEST(OpeningsWiring, Chess960GamesHaveNoBookMovesNorOpeningNames)
{
    WiredWindow w;
    w.model.editing()->newGame(core::chess960StartPosition(core::StandardChess960Number));
    EXPECT_EQ(w.explorer().rowCount(), 0);
    // The start position's number (issue 24: shown to the person), after moves too.
    EXPECT_EQ(w.wiring->ecoLabel()->text(), QStringLiteral("Chess960 #518"));
    EXPECT_TRUE(w.wiring->panel()->openingLabel()->text().contains("Chess960 #518"));
    EXPECT_TRUE(w.wiring->panel()->bookLabel()->text().contains("Chess960"));
    ASSERT_TRUE(w.model.editing()->makeMoveSan(QStringLiteral("e4")).ok);
    EXPECT_FALSE(w.wiring->opening()); // not B00
    EXPECT_EQ(w.wiring->ecoLabel()->text(), QStringLiteral("Chess960 #518"));
    // A Chess960 game from a position that is no start position: no number.
    ASSERT_TRUE(w.model.editing()->loadFen(QStringLiteral("bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w Kq - 0 1")).ok);
    EXPECT_EQ(w.wiring->ecoLabel()->text(), QStringLiteral("Chess960"));
    ASSERT_TRUE(w.model.editing()->loadFen(QStringLiteral("bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1")).ok);
    EXPECT_EQ(w.wiring->ecoLabel()->text(), QStringLiteral("Chess960 #289"));
    w.model.editing()->newGame();
    EXPECT_EQ(sans(w.explorer()), QStringList({"e4", "d4"}));
    EXPECT_TRUE(w.wiring->panel()->bookLabel()->text().contains("book.bin"));
    EXPECT_EQ(w.wiring->ecoLabel()->text(), "");
}
