// NAG meanings after the PGN standard's list (section 10), in the words chess books use.
#include "nagnames.h"

#include "game/nags.h"

namespace kibitz {

QString NagNames::meaning(int nag)
{
    switch (nag) {
    case 1: return tr("Good move");
    case 2: return tr("Mistake");
    case 3: return tr("Brilliant move");
    case 4: return tr("Blunder");
    case 5: return tr("Interesting move");
    case 6: return tr("Dubious move");
    case 7: return tr("Only move");
    case 8: return tr("Singular move (no reasonable alternative)");
    case 9: return tr("Worst move");
    case 10: return tr("Equal position");
    case 11: return tr("Equal chances, quiet position");
    case 12: return tr("Equal chances, active position");
    case 13: return tr("Unclear position");
    case 14: return tr("White is slightly better");
    case 15: return tr("Black is slightly better");
    case 16: return tr("White is better");
    case 17: return tr("Black is better");
    case 18: return tr("White is winning");
    case 19: return tr("Black is winning");
    case 20: return tr("White has a crushing advantage");
    case 21: return tr("Black has a crushing advantage");
    case 22: return tr("White is in zugzwang");
    case 23: return tr("Black is in zugzwang");
    case 24: return tr("White has a slight space advantage");
    case 25: return tr("Black has a slight space advantage");
    case 26: return tr("White has more space");
    case 27: return tr("Black has more space");
    case 28: return tr("White has a decisive space advantage");
    case 29: return tr("Black has a decisive space advantage");
    case 32: return tr("White has a lead in development");
    case 33: return tr("Black has a lead in development");
    case 36: return tr("White has the initiative");
    case 37: return tr("Black has the initiative");
    case 40: return tr("White has the attack");
    case 41: return tr("Black has the attack");
    case 44: return tr("White has compensation for the material");
    case 45: return tr("Black has compensation for the material");
    case 132: return tr("White has counterplay");
    case 133: return tr("Black has counterplay");
    case 138: return tr("White is in time trouble");
    case 139: return tr("Black is in time trouble");
    case 140: return tr("With the idea");
    case 141: return tr("Aimed against");
    case 142: return tr("Better is");
    case 143: return tr("Worse is");
    case 145: return tr("Editorial comment");
    case 146: return tr("Novelty");
    default: return tr("Annotation $%1").arg(nag);
    }
}

QString NagNames::symbol(int nag) { return QString::fromStdString(game::nagSymbol(nag)); }

QString NagNames::cellText(int nag)
{
    const QString sign = symbol(nag);
    if (!sign.startsWith(u'$'))
        return sign;
    switch (nag) { // shorter than their meanings, which the tooltip gives in full
    case 8: return tr("singular move");
    case 9: return tr("worst move");
    }
    const QString named = meaning(nag);
    return named.contains(sign) ? sign : named;
}

QString NagNames::toolTip(const std::vector<std::uint8_t>& nags)
{
    QStringList lines;
    for (std::uint8_t n : nags)
        lines << menuText(n);
    return lines.join(QLatin1Char('\n'));
}

QList<SignChoice> NagNames::moveSigns() { return {{1, 1}, {2, 2}, {3, 3}, {4, 4}, {5, 5}, {6, 6}}; }

QList<SignChoice> NagNames::positionSigns()
{
    return {{10, 10}, {13, 13}, {14, 14}, {15, 15}, {16, 16}, {17, 17}, {18, 18}, {19, 19}};
}

// Zugzwang names the side to move after the move, the others the side that moved.
QList<SignChoice> NagNames::otherSigns()
{
    return {{7, 7}, {146, 146}, {23, 22}, {32, 33}, {36, 37}, {40, 41}, {44, 45}, {132, 133}, {138, 139}};
}

QString NagNames::menuText(int nag) { return QStringLiteral("%1  %2").arg(symbol(nag), meaning(nag)); }

} // namespace kibitz
