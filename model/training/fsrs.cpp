// FSRS-5 long-term scheduling.
#include "fsrs.h"

#include <algorithm>
#include <cmath>

namespace kibitz::training::fsrs {

namespace {

constexpr double Decay = -0.5;
constexpr double Factor = 19.0 / 81.0; // 0.9^(1/Decay) - 1: R(S, S) = 0.9
constexpr double MinStability = 0.01;

// Values are kept to 8 decimals, as the reference implementation keeps them, so that the
// intervals agree at every step.
double round8(double x) { return std::round(x * 1e8) / 1e8; }

double clampDifficulty(double d) { return std::clamp(d, 1.0, 10.0); }

int grade(Rating r) { return int(r); }

} // namespace

double retrievability(double elapsedDays, double stability)
{
    return std::pow(1.0 + Factor * elapsedDays / stability, Decay);
}

Scheduler::Scheduler(const Parameters& parameters)
    : m_p(parameters), m_intervalModifier((std::pow(parameters.requestRetention, 1.0 / Decay) - 1.0) / Factor)
{
}

// D0(G) = w4 - e^(w5 (G - 1)) + 1
double Scheduler::initialDifficulty(Rating rating) const
{
    return m_p.w[4] - std::exp(m_p.w[5] * (grade(rating) - 1)) + 1.0;
}

// D' = D + dD (10 - D) / 9 with dD = -w6 (G - 3) (linear damping), then mean reversion towards
// D0(Easy): w7 D0(4) + (1 - w7) D'.
double Scheduler::nextDifficulty(double d, Rating rating) const
{
    const double delta = -m_p.w[6] * (grade(rating) - 3);
    const double damped = d + delta * (10.0 - d) / 9.0;
    const double reverted = m_p.w[7] * initialDifficulty(Rating::Easy) + (1.0 - m_p.w[7]) * damped;
    return round8(clampDifficulty(reverted));
}

// S' = S (1 + e^w8 (11 - D) S^-w9 (e^(w10 (1 - R)) - 1) [w15 if Hard] [w16 if Easy])
double Scheduler::recallStability(double d, double s, double r, Rating rating) const
{
    const double hard = rating == Rating::Hard ? m_p.w[15] : 1.0;
    const double easy = rating == Rating::Easy ? m_p.w[16] : 1.0;
    const double gain =
        std::exp(m_p.w[8]) * (11.0 - d) * std::pow(s, -m_p.w[9]) * (std::exp(m_p.w[10] * (1.0 - r)) - 1.0);
    return round8(s * (1.0 + gain * hard * easy));
}

// S' = w11 D^-w12 ((S + 1)^w13 - 1) e^(w14 (1 - R)), never above S.
double Scheduler::forgetStability(double d, double s, double r) const
{
    const double after = m_p.w[11] * std::pow(d, -m_p.w[12]) * (std::pow(s + 1.0, m_p.w[13]) - 1.0)
        * std::exp(m_p.w[14] * (1.0 - r));
    return round8(std::clamp(s, MinStability, after));
}

int Scheduler::interval(double stability) const
{
    const double days = std::round(stability * m_intervalModifier);
    return int(std::clamp(days, 1.0, double(m_p.maximumInterval)));
}

std::array<Card, 4> Scheduler::preview(const Card& card, std::int64_t today) const
{
    std::array<Card, 4> next;
    const double elapsed = card.isNew ? 0.0 : double(std::max<std::int64_t>(0, today - card.lastReviewDay));
    const double r = card.isNew ? 1.0 : round8(retrievability(elapsed, card.stability));
    std::array<int, 4> days{};
    for (int g = 1; g <= 4; ++g) {
        const Rating rating = Rating(g);
        Card& c = next[std::size_t(g - 1)];
        c = card;
        if (card.isNew) {
            c.difficulty = round8(clampDifficulty(initialDifficulty(rating)));
            c.stability = std::max(m_p.w[std::size_t(g - 1)], MinStability);
        } else {
            c.difficulty = nextDifficulty(card.difficulty, rating);
            c.stability = rating == Rating::Again ? forgetStability(card.difficulty, card.stability, r)
                                                  : recallStability(card.difficulty, card.stability, r, rating);
            if (rating == Rating::Again)
                ++c.lapses;
        }
        days[std::size_t(g - 1)] = interval(c.stability);
    }
    // Each better answer waits at least a day longer than the one below it.
    days[0] = std::min(days[0], days[1]);
    days[1] = std::max(days[1], days[0] + 1);
    days[2] = std::max(days[2], days[1] + 1);
    days[3] = std::max(days[3], days[2] + 1);
    for (std::size_t i = 0; i < 4; ++i) {
        next[i].isNew = false;
        next[i].lastReviewDay = today;
        next[i].scheduledDays = days[i];
        ++next[i].reps;
    }
    return next;
}

Card Scheduler::review(const Card& card, Rating rating, std::int64_t today) const
{
    return preview(card, today)[std::size_t(grade(rating) - 1)];
}

} // namespace kibitz::training::fsrs
