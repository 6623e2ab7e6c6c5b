// Merging the explorer's sources into rows, and showing them.
#include "explorermodel.h"

#include <QLocale>

#include <algorithm>

namespace kibitz {

using openings::ExplorerMove;
using openings::ExplorerMoves;

ExplorerModel::ExplorerModel(QObject* parent) : QAbstractTableModel(parent) { }

void ExplorerModel::setSource(Source kind, std::shared_ptr<const openings::ExplorerSource> source)
{
    (kind == Source::Book ? m_book : m_database) = std::move(source);
    rebuild();
}

bool ExplorerModel::hasSource(Source kind) const { return (kind == Source::Book ? m_book : m_database) != nullptr; }

void ExplorerModel::setPosition(const core::Position& pos)
{
    m_position = pos;
    rebuild();
}

// Asks every source again and merges their rows by move: most played first, then heaviest.
void ExplorerModel::rebuild()
{
    ExplorerMoves merged;
    const auto add = [&merged](const ExplorerMoves& rows) {
        for (const ExplorerMove& r : rows) {
            auto it =
                std::find_if(merged.begin(), merged.end(), [&](const ExplorerMove& m) { return m.move == r.move; });
            if (it == merged.end()) {
                merged.push_back(r);
                continue;
            }
            it->games += r.games;
            it->whiteWins += r.whiteWins;
            it->draws += r.draws;
            it->blackWins += r.blackWins;
            it->weight += r.weight;
            if (r.averageYear)
                it->averageYear = r.averageYear;
        }
    };
    if (m_database)
        add(m_database->movesFrom(m_position));
    if (m_book)
        add(m_book->movesFrom(m_position));
    std::stable_sort(merged.begin(), merged.end(), [](const ExplorerMove& a, const ExplorerMove& b) {
        return a.games != b.games ? a.games > b.games : a.weight > b.weight;
    });
    beginResetModel();
    m_rows = std::move(merged);
    m_totalWeight = 0;
    for (const ExplorerMove& r : m_rows)
        m_totalWeight += r.weight;
    endResetModel();
}

int ExplorerModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(m_rows.size()); }

int ExplorerModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

// The text of a cell; empty where the source that would fill it has nothing.
QVariant ExplorerModel::displayText(const ExplorerMove& row, int column) const
{
    const QLocale locale;
    const auto percent = [&locale](double share) { return locale.toString(100.0 * share, 'f', 1) + QLatin1Char('%'); };
    switch (column) {
    case MoveColumn: return QString::fromStdString(row.san);
    case GamesColumn: return row.games ? locale.toString(row.games) : QString();
    case ResultsColumn:
        if (!row.games)
            return QString();
        return tr("%1 / %2 / %3", "white wins / draws / black wins")
            .arg(percent(double(row.whiteWins) / row.games), percent(double(row.draws) / row.games),
                 percent(double(row.blackWins) / row.games));
    case YearColumn: return row.averageYear ? QString::number(row.averageYear) : QString();
    case WeightColumn:
        return m_totalWeight && row.weight ? percent(double(row.weight) / double(m_totalWeight)) : QString();
    default: return {};
    }
}

QVariant ExplorerModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ExplorerMove& r = m_rows[std::size_t(index.row())];
    const double games = r.games ? double(r.games) : 1.0;
    switch (role) {
    case Qt::DisplayRole: return displayText(r, index.column());
    case Qt::TextAlignmentRole:
        return index.column() == MoveColumn ? QVariant() : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        if (index.column() == WeightColumn && r.weight)
            return tr("Book weight %1").arg(r.weight);
        if (index.column() == ResultsColumn && r.games)
            return tr("White won %1, drawn %2, Black won %3").arg(r.whiteWins).arg(r.draws).arg(r.blackWins);
        return {};
    case MoveRole: return int(r.move.raw());
    case SanRole: return QString::fromStdString(r.san);
    case GamesRole: return r.games;
    case WhiteShareRole: return r.whiteWins / games;
    case DrawShareRole: return r.draws / games;
    case BlackShareRole: return r.blackWins / games;
    case AverageYearRole: return r.averageYear;
    case WeightRole: return r.weight;
    case WeightShareRole: return m_totalWeight ? double(r.weight) / double(m_totalWeight) : 0.0;
    default: return {};
    }
}

QVariant ExplorerModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case MoveColumn: return tr("Move");
    case GamesColumn: return tr("Games");
    case ResultsColumn: return tr("White / Draw / Black");
    case YearColumn: return tr("Year", "average year of the games");
    case WeightColumn: return tr("Book", "the share of the opening book's weight");
    default: return {};
    }
}

} // namespace kibitz
