// SessionStore: what Kibitz remembers between runs, in a QSettings given by the caller (tests pass
// one on a temporary file): window layout, recent files, where the person was in each recent file,
// and (from older versions) the last session's game. The game itself now lives in SessionJournal.
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

class QSettings;

namespace kibitz {

class SessionStore {
public:
    // The game open when Kibitz last stopped.
    struct Session {
        QString pgn; // the whole game tree
        QList<int> cursorPath; // child indices from the root to the shown move
        QString filePath; // the file it came from or was saved to ("" when none)
        bool modified = false; // it had changes not saved to that file
    };

    static constexpr int MaxRecentFiles = 8;

    explicit SessionStore(QSettings* settings);

    QByteArray geometry() const;
    void setGeometry(const QByteArray& geometry);
    // QMainWindow::saveState(): dock positions and visibility.
    QByteArray windowState() const;
    void setWindowState(const QByteArray& state);

    // Whether the last game comes back on start (default: yes).
    bool restoreSession() const;
    void setRestoreSession(bool on);
    std::optional<Session> session() const;
    void setSession(const Session& session);
    void clearSession();

    // Most recent first, each file once by its canonical path, at most MaxRecentFiles.
    QStringList recentFiles() const;
    void addRecentFile(const QString& path);
    void removeRecentFile(const QString& path);

    // Where the person last was in the PGN file at path (child indices from the root), or empty.
    QList<int> fileCursor(const QString& path) const;
    // Remembers it for the most recently used files only.
    void setFileCursor(const QString& path, const QList<int>& cursorPath);

    // The folder of the last game saved with Save As: the next Save As starts there ("" for none).
    QString lastSaveFolder() const;
    void setLastSaveFolder(const QString& folder);

    // The database older versions kept here ("" for none); the journal keeps both panels' now.
    QString openDatabase() const;

    // Writes pending changes to storage.
    void sync();

private:
    void setRecentFiles(const QStringList& files);

    QSettings* m_settings;
};

} // namespace kibitz
