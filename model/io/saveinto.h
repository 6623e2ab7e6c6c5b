// Save As into a file that already holds games: how many it holds (so that nobody replaces
// them with fewer without being asked) and adding the game at its end instead. Headless.
#pragma once

#include "gamefile.h"

namespace kibitz::io {

// What a file holds, with its stamp as it was counted (the write then checks it again).
struct FileGames {
    bool ok = false;
    bool cancelled = false;
    QString error; // translated, naming the file
    int games = 0; // PGN games found in it
    FileStamp stamp;
};

// Counts the games of the file at path (mapped, not read into memory). Safe on a worker thread.
FileGames gamesIn(const QString& path, Progress* progress = nullptr);

// The PGN games a write of something else (a FEN, a picture) would lose at path: 0 when there
// is no file or it does not open with a tag pair (a FEN file, say).
int pgnGamesAt(const QString& path);

// Adds game at the end of the file at path, in the file's encoding and line ends; every byte
// that was there stays. The file must still be expected (refused otherwise). The result's
// source is the game in its new place, for Save in place next time. Safe on a worker thread.
WriteResult appendGame(const QString& path, const game::Game& game, const FileStamp& expected,
                       Progress* progress = nullptr);

// What text ending in tail (its last four bytes, or fewer) needs before a game added after
// it: a blank line (nothing when tail is empty, the start of a file).
QByteArray separatorAfter(const QByteArray& tail, bool crlf);

} // namespace kibitz::io
