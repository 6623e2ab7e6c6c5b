#include "databasescan.h"
#include "errortext.h"

#include "gamelistmodel.h"

#include "database/pgnscanner.h"

#include <QFileInfo>

namespace kibitz {

DatabaseScan::DatabaseScan(GameListModel* model, QObject* parent) : QObject(parent), m_model(model) { }

DatabaseScan::~DatabaseScan() { stopWorker(); }

void DatabaseScan::stopWorker()
{
    m_cancel = true;
    if (m_worker.joinable())
        m_worker.join();
}

void DatabaseScan::cancel() { m_cancel = true; }

// The worker scans; each part travels to the GUI thread in a queued call that appends it.
bool DatabaseScan::start(const QString& path, QString* error)
{
    stopWorker();
    if (const QString refusal = ErrorText::refusalOf(path); !refusal.isEmpty()) {
        *error = refusal;
        return false;
    }
    auto file = std::make_unique<database::MappedFile>();
    if (!file->open(QFile::encodeName(path).toStdString())) {
        *error = tr("Cannot open %1: %2").arg(QFileInfo(path).fileName(), QString::fromStdString(file->error()));
        return false;
    }
    m_file = std::move(file);
    m_path = path;
    m_model->clear();
    ++m_generation;
    m_cancel = false;
    m_running = true;
    m_lines = 0;
    m_clock.start();
    const qint64 total = qint64(m_file->bytes().size());
    const int generation = m_generation;
    m_worker = std::thread([this, total, generation] {
        database::ScanOptions options;
        options.cancel = &m_cancel;
        options.chunkBytes = 1u << 20; // small parts: the first rows appear at once
        const database::MappedFile* file = m_file.get();
        options.released = [file](std::size_t begin, std::size_t end) { file->release(begin, end); };
        const bool complete = database::scanParallel(file->bytes(), options, [this, total, generation](database::ScanPart&& part) {
            auto shared = std::make_shared<database::ScanPart>(std::move(part));
            QMetaObject::invokeMethod(
                this,
                [this, shared, total, generation] {
                    // A part of a scan restarted since (the file changed) is still queued: it
                    // belongs to the old bytes and would count games twice.
                    if (generation != m_generation)
                        return;
                    const std::uint32_t newlines = shared->newlines;
                    m_model->appendPart(std::move(shared->index), m_lines);
                    m_lines += newlines;
                    const qint64 games = qint64(m_model->gameIndex().size());
                    const double seconds = std::max<qint64>(m_clock.elapsed(), 1) / 1000.0;
                    emit progressed(qint64(shared->endOffset), total, games, games / seconds);
                },
                Qt::QueuedConnection);
        });
        QMetaObject::invokeMethod(
            this,
            [this, complete, generation] {
                if (generation != m_generation)
                    return;
                m_running = false;
                if (complete)
                    buildOpenings();
                emit finished(!complete);
            },
            Qt::QueuedConnection);
    });
    return true;
}

// The opening table of the complete index, built on a worker (it reads the index, which nothing
// changes until the next start() or the destructor, and both join the worker first).
void DatabaseScan::buildOpenings()
{
    if (m_worker.joinable())
        m_worker.join();
    const int generation = m_generation;
    m_worker = std::thread([this, generation] {
        auto table = std::make_shared<database::OpeningTable>(database::openingTableOf(m_model->gameIndex()));
        QMetaObject::invokeMethod(
            this,
            [this, table, generation] {
                if (generation == m_generation) // not a table of a file scanned before this one
                    m_model->setOpenings(std::move(*table));
            },
            Qt::QueuedConnection);
    });
}

} // namespace kibitz
