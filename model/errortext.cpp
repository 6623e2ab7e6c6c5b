// ErrorText: one translatable message per error code.
#include "errortext.h"

#include <QFile>
#include <QDir>

#include <algorithm>
#include <climits>

namespace kibitz {

using core::FenErrorCode;
using game::PgnErrorCode;

// Colour name for messages.
QString ErrorText::colorName(core::Color color) { return color == core::White ? tr("white") : tr("black"); }

// Piece type name for messages.
QString ErrorText::pieceName(core::PieceType type)
{
    switch (type) {
    case core::Pawn: return tr("pawn");
    case core::Knight: return tr("knight");
    case core::Bishop: return tr("bishop");
    case core::Rook: return tr("rook");
    case core::Queen: return tr("queen");
    case core::King: return tr("king");
    default: return tr("piece");
    }
}

// Square name ("e4"); not translated (algebraic notation is international).
QString ErrorText::square(core::Square square) { return QString::fromStdString(core::squareName(square)); }

// FEN rejection reasons.
QString ErrorText::fen(const core::FenError& e)
{
    const QString ch = QString::fromLatin1(&e.character, e.character ? 1 : 0);
    const QString text = QString::fromStdString(e.text);
    switch (e.code) {
    case FenErrorCode::Empty: return tr("The FEN is empty.");
    case FenErrorCode::FieldCount: return tr("A FEN has 4 or 6 fields, this one has %1.").arg(e.number);
    case FenErrorCode::RankCount: return tr("The board has %1 ranks instead of 8.").arg(e.number);
    case FenErrorCode::RankLength: return tr("Rank %1 has %2 squares instead of 8.").arg(e.rank).arg(e.number);
    case FenErrorCode::ConsecutiveDigits: return tr("Rank %1 has two digits in a row.").arg(e.rank);
    case FenErrorCode::InvalidDigit:
        return tr("Rank %1 contains the digit %2 (only 1 to 8 are allowed).").arg(e.rank).arg(ch);
    case FenErrorCode::UnknownPiece: return tr("Rank %1 contains the unknown piece letter '%2'.").arg(e.rank).arg(ch);
    case FenErrorCode::SideToMove: return tr("The side to move must be 'w' or 'b', not '%1'.").arg(text);
    case FenErrorCode::CastlingSyntax:
        return tr("The castling field contains '%1' (only K, Q, k, q, rook files A-H or a-h, or '-' are allowed).").arg(ch);
    case FenErrorCode::CastlingDuplicate: return tr("The castling field contains '%1' twice.").arg(ch);
    case FenErrorCode::CastlingNeedsKing:
        return tr("Castling right %1 needs the %2 king on %3.").arg(ch, colorName(e.color), square(e.square));
    case FenErrorCode::CastlingNeedsRook:
        return tr("Castling right %1 needs a %2 rook on %3.").arg(ch, colorName(e.color), square(e.square));
    case FenErrorCode::EpSyntax: return tr("The en passant field '%1' is not '-' nor a square.").arg(text);
    case FenErrorCode::EpWrongRank:
        return tr("The en passant square %1 is on the wrong rank for the side to move.").arg(square(e.square));
    case FenErrorCode::EpNoPawn:
        return tr("En passant square given, but no pawn that just moved two squares on %1.").arg(square(e.square));
    case FenErrorCode::EpSquareOccupied: return tr("En passant is impossible: %1 is occupied.").arg(square(e.square));
    case FenErrorCode::EpInconsistentCheck:
        return tr("The en passant square %1 implies a pawn move that cannot explain the check.").arg(square(e.square));
    case FenErrorCode::HalfmoveClock:
        return tr("The halfmove clock '%1' is not a valid number of half-moves.").arg(text);
    case FenErrorCode::FullmoveNumber: return tr("The move number '%1' is not a positive number.").arg(text);
    case FenErrorCode::MissingKing: return tr("There is no %1 king.").arg(colorName(e.color));
    case FenErrorCode::TooManyKings: return tr("The %1 side has %2 kings.").arg(colorName(e.color)).arg(e.number);
    case FenErrorCode::PawnOnBackRank:
        return tr("There is a pawn on %1 (pawns cannot stand on the first or last rank).").arg(square(e.square));
    case FenErrorCode::OpponentInCheck: return tr("The side not to move (%1) is in check.").arg(colorName(e.color));
    case FenErrorCode::TooManyCheckers:
        return tr("The king is attacked by %1 pieces at once, which no move can cause.").arg(e.number);
    case FenErrorCode::ImpossibleCheck:
        return e.number == 1 ? tr("The king is in a check that no single move could have given.")
                             : tr("The king is in a double check that no single move could have given.");
    case FenErrorCode::DoubleCheckOnOneLine:
        return tr("The king is in check from both sides along one line, which no single move can give.");
    case FenErrorCode::EpHalfmoveClock:
        return tr("The en passant square %1 means a pawn has just moved, so the halfmove clock must be 0, not %2.")
            .arg(square(e.square))
            .arg(e.number);
    case FenErrorCode::TooManyPieces:
        return tr("The %1 side has more pieces than promotions allow.").arg(colorName(e.color));
    case FenErrorCode::TooManyPawns:
        return tr("The %1 side has %2 pawns (at most 8).").arg(colorName(e.color)).arg(e.number);
    }
    return tr("The FEN is invalid.");
}

// SAN rejection reasons.
QString ErrorText::san(const core::SanError& e)
{
    const QString text = QString::fromStdString(e.text);
    switch (e.code) {
    case core::SanErrorCode::Empty: return tr("No move was entered.");
    case core::SanErrorCode::Malformed: return tr("'%1' is not a move (use SAN like Nf3 or UCI like g1f3).").arg(text);
    case core::SanErrorCode::Illegal: return tr("%1 is not a legal move in this position.").arg(text);
    case core::SanErrorCode::Ambiguous: {
        QStringList candidates;
        for (const std::string& c : e.candidates)
            candidates << QString::fromStdString(c);
        return tr("%1 is ambiguous: it could be %2.").arg(text, candidates.join(QStringLiteral(", ")));
    }
    }
    return tr("The move is invalid.");
}

static QString pgnReasonOnly(const game::PgnError& e);

// Reason of a PGN error, without its position; a shortened token says its full length.
static QString pgnReason(const game::PgnError& e)
{
    const QString reason = pgnReasonOnly(e);
    if (e.textLength == 0)
        return reason;
    return ErrorText::tr("%1 (%n characters)", nullptr, int(std::min<std::size_t>(e.textLength, INT_MAX))).arg(reason);
}

// Reason of a PGN error, naming the offending token as the reader shortened it.
static QString pgnReasonOnly(const game::PgnError& e)
{
    const QString text = QString::fromStdString(e.text);
    switch (e.code) {
    case PgnErrorCode::UnexpectedCharacter:
        return ErrorText::tr("unexpected character '%1' (U+%2)")
            .arg(text, QStringLiteral("%1").arg(e.codePoint, 4, 16, QLatin1Char('0')).toUpper());
    case PgnErrorCode::InvalidUtf8: return ErrorText::tr("byte 0x%1 that is not valid UTF-8").arg(text);
    case PgnErrorCode::UnterminatedString: return ErrorText::tr("the tag value has no closing quote");
    case PgnErrorCode::UnterminatedComment: return ErrorText::tr("the comment '{' is never closed");
    case PgnErrorCode::MalformedTag: return ErrorText::tr("malformed tag, expected [Name \"value\"]");
    case PgnErrorCode::BadNag: return ErrorText::tr("'$' must be followed by a number from 0 to 255");
    case PgnErrorCode::BadFen:
        return e.fen ? ErrorText::tr("invalid FEN tag: %1").arg(ErrorText::fen(*e.fen))
                     : ErrorText::tr("invalid FEN tag");
    case PgnErrorCode::IllegalMove:
    case PgnErrorCode::AmbiguousMove:
    case PgnErrorCode::MalformedMove:
        return e.san ? ErrorText::san(*e.san) : ErrorText::tr("invalid move %1").arg(text);
    case PgnErrorCode::NullMove: return ErrorText::tr("null move %1 while in check").arg(text);
    case PgnErrorCode::VariationWithoutMove: return ErrorText::tr("a variation '(' comes before any move");
    case PgnErrorCode::UnmatchedParenthesis: return ErrorText::tr("')' without matching '('");
    case PgnErrorCode::UnterminatedVariation: return ErrorText::tr("the variation '(' is never closed");
    case PgnErrorCode::ResultInVariation: return ErrorText::tr("result %1 inside a variation").arg(text);
    case PgnErrorCode::NestingTooDeep: return ErrorText::tr("variations are nested too deeply");
    case PgnErrorCode::UnexpectedToken: return ErrorText::tr("unexpected %1").arg(text);
    }
    return ErrorText::tr("invalid PGN");
}

// Position and reason of a PGN error.
QString ErrorText::pgn(const game::PgnError& e)
{
    return tr("Game %1, line %2, column %3: %4").arg(e.game).arg(e.line).arg(e.column).arg(pgnReason(e));
}

// Devices, FIFOs and folders by name.
QString ErrorText::notAFile(game::FileKind kind, const QString& name)
{
    switch (kind) {
    case game::FileKind::Regular:
    case game::FileKind::Missing: return {};
    case game::FileKind::Folder: return tr("Cannot open %1: it is a folder, not a file.").arg(name);
    case game::FileKind::Device: return tr("Cannot open %1: it is a device, not a file.").arg(name);
    case game::FileKind::Fifo: return tr("Cannot open %1: it is a pipe (FIFO), not a file.").arg(name);
    case game::FileKind::Other: break;
    }
    return tr("Cannot open %1: it is not a regular file.").arg(name);
}

QString ErrorText::refusalOf(const QString& path)
{
    return notAFile(game::fileKind(QFile::encodeName(path).toStdString()), QDir::toNativeSeparators(path));
}

QString ErrorText::tooLarge(const QString& name, qint64 size, qint64 limit)
{
    const auto mb = [](qint64 bytes) { return (bytes + 1024 * 1024 - 1) / (1024 * 1024); };
    return tr("%1 is too large (%2 MB); Kibitz opens files of this kind up to %3 MB.")
        .arg(name)
        .arg(mb(size))
        .arg(mb(limit));
}

} // namespace kibitz
