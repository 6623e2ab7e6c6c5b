// What a text or a file holds — a FEN position, PGN, or neither — told by its shape before it is
// parsed, so that the right parser reports the real problem of a slightly wrong FEN or PGN. Used
// for pasted and dropped text, and for files whose name does not say.
#pragma once

#include <QString>

namespace kibitz::io {

enum class TextKind { Fen, Pgn, Unknown };

// Fen: one line whose first field is shaped like a piece placement (ranks split by '/'). Pgn: a
// tag pair, a move number or a SAN move at the start of the movetext. Unknown otherwise.
TextKind classifyText(const QString& text);
// The kind a file name's extension says (.fen/.epd, .pgn); Unknown for others.
TextKind kindFromFileName(const QString& fileName);

} // namespace kibitz::io
