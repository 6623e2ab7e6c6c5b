// GameReviewer: one engine, one position at a time along the main line; applyReview().
#include "gamereviewer.h"

#include "core/fen.h"
#include "core/movegen.h"
#include "core/san.h"

#include <QCoreApplication>

#include <algorithm>

namespace kibitz::engine {

namespace {

// The evaluation of a position no search is needed for: mate (the side to move is mated, so
// the other side "mates in 1" for the judging), stalemate 0.00.
game::Evaluation finishedEval(const core::Position& pos)
{
    game::Evaluation e;
    if (pos.inCheck()) {
        e.mate = true;
        e.value = pos.sideToMove() == core::White ? -1 : 1;
    }
    return e;
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
    const game::GameTree& tree = game.tree;
    m_line.clear();
    m_uci.clear();
    m_positions.clear();
    m_scores.clear();
    for (game::NodeId id = game::RootNode; id != game::NoNode; id = tree.mainChild(id)) {
        m_line.push_back(id);
        m_positions.push_back(tree.node(id).position);
        if (id != game::RootNode) {
            m_uci.push_back(QString::fromStdString(core::moveToUci(tree.node(id).move)));
        }
    }
    if (m_line.size() < 2)
        return false;
    m_options = options;
    m_fen = QString::fromStdString(core::toFen(tree.startPosition()));
    m_result = ReviewResult{};
    m_result.engineName = m_engine->name();
    m_result.reviewedWhite = options.white;
    m_result.reviewedBlack = options.black;
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

// Scores finished positions at once; starts the engine on the next other one.
void GameReviewer::scoreNext()
{
    while (m_running && m_scores.size() < m_positions.size()) {
        const std::size_t index = m_scores.size();
        const core::Position& pos = m_positions[index];
        if (!core::hasLegalMove(pos)) {
            m_scores.push_back(Score{finishedEval(pos), {}});
            emit progressed(done(), total());
            continue;
        }
        m_lastInfo.reset();
        const QStringList moves(m_uci.begin(), m_uci.begin() + qsizetype(index));
        m_lastError.clear();
        if (!m_engine->analyse(m_fen, moves, m_options.limits)) {
            end();
            emit failed(m_lastError);
        }
        return;
    }
    if (m_running)
        finish();
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

// The search of the current position ended: keep its score (White's view) and go on.
void GameReviewer::onBestMove(const EngineBestMove& best)
{
    if (!m_running)
        return;
    const std::size_t index = m_scores.size();
    const core::Position& pos = m_positions[index];
    Score score;
    if (m_lastInfo) {
        const EngineScore white = m_lastInfo->score.forWhite(pos.sideToMove());
        score.white.mate = white.isMate;
        score.white.value = white.value;
        score.white.depth = m_lastInfo->depth;
        score.pv = m_lastInfo->pv;
    }
    if (score.pv.empty() && !best.move.isNull())
        score.pv.push_back(best.move);
    m_scores.push_back(score);
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
    std::vector<review::Judgement> white;
    std::vector<review::Judgement> black;
    for (std::size_t i = 1; i < m_line.size(); ++i) {
        ReviewedMove m;
        m.node = m_line[i];
        m.mover = m_positions[i - 1].sideToMove();
        m.eval = m_scores[i].white;
        m.hasEval = core::hasLegalMove(m_positions[i]);
        m.judged = m.mover == core::White ? m_options.white : m_options.black;
        m.judgement = review::judge(m_scores[i - 1].white, m_scores[i].white, m.mover);
        const std::vector<core::Move>& pv = m_scores[i - 1].pv;
        if (!pv.empty() && core::moveToUci(pv.front()) != m_uci[i - 1].toStdString()) {
            m.betterLine = pv;
            m.betterSan = QString::fromStdString(core::toSan(m_positions[i - 1], pv.front()));
        }
        if (m.judged)
            (m.mover == core::White ? white : black).push_back(m.judgement);
        m_result.moves.push_back(std::move(m));
    }
    m_result.startEval = m_scores.front().white;
    m_result.white = review::summarise(white);
    m_result.black = review::summarise(black);
    end();
    emit finished();
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
    if (!result.moves.empty() && tree.root().annotations.eval != result.startEval) {
        game::NodeEdit root{game::RootNode, tree.root().nags, tree.root().annotations};
        root.annotations.eval = result.startEval;
        edit.nodes.push_back(std::move(root));
    }
    for (const ReviewedMove& m : result.moves) {
        if (!tree.contains(m.node))
            continue;
        const game::Node& node = tree.node(m.node);
        game::NodeEdit e{m.node, node.nags, node.annotations};
        if (m.hasEval)
            e.annotations.eval = m.eval;
        const std::uint8_t nag = m.judged ? review::nagOf(m.judgement.mark) : 0;
        if (nag != 0)
            e.nags = withAssessment(e.nags, nag);
        if (e.nags != node.nags || e.annotations != node.annotations)
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
