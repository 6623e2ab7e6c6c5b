// viewport_fps: frame rates of the real BoardViewport (idle, animating moves, orbiting, and a
// continuous-render reference in the same run), and a screenshot helper for docs/tests.
//
//   viewport_fps [--size 1280x800] [--fen FEN] [--moves "e4 e5 Nf3"] [--piece-set S] [--theme T]
//   viewport_fps --screenshot out.png [--select e2] [--black] [--orbit dx,dy] [--mid-move Nf3]
//                [--captured-rows]
//
// Frames drawn are counted by interposing glXSwapBuffers (exported from this executable).
#include "boardstyle.h"
#include "boardviewport.h"
#include "chessgamemodel.h"
#include "gameannotations.h"
#include "gameediting.h"
#include "gamenavigation.h"
#include "viewportanimator.h"
#include "viewportcamera.h"
#include "viewportinput.h"

#include <Qt3DExtras/Qt3DWindow>
#include <Qt3DRender/QRenderSettings>

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include <dlfcn.h>
#include <sys/resource.h>

#include <atomic>
#include <cstdio>
#include <functional>

namespace {
std::atomic<int> g_swaps{0};
std::atomic<bool> g_hooked{false};
} // namespace

// Counts buffer swaps (Qt3D's render thread), then calls the real function.
extern "C" void glXSwapBuffers(void* display, unsigned long drawable)
{
    using Swap = void (*)(void*, unsigned long);
    static const Swap real = reinterpret_cast<Swap>(dlsym(RTLD_NEXT, "glXSwapBuffers"));
    g_hooked = true;
    ++g_swaps;
    if (real)
        real(display, drawable);
}

using namespace kibitz;

namespace {

// CPU seconds of the whole process so far.
double cpuSeconds()
{
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) + 1e-6 * double(u.ru_utime.tv_usec + u.ru_stime.tv_usec);
}

// Runs the event loop for ms while tick() is called every tickMs (0: never); prints a line.
void measure(const char* name, int ms, int tickMs, const std::function<void()>& tick)
{
    QTimer timer;
    QObject::connect(&timer, &QTimer::timeout, &timer, tick);
    if (tickMs > 0)
        timer.start(tickMs);
    g_swaps = 0;
    const double cpu0 = cpuSeconds();
    QElapsedTimer clock;
    clock.start();
    QTest::qWait(ms);
    timer.stop();
    const double secs = double(clock.elapsed()) / 1000.0;
    std::printf("%-34s %6.1f frames/s   CPU %4.0f%%\n", name, g_hooked ? g_swaps / secs : -1.0,
                100.0 * (cpuSeconds() - cpu0) / secs);
    std::fflush(stdout);
}

// Idle, animating (a move forward/back every 230 ms), orbiting, then policy Always.
void runFps(BoardViewport& view, ChessGameModel& model)
{
    const QSize s = view.window3d()->size();
    std::printf("viewport %dx%d, %d samples, animation %d ms\n", s.width(), s.height(),
                view.window3d()->format().samples(), view.animator()->duration());
    measure("idle board (on demand)", 3000, 0, [] {});
    bool back = true;
    measure("animating moves (on demand)", 3000, 230, [&]() {
        (back ? model.navigation()->back() : model.navigation()->forward()) || model.navigation()->forward()
            || model.navigation()->back();
        back = !back;
    });
    measure("orbiting camera (on demand)", 3000, 16, [&]() { view.camera()->orbit({2.0, 0.0}); });
    view.window3d()->renderSettings()->setRenderPolicy(Qt3DRender::QRenderSettings::Always);
    measure("reference: continuous (Always)", 3000, 0, [] {});
}

} // namespace

// Sets up model and viewport from the command line, then measures or takes a screenshot.
int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption sizeOpt("size", "WxH", "size", "1280x800");
    const QCommandLineOption fenOpt("fen", "Start position", "fen");
    const QCommandLineOption movesOpt("moves", "SAN moves to play", "moves", "e4 e5 Nf3 Nc6 Bb5 a6");
    const QCommandLineOption shotOpt("screenshot", "Write a PNG instead of measuring", "file");
    const QCommandLineOption selectOpt("select", "Square to click before the screenshot", "square");
    const QCommandLineOption blackOpt("black", "Black's view");
    const QCommandLineOption orbitOpt("orbit", "Orbit by dx,dy pixels", "dxdy");
    const QCommandLineOption midOpt("mid-move", "Capture this SAN move halfway through a slow animation", "san");
    const QCommandLineOption samplesOpt("samples", "Multisample count (default: the viewport's)", "n");
    const QCommandLineOption setOpt("piece-set", "Piece set (name or folder)", "name");
    const QCommandLineOption themeOpt("theme", "Board theme", "name");
    const QCommandLineOption zoomOpt("zoom", "Zoom steps (positive: closer)", "steps");
    const QCommandLineOption rowsOpt("captured-rows", "Show the captured pieces beside the board");
    parser.addOptions({sizeOpt, fenOpt, movesOpt, shotOpt, selectOpt, blackOpt, orbitOpt, samplesOpt, midOpt, setOpt,
                       themeOpt, zoomOpt, rowsOpt});
    parser.process(app);

    ChessGameModel model;
    if (parser.isSet(fenOpt) && !model.editing()->loadFen(parser.value(fenOpt)).ok) {
        std::fprintf(stderr, "viewport_fps: bad FEN\n");
        return 2;
    }
    for (const QString& san : parser.value(movesOpt).split(' ', Qt::SkipEmptyParts))
        if (!model.editing()->makeMoveSan(san).ok) {
            std::fprintf(stderr, "viewport_fps: illegal move %s\n", qPrintable(san));
            return 2;
        }
    const QStringList wh = parser.value(sizeOpt).split('x');
    BoardViewport view(&model, model.editing(), model.annotations());
    view.resize(wh.value(0).toInt(), wh.value(1).toInt());
    if ((parser.isSet(setOpt) && !view.setPieceSet(parser.value(setOpt)))
        || (parser.isSet(themeOpt) && !view.setTheme(parser.value(themeOpt)))) {
        std::fprintf(stderr, "viewport_fps: unknown piece set or theme\n");
        return 2;
    }
    if (parser.isSet(samplesOpt)) {
        QSurfaceFormat format = view.window3d()->format();
        format.setSamples(parser.value(samplesOpt).toInt());
        view.window3d()->setFormat(format);
    }
    QSignalSpy first(&view, &BoardViewport::firstFrameRendered);
    view.show();
    if (!first.wait(30000)) {
        std::fprintf(stderr, "viewport_fps: no frame rendered\n");
        return 1;
    }
    view.animator()->finish();
    if (!parser.isSet(shotOpt)) {
        runFps(view, model);
        return 0;
    }
    if (parser.isSet(blackOpt))
        view.setFlipped(true);
    if (parser.isSet(orbitOpt)) {
        const QStringList d = parser.value(orbitOpt).split(',');
        view.camera()->orbit({d.value(0).toDouble(), d.value(1).toDouble()});
    }
    if (parser.isSet(zoomOpt))
        view.camera()->zoomBy(parser.value(zoomOpt).toFloat());
    view.setCapturedRowsVisible(parser.isSet(rowsOpt));
    if (parser.isSet(selectOpt))
        view.input()->clickSquare(int(core::parseSquare(parser.value(selectOpt).toStdString())));
    QTest::qWait(900);
    if (parser.isSet(midOpt)) { // a 3 s animation, captured near its middle
        view.animator()->setDuration(3000);
        model.editing()->makeMoveSan(parser.value(midOpt));
        QTest::qWait(1300);
    }
    const QImage image = view.grabImage();
    if (image.isNull() || !image.save(parser.value(shotOpt))) {
        std::fprintf(stderr, "viewport_fps: capture failed\n");
        return 1;
    }
    std::printf("wrote %s (%dx%d)\n", qPrintable(parser.value(shotOpt)), image.width(), image.height());
    return 0;
}
