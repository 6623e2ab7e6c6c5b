// FileContent: what a game file holds, read, decoded (UTF-8, else Latin-1; the PGN reader takes
// bytes that are not UTF-8 as Windows-1252) and parsed without widgets, so that it can be read on
// a worker thread: a FEN position (checked), the PGN file's first game and its count, the reason
// it cannot be opened, or that it is too large to read whole (it then opens as a database). A
// text (pasted, dropped, --fen) is told and checked the same way, so it fails with the same words.
#pragma once

#include "gamefile.h"
#include "progress.h"
#include "textkind.h"

#include <QString>

#include <vector>

namespace kibitz::io {

// Files above this size are not read whole: a larger PGN opens as a database (indexed, its first
// game read alone), anything else is refused.
constexpr qint64 MaxWholeFileSize = 64 * 1024 * 1024;

// What a file or a text holds.
struct FileContent {
    QString error; // translated, naming the file or the text's origin; "" when it reads
    TextKind kind = TextKind::Unknown;
    QString fen; // a FEN file's or text's position (checked)
    PgnFileRead pgn; // a PGN file's first game, where it lies, and how many games it holds
    std::vector<game::Game> games; // a PGN text's games (readTextContent): the one picked goes into pgn.game
    bool cancelled = false;
    bool large = false; // a PGN too large to read whole: it opens as a database
};

// Reads, decodes and parses path; a PGN larger than limit is not read (large), any other file
// larger than limit is refused. Errors name the file. Safe on a worker thread.
FileContent readFileContent(const QString& path, qint64 limit, Progress& progress);
// What a text holds (pasted, dropped, given on the command line), told by classifyText and
// checked as a file's content is, with the same words: errors name origin ("the clipboard").
FileContent readTextContent(const QString& text, const QString& origin);

} // namespace kibitz::io
