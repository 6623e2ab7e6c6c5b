// Play against the computer at one board (headless; the menus drive it). Inactive by default:
// human vs human. Once started the computer searches only when asked: at start(), after a move
// of the person (moveMade not made by the controller, which includes the redo of a person's
// move), after a take back to the start of the game, and after a declined draw offer; always at
// the end of the shown line and in its turn. Undo and navigation never start it, and any change
// of the shown position cancels a pending search. Its reply joins the undo step of the move it
// answers (GameEditing::makeReplySan), so Undo takes back both and Redo restores both. The
// game stops when it is over (model status), on resignation or an accepted draw; it stays a game
// against the computer (isVsComputer()) until stop(): undoing its end (Edit > Undo of the mate,
// the resignation, the draw or the loss on time) makes it active again, redoing it ends it again.
// Resign and Offer Draw also serve a game between people (no engine): the side to move at the
// end of the game resigns, a draw offer is the agreement of both at the board — once the game
// has a move, and never in a game one of whose sides is a program that no engine plays now (its
// WhiteType/BlackType tag says "program", or resumeWithoutEngine() said so): nobody is there to
// agree or to resign for it. After stop() (Two Players) people play the game shown, whatever
// its tags say. A game interrupted by a crash goes on with resume(). A loaded or new
// game (ChessGameModel::gameReset, always followed by positionChanged) is one position change:
// the controller reacts to positionChanged only.
//
// Draw offers: the computer evaluates the position with its play limits and accepts when its
// own score is at most DrawAcceptCentipawns (+0.10 pawns), i.e. level or worse for it, or when it
// is being mated; it declines when it sees a mate for itself or any larger advantage.
#pragma once

#include "core/types.h"
#include "engine/engine.h"
#include "engine/enginetypes.h"
#include "game/gametree.h"

#include <QObject>
#include <QPointer>

#include <functional>

namespace kibitz {
class ChessGameModel;
class GameEditing;
class GameClock;
} // namespace kibitz

namespace kibitz::engine {

class PlayController : public QObject {
    Q_OBJECT
public:
    static constexpr int DrawAcceptCentipawns = 10;
    enum class Task { None, Move, Hint, DrawOffer };

    // model and editing (its part that plays the computer's moves and sets the result) are not
    // owned and must outlive the controller.
    PlayController(ChessGameModel* model, GameEditing* editing, QObject* parent = nullptr);
    // Shuts the engine down (ends its process or thread).
    ~PlayController() override;

    // Starts a game from the shown position: the human plays humanColor against engine at level
    // 0-20. White, Black and Date tags that are unknown ("?", "????.??.??" or none) become the
    // person's name, the engine with its level ("Stockfish (level 20)") and today (one undo step). Takes ownership of engine (it becomes the controller's child); a previous, different
    // engine is shut down and deleted later. A null engine is ignored.
    void start(core::Color humanColor, Engine* engine, int level);
    // Goes on with a game against the computer that was interrupted (the session journal brought
    // it back): as start() at the shown position, but the players stay as they are and take backs
    // reach back to startNode, where the game began. A game with a result is a finished one
    // (isVsComputer(), not active): a take back reopens it. A null engine is ignored.
    void resume(core::Color humanColor, Engine* engine, int level, game::NodeId startNode);
    // The shown game is one against the computer whose engine cannot play now: Resign, Offer Draw,
    // Hint and Take Back do nothing until start() or resume(); another game or stop() forgets it.
    void resumeWithoutEngine(core::Color humanColor);
    // Where the game against the computer began (take back stops there).
    game::NodeId startNode() const { return m_startNode; }
    // Back to human vs human (for the game shown too); the engine is shut down and deleted later.
    void stop();
    bool isActive() const { return m_active; }
    // The person's name for the White or Black tag (default "Player").
    void setPersonName(const QString& name) { m_personName = name; }
    // A game against the computer, running or finished (stop() and a new or loaded game end it).
    bool isVsComputer() const { return m_engine && (m_active || m_reopenable); }
    // Resign and Offer Draw apply: a game against the computer in progress, or one between people
    // whose main line has moves, is not finished and has no result.
    bool canEndGame() const;
    // A side of the shown game is a program that no engine plays now (see the top).
    bool isComputerAbsent() const;
    core::Color humanColor() const { return m_human; }
    core::Color computerColor() const { return m_human == core::White ? core::Black : core::White; }
    // The engine in use (owned by the controller; null when stopped).
    Engine* engine() const { return m_engine; }
    // Limits of the computer's searches (default: a move time growing with the level).
    void setLimits(const EngineLimits& limits)
    {
        m_limits = limits;
        m_customLimits = true;
    }
    EngineLimits limits() const;
    // Where the computer looks before it searches: a function giving a move from the position
    // (an opening book; the null move when it has none). Its legal moves are played at once, as
    // the engine's answer would be. An empty function (the default) turns the book off.
    void setBookMoves(std::function<core::Move(const core::Position&)> bookMove) { m_bookMove = std::move(bookMove); }
    // The game's clocks (not owned; null: none). While they run, the computer's moves are searched
    // with the real wtime/btime/winc/binc instead of limits() (a delay is sent as increment:
    // UCI has no delay).
    void setClock(const GameClock* clock) { m_clock = clock; }
    // True while the computer is searching for its move.
    bool isThinking() const { return m_task == Task::Move; }
    Task task() const { return m_task; }

public slots:
    // Undoes the computer's reply and the player's move (or only the player's move while the
    // computer still thinks); cancels a pending search. False when there is nothing to take back.
    bool takeBack();
    // Asks the engine for a move for the player: hintReady() follows.
    bool hint();
    // The player resigns: the result is set (Termination "normal") and the game stops.
    bool resign();
    // The player offers a draw: drawOfferAnswered() follows (and the result when accepted);
    // between people the draw is agreed at once.
    bool offerDraw();
    // The game was decided elsewhere (a flag fell; the result is already set): no more moves.
    void endGame(const QString& result, const QString& reason);
    // While the clocks are paused the computer does not think: a running search is dropped and
    // started again on resume.
    void setPaused(bool paused);

signals:
    void activeChanged(bool active);
    void thinkingChanged(bool thinking);
    // The computer's suggestion for the player.
    void hintReady(const QString& san, kibitz::core::Move move);
    void drawOfferAnswered(bool accepted);
    // The game ended (result "1-0", "0-1", "1/2-1/2"; translated reason).
    void gameEnded(const QString& result, const QString& reason);
    // A resignation or an agreed draw set the result (off the board: the notice tells it).
    void resultDecided(const QString& result, const QString& reason);
    // Something went wrong with the engine (translated).
    void errorOccurred(const QString& message);

private:
    void onPositionChanged();
    void onMoveMade(game::NodeId node);
    void followResult();
    void prepare(core::Color humanColor, Engine* engine, int level, game::NodeId startNode);
    void activate(bool newGame);
    void adopt(Engine* engine);
    void recordPlayers();
    bool decide(const QString& result, const QString& reason);
    void maybeMove();
    bool launch(Task task);
    bool playFromBook();
    void cancelSearch();
    void onInfo(const EngineInfo& info);
    void onBestMove(const EngineBestMove& best);
    void answerDrawOffer();
    void finish(const QString& result, const QString& reason);
    void setTask(Task task);

    EngineLimits moveLimits() const;

    ChessGameModel* m_model;
    GameEditing* m_editing;
    const GameClock* m_clock = nullptr;
    QPointer<Engine> m_engine;
    bool m_active = false;
    QString m_personName;
    bool m_reopenable = false; // a game against the computer ended: undoing its end resumes it
    bool m_engineMissing = false; // resumeWithoutEngine(): the shown game's computer cannot play
    bool m_peopleNow = false; // stop() ("Two Players"): people play the shown game, whatever its tags
    std::function<core::Move(const core::Position&)> m_bookMove;
    bool m_paused = false;
    bool m_quiet = false; // our own edits (computer move, take back) do not cancel anything
    core::Color m_human = core::White;
    EngineLimits m_limits;
    bool m_customLimits = false;
    Task m_task = Task::None;
    game::NodeId m_startNode = 0; // where the game against the computer began (take back stops there)
    game::NodeId m_personMove = game::NoNode; // the person's last move (the computer's reply joins it)
    quint64 m_taskKey = 0; // position key the current search belongs to
    EngineScore m_score; // the current search's score (side to move's view)
    bool m_hasScore = false;
};

} // namespace kibitz::engine
