// FileContent: the file's first 64 KB (or its name) tell FEN from PGN before the whole is read.
#include "filecontent.h"

#include "errortext.h"
#include "filestate.h"

#include "core/fen.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QStringDecoder>

namespace kibitz::io {

namespace {

// The messages' translation context: that of the other game file reading (gamefile.cpp).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(GameFile)
};

// UTF-8 when the bytes are valid UTF-8, else Latin-1 (old PGN files).
QString decode(const QByteArray& bytes)
{
    QStringDecoder utf8(QStringDecoder::Utf8);
    const QString text = utf8(bytes);
    return utf8.hasError() ? QString::fromLatin1(bytes) : text;
}

// The first non-empty line (a .fen file may hold a trailing newline or a list).
QString firstLine(const QString& text)
{
    const QStringList lines = text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (const QString& line : lines)
        if (!line.trimmed().isEmpty())
            return line.trimmed();
    return {};
}

// The position of a .fen file, checked here so that a bad one is refused before a tab is made
// for it (the tabs stay as they were); "" with the reason, naming the file, in error.
QString fenOf(const QString& name, const QString& text, QString* error)
{
    const QString fen = firstLine(text);
    core::Position position;
    if (const auto problem = core::parseFen(fen.toStdString(), position)) {
        *error = Text::tr("No valid FEN position in %1: %2").arg(name, ErrorText::fen(*problem));
        return {};
    }
    return fen;
}

// A text or file that is neither (name: the file's, or the text's origin).
QString neitherOf(const QString& name) { return Text::tr("Neither a FEN position nor a PGN game in %1.").arg(name); }
} // namespace

// No widgets: runs on a worker thread.
FileContent readFileContent(const QString& path, qint64 limit, Progress& progress)
{
    FileContent content;
    const QString name = QFileInfo(path).fileName();
    content.error = ErrorText::refusalOf(path); // before the open: a FIFO would block it
    if (!content.error.isEmpty())
        return content;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        content.error = Text::tr("Cannot open %1: %2").arg(name, file.errorString());
        return content;
    }
    // The name, else the first 64 KB, tell FEN from PGN (peek: the bytes stay to be read).
    content.kind = kindFromFileName(path);
    if (content.kind == TextKind::Unknown)
        content.kind = classifyText(decode(file.peek(64 * 1024)));
    if (file.size() > limit) {
        content.large = content.kind == TextKind::Pgn;
        if (content.large)
            return content;
        content.error = ErrorText::tooLarge(name, file.size(), limit);
        return content;
    }
    const FileStamp before = stampOfHandle(file.handle());
    const QByteArray bytes = file.readAll();
    if (file.error() != QFileDevice::NoError) {
        content.error = Text::tr("Cannot open %1: %2").arg(name, file.errorString());
        return content;
    }
    if (content.kind == TextKind::Fen)
        content.fen = fenOf(name, decode(bytes), &content.error);
    else if (content.kind == TextKind::Pgn)
        content.pgn = readPgnFile(path, bytes, &progress);
    else
        content.error = neitherOf(name);
    // The bytes are of that file only when nobody wrote it while they were read.
    if (content.kind == TextKind::Pgn && stampOfHandle(file.handle()) == before)
        content.pgn.source.stamp = before;
    content.cancelled = content.pgn.cancelled;
    if (content.kind == TextKind::Pgn && !content.pgn.ok && !content.cancelled)
        content.error = content.pgn.error;
    return content;
}

// The text's shape says FEN or PGN; then the same checks as a file's content.
FileContent readTextContent(const QString& text, const QString& origin)
{
    FileContent content;
    content.kind = classifyText(text);
    if (content.kind == TextKind::Fen) {
        content.fen = fenOf(origin, text, &content.error);
    } else if (content.kind == TextKind::Pgn) {
        PgnTextRead read = readPgnText(text, origin);
        content.error = read.error;
        content.games = std::move(read.games);
    } else {
        content.error = neitherOf(origin);
    }
    return content;
}

} // namespace kibitz::io
