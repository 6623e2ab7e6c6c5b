// The repertoire training session (model/trainingstore/repertoiresession) over a real training store:
// Kibitz's replies come from the repertoire only and vary, the day's queue is worked through line
// by line, and a wrong answer (Again) brings its position back sooner than a right one (Good).
#include "trainingstore/repertoiresession.h"

#include "repertoirehelpers.h"

#include <QSignalSpy>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <map>
#include <set>

using namespace kibitz::training;

namespace {

const QString Source = QStringLiteral("/lines/white.pgn");

// Black's moves in the repertoire after each sequence of moves from the start, written by hand.
const std::map<QString, std::set<QString>> BlackReplies = {
    {QStringLiteral("e2e4"), {QStringLiteral("e7e5"), QStringLiteral("c7c5"), QStringLiteral("e7e6")}},
    {QStringLiteral("e2e4 e7e5 g1f3"), {QStringLiteral("b8c6"), QStringLiteral("g8f6")}},
    {QStringLiteral("e2e4 c7c5 g1f3"), {QStringLiteral("d7d6"), QStringLiteral("b8c6")}},
    {QStringLiteral("e2e4 e7e6 d2d4"), {QStringLiteral("d7d5")}},
    {QStringLiteral("d2d4"), {QStringLiteral("e7e6")}},
    {QStringLiteral("d2d4 e7e6 e2e4"), {QStringLiteral("d7d5")}},
};

struct Rig {
    QTemporaryDir dir;
    TrainingStore store{dir.filePath(QStringLiteral("training.sqlite"))};
    RepertoireSession session{store};
    QStringList line; // the moves of the current line
    bool open()
    {
        QObject::connect(&session, &RepertoireSession::lineStarted, &session, [this] { line.clear(); });
        QObject::connect(&session, &RepertoireSession::movePlayed, &session,
                         [this](const QString& uci, bool) { line += uci; });
        return store.open() && session.load(readRepertoire(SmallRepertoire, kibitz::core::White).repertoire, Source);
    }
};

// Answers right until the queue of the day is done, taking the repertoire's answers in turn where
// it has several; checks every reply of Kibitz against BlackReplies. The lines played.
int playDay(Rig& rig, std::set<QString>* firstReplies = nullptr)
{
    int lines = 0;
    int turn = 0;
    while (rig.session.state() != RepertoireSession::State::Finished && lines < 100) {
        ++lines;
        while (rig.session.state() == RepertoireSession::State::Answering) {
            const QStringList expected = rig.session.expectedMoves();
            const int before = int(rig.line.size());
            EXPECT_EQ(rig.session.play(expected[turn++ % expected.size()]), RepertoireSession::Verdict::Right);
            // Kibitz's reply, if any: the move after the person's.
            if (rig.line.size() > before + 1) {
                const QString reply = rig.line[before + 1];
                const QString prefix = rig.line.mid(0, before + 1).join(QLatin1Char(' '));
                const auto allowed = BlackReplies.find(prefix);
                EXPECT_TRUE(allowed != BlackReplies.end() && allowed->second.count(reply))
                    << prefix.toStdString() << " " << reply.toStdString();
                if (firstReplies && before == 0)
                    firstReplies->insert(reply);
            }
        }
        rig.session.nextLine();
    }
    return lines;
}

} // namespace

// Day one with every position new: each of the ten positions is answered once (Good), lines end
// where the repertoire does, Kibitz plays only the repertoire's replies and all three first replies
// come up.
TEST(RepertoireSession, FirstDayWorksThroughEveryPosition)
{
    Rig rig;
    ASSERT_TRUE(rig.open()) << rig.session.errorText().toStdString();
    EXPECT_EQ(rig.session.items().size(), 10u);
    rig.session.setSeed(7);
    QSignalSpy answered(&rig.session, &RepertoireSession::answered);
    EXPECT_EQ(rig.session.start(1000, 100), 10);
    std::set<QString> firstReplies;
    const int lines = playDay(rig, &firstReplies);
    EXPECT_EQ(rig.session.state(), RepertoireSession::State::Finished);
    EXPECT_LT(lines, 100);
    EXPECT_EQ(answered.size(), 10);
    EXPECT_EQ(firstReplies,
              (std::set<QString>{QStringLiteral("e7e5"), QStringLiteral("c7c5"), QStringLiteral("e7e6")}));
    for (const auto& [key, id] : rig.session.items()) {
        ASSERT_EQ(rig.store.answers(id).size(), 1u) << key;
        EXPECT_EQ(rig.store.answers(id)[0].rating, fsrs::Rating::Good);
    }
    // Nothing is due the next day (every first interval after Good is longer than a day).
    EXPECT_EQ(rig.session.start(1001, 0), 0);
    EXPECT_EQ(rig.session.state(), RepertoireSession::State::Finished);
}

// Kibitz's first reply varies from session to session (twenty seeds; every branch after 1. e4 has
// queued positions behind it, so each can come first).
TEST(RepertoireSession, FirstRepliesVary)
{
    std::set<QString> first;
    for (quint32 seed = 1; seed <= 20; ++seed) {
        Rig rig; // a store of its own: every position new
        ASSERT_TRUE(rig.open());
        rig.session.setSeed(seed);
        ASSERT_EQ(rig.session.start(4000, 100), 10);
        ASSERT_EQ(rig.session.play(QStringLiteral("e2e4")), RepertoireSession::Verdict::Right);
        ASSERT_EQ(rig.line.size(), 2);
        first.insert(rig.line[1]);
    }
    EXPECT_GT(first.size(), 1u);
}

// A wrong first move: Again for the start position, the repertoire's moves shown, nothing played;
// the right move then continues the line without a second answer. The start position is due the
// next day, the position answered right is not.
TEST(RepertoireSession, WrongAnswerIsAgainAndComesBackSooner)
{
    Rig rig;
    ASSERT_TRUE(rig.open());
    QSignalSpy answered(&rig.session, &RepertoireSession::answered);
    ASSERT_EQ(rig.session.start(2000, 100), 10);
    ASSERT_EQ(rig.session.state(), RepertoireSession::State::Answering);
    EXPECT_EQ(rig.session.play(QStringLiteral("e2e5")), RepertoireSession::Verdict::Illegal);
    EXPECT_EQ(answered.size(), 0);
    EXPECT_EQ(rig.session.play(QStringLiteral("a2a3")), RepertoireSession::Verdict::Wrong);
    EXPECT_TRUE(rig.session.missed());
    EXPECT_EQ(rig.session.expectedMoves(), (QStringList{QStringLiteral("e2e4"), QStringLiteral("d2d4")}));
    EXPECT_TRUE(rig.line.isEmpty());
    EXPECT_EQ(rig.session.play(QStringLiteral("h2h3")), RepertoireSession::Verdict::Wrong); // no second answer
    EXPECT_EQ(rig.session.play(QStringLiteral("e2e4")), RepertoireSession::Verdict::Right);
    ASSERT_EQ(answered.size(), 1);
    const qint64 start = answered[0][0].toLongLong();
    EXPECT_EQ(answered[0][1].value<fsrs::Rating>(), fsrs::Rating::Again);
    // Kibitz replied; the next answer is right at once.
    ASSERT_EQ(rig.line.size(), 2);
    ASSERT_EQ(rig.session.state(), RepertoireSession::State::Answering);
    EXPECT_EQ(rig.session.play(rig.session.expectedMoves()[0]), RepertoireSession::Verdict::Right);
    ASSERT_EQ(answered.size(), 2);
    const qint64 second = answered[1][0].toLongLong();
    EXPECT_EQ(answered[1][1].value<fsrs::Rating>(), fsrs::Rating::Good);
    EXPECT_LT(rig.store.card(start).dueDay(), rig.store.card(second).dueDay());
    EXPECT_EQ(rig.store.card(start).dueDay(), 2001);

    // The next day, with no new positions: only the start position is due.
    EXPECT_EQ(rig.session.start(2001, 0), 1);
    EXPECT_EQ(rig.session.state(), RepertoireSession::State::Answering);
    EXPECT_EQ(kibitz::training::Repertoire::keyOf(rig.session.position()),
              "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -");
}

// Reading the file again keeps the positions' items (and their answers); a repertoire with no move
// for its side is refused with a message naming the file.
TEST(RepertoireSession, LoadAgainKeepsItemsAndEmptyIsRefused)
{
    Rig rig;
    ASSERT_TRUE(rig.open());
    const std::map<std::string, qint64> first = rig.session.items();
    ASSERT_TRUE(rig.session.load(readRepertoire(SmallRepertoire, kibitz::core::White).repertoire, Source));
    EXPECT_EQ(rig.session.items(), first);
    RepertoireSession other(rig.store);
    EXPECT_FALSE(other.load(readRepertoire("1. e4 *", kibitz::core::Black).repertoire, QStringLiteral("/x/one.pgn")));
    EXPECT_TRUE(other.errorText().contains(QStringLiteral("one.pgn"))) << other.errorText().toStdString();
}

// Repertoire positions in the store do not take the new puzzles' places in the puzzle queue.
TEST(RepertoireSession, PuzzleQueueIsNotCrowdedOut)
{
    Rig rig;
    ASSERT_TRUE(rig.open());
    TrainingItem puzzle;
    puzzle.fen = QStringLiteral("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
    puzzle.answer = QStringLiteral("h5f7");
    const qint64 id = rig.store.addItem(puzzle);
    EXPECT_EQ(rig.store.dueItems(3000, 1), std::vector<qint64>{id});
}
