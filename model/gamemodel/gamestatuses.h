// GameStatuses: the status part of ChessGameModel — the status of the shown position and of any
// node of the game, derived from the tree (PositionIndex).
#pragma once

#include "positionindex.h"

#include "core/status.h"
#include "game/game.h"
#include "game/gameend.h"

namespace kibitz {

class ChessGameModel;

// Read only for everyone but its model (ChessGameModel::statuses()), which keeps it current:
// statusChanged announces a change of status().
class GameStatuses {
public:
    GameStatuses(const GameStatuses&) = delete;
    GameStatuses& operator=(const GameStatuses&) = delete;

    // Status of the shown position (repetitions counted along the path from the root), as last
    // announced by the model's statusChanged.
    core::GameStatus status() const { return m_status; }
    // Status of any node of the tree; an ongoing default for an unknown id.
    core::GameStatus statusAt(game::NodeId node) const;
    // How the game ended: its Result and Termination read with the status of the main line's last
    // position (game::gameEnd), derived anew on every call. A change of tags is gameInfoChanged.
    game::GameEnd gameEnd() const;
    // The game's end where it stands: at the main line's last node; unfinished at every other.
    game::GameEnd endAt(game::NodeId node) const;

private:
    friend class ChessGameModel;
    // game: the model's, whose tree may be replaced in place (invalidate()); its root is shown first.
    explicit GameStatuses(const game::Game& game)
        : m_game(game), m_tree(game.tree), m_positions(game.tree), m_status(m_positions.status(game::RootNode))
    {
    }
    // Forgets everything derived from the tree's structure.
    void invalidate() { m_positions.invalidate(); }
    // Takes the status of the shown node; true when it differs from the last one in anything a
    // view shows (statusChanged is due).
    bool refresh(game::NodeId shown);

    const game::Game& m_game;
    const game::GameTree& m_tree;
    PositionIndex m_positions;
    core::GameStatus m_status;
};

} // namespace kibitz
