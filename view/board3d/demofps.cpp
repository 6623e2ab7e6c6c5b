// Frame counting: buffer swaps are counted by interposing glXSwapBuffers (the frames really
// drawn, Linux/GLX only), a QFrameAction counts Qt3D's frame loop ticks (which run even when
// nothing is drawn), and process CPU time shows what an idle on-demand board costs.
#include "demofps.h"

#include "boardpicking.h"
#include "boardscene.h"

#include <Qt3DCore/QEntity>
#include <Qt3DCore/QTransform>
#include <Qt3DExtras/Qt3DWindow>
#include <Qt3DLogic/QFrameAction>
#include <Qt3DRender/QRenderSettings>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTimer>

#include <dlfcn.h>
#include <sys/resource.h>

#include <atomic>
#include <cstdio>
#include <memory>

namespace {
std::atomic<int> g_swaps{0};
std::atomic<bool> g_swapHooked{false};
} // namespace

// Counts buffer swaps, then forwards to the real glXSwapBuffers (called on Qt3D's render
// thread). The executable exports this symbol so it takes precedence over libGL's.
extern "C" void glXSwapBuffers(void* display, unsigned long drawable)
{
    using Swap = void (*)(void*, unsigned long);
    static const Swap real = reinterpret_cast<Swap>(dlsym(RTLD_NEXT, "glXSwapBuffers"));
    g_swapHooked = true;
    ++g_swaps;
    if (real)
        real(display, drawable);
}

namespace kibitz::board3d {

namespace {

constexpr int kPhaseMs = 3000;

// CPU seconds used by the whole process (all threads) so far.
double cpuSeconds()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + 1e-6 * double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec);
}

// Shared state of the measurement run.
struct Run {
    Qt3DExtras::Qt3DWindow* window = nullptr;
    BoardScene* scene = nullptr;
    int frameActions = 0;
    QElapsedTimer clock;
    double cpuStart = 0.0;
};

// Prints the result of a phase.
void report(const Run& run, const char* name)
{
    const double secs = double(run.clock.elapsed()) / 1000.0;
    if (g_swapHooked)
        std::printf("%-30s %6.1f frames drawn/s", name, g_swaps / secs);
    else
        std::printf("%-30s    n/a frames drawn/s", name);
    std::printf("  (%5.1f Qt3D loop ticks/s)  CPU %4.0f%%\n", run.frameActions / secs,
                100.0 * (cpuSeconds() - run.cpuStart) / secs);
    std::fflush(stdout);
}

// Starts a phase: resets counters, applies the policy, and reports after kPhaseMs.
void phase(const std::shared_ptr<Run>& run, int index)
{
    using Policy = Qt3DRender::QRenderSettings::RenderPolicy;
    static const char* names[] = {"idle, on demand", "animating a piece, on demand", "continuous (policy Always)"};
    if (index == 3) {
        QCoreApplication::exit(0);
        return;
    }
    run->window->renderSettings()->setRenderPolicy(index == 2 ? Policy::Always : Policy::OnDemand);
    run->frameActions = 0;
    g_swaps = 0;
    auto* animator = new QTimer(run->window);
    if (index == 1) {
        Qt3DCore::QEntity* pawn = run->scene->pieceEntity(12);
        auto* transform = pawn ? pawn->componentsOfType<Qt3DCore::QTransform>().value(0) : nullptr;
        QObject::connect(animator, &QTimer::timeout, animator, [=]() {
            const float t = float(run->clock.elapsed() % 1000) / 1000.0f;
            if (transform)
                transform->setTranslation(squareCentre(12) + QVector3D(0, 0, -2.0f * t));
        });
        animator->start(16);
    }
    run->clock.start();
    run->cpuStart = cpuSeconds();
    QTimer::singleShot(kPhaseMs, run->window, [=]() {
        report(*run, names[index]);
        animator->deleteLater();
        QTimer::singleShot(500, run->window, [=]() { phase(run, index + 1); });
    });
}

} // namespace

// Adds a frame counter to the scene and runs the phases after a settling delay.
void startFpsMeasurement(Qt3DExtras::Qt3DWindow* window, BoardScene* scene)
{
    auto run = std::make_shared<Run>();
    run->window = window;
    run->scene = scene;
    auto* counter = new Qt3DLogic::QFrameAction(scene->rootEntity());
    scene->rootEntity()->addComponent(counter);
    QObject::connect(counter, &Qt3DLogic::QFrameAction::triggered, counter, [run](float) { ++run->frameActions; });
    QTimer::singleShot(1500, window, [run]() { phase(run, 0); });
}

} // namespace kibitz::board3d
