// Reading a game from a PGN file and writing it back in place: the file's other games, and any
// text between them, keep every byte. Headless (Qt Core); GameFiles in app/ adds the dialogs.
#pragma once

#include "filestate.h"
#include "game/game.h"
#include "progress.h"

#include <QByteArray>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

class QIODevice;

namespace kibitz::io {

// Where a game was read from: enough to find it again among the file's other games.
struct FileSource {
    QString path; // absolute; "" when the game belongs to no file
    int game = 1; // 1-based number of the game in the file
    int games = 1; // how many games the file held when it was last read or written
    QByteArray digest; // SHA-256 of the file's bytes as last read or written
    QByteArray gameText; // the game as Kibitz writes it, as read from the file (to recognise it)
    // Read and written as Latin-1: only a session journaled before issue 23 says so. Files are now
    // read as they are (the reader takes text that is not UTF-8 as Windows-1252, value by value)
    // and every game is written in UTF-8.
    bool latin1 = false;
    // A game opened from a database: its bytes [spanBegin, spanEnd) and the file's size when read;
    // digest is then the SHA-256 of those bytes only (the file is never read whole).
    qint64 spanBegin = -1;
    qint64 spanEnd = -1;
    qint64 fileSize = -1;
    // The file as stat() saw it when all of the above was last true of it (read or written by
    // Kibitz); none when unknown. A write of Kibitz's own into the file rebuilds the sources that
    // knew the file it replaced (sourceAfterWrite, gamefollow.h), and only those.
    FileStamp stamp;
};

// Bytes of a file that a write kept: [from, from + length) of the file replaced are at `to` in
// the file written.
struct KeptBytes {
    qint64 from = 0;
    qint64 to = 0;
    qint64 length = 0;
    int numberShift = 0; // what the numbers of the games in them change by (games cut before them)
};

// A write of Kibitz's own into a file: the file it replaced (checked just before its rename; none
// when there was none or it is unknown), the one it left (stat() right after the rename) and
// which bytes it kept where. The other open games of the file find their place from it.
struct FileWrite {
    QString path; // absolute
    FileStamp replaced;
    FileStamp written;
    std::vector<KeptBytes> kept; // in order; empty when nothing of the old file stayed
};

struct PgnFileRead {
    bool ok = false;
    bool cancelled = false;
    QString error; // translated, naming the file
    // readPgnFile: the broken games before the first one that reads (each with its line, column
    // and reason, translated); "" when the file's first game reads.
    QString skipped;
    game::Game game; // the first game of the file that reads
    FileSource source;
};

// Reads the first game of a PGN file's bytes that reads and counts the games: broken games before
// it are named in skipped (the file opens all the same; its Games panel lists them). An error
// only when no game reads. Safe on a worker thread.
PgnFileRead readPgnFile(const QString& path, const QByteArray& bytes, Progress* progress = nullptr);

// Where a byte offset lies in a file: 1-based line and column (in characters).
struct TextPlace {
    int line = 1;
    int column = 1;
};
TextPlace placeOf(const QByteArray& bytes, qint64 offset);
// The same for a file read from its start up to offset (then left there); {} when it cannot be read.
TextPlace placeOf(QIODevice& file, qint64 offset);

// Reads game number (1-based, as the database index counts) of a PGN file's bytes, with a
// FileSource that lets Save write it back in place. Safe on a worker thread.
PgnFileRead readPgnGame(const QString& path, const QByteArray& bytes, int number);

// Reads game number of a PGN file from its bytes alone (span, found at begin in a file of
// fileSize bytes: the database index says where), with a FileSource that lets Save write it back
// in place without reading the rest of the file. When the game cannot be read, spanPlace (if
// given) says where the span begins, so that the error names the file's line rather than the
// span's: only then is the file before the span read. Safe on a worker thread.
PgnFileRead readPgnGameSpan(const QString& path, const QByteArray& span, int number, qint64 begin, qint64 fileSize,
                            const std::function<TextPlace()>& spanPlace = {});

// The games of a text (pasted, dropped, given on the command line), checked as a file's first
// game is (readPgnFile), with the same words: error names origin ("the clipboard").
struct PgnTextRead {
    std::vector<game::Game> games; // every game of the text; the person picks one of several
    QString error; // translated; "" when it reads
};
PgnTextRead readPgnText(const QString& text, const QString& origin);

struct WriteResult {
    bool ok = false;
    bool refused = false; // nothing was written: the game could not be placed safely (Save As)
    QString error; // translated, naming the file and the reason
    FileSource source; // where the game now is (when ok)
    FileWrite write; // what was written (when ok)
};

// Writes game back over its own bytes in source's file; the other games, and the text between
// them, stay byte for byte, and the game takes the line ends of the text it replaces. Refuses
// when the file changed since it was read (checked again just before the rename), was deleted,
// or the game cannot be found in it again; a file that already holds this very save (a kill
// came after the rename) counts as saved. progress (optional) counts the bytes written and read
// back. Safe on a worker thread.
WriteResult writeGameInPlace(const FileSource& source, const game::Game& game, Progress* progress = nullptr);
// Writes game alone as the whole of the file at path. With expected, the file must still be
// that (as it was when the person was asked about it); refused otherwise.
WriteResult writeGameAs(const QString& path, const game::Game& game, const FileStamp* expected = nullptr,
                        Progress* progress = nullptr);

// For the writers of games: game as Kibitz writes it into a file, in its encoding (nothing when
// Latin-1 cannot hold it) and line ends, without trailing blank space.
std::optional<QByteArray> encodeGame(const game::Game& game, bool latin1, bool crlf);
// The first game of bytes as Kibitz writes it (how a saved game is recognised); nothing when
// the bytes hold none.
std::optional<QByteArray> readBackText(const QByteArray& bytes, bool latin1);

} // namespace kibitz::io
