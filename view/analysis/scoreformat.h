// Formatting of engine scores and search statistics for the analysis views.
#pragma once

#include "engine/enginetypes.h"

#include <QString>

namespace kibitz::analysis {

// "+0.35", "-1.20", "0.00", "#3", "#-3" for a score already seen from White's side.
QString formatScore(const engine::EngineScore& white);
// As formatScore, with "≥"/"≤" in front of bound scores.
QString formatScoreWithBound(const engine::EngineScore& white);
// Compact counts: "950", "12.3k", "4.56M", "1.2G".
QString formatCount(quint64 n);
// White's share of the evaluation bar, 0..1: 0.5 level, a logistic curve of the centipawns,
// 1 / 0 for a forced mate by White / Black.
double whiteShare(const engine::EngineScore& white);

} // namespace kibitz::analysis
