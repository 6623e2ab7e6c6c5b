// The one path by which Kibitz writes a file (PGN, FEN, session, pictures). It trusts no single
// "success": Qt 6.4's QSaveFile::commit() returns true on a full disk and renames an empty file
// over the old one. Here every write and the sync are checked, the bytes on disk are read back
// and compared, and only then does the new file replace the old one; on any failure the old file
// is untouched and the reason names the file ("Could not save game.pgn: No space left on device").
#pragma once

#include "progress.h"

#include <QByteArray>
#include <QString>

#include <vector>

namespace kibitz::io {

// Writes data to path as described above. False with a translated reason in *error (if given).
bool writeFileSafely(const QString& path, const QByteArray& data, QString* error);

// A part of a file being written: bytes, or length bytes of the file `from` at offset (copied in
// blocks, so that a file larger than memory can be rewritten around a changed part).
struct WritePiece {
    QByteArray bytes;
    QString from;
    qint64 offset = 0;
    qint64 length = 0;
};
// Writes the pieces one after the other as path, in the same safe way: the size and every byte
// read back and compared (the copied parts against their source) before the rename. progress
// (optional) counts bytes: total is twice the file's size (written, then compared).
bool writeFileSafely(const QString& path, const std::vector<WritePiece>& pieces, QString* error,
                     Progress* progress = nullptr);

} // namespace kibitz::io
