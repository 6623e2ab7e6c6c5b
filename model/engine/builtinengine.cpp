// BuiltinEngine: each search is the work of a BackgroundJob over a Searcher that keeps its table
// between searches. A new request stops the running search (at once: the stop flag is checked at
// every node) and waits for it, so only one thread ever touches the Searcher.
#include "builtinengine.h"

#include "search/timebudget.h"

namespace kibitz::engine {

namespace {
const QString HashOption = QStringLiteral("Hash");
const QString SkillOption = QStringLiteral("Skill Level");
const QString SeedOption = QStringLiteral("Seed");
const QString ClearHashOption = QStringLiteral("Clear Hash");
} // namespace

// Search score to UCI score: centipawns, or moves to mate.
EngineInfo toEngineInfo(const search::SearchInfo& s)
{
    EngineInfo info;
    info.depth = s.depth;
    info.selDepth = s.selDepth;
    info.multiPv = s.multiPv;
    info.hasScore = true;
    info.score.isMate = search::isMateScore(s.score);
    info.score.value = info.score.isMate ? search::mateInMoves(s.score) : s.score;
    info.score.bound = s.bound == search::Bound::Lower ? EngineScore::Bound::Lower
        : s.bound == search::Bound::Upper              ? EngineScore::Bound::Upper
                                                       : EngineScore::Bound::Exact;
    info.nodes = s.nodes;
    info.nps = s.nps;
    info.timeMs = s.timeMs;
    info.hashfull = s.hashfull;
    info.pv = s.pv;
    return info;
}

// A built-in engine with a 16 MB table.
BuiltinEngine::BuiltinEngine(QObject* parent) : Engine(parent), m_searcher(std::make_unique<search::Searcher>(16)) { }

// Stops and joins the worker so the thread never outlives the engine.
BuiltinEngine::~BuiltinEngine() { finishWorker(); }

// The name shown in the engine choice.
QString BuiltinEngine::name() const { return tr("Kibitz built-in engine"); }

// Nothing to launch: ready at once.
void BuiltinEngine::start()
{
    if (state() == State::Idle || state() == State::Failed)
        setState(State::Ready);
}

// Ends any search; the table is kept.
void BuiltinEngine::shutdown()
{
    finishWorker();
    m_heldResult.reset();
    setState(State::Idle);
}

// Stops the search; the best move of the last complete iteration follows.
void BuiltinEngine::stop()
{
    if (m_heldResult) {
        const search::SearchResult result = *m_heldResult;
        m_heldResult.reset();
        emitBestMove(result);
        return;
    }
    if (m_job.isRunning()) {
        m_stopRequested = true;
        m_job.cancel();
        setState(State::Stopping);
    }
}

// Hash, Skill Level (of analysis; play() uses the game's level), Seed (random choices at low
// levels) and the Clear Hash button.
QList<EngineOption> BuiltinEngine::options() const
{
    EngineOption hash{HashOption, EngineOption::Type::Spin, QStringLiteral("16"), 1, 1024, {}};
    EngineOption skill{SkillOption, EngineOption::Type::Spin, QStringLiteral("20"), 0, 20, {}};
    EngineOption seed{SeedOption, EngineOption::Type::Spin, QStringLiteral("1"), 0, 1 << 30, {}};
    EngineOption clear{ClearHashOption, EngineOption::Type::Button, {}, 0, 0, {}};
    return {hash, skill, seed, clear};
}

// Applies an option; the table is resized or cleared only between searches.
void BuiltinEngine::setOption(const QString& name, const QVariant& value)
{
    if (name == HashOption) {
        m_pendingHashMb = qBound(1, value.toInt(), 1024);
    } else if (name == SkillOption) {
        m_skill = qBound(0, value.toInt(), search::MaxLevel);
    } else if (name == SeedOption) {
        m_seed = value.toULongLong();
    } else if (name == ClearHashOption) {
        m_pendingClear = true;
    }
    if (!m_job.isRunning())
        applyPendingTableChanges();
}

// Resizes or clears the table when asked to (never while a worker uses it).
void BuiltinEngine::applyPendingTableChanges()
{
    if (m_pendingHashMb > 0)
        m_searcher->setHashSize(std::size_t(m_pendingHashMb)); // clears it too
    else if (m_pendingClear)
        m_searcher->clear();
    m_pendingHashMb = 0;
    m_pendingClear = false;
}

// Stops the search, if any, and waits for it; its queued reports are then dropped.
void BuiltinEngine::finishWorker() { m_job.stop(); }

// Joins the worker without stopping it (an infinite search would never end: not waited for).
void BuiltinEngine::waitForWorker()
{
    if (m_job.isRunning() && !currentRequest().limits.infinite)
        m_job.wait();
}

// Replaces the current search with request and starts it on the worker.
void BuiltinEngine::submit(const SearchRequest& request)
{
    finishWorker();
    m_heldResult.reset();
    m_stopRequested = false;
    applyPendingTableChanges();
    setCurrentRequest(request);

    search::Limits limits;
    limits.depth = request.limits.depth;
    limits.movetimeMs = request.limits.movetimeMs;
    limits.nodes = request.limits.nodes;
    limits.infinite = request.limits.infinite;
    limits.multiPv = request.multiPv;
    for (const QString& uci : request.limits.searchMoves)
        if (const core::Move m = findUciMove(request.root, uci); !m.isNull())
            limits.searchMoves.push_back(m);
    if (request.limits.hasClock() && !limits.movetimeMs && !limits.depth && !limits.nodes) {
        const bool white = request.root.sideToMove() == core::White;
        limits.movetimeMs = search::moveTimeFor(white ? request.limits.wtimeMs : request.limits.btimeMs,
                                                white ? request.limits.wincMs : request.limits.bincMs);
    }
    if (!limits.infinite && !limits.depth && !limits.movetimeMs && !limits.nodes)
        limits.depth = 10;
    const bool play = request.mode == SearchRequest::Mode::Play;
    m_searcher->setStrength({play ? level() : m_skill, m_seed});

    search::Searcher* searcher = m_searcher.get();
    const core::Position root = request.root;
    const std::vector<core::Key> history = request.history;
    setState(State::Searching);
    m_job.start([this, searcher, root, history, limits](const JobContext& job) {
        searcher->setStopFlag(job.cancelFlag());
        const auto report = [this, &job](const search::SearchInfo& info) { job.post([this, info] { onInfo(info); }); };
        const search::SearchResult result = searcher->search(root, history, limits, report);
        searcher->setStopFlag(nullptr); // the flag goes with this work
        job.post([this, result] { onFinished(result); });
    });
}

// Forwards a report of the current search.
void BuiltinEngine::onInfo(const search::SearchInfo& info)
{
    if (isSearching())
        deliverInfo(toEngineInfo(info));
}

// The current search ended: deliver, or hold an infinite search's result until stop().
void BuiltinEngine::onFinished(const search::SearchResult& result)
{
    if (!isSearching())
        return;
    finishWorker();
    if (currentRequest().limits.infinite && !m_stopRequested) {
        m_heldResult = result;
        return;
    }
    emitBestMove(result);
}

// Emits the best move and returns to Ready.
void BuiltinEngine::emitBestMove(const search::SearchResult& result)
{
    EngineBestMove best;
    // Castling in the game's notation (king-takes-rook in Chess960); "0000" for no move.
    best.uci = QStringLiteral("0000");
    if (!result.bestMove.isNull()) {
        std::vector<core::Move> line{result.bestMove};
        if (!result.ponderMove.isNull())
            line.push_back(result.ponderMove);
        const QStringList uci = uciLine(currentRequest().root, line);
        best.uci = uci.value(0);
        best.ponderUci = uci.value(1);
    }
    setState(State::Ready);
    deliverBestMove(best);
}

} // namespace kibitz::engine
