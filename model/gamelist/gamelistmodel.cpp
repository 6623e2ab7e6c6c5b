#include "gamelistmodel.h"

#include "errortext.h"

#include <QCoreApplication>
#include <QDataStream>
#include <QFont>
#include <QIODevice>
#include <QMimeData>

#include <algorithm>

namespace kibitz {

using database::GameRecord;
using database::GameResult;

namespace {

const QString GamesMimeType = QStringLiteral("application/x-kibitz-games");

// "1-0", "0-1", "½-½" or "*".
QString resultText(GameResult r)
{
    switch (r) {
    case GameResult::WhiteWins: return QStringLiteral("1-0");
    case GameResult::BlackWins: return QStringLiteral("0-1");
    case GameResult::Draw: return QStringLiteral("½-½");
    case GameResult::Unknown: break;
    }
    return QStringLiteral("*");
}

// "1999.03.??" with question marks for what is unknown.
QString dateText(const GameRecord& g)
{
    auto part = [](int v, int width) {
        return v ? QString::number(v).rightJustified(width, u'0') : QString(width, u'?');
    };
    return part(g.year, 4) + u'.' + part(g.month, 2) + u'.' + part(g.day, 2);
}

} // namespace

GameListModel::GameListModel(QObject* parent) : QAbstractTableModel(parent) { }

Qt::ItemFlags GameListModel::flags(const QModelIndex& index) const
{
    return QAbstractTableModel::flags(index) | (index.isValid() ? Qt::ItemIsDragEnabled : Qt::NoItemFlags);
}

QStringList GameListModel::mimeTypes() const { return {GamesMimeType}; }

// The process and this model (a drag is only taken by this window), then the games' numbers.
QMimeData* GameListModel::mimeData(const QModelIndexList& indexes) const
{
    std::vector<int> games;
    for (const QModelIndex& index : indexes)
        if (index.isValid() && index.row() < rowCount())
            games.push_back(int(gameAt(index.row())));
    std::sort(games.begin(), games.end());
    games.erase(std::unique(games.begin(), games.end()), games.end());
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    out << QCoreApplication::applicationPid() << quint64(quintptr(this)) << quint32(games.size());
    for (const int game : games)
        out << qint32(game);
    auto* data = new QMimeData;
    data->setData(GamesMimeType, bytes);
    return data;
}

const GameListModel* GameListModel::draggedGames(const QMimeData* data, std::vector<int>* games)
{
    if (!data || !data->hasFormat(GamesMimeType))
        return nullptr;
    QDataStream in(data->data(GamesMimeType));
    qint64 pid = 0;
    quint64 model = 0;
    quint32 count = 0;
    in >> pid >> model >> count;
    if (in.status() != QDataStream::Ok || pid != QCoreApplication::applicationPid())
        return nullptr;
    games->clear();
    for (quint32 k = 0; k < count && in.status() == QDataStream::Ok; ++k) {
        qint32 game = -1;
        in >> game;
        games->push_back(game);
    }
    return in.status() == QDataStream::Ok ? reinterpret_cast<const GameListModel*>(quintptr(model)) : nullptr;
}

QString GameListModel::errorText(const database::ScanError& e) { return ErrorText::text(e.message()); }

// The job waits for a running order before the model goes.
GameListModel::~GameListModel() { m_job.stop(); }

int GameListModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(m_rows.size()); }

int GameListModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QString GameListModel::ecoOf(std::size_t game) const
{
    const GameRecord& g = m_index.game(game);
    if (g.chess960) // ECO codes name standard openings: none applies
        return tr("Chess960");
    if (g.eco)
        return QString::fromStdString(database::ecoText(g.eco));
    return m_classify ? m_classify(openingPath(m_index, game)) : QString();
}

QVariant GameListModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const std::size_t game = m_rows[std::size_t(index.row())];
    if (role == GameNumberRole)
        return int(game + 1);
    if (role == FoundPlyRole)
        return foundPly(game);
    if (role == Qt::ToolTipRole && index.column() == Plies && foundPly(game) >= 0)
        return tr("The position occurs after ply %1.").arg(foundPly(game));
    if (role == Qt::ToolTipRole || role == Qt::FontRole)
        return brokenData(game, role);
    if (role == Qt::TextAlignmentRole && (index.column() == Number || index.column() == Plies))
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    const GameRecord& g = m_index.game(game);
    auto text = [&](std::uint32_t id) {
        return QString::fromUtf8(m_index.text(id).data(), qsizetype(m_index.text(id).size()));
    };
    switch (index.column()) {
    case Number: return int(game + 1);
    case White: return text(g.white);
    case Black: return text(g.black);
    case Result: return resultText(g.result);
    case Date: return dateText(g);
    case Event: return text(g.event);
    case Round: return text(g.round);
    case Eco: return ecoOf(game);
    case Plies: return int(g.plies);
    default: return {};
    }
}

// The error of game (0-based), or null for a sound game; errors are kept in game order.
const database::ScanError* GameListModel::errorOf(std::size_t game) const
{
    const std::vector<database::ScanError>& errors = m_index.errors();
    const auto number = std::uint32_t(game + 1);
    const auto it = std::lower_bound(errors.begin(), errors.end(), number,
                                     [](const database::ScanError& e, std::uint32_t n) { return e.game < n; });
    return it != errors.end() && it->game == number ? &*it : nullptr;
}

// A broken game's row: its error as the tool tip of every column, in italics.
QVariant GameListModel::brokenData(std::size_t game, int role) const
{
    const database::ScanError* e = errorOf(game);
    if (!e)
        return {};
    if (role == Qt::FontRole) {
        QFont italic;
        italic.setItalic(true);
        return italic;
    }
    return tr("Broken game, line %1, column %2: %3").arg(e->line).arg(e->column).arg(errorText(*e));
}

QVariant GameListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Number: return tr("No.");
    case White: return tr("White");
    case Black: return tr("Black");
    case Result: return tr("Result");
    case Date: return tr("Date");
    case Event: return tr("Event");
    case Round: return tr("Round");
    case Eco: return tr("ECO");
    case Plies: return tr("Plies");
    default: return {};
    }
}

// True when the filter and the search's subset keep the game.
bool GameListModel::keeps(std::size_t game) const
{
    if (m_subset && foundPly(game) < 0)
        return false;
    return !m_matcher || m_matcher->keeps(game, m_index.game(game), m_index.strings().texts());
}

// A new matcher for the filter (its answers are kept by name id: a new index needs a new one).
void GameListModel::resetMatcher()
{
    m_matcher.reset();
    if (!m_filter.isEmpty())
        m_matcher.emplace(m_filter.combined(),
                          [this](std::size_t i) { return filterEcoOf(m_index, m_classify, i); });
}

std::size_t GameListModel::filteredCount() const
{
    return m_filterMask ? std::size_t(std::count(m_filterMask->begin(), m_filterMask->end(), std::uint8_t(1)))
                        : m_index.size();
}

database::PlayerReport GameListModel::playerReport(const QString& name) const
{
    const database::GameView games = m_index.view();
    return database::playerReport(games, name.trimmed().toStdString(), m_filter.combined(),
                                  [&](std::size_t i) { return std::pair(filterEcoOf(games, m_classify, i), std::string()); });
}

// The mask holds the games from first on (a copy: workers may hold the old one).
void GameListModel::extendMask(std::size_t first)
{
    if (!m_matcher || (m_filterMask && m_filterMask->size() == m_index.size() && first == m_index.size()))
        return;
    auto mask = m_filterMask ? std::make_shared<std::vector<std::uint8_t>>(*m_filterMask)
                             : std::make_shared<std::vector<std::uint8_t>>();
    mask->resize(first, 0);
    for (std::size_t i = first; i < m_index.size(); ++i)
        mask->push_back(m_matcher->keeps(i, m_index.game(i), m_index.strings().texts()));
    m_filterMask = std::move(mask);
}

// Snapshots what the order depends on and hands it to the worker (a newer request replaces one
// not yet started; a result of an older one is dropped).
void GameListModel::requestRows(bool reset)
{
    RowRequest r;
    r.games = m_index.view();
    if (!m_filter.eco.isEmpty())
        r.classify = m_classify; // untagged games are named on the worker, from the snapshot
    r.filter = m_filter;
    r.subset = m_subset;
    r.column = m_sortColumn;
    r.order = m_sortOrder;
    m_pending = true;
    m_resetPending = m_resetPending || reset;
    m_job.start([this, request = std::move(r)](const JobContext& job) {
        std::shared_ptr<const std::vector<std::uint8_t>> mask = filterMaskFor(request);
        auto rows = std::make_shared<std::vector<std::uint32_t>>(rowsFor(request, mask.get()));
        job.post([this, games = request.games.size(), rows, mask] { applyRows(games, std::move(*rows), mask); });
    });
}

// Shows the worker's rows (when still the newest), followed by the games appended meanwhile.
void GameListModel::applyRows(std::size_t snapshotGames, std::vector<std::uint32_t> rows,
                              std::shared_ptr<const std::vector<std::uint8_t>> mask)
{
    // The worker's mask, grown by the games appended since its snapshot; only a new filter or
    // subset announces it (a sort's mask is the one shown).
    m_filterMask = std::move(mask);
    if (m_filterMask)
        extendMask(snapshotGames);
    if (m_resetPending)
        emit filterMaskChanged();
    for (std::size_t i = snapshotGames; i < m_index.size(); ++i)
        if (keeps(i))
            rows.push_back(std::uint32_t(i));
    const bool reset = m_resetPending;
    m_pending = m_resetPending = false;
    if (reset) {
        beginResetModel();
        m_rows = std::move(rows);
        endResetModel();
        emit rowOrderApplied();
        return;
    }
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    std::vector<std::uint32_t> games;
    for (const QModelIndex& i : before)
        games.push_back(m_rows[std::size_t(i.row())]);
    m_rows = std::move(rows);
    std::vector<int> rowOf(before.isEmpty() ? 0 : m_index.size(), -1);
    if (!before.isEmpty())
        for (std::size_t r = 0; r < m_rows.size(); ++r)
            rowOf[m_rows[r]] = int(r);
    QModelIndexList after;
    for (int k = 0; k < before.size(); ++k)
        after.append(index(rowOf[games[std::size_t(k)]], before[k].column()));
    changePersistentIndexList(before, after);
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
    emit rowOrderApplied();
}

void GameListModel::sort(int column, Qt::SortOrder order)
{
    m_sortColumn = column;
    m_sortOrder = order;
    requestRows(false);
}

void GameListModel::setFilter(const GameFilter& filter)
{
    if (filter == m_filter)
        return;
    m_filter = filter;
    resetMatcher();
    requestRows(true);
}

// The hit of game in the subset (binary search), or -1.
int GameListModel::foundPly(std::size_t game) const
{
    if (!m_subset)
        return -1;
    const auto it = std::lower_bound(m_subset->begin(), m_subset->end(), game,
                                     [](const database::PositionHit& h, std::size_t g) { return h.game < g; });
    return it != m_subset->end() && it->game == game ? int(it->ply) : -1;
}

void GameListModel::setSubset(std::optional<std::vector<database::PositionHit>> hits)
{
    m_subset = std::move(hits);
    if (m_subset)
        std::sort(m_subset->begin(), m_subset->end(), [](const auto& a, const auto& b) { return a.game < b.game; });
    requestRows(true);
}

void GameListModel::clear() { setIndex(database::GameIndex()); }

void GameListModel::setIndex(database::GameIndex&& index)
{
    beginResetModel();
    m_job.discard(); // drops a request out and its result
    m_pending = m_resetPending = false;
    m_subset.reset();
    m_index = std::move(index);
    resetMatcher();
    m_filterMask.reset();
    extendMask(0);
    m_rows.clear();
    for (std::size_t i = 0; i < m_index.size(); ++i)
        if (keeps(i))
            m_rows.push_back(std::uint32_t(i));
    endResetModel();
    emit openingsChanged();
    emit filterMaskChanged();
}

void GameListModel::setOpenings(database::OpeningTable table)
{
    m_index.setOpenings(std::move(table));
    emit openingsChanged();
}

// New games are added at the end of the shown rows (kept in file order until the next sort, so
// rows already shown do not move under the person's pointer).
void GameListModel::appendPart(database::GameIndex&& part, std::uint32_t lineOffset)
{
    const std::size_t first = m_index.size();
    m_index.append(std::move(part), lineOffset);
    if (m_matcher) {
        extendMask(first);
        emit filterMaskChanged();
    }
    std::vector<std::uint32_t> added;
    for (std::size_t i = first; i < m_index.size(); ++i)
        if (keeps(i))
            added.push_back(std::uint32_t(i));
    if (!added.empty()) {
        beginInsertRows({}, int(m_rows.size()), int(m_rows.size() + added.size()) - 1);
        m_rows.insert(m_rows.end(), added.begin(), added.end());
        endInsertRows();
    }
    emit gamesAppended();
}

} // namespace kibitz
