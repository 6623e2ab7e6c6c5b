// sourceInFile: candidates in order of distance from the old number, each checked by its bytes.
#include "gamefollow.h"

#include "filestate.h"

#include "game/pgnsplit.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <vector>

namespace kibitz::io {

namespace {

// The numbers 0..count-1 nearest first to near: near, near-1, near+1, near-2, ...
template <class Check>
int nearestWhere(int count, int near, Check&& check)
{
    near = std::clamp(near, 0, std::max(count - 1, 0));
    for (int d = 0; d < count; ++d) {
        if (near - d >= 0 && check(near - d))
            return near - d;
        if (d > 0 && near + d < count && check(near + d))
            return near + d;
        if (near - d < 0 && near + d >= count)
            break;
    }
    return -1;
}

// The index (from 0) of the game among spans of bytes that reads back as source's text, the
// nearest to its old number first; -1 when none does.
int gameReadingAs(const FileSource& source, const QByteArray& bytes, const std::vector<game::PgnSpan>& spans)
{
    return nearestWhere(int(spans.size()), source.game - 1, [&](int i) {
        const game::PgnSpan& s = spans[std::size_t(i)];
        return readBackText(bytes.mid(qsizetype(s.begin), qsizetype(s.end - s.begin)), source.latin1)
            == source.gameText;
    });
}

// A database game: the game whose bytes begin with the span as read (its length and digest);
// its span ended the file when read, so games added after it may now follow straight on.
std::optional<FileSource> databaseGame(const FileSource& source, QFile& file, const IndexedGames& games)
{
    const qint64 length = source.spanEnd - source.spanBegin;
    const bool wasLast = source.spanEnd == source.fileSize;
    const int at = nearestWhere(games.count(), source.game - 1, [&](int i) {
        const qint64 begin = games.starts[std::size_t(i)], room = games.end(i) - begin;
        if (!(room == length || (wasLast && room > length)) || !file.seek(begin))
            return false;
        const QByteArray bytes = file.read(length);
        return bytes.size() == length
            && QCryptographicHash::hash(bytes, QCryptographicHash::Sha256) == source.digest;
    });
    if (at < 0)
        return FileSource{};
    FileSource now = source;
    now.game = at + 1;
    now.games = games.count();
    return now;
}

// A game read from a whole file: the game that reads as it did, among the games as the in-place
// write splits them (writeGameInPlace).
std::optional<FileSource> wholeFileGame(const FileSource& source, QFile& file, const IndexedGames& games)
{
    const QByteArray bytes = file.readAll();
    if (bytes.size() != games.stamp.size)
        return std::nullopt;
    const QByteArray digest = QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
    const std::vector<game::PgnSpan> spans = game::splitPgnGames({bytes.constData(), std::size_t(bytes.size())});
    FileSource now = source;
    if (digest != source.digest) {
        const int at = gameReadingAs(source, bytes, spans);
        if (at < 0)
            return FileSource{};
        now.game = at + 1;
    }
    // One of many stays so, and one alone too (saving and Save As tell the two apart).
    if (source.games > 1 && games.count() > 1)
        now.games = games.count();
    return now;
}

// A database game after a write: its bytes where the write kept them, checked by their digest.
std::optional<FileSource> databaseGameWritten(const FileSource& source, QFile& file, const FileWrite& write)
{
    const auto kept = std::find_if(write.kept.begin(), write.kept.end(), [&source](const KeptBytes& k) {
        return k.from <= source.spanBegin && source.spanEnd <= k.from + k.length;
    });
    if (kept == write.kept.end())
        return FileSource{};
    const qint64 begin = kept->to + source.spanBegin - kept->from, length = source.spanEnd - source.spanBegin;
    if (!file.seek(begin))
        return std::nullopt;
    const QByteArray bytes = file.read(length);
    if (bytes.size() != length || QCryptographicHash::hash(bytes, QCryptographicHash::Sha256) != source.digest)
        return std::nullopt; // not where the write says: left to Save's own check
    FileSource now = source;
    now.game += kept->numberShift;
    now.spanBegin = begin;
    now.spanEnd = begin + length;
    now.fileSize = write.written.size;
    now.stamp = write.written;
    return now;
}

// A game read whole after a write: the file read again, as a fresh read would know it.
std::optional<FileSource> wholeFileGameWritten(const FileSource& source, QFile& file, const FileWrite& write)
{
    const QByteArray bytes = file.readAll();
    if (bytes.size() != write.written.size)
        return std::nullopt;
    const std::vector<game::PgnSpan> spans = game::splitPgnGames({bytes.constData(), std::size_t(bytes.size())});
    const int at = gameReadingAs(source, bytes, spans);
    if (at < 0)
        return FileSource{};
    FileSource now = source;
    now.game = at + 1;
    now.games = std::max(1, int(spans.size()));
    now.digest = QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
    now.stamp = write.written;
    return now;
}

} // namespace

std::optional<FileSource> sourceAfterWrite(const FileSource& source, const FileWrite& write)
{
    if (source.path.isEmpty() || source.path != write.path || !source.stamp.exists || source.stamp != write.replaced)
        return std::nullopt;
    QFile file(source.path);
    if (!file.open(QIODevice::ReadOnly) || stampOfHandle(file.handle()) != write.written)
        return std::nullopt; // changed again since: by another program
    const std::optional<FileSource> now = source.spanBegin >= 0 ? databaseGameWritten(source, file, write)
                                                                : wholeFileGameWritten(source, file, write);
    return stampOfHandle(file.handle()) == write.written ? now : std::nullopt;
}

std::optional<FileSource> sourceInFile(const FileSource& source, const IndexedGames& games)
{
    if (source.path.isEmpty() || source.path != games.path || !games.stamp.exists)
        return std::nullopt;
    if (source.spanBegin < 0 && source.games <= 1)
        return std::nullopt; // a file of one game, not a database game
    QFile file(source.path);
    if (!file.open(QIODevice::ReadOnly) || stampOfHandle(file.handle()) != games.stamp)
        return std::nullopt; // changed since it was indexed: indexed again, then looked for
    const std::optional<FileSource> now =
        source.spanBegin >= 0 ? databaseGame(source, file, games) : wholeFileGame(source, file, games);
    // Read from the file as indexed, else what was read may be another file's.
    return stampOfHandle(file.handle()) == games.stamp ? now : std::nullopt;
}

} // namespace kibitz::io
