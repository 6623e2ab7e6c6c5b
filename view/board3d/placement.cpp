// The FEN placement field read into a Placement (the scene's contents).
#include "boardscene.h"

#include <QStringList>

namespace kibitz::board3d {

// FEN placement: ranks 8..1 separated by '/', digits for runs of empty squares.
std::optional<Placement> placementFromFen(const QString& field)
{
    Placement placement;
    placement.fill('.');
    const QStringList ranks = field.trimmed().split(QLatin1Char('/'));
    if (ranks.size() != 8)
        return std::nullopt;
    for (int r = 0; r < 8; ++r) {
        int file = 0;
        for (QChar ch : ranks[r]) {
            if (ch >= QLatin1Char('1') && ch <= QLatin1Char('8')) {
                file += ch.digitValue();
            } else if (ch.isLetter() && pieceTypeFromFen(char(ch.toLatin1()))) {
                if (file < 8)
                    placement[size_t((7 - r) * 8 + file)] = char(ch.toLatin1());
                ++file;
            } else {
                return std::nullopt;
            }
            if (file > 8)
                return std::nullopt;
        }
        if (file != 8)
            return std::nullopt;
    }
    return placement;
}

} // namespace kibitz::board3d
