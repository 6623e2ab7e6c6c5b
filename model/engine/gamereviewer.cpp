// GameReviewer: one engine, one position at a time along the main line; applyReview().
#include "gamereviewer.h"

#include "engine/engineposition.h"

#include "core/movegen.h"
#include "core/san.h"

#include <QCoreApplication>

#include <algorithm>

namespace kibitz::engine {

namespace {

// An evaluation as a number that grows with the mover's prospects (a mate beyond any centipawns,
// a quicker mate higher).
int moverKey(const game::Evaluation& white, core::Color mover)
{
    const int value = mover == core::White ? white.value : -white.value;
    if (!white.mate)
        return value;
    return value > 0 ? 1000000 - value : -1000000 - value;
}

} // namespace

GameReviewer::GameReviewer(Engine* engine, QObject* parent) : QObject(parent), m_engine(engine)
{
    m_engine->setParent(this);
    connect(m_engine, &Engine::infoReceived, this, &GameReviewer::onInfo);
    connect(m_engine, &Engine::bestMoveReceived, this, &GameReviewer::onBestMove);
    connect(m_engine, &Engine::errorOccurred, this, &GameReviewer::onError);
}

// The engine ends with the reviewer (its process handed to the reaper).
GameReviewer::~GameReviewer()
{
    if (m_engine)
        m_engine->shutdown();
}

bool GameReviewer::start(const game::Game& game, const ReviewOptions& options)
{
    if (m_running || !m_engine)
        return false;
    m_game = game.clone();
    const game::GameTree& tree = m_game.tree;
    m_line.clear();
    m_positions.clear();
    m_scores.clear();
    m_rechecks.clear();
    m_rechecked.clear();
    m_rechecking = false;
    for (game::NodeId id = game::RootNode; id != game::NoNode; id = tree.mainChild(id)) {
        m_line.push_back(id);
        m_positions.push_back(tree.node(id).position);
    }
    if (m_line.size() < 2)
        return false;
    m_options = options;
    m_result = ReviewResult{};
    m_result.engineName = m_engine->name();
    m_running = true;
    m_engine->newGame();
    scoreNext();
    return true;
}

void GameReviewer::cancel()
{
    if (!m_running)
        return;
    end();
    emit cancelled();
}

// Scores finished positions at once; starts the engine on the next other one; then the re-checks.
void GameReviewer::scoreNext()
{
    while (m_running && m_scores.size() < m_positions.size()) {
        const std::size_t index = m_scores.size();
        if (const std::optional<game::Evaluation> finished = review::finishedEval(m_positions[index])) {
            m_scores.push_back(Score{*finished, {}, {}});
            emit progressed(done(), total());
            continue;
        }
        search(index, {});
        return;
    }
    if (!m_running)
        return;
    if (!m_rechecking) {
        m_rechecking = true;
        planRechecks();
    }
    if (m_rechecked.size() < m_rechecks.size()) {
        const std::size_t move = m_rechecks[m_rechecked.size()];
        search(move - 1, {uciMove(m_positions[move - 1], playedMove(move))});
        return;
    }
    finish();
}

// Searches the position at index of the line (only searchMoves when given), given to the engine
// as play and analysis give it (enginePosition()); false when the engine refused, and the review
// has failed.
bool GameReviewer::search(std::size_t position, const QStringList& searchMoves)
{
    m_lastInfo.reset();
    m_lastError.clear();
    EngineLimits limits = m_options.limits;
    limits.searchMoves = searchMoves;
    const EnginePosition p = enginePosition(m_game.tree, m_line[position]);
    if (m_engine->analyse(p.fen, p.moves, limits))
        return true;
    end();
    emit failed(m_lastError);
    return false;
}

// The moves of the reviewed sides that the scores would mark although the engine did not choose
// them are searched again (see the class comment).
void GameReviewer::planRechecks()
{
    for (std::size_t i = 1; i < m_line.size(); ++i) {
        const core::Color mover = m_positions[i - 1].sideToMove();
        const bool reviewed = mover == core::White ? m_options.white : m_options.black;
        if (reviewed && !enginesChoice(i)
            && review::judge(m_scores[i - 1].white, m_scores[i].white, mover).mark != review::Mark::None)
            m_rechecks.push_back(i);
    }
    if (!m_rechecks.empty())
        emit progressed(done(), total());
}

// The move that leads to m_line[move].
core::Move GameReviewer::playedMove(std::size_t move) const
{
    return m_game.tree.node(m_line[move]).move;
}

// True when move (an index into m_line) is the best move of the search before it.
bool GameReviewer::enginesChoice(std::size_t move) const
{
    const Score& before = m_scores[move - 1];
    if (!before.best.isNull())
        return before.best == playedMove(move);
    return !before.pv.empty() && before.pv.front() == playedMove(move);
}

// The score of the search that just ended, White's view; nullopt when the engine sent none.
std::optional<game::Evaluation> GameReviewer::lastScore(const core::Position& pos) const
{
    if (!m_lastInfo)
        return std::nullopt;
    const EngineScore white = m_lastInfo->score.forWhite(pos.sideToMove());
    return game::Evaluation{white.isMate, white.value, m_lastInfo->depth};
}

// Keeps the deepest exact score of the principal line (a bound only when nothing better came).
void GameReviewer::onInfo(const EngineInfo& info)
{
    if (!m_running || info.multiPv != 1 || !info.hasScore)
        return;
    if (info.score.bound == EngineScore::Bound::Exact || !m_lastInfo
        || m_lastInfo->score.bound != EngineScore::Bound::Exact)
        m_lastInfo = info;
}

// The search ended: keep its score (White's view) and go on. No move, or an illegal one, where
// legal moves exist ends the review with the engine's message (as kibitz-cli analyse refuses it).
void GameReviewer::onBestMove(const EngineBestMove& best)
{
    if (!m_running)
        return;
    const std::size_t index = m_rechecking ? m_rechecks[m_rechecked.size()] - 1 : m_scores.size();
    const core::Position& pos = m_positions[index];
    if (best.move.isNull()) {
        end();
        emit failed(m_lastError);
        return;
    }
    if (m_rechecking) {
        m_rechecked.push_back(lastScore(pos));
    } else {
        Score score;
        score.white = lastScore(pos).value_or(game::Evaluation{});
        score.best = best.move;
        if (m_lastInfo)
            score.pv = m_lastInfo->pv;
        if (score.pv.empty())
            score.pv.push_back(best.move);
        m_scores.push_back(score);
    }
    emit progressed(done(), total());
    scoreNext();
}

// An engine that failed ends the review with its message.
void GameReviewer::onError(const QString& message)
{
    m_lastError = message;
    if (!m_running || !m_engine || m_engine->state() != Engine::State::Failed)
        return;
    end();
    emit failed(message);
}

// Judges every move from the scores around it and builds the result.
void GameReviewer::finish()
{
    for (std::size_t i = 1; i < m_line.size(); ++i) {
        ReviewedMove m;
        m.node = m_line[i];
        m.mover = m_positions[i - 1].sideToMove();
        m.eval = m_scores[i].white;
        m.hasEval = core::hasLegalMove(m_positions[i]);
        m.judged = m.mover == core::White ? m_options.white : m_options.black;
        m.judgement = judgeMove(i);
        m.reply = m_scores[i].pv;
        const std::vector<core::Move>& pv = m_scores[i - 1].pv;
        if (!pv.empty() && pv.front() != playedMove(i)) {
            m.betterLine = pv;
            m.betterSan = QString::fromStdString(core::toSan(m_positions[i - 1], pv.front()));
        }
        m_result.moves.push_back(std::move(m));
    }
    m_result.startEval = m_scores.front().white;
    end();
    emit finished();
}

// The judgement of move (an index into m_line) from the scores around it: the engine's own
// choice keeps no mark; a re-checked move is judged by the better, for the mover, of the score
// after it and its re-checked score.
review::Judgement GameReviewer::judgeMove(std::size_t move) const
{
    const core::Color mover = m_positions[move - 1].sideToMove();
    const game::Evaluation& before = m_scores[move - 1].white;
    game::Evaluation after = m_scores[move].white;
    const auto at = std::find(m_rechecks.begin(), m_rechecks.end(), move);
    if (at != m_rechecks.end()) {
        const std::optional<game::Evaluation>& again = m_rechecked[std::size_t(at - m_rechecks.begin())];
        if (again && moverKey(*again, mover) > moverKey(after, mover))
            after = *again;
    }
    review::Judgement j = review::judge(before, after, mover);
    if (enginesChoice(move)) {
        j.mark = review::Mark::None;
        j.reason = review::Reason::None;
    }
    return j;
}

// The review is over: the engine process ends (it is started once per review).
void GameReviewer::end()
{
    m_running = false;
    if (m_engine) {
        m_engine->stop();
        m_engine->shutdown();
    }
}

namespace {

// The better line after a marked move as a variation from the position before it, unless that
// position already has its first move; the first move's comment names the engine's move.
void addBetterLine(const game::GameTree& tree, const ReviewedMove& m, int maxPlies, game::AnnotationEdit& edit)
{
    const game::NodeId parent = tree.node(m.node).parent;
    if (m.betterLine.empty() || tree.findChild(parent, m.betterLine.front()) != game::NoNode)
        return;
    game::LineEdit line;
    line.parent = parent;
    const int plies = std::min(int(m.betterLine.size()), std::max(1, maxPlies));
    line.moves.assign(m.betterLine.begin(), m.betterLine.begin() + plies);
    line.comment = QCoreApplication::translate("GameReviewer", "Better was %1").arg(m.betterSan).toStdString();
    edit.lines.push_back(std::move(line));
}

// The move's NAGs with its move assessment (NAGs 1 to 6) replaced by nag.
std::vector<std::uint8_t> withAssessment(std::vector<std::uint8_t> nags, std::uint8_t nag)
{
    nags.erase(std::remove_if(nags.begin(), nags.end(), [](std::uint8_t n) { return n >= 1 && n <= 6; }), nags.end());
    nags.insert(nags.begin(), nag);
    return nags;
}

} // namespace

game::AnnotationEdit reviewEdit(const game::GameTree& tree, const ReviewResult& result, const ReviewOptions& options)
{
    game::AnnotationEdit edit;
    if (!result.moves.empty() && tree.root().annotations().eval != result.startEval) {
        game::NodeEdit root{game::RootNode, tree.root().nags(), tree.root().annotations()};
        root.annotations.eval = result.startEval;
        edit.nodes.push_back(std::move(root));
    }
    for (const ReviewedMove& m : result.moves) {
        if (!tree.contains(m.node))
            continue;
        const game::Node& node = tree.node(m.node);
        game::NodeEdit e{m.node, node.nags(), node.annotations()};
        if (m.hasEval)
            e.annotations.eval = m.eval;
        const std::uint8_t nag = m.judged ? review::nagOf(m.judgement.mark) : 0;
        if (nag != 0)
            e.nags = withAssessment(e.nags, nag);
        if (e.nags != node.nags() || e.annotations != node.annotations())
            edit.nodes.push_back(std::move(e));
        if (nag != 0 && options.variations)
            addBetterLine(tree, m, options.variationPlies, edit);
    }
    return edit;
}

int applyReview(game::Game& game, const ReviewResult& result, const ReviewOptions& options)
{
    const game::AnnotationEdit edit = reviewEdit(game.tree, result, options);
    game::applyEdit(game.tree, edit);
    return int(edit.nodes.size());
}

} // namespace kibitz::engine
