// SessionJournal: the study on disk, so that no crash loses it. Each running window owns one
// autosave slot (autosave-<id>.json, held by a QLockFile) that is rewritten soon after every edit
// (never on mere navigation) and removed when the window closes cleanly; a slot whose owner died
// (crash, kill -9) is an *orphan*, offered for recovery at the next start and never overwritten
// until the person has chosen. The last cleanly closed session is last-session.json. All files
// are written with io::writeFileSafely.
#pragma once

#include "core/types.h"
#include "io/gamefile.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QLockFile>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace kibitz {

class SessionJournal {
public:
    // A game against the computer, so that it goes on after a crash: who plays what, from where.
    struct Opponent {
        QString engine; // the engine's EngineChoice key: "builtin" or its program's path
        int level = 20;
        core::Color human = core::White;
        QList<int> startPath; // child indices from the root to where the game against it began
        bool clocks = false; // its clocks were running (they come back paused)
    };
    // What is kept of a study: the game, where it was shown, and the file it belongs to.
    struct Snapshot {
        QString pgn; // the whole game tree ("" with a file: reopen the file)
        QList<int> cursorPath; // child indices from the root to the shown move
        io::FileSource source; // the file it came from or was saved to (path "" when none)
        bool modified = false; // it had changes not saved to that file
        std::optional<Opponent> opponent; // the game is one against the computer
        QDateTime savedAt; // when this snapshot was written
        // The window's other games (its other tabs) in tab order, and this one's place among them.
        std::vector<Snapshot> otherTabs;
        int tabIndex = 0;
        QStringList databases; // the window's: each Games panel's database, in panel order ("" for none)

        // Unsaved changes in this game or in any other tab.
        bool anyModified() const;
        // The games of the tabs (in tab order) as one snapshot: the shown one, the others beside it.
        static Snapshot ofTabs(std::vector<Snapshot> tabs, int shown);
    };
    // A slot left by a session that did not close cleanly.
    struct Orphan {
        QString slotPath;
        Snapshot snapshot;
    };

    // Keeps its files in dir (created when missing).
    explicit SessionJournal(const QString& dir);
    ~SessionJournal();
    SessionJournal(const SessionJournal&) = delete;
    SessionJournal& operator=(const SessionJournal&) = delete;

    QString directory() const { return m_dir; }
    // Takes this session's lock if not yet held (write() does before the slot's first write).
    void claim();
    // Slots of sessions that died, newest first; each stays locked by this journal until it is
    // discarded or released.
    QList<Orphan> takeOrphans();
    // Deletes an orphan (recovered or discarded by the person).
    void discard(const Orphan& orphan);
    // Leaves an orphan for a later start.
    void release(const Orphan& orphan);

    // Writes this session's slot. False with the reason in error.
    bool write(const Snapshot& snapshot, QString* error);
    // How many times write() reached the disk (for tests and diagnostics).
    int writeCount() const { return m_writes; }
    QString slotPath() const { return m_slot; }
    // Removes what killed sessions left without a study: the temporary files of their writes and
    // lock files whose slot was never written (their owners are gone).
    void removeLeftovers();
    // The session ended cleanly: its slot and lock go. (A failed last write keeps the slot.)
    void closeCleanly();

    // The last cleanly closed session.
    std::optional<Snapshot> last() const;
    bool writeLast(const Snapshot& snapshot, QString* error);
    void clearLast();

    static QByteArray encode(const Snapshot& snapshot);
    static std::optional<Snapshot> decode(const QByteArray& bytes);

private:
    static QJsonObject encodeGame(const Snapshot& snapshot);
    static Snapshot decodeGame(const QJsonObject& object);
    static QJsonObject encodeOpponent(const Opponent& opponent);
    static std::optional<Opponent> decodeOpponent(const QJsonObject& object);

public:
private:
    QString m_dir;
    QString m_slot;
    std::unique_ptr<QLockFile> m_lock;
    std::vector<std::pair<QString, std::unique_ptr<QLockFile>>> m_orphanLocks;
    int m_writes = 0;
};

} // namespace kibitz
