// SessionStore: the keys live here only, so their names stay consistent.
#include "sessionstore.h"

#include "preferences.h"

#include "io/filestate.h"

#include <QSettings>
#include <QVariantMap>

#include <iterator>

namespace kibitz {

namespace {
const QString kGeometry = QStringLiteral("window/geometry");
const QString kState = QStringLiteral("window/state");
const QString kRestore = QStringLiteral("session/restore");
const QString kPgn = QStringLiteral("session/pgn");
const QString kPath = QStringLiteral("session/cursorPath");
const QString kFile = QStringLiteral("session/file");
const QString kModified = QStringLiteral("session/modified");
const QString kRecent = QStringLiteral("recentFiles");
const QString kCursors = QStringLiteral("fileCursors");
const QString kDatabase = QStringLiteral("session/database");
const QString kSaveFolder = QStringLiteral("files/lastSaveFolder");

QString pathText(const QList<int>& path)
{
    QStringList steps;
    for (int index : path)
        steps << QString::number(index);
    return steps.join(QLatin1Char(' '));
}

// Stored as text ("0 1 0") so that every settings format keeps it readable; a damaged path
// stops where it is still good.
QList<int> pathFromText(const QString& text)
{
    QList<int> path;
    for (const QString& step : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        bool ok = false;
        const int index = step.toInt(&ok);
        if (!ok || index < 0)
            break;
        path.append(index);
    }
    return path;
}
} // namespace

// Uses settings (not owned) for every key.
SessionStore::SessionStore(QSettings* settings) : m_settings(settings) { }

// QMainWindow::saveGeometry() bytes, empty when none were saved.
QByteArray SessionStore::geometry() const { return m_settings->value(kGeometry).toByteArray(); }

// Stores the window geometry.
void SessionStore::setGeometry(const QByteArray& geometry) { m_settings->setValue(kGeometry, geometry); }

// QMainWindow::saveState() bytes, empty when none were saved.
QByteArray SessionStore::windowState() const { return m_settings->value(kState).toByteArray(); }

// Stores the dock layout.
void SessionStore::setWindowState(const QByteArray& state) { m_settings->setValue(kState, state); }

// The "reopen the last game" setting; on unless switched off.
bool SessionStore::restoreSession() const { return m_settings->value(kRestore, true).toBool(); }

QString SessionStore::openDatabase() const { return m_settings->value(kDatabase).toString(); }

QString SessionStore::lastSaveFolder() const { return m_settings->value(kSaveFolder).toString(); }

void SessionStore::setLastSaveFolder(const QString& folder) { m_settings->setValue(kSaveFolder, folder); }

// Switches the reopening of the last game on or off.
// The window sets it from the stored value at every start.
void SessionStore::setRestoreSession(bool on) { storeSetting(*m_settings, kRestore, on); }

// The stored game, or nothing when none was stored.
std::optional<SessionStore::Session> SessionStore::session() const
{
    if (!m_settings->contains(kPgn))
        return std::nullopt;
    Session s;
    s.pgn = m_settings->value(kPgn).toString();
    s.cursorPath = pathFromText(m_settings->value(kPath).toString());
    s.filePath = m_settings->value(kFile).toString();
    s.modified = m_settings->value(kModified, false).toBool();
    return s;
}

// Stores the game, its cursor path, file and unsaved flag.
void SessionStore::setSession(const Session& session)
{
    m_settings->setValue(kPgn, session.pgn);
    m_settings->setValue(kPath, pathText(session.cursorPath));
    m_settings->setValue(kFile, session.filePath);
    m_settings->setValue(kModified, session.modified);
}

// Forgets the stored game.
void SessionStore::clearSession()
{
    for (const QString& key : {kPgn, kPath, kFile, kModified, kDatabase})
        m_settings->remove(key);
}

// The recent files, most recent first.
// One name per file (io::fileKey): a file that is gone still stands in the list until it is
// opened or removed.
using io::fileKey;

// Each file once, where it first stands: a list stored by an older version may name a file twice
// (by a link, or by a path with "..").
QStringList SessionStore::recentFiles() const
{
    QStringList files;
    for (const QString& path : m_settings->value(kRecent).toStringList())
        if (const QString key = fileKey(path); !files.contains(key))
            files << key;
    return files;
}

// Moves path to the front, dropping the oldest beyond the limit.
void SessionStore::addRecentFile(const QString& path)
{
    const QString key = fileKey(path);
    QStringList files = recentFiles();
    files.removeAll(key);
    files.prepend(key);
    setRecentFiles(files.mid(0, MaxRecentFiles));
}

// Drops one entry from the recent files.
void SessionStore::removeRecentFile(const QString& path)
{
    QStringList files = recentFiles();
    files.removeAll(fileKey(path));
    setRecentFiles(files);
}

// Replaces the whole list.
void SessionStore::setRecentFiles(const QStringList& files) { m_settings->setValue(kRecent, files); }

// The place stored for path, if path is still among the recent files' places.
QList<int> SessionStore::fileCursor(const QString& path) const
{
    const QVariantMap cursors = m_settings->value(kCursors).toMap();
    return pathFromText(cursors.value(fileKey(path)).toString());
}

// Keeps places for the recent files and the one given, forgetting the others.
void SessionStore::setFileCursor(const QString& path, const QList<int>& cursorPath)
{
    const QString key = fileKey(path);
    QVariantMap cursors = m_settings->value(kCursors).toMap();
    cursors.insert(key, pathText(cursorPath));
    const QStringList keep = recentFiles();
    for (auto it = cursors.begin(); it != cursors.end();)
        it = (it.key() == key || keep.contains(it.key())) ? std::next(it) : cursors.erase(it);
    m_settings->setValue(kCursors, cursors);
}

// Flushes to disk now (QSettings otherwise writes lazily).
void SessionStore::sync() { m_settings->sync(); }

} // namespace kibitz
