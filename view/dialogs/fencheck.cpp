// FenCheck: the core's verdict and its repair notes, entries of the one message table, translated.
#include "fencheck.h"

#include "errortext.h"

#include <QDir>
#include <QFile>

namespace kibitz {

namespace {

// Files larger than this are not FEN files; they are refused rather than read.
constexpr qint64 MaxFenFileSize = 1 << 20;

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
    std::vector<core::Message> repairs;
    if (core::parseFen(utf8, repaired, core::FenMode::Repair, &repairs))
        return result;
    result.repairable = true;
    result.position = repaired;
    result.repairedFen = QString::fromStdString(core::toFen(repaired));
    for (const core::Message& repair : repairs)
        result.repairs << ErrorText::sentence(repair);
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
