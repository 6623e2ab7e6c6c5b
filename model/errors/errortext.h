// Translated messages for the typed errors of the rules core and the PGN reader: the texts of the
// one message table (core/messages.h), translated with its context.
#pragma once

#include "core/fen.h"
#include "core/messages.h"
#include "core/san.h"
#include "core/types.h"
#include "game/inputfile.h"
#include "game/pgnreader.h"

#include <QCoreApplication>
#include <QString>

namespace kibitz {

// People's messages: the table's text of an error's message, translated, its arguments put in.
class ErrorText {
    Q_DECLARE_TR_FUNCTIONS(ErrorText)
public:
    // The translated text of message as the table words it ("black has 2 kings").
    static QString text(const core::Message& message);
    // The same with its first letter upper-cased, to stand as a sentence ("Black has 2 kings").
    static QString sentence(const core::Message& message);
    // "White has 2 kings", "Rank 3 has 9 squares ...", ...
    static QString fen(const core::FenError& error);
    // "Nf6 is not a legal move: no white knight can reach f6", ...
    static QString san(const core::SanError& error);
    // "Game 2, line 14, column 7: illegal move \"Nf6\" (...)"
    static QString pgn(const game::PgnError& error);
    // "white" / "black"
    static QString colorName(core::Color color);
    // "queen", "knight", ...
    static QString pieceName(core::PieceType type);
    // "e4"
    static QString square(core::Square square);
    // "Cannot open NAME: it is a device, not a file." for what is no input file; empty for a
    // regular (or missing: its open says why) file.
    static QString notAFile(game::FileKind kind, const QString& name);
    // The refusal of path by name, before anything opens it (a FIFO would block the open, a
    // device never end the read): notAFile() of what path names.
    static QString refusalOf(const QString& path);
    // "NAME is too large (SIZE MB); Kibitz opens WHAT up to LIMIT MB."
    static QString tooLarge(const QString& name, qint64 size, qint64 limit);
};

} // namespace kibitz
