#include "gamelistmodel.h"

#include <algorithm>

namespace kibitz {

using database::GameRecord;
using database::GameResult;

namespace {

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

int GameListModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(m_rows.size()); }

int GameListModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QString GameListModel::ecoOf(std::size_t game) const
{
    const GameRecord& g = m_index.game(game);
    if (g.eco)
        return QString::fromStdString(database::ecoText(g.eco));
    return m_classify ? m_classify(m_index, game) : QString();
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

// True when the quick filter keeps the game.
bool GameListModel::keeps(std::size_t game) const
{
    if (m_subset && foundPly(game) < 0)
        return false;
    const GameRecord& g = m_index.game(game);
    if (m_filter.fromYear && g.year < m_filter.fromYear)
        return false;
    if (m_filter.toYear && (g.year == 0 || g.year > m_filter.toYear))
        return false;
    if (m_filter.result >= 0 && int(g.result) != m_filter.result)
        return false;
    if (!m_filter.eco.isEmpty() && !ecoOf(game).startsWith(m_filter.eco, Qt::CaseInsensitive))
        return false;
    if (m_filter.text.isEmpty())
        return true;
    for (const std::uint32_t id : {g.white, g.black, g.event}) {
        const std::string_view t = m_index.text(id);
        if (QString::fromUtf8(t.data(), qsizetype(t.size())).contains(m_filter.text, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

// The shown order: by the sort column's text or number, then by game number.
bool GameListModel::less(std::size_t a, std::size_t b) const
{
    const GameRecord &x = m_index.game(a), &y = m_index.game(b);
    auto textLess = [&](std::uint32_t p, std::uint32_t q) { return m_index.text(p) < m_index.text(q); };
    auto textEqual = [&](std::uint32_t p, std::uint32_t q) { return m_index.text(p) == m_index.text(q); };
    bool lt = false, eq = true;
    switch (m_sortColumn) {
    case White: lt = textLess(x.white, y.white), eq = textEqual(x.white, y.white); break;
    case Black: lt = textLess(x.black, y.black), eq = textEqual(x.black, y.black); break;
    case Event: lt = textLess(x.event, y.event), eq = textEqual(x.event, y.event); break;
    case Round: lt = textLess(x.round, y.round), eq = textEqual(x.round, y.round); break;
    case Result: lt = x.result < y.result, eq = x.result == y.result; break;
    case Date: {
        const auto kx = std::tuple(x.year, int(x.month), int(x.day)), ky = std::tuple(y.year, int(y.month), int(y.day));
        lt = kx < ky, eq = kx == ky;
        break;
    }
    case Eco: lt = x.eco < y.eco, eq = x.eco == y.eco; break;
    case Plies: lt = x.plies < y.plies, eq = x.plies == y.plies; break;
    default: break;
    }
    if (eq)
        return a < b;
    return m_sortOrder == Qt::AscendingOrder ? lt : !lt;
}

// The rows from the index, the filter and the sort order (derived state, built again).
void GameListModel::rebuildRows()
{
    m_rows.clear();
    for (std::size_t i = 0; i < m_index.size(); ++i)
        if (keeps(i))
            m_rows.push_back(std::uint32_t(i));
    if (m_sortColumn > Number)
        std::stable_sort(m_rows.begin(), m_rows.end(), [this](auto a, auto b) { return less(a, b); });
    else if (m_sortOrder == Qt::DescendingOrder && m_sortColumn == Number)
        std::reverse(m_rows.begin(), m_rows.end());
}

void GameListModel::sort(int column, Qt::SortOrder order)
{
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    std::vector<std::uint32_t> games;
    for (const QModelIndex& i : before)
        games.push_back(m_rows[std::size_t(i.row())]);
    m_sortColumn = column;
    m_sortOrder = order;
    rebuildRows();
    std::vector<int> rowOf(m_index.size(), -1);
    for (std::size_t r = 0; r < m_rows.size(); ++r)
        rowOf[m_rows[r]] = int(r);
    QModelIndexList after;
    for (int k = 0; k < before.size(); ++k)
        after.append(index(rowOf[games[std::size_t(k)]], before[k].column()));
    changePersistentIndexList(before, after);
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

void GameListModel::setFilter(const GameFilter& filter)
{
    if (filter == m_filter)
        return;
    beginResetModel();
    m_filter = filter;
    rebuildRows();
    endResetModel();
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
    beginResetModel();
    m_subset = std::move(hits);
    if (m_subset)
        std::sort(m_subset->begin(), m_subset->end(), [](const auto& a, const auto& b) { return a.game < b.game; });
    rebuildRows();
    endResetModel();
}

void GameListModel::clear()
{
    beginResetModel();
    m_subset.reset();
    m_index = database::GameIndex();
    m_rows.clear();
    endResetModel();
    emit openingsChanged();
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
    std::vector<std::uint32_t> added;
    for (std::size_t i = first; i < m_index.size(); ++i)
        if (keeps(i))
            added.push_back(std::uint32_t(i));
    if (added.empty())
        return;
    beginInsertRows({}, int(m_rows.size()), int(m_rows.size() + added.size()) - 1);
    m_rows.insert(m_rows.end(), added.begin(), added.end());
    endInsertRows();
}

} // namespace kibitz
