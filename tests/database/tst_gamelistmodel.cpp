// The Games panel's item model (issue 16) under QAbstractItemModelTester while it grows part by
// part, sorts and filters; the background scan filling it; its errors' rows. A game of its
// database saved back in place: tst_gamelistmodel_save.cpp.
#include "databasescan.h"
#include "gamelistmodel.h"
#include "gamelistsample.h"
#include "markingtranslator.h"

#include "database/pgnscanner.h"
#include "game/gametree.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QFont>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QThread>
#include <QTest>

#include <gtest/gtest.h>

#include <atomic>

using namespace kibitz;
using kibitz::test::Games;

namespace {

// The model's column as text, row by row.
QStringList column(const GameListModel& m, int c)
{
    QStringList out;
    for (int r = 0; r < m.rowCount(); ++r)
        out << m.index(r, c).data().toString();
    return out;
}

// Waits until the worker's row order is shown (the rows never change before the event loop runs).
bool ordered(GameListModel& m)
{
    QSignalSpy applied(&m, &GameListModel::rowOrderApplied);
    return applied.wait(20000);
}

} // namespace

TEST(GameListModel, GrowsPartByPartSortsAndFiltersUnderTheTester)
{
    GameListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    const std::string_view text(Games);
    const auto bounds = database::chunkBounds(text, 1); // one game per part
    ASSERT_EQ(bounds.size(), 5u);
    std::uint32_t lines = 0;
    for (std::size_t k = 0; k + 1 < bounds.size(); ++k) {
        database::ScanPart part = database::scanChunk(text, bounds[k], bounds[k + 1]);
        model.appendPart(std::move(part.index), lines);
        lines += part.newlines;
        EXPECT_EQ(model.rowCount(), int(k + 1)); // rows appear as parts arrive
    }
    EXPECT_EQ(column(model, GameListModel::White), (QStringList{"Carlsen", "Zeta", "Anand", "Anand"}));
    EXPECT_EQ(column(model, GameListModel::Result), (QStringList{"1-0", "0-1", "*", "½-½"}));
    EXPECT_EQ(column(model, GameListModel::Date),
              (QStringList{"2014.11.07", "1999.??.??", "????.??.??", "2020.01.01"}));
    EXPECT_EQ(column(model, GameListModel::Eco), (QStringList{"C65", "", "", "B90"}));
    EXPECT_EQ(column(model, GameListModel::Plies), (QStringList{"6", "2", "1", "4"}));
    ASSERT_EQ(model.gameIndex().errors().size(), 1u);
    EXPECT_EQ(model.gameIndex().errors()[0].game, 3u);
    EXPECT_EQ(model.gameIndex().errors()[0].line, 23u); // lines counted across parts

    model.sort(GameListModel::Date, Qt::DescendingOrder);
    ASSERT_TRUE(ordered(model));
    EXPECT_EQ(column(model, GameListModel::Number), (QStringList{"4", "1", "2", "3"}));
    model.sort(GameListModel::Black, Qt::AscendingOrder);
    ASSERT_TRUE(ordered(model));
    EXPECT_EQ(column(model, GameListModel::Black), (QStringList{"Anand", "Carlsen", "Carlsen", "Zeta"}));

    GameFilter filter;
    filter.text = "carl";
    model.setFilter(filter);
    ASSERT_TRUE(ordered(model));
    EXPECT_EQ(model.rowCount(), 3);
    filter.fromYear = 2000;
    model.setFilter(filter);
    ASSERT_TRUE(ordered(model));
    EXPECT_EQ(column(model, GameListModel::Number), (QStringList{"1", "4"}));
    filter = {};
    filter.eco = "b9";
    model.setFilter(filter);
    ASSERT_TRUE(ordered(model));
    EXPECT_EQ(column(model, GameListModel::Number), (QStringList{"4"}));
    filter = {};
    filter.result = int(database::GameResult::BlackWins);
    model.setFilter(filter);
    ASSERT_TRUE(ordered(model));
    EXPECT_EQ(column(model, GameListModel::Number), (QStringList{"2"}));
    EXPECT_EQ(model.index(0, GameListModel::White).data(GameListModel::GameNumberRole).toInt(), 2);
}

TEST(GameListModel, SubsetShowsASearchsGamesWithTheirPly)
{
    GameListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.appendPart(database::scanAll(Games), 0);
    // After 1. e4: games 1 and 4 (game 3 is broken and not searched).
    core::Position pos = core::Position::startPosition();
    core::UndoInfo u;
    pos.makeMove(core::Move(core::E2, core::E4), u);
    model.setSubset(database::findPosition(model.gameIndex(), pos));
    ASSERT_TRUE(ordered(model));
    EXPECT_EQ(column(model, GameListModel::Number), (QStringList{"1", "4"}));
    EXPECT_EQ(model.index(1, 0).data(GameListModel::FoundPlyRole).toInt(), 1);
    EXPECT_FALSE(model.index(0, GameListModel::Plies).data(Qt::ToolTipRole).toString().isEmpty());
    model.setSubset(std::nullopt);
    ASSERT_TRUE(ordered(model));
    EXPECT_EQ(model.rowCount(), 4);
    EXPECT_EQ(model.index(0, 0).data(GameListModel::FoundPlyRole).toInt(), -1);
}

// A classifier naming a game by the number of positions it is given (its plies + 1, up to EcoPlies).
QString pathName(const std::vector<core::Position>& path) { return QString("X%1").arg(path.size()); }

TEST(GameListModel, EcoHookFillsGamesWithoutTheTag)
{
    GameListModel model;
    model.setEcoClassifier(pathName);
    model.appendPart(database::scanAll(Games), 0);
    const auto name = [&](int game) { return QString("X%1").arg(model.gameIndex().game(game).plies + 1); };
    EXPECT_EQ(column(model, GameListModel::Eco), (QStringList{"C65", name(1), name(2), "B90"}));
}

// The ECO filter names untagged games on the model's worker, not during the call on this thread.
TEST(GameListModel, EcoFilterClassifiesOnTheWorker)
{
    GameListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    std::atomic<int> onThisThread{0}, elsewhere{0};
    QThread* const gui = QThread::currentThread();
    // An ECO code by the length of the path (the filter reads ECO codes: A00-E99).
    const auto code = [](std::size_t plies) { return QString("A%1").arg(plies, 2, 10, QChar('0')); };
    model.setEcoClassifier([&](const std::vector<core::Position>& path) {
        ++(QThread::currentThread() == gui ? onThisThread : elsewhere);
        return code(path.size());
    });
    model.appendPart(database::scanAll(Games), 0);
    const QString second = code(model.gameIndex().game(1).plies + 1);
    GameFilter filter;
    filter.eco = second;
    model.setFilter(filter);
    EXPECT_EQ(onThisThread.load(), 0) << "the untagged games were named on the GUI thread";
    ASSERT_TRUE(ordered(model));
    EXPECT_GT(elsewhere.load(), 0);
    ASSERT_GE(model.rowCount(), 1);
    EXPECT_EQ(model.index(0, GameListModel::Eco).data().toString(), second);
}

TEST(GameListModel, BackgroundScanFillsTheModelAndReportsProgress)
{
    QTemporaryDir dir;
    const QString path = dir.filePath("games.pgn");
    QFile out(path);
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    for (int i = 0; i < 200; ++i)
        out.write(Games), out.write("\n");
    out.close();
    GameListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    DatabaseScan scan(&model);
    QSignalSpy finished(&scan, &DatabaseScan::finished);
    QSignalSpy progressed(&scan, &DatabaseScan::progressed);
    QString error;
    ASSERT_TRUE(scan.start(path, &error)) << error.toStdString();
    ASSERT_TRUE(finished.wait(10000));
    EXPECT_FALSE(finished.front().front().toBool());
    EXPECT_EQ(model.rowCount(), 800);
    EXPECT_EQ(model.gameIndex().errors().size(), 200u);
    ASSERT_FALSE(progressed.isEmpty());
    EXPECT_EQ(progressed.back().at(2).toLongLong(), 800);
    EXPECT_FALSE(scan.start(dir.filePath("missing.pgn"), &error));
    EXPECT_TRUE(error.contains("missing.pgn"));
}

// Sorting and filtering 200,000 games: the call returns with the rows as they were (the worker
// computes the order), the delivered order is right, and games appended meanwhile follow.
TEST(GameListModel, SortsAndFiltersOnAWorker)
{
    constexpr int Count = 200000;
    auto part = [](int from, int count) {
        database::GameIndex index;
        for (int i = from; i < from + count; ++i) {
            database::GameRecord g;
            g.white = index.strings().intern("Player " + std::to_string((std::int64_t(i) * 7919) % 5003));
            g.black = index.strings().intern("Player " + std::to_string((std::int64_t(i) * 104729) % 4999));
            g.year = std::uint16_t(1900 + (i * 31) % 120);
            g.plies = std::uint16_t((i * 13) % 300);
            index.addGame(g);
        }
        return index;
    };
    GameListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.appendPart(part(0, Count), 0);
    QSignalSpy applied(&model, &GameListModel::rowOrderApplied);
    model.sort(GameListModel::White, Qt::DescendingOrder);
    EXPECT_TRUE(model.isOrdering());
    EXPECT_EQ(model.gameAt(0), 0u); // not sorted yet: the order comes from the worker
    model.appendPart(part(Count, 2), 0); // appended while it sorts: shown at the end
    ASSERT_TRUE(applied.wait(60000));
    EXPECT_FALSE(model.isOrdering());
    ASSERT_EQ(model.rowCount(), Count + 2);
    auto white = [&](int row) { return model.gameIndex().text(model.gameIndex().game(model.gameAt(row)).white); };
    for (int r = 1; r < Count; ++r) {
        ASSERT_GE(white(r - 1), white(r)) << r;
        if (white(r - 1) == white(r)) {
            ASSERT_LT(model.gameAt(r - 1), model.gameAt(r)) << r; // ties in file order
        }
    }
    EXPECT_EQ(model.gameAt(Count), std::size_t(Count));
    EXPECT_EQ(model.gameAt(Count + 1), std::size_t(Count + 1));

    GameFilter filter;
    filter.fromYear = 2000;
    filter.text = "player 12";
    model.setFilter(filter);
    EXPECT_EQ(model.rowCount(), Count + 2); // still the old rows
    filter.text = "player 1"; // a newer request supersedes the first
    model.setFilter(filter);
    applied.clear();
    ASSERT_TRUE(applied.wait(60000));
    EXPECT_EQ(applied.count(), 1);
    int expected = 0;
    for (std::size_t i = 0; i < model.gameIndex().size(); ++i) {
        const auto& g = model.gameIndex().game(i);
        const auto has = [&](std::uint32_t id) { return model.gameIndex().text(id).find("Player 1") == 0; };
        expected += g.year >= 2000 && (has(g.white) || has(g.black));
    }
    EXPECT_EQ(model.rowCount(), expected);
    for (int r = 0; r < model.rowCount(); ++r)
        ASSERT_GE(model.gameIndex().game(model.gameAt(r)).year, 2000);
}

// The scanner's errors are a kind and a detail; the text shown is the message table's, translated
// at display.
TEST(GameListModel, ScanErrorsAreTranslatedAtDisplay)
{
    const database::GameIndex index = database::scanAll(Games);
    ASSERT_FALSE(index.errors().empty());
    const database::ScanError& e = index.errors().front();
    EXPECT_EQ(e.kind, database::ScanErrorKind::IllegalMove);
    EXPECT_TRUE(GameListModel::errorText(e).contains(QString::fromStdString(e.detail)));
    QString shown;
    {
        const test::MarkedMessages marked;
        shown = GameListModel::errorText(e);
    }
    EXPECT_TRUE(shown.startsWith(u'<')) << shown.toStdString();
    EXPECT_TRUE(shown.contains(QString::fromStdString(e.detail))) << shown.toStdString();
}

// A broken game's row says why on every column (tool tip: line, column, reason) and is set in
// italics; the sound games' rows are not.
TEST(GameListModel, ABrokenGamesRowShowsItsError)
{
    GameListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.appendPart(database::scanAll(Games), 0);
    ASSERT_EQ(model.rowCount(), 4);
    const database::ScanError& e = model.gameIndex().errors().at(0);
    ASSERT_EQ(e.game, 3u);
    for (int c = 0; c < GameListModel::ColumnCount; ++c) {
        const QString tip = model.index(2, c).data(Qt::ToolTipRole).toString();
        EXPECT_TRUE(tip.contains(GameListModel::errorText(e))) << tip.toStdString();
        EXPECT_TRUE(tip.contains(QString::number(e.line)) && tip.contains(QString::number(e.column)));
        EXPECT_TRUE(model.index(2, c).data(Qt::FontRole).value<QFont>().italic());
        EXPECT_TRUE(model.index(1, c).data(Qt::ToolTipRole).toString().isEmpty());
        EXPECT_FALSE(model.index(1, c).data(Qt::FontRole).value<QFont>().italic());
    }
}

// Issue 23: names of a Latin-1 file read as Windows-1252; the filter finds them without accents.
TEST(GameListModel, FilterFindsLatin1NamesWithoutTheirAccents)
{
    database::ScanOptions options;
    options.threads = 1;
    const std::string text = "[White \"R\xE9ti, Richard\"]\n[Black \"Alekhine\"]\n\n1. e4 *\n\n"
                             "[White \"Capablanca\"]\n[Black \"Lasker\"]\n\n1. d4 *\n\n"
                             "[White \"Marshall\"]\n[Black \"R\xC3\xA9ti, Richard\"]\n\n1. c4 *\n";
    GameListModel model;
    model.appendPart(database::scanAll(text, options), 0);
    QSignalSpy applied(&model, &GameListModel::rowOrderApplied);
    GameFilter filter;
    for (const QString& wanted : {QStringLiteral("Reti"), QStringLiteral("R\u00e9ti"), QStringLiteral("RETI")}) {
        filter.text = wanted;
        model.setFilter(filter);
        ASSERT_TRUE(applied.wait(30000));
        ASSERT_EQ(model.rowCount(), 2) << wanted.toStdString();
        EXPECT_EQ(model.gameAt(0), 0u);
        EXPECT_EQ(model.gameAt(1), 2u);
    }
    EXPECT_EQ(model.data(model.index(0, GameListModel::White)).toString(), QStringLiteral("R\u00e9ti, Richard"));
}

// Tester's F14: Lichess writes [Date "????.??.??"] and the day in [UTCDate]; the Games panel
// showed ????.??.??. The UTCDate stands in for an unknown Date (before or after it in the tags);
// a known Date, even in part, is kept.
TEST(GameListModel, AnUnknownDateIsTheUtcDate)
{
    const std::string text = "[Date \"????.??.??\"]\n[UTCDate \"2024.01.15\"]\n\n1. e4 *\n\n"
                             "[UTCDate \"2023.06.02\"]\n[Date \"????.??.??\"]\n\n1. d4 *\n\n"
                             "[Date \"2022.??.??\"]\n[UTCDate \"2023.06.02\"]\n\n1. c4 *\n\n"
                             "[Date \"2021.03.04\"]\n\n1. Nf3 *\n";
    GameListModel model;
    database::ScanPart part = database::scanChunk(text, 0, text.size());
    model.appendPart(std::move(part.index), 0);
    ASSERT_EQ(model.rowCount(), 4);
    EXPECT_EQ(column(model, GameListModel::Date).join(' ').toStdString(),
              "2024.01.15 2023.06.02 2022.??.?? 2021.03.04");
}
