// GameListModel: the games of a database as a table (number, White, Black, result, date, event,
// round, ECO, plies) for the Games panel. It grows while the scanner runs (appendPart adds each
// part's rows at the end) and sorts and filters what is indexed so far. Qt Core only.
#pragma once

#include "database/gameindex.h"
#include "database/positionsearch.h"

#include <QAbstractTableModel>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

namespace kibitz {

// What the quick filter keeps: text in a player's or the event's name, a year range, a result
// and an ECO prefix ("B9"); empty or 0 fields keep everything.
struct GameFilter {
    QString text;
    int fromYear = 0;
    int toYear = 0;
    int result = -1; // a database::GameResult, or -1 for any
    QString eco;
    bool operator==(const GameFilter& o) const
    {
        return text == o.text && fromYear == o.fromYear && toYear == o.toYear && result == o.result && eco == o.eco;
    }
};

class GameListModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Number, White, Black, Result, Date, Event, Round, Eco, Plies, ColumnCount };
    // The game's number in the file (1-based), for any column.
    static constexpr int GameNumberRole = Qt::UserRole + 1;
    // The ply where a position search found the game (-1 without a search).
    static constexpr int FoundPlyRole = Qt::UserRole + 2;
    // ECO for games without an ECO tag (the opening classification, when there is one).
    using EcoClassifier = std::function<QString(const database::GameIndex&, std::size_t game)>;

    explicit GameListModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

    // Starts empty (a new database).
    void clear();
    // Adds the games of the next part of the file (lines of its errors shifted by lineOffset).
    void appendPart(database::GameIndex&& part, std::uint32_t lineOffset);
    // Takes the opening table built from this index after its scan (openingsChanged).
    void setOpenings(database::OpeningTable table);
    void setFilter(const GameFilter& filter);
    // Shows only the games of a position search, each with the ply where the position occurs
    // (FoundPlyRole, and the Plies column's tooltip); nullopt shows all games again.
    void setSubset(std::optional<std::vector<database::PositionHit>> hits);
    bool hasSubset() const { return m_subset.has_value(); }
    const GameFilter& filter() const { return m_filter; }
    void setEcoClassifier(EcoClassifier classifier) { m_classify = std::move(classifier); }
    const database::GameIndex& gameIndex() const { return m_index; }
    // The index of the game shown in row (0-based into index()).
    std::size_t gameAt(int row) const { return m_rows[std::size_t(row)]; }

signals:
    // The index's opening table was replaced (built after a scan, or emptied by clear()).
    void openingsChanged();

private:
    bool keeps(std::size_t game) const;
    bool less(std::size_t a, std::size_t b) const;
    void rebuildRows();
    QString ecoOf(std::size_t game) const;
    int foundPly(std::size_t game) const;

    database::GameIndex m_index;
    std::vector<std::uint32_t> m_rows; // games shown, in the shown order
    GameFilter m_filter;
    std::optional<std::vector<database::PositionHit>> m_subset; // sorted by game
    int m_sortColumn = -1;
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
    EcoClassifier m_classify;
};

} // namespace kibitz
