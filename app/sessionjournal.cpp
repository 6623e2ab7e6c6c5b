// SessionJournal: JSON snapshots, QLockFile ownership, stale locks mean a crashed owner.
#include "sessionjournal.h"

#include "io/filestate.h"
#include "io/safefile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace kibitz {

namespace {
const QString kLast = QStringLiteral("last-session.json");
const QString kSlotPattern = QStringLiteral("autosave-*.json");

QByteArray readFile(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// A lock that counts as stale only when its owner process is gone (never by age).
std::unique_ptr<QLockFile> lockFor(const QString& slot)
{
    auto lock = std::make_unique<QLockFile>(slot + QStringLiteral(".lock"));
    lock->setStaleLockTime(0);
    return lock;
}
} // namespace

// Creates the folder and this session's slot name and lock, not yet taken: QLockFile syncs what
// it writes (a wait on the disk), and no other Kibitz looks at a lock before its slot exists.
SessionJournal::SessionJournal(const QString& dir) : m_dir(dir)
{
    QDir().mkpath(dir);
    const QString id = QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmsszzz")) + QLatin1Char('-')
        + QString::number(QCoreApplication::applicationPid());
    m_slot = QDir(dir).filePath(QStringLiteral("autosave-%1.json").arg(id));
    m_lock = lockFor(m_slot);
}

void SessionJournal::claim()
{
    if (!m_lock->isLocked())
        m_lock->tryLock(0);
}

// Locks are released by their QLockFile objects; the slot itself stays unless closed cleanly.
SessionJournal::~SessionJournal() = default;

// Every slot but ours whose lock can be taken: its owner is no longer running.
QList<SessionJournal::Orphan> SessionJournal::takeOrphans()
{
    QList<Orphan> orphans;
    const QFileInfoList found = QDir(m_dir).entryInfoList({kSlotPattern}, QDir::Files);
    for (const QFileInfo& info : found) {
        const QString slot = info.absoluteFilePath();
        if (slot == QFileInfo(m_slot).absoluteFilePath())
            continue;
        auto lock = lockFor(slot);
        if (!lock->tryLock(0))
            continue; // another Kibitz is running with it
        const std::optional<Snapshot> snapshot = decode(readFile(slot));
        if (!snapshot) {
            QFile::remove(slot); // unreadable: nothing to offer
            continue;
        }
        orphans.append({slot, *snapshot});
        m_orphanLocks.emplace_back(slot, std::move(lock));
    }
    std::sort(orphans.begin(), orphans.end(),
              [](const Orphan& a, const Orphan& b) { return a.snapshot.savedAt > b.snapshot.savedAt; });
    return orphans;
}

// Removes the slot, then its lock.
void SessionJournal::discard(const Orphan& orphan)
{
    QFile::remove(orphan.slotPath);
    release(orphan);
}

// Unlocks the slot (its lock file goes with the QLockFile).
void SessionJournal::release(const Orphan& orphan)
{
    m_orphanLocks.erase(std::remove_if(m_orphanLocks.begin(), m_orphanLocks.end(),
                                       [&](const auto& entry) { return entry.first == orphan.slotPath; }),
                        m_orphanLocks.end());
}

// One checked write of this session's slot.
bool SessionJournal::write(const Snapshot& snapshot, QString* error)
{
    claim(); // before the slot exists: another Kibitz takes a slot without a live lock for an orphan
    if (!io::writeFileSafely(m_slot, encode(snapshot), error))
        return false;
    ++m_writes;
    return true;
}

// A lock whose owner is gone can be taken (QLockFile removes the stale one), then it goes.
void SessionJournal::removeLeftovers()
{
    io::removeLeftovers(m_dir);
    const QFileInfoList locks = QDir(m_dir).entryInfoList({kSlotPattern + QStringLiteral(".lock")}, QDir::Files);
    for (const QFileInfo& info : locks) {
        const QString slot = info.absoluteFilePath().chopped(5); // without ".lock"
        if (slot == QFileInfo(m_slot).absoluteFilePath() || QFileInfo::exists(slot))
            continue; // ours, or an orphan's (offered for recovery)
        auto lock = lockFor(slot);
        if (lock->tryLock(0))
            lock->unlock();
    }
}

// The slot is no longer needed: the session was stored as the last session (or discarded).
void SessionJournal::closeCleanly()
{
    QFile::remove(m_slot);
    m_lock->unlock();
}

std::optional<SessionJournal::Snapshot> SessionJournal::last() const
{
    return decode(readFile(QDir(m_dir).filePath(kLast)));
}

bool SessionJournal::writeLast(const Snapshot& snapshot, QString* error)
{
    return io::writeFileSafely(QDir(m_dir).filePath(kLast), encode(snapshot), error);
}

void SessionJournal::clearLast() { QFile::remove(QDir(m_dir).filePath(kLast)); }

bool SessionJournal::Snapshot::anyModified() const
{
    return modified || std::any_of(otherTabs.begin(), otherTabs.end(), [](const Snapshot& s) { return s.modified; });
}

SessionJournal::Snapshot SessionJournal::Snapshot::ofTabs(std::vector<Snapshot> tabs, int shown)
{
    shown = std::clamp(shown, 0, int(tabs.size()) - 1);
    Snapshot s = tabs[std::size_t(shown)];
    for (std::size_t i = 0; i < tabs.size(); ++i)
        if (int(i) != shown)
            s.otherTabs.push_back(std::move(tabs[i]));
    s.tabIndex = shown;
    return s;
}

// The game shown with its tabs (older versions read the shown game and ignore "tabs").
QByteArray SessionJournal::encode(const Snapshot& s)
{
    QJsonObject root = encodeGame(s);
    if (!s.otherTabs.empty()) {
        QJsonArray tabs;
        for (const Snapshot& other : s.otherTabs)
            tabs.append(encodeGame(other));
        root.insert(QStringLiteral("tabs"), tabs);
        root.insert(QStringLiteral("tab"), s.tabIndex);
    }
    if (!s.databases.isEmpty())
        root.insert(QStringLiteral("databases"), QJsonArray::fromStringList(s.databases));
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

// One game: its PGN, cursor, file and unsaved state.
QJsonObject SessionJournal::encodeGame(const Snapshot& s)
{
    QJsonArray cursor;
    for (int index : s.cursorPath)
        cursor.append(index);
    QJsonObject file{{QStringLiteral("path"), s.source.path},
                     {QStringLiteral("game"), s.source.game},
                     {QStringLiteral("games"), s.source.games},
                     {QStringLiteral("digest"), QString::fromLatin1(s.source.digest.toBase64())},
                     {QStringLiteral("gameText"), QString::fromUtf8(s.source.gameText)},
                     {QStringLiteral("latin1"), s.source.latin1}};
    if (s.source.spanBegin >= 0) { // a database game: where its bytes lie, and the file's size
        file.insert(QStringLiteral("spanBegin"), s.source.spanBegin);
        file.insert(QStringLiteral("spanEnd"), s.source.spanEnd);
        file.insert(QStringLiteral("fileSize"), s.source.fileSize);
    }
    if (s.source.stamp.exists) // the file the place above is true of (numbers as text: 64 bits)
        file.insert(QStringLiteral("stamp"),
                    QJsonArray{QString::number(s.source.stamp.device), QString::number(s.source.stamp.inode),
                               QString::number(s.source.stamp.size), QString::number(s.source.stamp.modifiedNs),
                               QString::number(s.source.stamp.changedNs)});
    QJsonObject game{{QStringLiteral("version"), 1},
                     {QStringLiteral("pgn"), s.pgn},
                     {QStringLiteral("cursor"), cursor},
                     {QStringLiteral("file"), file},
                     {QStringLiteral("modified"), s.modified},
                     {QStringLiteral("savedAt"), s.savedAt.toUTC().toString(Qt::ISODateWithMs)}};
    if (s.opponent) // older versions ignore it: the game comes back as a study
        game.insert(QStringLiteral("computer"), encodeOpponent(*s.opponent));
    return game;
}

QJsonObject SessionJournal::encodeOpponent(const Opponent& o)
{
    QJsonArray start;
    for (int index : o.startPath)
        start.append(index);
    return QJsonObject{{QStringLiteral("engine"), o.engine},
                       {QStringLiteral("level"), o.level},
                       {QStringLiteral("human"), o.human == core::White ? QStringLiteral("white") : QStringLiteral("black")},
                       {QStringLiteral("start"), start},
                       {QStringLiteral("clocks"), o.clocks}};
}

// None without an engine: there is nobody to play against.
std::optional<SessionJournal::Opponent> SessionJournal::decodeOpponent(const QJsonObject& object)
{
    Opponent o;
    o.engine = object.value(QStringLiteral("engine")).toString();
    if (o.engine.isEmpty())
        return std::nullopt;
    o.level = std::clamp(object.value(QStringLiteral("level")).toInt(20), 0, 20);
    o.human = object.value(QStringLiteral("human")).toString() == QLatin1String("black") ? core::Black : core::White;
    for (const QJsonValue& step : object.value(QStringLiteral("start")).toArray())
        if (step.toInt(-1) >= 0)
            o.startPath.append(step.toInt());
    o.clocks = object.value(QStringLiteral("clocks")).toBool();
    return o;
}

std::optional<SessionJournal::Snapshot> SessionJournal::decode(const QByteArray& bytes)
{
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject())
        return std::nullopt;
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("version")).toInt() != 1)
        return std::nullopt;
    Snapshot s = decodeGame(root);
    for (const QJsonValue& tab : root.value(QStringLiteral("tabs")).toArray())
        if (tab.isObject())
            s.otherTabs.push_back(decodeGame(tab.toObject()));
    s.tabIndex = std::clamp(root.value(QStringLiteral("tab")).toInt(), 0, int(s.otherTabs.size()));
    for (const QJsonValue& path : root.value(QStringLiteral("databases")).toArray())
        s.databases << path.toString();
    if (const QString first = root.value(QStringLiteral("database")).toString(); !first.isEmpty())
        s.databases = QStringList{first}; // written before both panels were kept
    return s;
}

// A file's stamp as encodeGame wrote it; none when it is not all there.
static io::FileStamp decodeStamp(const QJsonArray& fields)
{
    if (fields.size() != 5)
        return {};
    quint64 n[5] = {};
    for (int i = 0; i < 5; ++i) {
        bool ok = false;
        n[i] = fields.at(i).toString().toULongLong(&ok);
        if (!ok)
            return {};
    }
    return io::FileStamp{true, n[0], n[1], qint64(n[2]), qint64(n[3]), qint64(n[4])};
}

SessionJournal::Snapshot SessionJournal::decodeGame(const QJsonObject& root)
{
    Snapshot s;
    s.pgn = root.value(QStringLiteral("pgn")).toString();
    for (const QJsonValue& step : root.value(QStringLiteral("cursor")).toArray())
        if (step.toInt(-1) >= 0)
            s.cursorPath.append(step.toInt());
    const QJsonObject file = root.value(QStringLiteral("file")).toObject();
    s.source.path = file.value(QStringLiteral("path")).toString();
    s.source.game = file.value(QStringLiteral("game")).toInt(1);
    s.source.games = file.value(QStringLiteral("games")).toInt(1);
    s.source.digest = QByteArray::fromBase64(file.value(QStringLiteral("digest")).toString().toLatin1());
    s.source.gameText = file.value(QStringLiteral("gameText")).toString().toUtf8();
    s.source.latin1 = file.value(QStringLiteral("latin1")).toBool();
    s.source.spanBegin = qint64(file.value(QStringLiteral("spanBegin")).toInteger(-1));
    s.source.spanEnd = qint64(file.value(QStringLiteral("spanEnd")).toInteger(-1));
    s.source.fileSize = qint64(file.value(QStringLiteral("fileSize")).toInteger(-1));
    s.source.stamp = decodeStamp(file.value(QStringLiteral("stamp")).toArray());
    s.modified = root.value(QStringLiteral("modified")).toBool();
    s.savedAt = QDateTime::fromString(root.value(QStringLiteral("savedAt")).toString(), Qt::ISODateWithMs);
    if (const QJsonValue computer = root.value(QStringLiteral("computer")); computer.isObject())
        s.opponent = decodeOpponent(computer.toObject());
    return s;
}

} // namespace kibitz
