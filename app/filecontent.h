// FileContent: what a game file holds, read, decoded (UTF-8, else Latin-1) and parsed without
// widgets, so that GameFiles can read it on a worker thread: a FEN position (checked), the PGN
// file's games, or the reason it cannot be opened.
#pragma once

#include "pastedetector.h"

#include "io/gamefile.h"

#include <QString>

namespace kibitz {

// What a file holds.
struct FileContent {
    QString error;
    PasteDetector::Kind kind = PasteDetector::Kind::Unknown;
    QString fen;
    io::PgnFileRead pgn;
    bool cancelled = false;
    bool large = false; // a PGN too large to read whole: it opens as a database
};

// Reads, decodes and parses path; a PGN larger than limit is not read (large: it opens as a
// database), any other file larger than limit is refused. Errors name the file.
FileContent readFileContent(const QString& path, qint64 limit, io::Progress& progress);

} // namespace kibitz
