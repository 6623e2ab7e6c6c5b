// Start-up helpers: nothing here keeps running once the window is up.
#include "startup.h"

#include "mainwindow.h"
#include "windowboard.h"

#include "boardviewport.h"
#include "chessgamemodel.h"
#include "gamenavigation.h"
#include "io/safefile.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QImageWriter>
#include <QLibraryInfo>
#include <QLocale>
#include <QPainter>
#include <QTimer>
#include <QTranslator>
#include <QWindow>

#include <cstdio>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <ctime>

namespace kibitz {

// A platform chosen explicitly is trusted; otherwise X11 or Wayland must be reachable.
QString displayProblem(const QStringList& arguments)
{
    if (!qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") || arguments.contains(QStringLiteral("-platform")))
        return {};
    if (!qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        return {};
    const QString display = qEnvironmentVariable("DISPLAY");
    if (display.isEmpty())
        return QCoreApplication::translate("kibitz",
                                           "No display: DISPLAY and WAYLAND_DISPLAY are not set, so the "
                                           "Kibitz window cannot open here.");
    // A local display ":N" has its socket in /tmp/.X11-unix; remote ones are left to Qt.
    if (display.startsWith(QLatin1Char(':'))) {
        const QString number = display.mid(1).section(QLatin1Char('.'), 0, 0);
        if (!QFileInfo::exists(QStringLiteral("/tmp/.X11-unix/X%1").arg(number)))
            return QCoreApplication::translate("kibitz",
                                               "No display: there is no X server for DISPLAY=%1, so the "
                                               "Kibitz window cannot open here.")
                .arg(display);
    }
    return {};
}

// Finds --lang before the parser runs, so the parser's own texts can be translated.
QString languageArgument(const QStringList& arguments)
{
    for (int i = 1; i < arguments.size(); ++i) {
        const QString& a = arguments.at(i);
        if ((a == QLatin1String("--lang") || a == QLatin1String("-lang")) && i + 1 < arguments.size())
            return arguments.at(i + 1);
        if (a.startsWith(QLatin1String("--lang=")))
            return a.mid(7);
    }
    return {};
}

// Kibitz's .qm from the resources (:/i18n), Qt's own from its translations directory.
QStringList installTranslations(QCoreApplication* app, const QString& lang)
{
    QStringList loaded;
    const QLocale locale = lang.isEmpty() ? QLocale::system() : QLocale(lang);
    if (!lang.isEmpty())
        QLocale::setDefault(locale);
    auto* kibitz = new QTranslator(app);
    // Without a translation for the locale the window speaks English, with its plural forms.
    const bool own = kibitz->load(locale, QStringLiteral("kibitz"), QStringLiteral("_"), QStringLiteral(":/i18n"))
                     || kibitz->load(QStringLiteral(":/i18n/kibitz_en.qm"));
    if (own && app->installTranslator(kibitz))
        loaded << kibitz->filePath();
    auto* qt = new QTranslator(app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))
        && app->installTranslator(qt))
        loaded << qt->filePath();
    return loaded;
}

// The languages Kibitz is translated into (from :/i18n/kibitz_<lang>.qm), sorted.
QStringList availableLanguages()
{
    QStringList languages;
    const QStringList files = QDir(QStringLiteral(":/i18n")).entryList({QStringLiteral("kibitz_*.qm")}, QDir::Files);
    for (const QString& file : files)
        languages << file.mid(7, file.size() - 7 - 3);
    languages.removeOne(QStringLiteral("en")); // the source language's plural forms only
    languages.sort();
    return languages;
}

// English is the source language; anything else without a .qm gets a warning naming what exists.
QString languageProblem(const QString& lang)
{
    if (lang.isEmpty() || lang == QLatin1String("en") || lang.startsWith(QLatin1String("en_"))
        || lang == QLatin1String("C"))
        return {};
    const QStringList available = availableLanguages();
    const QString base = lang.section(QLatin1Char('_'), 0, 0);
    if (available.contains(lang) || available.contains(base))
        return {};
    return QCoreApplication::translate("kibitz",
                                       "There is no translation for the language \"%1\"; "
                                       "available: %2 (and English). Continuing in English.")
        .arg(lang, available.join(QLatin1String(", ")));
}

// QWidget::grab() paints the widgets; the native 3D window is drawn in from QRenderCapture.
QImage renderWindow(QWidget* window, BoardViewport* viewport)
{
    QImage image = window->grab().toImage().convertToFormat(QImage::Format_RGB32);
    const QImage board = viewport->grabImage();
    if (board.isNull())
        return {};
    QPainter painter(&image);
    const QRect target(viewport->mapTo(window, QPoint(0, 0)), viewport->size());
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    painter.drawImage(target, board);
    return image;
}

// Monotonic milliseconds elapsed since t0 (nanoseconds).
double millisecondsSince(qint64 t0)
{
    timespec now{};
    clock_gettime(CLOCK_REALTIME, &now);
    return double(qint64(now.tv_sec) * 1000000000LL + now.tv_nsec - t0) / 1e6;
}

namespace {
// Reports the first Expose of the window's native window once, then removes itself.
class ExposeProbe : public QObject {
public:
    ExposeProbe(QWindow* window, qint64 t0) : QObject(window), m_t0(t0) { window->installEventFilter(this); }
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Expose && static_cast<QWindow*>(watched)->isExposed()) {
            std::fprintf(stderr, "kibitz-bench shown %.1f\n", millisecondsSince(m_t0));
            watched->removeEventFilter(this);
            deleteLater();
        }
        return false;
    }

private:
    qint64 m_t0;
};
} // namespace

// Once the first 3D frame is up, gives the memory freed by start-up back to the system.
void trimMemoryAfterFirstFrame(MainWindow* window)
{
#ifdef __GLIBC__
    const auto watch = [window](BoardViewport* viewport) {
        QObject::connect(viewport, &BoardViewport::firstFrameRendered, window, [window] {
            // Qt3D frees its upload copies a few frames later.
            QTimer::singleShot(1000, window, [] { malloc_trim(0); });
        });
    };
    window->board()->whenViewport(window, watch);
#else
    Q_UNUSED(window);
#endif
}

// Hooks the window's first exposure and the viewport's first frame.
void installStartupProbe(MainWindow* window)
{
    bool ok = false;
    const qint64 t0 = qEnvironmentVariable("KIBITZ_BENCH_T0").toLongLong(&ok);
    if (!ok)
        return;
    // The phases bench/gui_startup sets apart: the window built (libraries, QApplication, the
    // widgets), shown, its board's 3D window made and shown, the first frame.
    std::fprintf(stderr, "kibitz-bench built %.1f\n", millisecondsSince(t0));
    window->winId(); // creates the native window so its events can be watched before show()
    new ExposeProbe(window->windowHandle(), t0);
    const auto watch = [window, t0](BoardViewport* viewport) {
        std::fprintf(stderr, "kibitz-bench board %.1f\n", millisecondsSince(t0));
        QObject::connect(viewport, &BoardViewport::firstFrameRendered, window,
                         [t0] { std::fprintf(stderr, "kibitz-bench frame %.1f\n", millisecondsSince(t0)); });
    };
    window->board()->whenViewport(window, watch);
}

// Waits up to 20 s for the first frame (software OpenGL is slow to start), then renders.
QString writeScreenshot(MainWindow* window, const QString& path)
{
    bool rendered = false;
    QEventLoop wait;
    QObject::connect(window->viewport(), &BoardViewport::firstFrameRendered, &wait, [&rendered, &wait] {
        rendered = true;
        wait.quit();
    });
    QTimer::singleShot(20000, &wait, &QEventLoop::quit);
    window->show();
    if (!rendered)
        wait.exec();
    // Let layouts, camera moves and painted textures settle.
    QEventLoop settle;
    QTimer::singleShot(500, &settle, &QEventLoop::quit);
    settle.exec();
    const QImage image = renderWindow(window, window->viewport());
    if (image.isNull())
        return QCoreApplication::translate("kibitz", "The 3D board could not be rendered (no OpenGL frame arrived).");
    QBuffer png;
    png.open(QIODevice::WriteOnly);
    QImageWriter writer(&png, "png");
    if (!writer.write(image))
        return QCoreApplication::translate("kibitz", "cannot write %1: %2").arg(path, writer.errorString());
    QString error;
    return io::writeFileSafely(path, png.data(), &error) ? QString() : error;
}

// The main line's node after ply half-moves, or why there is none.
QString goToPly(ChessGameModel* model, int ply)
{
    const std::vector<game::NodeId>& line = model->tree().root().line;
    const int plies = int(line.size()) - 1;
    if (ply < 0 || ply > plies)
        return QCoreApplication::translate(
                   "kibitz", "--ply %1 is past the end of the main line, which has %n half-move(s).", nullptr, plies)
            .arg(ply);
    model->navigation()->goTo(line[std::size_t(ply)]);
    return {};
}

} // namespace kibitz
