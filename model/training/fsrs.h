// FSRS-5, the Free Spaced Repetition Scheduler (open-spaced-repetition; formulas in the fsrs4anki
// wiki, "The Algorithm", FSRS-5), as its long-term scheduler: every review is at least a day
// after the last (no same-day learning steps), no fuzz. Plain C++17: the training store and the
// window schedule puzzles and repertoire positions with it; days are whole local days.
#pragma once

#include <array>
#include <cstdint>

namespace kibitz::training::fsrs {

enum class Rating : std::uint8_t { Again = 1, Hard = 2, Good = 3, Easy = 4 };

using Weights = std::array<double, 19>;

// The published FSRS-5 default weights w0..w18.
inline constexpr Weights DefaultWeights = {0.40255, 1.18385, 3.173,  15.69105, 7.1949,  0.5345, 1.4604,
                                           0.0046,  1.54575, 0.1192, 1.01925,  1.9395,  0.11,   0.29605,
                                           2.2698,  0.2315,  2.9898, 0.51655,  0.6621};

struct Parameters {
    Weights w = DefaultWeights;
    double requestRetention = 0.9; // the chance of recall the intervals aim at
    int maximumInterval = 36500; // days
};

// What FSRS knows of one item.
struct Card {
    bool isNew = true; // never answered
    double stability = 0; // days until recall falls to 90%
    double difficulty = 0; // 1 (easy) .. 10 (hard)
    std::int64_t lastReviewDay = 0; // day number of the last answer
    int scheduledDays = 0; // the interval given at the last answer
    int reps = 0;
    int lapses = 0; // answers "Again" after the first
    std::int64_t dueDay() const { return lastReviewDay + scheduledDays; }
};

// The chance of recall elapsedDays after a review that left stability: (1 + 19/81 t/S)^-0.5.
double retrievability(double elapsedDays, double stability);

class Scheduler {
public:
    explicit Scheduler(const Parameters& parameters = {});

    // The card after an answer given on day today (at least its last review's day).
    Card review(const Card& card, Rating rating, std::int64_t today) const;
    // The cards each answer (Again, Hard, Good, Easy) would give on day today.
    std::array<Card, 4> preview(const Card& card, std::int64_t today) const;

private:
    double initialDifficulty(Rating rating) const;
    double nextDifficulty(double d, Rating rating) const;
    double recallStability(double d, double s, double r, Rating rating) const;
    double forgetStability(double d, double s, double r) const;
    int interval(double stability) const;

    Parameters m_p;
    double m_intervalModifier; // interval per day of stability for the requested retention
};

} // namespace kibitz::training::fsrs
