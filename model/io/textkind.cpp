// TextKind: shape tests only; validity is the parsers' business.
#include "textkind.h"

#include <QFileInfo>
#include <QRegularExpression>
#include <QStringList>

namespace kibitz::io {

namespace {
// Ranks of piece letters and digits separated by '/': a FEN placement field, perhaps a broken
// one (7 ranks, a 9) that loadFen will then explain.
bool isPlacement(const QString& field)
{
    static const QRegularExpression re(QStringLiteral("^[pnbrqkPNBRQK0-9]*(/[pnbrqkPNBRQK0-9]*){2,}$"));
    return re.match(field).hasMatch();
}

// A move number ("1.", "12...") or a SAN/UCI move or castling, as PGN movetext starts.
bool isMovetextToken(const QString& token)
{
    static const QRegularExpression re(
        QStringLiteral("^(\\d+\\.(\\.\\.)?|\\d+\\.(\\.\\.)?([KQRBN]?[a-h]?[1-8]?x?[a-h][1-8].*|O-O.*|0-0.*)|"
                       "[KQRBN]?[a-h]?[1-8]?x?[a-h][1-8](=?[QRBNqrbn])?[+#]?[!?]*|[a-h][1-8][a-h][1-8][qrbn]?|"
                       "(O-O|0-0)(-O|-0)?[+#]?)$"));
    return re.match(token).hasMatch();
}
} // namespace

// Looks at the first line's shape: FEN placement, PGN tag, or movetext.
TextKind classifyText(const QString& text)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return TextKind::Unknown;
    const QStringList lines = trimmed.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    const QStringList fields = lines.first().simplified().split(QLatin1Char(' '));
    if (isPlacement(fields.first()))
        return lines.size() == 1 ? TextKind::Fen : TextKind::Unknown;
    static const QRegularExpression tag(QStringLiteral("^\\[\\s*[A-Za-z0-9_]+\\s+\""));
    if (tag.match(trimmed).hasMatch())
        return TextKind::Pgn;
    // Movetext, possibly after a leading comment.
    QString body = trimmed;
    static const QRegularExpression leadingComment(QStringLiteral("^\\{[^}]*\\}\\s*"));
    body.remove(leadingComment);
    const QString first = body.simplified().section(QLatin1Char(' '), 0, 0);
    return isMovetextToken(first) ? TextKind::Pgn : TextKind::Unknown;
}

// .fen and .epd are FEN, .pgn is PGN.
TextKind kindFromFileName(const QString& fileName)
{
    const QString suffix = QFileInfo(fileName).suffix().toLower();
    if (suffix == QLatin1String("fen") || suffix == QLatin1String("epd"))
        return TextKind::Fen;
    if (suffix == QLatin1String("pgn"))
        return TextKind::Pgn;
    return TextKind::Unknown;
}

} // namespace kibitz::io
