// The one path by which Kibitz writes a file (PGN, FEN, session, pictures). It trusts no single
// "success": Qt 6.4's QSaveFile::commit() returns true on a full disk and renames an empty file
// over the old one. Here every write and the sync are checked, the bytes on disk are read back
// and compared, and only then does the new file replace the old one; on any failure the old file
// is untouched and the reason names the file ("Could not save game.pgn: No space left on device").
#pragma once

#include <QByteArray>
#include <QString>

namespace kibitz::io {

// Writes data to path as described above. False with a translated reason in *error (if given).
bool writeFileSafely(const QString& path, const QByteArray& data, QString* error);

} // namespace kibitz::io
