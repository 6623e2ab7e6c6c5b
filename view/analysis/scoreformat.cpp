// Score text and the evaluation bar's curve.
#include "scoreformat.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace kibitz::analysis {

// Pawns with two decimals and an explicit sign; mates as "#N" / "#-N".
QString formatScore(const engine::EngineScore& white)
{
    if (white.isMate)
        return QStringLiteral("#%1").arg(white.value);
    if (white.value == 0)
        return QStringLiteral("0.00");
    const QString pawns = QString::number(std::abs(white.value) / 100.0, 'f', 2);
    return (white.value > 0 ? QStringLiteral("+") : QStringLiteral("-")) + pawns;
}

// Bound scores are marked so a fail-high is not read as the true value.
QString formatScoreWithBound(const engine::EngineScore& white)
{
    switch (white.bound) {
    case engine::EngineScore::Bound::Lower: return QStringLiteral("≥") + formatScore(white);
    case engine::EngineScore::Bound::Upper: return QStringLiteral("≤") + formatScore(white);
    default: return formatScore(white);
    }
}

// Three significant digits with an SI suffix.
QString formatCount(quint64 n)
{
    if (n < 1000)
        return QString::number(n);
    const char* const suffixes[] = {"k", "M", "G", "T"};
    double v = double(n);
    int i = -1;
    while (v >= 1000.0 && i < 3) {
        v /= 1000.0;
        ++i;
    }
    const int decimals = v < 10 ? 2 : (v < 100 ? 1 : 0);
    return QString::number(v, 'f', decimals) + QLatin1String(suffixes[i]);
}

// Logistic curve: +1 pawn is about 60 %, +4 pawns about 83 % for White.
double whiteShare(const engine::EngineScore& white)
{
    if (white.isMate)
        return white.value > 0 ? 1.0 : (white.value < 0 ? 0.0 : 0.5);
    const double share = 1.0 / (1.0 + std::exp(-white.value / 250.0));
    return std::clamp(share, 0.02, 0.98);
}

} // namespace kibitz::analysis
