// How long the GUI thread is blocked when a database game is saved in place (issue 16): the
// longest gap between ticks of a 5 ms QTimer while game N of FILE is written, first as before
// (io::writeGameInPlace called on the GUI thread), then through io::BackgroundSave, side by side.
//   kibitz-save-stall FILE.pgn        (FILE is rewritten: pass a copy)
#include "io/backgroundsave.h"
#include "io/gamefile.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QTimer>

#include <algorithm>
#include <cstdio>

using namespace kibitz;

namespace {

// The longest gap between ticks while run(done) works; done() ends the measurement.
template <class Run> double longestStall(Run&& run)
{
    QEventLoop loop;
    QElapsedTimer clock;
    qint64 last = 0, longest = 0;
    QTimer tick;
    tick.setInterval(5);
    QObject::connect(&tick, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        longest = std::max(longest, now - last);
        last = now;
    });
    clock.start();
    tick.start();
    QTimer::singleShot(20, [&] { run([&] { QTimer::singleShot(20, &loop, &QEventLoop::quit); }); });
    loop.exec();
    return double(longest) / 1e6;
}

// The game that starts first after the middle of the file, opened from its bytes alone.
io::PgnFileRead middleGame(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return io::PgnFileRead();
    const qint64 size = file.size();
    file.seek(size / 2);
    const QByteArray window = file.read(1 << 20);
    const qint64 begin = size / 2 + window.indexOf("\n\n[Event ") + 2;
    const qint64 end = size / 2 + window.indexOf("\n\n[Event ", begin - size / 2) + 2;
    file.seek(begin);
    return io::readPgnGameSpan(path, file.read(end - begin), 1, begin, size);
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    if (argc < 2)
        return std::fprintf(stderr, "usage: kibitz-save-stall FILE.pgn (a copy: it is rewritten)\n"), 2;
    io::PgnFileRead read = middleGame(QString::fromLocal8Bit(argv[1]));
    if (!read.ok)
        return std::fprintf(stderr, "cannot read a game: %s\n", qPrintable(read.error)), 1;
    std::printf("file %lld bytes, game at byte %lld\n", read.source.fileSize, read.source.spanBegin);
    read.game.setTag("Annotator", "before");
    io::WriteResult before;
    QElapsedTimer t;
    t.start();
    const double sync = longestStall([&](auto done) {
        before = io::writeGameInPlace(read.source, read.game);
        done();
    });
    const double syncTotal = double(t.elapsed());
    if (!before.ok)
        return std::fprintf(stderr, "%s\n", qPrintable(before.error)), 1;
    read.game.setTag("Annotator", "after");
    io::BackgroundSave save;
    t.restart();
    const double background = longestStall([&](auto done) {
        QObject::connect(&save, &io::BackgroundSave::finished, done);
        save.start(before.source, read.game.clone());
    });
    const double backgroundTotal = double(t.elapsed());
    if (!save.result().ok)
        return std::fprintf(stderr, "%s\n", qPrintable(save.result().error)), 1;
    std::printf("save on the GUI thread (before):   longest GUI stall %9.1f ms   save took %7.0f ms\n", sync,
                syncTotal);
    std::printf("BackgroundSave worker (after):     longest GUI stall %9.1f ms   save took %7.0f ms\n", background,
                backgroundTotal);
    std::printf("stall ratio before/after: %.0fx\n", sync / std::max(background, 0.001));
    return 0;
}
