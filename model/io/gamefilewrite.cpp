// Writing a game back: over its own span in its file (writeGameInPlace; a database game's span
// without reading the rest, writeSpanInPlace) or as a file of its own (writeGameAs), refusing
// whatever could lose someone's bytes. Reading: gamefile.cpp.
#include "gamefile.h"

#include "gamefiletext.h"
#include "safefile.h"

#include <QFile>

#include <optional>
#include <vector>

namespace kibitz::io {

using namespace gamefile;

namespace {

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
std::optional<WriteResult> savedBefore(QFile& file, const FileSource& source, const game::Game& g, qint64 size,
                                       const FileStamp& stamp)
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
    result.source.stamp = stamp;
    return result;
}

// The same for a file read whole: its game in its place, among as many games as before.
std::optional<WriteResult> savedBefore(const QByteArray& bytes, const std::vector<game::PgnSpan>& spans,
                                       const FileSource& source, const game::Game& g, const FileStamp& stamp)
{
    if (source.game < 1 || source.game > int(spans.size()) || int(spans.size()) != source.games)
        return std::nullopt;
    const std::optional<QByteArray> there = readBackText(bytesOf(bytes, spans[std::size_t(source.game - 1)]), source.latin1);
    const std::optional<QByteArray> text = savedText(g, source.latin1);
    if (!there || !text || *there != *text)
        return std::nullopt;
    WriteResult result = alreadySaved(source, *text);
    result.source.digest = digestOf(bytes);
    result.source.stamp = stamp;
    return result;
}

// What a write that put `length` bytes in place of [begin, end) of a file of size bytes kept.
FileWrite replacing(const QString& path, const FileStamp& replaced, const FileStamp& written, qint64 size,
                    qint64 begin, qint64 end, qint64 length)
{
    FileWrite w{path, replaced, written, {}};
    if (begin > 0)
        w.kept.push_back(KeptBytes{0, 0, begin, 0});
    if (end < size)
        w.kept.push_back(KeptBytes{end, begin + length, size - end, 0});
    return w;
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
        return savedBefore(file, source, g, size, check.expected).value_or(changedOnDisk(source));
    const QByteArray span = file.read(source.spanEnd - source.spanBegin);
    if (digestOf(span) != source.digest)
        return savedBefore(file, source, g, size, check.expected).value_or(changedOnDisk(source));
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
    const FileStamp replaced = check.expected;
    if (!writeFileSafely(source.path, pieces, &result.error, progress, &check))
        return check.changed ? changedDuringSave(source, result.error) : result;
    result.ok = true;
    result.write = replacing(source.path, replaced, check.written, size, source.spanBegin, source.spanEnd, region.size());
    result.source = source;
    result.source.stamp = check.written;
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
        return savedBefore(bytes, spans, source, g, check.expected).value_or(changedOnDisk(source));
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
    const FileStamp replaced = check.expected;
    if (!writeFileSafely(source.path, out, &result.error, &check))
        return check.changed ? changedDuringSave(source, result.error) : result;
    result.ok = true;
    result.write = replacing(source.path, replaced, check.written, bytes.size(), qint64(span.begin),
                             qint64(span.end), text->size());
    result.source = source;
    result.source.stamp = check.written;
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
    // Nothing of a file replaced stays: its other open games are in no file now.
    result.source.stamp = expected ? check.written : stampOf(path);
    result.write = FileWrite{result.source.path, expected ? *expected : FileStamp(), result.source.stamp, {}};
    return result;
}

} // namespace kibitz::io
