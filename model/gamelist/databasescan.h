// DatabaseScan: indexes a PGN database on worker threads (database::scanParallel over the
// memory-mapped file) and hands each part to a GameListModel on the GUI thread as it arrives, so
// the first rows show at once; progress as games per second, Cancel at any time. Qt Core.
// The rows are only ever those of the file as it is: the file's stamp (device, inode, size, times)
// is checked after every part and at the end, and a watcher notices changes after the scan; a
// changed file empties the rows and is indexed again once it has stopped changing.
// A complete index is kept in the cache directory (keptindex.h) and taken whole at the next
// start while the file is unchanged; an appended file is read on from its kept games. The move
// codes of a scan go to a spill file as the parts come (codespill.h), and the model reads them
// from the kept index once that is written: the codes are never held in memory.
#pragma once

#include "background/backgroundjob.h"
#include "database/keptindex.h"
#include "database/mappedfile.h"
#include "io/filestate.h"

#include <QElapsedTimer>
#include <QFileSystemWatcher>
#include <QObject>
#include <QString>
#include <QTimer>

#include <atomic>
#include <memory>

namespace kibitz {

class GameListModel;

class DatabaseScan : public QObject {
    Q_OBJECT
public:
    explicit DatabaseScan(GameListModel* model, QObject* parent = nullptr);
    // Cancels a running scan and waits for its threads.
    ~DatabaseScan() override;

    // Empties the model and starts indexing path; false with a translated reason in error.
    bool start(const QString& path, QString* error);
    // Stops the scan; the games indexed so far stay.
    void cancel();
    // True while indexing, and while a changed file waits to be indexed again.
    bool isRunning() const { return m_running; }
    // Where indexes are kept (QStandardPaths::CacheLocation + "/index" unless set); empty: none.
    void setKeptIndexDir(const QString& dir) { m_keptDir = dir; }
    // What the last start() took from the kept index.
    database::KeptIndex::Use keptIndexUse() const { return m_keptUse; }
    const QString& path() const { return m_path; }
    // The file as indexed: a read of a game's span checks its handle against it.
    const io::FileStamp& stamp() const { return m_stamp; }
    // True when the file is still the one indexed; else the rows are emptied, fileChanged is
    // emitted and the file indexed again (call before using the index's offsets in the file).
    bool checkFile();

signals:
    // Bytes scanned of the file's total, games indexed, and their rate.
    void progressed(qint64 done, qint64 total, qint64 games, double gamesPerSecond);
    // The scan ended (cancelled or not); errors() of the model's index lists the broken games.
    void finished(bool cancelled);
    // The file changed on disk (another program wrote, truncated or replaced it; exists: there is
    // a file at the path now): the rows are emptied and the file is indexed again.
    void fileChanged(bool exists);

private:
    void scanFile(const JobContext& job, const QString& path, const io::FileStamp& stamp);
    bool takeKept(const JobContext& job, database::ScanOptions& options);
    void buildOpenings();
    database::KeptCodes keep(const JobContext& job, const database::OpeningTable& table);
    void scanEnded(bool complete);
    void watch(const QString& path);
    void reindexWhenSettled();
    void settle();

    GameListModel* m_model;
    std::unique_ptr<database::MappedFile> m_file;
    std::atomic<bool> m_changed{false}; // the worker saw the file change
    bool m_running = false;
    QString m_path;
    QElapsedTimer m_clock;
    std::uint32_t m_lines = 0;
    QString m_keptDir;
    database::KeptIndex::Use m_keptUse = database::KeptIndex::Use::Scan;
    bool m_tableKept = false; // the opening table came with the kept index
    io::FileStamp m_stamp; // the file when it was mapped
    io::FileStamp m_seen; // a changed file at the last look (settle())
    QFileSystemWatcher m_watcher;
    QTimer m_settle; // a changed file is indexed again once it stayed the same this long
    // The scan, then the opening table; a new start() or a changed file drops what an older one
    // posts (parts of old bytes would count games twice). Last: it reads the members above.
    BackgroundJob m_job;
};

} // namespace kibitz
