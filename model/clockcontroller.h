// ClockController: the rules of a timed game on the model's game (headless, Qt Core). It drives a
// GameClock from the game's moves and stores each reading with its move (Node::annotations
// .clockMs, written to PGN as [%clk]):
// - Live: started by startGame(). A move at the end of the live line stops the mover's clock
//   (increment added) and is recorded; a move played from an earlier position, a take back or an
//   undo rebuilds both clocks from the recorded readings at the new end (the base time where a
//   side has none), a redo from the readings it brings back. Navigation alone changes nothing.
//   Mate, stalemate, an automatic draw or a result (resignation, agreed draw) stop the clocks.
// - Flag fall (FIDE 6.9): the side whose time ran out loses, unless its opponent cannot
//   checkmate by any legal sequence of moves (core::canCheckmate; an undecided search counts as
//   "can"): then it is a draw. The result goes into the game with Termination "time forfeit".
// - Review: a game replaced by a new or loaded one with a TimeControl tag or [%clk] readings
//   shows the readings at the shown position, clocks standing.
// - Off: neither.
#pragma once

#include "game/gametree.h"
#include "game/timecontrol.h"

#include <QObject>
#include <QString>

#include <utility>

namespace kibitz {

class ChessGameModel;
class GameClock;

class ClockController : public QObject {
    Q_OBJECT
public:
    enum class Mode { Off, Live, Ended, Review };

    // model and clock are not owned and must outlive the controller.
    ClockController(ChessGameModel* model, GameClock* clock, QObject* parent = nullptr);

    // Starts a timed game from the shown position (the end of its line) and records the time
    // control in the game's TimeControl tag; none switches the clocks off.
    void startGame(const game::TimeControl& control);
    Mode mode() const { return m_mode; }
    game::TimeControl timeControl() const { return m_control; }
    GameClock* clock() const { return m_clock; }

    // The two clocks' readings (white, black) at node: the last reading of each side on the way
    // from the root to node, or control's base time where there is none.
    static std::pair<qint64, qint64> clocksAt(const game::GameTree& tree, game::NodeId node,
                                              const game::TimeControl& control);

signals:
    void modeChanged(kibitz::ClockController::Mode mode);
    // The shown readings changed without the clock running (review, ended game).
    void readingsChanged(qint64 whiteMs, qint64 blackMs);
    // A flag fell and decided the game ("1-0", "0-1", "1/2-1/2"; translated reason).
    void gameEnded(const QString& result, const QString& reason);

private:
    void setMode(Mode mode);
    void onMoveMade(game::NodeId node);
    void onStructureChanged();
    void onCursorChanged(game::NodeId current);
    void onGameReset();
    void onGameInfoChanged();
    void onFlagFell(core::Color loser);
    void restoreAt(game::NodeId node);
    void stopIfOver();

    ChessGameModel* m_model;
    GameClock* m_clock;
    Mode m_mode = Mode::Off;
    game::TimeControl m_control;
    game::NodeId m_liveNode = game::NoNode; // the position whose side to move's clock runs
    bool m_ending = false; // our own result edit
};

} // namespace kibitz
