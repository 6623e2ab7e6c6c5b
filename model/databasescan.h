// DatabaseScan: indexes a PGN database on worker threads (database::scanParallel over the
// memory-mapped file) and hands each part to a GameListModel on the GUI thread as it arrives, so
// the first rows show at once; progress as games per second, Cancel at any time. Qt Core.
#pragma once

#include "database/mappedfile.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>

#include <atomic>
#include <memory>
#include <thread>

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
    bool isRunning() const { return m_running; }
    const QString& path() const { return m_path; }

signals:
    // Bytes scanned of the file's total, games indexed, and their rate.
    void progressed(qint64 done, qint64 total, qint64 games, double gamesPerSecond);
    // The scan ended (cancelled or not); errors() of the model's index lists the broken games.
    void finished(bool cancelled);

private:
    void stopWorker();
    void buildOpenings();

    GameListModel* m_model;
    std::unique_ptr<database::MappedFile> m_file;
    std::thread m_worker;
    std::atomic<bool> m_cancel{false};
    bool m_running = false;
    int m_generation = 0; // counts start()s: a table built for an older scan is dropped
    QString m_path;
    QElapsedTimer m_clock;
    std::uint32_t m_lines = 0;
};

} // namespace kibitz
