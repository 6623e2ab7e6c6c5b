// TrainingStore's repertoires: which items a repertoire trains, and its queue of the day.
#include "trainingstore.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace kibitz::training {

qint64 TrainingStore::keepRepertoire(const QString& source, int colour, const std::vector<TrainingItem>& positions,
                                     std::vector<qint64>& ids)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    ids.clear();
    if (!db.transaction())
        return fail(Problem::Write, db.lastError().text()), 0;
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT OR IGNORE INTO repertoires (source, colour) VALUES (?, ?)"));
    q.addBindValue(source);
    q.addBindValue(colour);
    bool ok = q.exec();
    qint64 repertoire = 0;
    if (ok) {
        q.prepare(QStringLiteral("SELECT id FROM repertoires WHERE source = ? AND colour = ?"));
        q.addBindValue(source);
        q.addBindValue(colour);
        ok = q.exec() && q.next();
        repertoire = ok ? q.value(0).toLongLong() : 0;
    }
    // The file is the source: what it no longer holds is no longer trained (answers stay kept).
    ok = ok && exec(QStringLiteral("DELETE FROM repertoire_items WHERE repertoire_id = %1").arg(repertoire));
    bool itemFailed = false; // addItem() said why
    for (std::size_t i = 0; ok && i < positions.size(); ++i) {
        const qint64 id = addItem(positions[i]);
        ids.push_back(id);
        itemFailed = id == 0;
        q.prepare(QStringLiteral("INSERT OR IGNORE INTO repertoire_items (repertoire_id, item_id) VALUES (?, ?)"));
        q.addBindValue(repertoire);
        q.addBindValue(id);
        ok = !itemFailed && q.exec();
    }
    if (!ok || !db.commit()) {
        const QString detail = q.lastError().isValid() ? q.lastError().text() : db.lastError().text();
        db.rollback();
        ids.clear();
        if (!itemFailed)
            fail(Problem::Write, detail);
        return 0;
    }
    return repertoire;
}

std::vector<qint64> TrainingStore::dueRepertoireItems(qint64 repertoireId, std::int64_t day, int newLimit) const
{
    std::vector<qint64> out;
    appendIds(QStringLiteral("SELECT s.item_id FROM schedules s JOIN repertoire_items r ON r.item_id = s.item_id"
                             " WHERE r.repertoire_id = ? AND s.due_day <= ? ORDER BY s.due_day, s.item_id"),
              {repertoireId, qint64(day)}, out);
    appendIds(QStringLiteral("SELECT item_id FROM repertoire_items WHERE repertoire_id = ?"
                             " AND item_id NOT IN (SELECT item_id FROM schedules) ORDER BY item_id LIMIT ?"),
              {repertoireId, std::max(0, newLimit)}, out);
    return out;
}

} // namespace kibitz::training
