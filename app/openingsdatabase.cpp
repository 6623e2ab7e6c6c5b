// OpeningsWiring and the open game database: the database's opening table as the explorer's
// second source, and ECO names for the database's games that have no ECO tag.
#include "openingswiring.h"

#include "gamelistmodel.h"
#include "panels/explorermodel.h"

#include "database/gameindex.h"
#include "openings/explorersource.h"

namespace kibitz {

namespace {

// The explorer's view of the database: what its games played from a position. The model outlives
// the source's use (both belong to the window), and the table is only read on the GUI thread.
class DatabaseExplorerSource : public openings::ExplorerSource {
public:
    explicit DatabaseExplorerSource(const GameListModel* games) : m_games(games) { }
    openings::ExplorerMoves movesFrom(const core::Position& pos) const override
    {
        return m_games->gameIndex().openings().movesFrom(pos);
    }

private:
    const GameListModel* m_games;
};

} // namespace

void OpeningsWiring::attachDatabase(GameListModel* games)
{
    m_games = games;
    connect(games, &GameListModel::openingsChanged, this, &OpeningsWiring::updateDatabaseSource);
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
    m_explorer->setSource(ExplorerModel::Source::Database,
                          known ? std::make_shared<DatabaseExplorerSource>(m_games) : nullptr);
    refresh();
}

} // namespace kibitz
