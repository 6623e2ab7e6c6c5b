// Where an open game of a file is after the file was indexed again: another program (or Kibitz
// itself) may have removed, added or changed games before it, after it, or the game itself.
// The game's place is found again from the file's bytes, never worked out from what changed.
// After a write of Kibitz's own, the same game's place and the file's identity are rebuilt from
// the file as written (sourceAfterWrite), so its own Save is not taken for another program's.
#pragma once

#include "databaseedit.h"
#include "gamefile.h"

#include <optional>

namespace kibitz::io {

// source's game found again in file (its games as indexed now, file.stamp the file then):
// - nothing when source is not a game of that file, or the file is no longer as indexed (an
//   index of the newer file follows: the game is looked for then);
// - a source with an empty path when the file no longer holds the game;
// - else where it is now: its number and the file's count. What the source says of the file as
//   it was read (its span, size and digest) stays: Save in place checks the file against it and
//   refuses a file another program changed since (then Save As), wherever the game now is.
// A database game (spanBegin >= 0) is found by its bytes as read (their digest); a game read
// from a whole file by reading as its game text, among the games the in-place write counts.
// Where the same game is in the file more than once, the one nearest its old number is taken.
// Reads the file; meant for after each index (a few games are read, rarely all).
std::optional<FileSource> sourceInFile(const FileSource& source, const IndexedGames& file);

// source's game after a write of Kibitz's own into its file, found in the file as written:
// - nothing when source did not know the file that write replaced (its stamp differs: another
//   program changed it since it was read, or nobody knows) or the file is no longer as written:
//   it is left as it is, and Save in place refuses as before;
// - a source with an empty path when the write did not keep its game (removed, replaced);
// - else its place in the file written, and the file's identity (size, digest, stamp) read from
//   it: a database game where the write put its bytes (checked against their digest), a game
//   read whole by reading as its game text, nearest its old number.
std::optional<FileSource> sourceAfterWrite(const FileSource& source, const FileWrite& write);

} // namespace kibitz::io
