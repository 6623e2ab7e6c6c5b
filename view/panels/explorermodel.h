// The opening explorer's rows for the shown position: the moves its sources (an opening book, a
// game database) know, one row per move with what each source says of it. The rows are derived
// state: rebuilt from the sources whenever the position or a source changes.
#pragma once

#include "core/position.h"
#include "openings/explorersource.h"

#include <QAbstractTableModel>

#include <memory>

namespace kibitz {

class ExplorerModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { MoveColumn, GamesColumn, ResultsColumn, YearColumn, WeightColumn, ColumnCount };
    enum Role {
        MoveRole = Qt::UserRole + 1, // core::Move::raw() of the row's move
        SanRole,
        GamesRole,
        WhiteShareRole, // share of the games White won, 0..1 (the results bar)
        DrawShareRole,
        BlackShareRole,
        AverageYearRole, // 0 when unknown
        WeightRole, // the book's weight; 0 when the book does not have the move
        WeightShareRole, // the move's share of the book's weights from here, 0..1
    };
    // The two places a row can come from.
    enum class Source { Book, Database };

    explicit ExplorerModel(QObject* parent = nullptr);

    // Sets (or, with null, removes) the source of kind; the rows are rebuilt.
    void setSource(Source kind, std::shared_ptr<const openings::ExplorerSource> source);
    bool hasSource(Source kind) const;
    // Shows the moves from pos.
    void setPosition(const core::Position& pos);
    const core::Position& position() const { return m_position; }
    // The merged row (book weight and database counts together).
    const openings::ExplorerMove& row(int index) const { return m_rows.at(std::size_t(index)); }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void rebuild();
    QVariant displayText(const openings::ExplorerMove& row, int column) const;

    std::shared_ptr<const openings::ExplorerSource> m_book;
    std::shared_ptr<const openings::ExplorerSource> m_database;
    core::Position m_position = core::Position::startPosition();
    openings::ExplorerMoves m_rows;
    std::uint64_t m_totalWeight = 0;
};

} // namespace kibitz
