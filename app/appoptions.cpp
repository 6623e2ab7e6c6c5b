// AppOptions: options are read before the GUI exists, so errors are printed, not shown.
#include "appoptions.h"

#include "boardstyle.h"

#include <QCommandLineParser>
#include <QRegularExpression>

namespace kibitz {

// Declares the options, parses, and checks the values.
AppOptions AppOptions::parse(const QStringList& arguments, bool* exitNow)
{
    *exitNow = false;
    AppOptions o;
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Kibitz, a chess workbench."));
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption version = parser.addVersionOption();
    const QCommandLineOption fen(QStringLiteral("fen"), tr("Start from the position FEN."), tr("FEN"));
    const QCommandLineOption shot(QStringLiteral("screenshot"), tr("Render the window to FILE (PNG) and exit."),
                                  tr("FILE"));
    const QCommandLineOption size(QStringLiteral("size"), tr("Window size for --screenshot (default 1280x800)."),
                                  tr("WxH"));
    const QCommandLineOption black(QStringLiteral("black"), tr("Show the board from Black's side."));
    const QCommandLineOption lang(QStringLiteral("lang"), tr("Use the translation for LANG (de, fr, es, ru, …)."),
                                  tr("LANG"));
    const QCommandLineOption ply(QStringLiteral("ply"),
                                 tr("Show the position after N half-moves of the main line (0: the start)."), tr("N"));
    const QCommandLineOption noRestore(QStringLiteral("no-restore"), tr("Do not reopen the last game."));
    const QCommandLineOption pieceSet(QStringLiteral("piece-set"),
                                      tr("Show the pieces of set NAME, or of a folder holding king.obj … pawn.obj "
                                         "(or .stl)."),
                                      tr("NAME"));
    const QCommandLineOption theme(QStringLiteral("theme"), tr("Show the board in theme NAME."), tr("NAME"));
    const QCommandLineOption listStyles(QStringLiteral("list-styles"), tr("Print the piece sets and themes and exit."));
    const QCommandLineOption capturedRows(QStringLiteral("captured-rows"),
                                          tr("For --screenshot: show the captured pieces beside the 3D board."));
    parser.addOptions({fen, shot, size, black, lang, ply, noRestore, pieceSet, theme, listStyles, capturedRows});
    parser.addPositionalArgument(tr("file"), tr("A .pgn or .fen file to open; several open in tabs."), tr("[file…]"));
    if (!parser.parse(arguments)) {
        o.error = parser.errorText();
        return o;
    }
    if (parser.isSet(help) || parser.isSet(version)) {
        *exitNow = true;
        parser.isSet(help) ? parser.showHelp(0) : parser.showVersion();
    }
    o.fen = parser.value(fen);
    o.screenshot = parser.value(shot);
    o.black = parser.isSet(black);
    o.lang = parser.value(lang);
    o.noRestore = parser.isSet(noRestore);
    o.listStyles = parser.isSet(listStyles);
    o.capturedRows = parser.isSet(capturedRows);
    o.pieceSet = parser.value(pieceSet);
    o.theme = parser.value(theme);
    QString styleError;
    if (!o.pieceSet.isEmpty() && !board3d::loadPieceSet(o.pieceSet, &styleError))
        o.error = styleError;
    if (!o.theme.isEmpty() && !board3d::findTheme(o.theme))
        o.error = board3d::unknownThemeMessage(o.theme);
    o.moreFiles = parser.positionalArguments();
    if (!o.moreFiles.isEmpty())
        o.file = o.moreFiles.takeFirst();
    if (parser.isSet(ply)) {
        bool ok = false;
        o.ply = parser.value(ply).toInt(&ok);
        if (!ok || o.ply < 0)
            o.error = tr("--ply wants a number of half-moves, 0 or more, not “%1”.").arg(parser.value(ply));
    }
    if (parser.isSet(size)) {
        o.size = parseSize(parser.value(size));
        if (!o.size.isValid())
            o.error =
                tr("--size wants WIDTHxHEIGHT between 200 and 8000, like 1280x800, not “%1”.").arg(parser.value(size));
    }
    return o;
}

// One name a line, each with its kind, so scripts can pick either.
QString AppOptions::styleList()
{
    QString text;
    for (const QString& name : board3d::pieceSetNames())
        text += QStringLiteral("piece-set %1\n").arg(name);
    for (const QString& name : board3d::themeNames())
        text += QStringLiteral("theme %1\n").arg(name);
    return text;
}

// A plain look through the arguments, before any parser or application exists.
bool AppOptions::asksForStyleList(const QStringList& arguments)
{
    return arguments.mid(1).contains(QStringLiteral("--list-styles"));
}

// "WxH" with both sides in 200..8000.
QSize AppOptions::parseSize(const QString& text)
{
    static const QRegularExpression re(QStringLiteral("^(\\d{1,5})[xX](\\d{1,5})$"));
    const QRegularExpressionMatch m = re.match(text.trimmed());
    if (!m.hasMatch())
        return {};
    const int w = m.captured(1).toInt();
    const int h = m.captured(2).toInt();
    if (w < 200 || h < 200 || w > 8000 || h > 8000)
        return {};
    return {w, h};
}

} // namespace kibitz
