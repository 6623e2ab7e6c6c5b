// gui_startup_baseline: the reference for bench/gui_startup — a bare Qt3DWindow (one lit sphere,
// default frame graph, render on demand) reporting the same two moments as kibitz's probe:
// "kibitz-bench shown <ms>" at the first expose and "kibitz-bench frame <ms>" after the first
// frame (QRenderCapture), measured from KIBITZ_BENCH_T0 (CLOCK_REALTIME ns at launch).
// With --board it also draws what any board's first frame needs and the sphere lacks: a plane
// with a painted, bilinearly filtered texture of squares and coordinate letters (so fonts are set
// up) in an unlit texture material, and a second, lit material — two shader programs and a
// texture, as kibitz's board has (its squares, its frame, its pieces). No mip levels: Qt 6.4's
// RHI renderer would not sample them (the sampler's mipmap mode follows the magnification
// filter), and generating them is work no picture needs (docs/DESIGN.md, "Start-up (issue 30)").
#include <Qt3DCore/QEntity>
#include <Qt3DCore/QTransform>
#include <Qt3DExtras/QDiffuseSpecularMaterial>
#include <Qt3DExtras/QForwardRenderer>
#include <Qt3DExtras/QPhongMaterial>
#include <Qt3DExtras/QPlaneMesh>
#include <Qt3DExtras/QSphereMesh>
#include <Qt3DExtras/QTextureMaterial>
#include <Qt3DExtras/Qt3DWindow>
#include <Qt3DRender/QCamera>
#include <Qt3DRender/QPaintedTextureImage>
#include <Qt3DRender/QRenderCapture>
#include <Qt3DRender/QRenderSettings>
#include <Qt3DRender/QTexture>

#include <QGuiApplication>
#include <QPainter>

#include <cstdio>
#include <ctime>

namespace {
qint64 g_t0 = 0;

// Milliseconds since launch.
double elapsedMs()
{
    timespec now{};
    clock_gettime(CLOCK_REALTIME, &now);
    return double(qint64(now.tv_sec) * 1000000000LL + now.tv_nsec - g_t0) / 1e6;
}

// Eight by eight squares and a row of file letters, painted when Qt3D asks.
class SquaresImage : public Qt3DRender::QPaintedTextureImage {
public:
    SquaresImage() { setSize({512, 512}); }

protected:
    void paint(QPainter* painter) override
    {
        for (int square = 0; square < 64; ++square)
            painter->fillRect((square % 8) * 64, (square / 8) * 64, 64, 64,
                              (square + square / 8) % 2 ? QColor(143, 97, 64) : QColor(219, 194, 153));
        painter->setPen(Qt::white);
        painter->drawText(QRect(0, 490, 512, 22), Qt::AlignCenter, QStringLiteral("a b c d e f g h"));
    }
};

// The parts of a board's first frame the sphere lacks (see the header): a textured plane under
// the sphere and a small sphere in a lit material of the kind kibitz's pieces use.
void addBoardContent(Qt3DCore::QEntity* root)
{
    auto* board = new Qt3DCore::QEntity(root);
    auto* plane = new Qt3DExtras::QPlaneMesh;
    plane->setWidth(8.0f);
    plane->setHeight(8.0f);
    auto* texture = new Qt3DRender::QTexture2D(board);
    texture->addTextureImage(new SquaresImage);
    texture->setMinificationFilter(Qt3DRender::QAbstractTexture::Linear);
    texture->setMagnificationFilter(Qt3DRender::QAbstractTexture::Linear);
    auto* material = new Qt3DExtras::QTextureMaterial(board);
    material->setTexture(texture);
    auto* tilt = new Qt3DCore::QTransform;
    tilt->setRotationX(60.0f);
    tilt->setTranslation(QVector3D(0.0f, -2.0f, 0.0f));
    board->addComponent(plane);
    board->addComponent(material);
    board->addComponent(tilt);

    auto* piece = new Qt3DCore::QEntity(root);
    auto* mesh = new Qt3DExtras::QSphereMesh;
    mesh->setRadius(0.5f);
    auto* place = new Qt3DCore::QTransform;
    place->setTranslation(QVector3D(3.0f, 0.0f, 2.0f));
    piece->addComponent(mesh);
    piece->addComponent(new Qt3DExtras::QDiffuseSpecularMaterial);
    piece->addComponent(place);
}

// A Qt3DWindow that reports its first expose.
class Window : public Qt3DExtras::Qt3DWindow {
protected:
    void exposeEvent(QExposeEvent* event) override
    {
        if (!m_reported && isExposed()) {
            m_reported = true;
            std::fprintf(stderr, "kibitz-bench shown %.1f\n", elapsedMs());
        }
        Qt3DExtras::Qt3DWindow::exposeEvent(event);
    }

private:
    bool m_reported = false;
};
} // namespace

// A sphere in a Qt3DWindow (with --board, the board's content too), shown at 1280x800, with a
// first-frame capture.
int main(int argc, char** argv)
{
    g_t0 = qEnvironmentVariable("KIBITZ_BENCH_T0").toLongLong();
    QGuiApplication app(argc, argv);
    Window window;
    window.renderSettings()->setRenderPolicy(Qt3DRender::QRenderSettings::OnDemand);
    auto* capture = new Qt3DRender::QRenderCapture;
    window.activeFrameGraph()->setParent(capture);
    window.setActiveFrameGraph(capture);

    auto* root = new Qt3DCore::QEntity;
    auto* sphere = new Qt3DCore::QEntity(root);
    auto* mesh = new Qt3DExtras::QSphereMesh;
    mesh->setRadius(2.0f);
    sphere->addComponent(mesh);
    sphere->addComponent(new Qt3DExtras::QPhongMaterial);
    if (app.arguments().contains(QStringLiteral("--board")))
        addBoardContent(root);
    window.camera()->lens()->setPerspectiveProjection(45.0f, 16.0f / 10.0f, 0.1f, 100.0f);
    window.camera()->setPosition(QVector3D(0, 0, 10));
    window.camera()->setViewCenter(QVector3D(0, 0, 0));
    window.setRootEntity(root);
    window.resize(1280, 800);
    window.show();

    Qt3DRender::QRenderCaptureReply* reply = capture->requestCapture();
    QObject::connect(reply, &Qt3DRender::QRenderCaptureReply::completed, &app,
                     [] { std::fprintf(stderr, "kibitz-bench frame %.1f\n", elapsedMs()); });
    return app.exec();
}
