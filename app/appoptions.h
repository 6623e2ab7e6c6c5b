// AppOptions: the command line of `kibitz`, parsed with QCommandLineParser.
#pragma once

#include <QCoreApplication>
#include <QSize>
#include <QString>
#include <QStringList>

namespace kibitz {

struct AppOptions {
    Q_DECLARE_TR_FUNCTIONS(AppOptions)
public:
    QString fen; // --fen: start from this position (no session restore)
    QString file; // a .pgn/.fen file to open
    QStringList moreFiles; // more files, each in a tab of its own
    QString screenshot; // --screenshot: render the window to this PNG and exit
    QSize size{1280, 800}; // --size WxH for the screenshot window
    bool black = false; // --black: Black at the bottom
    int ply = -1; // --ply N: show the position after N half-moves of the main line (-1: not given)
    QString lang; // --lang: translation to use instead of the system locale
    bool noRestore = false; // --no-restore: start with a new game
    QString pieceSet; // --piece-set: a built-in set's name or a folder of meshes (this session)
    QString theme; // --theme: a board theme's name (this session)
    bool listStyles = false; // --list-styles: print the set and theme names and exit
    bool capturedRows = false; // --captured-rows: the screenshot shows captures beside the 3D board
    QString error; // set when the command line is wrong

    // Parses arguments (argv[0] first); on --help/--version prints and sets exitNow.
    static AppOptions parse(const QStringList& arguments, bool* exitNow);
    // The --list-styles output: "piece-set NAME" lines, then "theme NAME" lines.
    static QString styleList();
    // Whether raw arguments ask for --list-styles (answered without a display).
    static bool asksForStyleList(const QStringList& arguments);
    // "1280x800" -> QSize; invalid QSize when malformed or out of 200..8000.
    static QSize parseSize(const QString& text);
};

} // namespace kibitz
