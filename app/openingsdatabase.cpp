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

// How far a game is followed to name its opening: the deepest line of pgn-extract's table is
// shorter, and names are asked for every shown row.
constexpr int EcoPlies = 40;

} // namespace

void OpeningsWiring::attachDatabase(GameListModel* games)
{
    m_games = games;
    connect(games, &GameListModel::openingsChanged, this, &OpeningsWiring::updateDatabaseSource);
    games->setEcoClassifier([this](const database::GameIndex& index, std::size_t game) {
        if (!m_eco)
            return QString();
        std::vector<core::Position> path;
        index.replay(game, [&path](const core::Position& pos, int ply) {
            path.push_back(pos);
            return ply < EcoPlies;
        });
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
