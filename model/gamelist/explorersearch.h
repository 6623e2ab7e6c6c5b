// ExplorerSearch: the explorer's answer where the database's opening table has none (past its
// 24 plies, or a line only one game played): an exact position search over a snapshot of the
// games on worker threads, then the move each found game played there. One search runs at a
// time; asking for another position cancels it, and an answer for a position no longer asked
// for is dropped. The owner reads answer() once found() is emitted. Qt Core only.
#pragma once

#include "background/backgroundjob.h"
#include "database/gameindex.h"
#include "openings/explorermove.h"

#include <QObject>

#include <memory>
#include <optional>
#include <vector>

namespace kibitz {

class ExplorerSearch : public QObject {
    Q_OBJECT
public:
    explicit ExplorerSearch(QObject* parent = nullptr);
    ~ExplorerSearch() override;

    // Searches games (those only marks, when given: the Games panel's filter) for pos unless that
    // is the answer already held or being found; reset() before asking with another mask.
    void find(const core::Position& pos, database::GameView games,
              std::shared_ptr<const std::vector<std::uint8_t>> only = nullptr);
    // The rows found for key, if that is the position of the last answer.
    std::optional<openings::ExplorerMoves> answer(core::Key key) const;
    // Cancels the running search and forgets the answer (another database, or none).
    void reset();
    bool isSearching() const { return m_running.has_value(); }

signals:
    // The rows for the asked position are in answer(key).
    void found(kibitz::core::Key key);

private:
    std::optional<core::Key> m_running; // the position being searched
    std::optional<std::pair<core::Key, openings::ExplorerMoves>> m_answer;
    BackgroundJob m_job; // a newer search cancels the older one and drops its answer
};

} // namespace kibitz
