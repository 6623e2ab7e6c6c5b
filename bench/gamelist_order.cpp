// GUI-thread time of the Games panel's sort and filter on a large database (issue 16): indexes
// a PGN file, then for each request prints how long the call took on the calling (GUI) thread
// and how long until the worker's rows were shown.
//   kibitz-gamelist-order FILE.pgn
#include "database/mappedfile.h"
#include "database/pgnscanner.h"
#include "gamelistmodel.h"
#include "openings/ecoclassifier.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>

#include <cstdio>

using namespace kibitz;

// Times one request: the call itself, then until rowOrderApplied.
template <class Call> void measure(GameListModel& model, const char* what, Call&& call)
{
    QEventLoop loop;
    QObject::connect(&model, &GameListModel::rowOrderApplied, &loop, &QEventLoop::quit);
    QElapsedTimer t;
    t.start();
    call();
    const double callMs = double(t.nsecsElapsed()) / 1e6;
    loop.exec();
    std::printf("%-22s GUI-thread call %8.2f ms   rows shown after %8.1f ms   (%d rows)\n", what, callMs,
                double(t.nsecsElapsed()) / 1e6, model.rowCount());
}

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    if (argc < 2)
        return std::fprintf(stderr, "usage: kibitz-gamelist-order FILE.pgn\n"), 2;
    database::MappedFile file;
    if (!file.open(argv[1]))
        return std::fprintf(stderr, "%s\n", file.error().c_str()), 1;
    database::ScanOptions options;
    options.openingPlies = 0;
    GameListModel model;
    model.appendPart(database::scanAll(file.bytes(), options), 0);
    std::printf("%zu games\n", model.gameIndex().size());
    measure(model, "sort White asc", [&] { model.sort(GameListModel::White, Qt::AscendingOrder); });
    measure(model, "sort Date desc", [&] { model.sort(GameListModel::Date, Qt::DescendingOrder); });
    measure(model, "sort Plies asc", [&] { model.sort(GameListModel::Plies, Qt::AscendingOrder); });
    GameFilter filter;
    filter.text = QStringLiteral("an");
    measure(model, "filter text \"an\"", [&] { model.setFilter(filter); });
    filter = {};
    filter.fromYear = 2000;
    measure(model, "filter year >= 2000", [&] { model.setFilter(filter); });
    measure(model, "sort No. asc", [&] { model.sort(GameListModel::Number, Qt::AscendingOrder); });
    // The ECO filter names games without an ECO tag from pgn-extract's table (Debian).
    openings::EcoError error;
    const std::optional<openings::EcoTable> eco = openings::EcoTable::load("/usr/share/pgn-extract/eco.pgn", error);
    if (eco) {
        model.setEcoClassifier([&eco](const std::vector<core::Position>& path) {
            const std::optional<openings::EcoMatch> match = eco->classify(path);
            return match ? QString::fromStdString(match->eco) : QString();
        });
        filter = {};
        filter.eco = QStringLiteral("B");
        measure(model, "filter ECO B", [&] { model.setFilter(filter); });
    }
    return 0;
}
