// OpeningsWiring and the open game database: the database's opening table as the explorer's
// second source, and ECO names for the database's games that have no ECO tag.
#include "openingswiring.h"

#include "explorersearch.h"
#include "gamelistmodel.h"
#include "panels/explorermodel.h"
#include "panels/explorerpanel.h"

#include "database/gameindex.h"
#include "openings/explorersource.h"

namespace kibitz {

namespace {

// The explorer's view of the database: what its games played from a position — from the opening
// table (which counts every game: not while the Games panel's filter narrows them), else from a
// position search over the games (those of the filter) (started here while the explorer is in view,
// answered later: found() makes the wiring ask again). The model, the search and the panel outlive
// the source's use (all belong to the window), and the table is only read on the GUI thread.
class DatabaseExplorerSource : public openings::ExplorerSource {
public:
    DatabaseExplorerSource(const GameListModel* games, ExplorerSearch* search, const QWidget* panel)
        : m_games(games), m_search(search), m_panel(panel)
    { }
    openings::ExplorerMoves movesFrom(const core::Position& pos) const override
    {
        const std::shared_ptr<const std::vector<std::uint8_t>> filter = m_games->filterMask();
        openings::ExplorerMoves rows;
        if (!filter)
            rows = m_games->gameIndex().openings().movesFrom(pos);
        if (!rows.empty())
            return rows;
        if (std::optional<openings::ExplorerMoves> found = m_search->answer(pos.key()))
            return std::move(*found);
        if (m_panel->isVisibleTo(m_panel->window())) // a search of every game costs both cores a moment
            m_search->find(pos, m_games->gameIndex().view(), filter);
        return rows;
    }

private:
    const GameListModel* m_games;
    ExplorerSearch* m_search;
    const QWidget* m_panel;
};

} // namespace

void OpeningsWiring::attachDatabase(GameListModel* games)
{
    m_games = games;
    m_search = new ExplorerSearch(this);
    connect(m_search, &ExplorerSearch::found, this, &OpeningsWiring::refresh);
    connect(games, &GameListModel::openingsChanged, this, &OpeningsWiring::updateDatabaseSource);
    connect(games, &GameListModel::filterMaskChanged, this, &OpeningsWiring::updateDatabaseSource);
    // Called on the Games model's worker too: m_eco is loaded once, before any database opens.
    games->setEcoClassifier([this](const std::vector<core::Position>& path) {
        if (!m_eco)
            return QString();
        const std::optional<openings::EcoMatch> match = m_eco->classify(path);
        return match ? QString::fromStdString(match->eco) : QString();
    });
    updateDatabaseSource();
}

// The database columns show while a database with an opening table is open.
void OpeningsWiring::updateDatabaseSource()
{
    const bool known = m_games && m_games->gameIndex().openings().entries() > 0;
    m_search->reset(); // its answers are of the games before
    m_explorer->setSource(ExplorerModel::Source::Database,
                          known ? std::make_shared<DatabaseExplorerSource>(m_games, m_search, m_panel) : nullptr);
    refresh();
}

} // namespace kibitz
