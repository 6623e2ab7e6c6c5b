// The engine interface the analysis panel and casual play use: analyse a position (FEN plus
// moves) with limits and MultiPV, or choose a move to play; results arrive as signals.
// A new request replaces the current one (it is stopped, its results dropped): requests never queue.
//
// Ownership: an engine is a QObject owned by its parent, the one component that drives it
// (AnalysisPanel, PlayController, GameEvaluator; PlayController::start() and
// AnalysisPanel::setEngine() take ownership by reparenting). Deleting an engine ends its worker
// thread or hands its process to the ProcessReaper, so it never blocks on the engine; owners
// call shutdown() first when the engine should end before they do.
#pragma once

#include "enginetypes.h"

#include <QObject>
#include <QVariant>

namespace kibitz::engine {

class Engine : public QObject {
    Q_OBJECT
public:
    enum class State {
        Idle, // not started (or shut down)
        Starting, // process starting / handshake running
        Ready, // waiting for a request
        Searching,
        Stopping, // stop sent, waiting for the best move
        Failed // an error ended the engine; analyse() or start() tries again
    };
    Q_ENUM(State)

    explicit Engine(QObject* parent = nullptr);
    ~Engine() override;

    // A display name ("Kibitz built-in", or the UCI engine's "id name").
    virtual QString name() const = 0;
    // Starts the engine; stateChanged(Ready) or errorOccurred() follows. No-op when running.
    virtual void start() = 0;
    // Ends any search and the engine itself (process included). State becomes Idle.
    virtual void shutdown() = 0;
    // Stops the search; bestMoveReceived() still follows, as in UCI.
    virtual void stop() = 0;
    // Options the engine offers (after the handshake for UCI engines).
    virtual QList<EngineOption> options() const = 0;
    // Sets an option by name; remembered and applied when the engine can take it.
    virtual void setOption(const QString& name, const QVariant& value) = 0;
    // The next request starts a new game (UCI "ucinewgame" before its position; the built-in
    // engine clears its hash table), so nothing learnt from another game carries over.
    virtual void newGame() { }

    // Analyses fen + moves (UCI). Starts the engine when needed. False (with errorOccurred) when
    // the position is invalid.
    bool analyse(const QString& fen, const QStringList& moves, const EngineLimits& limits, int multiPv = 1);
    // Searches for a move to play at the configured strength level (see setLevel()).
    bool play(const QString& fen, const QStringList& moves, const EngineLimits& limits);
    // Strength for play(): 0 (weakest) to 20 (full strength). It decides the engine's Skill Level
    // (or UCI_LimitStrength/UCI_Elo) in play() over the person's own option values; analysis
    // uses those values (full strength unless the person lowered it in the engine's options).
    void setLevel(int level);
    int level() const { return m_level; }

    State state() const { return m_state; }
    bool isSearching() const { return m_state == State::Searching || m_state == State::Stopping; }
    // The request being searched (its root position converts PVs to SAN).
    const SearchRequest& currentRequest() const { return m_current; }

signals:
    void stateChanged(kibitz::engine::Engine::State state);
    // One line of analysis for the current request; pv and pvSan are filled.
    void infoReceived(const kibitz::engine::EngineInfo& info);
    // The search of the current request ended (limits reached or stop()).
    void bestMoveReceived(const kibitz::engine::EngineBestMove& best);
    // A translated message saying what went wrong.
    void errorOccurred(const QString& message);

protected:
    // Takes over a validated request, replacing any current one.
    virtual void submit(const SearchRequest& request) = 0;
    void setState(State state);
    // Marks request as the one whose results are delivered.
    void setCurrentRequest(const SearchRequest& request) { m_current = request; }
    // Converts the PV against the current request's root and emits infoReceived().
    void deliverInfo(EngineInfo info);
    // Resolves the move against the current root and emits bestMoveReceived().
    void deliverBestMove(EngineBestMove best);

private:
    bool request(const QString& fen, const QStringList& moves, const EngineLimits& limits, int multiPv,
                 SearchRequest::Mode mode);

    State m_state = State::Idle;
    SearchRequest m_current;
    int m_level = 20;
};

} // namespace kibitz::engine
