// The engine interface: request validation and result delivery shared by every engine.
#include "engine.h"

#include "errortext.h"

#include "core/movegen.h"
#include "core/san.h"

#include <algorithm>

namespace kibitz::engine {

// Registers the value types for queued connections.
Engine::Engine(QObject* parent) : QObject(parent)
{
    qRegisterMetaType<EngineInfo>();
    qRegisterMetaType<EngineBestMove>();
}

Engine::~Engine() = default;

// Analysis request at full strength.
bool Engine::analyse(const QString& fen, const QStringList& moves, const EngineLimits& limits, int multiPv)
{
    return request(fen, moves, limits, multiPv, SearchRequest::Mode::Analyse);
}

// Move request at the configured level, one line.
bool Engine::play(const QString& fen, const QStringList& moves, const EngineLimits& limits)
{
    return request(fen, moves, limits, 1, SearchRequest::Mode::Play);
}

// Stores the level used by later play() requests.
void Engine::setLevel(int level) { m_level = std::clamp(level, 0, 20); }

// Validates the position with the rules core before anything reaches the engine.
bool Engine::request(const QString& fen, const QStringList& moves, const EngineLimits& limits, int multiPv,
                     SearchRequest::Mode mode)
{
    SearchRequest r;
    core::Message detail;
    if (!buildPosition(fen, moves, r.root, r.history, detail, &r.fen)) {
        emit errorOccurred(tr("The position cannot be analysed: %1").arg(ErrorText::text(detail)));
        return false;
    }
    r.moves = moves;
    r.limits = limits;
    r.multiPv = std::clamp(multiPv, 1, 64);
    r.mode = mode;
    submit(r);
    return true;
}

// Emits stateChanged() when the state really changes.
void Engine::setState(State state)
{
    if (m_state == state)
        return;
    m_state = state;
    emit stateChanged(state);
}

// Fills pv and pvSan from pvUci (or pvUci from pv for engines that produce moves).
void Engine::deliverInfo(EngineInfo info)
{
    if (info.pvUci.isEmpty() && !info.pv.empty())
        info.pvUci = uciLine(m_current.root, info.pv);
    resolvePv(m_current.root, info);
    emit infoReceived(info);
}

// Checks the best move against the root. A move that is not legal, or no move ("(none)", "0000")
// where there are legal moves, is reported as an error; bestMoveReceived() follows with a null move.
void Engine::deliverBestMove(EngineBestMove best)
{
    best.move = findUciMove(m_current.root, best.uci);
    const bool noMove = best.uci.isEmpty() || best.uci == QLatin1String("0000");
    if (!best.move.isNull())
        best.san = QString::fromStdString(core::toSan(m_current.root, best.move));
    else if (!noMove)
        emit errorOccurred(
            tr("The engine %1 answered with the move %2, which is not legal here.").arg(name(), best.uci));
    else if (core::hasLegalMove(m_current.root))
        emit errorOccurred(
            tr("The engine %1 answered that it has no move (bestmove (none)), but there are legal moves here.")
                .arg(name()));
    emit bestMoveReceived(best);
}

} // namespace kibitz::engine
