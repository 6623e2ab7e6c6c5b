// kibitz: the chess workbench window. Options: see AppOptions (--fen, --screenshot, --size,
// --black, --lang, --no-restore, [file]).
#include "appoptions.h"
#include "boardviewport.h"
#include "gamefiles.h"
#include "mainwindow.h"
#include "sessionsignals.h"
#include "startup.h"

#include "preferences.h"
#include "soundeffectplayer.h"

#include <QApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <csignal>
#include <cstdio>
#include <memory>

using namespace kibitz;

namespace {
// Prints a line to stderr (the GUI is not up, or is about to go).
void complain(const QString& text) { std::fprintf(stderr, "kibitz: %s\n", qPrintable(text)); }

// Whether the arguments ask only for the usage or the version (which need no display).
bool asksForHelpOrVersion(const QStringList& arguments)
{
    for (const QString& a : arguments.mid(1)) {
        if (a == QLatin1String("-h") || a == QLatin1String("--help") || a == QLatin1String("--help-all")
            || a == QLatin1String("-v") || a == QLatin1String("--version") || a == QLatin1String("-?"))
            return true;
    }
    return false;
}

// Loads --fen or the files given (each in a tab of its own, the last one shown, as in the
// window); --ply applies to the one shown. False (with a message printed) when one cannot be.
bool loadStartGame(MainWindow& window, const AppOptions& options)
{
    QString error;
    if (!options.fen.isEmpty() && !window.files()->loadText(options.fen, MainWindow::fenOrigin(), &error)) {
        complain(error);
        return false;
    }
    QStringList files = options.moreFiles;
    if (!options.file.isEmpty())
        files.prepend(options.file);
    for (const QString& file : std::as_const(files)) {
        if (!window.files()->openFile(file, &error)) {
            complain(error);
            return false;
        }
    }
    if (options.ply < 0)
        return true;
    const QString problem = goToPly(window.model(), options.ply);
    if (!problem.isEmpty())
        complain(problem);
    return problem.isEmpty();
}

// Renders the window to a PNG with private settings (no session, default layout) and exits.
int screenshotMode(const AppOptions& options)
{
    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("kibitz.ini")), QSettings::IniFormat);
    Preferences(&settings).setCapturedRows3d(options.capturedRows);
    MainWindow::Options o;
    o.settings = &settings;
    o.restoreSession = false;
    o.rememberSession = false;
    o.prompt = [](const QString&) { return UnsavedGuard::Answer::Discard; };
    o.blackAtBottom = options.black;
    o.pieceSet = options.pieceSet;
    o.theme = options.theme;
    MainWindow window(o);
    if (!loadStartGame(window, options))
        return 2;
    window.resize(options.size);
    const QString error = writeScreenshot(&window, options.screenshot);
    if (!error.isEmpty()) {
        complain(error);
        return 1;
    }
    window.close();
    return 0;
}
} // namespace

// Display check, application, translations, options; then a screenshot or the window.
int main(int argc, char** argv)
{
    // A file-size limit (ulimit -f) would otherwise kill the process mid-write; ignored, the
    // write fails with EFBIG and is reported like a full disk.
#ifdef SIGXFSZ
    std::signal(SIGXFSZ, SIG_IGN);
#endif
    QStringList raw;
    for (int i = 0; i < argc; ++i)
        raw << QString::fromLocal8Bit(argv[i]);
    if (AppOptions::asksForStyleList(raw)) {
        // Names only: no window, no display needed.
        std::fputs(qPrintable(AppOptions::styleList()), stdout);
        return 0;
    }
    const QString problem = displayProblem(raw);
    if (!problem.isEmpty() && asksForHelpOrVersion(raw)) {
        // --help and --version need no window: answer them without a display.
        QCoreApplication app(argc, argv);
        QCoreApplication::setApplicationVersion(QStringLiteral(KIBITZ_VERSION));
        installTranslations(&app, languageArgument(raw));
        bool exitNow = false;
        AppOptions::parse(QCoreApplication::arguments(), &exitNow);
        return 0;
    }
    if (!problem.isEmpty()) {
        complain(problem);
        complain(QCoreApplication::translate("kibitz",
                                             "To render the window to a picture instead, run it under a "
                                             "virtual X server:\n  xvfb-run -a -s \"-screen 0 1280x800x24\" "
                                             "kibitz --screenshot out.png"));
        return 1;
    }
    BoardViewport::chooseRenderer(); // before QApplication starts its threads
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Kibitz"));
    QApplication::setApplicationName(QStringLiteral("Kibitz"));
    QApplication::setApplicationVersion(QStringLiteral(KIBITZ_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("kibitz"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/kibitz.svg")));
    // --lang wins over the language chosen in Preferences (which applies from the next start).
    QSettings settings;
    QString lang = languageArgument(raw);
    if (lang.isEmpty())
        lang = Preferences(&settings).language();
    installTranslations(&app, lang);
    if (const QString problem = languageProblem(lang); !problem.isEmpty())
        complain(problem);

    bool exitNow = false;
    const AppOptions options = AppOptions::parse(QApplication::arguments(), &exitNow);
    if (exitNow)
        return 0;
    if (!options.error.isEmpty()) {
        complain(options.error);
        return 2;
    }
    if (!options.screenshot.isEmpty())
        return screenshotMode(options);

    SoundEffectPlayer sounds;
    MainWindow::Options o;
    o.settings = &settings;
    o.soundPlayer = &sounds;
    // A crashed session's study is offered first; then the file or FEN, else the last session.
    o.restoreSession = !options.noRestore;
    o.startFile = options.file;
    o.moreStartFiles = options.moreFiles;
    o.startFen = options.fen;
    o.sessionDir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/session");
    o.blackAtBottom = options.black;
    o.pieceSet = options.pieceSet;
    o.theme = options.theme;
    o.deferBoard = true;
    SessionSignals endSignals; // before the window: a SIGTERM during its start waits for the event loop
    MainWindow window(o);
    QObject::connect(&endSignals, &SessionSignals::ended, &window, &MainWindow::endSession);
    installStartupProbe(&window);
    trimMemoryAfterFirstFrame(&window);
    window.show();
    return app.exec();
}
