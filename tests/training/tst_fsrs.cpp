// FSRS-5 (model/training/fsrs): intervals, stabilities and difficulties for sequences of answers,
// each given on the day the last one scheduled, against the published reference values of the
// open-spaced-repetition project's TypeScript implementation: ts-fsrs,
// __tests__/impl/long-term_scheduler.test.ts at commit 75cc1ccedc05052e16a8c6aed09348ce5575d47c
// ("Long-term scheduler", test1 to test5: enable_short_term false, no fuzz, retention 0.9, with
// the weights below). The expectations are copied from that file, not computed here.
#include "training/fsrs.h"

#include <gtest/gtest.h>

#include <vector>

using namespace kibitz::training::fsrs;

namespace {

// The weights of the reference test (an FSRS-5 parameter set).
constexpr Weights ReferenceWeights = {0.4197, 1.1869, 3.0412, 15.2441, 7.1434, 0.6477, 1.0007, 0.0674, 1.6597, 0.1712,
                                      1.1178, 2.0225, 0.0904, 0.3025,  2.1214, 0.2498, 2.9466, 0.4891, 0.6468};

constexpr Rating A = Rating::Again, H = Rating::Hard, G = Rating::Good, E = Rating::Easy;

struct Reference {
    std::vector<Rating> ratings;
    std::vector<int> intervals;
    std::vector<double> stability;
    std::vector<double> difficulty;
};

// Answers ratings in turn, each on the day the previous answer scheduled, and compares.
void check(const Reference& ref)
{
    Parameters p;
    p.w = ReferenceWeights;
    const Scheduler scheduler(p);
    Card card;
    std::int64_t today = 19355; // 2022-12-29, as in the reference; any day gives the same
    for (std::size_t i = 0; i < ref.ratings.size(); ++i) {
        card = scheduler.review(card, ref.ratings[i], today);
        EXPECT_EQ(card.scheduledDays, ref.intervals[i]) << "answer " << i;
        // The reference keeps 8 decimals at steps of its own; 7 significant digits agree.
        EXPECT_NEAR(card.stability, ref.stability[i], 1e-7 * ref.stability[i]) << "answer " << i;
        EXPECT_NEAR(card.difficulty, ref.difficulty[i], 1e-7 * ref.difficulty[i]) << "answer " << i;
        today = card.dueDay();
    }
}

} // namespace

TEST(Fsrs, ReferenceTest1GoodsThenTwoLapses)
{
    check({{G, G, G, G, G, G, A, A, G, G, G, G, G},
           {3, 13, 48, 155, 445, 1158, 17, 3, 11, 37, 112, 307, 773},
           {3.0412, 13.09130698, 48.15848988, 154.93732625, 445.05562739, 1158.07779739, 16.63063166, 3.01732209,
            11.42247264, 37.37521902, 111.8752758, 306.5974569, 772.94026648},
           {4.49094334, 4.26664289, 4.05746029, 3.86237659, 3.68044154, 3.51076891, 4.69833071, 5.55956298, 5.26323756,
            4.98688448, 4.72915759, 4.4888015, 4.26464541}});
}

TEST(Fsrs, ReferenceTest2)
{
    check({{A, H, G, E, A, H, G, E},
           {1, 2, 6, 41, 4, 7, 21, 133},
           {0.4197, 1.0344317, 5.5356759, 41.0033667, 4.46605519, 6.67743292, 20.88868155, 132.81849454},
           {7.1434, 7.03653841, 6.64066485, 5.92312772, 6.44779861, 6.45995078, 6.10293922, 5.36588547}});
}

TEST(Fsrs, ReferenceTest3)
{
    check({{H, G, E, A, H, G, E, A},
           {2, 7, 54, 5, 8, 26, 171, 8},
           {1.1869, 6.59167572, 53.76078737, 5.0853693, 8.09786749, 25.52991279, 171.16195166, 8.11072373},
           {6.23225985, 5.89059466, 5.14583392, 5.884097, 5.99269555, 5.667177, 4.91430736, 5.71619151}});
}

TEST(Fsrs, ReferenceTest4)
{
    check({{G, E, A, H, G, E, A, H},
           {3, 33, 4, 7, 26, 193, 9, 14},
           {3.0412, 32.65484522, 4.22256838, 7.2325009, 25.52681746, 193.36618775, 8.63899847, 14.31323867},
           {4.49094334, 3.69538259, 4.83221448, 5.12078462, 4.85403286, 4.07165035, 5.1050878, 5.34697075}});
}

TEST(Fsrs, ReferenceTest5)
{
    check({{E, A, H, G, E, A, H, G},
           {15, 3, 6, 27, 240, 10, 17, 60},
           {15.2441, 3.25621013, 6.32684549, 26.56339029, 239.70462771, 9.75621519, 17.06035531, 59.59547542},
           {1.16304343, 2.99573557, 3.59851762, 3.43436666, 2.60045771, 4.03816348, 4.46259158, 4.24020203}});
}

// The forgetting curve: recall is 90% after as many days as the stability, and falls with time.
TEST(Fsrs, Retrievability)
{
    EXPECT_NEAR(retrievability(10, 10), 0.9, 1e-12);
    EXPECT_NEAR(retrievability(0, 10), 1.0, 1e-12);
    EXPECT_LT(retrievability(20, 10), 0.9);
}

// An answer given late (the item was due long ago) and one given on time differ: the later
// recall, being harder, makes the memory more stable.
TEST(Fsrs, LateRecallGrowsStabilityMore)
{
    const Scheduler scheduler;
    const Card first = scheduler.review(Card{}, Rating::Good, 100);
    const Card onTime = scheduler.review(first, Rating::Good, first.dueDay());
    const Card late = scheduler.review(first, Rating::Good, first.dueDay() + 20);
    EXPECT_GT(late.stability, onTime.stability);
    EXPECT_EQ(onTime.reps, 2);
    EXPECT_EQ(scheduler.review(first, Rating::Again, first.dueDay()).lapses, 1);
}
