// ClockController: the rules of a timed game on the model's game (headless, Qt Core). It drives a
// GameClock from the game's moves and stores each reading with its move (Node::annotations
// .clockMs, written to PGN as [%clk]):
// - Live: started by startGame() (here, the tag one undo step) or startNewGame() (a new game
//   carrying the tag, one undo step); the redo of either brings the clocks back at the start
//   values, paused. A move at the end of the live line stops the mover's clock
//   (increment added) and is recorded; a move played from an earlier position, a take back or an
//   undo rebuilds both clocks from the recorded readings at the new end (the base time where a
//   side has none), a redo from the readings it brings back. Navigation alone changes nothing.
//   The TimeControl tag going (the undo of startGame()) ends the timed game.
// - Ended: mate, stalemate, an automatic draw or a result (resignation, agreed draw, flag) stop the
//   clocks. A take back, an undo, or the undo of the result takes the game back into Live with
//   the clocks of that position, paused: the person resumes when ready.
// - Flag fall (FIDE 6.9): the side whose time ran out loses, unless its opponent cannot
//   checkmate by any legal sequence of moves (core::canCheckmate; an undecided search counts as
//   "can"): then it is a draw. The search runs on a thread of its own (up to ~0.7 s); meanwhile
//   the clocks stand and the result waits. Any change of the live game (take back, undo, new or
//   loaded game, a new start) makes a pending answer stale: it is dropped. The result goes into
//   the game with Termination "time forfeit".
// - Review: a game replaced by a new or loaded one with [%clk] readings shows the readings at the
//   shown position, clocks standing (the TimeControl tag's base time where a side has none).
// - Off: no readings (a TimeControl tag alone shows no clocks).
#pragma once

#include "gameclock.h"

#include "background/backgroundjob.h"

#include "game/gametree.h"
#include "game/timecontrol.h"

#include <QObject>
#include <QString>

#include <memory>
#include <utility>

namespace kibitz {

class ChessGameModel;
class GameAnnotations;
class GameEditing;

class ClockController : public QObject {
    Q_OBJECT
public:
    enum class Mode { Off, Live, Ended, Review };

    // model, its parts editing (new games, the result) and annotations (the readings) and clock
    // are not owned and must outlive the controller.
    ClockController(ChessGameModel* model, GameEditing* editing, GameAnnotations* annotations, GameClock* clock,
                    QObject* parent = nullptr);
    // Cancels a running flag search and waits for it.
    ~ClockController() override;

    // Starts a timed game from the shown position (the end of its line) and records the time
    // control in the game's TimeControl tag (one undo step); none switches the clocks off.
    void startGame(const game::TimeControl& control);
    // Replaces the game by a new one from the start position that carries control's TimeControl
    // tag (one undo step, like File > New Game) and starts its clocks; none: a plain new game.
    void startNewGame(const game::TimeControl& control,
                      const core::Position& start = core::Position::startPosition());
    // A timed game that was interrupted (a crash; the session journal brought it back): Live at
    // the shown position with the clocks its readings give (the base time where a side has none),
    // paused until the person resumes them. Nothing happens without a TimeControl tag or with a
    // result.
    void resumePaused();
    // True while the flag's search for the live game has not answered (a dropped one is over).
    bool isSearching() const { return m_search.isRunning(); }
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
    void onSearchAnswered(core::Color loser, bool canMate);
    void beginLive(const game::TimeControl& control, GameClock::Start how = GameClock::Start::Running);
    void showRecorded();
    void restoreAt(game::NodeId node);
    void stopIfOver();
    void launchSearch(core::Color loser);
    void dropPendingAnswer();

    ChessGameModel* m_model;
    GameEditing* m_editing;
    GameAnnotations* m_annotations;
    GameClock* m_clock;
    Mode m_mode = Mode::Off;
    game::TimeControl m_control;
    game::NodeId m_liveNode = game::NoNode; // the position whose side to move's clock runs
    bool m_ending = false; // our own result edit
    bool m_endedByResult = false; // Ended by the game's result (its undo resumes the game)
    BackgroundJob m_search; // the flag's mate search; a change of the live game drops its answer
};

} // namespace kibitz
