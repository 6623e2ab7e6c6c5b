// kibitz-board-demo: shows a FEN placement on the 3D board; can write a screenshot
// (--screenshot out.png [--size 1280x800]) or measure frame rates (--fps).
#include "boardcamera.h"
#include "boardscene.h"
#include "demofps.h"
#include "piecegeometry.h"

#include <Qt3DExtras/QForwardRenderer>
#include <Qt3DExtras/Qt3DWindow>
#include <Qt3DRender/QCamera>
#include <Qt3DRender/QRenderCapture>
#include <Qt3DRender/QRenderSettings>

#include <QCommandLineParser>
#include <QGuiApplication>
#include <QTimer>

#include <cstdio>
#include <cstdlib>

using namespace kibitz::board3d;

namespace {

// Parses "WxH"; falls back to 1280x800.
QSize parseSize(const QString& text)
{
    const QStringList parts = text.split(QLatin1Char('x'));
    if (parts.size() == 2 && parts[0].toInt() > 0 && parts[1].toInt() > 0)
        return {parts[0].toInt(), parts[1].toInt()};
    return {1280, 800};
}

// Sample highlights so a screenshot shows every kind of marker.
BoardHighlights sampleHighlights(const Placement& placement)
{
    BoardHighlights h;
    h.lastFrom = 12; // e2
    h.lastTo = 28; // e4
    h.selected = 6; // g1
    h.hover = 45; // f6
    for (int sq : {21, 23, 12})
        (placement[size_t(sq)] == '.' ? h.quietTargets : h.captureTargets).push_back(sq);
    for (int sq = 0; sq < 64; ++sq)
        if (placement[size_t(sq)] == 'k')
            h.check = sq;
    return h;
}

// Orbit view from "--view yaw,pitch,distance[,tx,ty,tz]"; unset fields keep the default.
OrbitView parseView(const QString& text, OrbitView view, bool* explicitDistance)
{
    const QStringList v = text.split(QLatin1Char(','));
    if (v.size() >= 2) {
        view.yawDeg = v[0].toFloat();
        view.pitchDeg = v[1].toFloat();
    }
    *explicitDistance = v.size() >= 3;
    if (v.size() >= 3)
        view.distance = v[2].toFloat();
    if (v.size() >= 6)
        view.target = {v[3].toFloat(), v[4].toFloat(), v[5].toFloat()};
    return view;
}

// Captures a frame (twice, so textures have arrived), flips it upright, saves it and quits.
void captureAndQuit(Qt3DRender::QRenderCapture* capture, const QString& path, int round)
{
    Qt3DRender::QRenderCaptureReply* reply = capture->requestCapture();
    QObject::connect(reply, &Qt3DRender::QRenderCaptureReply::completed, capture, [=]() {
        // Qt 6.4's RHI backend returns the frame bottom-up (checked against
        // an X screenshot); the OpenGL backend (QT3D_RENDERER=opengl) does not.
        const bool rhi = qgetenv("QT3D_RENDERER") != "opengl";
        const QImage image = reply->image().mirrored(false, rhi);
        reply->deleteLater();
        if (round < 2) {
            QTimer::singleShot(200, capture, [=]() { captureAndQuit(capture, path, round + 1); });
            return;
        }
        const bool ok = image.save(path);
        std::fprintf(stderr, "%s %s (%dx%d)\n", ok ? "wrote" : "FAILED to write", qPrintable(path), image.width(),
                     image.height());
        QCoreApplication::exit(ok ? 0 : 1);
    });
}

// Triangles drawn for the pieces of a placement.
int pieceTriangles(const Placement& placement)
{
    int total = 0;
    for (char c : placement)
        if (const auto type = pieceTypeFromFen(c))
            total += pieceMesh(*type).triangleCount();
    return total;
}

} // namespace

// Command-line settings of the demo.
struct Options {
    Placement placement{};
    QSize size;
    QString screenshot;
    bool fps = false;
    bool highlights = false;
    OrbitView view;
    bool explicitDistance = false;
    int samples = -1; // -1: Qt3DWindow's default
};

// Parses the command line; exits with a message on a malformed placement.
Options parseOptions(const QCoreApplication& app)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Kibitz 3D board demo"));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("placement"), QStringLiteral("FEN placement"));
    const QCommandLineOption shotOpt(QStringLiteral("screenshot"), QStringLiteral("Write PNG"), QStringLiteral("file"));
    const QCommandLineOption sizeOpt(QStringLiteral("size"), QStringLiteral("WxH"), QStringLiteral("size"),
                                     QStringLiteral("1280x800"));
    const QCommandLineOption fpsOpt(QStringLiteral("fps"), QStringLiteral("Measure frame rates"));
    const QCommandLineOption blackOpt(QStringLiteral("black"), QStringLiteral("Black's view"));
    const QCommandLineOption hlOpt(QStringLiteral("highlights"), QStringLiteral("Sample highlights"));
    const QCommandLineOption viewOpt(QStringLiteral("view"), QStringLiteral("yaw,pitch[,dist[,x,y,z]]"),
                                     QStringLiteral("view"));
    const QCommandLineOption samplesOpt(
        QStringLiteral("samples"), QStringLiteral("Multisample count (default: Qt3DWindow's)"), QStringLiteral("n"));
    parser.addOptions({shotOpt, sizeOpt, fpsOpt, blackOpt, hlOpt, viewOpt, samplesOpt});
    parser.process(app);

    Options o;
    const QString fen =
        parser.positionalArguments().value(0, QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"));
    const std::optional<Placement> placement = placementFromFen(fen.section(QLatin1Char(' '), 0, 0));
    if (!placement) {
        std::fprintf(stderr, "kibitz-board-demo: not a FEN placement: %s\n", qPrintable(fen));
        std::exit(2);
    }
    o.placement = *placement;
    o.size = parseSize(parser.value(sizeOpt));
    o.screenshot = parser.value(shotOpt);
    o.fps = parser.isSet(fpsOpt);
    o.highlights = parser.isSet(hlOpt);
    o.view = parseView(parser.value(viewOpt), defaultView(parser.isSet(blackOpt)), &o.explicitDistance);
    if (parser.isSet(samplesOpt))
        o.samples = parser.value(samplesOpt).toInt();
    return o;
}

// Sets up window, scene and camera from the command line, then runs the chosen mode.
int main(int argc, char* argv[])
{
    QGuiApplication app(argc, argv);
    Options o = parseOptions(app);
    const float aspect = float(o.size.width()) / float(o.size.height());

    Qt3DExtras::Qt3DWindow window;
    window.defaultFrameGraph()->setClearColor(QColor::fromRgbF(0.13f, 0.14f, 0.16f));
    window.renderSettings()->setRenderPolicy(Qt3DRender::QRenderSettings::OnDemand);
    auto* capture = new Qt3DRender::QRenderCapture;
    window.activeFrameGraph()->setParent(capture);
    window.setActiveFrameGraph(capture);

    BoardScene scene;
    scene.setPosition(o.placement);
    if (o.highlights)
        scene.setHighlights(sampleHighlights(o.placement));
    window.setRootEntity(scene.rootEntity());

    if (!o.explicitDistance)
        o.view.distance = fitDistance(o.view, aspect);
    applyOrbit(window.camera(), o.view, aspect);
    if (o.samples >= 0) { // multisampling costs a lot under software GL
        QSurfaceFormat format = window.format();
        format.setSamples(o.samples);
        window.setFormat(format);
    }
    window.resize(o.size);
    window.show();

    if (!o.screenshot.isEmpty()) {
        QTimer::singleShot(2000, capture, [=]() { captureAndQuit(capture, o.screenshot, 0); });
    } else if (o.fps) {
        std::printf("surface: %d samples; pieces: %d triangles\n", window.format().samples(),
                    pieceTriangles(o.placement));
        startFpsMeasurement(&window, &scene);
    }
    return app.exec();
}
