// The game review's marks (issue 14): Lichess's win chance and its cap, the marks at each
// threshold (just below and just above 0.1, 0.2, 0.3), forced mates lost and allowed, the NAGs
// used, the per-side summary. GameReviewer with an engine: tst_gamereview.cpp.
#include "engine/reviewmarks.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace kibitz;
using namespace kibitz::engine;
using review::Mark;
using review::Reason;

namespace {

game::Evaluation cp(int value) { return game::Evaluation{false, value, -1}; }

game::Evaluation mate(int moves) { return game::Evaluation{true, moves, -1}; }

} // namespace

TEST(ReviewMarks, WinChanceFollowsLichessFormulaAndCap)
{
    EXPECT_DOUBLE_EQ(review::winChance(0), 0.0);
    EXPECT_NEAR(review::winChance(100), 2.0 / (1.0 + std::exp(-0.368208)) - 1.0, 1e-12);
    EXPECT_DOUBLE_EQ(review::winChance(5000), review::winChance(1000));
    EXPECT_DOUBLE_EQ(review::winChance(-5000), -review::winChance(1000));
    EXPECT_DOUBLE_EQ(review::winChance(mate(3)), 1.0);
    EXPECT_DOUBLE_EQ(review::winChance(mate(-2)), -1.0);
}

// From 0.00, a White move to -54/-55, -110/-111 and -168/-169 drops 0.0991/0.1009,
// 0.1998/0.2016 and 0.2998/0.3015: just below and just above each threshold.
TEST(ReviewMarks, ThresholdsForWhite)
{
    const struct {
        int after;
        Mark mark;
    } cases[] = {{-54, Mark::None},     {-55, Mark::Inaccuracy}, {-110, Mark::Inaccuracy},
                 {-111, Mark::Mistake}, {-168, Mark::Mistake},   {-169, Mark::Blunder}};
    for (const auto& c : cases) {
        const review::Judgement j = review::judge(cp(0), cp(c.after), core::White);
        EXPECT_EQ(j.mark, c.mark) << "after " << c.after << " drop " << j.winDrop;
        EXPECT_EQ(j.reason, c.mark == Mark::None ? Reason::None : Reason::WinChanceDrop);
        EXPECT_EQ(j.cpLoss, -c.after);
    }
}

// Black's drop is measured from Black's side: White's score going up.
TEST(ReviewMarks, ThresholdsForBlack)
{
    EXPECT_EQ(review::judge(cp(0), cp(54), core::Black).mark, Mark::None);
    EXPECT_EQ(review::judge(cp(0), cp(55), core::Black).mark, Mark::Inaccuracy);
    EXPECT_EQ(review::judge(cp(0), cp(111), core::Black).mark, Mark::Mistake);
    EXPECT_EQ(review::judge(cp(0), cp(169), core::Black).mark, Mark::Blunder);
    // Black improving its position (White's score going down) is never marked.
    EXPECT_EQ(review::judge(cp(0), cp(-300), core::Black).mark, Mark::None);
    EXPECT_EQ(review::judge(cp(0), cp(-300), core::Black).cpLoss, 0);
}

// Beyond +-1000 nothing changes: a drop from +1500 to +1000 is no drop.
TEST(ReviewMarks, CapHidesChangesInWonPositions)
{
    EXPECT_EQ(review::judge(cp(1500), cp(1000), core::White).mark, Mark::None);
    EXPECT_EQ(review::judge(cp(1500), cp(1000), core::White).cpLoss, 0);
}

TEST(ReviewMarks, MateLost)
{
    // Mate in 3 for White, then only +2.00: a blunder.
    review::Judgement j = review::judge(mate(3), cp(200), core::White);
    EXPECT_EQ(j.reason, Reason::MateLost);
    EXPECT_EQ(j.mark, Mark::Blunder);
    // Still crushing (+8.00, +12.00) after losing the mate: milder.
    EXPECT_EQ(review::judge(mate(3), cp(800), core::White).mark, Mark::Mistake);
    EXPECT_EQ(review::judge(mate(3), cp(1200), core::White).mark, Mark::Inaccuracy);
    // Black had mate (White's view: negative mate) and now allows one itself.
    j = review::judge(mate(-2), mate(4), core::Black);
    EXPECT_EQ(j.reason, Reason::MateLost);
    EXPECT_EQ(j.mark, Mark::Blunder);
    // A slower mate is no mistake.
    EXPECT_EQ(review::judge(mate(2), mate(5), core::White).mark, Mark::None);
}

TEST(ReviewMarks, MateAllowed)
{
    review::Judgement j = review::judge(cp(30), mate(-4), core::White);
    EXPECT_EQ(j.reason, Reason::MateAllowed);
    EXPECT_EQ(j.mark, Mark::Blunder);
    // Already lost (-8.00, -12.00 for the mover): milder.
    EXPECT_EQ(review::judge(cp(-800), mate(-4), core::White).mark, Mark::Mistake);
    EXPECT_EQ(review::judge(cp(1200), mate(6), core::Black).mark, Mark::Inaccuracy);
    // Allowing a mate when one was already forced against the mover is no new case.
    EXPECT_EQ(review::judge(mate(-5), mate(-3), core::White).mark, Mark::None);
}

TEST(ReviewMarks, NagsAreTheStandardOnes)
{
    EXPECT_EQ(review::nagOf(Mark::Inaccuracy), 6);
    EXPECT_EQ(review::nagOf(Mark::Mistake), 2);
    EXPECT_EQ(review::nagOf(Mark::Blunder), 4);
    EXPECT_EQ(review::nagOf(Mark::None), 0);
}

// Accuracy: 103.1668 e^(-0.04354 d) - 3.1669 + 1 per move (d: drop in win %), clamped to 0..100;
// a side's figure is the mean of the arithmetic and harmonic means.
TEST(ReviewMarks, SummaryCountsAndAccuracy)
{
    const review::Judgement perfect = review::judge(cp(0), cp(0), core::White);
    EXPECT_DOUBLE_EQ(perfect.accuracy, 100.0);
    const review::Judgement blunder = review::judge(cp(0), cp(-300), core::White);
    const double pct = 50.0 * (review::winChance(0) - review::winChance(-300));
    EXPECT_NEAR(blunder.accuracy, 103.1668 * std::exp(-0.04354 * pct) - 2.1669, 1e-9);
    const review::Judgement mistake = review::judge(cp(0), cp(-120), core::White);
    const review::SideSummary s = review::summarise({perfect, blunder, mistake});
    EXPECT_EQ(s.moves, 3);
    EXPECT_EQ(s.blunders, 1);
    EXPECT_EQ(s.mistakes, 1);
    EXPECT_EQ(s.inaccuracies, 0);
    EXPECT_DOUBLE_EQ(s.acpl, (0 + 300 + 120) / 3.0);
    const double mean = (perfect.accuracy + blunder.accuracy + mistake.accuracy) / 3.0;
    const double harmonic = 3.0 / (1.0 / perfect.accuracy + 1.0 / blunder.accuracy + 1.0 / mistake.accuracy);
    EXPECT_NEAR(s.accuracy, (mean + harmonic) / 2.0, 1e-9);
}
