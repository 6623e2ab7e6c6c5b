// Start-up helpers for main(): the display check, translations and the screenshot mode.
#pragma once

#include <QImage>
#include <QString>
#include <QStringList>

class QCoreApplication;
class QWidget;

namespace kibitz {

class BoardViewport;
class ChessGameModel;
class MainWindow;

// Why no window can open here (no X11/Wayland display), or "" when one can. Checked before
// QApplication exists, because Qt's own failure is an abort with a terse message.
QString displayProblem(const QStringList& arguments);
// The value of --lang (or --lang=xx) in raw arguments, "" when absent.
QString languageArgument(const QStringList& arguments);
// Installs Kibitz's and Qt's translations for lang (system locale when empty); returns the
// files loaded.
QStringList installTranslations(QCoreApplication* app, const QString& lang);
// The languages Kibitz is translated into (from :/i18n/kibitz_<lang>.qm), sorted.
QStringList availableLanguages();
// A warning when --lang names a language Kibitz has no translation for, else "".
QString languageProblem(const QString& lang);
// The whole window as a picture, with the 3D board rendered into the viewport's place.
QImage renderWindow(QWidget* window, BoardViewport* viewport);
// For bench/gui_startup: when KIBITZ_BENCH_T0 holds the launch time (CLOCK_REALTIME, ns),
// prints "kibitz-bench shown <ms>" when the window is first exposed and "kibitz-bench frame <ms>"
// after the first 3D frame, to stderr. Does nothing otherwise.
void installStartupProbe(MainWindow* window);
// Once the first 3D frame is up, gives the memory freed by start-up (painted textures, Qt3D's
// staging copies) back to the system; glibc keeps freed heap pages otherwise.
void trimMemoryAfterFirstFrame(MainWindow* window);
// Milliseconds since the CLOCK_REALTIME time t0 (ns), for the probe.
double millisecondsSince(qint64 t0);
// Shows window, waits for its first 3D frame, renders it and writes a PNG; "" or the reason it failed.
QString writeScreenshot(MainWindow* window, const QString& path);
// Shows the position after ply half-moves of the main line (--ply); a translated message naming
// the line's length when it has fewer, else an empty string.
QString goToPly(ChessGameModel* model, int ply);

} // namespace kibitz
