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

// The command line's options.
struct Options {
    QCommandLineOption size{"size", "WxH", "size", "1280x800"};
    QCommandLineOption fen{"fen", "Start position", "fen"};
    QCommandLineOption moves{"moves", "SAN moves to play", "moves", "e4 e5 Nf3 Nc6 Bb5 a6"};
    QCommandLineOption shot{"screenshot", "Write a PNG instead of measuring", "file"};
    QCommandLineOption select{"select", "Square to click before the screenshot", "square"};
    QCommandLineOption black{"black", "Black's view"};
    QCommandLineOption orbit{"orbit", "Orbit by dx,dy pixels", "dxdy"};
    QCommandLineOption mid{"mid-move", "Capture this SAN move halfway through a slow animation", "san"};
    QCommandLineOption samples{"samples", "Multisample count (default: the viewport's)", "n"};
    QCommandLineOption set{"piece-set", "Piece set (name or folder)", "name"};
    QCommandLineOption theme{"theme", "Board theme", "name"};
    QCommandLineOption zoom{"zoom", "Zoom steps (positive: closer)", "steps"};
    QCommandLineOption rows{"captured-rows", "Show the captured pieces beside the board"};

    void addTo(QCommandLineParser& parser) const
    {
        parser.addOptions({size, fen, moves, shot, select, black, orbit, samples, mid, set, theme, zoom, rows});
    }
};

// The position of --fen and --moves in model; false (with the reason printed) when refused.
bool loadGame(ChessGameModel& model, const QCommandLineParser& parser, const Options& o)
{
    if (parser.isSet(o.fen) && !model.editing()->loadFen(parser.value(o.fen)).ok) {
        std::fprintf(stderr, "viewport_fps: bad FEN\n");
        return false;
    }
    for (const QString& san : parser.value(o.moves).split(' ', Qt::SkipEmptyParts))
        if (!model.editing()->makeMoveSan(san).ok) {
            std::fprintf(stderr, "viewport_fps: illegal move %s\n", qPrintable(san));
            return false;
        }
    return true;
}

// --piece-set, --theme and --samples on view; false (printed) for an unknown set or theme.
bool styleView(BoardViewport& view, const QCommandLineParser& parser, const Options& o)
{
    if ((parser.isSet(o.set) && !view.setPieceSet(parser.value(o.set)))
        || (parser.isSet(o.theme) && !view.setTheme(parser.value(o.theme)))) {
        std::fprintf(stderr, "viewport_fps: unknown piece set or theme\n");
        return false;
    }
    if (parser.isSet(o.samples)) {
        QSurfaceFormat format = view.window3d()->format();
        format.setSamples(parser.value(o.samples).toInt());
        view.window3d()->setFormat(format);
    }
    return true;
}

// The board seen as the options say (side, orbit, zoom, captured rows, a selected square, a move
// halfway), written to --screenshot's file; the exit status.
int screenshot(BoardViewport& view, ChessGameModel& model, const QCommandLineParser& parser, const Options& o)
{
    if (parser.isSet(o.black))
        view.setFlipped(true);
    if (parser.isSet(o.orbit)) {
        const QStringList d = parser.value(o.orbit).split(',');
        view.camera()->orbit({d.value(0).toDouble(), d.value(1).toDouble()});
    }
    if (parser.isSet(o.zoom))
        view.camera()->zoomBy(parser.value(o.zoom).toFloat());
    view.setCapturedRowsVisible(parser.isSet(o.rows));
    if (parser.isSet(o.select))
        view.input()->clickSquare(int(core::parseSquare(parser.value(o.select).toStdString())));
    QTest::qWait(900);
    if (parser.isSet(o.mid)) { // a 3 s animation, captured near its middle
        view.animator()->setDuration(3000);
        model.editing()->makeMoveSan(parser.value(o.mid));
        QTest::qWait(1300);
    }
    const QImage image = view.grabImage();
    if (image.isNull() || !image.save(parser.value(o.shot))) {
        std::fprintf(stderr, "viewport_fps: capture failed\n");
        return 1;
    }
    std::printf("wrote %s (%dx%d)\n", qPrintable(parser.value(o.shot)), image.width(), image.height());
    return 0;
}

} // namespace

// Sets up model and viewport from the command line, then measures or takes a screenshot.
int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const Options o;
    o.addTo(parser);
    parser.process(app);

    ChessGameModel model;
    if (!loadGame(model, parser, o))
        return 2;
    const QStringList wh = parser.value(o.size).split('x');
    BoardViewport view(&model, model.editing(), model.annotations());
    view.resize(wh.value(0).toInt(), wh.value(1).toInt());
    if (!styleView(view, parser, o))
        return 2;
    QSignalSpy first(&view, &BoardViewport::firstFrameRendered);
    view.show();
    if (!first.wait(30000)) {
        std::fprintf(stderr, "viewport_fps: no frame rendered\n");
        return 1;
    }
    view.animator()->finish();
    if (!parser.isSet(o.shot)) {
        runFps(view, model);
        return 0;
    }
    return screenshot(view, model, parser, o);
}
