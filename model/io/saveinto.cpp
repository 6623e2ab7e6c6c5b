// gamesIn / appendGame: the file is mapped and split; the append copies it in blocks.
#include "saveinto.h"

#include "safefile.h"

#include "game/pgnsplit.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QStringDecoder>

namespace kibitz::io {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(GameFile)
};

// Decoded in blocks: a database may be larger than memory allows twice over.
bool validUtf8(const char* data, qint64 size)
{
    QStringDecoder utf8(QStringDecoder::Utf8);
    for (qint64 at = 0; at < size && !utf8.hasError(); at += 1 << 20)
        (void)QString(utf8(QByteArrayView(data + at, std::min<qint64>(size - at, 1 << 20))));
    (void)QString(utf8(QByteArrayView()));
    return !utf8.hasError();
}

} // namespace

QByteArray separatorAfter(const QByteArray& tail, bool crlf)
{
    const QByteArray nl = crlf ? "\r\n" : "\n";
    if (tail.isEmpty() || tail.endsWith(nl + nl))
        return {};
    return tail.endsWith(nl) ? nl : nl + nl;
}

FileGames gamesIn(const QString& path, Progress* progress)
{
    FileGames result;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        result.error = Text::tr("Cannot read %1: %2").arg(QFileInfo(path).fileName(), file.errorString());
        return result;
    }
    result.stamp = stampOfHandle(file.handle());
    const qint64 size = file.size();
    const uchar* data = size > 0 ? file.map(0, size) : nullptr;
    if (size > 0 && !data) {
        result.error = Text::tr("Cannot read %1: %2").arg(QFileInfo(path).fileName(), file.errorString());
        return result;
    }
    const std::vector<game::PgnSpan> spans =
        game::splitPgnGames({reinterpret_cast<const char*>(data), std::size_t(size)}, reportTo(progress));
    result.cancelled = progress && progress->cancel;
    result.games = int(spans.size());
    result.ok = !result.cancelled;
    return result;
}

// A PGN file opens with a tag pair, after blank space or a byte order mark.
int pgnGamesAt(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    QByteArray head = file.read(4096);
    if (head.startsWith("\xEF\xBB\xBF"))
        head.remove(0, 3);
    file.close();
    return head.trimmed().startsWith('[') ? gamesIn(path).games : 0;
}

// The file's first bytes tell its line ends, all of it its encoding; the game follows a blank line.
WriteResult appendGame(const QString& path, const game::Game& g, const FileStamp& expected, Progress* progress)
{
    WriteResult result;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        result.error = Text::tr("Cannot read %1 to save into it: %2").arg(QFileInfo(path).fileName(), file.errorString());
        return result;
    }
    const qint64 size = file.size();
    const uchar* data = size > 0 ? file.map(0, size) : nullptr;
    const char* bytes = reinterpret_cast<const char*>(data);
    const bool crlf = data && QByteArrayView(bytes, std::min<qint64>(size, 64 * 1024)).contains("\r\n");
    const bool latin1 = data && !validUtf8(bytes, size);
    const QByteArray tail = data ? QByteArray(bytes + std::max<qint64>(0, size - 4), std::min<qint64>(size, 4)) : QByteArray();
    const std::optional<QByteArray> text = encodeGame(g, latin1, crlf);
    if (!text) {
        result.refused = true;
        result.error = Text::tr("The game contains characters that %1 (a Latin-1 file) cannot hold.")
                           .arg(QFileInfo(path).fileName());
        return result;
    }
    const QByteArray separator = separatorAfter(tail, crlf);
    const QByteArray added = separator + *text + (crlf ? "\r\n" : "\n");
    std::vector<WritePiece> pieces(2);
    pieces[0].from = path;
    pieces[0].length = size;
    pieces[1].bytes = added;
    ReplaceCheck check{expected};
    file.close();
    if (!writeFileSafely(path, pieces, &result.error, progress, &check)) {
        result.refused = check.changed;
        return result;
    }
    const QByteArray span = added.mid(separator.size());
    result.ok = true;
    result.source.path = QFileInfo(path).absoluteFilePath();
    result.source.stamp = check.written;
    result.write = FileWrite{result.source.path, expected, check.written, {}};
    if (size > 0)
        result.write.kept.push_back(KeptBytes{0, 0, size, 0});
    result.source.latin1 = latin1;
    result.source.games = 0; // unknown here: the database counts them
    result.source.spanBegin = size + separator.size();
    result.source.spanEnd = size + added.size();
    result.source.fileSize = size + added.size();
    result.source.digest = QCryptographicHash::hash(span, QCryptographicHash::Sha256);
    result.source.gameText = readBackText(span, latin1).value_or(QByteArray());
    return result;
}

} // namespace kibitz::io
