// Managing the games of PGN databases (issue 28 part 2): a new empty database, games added from
// databases (copy, move, merge) and games removed (delete, twins). Each change is one write
// through writeFileSafely (safefile.h): the bytes that stay are copied from the file and compared
// again, the games added are their bytes as they stand in their own files, and the file is
// replaced only when all of it reads back; a full disk leaves it as it was. Games are found where
// the database's index says they begin, in the file as it was indexed: a file that changed since
// (checked again just before the rename) is never written. The caller asks before games are
// removed and indexes the file again afterwards (its kept index is rebuilt from the file, never
// patched). Headless (Qt Core); safe on a worker thread.
#pragma once

#include "filestate.h"
#include "gamefile.h"
#include "progress.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace kibitz::database {
class GameIndex;
}

namespace kibitz::io {

// A database's games as its index found them: where each begins in the file as it was indexed.
struct IndexedGames {
    QString path;
    FileStamp stamp; // the file when indexed (its size is where the last game ends)
    std::vector<qint64> starts; // first byte of each game, in file order
    int count() const { return int(starts.size()); }
    qint64 end(int game) const; // where game (0-based) ends: the next one's start, or the file's end
};

IndexedGames indexedGames(const QString& path, const database::GameIndex& index, const FileStamp& stamp);

struct EditResult {
    bool ok = false;
    bool refused = false; // nothing written: a file is not as it was indexed or asked about
    QString error; // translated, naming the file and the reason
    int added = 0; // games added to the file written
    int removed = 0; // games removed from it
    bool inBoth = false; // moveGames: the games are in both files (see there)
    std::vector<FileWrite> writes; // each file written, in order (when ok)
};

// Writes an empty database (a file of no bytes) at path, which must still be expected (no file,
// or the one the person agreed to replace).
EditResult createDatabase(const QString& path, const FileStamp& expected);

// Games of one indexed database: 0-based numbers (sorted, duplicates dropped).
struct GamesOf {
    const IndexedGames* file = nullptr;
    std::vector<int> games;
};

// Appends the games, byte for byte as they are in their files and each after a blank line, at
// the end of target, which must still be expected; every byte that was there stays. Only line
// ends change: games from a file of the other style (LF or CR LF) take the target's.
EditResult addGames(const QString& target, const FileStamp& expected, const std::vector<GamesOf>& from,
                    Progress* progress = nullptr);

// Removes games (0-based) from their file; every other byte stays, text before the first game too.
EditResult removeGames(const IndexedGames& file, std::vector<int> games, Progress* progress = nullptr);

// Moves games of source to the end of target (expected): two writes, the append first. Should
// the removal from source fail, the append is taken back (target written again with its old
// bytes, or removed when it was new), so that a failed move leaves both files as they were; only
// when that fails too are the games in both files (inBoth, and the error says so) — a game is
// never in neither. ok: added and removed are the games moved.
EditResult moveGames(const QString& target, const FileStamp& expected, const IndexedGames& source,
                     const std::vector<int>& games, Progress* progress = nullptr);

// Appends the whole of each PGN file of sources (less a byte order mark) to target, each after a
// blank line, in target's line ends. A source that holds no PGN game, or is target, refuses the merge.
EditResult mergeFiles(const QString& target, const FileStamp& expected, const QStringList& sources,
                      Progress* progress = nullptr);

// Games into numbers: "1,5-9" (1-based) as 0-based numbers below count; empty with error set on
// anything else (a number out of range included).
std::vector<int> parseGameList(const QString& text, int count, QString* error);

} // namespace kibitz::io
