#include "explorersearch.h"

#include "database/positionsearch.h"

namespace kibitz {

ExplorerSearch::ExplorerSearch(QObject* parent) : QObject(parent) { }

ExplorerSearch::~ExplorerSearch() { m_job.stop(); }

// Cancels the running search (it checks its flag every 1024 games) and waits for it.
void ExplorerSearch::reset()
{
    m_job.stop();
    m_running.reset();
    m_answer.reset();
}

// A running search for another position is cancelled and its answer dropped (BackgroundJob).
void ExplorerSearch::find(const core::Position& pos, database::GameView games,
                          std::shared_ptr<const std::vector<std::uint8_t>> only)
{
    const core::Key key = pos.key();
    if ((m_answer && m_answer->first == key) || m_running == key)
        return;
    m_running = key;
    m_job.start([this, pos, games = std::move(games), only = std::move(only)](const JobContext& job) {
        const std::vector<database::PositionHit> hits =
            database::findPosition(games, pos, database::SearchMode::ExactPosition, 0, job.cancelFlag(), only.get());
        if (job.isCancelled())
            return;
        auto rows = std::make_shared<openings::ExplorerMoves>(database::movesAfterHits(games, pos, hits));
        job.post([this, key = pos.key(), rows] {
            m_running.reset();
            m_answer.emplace(key, std::move(*rows));
            emit found(key);
        });
    });
}

std::optional<openings::ExplorerMoves> ExplorerSearch::answer(core::Key key) const
{
    if (m_answer && m_answer->first == key)
        return m_answer->second;
    return std::nullopt;
}

} // namespace kibitz
