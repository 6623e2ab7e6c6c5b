// The training store (model/trainingstore/trainingstore): items, answers and schedules in SQLite, the
// schema's version and migration, and a real process killed while it answers.
#include "trainingstore/trainingstore.h"

#include <QFile>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace kibitz::training;

namespace {

constexpr int GuardMs = 60000; // hang guard only

TrainingItem puzzle(const QString& fen, const QString& answer)
{
    TrainingItem it;
    it.fen = fen;
    it.answer = answer;
    it.line = answer + QStringLiteral(" e7e5");
    it.played = QStringLiteral("a2a3");
    it.source = QStringLiteral("/games/mine.pgn");
    it.game = 3;
    it.ply = 12;
    it.theme = QStringLiteral("mate");
    it.refutation = QStringLiteral("d8h4");
    return it;
}

const QString StartFen = QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
const QString OtherFen = QStringLiteral("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");

// The schedules and answers tables as schema versions 1 and 2 made them.
const QStringList ScheduleAndAnswerTables = {
    QStringLiteral("CREATE TABLE schedules (item_id INTEGER PRIMARY KEY, stability REAL NOT NULL,"
                   " difficulty REAL NOT NULL, last_review_day INTEGER NOT NULL, scheduled_days INTEGER NOT NULL,"
                   " reps INTEGER NOT NULL, lapses INTEGER NOT NULL, due_day INTEGER NOT NULL)"),
    QStringLiteral("CREATE TABLE answers (id INTEGER PRIMARY KEY, item_id INTEGER NOT NULL,"
                   " rating INTEGER NOT NULL, day INTEGER NOT NULL, at TEXT NOT NULL)"),
};

// Runs sql on the SQLite file at path through a connection of the test's own.
QVariant rawQuery(const QString& path, const QStringList& sql)
{
    QVariant last;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
        db.setDatabaseName(path);
        EXPECT_TRUE(db.open());
        for (const QString& s : sql) {
            QSqlQuery q(db);
            EXPECT_TRUE(q.exec(s)) << s.toStdString();
            if (q.next())
                last = q.value(0);
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
    return last;
}

} // namespace

// Items are kept once; each answer moves the item's schedule (reps, due day) and is kept.
TEST(TrainingStore, ItemsAnswersAndDueItems)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sub/training.sqlite"));
    TrainingStore store(path);
    ASSERT_TRUE(store.open()) << store.errorText().toStdString();
    EXPECT_EQ(store.schemaVersion(), TrainingStore::SchemaVersion);
    const qint64 a = store.addItem(puzzle(StartFen, QStringLiteral("e2e4")));
    const qint64 b = store.addItem(puzzle(OtherFen, QStringLiteral("e7e5")));
    ASSERT_GT(a, 0);
    ASSERT_GT(b, a);
    EXPECT_EQ(store.addItem(puzzle(StartFen, QStringLiteral("e2e4"))), a); // a duplicate
    const std::optional<TrainingItem> kept = store.item(a);
    ASSERT_TRUE(kept);
    EXPECT_EQ(kept->line, QStringLiteral("e2e4 e7e5"));
    EXPECT_EQ(kept->theme, QStringLiteral("mate"));
    EXPECT_EQ(kept->refutation, QStringLiteral("d8h4"));
    EXPECT_EQ(kept->ply, 12);
    EXPECT_EQ(store.items(ItemKind::Puzzle).size(), 2u);
    EXPECT_TRUE(store.items(ItemKind::Repertoire).empty());

    // Both new: a new-item limit of one gives the older.
    EXPECT_EQ(store.dueItems(100, 1), std::vector<qint64>{a});
    ASSERT_TRUE(store.recordAnswer(Answer{a, fsrs::Rating::Good, 100, QDateTime::currentDateTimeUtc()}));
    const fsrs::Card card = store.card(a);
    EXPECT_FALSE(card.isNew);
    EXPECT_EQ(card.reps, 1);
    EXPECT_EQ(card.lastReviewDay, 100);
    EXPECT_GE(card.scheduledDays, 1);
    // a is not due before its day; b, new, is offered.
    EXPECT_EQ(store.dueItems(100, 5), std::vector<qint64>{b});
    EXPECT_EQ(store.dueItems(card.dueDay(), 5), (std::vector<qint64>{a, b}));
    EXPECT_EQ(store.answers(a).size(), 1u);
}

// A version-1 database (before themes) is migrated: its items, answers and schedules are kept.
TEST(TrainingStore, MigratesVersionOne)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("training.sqlite"));
    rawQuery(path, ScheduleAndAnswerTables + QStringList{
                       QStringLiteral("CREATE TABLE items (id INTEGER PRIMARY KEY, kind INTEGER NOT NULL, fen TEXT NOT NULL,"
                                   " answer TEXT NOT NULL, line TEXT NOT NULL DEFAULT '', played TEXT NOT NULL DEFAULT '',"
                                   " source TEXT NOT NULL DEFAULT '', game INTEGER NOT NULL DEFAULT 0,"
                                   " ply INTEGER NOT NULL DEFAULT 0, UNIQUE (kind, fen, answer))"),
                    QStringLiteral("INSERT INTO items (id, kind, fen, answer) VALUES (7, 1, '%1', 'e2e4')").arg(StartFen),
                    QStringLiteral("INSERT INTO answers (item_id, rating, day, at) VALUES (7, 3, 50, '2026-01-01T10:00:00Z')"),
                    QStringLiteral("INSERT INTO schedules VALUES (7, 3.173, 5.28, 50, 3, 1, 0, 53)"),
                    QStringLiteral("PRAGMA user_version = 1")});
    TrainingStore store(path);
    ASSERT_TRUE(store.open()) << store.errorText().toStdString();
    EXPECT_EQ(store.schemaVersion(), TrainingStore::SchemaVersion);
    const std::optional<TrainingItem> kept = store.item(7);
    ASSERT_TRUE(kept);
    EXPECT_EQ(kept->kind, ItemKind::Repertoire);
    EXPECT_EQ(kept->answer, QStringLiteral("e2e4"));
    EXPECT_TRUE(kept->theme.isEmpty());
    EXPECT_TRUE(kept->refutation.isEmpty());
    EXPECT_EQ(store.card(7).dueDay(), 53);
    EXPECT_EQ(store.answers(7).size(), 1u);
}

// A version-2 database (before repertoires) is migrated: its puzzles, their answers and schedules
// are kept, and a repertoire can then be kept beside them.
TEST(TrainingStore, MigratesVersionTwoKeepingPuzzles)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("training.sqlite"));
    rawQuery(path, ScheduleAndAnswerTables + QStringList{
                       QStringLiteral("CREATE TABLE items (id INTEGER PRIMARY KEY, kind INTEGER NOT NULL, fen TEXT NOT NULL,"
                                   " answer TEXT NOT NULL, line TEXT NOT NULL DEFAULT '', played TEXT NOT NULL DEFAULT '',"
                                   " source TEXT NOT NULL DEFAULT '', game INTEGER NOT NULL DEFAULT 0,"
                                   " ply INTEGER NOT NULL DEFAULT 0, theme TEXT NOT NULL DEFAULT '',"
                                   " refutation TEXT NOT NULL DEFAULT '', UNIQUE (kind, fen, answer))"),
                    QStringLiteral("INSERT INTO items (id, kind, fen, answer, played, theme, refutation)"
                                   " VALUES (4, 0, '%1', 'e2e4', 'a2a3', 'mate', 'd8h4')").arg(StartFen),
                    QStringLiteral("INSERT INTO answers (item_id, rating, day, at) VALUES (4, 1, 70, '2026-02-01T10:00:00Z')"),
                    QStringLiteral("INSERT INTO schedules VALUES (4, 0.40255, 7.1949, 70, 1, 1, 0, 71)"),
                    QStringLiteral("PRAGMA user_version = 2")});
    TrainingStore store(path);
    ASSERT_TRUE(store.open()) << store.errorText().toStdString();
    EXPECT_EQ(store.schemaVersion(), 3);
    const std::optional<TrainingItem> kept = store.item(4);
    ASSERT_TRUE(kept);
    EXPECT_EQ(kept->kind, ItemKind::Puzzle);
    EXPECT_EQ(kept->theme, QStringLiteral("mate"));
    EXPECT_EQ(kept->refutation, QStringLiteral("d8h4"));
    EXPECT_EQ(store.answers(4).size(), 1u);
    EXPECT_EQ(store.card(4).dueDay(), 71);
    EXPECT_EQ(store.dueItems(71, 0), std::vector<qint64>{4});

    TrainingItem position;
    position.kind = ItemKind::Repertoire;
    position.fen = QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -");
    position.answer = QStringLiteral("e2e4");
    std::vector<qint64> ids;
    const qint64 repertoire = store.keepRepertoire(QStringLiteral("/r.pgn"), 0, {position}, ids);
    ASSERT_GT(repertoire, 0) << store.errorText().toStdString();
    ASSERT_EQ(ids.size(), 1u);
    EXPECT_EQ(store.dueRepertoireItems(repertoire, 71, 5), ids);
    EXPECT_EQ(store.items(ItemKind::Puzzle).size(), 1u);
}

// A database of a newer Kibitz is refused with a message and left as it was; so is a path that
// cannot hold a database.
TEST(TrainingStore, RefusesNewerSchemaAndBadPaths)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("training.sqlite"));
    rawQuery(path, {QStringLiteral("CREATE TABLE future (x)"), QStringLiteral("PRAGMA user_version = 99")});
    {
        TrainingStore store(path);
        EXPECT_FALSE(store.open());
        EXPECT_TRUE(store.errorText().contains(QStringLiteral("newer"))) << store.errorText().toStdString();
        EXPECT_TRUE(store.errorText().contains(QStringLiteral("training.sqlite")));
    }
    EXPECT_EQ(rawQuery(path, {QStringLiteral("PRAGMA user_version")}).toInt(), 99);

    QFile plain(dir.filePath(QStringLiteral("afile")));
    ASSERT_TRUE(plain.open(QIODevice::WriteOnly));
    plain.close();
    TrainingStore nowhere(dir.filePath(QStringLiteral("afile/training.sqlite")));
    EXPECT_FALSE(nowhere.open());
    EXPECT_FALSE(nowhere.errorText().isEmpty());
}

// A schedule that does not count its item's answers (a file restored by hand) is replayed from
// the answers when the store opens.
TEST(TrainingStore, SchedulesAreRebuiltFromAnswers)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("training.sqlite"));
    fsrs::Card expected;
    qint64 id = 0;
    {
        TrainingStore store(path);
        ASSERT_TRUE(store.open());
        id = store.addItem(puzzle(StartFen, QStringLiteral("e2e4")));
        for (int day : {10, 13, 30})
            ASSERT_TRUE(store.recordAnswer(Answer{id, fsrs::Rating::Good, day, QDateTime::currentDateTimeUtc()}));
        expected = store.card(id);
    }
    rawQuery(path, {QStringLiteral("UPDATE schedules SET reps = 1, due_day = 11, stability = 1")});
    TrainingStore store(path);
    ASSERT_TRUE(store.open());
    const fsrs::Card rebuilt = store.card(id);
    EXPECT_EQ(rebuilt.reps, 3);
    EXPECT_EQ(rebuilt.dueDay(), expected.dueDay());
    EXPECT_DOUBLE_EQ(rebuilt.stability, expected.stability);
}

// Runs training_child with args until it has reported at least 25 answers, then kills it
// (SIGKILL); the last answer it reported.
int answersBeforeKill(const QStringList& args)
{
    QProcess child;
    child.start(QStringLiteral(KIBITZ_TRAINING_CHILD), args);
    EXPECT_TRUE(child.waitForStarted(GuardMs));
    int reported = 0;
    QByteArray pending;
    const auto readLines = [&] {
        for (qsizetype nl = pending.indexOf('\n'); nl >= 0; nl = pending.indexOf('\n')) {
            const QByteArray line = pending.left(nl);
            pending.remove(0, nl + 1);
            if (line.startsWith("answered "))
                reported = std::max(reported, line.mid(9).toInt());
        }
    };
    while (reported < 25) {
        if (!child.waitForReadyRead(GuardMs)) {
            ADD_FAILURE() << child.readAllStandardError().toStdString();
            return -1;
        }
        pending += child.readAllStandardOutput();
        readLines();
    }
    child.kill(); // SIGKILL
    EXPECT_TRUE(child.waitForFinished(GuardMs));
    EXPECT_EQ(child.exitStatus(), QProcess::CrashExit);
    // What it printed before dying counts too.
    pending += child.readAllStandardOutput() + '\n';
    readLines();
    return reported;
}

// A real process answering as fast as it can is killed (SIGKILL) after at least 25 answers:
// every answer it reported as given is in the database, and the schedule counts exactly the
// answers that are there (an answer and its schedule are one transaction).
TEST(TrainingStore, KilledSessionKeepsEveryAnswerGiven)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("training.sqlite"));
    const int reported = answersBeforeKill({path});
    ASSERT_GE(reported, 25);

    TrainingStore store(path);
    ASSERT_TRUE(store.open()) << store.errorText().toStdString();
    const std::vector<TrainingItem> items = store.items(ItemKind::Puzzle);
    ASSERT_EQ(items.size(), 1u);
    const std::vector<Answer> answers = store.answers(items[0].id);
    EXPECT_GE(int(answers.size()), reported);
    EXPECT_LE(int(answers.size()), reported + 1); // at most the one being written when killed
    for (std::size_t i = 0; i < answers.size(); ++i)
        EXPECT_EQ(answers[i].day, 20001 + std::int64_t(i));
    EXPECT_EQ(store.card(items[0].id).reps, int(answers.size()));
    EXPECT_EQ(rawQuery(path, {QStringLiteral("PRAGMA integrity_check")}).toString(), QStringLiteral("ok"));
}

// The same for a repertoire session (RepertoireSession, one answer per position a day, every
// third answer wrong): every answer reported is kept, at most one more, and each position's
// schedule counts exactly its answers.
TEST(TrainingStore, KilledRepertoireSessionKeepsEveryAnswerGiven)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("training.sqlite"));
    const int reported = answersBeforeKill({path, QStringLiteral("repertoire")});
    ASSERT_GE(reported, 25);

    TrainingStore store(path);
    ASSERT_TRUE(store.open()) << store.errorText().toStdString();
    const std::vector<TrainingItem> positions = store.items(ItemKind::Repertoire);
    EXPECT_EQ(positions.size(), 10u);
    int kept = 0;
    bool again = false;
    for (const TrainingItem& p : positions) {
        const std::vector<Answer> given = store.answers(p.id);
        kept += int(given.size());
        for (const Answer& a : given)
            again = again || a.rating == fsrs::Rating::Again;
        EXPECT_EQ(store.card(p.id).reps, int(given.size()));
    }
    EXPECT_GE(kept, reported);
    EXPECT_LE(kept, reported + 1);
    EXPECT_TRUE(again);
    EXPECT_EQ(rawQuery(path, {QStringLiteral("PRAGMA integrity_check")}).toString(), QStringLiteral("ok"));
}

// The statistics page's figures: items, due, never answered, learned (last answer right), and
// the answers and right ones by theme. Expectations counted by hand from the answers below.
TEST(TrainingStore, StatisticsByTheme)
{
    QTemporaryDir dir;
    TrainingStore store(dir.filePath(QStringLiteral("training.sqlite")));
    ASSERT_TRUE(store.open());
    TrainingItem mate = puzzle(StartFen, QStringLiteral("e2e4"));
    TrainingItem capture = puzzle(OtherFen, QStringLiteral("e7e5"));
    capture.theme = QStringLiteral("capture");
    TrainingItem untried = puzzle(OtherFen, QStringLiteral("d7d5"));
    TrainingItem repertoire = puzzle(StartFen, QStringLiteral("d2d4"));
    repertoire.kind = ItemKind::Repertoire;
    const qint64 m = store.addItem(mate);
    const qint64 c = store.addItem(capture);
    store.addItem(untried);
    const qint64 r = store.addItem(repertoire);
    const QDateTime now = QDateTime::currentDateTimeUtc();
    // mate: Again then Good (learned); capture: Good then Again (not learned).
    ASSERT_TRUE(store.recordAnswer(Answer{m, fsrs::Rating::Again, 10, now}));
    ASSERT_TRUE(store.recordAnswer(Answer{c, fsrs::Rating::Good, 10, now}));
    ASSERT_TRUE(store.recordAnswer(Answer{m, fsrs::Rating::Good, 11, now}));
    ASSERT_TRUE(store.recordAnswer(Answer{c, fsrs::Rating::Again, 13, now}));
    ASSERT_TRUE(store.recordAnswer(Answer{r, fsrs::Rating::Good, 13, now}));

    const TrainingStatistics st = store.statistics(ItemKind::Puzzle, 14);
    EXPECT_EQ(st.items, 3);
    EXPECT_EQ(st.fresh, 1);
    EXPECT_EQ(st.learned, 1);
    EXPECT_EQ(st.answers, 4);
    EXPECT_EQ(st.right, 2);
    // Every interval is at least a day: nothing is due on the first day, both answered puzzles
    // a hundred days later (no interval here reaches that far).
    EXPECT_EQ(store.statistics(ItemKind::Puzzle, 10).due, 0);
    EXPECT_EQ(store.statistics(ItemKind::Puzzle, 110).due, 2);
    ASSERT_EQ(st.byTheme.size(), 2u);
    EXPECT_EQ(st.byTheme[0].theme, QStringLiteral("capture"));
    EXPECT_EQ(st.byTheme[0].answers, 2);
    EXPECT_EQ(st.byTheme[0].right, 1);
    EXPECT_EQ(st.byTheme[1].theme, QStringLiteral("mate"));
    EXPECT_EQ(st.byTheme[1].answers, 2);
    EXPECT_EQ(st.byTheme[1].right, 1);
    const TrainingStatistics rep = store.statistics(ItemKind::Repertoire, 14);
    EXPECT_EQ(rep.items, 1);
    EXPECT_EQ(rep.answers, 1);
}
