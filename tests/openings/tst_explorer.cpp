// The opening explorer: its item model over fake sources (merging, order, texts) under
// QAbstractItemModelTester and the panel (a click emits the row's move, the results bar). The
// window's wiring: tst_openingswiring.cpp.
#include "openings/polyglotkey.h"
#include "openingshelpers.h"
#include "explorerrows.h"
#include "panels/explorermodel.h"
#include "panels/explorerpanel.h"

#include <QAbstractItemModelTester>
#include <QTest>
#include <QTreeView>

#include <gtest/gtest.h>

#include <map>

using namespace kibitz;
using kibitz::test::after;
using kibitz::test::sans;
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
