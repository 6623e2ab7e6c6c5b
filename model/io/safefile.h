// The one path by which Kibitz writes a file (PGN, FEN, session, pictures). It trusts no single
// "success": Qt 6.4's QSaveFile::commit() returns true on a full disk and renames an empty file
// over the old one. Here every write and the sync are checked, the bytes on disk are read back
// and compared, and only then does the new file replace the old one; on any failure the old file
// is untouched and the reason names the file ("Could not save game.pgn: No space left on device").
#pragma once

#include "filestate.h"
#include "progress.h"

#include <QByteArray>
#include <QString>

#include <functional>
#include <vector>

namespace kibitz::io {

// Check twice, write once: the file being replaced must still be `expected` (same file, size
// and times) when everything is written and read back; this is compared again under a
// ReplaceLock right before the rename. When it changed, nothing is replaced, changed is set
// and the reason says so. A file that did not exist must still not exist.
struct ReplaceCheck {
    explicit ReplaceCheck(const FileStamp& expected = {}) : expected(expected) { }
    FileStamp expected;
    bool changed = false;
    FileStamp written; // the file the write left, stat() under the lock right after the rename
};

// Writes data to path as described above. False with a translated reason in *error (if given).
// A replaced file keeps its permissions and, where the system allows, its owner.
// The wait for another save's lock ends early once *cancel is set (the save then fails).
bool writeFileSafely(const QString& path, const QByteArray& data, QString* error, ReplaceCheck* check = nullptr,
                     const std::atomic<bool>* cancel = nullptr);

// How the line ends of a piece copied from a file are written: as they are, or each one as LF
// or as CR LF (games copied into a database of the other style take the database's).
enum class LineEnds { AsTheyAre, Lf, CrLf };

// A part of a file being written: bytes, or length bytes of the file `from` at offset (copied in
// blocks, so that a file larger than memory can be rewritten around a changed part; lineEnds
// applies to these, and the comparison after the write compares with the converted bytes).
struct WritePiece {
    QByteArray bytes;
    QString from;
    qint64 offset = 0;
    qint64 length = 0;
    LineEnds lineEnds = LineEnds::AsTheyAre;
};
// Writes the pieces one after the other as path, in the same safe way: the size and every byte
// read back and compared (the copied parts against their source) before the rename. progress
// (optional) counts bytes: total is twice the file's size (written, then compared); its cancel
// ends the wait for another save's lock.
bool writeFileSafely(const QString& path, const std::vector<WritePiece>& pieces, QString* error,
                     Progress* progress = nullptr, ReplaceCheck* check = nullptr);

namespace testing {
// A seam for fault injection: called on the writing thread once the temporary file is complete
// and checked, just before the final check and the rename (a test changes the file here, or
// pauses the save). An empty function removes it.
void setBeforeReplace(std::function<void(const QString& target)> hook);
} // namespace testing

} // namespace kibitz::io
