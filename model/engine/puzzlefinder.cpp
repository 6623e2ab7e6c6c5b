// PuzzleFinder: the review, then one two-line search before each mistake of the chosen sides.
#include "puzzlefinder.h"

#include "engine/engineposition.h"

#include "core/fen.h"
#include "core/movegen.h"
#include "core/san.h"

namespace kibitz::engine {

namespace {

bool isMistake(const ReviewedMove& m)
{
    return m.judged && (m.judgement.mark == review::Mark::Mistake || m.judgement.mark == review::Mark::Blunder);
}

// The evaluation of a line for White.
game::Evaluation whiteEval(const EngineInfo& info, core::Color toMove)
{
    const EngineScore white = info.score.forWhite(toMove);
    return game::Evaluation{white.isMate, white.value, info.depth};
}

// The deepest depth at which both lines have a score (an exact one when there is one), or the
// first line alone when the engine gave no second; nullptr for line 1 when there is none.
std::pair<const EngineInfo*, const EngineInfo*> deepestPair(const std::vector<EngineInfo>& infos)
{
    auto better = [](const EngineInfo* kept, const EngineInfo& next) {
        return !kept || next.depth > kept->depth
            || (next.depth == kept->depth
                && (next.score.bound == EngineScore::Bound::Exact || kept->score.bound != EngineScore::Bound::Exact));
    };
    const EngineInfo* first = nullptr;
    const EngineInfo* second = nullptr;
    for (const EngineInfo& info : infos)
        if (info.multiPv == 2 && !info.pv.empty() && better(second, info))
            second = &info;
    for (const EngineInfo& info : infos)
        if (info.multiPv == 1 && !info.pv.empty() && (!second || info.depth <= second->depth) && better(first, info))
            first = &info;
    if (first && second && second->depth > first->depth)
        second = nullptr; // cannot happen with a UCI engine, which sends line 1 first
    return {first, second};
}

} // namespace

PuzzleFinder::PuzzleFinder(Engine* engine, QObject* parent)
    : QObject(parent), m_reviewer(new GameReviewer(engine, this)), m_engine(engine)
{
    connect(m_reviewer, &GameReviewer::progressed, this, [this] { emit progressed(done(), total()); });
    connect(m_reviewer, &GameReviewer::finished, this, &PuzzleFinder::onReviewed);
    connect(m_reviewer, &GameReviewer::failed, this, &PuzzleFinder::fail);
    connect(m_engine, &Engine::infoReceived, this, &PuzzleFinder::onInfo);
    connect(m_engine, &Engine::bestMoveReceived, this, &PuzzleFinder::onBestMove);
    connect(m_engine, &Engine::errorOccurred, this, &PuzzleFinder::onError);
}

bool PuzzleFinder::start(const game::Game& game, int gameNumber, const PuzzleOptions& options)
{
    if (m_running || !m_engine || (!options.white && !options.black))
        return false;
    m_game = game.clone();
    m_gameNumber = gameNumber;
    m_options = options;
    m_line.clear();
    for (game::NodeId id = game::RootNode; id != game::NoNode; id = m_game.tree.mainChild(id))
        m_line.push_back(id);
    m_candidates.clear();
    m_searched = 0;
    m_puzzles.clear();
    ReviewOptions review;
    review.limits = options.limits;
    review.white = options.white;
    review.black = options.black;
    // Running before the review starts: an engine that fails at once ends it inside start().
    m_running = true;
    if (!m_reviewer->start(m_game, review)) {
        m_running = false;
        return false;
    }
    return true;
}

void PuzzleFinder::cancel()
{
    if (!m_running)
        return;
    m_running = false;
    m_searching = false;
    m_reviewer->cancel();
    if (m_engine) {
        m_engine->stop();
        m_engine->shutdown();
    }
    emit cancelled();
}

// The review is done: its mistakes and blunders of the chosen sides are the candidates.
void PuzzleFinder::onReviewed()
{
    if (!m_running)
        return;
    const std::vector<ReviewedMove>& moves = m_reviewer->result().moves;
    for (std::size_t i = 0; i < moves.size(); ++i)
        if (isMistake(moves[i]) && core::countLegalMoves(m_game.tree.node(m_line[i]).position) > 1)
            m_candidates.push_back(i);
    emit progressed(done(), total());
    // Later, not inside the review's last bestMoveReceived: this finder's own slot for that
    // signal still follows and would take its move for the answer to the new search.
    QMetaObject::invokeMethod(this, &PuzzleFinder::searchNext, Qt::QueuedConnection);
}

// Searches the position before the next candidate with two lines, given to the engine as play
// and analysis give it (enginePosition(): the game's repetitions known, Chess960 castling).
void PuzzleFinder::searchNext()
{
    if (!m_running)
        return;
    if (m_searched == m_candidates.size()) {
        m_running = false;
        if (m_engine)
            m_engine->shutdown();
        emit finished();
        return;
    }
    const EnginePosition p = enginePosition(m_game.tree, m_line[m_candidates[m_searched]]);
    m_infos.clear();
    m_lastError.clear();
    m_searching = true;
    if (!m_engine->analyse(p.fen, p.moves, m_options.limits, 2))
        fail(m_lastError);
}

void PuzzleFinder::onInfo(const EngineInfo& info)
{
    if (m_searching && info.hasScore)
        m_infos.push_back(info);
}

void PuzzleFinder::onBestMove(const EngineBestMove& best)
{
    if (!m_searching)
        return;
    m_searching = false;
    if (best.move.isNull()) {
        fail(m_lastError);
        return;
    }
    judgeCandidate();
    ++m_searched;
    emit progressed(done(), total());
    searchNext();
}

void PuzzleFinder::onError(const QString& message)
{
    m_lastError = message;
    if (m_searching && m_engine && m_engine->state() == Engine::State::Failed)
        fail(message);
}

// A puzzle when the first line's move is not the one played and clearly beats the second's.
void PuzzleFinder::judgeCandidate()
{
    const std::size_t index = m_candidates[m_searched];
    const ReviewedMove& move = m_reviewer->result().moves[index];
    const game::Node& before = m_game.tree.node(m_line[index]);
    const game::Node& played = m_game.tree.node(m_line[index + 1]);
    const core::Color side = before.position.sideToMove();
    const auto [first, second] = deepestPair(m_infos);
    if (!first || first->pv.front() == played.move)
        return;
    const game::Evaluation bestEval = whiteEval(*first, side);
    std::optional<game::Evaluation> secondEval;
    if (second)
        secondEval = whiteEval(*second, side);
    if (!puzzles::clearlyBest(bestEval, secondEval, side))
        return;
    puzzles::Puzzle p;
    p.game = m_gameNumber;
    p.ply = int(index);
    p.side = side;
    p.fen = core::toFen(before.position);
    p.best = first->pv.front();
    p.bestSan = core::toSan(before.position, p.best);
    p.played = played.move;
    p.playedSan = core::toSan(before.position, p.played);
    p.judgement = move.judgement;
    p.bestEval = bestEval;
    p.secondEval = secondEval;
    p.playedEval = move.hasEval ? move.eval : review::finishedEval(played.position).value_or(move.eval);
    p.line = first->pv;
    p.refutation = move.reply;
    p.theme = puzzles::themeOf(p, before.position);
    m_puzzles.push_back(std::move(p));
}

// Ends the search with message; nothing is delivered.
void PuzzleFinder::fail(const QString& message)
{
    if (!m_running)
        return;
    m_running = false;
    m_searching = false;
    if (m_engine) {
        m_engine->stop();
        m_engine->shutdown();
    }
    emit failed(message);
}

} // namespace kibitz::engine
