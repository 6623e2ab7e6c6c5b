// style_switch: how long a piece-set or theme switch takes to reach the screen, side by side with
// a plain re-render of the same scene (and a camera nudge, a change that costs only a frame).
//
//   xvfb-run -a -s "-screen 0 1280x800x24" build/release/bench/style_switch [--rounds N] [--size WxH]
//
// Each change is timed from the call to the buffer swap of the first frame that shows it: every
// frame is read back in the interposed glXSwapBuffers (exported from this executable) and
// compared with the settled picture of the goal, so a frame still showing the old style does not
// count. Qt3D renders two frames after any change (the second one alike); only the first that
// shows the change is timed. Prints mean and worst per kind and the ratio to a re-render.
#include "boardstyle.h"
#include "boardviewport.h"
#include "chessgamemodel.h"
#include "gameannotations.h"
#include "gameediting.h"
#include "viewportanimator.h"
#include "viewportcamera.h"

#include <Qt3DExtras/Qt3DWindow>

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QElapsedTimer>
#include <QImage>
#include <QMutex>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <dlfcn.h>

#include <atomic>
#include <cstdio>
#include <functional>
#include <vector>

namespace {

// One frame as it was swapped: when, and what it showed.
struct Frame {
    qint64 ns;
    QImage image;
};

QElapsedTimer g_clock; // shared by both threads (monotonic)
std::atomic<bool> g_recording{false};
std::atomic<int> g_swaps{0};
QSize g_size; // the framebuffer's size in pixels
QMutex g_mutex;
std::vector<Frame> g_frames; // frames swapped while recording

} // namespace

// Reads the finished frame back (when recording), then swaps (Qt3D's render thread).
extern "C" void glXSwapBuffers(void* display, unsigned long drawable)
{
    using Swap = void (*)(void*, unsigned long);
    using ReadPixels = void (*)(int, int, int, int, unsigned, unsigned, void*);
    static const Swap real = reinterpret_cast<Swap>(dlsym(RTLD_NEXT, "glXSwapBuffers"));
    static const ReadPixels readPixels = reinterpret_cast<ReadPixels>(dlsym(RTLD_DEFAULT, "glReadPixels"));
    static const auto finish = reinterpret_cast<void (*)()>(dlsym(RTLD_DEFAULT, "glFinish"));
    if (g_recording && finish)
        finish(); // software GL draws lazily: the frame is done only now
    const qint64 ns = g_clock.nsecsElapsed();
    if (g_recording && readPixels && !g_size.isEmpty()) {
        QImage image(g_size, QImage::Format_RGBA8888);
        readPixels(0, 0, g_size.width(), g_size.height(), 0x1908 /*GL_RGBA*/, 0x1401 /*GL_UNSIGNED_BYTE*/,
                   image.bits());
        const QMutexLocker lock(&g_mutex);
        g_frames.push_back({ns, image.mirrored().convertToFormat(QImage::Format_RGB32)});
    }
    ++g_swaps;
    if (real)
        real(display, drawable);
}

using namespace kibitz;

namespace {

// Milliseconds from change() to the swap of the first frame equal to goal, or -1 when none of
// the frames it caused was.
double msToFrameShowing(const std::function<void()>& change, const QImage& goal, double* callMs = nullptr)
{
    {
        const QMutexLocker lock(&g_mutex);
        g_frames.clear();
    }
    const int before = g_swaps;
    g_recording = true;
    const qint64 t0 = g_clock.nsecsElapsed();
    change();
    if (callMs)
        *callMs += double(g_clock.nsecsElapsed() - t0) / 1e6;
    // Qt3D draws two frames after a change; wait for both (and a little for a third).
    QTest::qWaitFor([before] { return g_swaps >= before + 2; }, 10000);
    QTest::qWait(50);
    g_recording = false;
    const QMutexLocker lock(&g_mutex);
    for (const Frame& f : g_frames)
        if (f.image == goal)
            return double(f.ns - t0) / 1e6;
    return -1.0;
}

// One more frame of the unchanged scene (a render capture asks for it), as read back at its swap.
QImage readBackFrame(BoardViewport& view)
{
    {
        const QMutexLocker lock(&g_mutex);
        g_frames.clear();
    }
    g_recording = true;
    view.captureFrame(5000);
    g_recording = false;
    const QMutexLocker lock(&g_mutex);
    return g_frames.empty() ? QImage() : g_frames.back().image;
}

// Timings of one kind of change.
struct Result {
    double mean = 0.0, worst = 0.0, call = 0.0; // call: the change's own calls, before any frame
    int missed = 0;
};

// Alternates between two states (apply(true) / apply(false)) for rounds, each timed to its
// first frame; the goals are the settled pictures of both states, read back the same way.
Result timeChange(BoardViewport& view, const std::function<void(bool)>& apply, int rounds)
{
    QImage goals[2];
    for (int k = 0; k < 2; ++k) {
        apply(k == 0);
        view.grabImage(); // until the picture is settled
        const QImage settled = readBackFrame(view);
        goals[k] = settled;
    }
    Result r;
    if (goals[0].isNull() || goals[0] == goals[1]) {
        r.missed = rounds;
        return r;
    }
    double total = 0.0;
    for (int i = 0; i < rounds; ++i) {
        const bool first = i % 2 == 0;
        const double ms = msToFrameShowing([&] { apply(first); }, goals[first ? 0 : 1], &r.call);
        if (ms < 0.0) {
            ++r.missed;
            QTest::qWait(300); // let a late frame land before the next round
            continue;
        }
        total += ms;
        r.worst = std::max(r.worst, ms);
    }
    r.mean = total / std::max(1, rounds - r.missed);
    r.call /= rounds;
    return r;
}

// The same scene drawn again (a render capture asks for the frame; nothing changes), timed the
// same way: the reference.
Result timeRerender(BoardViewport& view, int rounds)
{
    view.grabImage();
    const QImage goal = readBackFrame(view);
    Result r;
    double total = 0.0;
    for (int i = 0; i < rounds; ++i) {
        const double ms = msToFrameShowing([&view] { view.captureFrame(5000); }, goal);
        if (ms < 0.0) {
            ++r.missed;
            continue;
        }
        total += ms;
        r.worst = std::max(r.worst, ms);
    }
    r.mean = total / std::max(1, rounds - r.missed);
    return r;
}

// A custom set in folder: the Staunton meshes written as OBJ files (what a person's set of that
// detail costs to read); false when a file cannot be written.
bool writeCustomSet(const QString& folder)
{
    const char* const stems[] = {"pawn", "knight", "bishop", "rook", "queen", "king"};
    QString error;
    const board3d::PieceMeshes meshes = *board3d::loadPieceSet(board3d::defaultPieceSet(), &error);
    for (int t = 0; t < board3d::kPieceTypeCount; ++t) {
        QFile file(QDir(folder).filePath(QLatin1String(stems[t]) + QLatin1String(".obj")));
        if (!file.open(QIODevice::WriteOnly))
            return false;
        QByteArray text;
        for (const QVector3D& p : meshes[size_t(t)].positions)
            text += "v " + QByteArray::number(p.x()) + ' ' + QByteArray::number(p.y()) + ' ' + QByteArray::number(p.z())
                + '\n';
        const std::vector<std::uint32_t>& idx = meshes[size_t(t)].indices;
        for (size_t i = 0; i + 2 < idx.size(); i += 3)
            text += "f " + QByteArray::number(idx[i] + 1) + ' ' + QByteArray::number(idx[i + 1] + 1) + ' '
                + QByteArray::number(idx[i + 2] + 1) + '\n';
        file.write(text);
    }
    return true;
}

// Prints one line: the kind, its timings and the ratio to the reference mean.
void report(const char* name, const Result& r, double reference)
{
    std::printf("%-28s mean %6.1f ms  worst %6.1f ms  (the calls %5.2f ms)   ratio to a re-render %.2f%s\n", name,
                r.mean, r.worst, r.call, reference > 0.0 ? r.mean / reference : 0.0,
                r.missed ? "   (some frames never showed it)" : "");
    std::fflush(stdout);
}

// Times a re-render (the reference), a camera nudge, each piece set and theme against the first,
// a custom OBJ set and a set and theme together, a line each.
void timeEveryKind(BoardViewport& view, int rounds)
{
    const QStringList sets = board3d::pieceSetNames();
    const QStringList themes = board3d::themeNames();
    const Result same = timeRerender(view, rounds);
    report("re-render (reference)", same, same.mean);
    report("camera nudge",
           timeChange(
               view,
               [&](bool a) {
                   view.camera()->orbit({a ? 3.0 : -3.0, 0.0});
               },
               rounds),
           same.mean);
    for (int k = 1; k < sets.size(); ++k)
        report(qPrintable(QStringLiteral("set %1<->%2").arg(sets[0], sets[k])),
               timeChange(
                   view, [&](bool a) { view.setPieceSet(a ? sets[0] : sets[k]); }, rounds),
               same.mean);
    for (int k = 1; k < themes.size(); ++k)
        report(qPrintable(QStringLiteral("theme %1<->%2").arg(themes[0], themes[k])),
               timeChange(
                   view, [&](bool a) { view.setTheme(a ? themes[0] : themes[k]); }, rounds),
               same.mean);
    QTemporaryDir folder;
    if (writeCustomSet(folder.path())) {
        const QString custom = folder.path();
        report("set staunton<->custom OBJ",
               timeChange(
                   view, [&](bool a) { view.setPieceSet(a ? sets[0] : custom); }, rounds),
               same.mean);
    }
    report("set and theme together",
           timeChange(
               view,
               [&](bool a) {
                   view.setPieceSet(a ? sets[0] : sets[1]);
                   view.setTheme(a ? themes[0] : themes[1]);
               },
               rounds),
           same.mean);
}

} // namespace

// Shows a game's position, then times nudges, set switches and theme switches in turn.
int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    g_clock.start();
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption roundsOpt("rounds", "Changes timed per kind", "n", "10");
    const QCommandLineOption sizeOpt("size", "WxH", "size", "1280x800");
    parser.addOptions({roundsOpt, sizeOpt});
    parser.process(app);
    const int rounds = std::max(2, parser.value(roundsOpt).toInt());

    ChessGameModel model;
    for (const char* san : {"e4", "e5", "Nf3", "Nc6", "Bb5", "a6"})
        model.editing()->makeMoveSan(QString::fromLatin1(san));
    const QStringList wh = parser.value(sizeOpt).split('x');
    BoardViewport view(&model, model.editing(), model.annotations());
    view.resize(wh.value(0).toInt(), wh.value(1).toInt());
    QSignalSpy first(&view, &BoardViewport::firstFrameRendered);
    view.show();
    if (!first.wait(30000)) {
        std::fprintf(stderr, "style_switch: no frame rendered\n");
        return 1;
    }
    view.animator()->finish();
    g_size = view.window3d()->size() * view.window3d()->devicePixelRatio();
    std::printf("viewport %dx%d, %d rounds per kind; time from the call to the swap of the first frame showing "
                "the change\n",
                g_size.width(), g_size.height(), rounds);

    timeEveryKind(view, rounds);
    return 0;
}
