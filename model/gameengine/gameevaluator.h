// The evaluation of a game's main line, ply by ply, for the evaluation graph. A built-in engine
// at a small node budget evaluates one position at a time, in main-line order, while running;
// a deeper score of the shown position (from the analysis panel) replaces the quick one.
// Finished positions get their score without a search, and a node's stored evaluation
// ([%eval], written by the game review) is its position's score.
//
// Scores are cached by position key for one game: moves added or taken back keep the scores of
// the positions that remain. A new or loaded game (ChessGameModel::gameReset) starts an empty
// cache, and the answer of a search still running for the previous game is dropped, so a game
// never shows another game's scores.
#pragma once

#include "engine/engine.h"
#include "engine/enginetypes.h"
#include "game/gametree.h"

#include <QHash>
#include <QObject>
#include <QPointer>

#include <vector>

namespace kibitz {
class ChessGameModel;
}

namespace kibitz::engine {

class GameEvaluator : public QObject {
    Q_OBJECT
public:
    // model is not owned and must outlive the evaluator. The evaluator creates and owns its
    // engine (a BuiltinEngine, its child), which ends with it.
    explicit GameEvaluator(ChessGameModel* model, QObject* parent = nullptr);
    ~GameEvaluator() override;

    ChessGameModel* model() const { return m_model; }
    // Nodes searched per position (default 20000).
    void setNodeBudget(quint64 nodes) { m_nodeBudget = nodes; }
    // Searches only while running (the graph runs it while it is shown); off by default.
    void setRunning(bool on);
    bool isRunning() const { return m_running; }
    int plyCount() const { return int(m_line.size()); }
    // The node at ply of the main line, NoNode when out of range.
    game::NodeId nodeAt(int ply) const;
    // The White-side score known for ply (false when not evaluated yet).
    bool scoreAt(int ply, EngineScore* white) const;
    // True when every ply of the main line has a score.
    bool isComplete() const;
    // Ends the engine for good.
    void shutdown();

public slots:
    // A deeper score of the shown position (White's side), kept over the quick one.
    void setShownPositionScore(const kibitz::engine::EngineScore& white, bool valid);

signals:
    // The main line changed (another game, moves added or removed): plyCount() and every
    // score may differ.
    void lineChanged();
    // ply of the main line has a new score (White's side).
    void scoreChanged(int ply, const kibitz::engine::EngineScore& white);

private:
    void startNewGame();
    void rebuildLine();
    void evaluateNext();
    void onBestMove();
    int plyOfKey(quint64 key) const;
    bool takeStoredScore(game::NodeId node);

    ChessGameModel* m_model;
    QPointer<Engine> m_engine;
    std::vector<game::NodeId> m_line; // main line, root first
    QHash<quint64, EngineScore> m_scores; // this game's scores by position key, White's side
    QHash<quint64, bool> m_analysed; // keys whose score came from the analysis panel
    quint64 m_game = 0; // counts games (gameReset); a search belongs to one
    quint64 m_pendingGame = 0;
    quint64 m_pendingKey = 0;
    bool m_pending = false;
    EngineScore m_lastScore;
    bool m_hasLastScore = false;
    quint64 m_nodeBudget = 20000;
    bool m_running = false;
};

} // namespace kibitz::engine
