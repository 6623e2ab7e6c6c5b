#include "explorersearch.h"

#include "database/positionsearch.h"

#include <QMetaObject>

namespace kibitz {

ExplorerSearch::ExplorerSearch(QObject* parent) : QObject(parent) { }

ExplorerSearch::~ExplorerSearch() { stop(); }

// Cancels and joins the worker (it checks the flag every 1024 games).
void ExplorerSearch::stop()
{
    if (m_cancel)
        m_cancel->store(true);
    if (m_worker.joinable())
        m_worker.join();
    m_cancel.reset();
    m_running.reset();
}

void ExplorerSearch::reset()
{
    stop();
    ++m_generation;
    m_answer.reset();
}

// The answer comes back to the GUI thread through a queued call on this object, which Qt drops
// if the object is gone (the destructor joins the worker first anyway).
void ExplorerSearch::find(const core::Position& pos, database::GameView games,
                          std::shared_ptr<const std::vector<std::uint8_t>> only)
{
    const core::Key key = pos.key();
    if ((m_answer && m_answer->first == key) || m_running == key)
        return;
    stop();
    const std::uint64_t generation = ++m_generation;
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_running = key;
    m_worker = std::thread([this, pos, games = std::move(games), only = std::move(only), cancel = m_cancel, generation] {
        const std::vector<database::PositionHit> hits =
            database::findPosition(games, pos, database::SearchMode::ExactPosition, 0, cancel.get(), only.get());
        if (cancel->load())
            return;
        openings::ExplorerMoves rows = database::movesAfterHits(games, pos, hits);
        QMetaObject::invokeMethod(
            this,
            [this, key = pos.key(), rows = std::move(rows), generation]() mutable {
                if (generation != m_generation)
                    return;
                if (m_worker.joinable())
                    m_worker.join();
                m_cancel.reset();
                m_running.reset();
                m_answer.emplace(key, std::move(rows));
                emit found(key);
            },
            Qt::QueuedConnection);
    });
}

std::optional<openings::ExplorerMoves> ExplorerSearch::answer(core::Key key) const
{
    if (m_answer && m_answer->first == key)
        return m_answer->second;
    return std::nullopt;
}

} // namespace kibitz
