// FenCheck: repair descriptions are rebuilt from the fields (the core's notes are English).
#include "fencheck.h"

#include "errortext.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>

namespace kibitz {

namespace {

// Files larger than this are not FEN files; they are refused rather than read.
constexpr qint64 MaxFenFileSize = 1 << 20;

// Whitespace-separated FEN fields.
QStringList fieldsOf(const QString& text)
{
    return text.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
}

// True for the e.p. error codes, which Repair mode fixes by dropping the square.
bool isEnPassantError(core::FenErrorCode code)
{
    using core::FenErrorCode;
    return code == FenErrorCode::EpWrongRank || code == FenErrorCode::EpNoPawn || code == FenErrorCode::EpSquareOccupied
        || code == FenErrorCode::EpInconsistentCheck;
}

// Castling letters given in the text whose rights the repaired position lacks ("Kq", "A"): each
// letter read as the FEN reader reads it (core::castlingLetter), so Shredder and X-FEN letters too.
QString lostCastlingLetters(const QString& field, const core::Position& repaired)
{
    QString lost;
    for (const QChar c : field) {
        if (c == QLatin1Char('-') || !c.isLetter() || c.unicode() > 0x7f)
            continue;
        const core::CastlingLetter named = core::castlingLetter(repaired, char(c.unicode()));
        if (named.right == core::NoCastling || !(repaired.castlingRights() & named.right)
            || (named.hasRook && repaired.castlingRook(named.right) != named.rook))
            lost += c;
    }
    return lost;
}

// What repair changes: castling letters, a zero move number, an impossible e.p. square.
QStringList describeRepairs(const QString& text, const core::Position& repaired)
{
    QStringList out;
    QStringList fields = fieldsOf(text);
    if (fields.size() < 4)
        return out;
    const QString lost = lostCastlingLetters(fields[2], repaired);
    if (lost.size() == 1)
        out << FenCheck::tr("remove the impossible castling right %1").arg(lost);
    else if (!lost.isEmpty())
        out << FenCheck::tr("remove the impossible castling rights %1").arg(lost);
    if (fields.size() >= 6 && fields[5].count(QLatin1Char('0')) == fields[5].size())
        out << FenCheck::tr("change the move number %1 to 1").arg(fields[5]);

    // The e.p. square was repaired away only if strict parsing still rejects it once the other
    // repairs are applied (a legal but useless e.p. square is merely left out of canonical FENs).
    if (fields[3] != QLatin1String("-")) {
        fields[2] = QString::fromStdString(core::castlingField(repaired));
        if (fields.size() >= 6)
            fields[5] = QString::number(repaired.fullmoveNumber());
        core::Position probe;
        const auto err = core::parseFen(fields.join(QLatin1Char(' ')).toStdString(), probe);
        if (err && isEnPassantError(err->code))
            out << FenCheck::tr("remove the impossible en passant square %1").arg(fields[3]);
    }
    return out;
}

} // namespace

// Strict first; only a strict failure is retried in Repair mode.
FenCheck checkFen(const QString& text)
{
    FenCheck result;
    const std::string utf8 = text.trimmed().toStdString();
    core::Position pos;
    const auto strictError = core::parseFen(utf8, pos, core::FenMode::Strict);
    if (!strictError) {
        result.valid = true;
        result.position = pos;
        result.message = pos.sideToMove() == core::White ? FenCheck::tr("Valid position, White to move.")
                                                         : FenCheck::tr("Valid position, Black to move.");
        return result;
    }
    result.error = *strictError;
    result.message = ErrorText::fen(*strictError);
    core::Position repaired;
    if (core::parseFen(utf8, repaired, core::FenMode::Repair))
        return result;
    result.repairable = true;
    result.position = repaired;
    result.repairedFen = QString::fromStdString(core::toFen(repaired));
    result.repairs = describeRepairs(text, repaired);
    return result;
}

// Reads ranks from 8 down to 1 until the first space; unknown letters leave squares empty.
BoardArray readPlacement(const QString& text)
{
    BoardArray board;
    board.fill(core::NoPiece);
    const QString placement = text.trimmed().section(QLatin1Char(' '), 0, 0);
    const QStringList ranks = placement.split(QLatin1Char('/'));
    for (int r = 0; r < qMin(8, int(ranks.size())); ++r) {
        int file = 0;
        for (const QChar ch : ranks[r]) {
            if (file >= 8)
                break;
            if (ch >= QLatin1Char('1') && ch <= QLatin1Char('8')) {
                file += ch.digitValue();
                continue;
            }
            const core::Piece piece = core::pieceFromChar(ch.toLatin1());
            if (piece != core::NoPiece)
                board[core::makeSquare(file, 7 - r)] = piece;
            ++file;
        }
    }
    return board;
}

// Copies the mailbox of a position.
BoardArray boardOf(const core::Position& pos)
{
    BoardArray board;
    for (int sq = 0; sq < 64; ++sq)
        board[sq] = pos.pieceOn(core::Square(sq));
    return board;
}

// Small files only; the reason names the file.
bool readFirstLine(const QString& path, QString* line, QString* error)
{
    const QString name = QDir::toNativeSeparators(path);
    const auto fail = [error](const QString& reason) {
        if (error)
            *error = reason;
        return false;
    };
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return fail(FenCheck::tr("Cannot read %1: %2").arg(name, file.errorString()));
    if (file.size() > MaxFenFileSize)
        return fail(FenCheck::tr("%1 is too large to be a FEN file.").arg(name));
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    for (const QString& l : lines) {
        if (!l.trimmed().isEmpty()) {
            if (line)
                *line = l.trimmed();
            return true;
        }
    }
    return fail(FenCheck::tr("%1 contains no FEN.").arg(name));
}

} // namespace kibitz
