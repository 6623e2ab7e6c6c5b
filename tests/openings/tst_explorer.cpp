// The opening explorer: its item model over fake sources (merging, order, texts) under
// QAbstractItemModelTester, the panel (a click emits the row's move), and the window's wiring
// (clicking plays the move, the panel follows the board, ECO names, choosing a book).
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
#include "docklayout.h"
#include "openingswiring.h"
#include "panels/explorermodel.h"
#include "panels/explorerpanel.h"

#include <QAbstractItemModelTester>
#include <QDockWidget>
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

#include <map>

using namespace kibitz;
using kibitz::test::after;
using openings::ExplorerMove;
using openings::ExplorerMoves;

namespace {

// A source that answers from a table: position key -> rows (SAN, games, results, year, weight).
class FakeSource : public openings::ExplorerSource {
public:
    struct Row {
        std::string san;
        std::uint32_t games, white, draws, black;
        int year;
        std::uint32_t weight;
    };
    void add(const core::Position& pos, const std::vector<Row>& rows)
    {
        m_rows[openings::polyglotKey(pos)] = {pos, rows};
    }
    ExplorerMoves movesFrom(const core::Position& pos) const override
    {
        ++queries;
        ExplorerMoves out;
        const auto it = m_rows.find(openings::polyglotKey(pos));
        if (it == m_rows.end())
            return out;
        for (const Row& r : it->second.second) {
            ExplorerMove m;
            EXPECT_FALSE(core::parseSan(pos, r.san, m.move).has_value()) << r.san;
            m.san = r.san;
            m.games = r.games;
            m.whiteWins = r.white;
            m.draws = r.draws;
            m.blackWins = r.black;
            m.averageYear = r.year;
            m.weight = r.weight;
            out.push_back(m);
        }
        return out;
    }
    mutable int queries = 0;

private:
    std::map<std::uint64_t, std::pair<core::Position, std::vector<Row>>> m_rows;
};

// The display text of row, column.
QString text(const ExplorerModel& model, int row, int column) { return model.index(row, column).data().toString(); }

// The SAN of every row, in order.
QStringList sans(const ExplorerModel& model)
{
    QStringList out;
    for (int r = 0; r < model.rowCount(); ++r)
        out << model.index(r, ExplorerModel::MoveColumn).data(ExplorerModel::SanRole).toString();
    return out;
}

// A database that knows the start position and 1. e4, and a book that knows the start position.
std::pair<std::shared_ptr<FakeSource>, std::shared_ptr<FakeSource>> sources()
{
    auto database = std::make_shared<FakeSource>();
    database->add(after({}),
                  {{"e4", 100, 40, 30, 30, 1990, 0}, {"d4", 50, 25, 20, 5, 2001, 0}, {"c4", 10, 1, 1, 8, 0, 0}});
    database->add(after({"e4"}), {{"c5", 60, 20, 20, 20, 1985, 0}});
    auto book = std::make_shared<FakeSource>();
    book->add(after({}), {{"d4", 0, 0, 0, 0, 0, 30}, {"Nf3", 0, 0, 0, 0, 0, 10}, {"e4", 0, 0, 0, 0, 0, 60}});
    return {database, book};
}

} // namespace

TEST(ExplorerModel, MergesBookAndDatabaseRowsByMove)
{
    ExplorerModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    const auto [database, book] = sources();
    EXPECT_EQ(model.rowCount(), 0);
    model.setSource(ExplorerModel::Source::Database, database);
    model.setSource(ExplorerModel::Source::Book, book);
    model.setPosition(after({}));

    // Most played first, then the book's heaviest: Nf3 is only in the book.
    EXPECT_EQ(sans(model), QStringList({"e4", "d4", "c4", "Nf3"}));
    EXPECT_EQ(model.row(0).games, 100u);
    EXPECT_EQ(model.row(0).weight, 60u);
    EXPECT_EQ(model.index(1, 0).data(ExplorerModel::WeightRole).toUInt(), 30u);
    EXPECT_EQ(text(model, 0, ExplorerModel::GamesColumn), QLocale().toString(100));
    EXPECT_EQ(text(model, 0, ExplorerModel::YearColumn), "1990");
    EXPECT_EQ(text(model, 2, ExplorerModel::YearColumn), ""); // no dated game
    EXPECT_EQ(text(model, 0, ExplorerModel::WeightColumn), QLocale().toString(60.0, 'f', 1) + "%");
    EXPECT_EQ(text(model, 2, ExplorerModel::WeightColumn), ""); // c4 is not in the book
    EXPECT_EQ(text(model, 3, ExplorerModel::GamesColumn), ""); // Nf3 was never played
    EXPECT_DOUBLE_EQ(model.index(1, ExplorerModel::ResultsColumn).data(ExplorerModel::WhiteShareRole).toDouble(), 0.5);
    EXPECT_DOUBLE_EQ(model.index(1, ExplorerModel::ResultsColumn).data(ExplorerModel::BlackShareRole).toDouble(), 0.1);
    EXPECT_EQ(model.index(0, 0).data(ExplorerModel::MoveRole).toInt(), int(model.row(0).move.raw()));
    EXPECT_EQ(core::moveToUci(model.row(3).move), "g1f3");
}

TEST(ExplorerModel, FollowsThePositionAndTheSources)
{
    ExplorerModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    const auto [database, book] = sources();
    model.setSource(ExplorerModel::Source::Book, book);
    EXPECT_EQ(sans(model), QStringList({"e4", "d4", "Nf3"})); // the start position by default
    model.setSource(ExplorerModel::Source::Database, database);
    model.setPosition(after({"e4"}));
    EXPECT_EQ(sans(model), QStringList({"c5"}));
    model.setPosition(after({"e4", "c5"}));
    EXPECT_EQ(model.rowCount(), 0);
    model.setPosition(after({}));
    model.setSource(ExplorerModel::Source::Book, nullptr);
    EXPECT_FALSE(model.hasSource(ExplorerModel::Source::Book));
    EXPECT_EQ(sans(model), QStringList({"e4", "d4", "c4"}));
    EXPECT_EQ(text(model, 0, ExplorerModel::WeightColumn), "");
}

TEST(ExplorerPanel, ClickingARowEmitsItsMove)
{
    ExplorerModel model;
    const auto [database, book] = sources();
    model.setSource(ExplorerModel::Source::Book, book);
    ExplorerPanel panel(&model);
    panel.resize(400, 300);
    panel.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&panel));
    std::vector<core::Move> chosen;
    QObject::connect(&panel, &ExplorerPanel::moveChosen, &panel, [&chosen](core::Move m) { chosen.push_back(m); });
    const QRect second = panel.view()->visualRect(model.index(1, ExplorerModel::MoveColumn));
    QTest::mouseClick(panel.view()->viewport(), Qt::LeftButton, {}, second.center());
    ASSERT_EQ(chosen.size(), 1u);
    EXPECT_EQ(core::moveToUci(chosen[0]), "d2d4");

    // The database's columns show only while a database is open.
    EXPECT_TRUE(panel.view()->isColumnHidden(ExplorerModel::ResultsColumn));
    model.setSource(ExplorerModel::Source::Database, database);
    EXPECT_FALSE(panel.view()->isColumnHidden(ExplorerModel::ResultsColumn));
    EXPECT_FALSE(panel.view()->isColumnHidden(ExplorerModel::GamesColumn));
}

// What a person reads in the results bar: each share wide enough for its label shows it in a
// colour that stands out from its segment, and nothing is drawn around the bar (the percentages
// were once painted under it, their tops and bottoms showing as a smudge).
TEST(ExplorerPanel, ResultsBarShowsItsSharesLegibly)
{
    ExplorerModel model;
    const auto [database, book] = sources();
    model.setSource(ExplorerModel::Source::Database, database);
    ExplorerPanel panel(&model);
    panel.resize(520, 300);
    panel.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&panel));
    panel.view()->setCurrentIndex({}); // no current row's frame across the cell
    const QImage image = panel.view()->viewport()->grab().toImage();
    if (qEnvironmentVariableIsSet("KIBITZ_TEST_SAVE"))
        image.save(qEnvironmentVariable("KIBITZ_TEST_SAVE"));
    const qreal dpr = image.devicePixelRatio();
    const auto pixel = [&](int x, int y) { return QColor(image.pixel(int(x * dpr), int(y * dpr))); };
    // Row 0 is e4: White 40 %, draws 30 %, Black 30 %.
    const QRect cell = panel.view()->visualRect(model.index(0, ExplorerModel::ResultsColumn));
    ASSERT_GT(cell.width(), 120);
    const QColor base = pixel(cell.left() + 1, cell.top());
    for (int x = cell.left(); x <= cell.right(); ++x)
        for (const int y : {cell.top(), cell.top() + 1, cell.bottom() - 1, cell.bottom()})
            ASSERT_EQ(pixel(x, y), base) << "drawn outside the bar at " << x << "," << y;
    // Along the bar's middle, each third holds its segment's colour and, over it, its label: pixels
    // whose lightness differs from the segment's by at least a third of the scale (anti-aliased glyphs).
    const int top = cell.top() + 3, bottom = cell.bottom() - 3;
    const int width = cell.width();
    for (const auto& [from, to] : {std::pair{0.02, 0.38}, std::pair{0.42, 0.68}, std::pair{0.72, 0.98}}) {
        const int x0 = cell.left() + int(from * width), x1 = cell.left() + int(to * width);
        const QColor segment = pixel(x0, top);
        int contrasting = 0;
        for (int x = x0; x <= x1; ++x)
            for (int y = top; y <= bottom; ++y)
                contrasting += std::abs(pixel(x, y).lightness() - segment.lightness()) >= 85;
        EXPECT_GE(contrasting, 10) << "no readable label in the segment at " << from;
    }
}

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
