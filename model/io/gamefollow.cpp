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
        const int at = nearestWhere(int(spans.size()), source.game - 1, [&](int i) {
            const game::PgnSpan& s = spans[std::size_t(i)];
            return readBackText(bytes.mid(qsizetype(s.begin), qsizetype(s.end - s.begin)), source.latin1)
                == source.gameText;
        });
        if (at < 0)
            return FileSource{};
        now.game = at + 1;
    }
    // One of many stays so, and one alone too (saving and Save As tell the two apart).
    if (source.games > 1 && games.count() > 1)
        now.games = games.count();
    return now;
}

} // namespace

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
