// GameEvaluator: one search at a time, in main-line order, cached by position key per game.
#include "gameevaluator.h"

#include "chessgamemodel.h"
#include "engine/builtinengine.h"
#include "engine/engineposition.h"

namespace kibitz::engine {

GameEvaluator::GameEvaluator(ChessGameModel* model, QObject* parent)
    : QObject(parent), m_model(model), m_engine(new BuiltinEngine(this))
{
    // 1 MB holds 65,536 entries, over three times a 20,000-node search; a bigger table only
    // costs resident memory, as each search scatters its writes over every page.
    m_engine->setOption(QStringLiteral("Hash"), 1);
    connect(m_engine, &Engine::infoReceived, this, [this](const EngineInfo& info) {
        if (info.hasScore && info.multiPv == 1) {
            m_lastScore = info.score;
            m_hasLastScore = true;
        }
    });
    connect(m_engine, &Engine::bestMoveReceived, this, &GameEvaluator::onBestMove);
    // A new game is gameReset, then historyChanged: the cache is emptied, then the line rebuilt
    // once.
    connect(m_model, &ChessGameModel::gameReset, this, &GameEvaluator::startNewGame);
    connect(m_model, &ChessGameModel::historyChanged, this, &GameEvaluator::rebuildLine);
    // A node's [%eval] (the game review, a loaded PGN) is the score of its position.
    const auto takeScore = [this](game::NodeId node) {
        if (takeStoredScore(node)) {
            const int ply = plyOfKey(m_model->tree().node(node).position.key());
            if (ply >= 0)
                emit scoreChanged(ply, m_scores.value(m_model->tree().node(node).position.key()));
        }
    };
    connect(m_model, &ChessGameModel::nodeChanged, this, takeScore);
    connect(m_model, &ChessGameModel::annotationsChanged, this, takeScore);
    rebuildLine();
}

// The engine's thread ends with the evaluator.
GameEvaluator::~GameEvaluator() { shutdown(); }

// Starting goes on with the first position without a score.
void GameEvaluator::setRunning(bool on)
{
    m_running = on;
    evaluateNext();
}

game::NodeId GameEvaluator::nodeAt(int ply) const
{
    return ply >= 0 && ply < int(m_line.size()) ? m_line[ply] : game::NoNode;
}

bool GameEvaluator::scoreAt(int ply, EngineScore* white) const
{
    if (ply < 0 || ply >= int(m_line.size()))
        return false;
    const auto it = m_scores.constFind(m_model->tree().node(m_line[ply]).position.key());
    if (it == m_scores.cend())
        return false;
    if (white)
        *white = *it;
    return true;
}

bool GameEvaluator::isComplete() const
{
    for (int ply = 0; ply < int(m_line.size()); ++ply)
        if (!scoreAt(ply, nullptr))
            return false;
    return true;
}

void GameEvaluator::shutdown()
{
    m_pending = false;
    m_running = false;
    if (m_engine)
        m_engine->shutdown();
}

// Kept only when the shown position is on the main line of this game.
void GameEvaluator::setShownPositionScore(const EngineScore& white, bool valid)
{
    if (!valid)
        return;
    const quint64 key = m_model->position().key();
    m_scores.insert(key, white);
    m_analysed.insert(key, true);
    const int ply = plyOfKey(key);
    if (ply >= 0)
        emit scoreChanged(ply, white);
}

// Another game: an empty cache and no line until historyChanged; a running search is stopped
// and its answer dropped.
void GameEvaluator::startNewGame()
{
    ++m_game;
    m_scores.clear();
    m_analysed.clear();
    m_line.clear();
    if (m_pending && m_engine)
        m_engine->stop();
}

// Main line nodes from the root; finished positions get their score without an engine.
void GameEvaluator::rebuildLine()
{
    m_line.clear();
    const game::GameTree& tree = m_model->tree();
    for (game::NodeId id = game::RootNode; id != game::NoNode; id = tree.mainChild(id))
        m_line.push_back(id);
    for (const game::NodeId id : m_line) {
        takeStoredScore(id);
        const core::GameStatus status = m_model->statuses()->statusAt(id);
        if (!status.isOver())
            continue;
        EngineScore s;
        if (status.state == core::GameState::Checkmate) {
            s.isMate = true;
            s.value = status.winner == core::White ? 1 : -1;
        }
        m_scores.insert(tree.node(id).position.key(), s);
    }
    emit lineChanged();
    evaluateNext();
}

// The node's stored evaluation, if any, becomes its position's score (kept over quick ones).
bool GameEvaluator::takeStoredScore(game::NodeId node)
{
    const game::Node& n = m_model->tree().node(node);
    if (!n.annotations().eval)
        return false;
    EngineScore s;
    s.isMate = n.annotations().eval->mate;
    s.value = n.annotations().eval->value;
    m_scores.insert(n.position.key(), s);
    m_analysed.insert(n.position.key(), true);
    return true;
}

// Starts the engine on the first main-line position without a score.
void GameEvaluator::evaluateNext()
{
    if (m_pending || !m_engine || !m_running)
        return;
    for (int ply = 0; ply < int(m_line.size()); ++ply) {
        if (scoreAt(ply, nullptr))
            continue;
        const EnginePosition p = enginePosition(m_model->tree(), m_line[ply]);
        m_pendingKey = m_model->tree().node(m_line[ply]).position.key();
        m_pendingGame = m_game;
        m_pending = true;
        m_hasLastScore = false;
        if (!m_engine->analyse(p.fen, p.moves, EngineLimits::ofNodes(m_nodeBudget)))
            m_pending = false;
        return;
    }
}

// The search ended: store its score (turned to White's side) if it belongs to this game, go on.
void GameEvaluator::onBestMove()
{
    if (!m_pending)
        return;
    m_pending = false;
    if (m_pendingGame == m_game && m_hasLastScore && !m_analysed.contains(m_pendingKey)) {
        const core::Color side = m_engine->currentRequest().root.sideToMove();
        const EngineScore white = m_lastScore.forWhite(side);
        m_scores.insert(m_pendingKey, white);
        const int ply = plyOfKey(m_pendingKey);
        if (ply >= 0)
            emit scoreChanged(ply, white);
    }
    evaluateNext();
}

// The first main-line ply showing the position with key, -1 when there is none.
int GameEvaluator::plyOfKey(quint64 key) const
{
    for (int ply = 0; ply < int(m_line.size()); ++ply)
        if (m_model->tree().node(m_line[ply]).position.key() == key)
            return ply;
    return -1;
}

} // namespace kibitz::engine
