// PasteDetector: tells a FEN from PGN text (or neither) in pasted or dropped text, before parsing,
// so that the right loader reports the real problem of a slightly wrong FEN or PGN.
#pragma once

#include <QString>

namespace kibitz {

class PasteDetector {
public:
    enum class Kind { Fen, Pgn, Unknown };

    // Fen: one line whose first field is shaped like a piece placement (ranks split by '/'). Pgn: a tag pair, a move
    // number or a SAN move at the start of the movetext. Unknown otherwise.
    static Kind classify(const QString& text);
    // Kind from a file name's extension (.fen/.epd, .pgn); Unknown for others.
    static Kind fromFileName(const QString& fileName);
};

} // namespace kibitz
