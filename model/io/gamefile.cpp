// readPgnFile / writeGameInPlace: spans from splitPgnGames, checked against the game read.
#include "gamefile.h"

#include "errortext.h"
#include "safefile.h"

#include "game/pgnreader.h"
#include "game/pgnsplit.h"
#include "game/pgnwriter.h"
#include "game/utf8.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStringDecoder>
#include <QStringEncoder>

#include <algorithm>
#include <optional>
#include <string>

namespace kibitz::io {

namespace {

// The messages' translation context.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(GameFile)
};

QByteArray digestOf(const QByteArray& bytes) { return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256); }


// The reader takes UTF-8; old files in Latin-1 are converted first.
std::string utf8Of(const QByteArray& bytes, bool latin1)
{
    return latin1 ? QString::fromLatin1(bytes).toStdString() : bytes.toStdString();
}

// The first game of text, written as Kibitz writes it; nothing when it does not read.
std::optional<game::Game> firstGame(const std::string& text, std::vector<game::PgnError>& errors)
{
    std::optional<game::Game> first;
    game::readPgn(
        text,
        [&first](game::Game&& g, int) {
            first.emplace(std::move(g));
            return false;
        },
        errors);
    return first;
}

QByteArray canonical(const game::Game& g) { return QByteArray::fromStdString(game::toPgn(g)); }

// Why the first game of what place holds (a file's name, "the clipboard") cannot be opened, or
// "": the same words for a file and a text.
QString firstGameProblem(const QString& place, const std::vector<game::PgnError>& errors, bool hasGame)
{
    if (!errors.empty() && (!hasGame || errors.front().game == 1))
        return Text::tr("No game could be read from %1: %2").arg(place, ErrorText::pgn(errors.front()));
    if (!hasGame)
        return Text::tr("No PGN game in %1.").arg(place);
    return {};
}

} // namespace

std::optional<QByteArray> encodeGame(const game::Game& g, bool latin1, bool crlf)
{
    QByteArray text = canonical(g);
    if (latin1) {
        QStringEncoder toLatin1(QStringEncoder::Latin1);
        QByteArray converted = toLatin1(QString::fromUtf8(text));
        if (toLatin1.hasError())
            return std::nullopt;
        text = converted;
    }
    while (!text.isEmpty() && (text.back() == '\n' || text.back() == '\r' || text.back() == ' '))
        text.chop(1);
    if (crlf)
        text.replace("\n", "\r\n");
    return text;
}

std::optional<QByteArray> readBackText(const QByteArray& bytes, bool latin1)
{
    std::vector<game::PgnError> errors;
    const std::optional<game::Game> g = firstGame(utf8Of(bytes, latin1), errors);
    return g ? std::optional<QByteArray>(canonical(*g)) : std::nullopt;
}

namespace {

// True when text reads as source's game (the game Kibitz opened there, as it writes it).
bool readsAs(const QByteArray& text, const FileSource& source)
{
    return readBackText(text, source.latin1) == source.gameText;
}

// The bytes of span in bytes.
QByteArray bytesOf(const QByteArray& bytes, const game::PgnSpan& span)
{
    return bytes.mid(qsizetype(span.begin), qsizetype(span.end - span.begin));
}

// The 1-based number of the span that reads as source's game (0 when none does: the file can
// then only be saved elsewhere). Usually the first; a broken game before it moves it on.
int spanOf(const QByteArray& bytes, const std::vector<game::PgnSpan>& spans, const FileSource& source)
{
    for (std::size_t i = 0; i < spans.size(); ++i)
        if (readsAs(bytesOf(bytes, spans[i]), source))
            return int(i) + 1;
    return 0;
}

QString nameOf(const QString& path) { return QFileInfo(path).fileName(); }

WriteResult refuse(const QString& reason)
{
    WriteResult result;
    result.refused = true;
    result.error = reason;
    return result;
}

// The refusals of a save in place, whichever way the game's place is found.
WriteResult cannotRead(const FileSource& source, const QFile& file)
{
    return refuse(Text::tr("Cannot read %1 to save into it: %2").arg(nameOf(source.path), file.errorString()));
}

WriteResult changedOnDisk(const FileSource& source)
{
    return refuse(Text::tr("%1 was changed by another program since Kibitz read it; saving into it now "
                           "could undo those changes.")
                      .arg(nameOf(source.path)));
}

WriteResult notFoundAgain(const FileSource& source)
{
    return refuse(Text::tr("Kibitz cannot find game %1 in %2 again, so it cannot replace it safely.")
                      .arg(source.game)
                      .arg(nameOf(source.path)));
}

// The saved game as the reader will see it in bytes next time (g itself if they do not read).
QByteArray gameTextOf(const QByteArray& bytes, bool latin1, const game::Game& g)
{
    return readBackText(bytes, latin1).value_or(canonical(g));
}

WriteResult deleted(const FileSource& source)
{
    return refuse(Text::tr("%1 no longer exists: it was deleted or moved since Kibitz opened it.").arg(nameOf(source.path)));
}

// The file after a save that was changed by someone else between its checks: refused.
WriteResult changedDuringSave(const FileSource& source, const QString& error)
{
    WriteResult result = changedOnDisk(source);
    result.error = error + QStringLiteral("\n") + result.error;
    return result;
}

WriteResult unencodable(const FileSource& source)
{
    return refuse(
        Text::tr("The game contains characters that %1 (a Latin-1 file) cannot hold.").arg(nameOf(source.path)));
}

} // namespace

PgnFileRead readPgnFile(const QString& path, const QByteArray& bytes, Progress* progress)
{
    PgnFileRead result;
    result.source.path = QFileInfo(path).absoluteFilePath();
    result.source.digest = digestOf(bytes);
    const std::vector<game::PgnSpan> spans =
        game::splitPgnGames({bytes.constData(), std::size_t(bytes.size())}, reportTo(progress));
    if (progress && progress->cancel) {
        result.cancelled = true;
        return result;
    }
    result.source.games = std::max(1, int(spans.size())); // also when game 1 is broken (the Games panel)
    std::vector<game::PgnError> errors;
    std::optional<game::Game> first = firstGame(utf8Of(bytes, result.source.latin1), errors);
    result.error = firstGameProblem(nameOf(path), errors, first.has_value());
    if (!result.error.isEmpty())
        return result;
    result.source.gameText = canonical(*first);
    result.source.game = spanOf(bytes, spans, result.source);
    result.game = std::move(*first);
    result.ok = true;
    return result;
}

// Of several games the person picks one, whatever became of the others; one game is checked as
// a file's first game is.
PgnTextRead readPgnText(const QString& text, const QString& origin)
{
    game::PgnReadResult read = game::readPgn(text.toStdString());
    PgnTextRead result;
    if (read.games.size() < 2)
        result.error = firstGameProblem(origin, read.errors, !read.games.empty());
    if (result.error.isEmpty())
        result.games = std::move(read.games);
    return result;
}

namespace {

// Parses game number of path from its bytes into result (game, text, ok); false with the error,
// named at its place in the file (spanPlace: where the bytes begin there).
bool takeGame(PgnFileRead& result, const QString& path, const QByteArray& bytes, int number,
              const std::function<TextPlace()>& spanPlace)
{
    std::vector<game::PgnError> errors;
    std::optional<game::Game> g = firstGame(utf8Of(bytes, result.source.latin1), errors);
    if (!g || !errors.empty()) {
        if (!errors.empty() && spanPlace) {
            const TextPlace at = spanPlace();
            game::placeInFile(errors.front(), number, at.line, at.column);
        }
        result.error = errors.empty()
            ? Text::tr("%1 has no game %2.").arg(nameOf(path)).arg(number)
            : Text::tr("Cannot open game %1 of %2: %3").arg(number).arg(nameOf(path), ErrorText::pgn(errors.front()));
        return false;
    }
    result.source.game = number;
    result.source.gameText = canonical(*g);
    result.game = std::move(*g);
    result.ok = true;
    return true;
}

// Counts lines and the last line's columns, as the PGN reader places its errors (utf8::columns).
void advance(TextPlace& at, const char* data, qint64 size)
{
    const std::string_view text(data, std::size_t(size));
    std::size_t lineBegin = 0;
    for (std::size_t nl = text.find('\n'); nl != std::string_view::npos; nl = text.find('\n', nl + 1)) {
        ++at.line;
        at.column = 1;
        lineBegin = nl + 1;
    }
    at.column += game::utf8::columns(text.substr(lineBegin));
}

} // namespace

TextPlace placeOf(const QByteArray& bytes, qint64 offset)
{
    TextPlace at;
    advance(at, bytes.constData(), std::min(offset, qint64(bytes.size())));
    return at;
}

TextPlace placeOf(QIODevice& file, qint64 offset)
{
    TextPlace at;
    if (!file.seek(0))
        return {};
    QByteArray block;
    for (qint64 left = offset; left > 0;) {
        block = file.read(std::min<qint64>(left, 1 << 20));
        if (block.isEmpty())
            return {};
        advance(at, block.constData(), block.size());
        left -= block.size();
    }
    return at;
}

// The span of that number is the game (the in-place write finds it by the same split).
PgnFileRead readPgnGame(const QString& path, const QByteArray& bytes, int number)
{
    PgnFileRead result;
    result.source.path = QFileInfo(path).absoluteFilePath();
    result.source.digest = digestOf(bytes);
    const std::vector<game::PgnSpan> spans = game::splitPgnGames({bytes.constData(), std::size_t(bytes.size())});
    if (number < 1 || number > int(spans.size())) {
        result.error = Text::tr("%1 has no game %2.").arg(nameOf(path)).arg(number);
        return result;
    }
    const game::PgnSpan span = spans[std::size_t(number - 1)];
    if (takeGame(result, path, bytesOf(bytes, span), number, [&] { return placeOf(bytes, qint64(span.begin)); }))
        result.source.games = int(spans.size());
    return result;
}

// The game read from its own bytes (a database game's span), remembering where they lie.
PgnFileRead readPgnGameSpan(const QString& path, const QByteArray& span, int number, qint64 begin, qint64 fileSize,
                            const std::function<TextPlace()>& spanPlace)
{
    PgnFileRead result;
    result.source.path = QFileInfo(path).absoluteFilePath();
    result.source.digest = digestOf(span);
    if (!takeGame(result, path, span, number, spanPlace))
        return result;
    result.source.games = number;
    result.source.spanBegin = begin;
    result.source.spanEnd = begin + span.size();
    result.source.fileSize = fileSize;
    return result;
}

namespace {

// Where a game's own text ends in its span: after its termination marker (or its last token).
qsizetype ownEnd(const QByteArray& span)
{
    const std::vector<game::PgnSpan> games = game::splitPgnGames({span.constData(), std::size_t(span.size())});
    return games.empty() ? span.size() : qsizetype(games.front().end);
}

// g as the reader will see it once written; nothing when it cannot be written.
std::optional<QByteArray> savedText(const game::Game& g, bool latin1)
{
    const std::optional<QByteArray> text = encodeGame(g, latin1, false);
    return text ? readBackText(*text, latin1) : std::nullopt;
}

WriteResult alreadySaved(const FileSource& source, const QByteArray& gameText)
{
    WriteResult result;
    result.ok = true;
    result.source = source;
    result.source.gameText = gameText;
    return result;
}

// After a kill that came just after the rename, the journal still knows the file as it was
// before that save: a file that already holds this very game in its place (the rest as long
// as before) is taken as saved, not as changed by another program.
std::optional<WriteResult> savedBefore(QFile& file, const FileSource& source, const game::Game& g, qint64 size)
{
    const qint64 length = source.spanEnd - source.spanBegin + size - source.fileSize;
    if (length <= 0 || !file.seek(source.spanBegin))
        return std::nullopt;
    const QByteArray span = file.read(length);
    const std::optional<QByteArray> there = readBackText(span.left(ownEnd(span)), source.latin1);
    const std::optional<QByteArray> text = savedText(g, source.latin1);
    if (span.size() != length || !there || !text || *there != *text)
        return std::nullopt;
    WriteResult result = alreadySaved(source, *text);
    result.source.digest = digestOf(span);
    result.source.spanEnd = source.spanBegin + length;
    result.source.fileSize = size;
    return result;
}

// The same for a file read whole: its game in its place, among as many games as before.
std::optional<WriteResult> savedBefore(const QByteArray& bytes, const std::vector<game::PgnSpan>& spans,
                                       const FileSource& source, const game::Game& g)
{
    if (source.game < 1 || source.game > int(spans.size()) || int(spans.size()) != source.games)
        return std::nullopt;
    const std::optional<QByteArray> there = readBackText(bytesOf(bytes, spans[std::size_t(source.game - 1)]), source.latin1);
    const std::optional<QByteArray> text = savedText(g, source.latin1);
    if (!there || !text || *there != *text)
        return std::nullopt;
    WriteResult result = alreadySaved(source, *text);
    result.source.digest = digestOf(bytes);
    return result;
}

// Replaces a database game's span, copying the rest of the file in blocks (see readPgnGameSpan).
WriteResult writeSpanInPlace(const FileSource& source, const game::Game& g, Progress* progress)
{
    QFile file(source.path);
    if (!file.open(QIODevice::ReadOnly))
        return cannotRead(source, file);
    ReplaceCheck check{stampOfHandle(file.handle())};
    const qint64 size = file.size();
    if (size != source.fileSize || !file.seek(source.spanBegin))
        return savedBefore(file, source, g, size).value_or(changedOnDisk(source));
    const QByteArray span = file.read(source.spanEnd - source.spanBegin);
    if (digestOf(span) != source.digest)
        return savedBefore(file, source, g, size).value_or(changedOnDisk(source));
    file.close();
    const std::optional<QByteArray> text = encodeGame(g, source.latin1, span.contains("\r\n"));
    if (!text)
        return unencodable(source);
    // What follows the game's own text in its span (blank lines, a % line, a remark) stays.
    const qsizetype keep = ownEnd(span);
    if (!readsAs(span.left(keep), source))
        return notFoundAgain(source);
    const QByteArray region = *text + span.mid(keep);
    std::vector<WritePiece> pieces(3);
    pieces[0].from = pieces[2].from = source.path;
    pieces[0].length = source.spanBegin;
    pieces[1].bytes = region;
    pieces[2].offset = source.spanEnd;
    pieces[2].length = size - source.spanEnd;
    WriteResult result;
    if (!writeFileSafely(source.path, pieces, &result.error, progress, &check))
        return check.changed ? changedDuringSave(source, result.error) : result;
    result.ok = true;
    result.source = source;
    result.source.digest = digestOf(region);
    result.source.spanEnd = source.spanBegin + region.size();
    result.source.fileSize = size - span.size() + region.size();
    result.source.gameText = gameTextOf(region, source.latin1, g);
    return result;
}

} // namespace

WriteResult writeGameInPlace(const FileSource& source, const game::Game& g, Progress* progress)
{
    QFile file(source.path);
    if (!file.exists())
        return deleted(source);
    if (source.spanBegin >= 0)
        return writeSpanInPlace(source, g, progress);
    if (!file.open(QIODevice::ReadOnly))
        return cannotRead(source, file);
    ReplaceCheck check{stampOfHandle(file.handle())};
    const QByteArray bytes = file.readAll();
    file.close();
    const std::vector<game::PgnSpan> spans = game::splitPgnGames({bytes.constData(), std::size_t(bytes.size())});
    if (digestOf(bytes) != source.digest)
        return savedBefore(bytes, spans, source, g).value_or(changedOnDisk(source));
    if (source.game < 1 || source.game > int(spans.size()))
        return notFoundAgain(source);
    const game::PgnSpan span = spans[std::size_t(source.game - 1)];
    if (!readsAs(bytesOf(bytes, span), source))
        return notFoundAgain(source);
    const std::optional<QByteArray> text = encodeGame(g, source.latin1, bytesOf(bytes, span).contains("\r\n"));
    if (!text)
        return unencodable(source);
    const QByteArray out = bytes.left(qsizetype(span.begin)) + *text + bytes.mid(qsizetype(span.end));
    WriteResult result;
    if (!writeFileSafely(source.path, out, &result.error, &check))
        return check.changed ? changedDuringSave(source, result.error) : result;
    result.ok = true;
    result.source = source;
    result.source.digest = digestOf(out);
    result.source.games = int(spans.size());
    // Recognised next time as the reader will see it in the file.
    result.source.gameText = gameTextOf(out.mid(qsizetype(span.begin), text->size()), source.latin1, g);
    return result;
}

WriteResult writeGameAs(const QString& path, const game::Game& g, const FileStamp* expected, Progress* progress)
{
    const QByteArray out = canonical(g);
    WriteResult result;
    ReplaceCheck check{expected ? *expected : FileStamp()};
    if (!writeFileSafely(path, out, &result.error, expected ? &check : nullptr, progress ? &progress->cancel : nullptr)) {
        result.refused = check.changed;
        return result;
    }
    result.ok = true;
    result.source.path = QFileInfo(path).absoluteFilePath();
    result.source.digest = digestOf(out);
    result.source.gameText = out;
    return result;
}

} // namespace kibitz::io
