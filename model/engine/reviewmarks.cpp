// Marks, win chances and accuracy of a game review (see reviewmarks.h and docs/DESIGN.md).
#include "reviewmarks.h"

#include <algorithm>
#include <cmath>

namespace kibitz::engine::review {

namespace {

// Win percentage (0..100) of the mover from a White-view evaluation.
double winPercentFor(const game::Evaluation& white, core::Color mover)
{
    const double w = winChance(white);
    return 50.0 + 50.0 * (mover == core::White ? w : -w);
}

// The mover's forced mate (value > 0), the opponent's (value < 0) or none (0).
int mateFor(const game::Evaluation& white, core::Color mover)
{
    if (!white.mate || white.value == 0)
        return 0;
    const int forWhite = white.value > 0 ? 1 : -1;
    return mover == core::White ? forWhite : -forWhite;
}

// The mark of a drop in win chances: 0.3 blunder, 0.2 mistake, 0.1 inaccuracy.
Mark markOfDrop(double drop)
{
    if (drop >= 0.3)
        return Mark::Blunder;
    if (drop >= 0.2)
        return Mark::Mistake;
    if (drop >= 0.1)
        return Mark::Inaccuracy;
    return Mark::None;
}

// A mate case is milder the further the non-mate side of it already was from equality.
Mark markOfMateCase(int moverCp)
{
    if (moverCp >= CpCap)
        return Mark::Inaccuracy;
    if (moverCp > 700)
        return Mark::Mistake;
    return Mark::Blunder;
}

} // namespace

std::uint8_t nagOf(Mark mark)
{
    switch (mark) {
    case Mark::Inaccuracy: return 6;
    case Mark::Mistake: return 2;
    case Mark::Blunder: return 4;
    case Mark::None: break;
    }
    return 0;
}

double winChance(int cp)
{
    const int capped = std::clamp(cp, -CpCap, CpCap);
    return 2.0 / (1.0 + std::exp(-0.00368208 * capped)) - 1.0;
}

double winChance(const game::Evaluation& white)
{
    if (white.mate)
        return white.value >= 0 ? 1.0 : -1.0;
    return winChance(white.value);
}

int cappedCp(const game::Evaluation& white)
{
    if (white.mate)
        return white.value >= 0 ? CpCap : -CpCap;
    return std::clamp(white.value, -CpCap, CpCap);
}

Judgement judge(const game::Evaluation& before, const game::Evaluation& after, core::Color mover)
{
    Judgement j;
    const int sign = mover == core::White ? 1 : -1;
    j.winDrop = sign * (winChance(before) - winChance(after));
    j.cpLoss = std::max(0, sign * (cappedCp(before) - cappedCp(after)));
    const double pctDrop = std::max(0.0, winPercentFor(before, mover) - winPercentFor(after, mover));
    const double raw = 103.1668 * std::exp(-0.04354 * pctDrop) - 3.1669 + 1.0;
    j.accuracy = std::clamp(raw, 0.0, 100.0);

    const int mateBefore = mateFor(before, mover);
    const int mateAfter = mateFor(after, mover);
    if (mateBefore > 0 && mateAfter <= 0) { // had a forced mate, has none now
        j.reason = Reason::MateLost;
        j.mark = mateAfter < 0 ? Mark::Blunder : markOfMateCase(sign * after.value);
    } else if (mateBefore == 0 && mateAfter < 0) { // walked into a forced mate
        j.reason = Reason::MateAllowed;
        j.mark = markOfMateCase(-sign * before.value);
    } else if (!before.mate && !after.mate) {
        j.mark = markOfDrop(j.winDrop);
        j.reason = j.mark == Mark::None ? Reason::None : Reason::WinChanceDrop;
    }
    return j;
}

SideSummary summarise(const std::vector<Judgement>& moves)
{
    SideSummary s;
    double cpSum = 0;
    double accSum = 0;
    double inverseSum = 0;
    for (const Judgement& j : moves) {
        ++s.moves;
        s.inaccuracies += j.mark == Mark::Inaccuracy;
        s.mistakes += j.mark == Mark::Mistake;
        s.blunders += j.mark == Mark::Blunder;
        cpSum += j.cpLoss;
        accSum += j.accuracy;
        inverseSum += 1.0 / std::max(j.accuracy, 0.5); // a zero would make the harmonic mean 0
    }
    if (s.moves > 0) {
        s.acpl = cpSum / s.moves;
        s.accuracy = (accSum / s.moves + s.moves / inverseSum) / 2.0;
    }
    return s;
}

} // namespace kibitz::engine::review
