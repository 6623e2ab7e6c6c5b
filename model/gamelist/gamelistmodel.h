// GameListModel: the games of a database as a table (number, White, Black, result, date, event,
// round, ECO, plies) for the Games panel. It grows while the scanner runs (appendPart adds each
// part's rows at the end) and sorts and filters what is indexed so far. Sorting and filtering run
// on a worker (gamelistorder.h): the rows change when it delivers (rowOrderApplied); games
// appended meanwhile follow at the end. Qt Core only.
#pragma once

#include "background/backgroundjob.h"
#include "database/gameindex.h"
#include "database/keptindex.h"
#include "database/playerreport.h"
#include "database/positionsearch.h"
#include "gamelistorder.h"

#include <QAbstractTableModel>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

namespace kibitz {

class GameListModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Number, White, Black, Result, Date, Event, Round, Eco, Plies, ColumnCount };
    // The game's number in the file (1-based), for any column.
    static constexpr int GameNumberRole = Qt::UserRole + 1;
    // The ply where a position search found the game (-1 without a search).
    static constexpr int FoundPlyRole = Qt::UserRole + 2;

    explicit GameListModel(QObject* parent = nullptr);
    // Why the scanner could not read a game, translated ("illegal move: Ke3").
    static QString errorText(const database::ScanError& error);
    ~GameListModel() override;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    // Rows can be dragged (to the other Games panel): the drag holds their games and this model.
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QStringList mimeTypes() const override;
    QMimeData* mimeData(const QModelIndexList& indexes) const override;
    Qt::DropActions supportedDragActions() const override { return Qt::CopyAction | Qt::MoveAction; }
    // The games of a drag made by mimeData (0-based, ascending) and the model it came from, to be
    // compared with the models one knows, never used (null: not a drag of this process's games).
    static const GameListModel* draggedGames(const QMimeData* data, std::vector<int>* games);

    // Starts empty (a new database).
    void clear();
    // Takes a whole index at once (a kept one: keptindex.h), its rows those the filter keeps.
    void setIndex(database::GameIndex&& index);
    // Adds the games of the next part of the file (lines of its errors shifted by lineOffset).
    void appendPart(database::GameIndex&& part, std::uint32_t lineOffset);
    // Takes the opening table built from this index after its scan (openingsChanged).
    void setOpenings(database::OpeningTable table);
    // Reads the index's move codes from the kept index file just written of it from now on (the
    // scan's spill, or its copy in memory, is given up; snapshots keep theirs). False when they
    // are not this index's codes.
    bool takeCodes(const database::KeptCodes& codes) { return codes.applyTo(m_index); }
    void setFilter(const GameFilter& filter);
    // Shows only the games of a position search, each with the ply where the position occurs
    // (FoundPlyRole, and the Plies column's tooltip); nullopt shows all games again.
    void setSubset(std::optional<std::vector<database::PositionHit>> hits);
    bool hasSubset() const { return m_subset.has_value(); }
    // True while the worker computes a new row order (sort, filter or subset asked for).
    bool isOrdering() const { return m_pending; }
    const GameFilter& filter() const { return m_filter; }
    // The games of the filter (not narrowed by a search's subset) by game, 1 kept; null while the
    // filter keeps every game. Shared with workers (the explorer's search): never changed in place.
    std::shared_ptr<const std::vector<std::uint8_t>> filterMask() const { return m_filterMask; }
    // The number of games in the filter (every game without one).
    std::size_t filteredCount() const;
    // The player's page for name (a name or part of one) over the games of the filter; the
    // openings of games without an ECO tag are named by the classifier.
    database::PlayerReport playerReport(const QString& name) const;
    void setEcoClassifier(EcoClassifier classifier) { m_classify = std::move(classifier); }
    const database::GameIndex& gameIndex() const { return m_index; }
    // The index of the game shown in row (0-based into index()).
    std::size_t gameAt(int row) const { return m_rows[std::size_t(row)]; }

signals:
    // The index's opening table was replaced (built after a scan, or emptied by clear()).
    void openingsChanged();
    // The worker's row order is shown (after sort, setFilter or setSubset).
    void rowOrderApplied();
    // filterMask() is another: a new filter applied, or a database's games (the explorer follows).
    void filterMaskChanged();
    // appendPart added games to the index, shown or not (the filter may keep none of them).
    void gamesAppended();

private:
    bool keeps(std::size_t game) const;
    bool less(std::size_t a, std::size_t b) const;
    void requestRows(bool reset);
    void applyRows(std::size_t snapshotGames, std::vector<std::uint32_t> rows,
                   std::shared_ptr<const std::vector<std::uint8_t>> mask);
    void extendMask(std::size_t first);
    void resetMatcher();
    QString ecoOf(std::size_t game) const;
    int foundPly(std::size_t game) const;
    const database::ScanError* errorOf(std::size_t game) const;
    QVariant brokenData(std::size_t game, int role) const;

    database::GameIndex m_index;
    std::vector<std::uint32_t> m_rows; // games shown, in the shown order
    GameFilter m_filter;
    // m_filter's, for games appended on the GUI thread (mutable: it keeps its answers by name).
    mutable std::optional<database::FilterMatcher> m_matcher;
    std::shared_ptr<const std::vector<std::uint8_t>> m_filterMask;
    std::optional<std::vector<database::PositionHit>> m_subset; // sorted by game
    int m_sortColumn = -1;
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
    EcoClassifier m_classify;
    bool m_pending = false; // a request is out
    bool m_resetPending = false; // it changes which games are shown (filter, subset)

    // The worker: a newer request replaces one not yet started; an older one's rows are dropped.
    BackgroundJob m_job;
};

} // namespace kibitz
