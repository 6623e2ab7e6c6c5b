// gui_startup_baseline: the reference for bench/gui_startup — a bare Qt3DWindow (one lit sphere,
// default frame graph, render on demand) reporting the same two moments as kibitz's probe:
// "kibitz-bench shown <ms>" at the first expose and "kibitz-bench frame <ms>" after the first
// frame (QRenderCapture), measured from KIBITZ_BENCH_T0 (CLOCK_REALTIME ns at launch).
#include <Qt3DCore/QEntity>
#include <Qt3DCore/QTransform>
#include <Qt3DExtras/QForwardRenderer>
#include <Qt3DExtras/QPhongMaterial>
#include <Qt3DExtras/QSphereMesh>
#include <Qt3DExtras/Qt3DWindow>
#include <Qt3DRender/QCamera>
#include <Qt3DRender/QRenderCapture>
#include <Qt3DRender/QRenderSettings>

#include <QGuiApplication>

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

// A sphere in a Qt3DWindow, shown at 1280x800, with a first-frame capture.
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
