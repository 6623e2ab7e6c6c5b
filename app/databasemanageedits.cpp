// DatabaseManage's operations: each asks what it must, writes on a worker thread (runInBackground)
// and hands the outcome to finish(), which indexes the written databases again.
#include "databasemanage.h"

#include "backgroundwork.h"
#include "databasewiring.h"

#include "chessgamemodel.h"
#include "databasescan.h"
#include "gamelistmodel.h"
#include "database/twins.h"
#include "io/databaseedit.h"
#include "io/gamefollow.h"
#include "io/saveinto.h"

#include <QDir>
#include <QFileInfo>
#include <QMainWindow>

namespace kibitz {

namespace {

QString nameOf(const QString& path) { return QDir::toNativeSeparators(QFileInfo(path).fileName()); }

} // namespace

// The window's games of each file written find their place in it as written (a game the write
// did not keep belongs to no file now); games of a file another program changed are left alone.
void DatabaseManage::followWrites(const std::vector<io::FileWrite>& writes)
{
    if (!m_relocate)
        return;
    for (const io::FileWrite& write : writes)
        m_relocate([&write](const io::FileSource& s) { return io::sourceAfterWrite(s, write); });
}

bool DatabaseManage::newDatabase(const QString& path)
{
    const QString title = tr("New Database");
    const io::FileStamp stamp = io::stampOf(path);
    if (stamp.exists && stamp.size > 0) {
        const int games = io::pgnGamesAt(path);
        const QString question = games > 0
            ? tr("%1 holds %Ln games. Replace it with an empty database? Its games would be lost.", nullptr, games)
                  .arg(nameOf(path))
            : tr("%1 exists and is not empty. Replace it with an empty database?").arg(nameOf(path));
        if (!m_ask(title, question))
            return false;
    }
    const io::EditResult r = io::createDatabase(path, stamp);
    if (!r.ok) {
        m_warn(title, r.error);
        return false;
    }
    followWrites(r.writes);
    QString error;
    if (!m_database->openDatabase(path, &error))
        m_warn(title, error);
    emit message(tr("Created the empty database %1").arg(nameOf(path)));
    return true;
}

// The game as it is now (a copy: the person may go on editing meanwhile) at the end of path.
bool DatabaseManage::addGameTo(const QString& path)
{
    const QString title = tr("Add Game to Database");
    const io::FileStamp stamp = io::stampOf(path);
    if (stamp.exists && stamp.size > 0 && io::pgnGamesAt(path) == 0) {
        m_warn(title, tr("%1 is not a PGN database: games are added only to PGN files.").arg(nameOf(path)));
        return false;
    }
    const game::Game game = m_model->game().clone();
    io::WriteResult r;
    io::Progress progress;
    runInBackground(m_window, tr("Adding the game to %1…").arg(nameOf(path)), progress, [&] {
        r = stamp.exists && stamp.size > 0 ? io::appendGame(path, game, stamp, &progress)
                                           : io::writeGameAs(path, game, &stamp, &progress);
    });
    if (r.ok)
        followWrites({r.write});
    return finish(title, r.ok, r.error, {path}, tr("Added the game to %1").arg(nameOf(path)));
}

bool DatabaseManage::copySelectedTo(const QString& path, bool move, DatabaseWiring* from)
{
    from = from ? from : m_database;
    return copyGames(from, selectedGames(from), path, move);
}

// A copy appends to path; a move then removes the games from the database of from (asked first).
// Should that second write fail, the append is taken back (io::moveGames): nothing is lost.
bool DatabaseManage::copyGames(DatabaseWiring* from, const std::vector<int>& games, const QString& path, bool move)
{
    const QString title = move ? tr("Move Games to Database") : tr("Copy Games to Database");
    if (games.empty() || !databaseReady(title, from))
        return false;
    const DatabaseScan* scan = from->scan();
    const io::IndexedGames source = io::indexedGames(scan->path(), from->games()->gameIndex(), scan->stamp());
    if (QFileInfo(path).absoluteFilePath() == source.path) {
        m_warn(title, tr("Choose another database than %1.").arg(nameOf(path)));
        return false;
    }
    const int n = int(games.size());
    if (move && !m_ask(title, tr("Move %Ln games from %1 to %2? They are removed from %1.", nullptr, n)
                                  .arg(nameOf(source.path), nameOf(path))))
        return false;
    const io::FileStamp target = io::stampOf(path);
    io::EditResult r;
    io::Progress progress;
    runInBackground(m_window, tr("Writing %1…").arg(nameOf(path)), progress, [&] {
        r = move ? io::moveGames(path, target, source, games, &progress)
                 : io::addGames(path, target, {{&source, games}}, &progress);
    });
    followWrites(r.writes);
    if (r.inBoth) {
        finish(title, true, QString(), {path}, QString());
        m_warn(title, r.error);
        return false;
    }
    const QString note = move ? tr("Moved %Ln games to %1", nullptr, n).arg(nameOf(path))
                              : tr("Copied %Ln games to %1", nullptr, n).arg(nameOf(path));
    const QStringList written = move ? QStringList{path, source.path} : QStringList{path};
    return finish(title, r.ok, r.error, written, note);
}

bool DatabaseManage::deleteSelected(DatabaseWiring* from)
{
    from = from ? from : m_database;
    const QString title = tr("Delete Games");
    const std::vector<int> games = selectedGames(from);
    if (games.empty() || !databaseReady(title, from))
        return false;
    const DatabaseScan* scan = from->scan();
    const int n = int(games.size());
    if (!m_ask(title, tr("Delete %Ln games from %1? This cannot be undone.", nullptr, n).arg(nameOf(scan->path()))))
        return false;
    const io::IndexedGames file = io::indexedGames(scan->path(), from->games()->gameIndex(), scan->stamp());
    io::EditResult r;
    io::Progress progress;
    runInBackground(m_window, tr("Writing %1…").arg(nameOf(file.path)), progress,
                    [&] { r = io::removeGames(file, games, &progress); });
    followWrites(r.writes);
    return finish(title, r.ok, r.error, {file.path}, tr("Deleted %Ln games from %1", nullptr, n).arg(nameOf(file.path)));
}

bool DatabaseManage::mergeInto(const QStringList& sources)
{
    const QString title = tr("Merge Files into Database");
    if (!databaseReady(title))
        return false;
    const DatabaseScan* scan = m_database->scan();
    const QString path = scan->path();
    const io::FileStamp stamp = scan->stamp();
    io::EditResult r;
    io::Progress progress;
    runInBackground(m_window, tr("Writing %1…").arg(nameOf(path)), progress,
                    [&] { r = io::mergeFiles(path, stamp, sources, &progress); });
    followWrites(r.writes);
    return finish(title, r.ok, r.error, {path},
                  tr("Added %Ln games to %1", nullptr, r.added).arg(nameOf(path)));
}

// SCID's twins (database/twins.h): the longest game of each set stays; asked first, with the count.
bool DatabaseManage::deleteTwins()
{
    const QString title = tr("Delete Twin Games");
    if (!databaseReady(title))
        return false;
    const DatabaseScan* scan = m_database->scan();
    const database::GameIndex& index = m_database->games()->gameIndex();
    std::vector<std::uint32_t> twins;
    io::Progress progress;
    const database::GameView games = index.view(); // its codes stay while the index's move to the kept file
    runInBackground(m_window, tr("Finding twin games…"), progress, [&] { twins = database::findTwins(games); });
    const QString name = nameOf(scan->path());
    if (twins.empty()) {
        m_warn(title, tr("%1 has no twin games.").arg(name));
        return false;
    }
    const int n = int(twins.size());
    if (!m_ask(title, tr("%1 holds %Ln twin games: the same players, result and moves as a game at least as long. "
                         "Delete them? The longest game of each stays. This cannot be undone.",
                         nullptr, n)
                          .arg(name)))
        return false;
    const io::IndexedGames file = io::indexedGames(scan->path(), index, scan->stamp());
    io::EditResult r;
    runInBackground(m_window, tr("Writing %1…").arg(name), progress, [&] {
        r = io::removeGames(file, std::vector<int>(twins.begin(), twins.end()), &progress);
    });
    followWrites(r.writes);
    return finish(title, r.ok, r.error, {file.path}, tr("Deleted %Ln twin games from %1", nullptr, n).arg(name));
}

} // namespace kibitz
