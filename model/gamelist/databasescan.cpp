#include "databasescan.h"
#include "errortext.h"

#include "gamelistmodel.h"

#include "database/pgnscanner.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace kibitz {

namespace {
// Parts on their way to the GUI thread at most before the scan waits for it to take them.
constexpr std::size_t QueuedParts = 2;
} // namespace

DatabaseScan::DatabaseScan(GameListModel* model, QObject* parent)
    : QObject(parent),
      m_model(model),
      m_keptDir(QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/index"))
{
    m_settle.setSingleShot(true);
    m_settle.setInterval(250);
    connect(&m_settle, &QTimer::timeout, this, &DatabaseScan::settle);
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, this, &DatabaseScan::checkFile);
}

DatabaseScan::~DatabaseScan() { m_job.stop(); }

void DatabaseScan::cancel() { m_job.cancel(); }

// The worker scans; each part travels to the GUI thread in a queued call that appends it. The
// stamp is taken before the map: a change from then on differs from it.
bool DatabaseScan::start(const QString& path, QString* error)
{
    m_job.stop();
    m_settle.stop();
    if (const QString refusal = ErrorText::refusalOf(path); !refusal.isEmpty()) {
        *error = refusal;
        return false;
    }
    const io::FileStamp stamp = io::stampOf(path);
    auto file = std::make_unique<database::MappedFile>();
    if (!file->open(QFile::encodeName(path).toStdString())) {
        *error = tr("Cannot open %1: %2").arg(QFileInfo(path).fileName(), QString::fromStdString(file->error()));
        return false;
    }
    m_file = std::move(file);
    m_path = path;
    m_stamp = stamp;
    watch(path);
    m_model->clear();
    m_changed = false;
    m_running = true;
    m_lines = 0;
    m_keptUse = database::KeptIndex::Use::Scan;
    m_tableKept = false;
    m_clock.start();
    m_job.start([this, path, stamp](const JobContext& job) { scanFile(job, path, stamp); });
    return true;
}

// On the worker: the kept index when it fits, then the file (or what follows the kept games).
void DatabaseScan::scanFile(const JobContext& job, const QString& path, const io::FileStamp& stamp)
{
    const qint64 total = qint64(m_file->bytes().size());
    database::ScanOptions options;
    options.cancel = job.cancelFlag();
    options.chunkBytes = 1u << 20; // small parts: the first rows appear at once
    const database::MappedFile* file = m_file.get();
    options.released = [file](std::size_t begin, std::size_t end) { file->release(begin, end); };
    const bool complete = takeKept(job, options);
    const std::shared_ptr<database::CodeSpill> spill = complete ? nullptr
        : database::makeCodeSpill(QFile::encodeName(m_keptDir.isEmpty() ? QDir::tempPath() : m_keptDir).toStdString(),
                                  file->bytes().size());
    const bool scanned = complete
        || database::scanParallel(file->bytes(), options, [=](database::ScanPart&& part) {
               // A file changed under the scan: what is left of it is not worth reading.
               if (file->changedWhileMapped() || io::stampOf(path) != stamp) {
                   m_changed = true;
                   job.cancel();
               }
               part.index.shrinkInto(spill); // its codes to the spill, on this worker
               // A part of a scan restarted since (the file changed) is dropped by the job: it
               // belongs to the old bytes and would count games twice. The workers wait while
               // the GUI thread is behind: parts piled up in its queue would cost their memory.
               auto shared = std::make_shared<database::ScanPart>(std::move(part));
               job.postPaced([this, shared, total] {
                   const std::uint32_t newlines = shared->newlines;
                   m_model->appendPart(std::move(shared->index), m_lines);
                   m_lines += newlines;
                   const qint64 games = qint64(m_model->gameIndex().size());
                   const double seconds = std::max<qint64>(m_clock.elapsed(), 1) / 1000.0;
                   emit progressed(qint64(shared->endOffset), total, games, games / seconds);
               }, QueuedParts);
           });
    job.post([this, scanned] { scanEnded(scanned); });
}

// The kept index, when it fits, goes to the model whole: all games (nothing is left to scan:
// true) or those before options.from, where the scan goes on.
bool DatabaseScan::takeKept(const JobContext& job, database::ScanOptions& options)
{
    if (m_keptDir.isEmpty())
        return false;
    using Use = database::KeptIndex::Use;
    database::KeptIndex kept(QFile::encodeName(m_keptDir).toStdString(), QFile::encodeName(m_path).toStdString());
    auto index = std::make_shared<database::GameIndex>();
    auto table = std::make_shared<database::OpeningTable>();
    const Use use = kept.load(m_file->bytes(), m_file->identity(), options.openingPlies, *index, *table);
    if (use == Use::Scan)
        return false;
    options.from = std::size_t(kept.resumeAt());
    const bool withTable = kept.hasTable();
    const auto lines = std::uint32_t(kept.linesBefore());
    const qint64 total = qint64(m_file->bytes().size()), done = use == Use::Reused ? total : qint64(options.from);
    job.post([this, index, table, use, withTable, lines, total, done] {
        m_model->setIndex(std::move(*index));
        m_lines = lines;
        m_keptUse = use;
        m_tableKept = withTable;
        if (withTable)
            m_model->setOpenings(std::move(*table));
        const qint64 games = qint64(m_model->gameIndex().size());
        emit progressed(done, total, games, games / (std::max<qint64>(m_clock.elapsed(), 1) / 1000.0));
    });
    return use == Use::Reused;
}

// The last check, on the GUI thread once every part is in: rows of a file that changed since
// it was mapped are never left standing.
void DatabaseScan::scanEnded(bool complete)
{
    if (m_changed || m_file->changedWhileMapped() || io::stampOf(m_path) != m_stamp) {
        reindexWhenSettled();
        return;
    }
    m_running = false;
    if (complete && !m_tableKept)
        buildOpenings();
    emit finished(!complete);
}

// One file watched; a file replaced by a rename is watched again (the watcher lets go of it).
void DatabaseScan::watch(const QString& path)
{
    const QStringList watched = m_watcher.files();
    if (watched.contains(path))
        return;
    if (!watched.isEmpty())
        m_watcher.removePaths(watched);
    m_watcher.addPath(path);
}

bool DatabaseScan::checkFile()
{
    if (m_path.isEmpty() || m_settle.isActive())
        return m_path.isEmpty();
    if (!m_changed && !(m_file && m_file->changedWhileMapped()) && io::stampOf(m_path) == m_stamp) {
        watch(m_path); // a file moved away and back is watched again
        return true;
    }
    reindexWhenSettled();
    return false;
}

// The rows go at once (none of them may show a game that is no longer there); the file is
// indexed again when it has stopped changing (cp writes it in many steps).
void DatabaseScan::reindexWhenSettled()
{
    m_job.stop(); // the openings worker reads the index that clear() drops
    m_model->clear();
    m_running = true;
    m_seen = io::stampOf(m_path);
    m_settle.start();
    emit progressed(0, 0, 0, 0);
    emit fileChanged(m_seen.exists);
}

// A file that is gone is looked for again, less often; one that stayed the same is read.
void DatabaseScan::settle()
{
    const io::FileStamp now = io::stampOf(m_path);
    if (!now.exists || now != m_seen) {
        m_seen = now;
        m_settle.start(now.exists ? 250 : 1000);
        return;
    }
    QString error;
    if (!start(m_path, &error)) {
        m_running = false;
        emit finished(true);
    }
}

// The opening table of the complete index, built on the worker (it reads the index, which nothing
// changes until the next start() or the destructor, and both stop the job first); the index and
// table are kept before the table goes to the model (unless another file is scanned by then).
void DatabaseScan::buildOpenings()
{
    m_job.start([this](const JobContext& job) {
        auto table = std::make_shared<database::OpeningTable>(database::openingTableOf(m_model->gameIndex()));
        const database::KeptCodes codes = keep(job, *table);
        job.post([this, table, codes] {
            m_model->takeCodes(codes);
            m_model->setOpenings(std::move(*table));
        });
    });
}

// On the worker: the complete index of the file as mapped, for the next start (nothing is kept
// when the file changed since, the disk is full or the scan is stopped meanwhile); where the
// written file holds the codes (none when nothing was kept).
database::KeptCodes DatabaseScan::keep(const JobContext& job, const database::OpeningTable& table)
{
    database::KeptCodes codes;
    if (m_keptDir.isEmpty() || job.isCancelled())
        return codes;
    database::KeptIndex kept(QFile::encodeName(m_keptDir).toStdString(), QFile::encodeName(m_path).toStdString());
    kept.setReleased([file = m_file.get()](std::size_t begin, std::size_t end) { file->release(begin, end); });
    std::string error;
    if (!kept.save(m_file->bytes(), m_file->identity(), m_model->gameIndex(), &table,
                   database::OpeningTable::DefaultPlies, job.cancelFlag(), &error, &codes))
        return {};
    return codes;
}

} // namespace kibitz
