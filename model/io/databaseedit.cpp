// The database edits as lists of pieces for writeFileSafely: parts of files copied (and compared)
// in blocks, and the blank lines put between games.
#include "databaseedit.h"

#include "safefile.h"
#include "saveinto.h"

#include "database/gameindex.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>

#include <algorithm>
#include <optional>

namespace kibitz::io {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(DatabaseEdit)
};

QString nameOf(const QString& path) { return QDir::toNativeSeparators(QFileInfo(path).fileName()); }

EditResult refusal(const QString& error)
{
    EditResult r;
    r.refused = true;
    r.error = error;
    return r;
}

EditResult changedSinceIndexed(const QString& path)
{
    return refusal(Text::tr("%1 changed on disk since it was indexed; nothing was written. Try again once it is "
                            "indexed again.")
                       .arg(nameOf(path)));
}

// Up to four bytes of path before end (what a game added after them needs: separatorAfter).
QByteArray tailOf(const QString& path, qint64 end)
{
    QFile file(path);
    const qint64 from = std::max<qint64>(0, end - 4);
    if (end <= 0 || !file.open(QIODevice::ReadOnly) || !file.seek(from))
        return {};
    return file.read(end - from);
}

// The file's first bytes, for its line ends and whether it is a PGN file.
QByteArray headOf(const QString& path, qint64 length)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.read(length) : QByteArray();
}

// Games are added only to PGN text: an empty (or blank) file, or one that holds games.
bool acceptsGames(const QString& path, const FileStamp& stamp)
{
    return !stamp.exists || headOf(path, 4096).trimmed().isEmpty() || pgnGamesAt(path) > 0;
}

// Runs of games that follow one another in the file: one piece each.
std::vector<std::pair<int, int>> runsOf(const std::vector<int>& games)
{
    std::vector<std::pair<int, int>> runs;
    for (int g : games) {
        if (!runs.empty() && runs.back().second == g)
            ++runs.back().second;
        else
            runs.emplace_back(g, g + 1);
    }
    return runs;
}

void sortUnique(std::vector<int>& games)
{
    std::sort(games.begin(), games.end());
    games.erase(std::unique(games.begin(), games.end()), games.end());
}


// Where the pieces copied from target itself (as they are) lie in the file they make.
std::vector<KeptBytes> keptOf(const QString& target, const std::vector<WritePiece>& pieces)
{
    std::vector<KeptBytes> kept;
    qint64 at = 0;
    for (const WritePiece& p : pieces) {
        const bool own = !p.from.isEmpty() && p.from == target && p.lineEnds == LineEnds::AsTheyAre;
        if (own)
            kept.push_back(KeptBytes{p.offset, at, p.length, 0});
        if (p.from.isEmpty())
            at += p.bytes.size();
        else if (p.lineEnds == LineEnds::AsTheyAre)
            at += p.length;
        else
            return kept; // converted: where the next pieces lie is not known here
    }
    return kept;
}

// The pieces' write over target, checked against expected; ok with added and removed.
EditResult write(const QString& target, const FileStamp& expected, const std::vector<WritePiece>& pieces, int added,
                 int removed, Progress* progress)
{
    EditResult r;
    ReplaceCheck check{expected};
    if (!writeFileSafely(target, pieces, &r.error, progress, &check)) {
        r.refused = check.changed;
        return r;
    }
    r.ok = true;
    r.writes.push_back(FileWrite{QFileInfo(target).absoluteFilePath(), expected, check.written, keptOf(target, pieces)});
    r.added = added;
    r.removed = removed;
    return r;
}

// The start of an append to target: its own bytes, what ends them and its line ends; a refusal
// when target is not as expected or not PGN text.
struct Append {
    std::vector<WritePiece> pieces;
    QByteArray tail; // the last bytes written so far
    bool crlf = false;
    bool styled = false; // the target has line ends: added games take its style
    QHash<QString, LineEnds> lineEnds; // per source file: how its pieces are written
};

std::optional<EditResult> startAppend(const QString& target, const FileStamp& expected, Append& out)
{
    if (stampOf(target) != expected)
        return refusal(Text::tr("%1 changed on disk; nothing was written.").arg(nameOf(target)));
    if (!acceptsGames(target, expected))
        return refusal(Text::tr("%1 is not a PGN database: games are added only to PGN files.").arg(nameOf(target)));
    if (expected.exists && expected.size > 0)
        out.pieces.push_back(WritePiece{QByteArray(), target, 0, expected.size});
    out.tail = expected.exists ? tailOf(target, expected.size) : QByteArray();
    const QByteArray head = headOf(target, 64 * 1024);
    out.crlf = head.contains("\r\n");
    out.styled = head.contains('\n');
    return std::nullopt;
}

// How pieces of path are written into the append's target: converted when the target has line
// ends and path's first 64 KB hold others (an LF alone in a CR LF database, or CR LF in an LF one).
LineEnds lineEndsOf(Append& out, const QString& path)
{
    if (!out.styled)
        return LineEnds::AsTheyAre;
    const auto known = out.lineEnds.constFind(path);
    if (known != out.lineEnds.constEnd())
        return *known;
    const QByteArray head = headOf(path, 64 * 1024);
    const bool other = out.crlf ? head.count('\n') > head.count("\r\n") : head.contains("\r\n");
    const LineEnds ends = !other ? LineEnds::AsTheyAre : out.crlf ? LineEnds::CrLf : LineEnds::Lf;
    out.lineEnds.insert(path, ends);
    return ends;
}

// Appends length bytes of path at offset (a blank line first where needed).
void appendPiece(Append& out, const QString& path, qint64 offset, qint64 length)
{
    if (length <= 0)
        return;
    const QByteArray separator = separatorAfter(out.tail, out.crlf);
    if (!separator.isEmpty())
        out.pieces.push_back(WritePiece{separator, QString(), 0, 0});
    out.pieces.push_back(WritePiece{QByteArray(), path, offset, length, lineEndsOf(out, path)});
    out.tail = tailOf(path, offset + length);
}

} // namespace

qint64 IndexedGames::end(int game) const
{
    return game + 1 < count() ? starts[std::size_t(game + 1)] : stamp.size;
}

IndexedGames indexedGames(const QString& path, const database::GameIndex& index, const FileStamp& stamp)
{
    IndexedGames games;
    games.path = QFileInfo(path).absoluteFilePath();
    games.stamp = stamp;
    games.starts.reserve(index.size());
    for (std::size_t i = 0; i < index.size(); ++i)
        games.starts.push_back(qint64(index.game(i).offset));
    return games;
}

EditResult createDatabase(const QString& path, const FileStamp& expected)
{
    return write(path, expected, {}, 0, 0, nullptr);
}

EditResult addGames(const QString& target, const FileStamp& expected, const std::vector<GamesOf>& from,
                    Progress* progress)
{
    Append out;
    if (const std::optional<EditResult> refused = startAppend(target, expected, out))
        return *refused;
    int added = 0;
    for (const GamesOf& source : from) {
        if (stampOf(source.file->path) != source.file->stamp)
            return changedSinceIndexed(source.file->path);
        std::vector<int> games = source.games;
        sortUnique(games);
        if (!games.empty() && (games.front() < 0 || games.back() >= source.file->count()))
            return refusal(Text::tr("%1 has no game %2.").arg(nameOf(source.file->path)).arg(games.back() + 1));
        for (const auto& [first, last] : runsOf(games)) {
            const qint64 begin = source.file->starts[std::size_t(first)];
            appendPiece(out, source.file->path, begin, source.file->end(last - 1) - begin);
        }
        added += int(games.size());
    }
    return write(target, expected, out.pieces, added, 0, progress);
}

EditResult removeGames(const IndexedGames& file, std::vector<int> games, Progress* progress)
{
    if (stampOf(file.path) != file.stamp)
        return changedSinceIndexed(file.path);
    sortUnique(games);
    if (!games.empty() && (games.front() < 0 || games.back() >= file.count()))
        return refusal(Text::tr("%1 has no game %2.").arg(nameOf(file.path)).arg(games.back() + 1));
    std::vector<int> kept;
    auto removed = games.begin();
    for (int g = 0; g < file.count(); ++g) {
        if (removed != games.end() && *removed == g)
            ++removed;
        else
            kept.push_back(g);
    }
    std::vector<WritePiece> pieces;
    std::vector<int> shifts; // of each piece's games: minus the games cut before them
    const qint64 preamble = file.count() > 0 ? file.starts.front() : file.stamp.size;
    if (preamble > 0) {
        pieces.push_back(WritePiece{QByteArray(), file.path, 0, preamble});
        shifts.push_back(0);
    }
    int keptBefore = 0;
    for (const auto& [first, last] : runsOf(kept)) {
        const qint64 begin = file.starts[std::size_t(first)];
        pieces.push_back(WritePiece{QByteArray(), file.path, begin, file.end(last - 1) - begin});
        shifts.push_back(keptBefore - first);
        keptBefore += last - first;
    }
    EditResult r = write(file.path, file.stamp, pieces, 0, int(games.size()), progress);
    if (r.ok)
        for (std::size_t i = 0; i < r.writes.back().kept.size() && i < shifts.size(); ++i)
            r.writes.back().kept[i].numberShift = shifts[i];
    return r;
}

// The append to target (expected before it) taken back: its first expected.size bytes written
// again through the safe path, or the file removed when the append made it.
EditResult takeBackAppend(const QString& target, const FileStamp& expected, int added)
{
    const FileStamp now = stampOf(target);
    EditResult r;
    if (!expected.exists) {
        r.ok = QFile::remove(target);
        r.error = r.ok ? QString() : Text::tr("%1 could not be removed.").arg(nameOf(target));
        return r;
    }
    std::vector<WritePiece> pieces;
    if (expected.size > 0)
        pieces.push_back(WritePiece{QByteArray(), target, 0, expected.size});
    return write(target, now, pieces, 0, added, nullptr);
}

EditResult moveGames(const QString& target, const FileStamp& expected, const IndexedGames& source,
                     const std::vector<int>& games, Progress* progress)
{
    const EditResult added = addGames(target, expected, {{&source, games}}, progress);
    if (!added.ok)
        return added;
    EditResult removed = removeGames(source, games, progress);
    if (removed.ok) {
        removed.added = added.added;
        removed.writes.insert(removed.writes.begin(), added.writes.begin(), added.writes.end());
        return removed;
    }
    EditResult r;
    r.refused = removed.refused;
    if (takeBackAppend(target, expected, added.added).ok) {
        r.error = Text::tr("Nothing was moved: %1").arg(removed.error);
        return r;
    }
    r.inBoth = true;
    r.added = added.added;
    r.writes = added.writes;
    r.error = Text::tr("The games were copied to %1 but stay in %2: %3")
                  .arg(nameOf(target), nameOf(source.path), removed.error);
    return r;
}

EditResult mergeFiles(const QString& target, const FileStamp& expected, const QStringList& sources,
                      Progress* progress)
{
    Append out;
    if (const std::optional<EditResult> refused = startAppend(target, expected, out))
        return *refused;
    const QString targetPath = QFileInfo(target).canonicalFilePath();
    int added = 0;
    for (const QString& source : sources) {
        if (!targetPath.isEmpty() && QFileInfo(source).canonicalFilePath() == targetPath)
            return refusal(Text::tr("%1 cannot be merged into itself.").arg(nameOf(source)));
        const FileGames games = gamesIn(source);
        if (!games.ok)
            return refusal(games.error);
        if (games.games == 0 || pgnGamesAt(source) == 0)
            return refusal(Text::tr("%1 holds no PGN game; nothing was merged.").arg(nameOf(source)));
        const qint64 bom = headOf(source, 3) == "\xEF\xBB\xBF" ? 3 : 0;
        appendPiece(out, source, bom, games.stamp.size - bom);
        added += games.games;
    }
    return write(target, expected, out.pieces, added, 0, progress);
}

std::vector<int> parseGameList(const QString& text, int count, QString* error)
{
    std::vector<int> games;
    for (const QString& part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QStringList ends = part.trimmed().split(QLatin1Char('-'));
        bool okFirst = false, okLast = false;
        const int first = ends.value(0).toInt(&okFirst);
        const int last = ends.size() == 2 ? ends.value(1).toInt(&okLast) : first;
        if (ends.size() > 2 || !okFirst || (ends.size() == 2 && !okLast) || first < 1 || last < first
            || last > count) {
            *error = Text::tr("'%1' is not a game number or range of the %n games (1-%n).", nullptr, count)
                         .arg(part.trimmed());
            return {};
        }
        for (int g = first; g <= last; ++g)
            games.push_back(g - 1);
    }
    if (games.empty())
        *error = Text::tr("No games given.");
    sortUnique(games);
    return games;
}

} // namespace kibitz::io
