// GameStatuses: statuses from the index, and the one of the shown position kept for its signal.
#include "gamestatuses.h"

namespace kibitz {

namespace {

// Two statuses differ in anything a view shows.
bool sameStatus(const core::GameStatus& a, const core::GameStatus& b)
{
    return a.state == b.state && a.inCheck == b.inCheck && a.canClaimFiftyMove == b.canClaimFiftyMove
        && a.canClaimThreefold == b.canClaimThreefold
        && (a.state != core::GameState::Checkmate || a.winner == b.winner);
}

} // namespace

// From the index that the tree's structure changes invalidate.
core::GameStatus GameStatuses::statusAt(game::NodeId node) const
{
    if (!m_tree.contains(node))
        return {};
    return m_positions.status(node);
}

// From the tags as they are and the index's status of the main line's end.
game::GameEnd GameStatuses::gameEnd() const
{
    return game::gameEnd(m_game.result(), m_game.tag("Termination"), statusAt(game::mainLineEnd(m_tree)));
}

game::GameEnd GameStatuses::endAt(game::NodeId node) const
{
    if (!m_tree.contains(node) || node != game::mainLineEnd(m_tree))
        return {};
    return gameEnd();
}

// Called before any signal goes out, so that status() is current in every slot.
bool GameStatuses::refresh(game::NodeId shown)
{
    const core::GameStatus s = statusAt(shown);
    if (sameStatus(s, m_status))
        return false;
    m_status = s;
    return true;
}

} // namespace kibitz
