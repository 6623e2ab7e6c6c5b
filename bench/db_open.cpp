// The window's open of a database, first and kept (issue 28): the Games panel's model and scan
// (GameListModel + DatabaseScan, as DatabaseWiring uses them) open FILE in a new process each
// time, from start() to every row and the explorer's table there. The first open scans and keeps
// the index (in a fresh cache directory of this run), the second takes the kept one; both
// figures side by side, with the ratio.
// Usage: kibitz-db-open FILE.pgn [RUNS]   (RUNS kept opens, 3 by default)
#include "databasescan.h"
#include "gamelistmodel.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>

#include <cstdio>
#include <sys/resource.h>

using namespace kibitz;

namespace {

// CPU milliseconds of this process so far (all threads): on a shared machine the steadier figure.
double cpuMs()
{
    rusage u{};
    ::getrusage(RUSAGE_SELF, &u);
    return (u.ru_utime.tv_sec + u.ru_stime.tv_sec) * 1e3 + (u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e3;
}

// One open in this process: prints "<wall ms> <games> cpu <ms> <kept use>".
int openOnce(const QString& path, const QString& keptDir)
{
    GameListModel model;
    DatabaseScan scan(&model);
    scan.setKeptIndexDir(keptDir);
    QElapsedTimer clock;
    clock.start();
    const double cpuAtStart = cpuMs();
    bool done = false;
    QObject::connect(&model, &GameListModel::openingsChanged, [&] {
        done = !scan.isRunning() && model.gameIndex().openings().entries() > 0;
    });
    QObject::connect(&scan, &DatabaseScan::finished, [&] {
        done = model.gameIndex().openings().entries() > 0;
    });
    QString error;
    if (!scan.start(path, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    while (!done)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    const char* use[] = {"kept index reused", "kept index read on", "new scan"};
    std::printf("%lld ms wall, %.0f ms CPU, %zu games, %s\n", clock.elapsed(), cpuMs() - cpuAtStart,
                model.gameIndex().size(), use[int(scan.keptIndexUse())]);
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() >= 4 && args[1] == "--once")
        return openOnce(args[2], args[3]);
    if (args.size() < 2) {
        std::fprintf(stderr, "usage: kibitz-db-open FILE.pgn [RUNS]\n");
        return 2;
    }
    const int runs = args.size() > 2 ? args[2].toInt() : 3;
    QTemporaryDir cache;
    auto run = [&](const char* what) {
        QProcess p;
        p.start(app.applicationFilePath(), {"--once", args[1], cache.filePath("index")});
        p.waitForFinished(-1);
        const QByteArray out = p.readAllStandardOutput().trimmed();
        std::printf("%-14s %s\n", what, out.constData());
        std::fflush(stdout);
        return out.split(' ').value(0).toDouble();
    };
    const double first = run("first open:");
    double best = 0;
    for (int i = 0; i < runs; ++i) {
        const double ms = run("kept open:");
        best = i == 0 ? ms : std::min(best, ms);
    }
    std::printf("first / fastest kept open: %.1f\n", best > 0 ? first / best : 0.0);
    return 0;
}
