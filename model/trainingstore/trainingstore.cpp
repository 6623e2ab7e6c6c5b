// The training store: schema, migrations, items, answers and schedules over Qt SQL.
#include "trainingstore.h"

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QVariant>

namespace kibitz::training {

namespace {

// Migration i takes a database of version i to version i + 1.
const char* const Migrations[] = {
    // 0 -> 1: items, their schedules, the answers.
    "CREATE TABLE items (id INTEGER PRIMARY KEY, kind INTEGER NOT NULL, fen TEXT NOT NULL, answer TEXT NOT NULL,"
    " line TEXT NOT NULL DEFAULT '', played TEXT NOT NULL DEFAULT '', source TEXT NOT NULL DEFAULT '',"
    " game INTEGER NOT NULL DEFAULT 0, ply INTEGER NOT NULL DEFAULT 0, UNIQUE (kind, fen, answer));"
    "CREATE TABLE schedules (item_id INTEGER PRIMARY KEY REFERENCES items(id), stability REAL NOT NULL,"
    " difficulty REAL NOT NULL, last_review_day INTEGER NOT NULL, scheduled_days INTEGER NOT NULL,"
    " reps INTEGER NOT NULL, lapses INTEGER NOT NULL, due_day INTEGER NOT NULL);"
    "CREATE INDEX schedules_due ON schedules (due_day);"
    "CREATE TABLE answers (id INTEGER PRIMARY KEY, item_id INTEGER NOT NULL REFERENCES items(id),"
    " rating INTEGER NOT NULL, day INTEGER NOT NULL, at TEXT NOT NULL);"
    "CREATE INDEX answers_item ON answers (item_id);",
    // 1 -> 2: the theme of a puzzle (what the mistake missed), for the statistics, and the
    // engine's answer to the move played, shown after a wrong answer.
    "ALTER TABLE items ADD COLUMN theme TEXT NOT NULL DEFAULT '';"
    "ALTER TABLE items ADD COLUMN refutation TEXT NOT NULL DEFAULT '';",
    // 2 -> 3: repertoires (a file read for one colour) and the positions each trains.
    "CREATE TABLE repertoires (id INTEGER PRIMARY KEY, source TEXT NOT NULL, colour INTEGER NOT NULL,"
    " UNIQUE (source, colour));"
    "CREATE TABLE repertoire_items (repertoire_id INTEGER NOT NULL REFERENCES repertoires(id),"
    " item_id INTEGER NOT NULL REFERENCES items(id), PRIMARY KEY (repertoire_id, item_id));",
};
static_assert(std::size(Migrations) == TrainingStore::SchemaVersion);

QString nextConnectionName()
{
    static QAtomicInteger<int> counter;
    return QStringLiteral("kibitz-training-%1").arg(counter.fetchAndAddRelaxed(1));
}

TrainingItem itemFrom(const QSqlQuery& q)
{
    TrainingItem it;
    it.id = q.value(0).toLongLong();
    it.kind = q.value(1).toInt() == 1 ? ItemKind::Repertoire : ItemKind::Puzzle;
    it.fen = q.value(2).toString();
    it.answer = q.value(3).toString();
    it.line = q.value(4).toString();
    it.played = q.value(5).toString();
    it.source = q.value(6).toString();
    it.game = q.value(7).toInt();
    it.ply = q.value(8).toInt();
    it.theme = q.value(9).toString();
    it.refutation = q.value(10).toString();
    return it;
}

// A text for a NOT NULL column: Qt binds a null QString as NULL.
QVariant text(const QString& s)
{
    return s.isNull() ? QVariant(QStringLiteral("")) : QVariant(s);
}

const char* const ItemColumns = "id, kind, fen, answer, line, played, source, game, ply, theme, refutation";

} // namespace

QString TrainingStore::defaultPath()
{
    // The window's AppDataLocation (organisation and application "Kibitz"), for kibitz-cli too.
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation)
        + QStringLiteral("/Kibitz/Kibitz/training.sqlite");
}

TrainingStore::TrainingStore(const QString& path, const fsrs::Parameters& parameters)
    : m_path(path), m_connection(nextConnectionName()), m_scheduler(parameters)
{
}

TrainingStore::~TrainingStore()
{
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        if (db.isValid())
            db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
}

bool TrainingStore::fail(Problem problem, const QString& detail)
{
    const char* text = problem == Problem::Open ? QT_TRANSLATE_NOOP("TrainingStore", "The training database %1 cannot be opened: %2")
        : problem == Problem::Read              ? QT_TRANSLATE_NOOP("TrainingStore", "The training database %1 cannot be read: %2")
                                                : QT_TRANSLATE_NOOP("TrainingStore", "The training database %1 cannot be written: %2");
    m_error = QCoreApplication::translate("TrainingStore", text).arg(QDir::toNativeSeparators(m_path), detail);
    return false;
}

bool TrainingStore::exec(const QString& sql)
{
    QSqlQuery q(QSqlDatabase::database(m_connection));
    if (q.exec(sql))
        return true;
    return fail(Problem::Write, q.lastError().text());
}

bool TrainingStore::open()
{
    if (m_open)
        return true;
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE")))
        return fail(Problem::Open, QCoreApplication::translate("TrainingStore", "the Qt SQLite driver (QSQLITE) is not installed"));
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    db.setDatabaseName(m_path);
    if (!db.open())
        return fail(Problem::Open, db.lastError().text());
    // A commit is on disk when it returns (rollback journal, full sync).
    if (!exec(QStringLiteral("PRAGMA synchronous = FULL")) || !exec(QStringLiteral("PRAGMA foreign_keys = ON")))
        return false;
    if (!migrate() || !verifySchedules())
        return false;
    m_open = true;
    return true;
}

int TrainingStore::schemaVersion() const
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    return q.exec(QStringLiteral("PRAGMA user_version")) && q.next() ? q.value(0).toInt() : -1;
}

// Brings the schema to SchemaVersion one step at a time, each step with its version in one
// transaction; a newer schema is left alone.
bool TrainingStore::migrate()
{
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    for (int version = schemaVersion(); version < SchemaVersion; version = schemaVersion()) {
        if (version < 0)
            return fail(Problem::Read, db.lastError().text());
        if (!db.transaction())
            return fail(Problem::Write, db.lastError().text());
        bool ok = true;
        for (const QString& statement : QString::fromLatin1(Migrations[version]).split(QLatin1Char(';'), Qt::SkipEmptyParts))
            ok = ok && exec(statement);
        ok = ok && exec(QStringLiteral("PRAGMA user_version = %1").arg(version + 1));
        if (!ok || !db.commit()) {
            const QString detail = db.lastError().text();
            db.rollback();
            return ok ? fail(Problem::Write, detail) : false;
        }
    }
    if (schemaVersion() > SchemaVersion) {
        m_error = QCoreApplication::translate("TrainingStore",
                                              "The training database %1 is from a newer Kibitz (schema %2; this "
                                              "Kibitz knows %3): it is left as it is.")
                      .arg(QDir::toNativeSeparators(m_path))
                      .arg(schemaVersion())
                      .arg(SchemaVersion);
        return false;
    }
    return true;
}

// A schedule is derived from its item's answers: one that does not count them all (a file
// restored or edited by hand) is replayed from the answers, in one transaction.
bool TrainingStore::verifySchedules()
{
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    QSqlQuery stale(db);
    if (!stale.exec(QStringLiteral("SELECT i.id FROM items i LEFT JOIN schedules s ON s.item_id = i.id"
                                   " WHERE COALESCE(s.reps, 0) <> (SELECT COUNT(*) FROM answers a WHERE a.item_id = i.id)")))
        return fail(Problem::Read, stale.lastError().text());
    std::vector<qint64> ids;
    while (stale.next())
        ids.push_back(stale.value(0).toLongLong());
    for (const qint64 id : ids) {
        const std::vector<Answer> given = answers(id);
        if (!db.transaction() || !exec(QStringLiteral("DELETE FROM schedules WHERE item_id = %1").arg(id)))
            return fail(Problem::Write, db.lastError().text());
        fsrs::Card c;
        for (const Answer& a : given)
            c = m_scheduler.review(c, a.rating, a.day);
        if ((!given.empty() && !writeSchedule(id, c)) || !db.commit()) {
            db.rollback();
            return fail(Problem::Write, db.lastError().text());
        }
    }
    return true;
}

bool TrainingStore::writeSchedule(qint64 itemId, const fsrs::Card& next)
{
    QSqlQuery s(QSqlDatabase::database(m_connection));
    s.prepare(QStringLiteral("INSERT OR REPLACE INTO schedules (item_id, stability, difficulty, last_review_day,"
                             " scheduled_days, reps, lapses, due_day) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
    for (const QVariant& v : {QVariant(itemId), QVariant(next.stability), QVariant(next.difficulty),
                              QVariant(qint64(next.lastReviewDay)), QVariant(next.scheduledDays), QVariant(next.reps),
                              QVariant(next.lapses), QVariant(qint64(next.dueDay()))})
        s.addBindValue(v);
    return s.exec();
}

qint64 TrainingStore::addItem(const TrainingItem& item)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT OR IGNORE INTO items (kind, fen, answer, line, played, source, game, ply, theme,"
                             " refutation) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    const int kind = item.kind == ItemKind::Repertoire ? 1 : 0;
    for (const QVariant& v : {QVariant(kind), text(item.fen), text(item.answer), text(item.line), text(item.played),
                              text(item.source), QVariant(item.game), QVariant(item.ply), text(item.theme),
                              text(item.refutation)})
        q.addBindValue(v);
    if (!q.exec()) {
        fail(Problem::Write, q.lastError().text());
        return 0;
    }
    QSqlQuery find(db);
    find.prepare(QStringLiteral("SELECT id FROM items WHERE kind = ? AND fen = ? AND answer = ?"));
    find.addBindValue(kind);
    find.addBindValue(text(item.fen));
    find.addBindValue(text(item.answer));
    if (find.exec() && find.next())
        return find.value(0).toLongLong();
    fail(Problem::Write, find.lastError().text());
    return 0;
}

std::optional<TrainingItem> TrainingStore::item(qint64 id) const
{
    QSqlQuery q(QSqlDatabase::database(m_connection));
    q.prepare(QStringLiteral("SELECT %1 FROM items WHERE id = ?").arg(QLatin1String(ItemColumns)));
    q.addBindValue(id);
    if (!q.exec() || !q.next())
        return std::nullopt;
    return itemFrom(q);
}

std::vector<TrainingItem> TrainingStore::items(ItemKind kind) const
{
    std::vector<TrainingItem> out;
    QSqlQuery q(QSqlDatabase::database(m_connection));
    q.prepare(QStringLiteral("SELECT %1 FROM items WHERE kind = ? ORDER BY id").arg(QLatin1String(ItemColumns)));
    q.addBindValue(kind == ItemKind::Repertoire ? 1 : 0);
    if (q.exec())
        while (q.next())
            out.push_back(itemFrom(q));
    return out;
}

fsrs::Card TrainingStore::card(qint64 itemId) const
{
    QSqlQuery q(QSqlDatabase::database(m_connection));
    q.prepare(QStringLiteral("SELECT stability, difficulty, last_review_day, scheduled_days, reps, lapses"
                             " FROM schedules WHERE item_id = ?"));
    q.addBindValue(itemId);
    fsrs::Card c;
    if (q.exec() && q.next()) {
        c.isNew = false;
        c.stability = q.value(0).toDouble();
        c.difficulty = q.value(1).toDouble();
        c.lastReviewDay = q.value(2).toLongLong();
        c.scheduledDays = q.value(3).toInt();
        c.reps = q.value(4).toInt();
        c.lapses = q.value(5).toInt();
    }
    return c;
}

bool TrainingStore::recordAnswer(const Answer& answer)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    if (!db.transaction())
        return fail(Problem::Write, db.lastError().text());
    const fsrs::Card next = m_scheduler.review(card(answer.itemId), answer.rating, answer.day);
    QSqlQuery a(db);
    a.prepare(QStringLiteral("INSERT INTO answers (item_id, rating, day, at) VALUES (?, ?, ?, ?)"));
    a.addBindValue(answer.itemId);
    a.addBindValue(int(answer.rating));
    a.addBindValue(qint64(answer.day));
    a.addBindValue(answer.at.toUTC().toString(Qt::ISODateWithMs));
    if (!a.exec() || !writeSchedule(answer.itemId, next) || !db.commit()) {
        const QString detail = a.lastError().isValid() ? a.lastError().text() : db.lastError().text();
        db.rollback();
        return fail(Problem::Write, detail);
    }
    return true;
}

std::vector<Answer> TrainingStore::answers(qint64 itemId) const
{
    std::vector<Answer> out;
    QSqlQuery q(QSqlDatabase::database(m_connection));
    q.prepare(QStringLiteral("SELECT rating, day, at FROM answers WHERE item_id = ? ORDER BY id"));
    q.addBindValue(itemId);
    if (q.exec())
        while (q.next())
            out.push_back(Answer{itemId, fsrs::Rating(q.value(0).toInt()), q.value(1).toLongLong(),
                                 QDateTime::fromString(q.value(2).toString(), Qt::ISODateWithMs)});
    return out;
}

std::vector<qint64> TrainingStore::dueItems(std::int64_t day, int newLimit) const
{
    std::vector<qint64> out;
    appendIds(QStringLiteral("SELECT s.item_id FROM schedules s JOIN items i ON i.id = s.item_id"
                             " WHERE i.kind = 0 AND s.due_day <= ? ORDER BY s.due_day, s.item_id"),
              {qint64(day)}, out);
    appendIds(QStringLiteral("SELECT id FROM items WHERE kind = 0 AND id NOT IN (SELECT item_id FROM schedules)"
                             " ORDER BY id LIMIT ?"),
              {std::max(0, newLimit)}, out);
    return out;
}

void TrainingStore::appendIds(const QString& sql, const QVariantList& values, std::vector<qint64>& out) const
{
    QSqlQuery q(QSqlDatabase::database(m_connection));
    q.prepare(sql);
    for (const QVariant& v : values)
        q.addBindValue(v);
    if (q.exec())
        while (q.next())
            out.push_back(q.value(0).toLongLong());
}

} // namespace kibitz::training

namespace kibitz::training {

namespace {

// The first column of the first row of sql with its values bound, 0 when there is none.
int count(const QSqlDatabase& db, const QString& sql, const QVariantList& values)
{
    QSqlQuery q(db);
    q.prepare(sql);
    for (const QVariant& v : values)
        q.addBindValue(v);
    return q.exec() && q.next() ? q.value(0).toInt() : 0;
}

} // namespace

TrainingStatistics TrainingStore::statistics(ItemKind kind, std::int64_t day) const
{
    const QSqlDatabase db = QSqlDatabase::database(m_connection);
    const int k = kind == ItemKind::Repertoire ? 1 : 0;
    TrainingStatistics st;
    st.items = count(db, QStringLiteral("SELECT COUNT(*) FROM items WHERE kind = ?"), {k});
    st.due = count(db,
                   QStringLiteral("SELECT COUNT(*) FROM schedules s JOIN items i ON i.id = s.item_id"
                                  " WHERE i.kind = ? AND s.due_day <= ?"),
                   {k, qint64(day)});
    st.fresh = count(db,
                     QStringLiteral("SELECT COUNT(*) FROM items WHERE kind = ?"
                                    " AND id NOT IN (SELECT item_id FROM answers)"),
                     {k});
    st.learned = count(db,
                       QStringLiteral("SELECT COUNT(*) FROM items i WHERE i.kind = ? AND (SELECT a.rating FROM answers a"
                                      " WHERE a.item_id = i.id ORDER BY a.id DESC LIMIT 1) > 1"),
                       {k});
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT i.theme, COUNT(*), SUM(a.rating > 1) FROM answers a JOIN items i"
                             " ON i.id = a.item_id WHERE i.kind = ? GROUP BY i.theme ORDER BY i.theme"));
    q.addBindValue(k);
    if (q.exec())
        while (q.next()) {
            st.byTheme.push_back(ThemeResult{q.value(0).toString(), q.value(1).toInt(), q.value(2).toInt()});
            st.answers += st.byTheme.back().answers;
            st.right += st.byTheme.back().right;
        }
    return st;
}

} // namespace kibitz::training
