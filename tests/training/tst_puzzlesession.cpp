// The puzzle training session (model/trainingstore/puzzlesession): the day's queue, right and wrong
// moves, hints, one answer per puzzle, and the next due days that follow from them.
#include "trainingstore/puzzlesession.h"

#include <QSignalSpy>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace kibitz::training;

namespace {

// Two puzzles of the miniature kind: before 7. Be2 (answer Qe2) and a mate in one.
TrainingItem beforeBe2()
{
    TrainingItem it;
    it.fen = QStringLiteral("r1b1kbnr/pppp1Npp/8/8/2Bnq3/8/PPPP1P1P/RNBQKR2 w Qkq - 0 7");
    it.answer = QStringLiteral("d1e2");
    it.played = QStringLiteral("c4e2");
    it.refutation = QStringLiteral("d4f3");
    it.theme = QStringLiteral("allowed-mate");
    return it;
}

TrainingItem scholarsMate()
{
    TrainingItem it;
    it.fen = QStringLiteral("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
    it.answer = QStringLiteral("h5f7");
    it.played = QStringLiteral("d2d3");
    it.theme = QStringLiteral("mate");
    return it;
}

} // namespace

// One puzzle missed, one solved: the missed one (Again) comes back sooner than the solved one
// (Good); an illegal move decides nothing; the wrong move shows the engine's reply to it.
TEST(PuzzleSession, SolveOneMissOne)
{
    QTemporaryDir dir;
    TrainingStore store(dir.filePath(QStringLiteral("training.sqlite")));
    ASSERT_TRUE(store.open());
    const qint64 first = store.addItem(beforeBe2());
    const qint64 second = store.addItem(scholarsMate());
    PuzzleSession session(store);
    QSignalSpy answered(&session, &PuzzleSession::answered);
    QSignalSpy finished(&session, &PuzzleSession::finished);
    const std::int64_t day = 20000;
    ASSERT_EQ(session.start(day, 10), 2);
    ASSERT_EQ(session.puzzle().id, first);
    EXPECT_EQ(session.side(), kibitz::core::White);

    EXPECT_EQ(session.play(QStringLiteral("e1e2")), PuzzleSession::Verdict::Illegal); // in check, e2 attacked
    EXPECT_EQ(answered.count(), 0);
    EXPECT_EQ(session.play(QStringLiteral("c4e2")), PuzzleSession::Verdict::Wrong);
    EXPECT_EQ(session.refutationLine(), (QStringList{QStringLiteral("c4e2"), QStringLiteral("d4f3")}));
    ASSERT_EQ(answered.count(), 1);
    EXPECT_EQ(answered.at(0).at(1).value<fsrs::Rating>(), fsrs::Rating::Again);
    // Trying again after the verdict records nothing more.
    EXPECT_EQ(session.play(QStringLiteral("d1e2")), PuzzleSession::Verdict::Solved);
    EXPECT_EQ(answered.count(), 1);

    session.next();
    ASSERT_EQ(session.puzzle().id, second);
    EXPECT_EQ(session.play(QStringLiteral("h5f7")), PuzzleSession::Verdict::Solved);
    ASSERT_EQ(answered.count(), 2);
    EXPECT_EQ(answered.at(1).at(1).value<fsrs::Rating>(), fsrs::Rating::Good);
    session.next();
    EXPECT_FALSE(session.hasPuzzle());
    EXPECT_EQ(finished.count(), 1);

    // The answers are kept, and the schedules follow them: the missed puzzle is due before the
    // solved one, both after today.
    EXPECT_EQ(store.answers(first).size(), 1u);
    EXPECT_EQ(store.answers(second).size(), 1u);
    const std::int64_t missedDue = store.card(first).dueDay();
    const std::int64_t solvedDue = store.card(second).dueDay();
    EXPECT_GT(missedDue, day);
    EXPECT_LT(missedDue, solvedDue);
    // Nothing is due the next day but the missed puzzle when its day comes.
    PuzzleSession tomorrow(store);
    EXPECT_EQ(tomorrow.start(missedDue, 10), 1);
    EXPECT_EQ(tomorrow.puzzle().id, first);
}

// Hints: the square first, then the move; solving after the first is Hard, after the second Again.
TEST(PuzzleSession, HintsLowerTheRating)
{
    QTemporaryDir dir;
    TrainingStore store(dir.filePath(QStringLiteral("training.sqlite")));
    ASSERT_TRUE(store.open());
    store.addItem(beforeBe2());
    store.addItem(scholarsMate());
    PuzzleSession session(store);
    QSignalSpy answered(&session, &PuzzleSession::answered);
    ASSERT_EQ(session.start(1, 10), 2);
    EXPECT_EQ(session.hint(), QStringLiteral("d1"));
    EXPECT_EQ(session.play(QStringLiteral("d1e2")), PuzzleSession::Verdict::Solved);
    session.next();
    EXPECT_EQ(session.hint(), QStringLiteral("h5"));
    EXPECT_EQ(session.hint(), QStringLiteral("h5f7"));
    EXPECT_EQ(session.play(QStringLiteral("h5f7")), PuzzleSession::Verdict::Solved);
    ASSERT_EQ(answered.count(), 2);
    EXPECT_EQ(answered.at(0).at(1).value<fsrs::Rating>(), fsrs::Rating::Hard);
    EXPECT_EQ(answered.at(1).at(1).value<fsrs::Rating>(), fsrs::Rating::Again);
}

namespace {
// A back-rank mate in two: 1. Qe8+ Rxe8 2. Rxe8#.
TrainingItem backRankMate(const QString& theme)
{
    TrainingItem it;
    it.fen = QStringLiteral("1r4k1/5ppp/8/8/8/8/4QPPP/4R1K1 w - - 0 1");
    it.answer = QStringLiteral("e2e8");
    it.line = QStringLiteral("e2e8 b8e8 e1e8");
    it.played = QStringLiteral("h2h3");
    it.theme = theme;
    return it;
}
} // namespace

// A forced mate continues: the right first move gets the opponent's reply, the hint names the
// next move's piece, the mate solves it (Hard: after one hint); the answer is recorded once.
TEST(PuzzleSession, AMatingLineContinuesUntilMate)
{
    QTemporaryDir dir;
    TrainingStore store(dir.filePath(QStringLiteral("training.sqlite")));
    ASSERT_TRUE(store.open());
    const qint64 id = store.addItem(backRankMate(QStringLiteral("mate")));
    PuzzleSession session(store);
    QSignalSpy answered(&session, &PuzzleSession::answered);
    ASSERT_EQ(session.start(100, 10), 1);
    EXPECT_EQ(session.play(QStringLiteral("e2e8")), PuzzleSession::Verdict::Continue);
    EXPECT_EQ(session.lastReply(), QStringLiteral("b8e8"));
    EXPECT_EQ(session.expectedMove(), QStringLiteral("e1e8"));
    EXPECT_EQ(answered.count(), 0);
    EXPECT_EQ(session.position().sideToMove(), kibitz::core::White);
    EXPECT_EQ(session.hint(), QStringLiteral("e1"));
    EXPECT_EQ(session.play(QStringLiteral("e1e8")), PuzzleSession::Verdict::Solved);
    ASSERT_EQ(answered.count(), 1);
    EXPECT_EQ(answered.at(0).at(1).value<fsrs::Rating>(), fsrs::Rating::Hard);
    EXPECT_EQ(store.answers(id).size(), 1u);
}

// A wrong second move decides the puzzle as missed; the expected move stays to be shown.
TEST(PuzzleSession, AWrongMoveLaterInTheLineIsAMiss)
{
    QTemporaryDir dir;
    TrainingStore store(dir.filePath(QStringLiteral("training.sqlite")));
    ASSERT_TRUE(store.open());
    store.addItem(backRankMate(QStringLiteral("mate")));
    PuzzleSession session(store);
    QSignalSpy answered(&session, &PuzzleSession::answered);
    ASSERT_EQ(session.start(100, 10), 1);
    ASSERT_EQ(session.play(QStringLiteral("e2e8")), PuzzleSession::Verdict::Continue);
    EXPECT_EQ(session.play(QStringLiteral("g2g3")), PuzzleSession::Verdict::Wrong);
    EXPECT_EQ(session.refutationLine(), QStringList{QStringLiteral("g2g3")});
    EXPECT_EQ(session.expectedMove(), QStringLiteral("e1e8"));
    ASSERT_EQ(answered.count(), 1);
    EXPECT_EQ(answered.at(0).at(1).value<fsrs::Rating>(), fsrs::Rating::Again);
}

// Other themes end on the first move: the engine's later moves need not be the only good ones.
TEST(PuzzleSession, OtherThemesEndOnTheFirstMove)
{
    QTemporaryDir dir;
    TrainingStore store(dir.filePath(QStringLiteral("training.sqlite")));
    ASSERT_TRUE(store.open());
    store.addItem(backRankMate(QStringLiteral("capture")));
    PuzzleSession session(store);
    ASSERT_EQ(session.start(100, 10), 1);
    EXPECT_EQ(session.play(QStringLiteral("e2e8")), PuzzleSession::Verdict::Solved);
    EXPECT_EQ(session.rating(), fsrs::Rating::Good);
}
