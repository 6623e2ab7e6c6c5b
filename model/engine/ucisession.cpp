// UciEngine, search side: requests, options, "position"/"go"/"stop", info and bestmove lines.
#include "uciengine.h"

#include "uciprotocol.h"

namespace kibitz::engine {

namespace {
const QString MultiPvOption = QStringLiteral("MultiPV");
const QString SkillOption = QStringLiteral("Skill Level");
const QString LimitStrengthOption = QStringLiteral("UCI_LimitStrength");
const QString EloOption = QStringLiteral("UCI_Elo");
} // namespace

// True when the handshake announced name (UCI option names are case-insensitive).
bool UciEngine::hasOption(const QString& name) const
{
    for (const EngineOption& o : m_options)
        if (o.name.compare(name, Qt::CaseInsensitive) == 0)
            return true;
    return false;
}

// Remembers the value and sends it now when the engine is idle.
void UciEngine::setOption(const QString& name, const QVariant& value)
{
    m_wanted.insert(name, value.typeId() == QMetaType::Bool ? (value.toBool() ? QStringLiteral("true") : QStringLiteral("false"))
                                                         : value.toString());
    if (state() == State::Ready)
        sendOption(name, m_wanted.value(name));
}

// Sends an offered option when its value differs from what the engine has.
void UciEngine::sendOption(const QString& name, const QString& value)
{
    if (!hasOption(name) || (m_sent.contains(name) && m_sent.value(name) == value))
        return;
    send(uci::setOptionCommand(name, value));
    m_sent.insert(name, value);
}

// Idle: search now. Searching: stop and search request when the old best move arrives.
void UciEngine::submit(const SearchRequest& request)
{
    switch (state()) {
    case State::Idle:
    case State::Failed:
        m_pending = request;
        start();
        break;
    case State::Starting:
        m_pending = request;
        break;
    case State::Ready:
        launch(request);
        break;
    case State::Searching:
        m_pending = request;
        m_discardCurrent = true;
        sendStop();
        break;
    case State::Stopping:
        m_pending = request;
        m_discardCurrent = true;
        break;
    }
}

// Drops what is pending and stops the search; its best move is still delivered.
void UciEngine::stop()
{
    m_pending.reset();
    if (state() == State::Searching) {
        m_discardCurrent = false;
        sendStop();
    } else if (state() == State::Stopping) {
        m_discardCurrent = false;
    }
}

// "stop", then the best move must come within the stop timeout.
void UciEngine::sendStop()
{
    send(QStringLiteral("stop"));
    setState(State::Stopping);
    wait(Wait::BestMove, m_stopTimeoutMs);
}

// MultiPV per request; for play() the level as Skill Level, or as UCI_LimitStrength + UCI_Elo.
void UciEngine::applyOptions(const SearchRequest& request)
{
    for (auto it = m_wanted.cbegin(); it != m_wanted.cend(); ++it)
        if (it.key().compare(MultiPvOption, Qt::CaseInsensitive) != 0)
            sendOption(it.key(), it.value());
    sendOption(MultiPvOption, QString::number(request.multiPv));
    const bool limited = request.mode == SearchRequest::Mode::Play && level() < 20;
    if (hasOption(SkillOption) && !m_wanted.contains(SkillOption)) {
        sendOption(SkillOption, QString::number(limited ? level() : 20));
    } else if (hasOption(LimitStrengthOption) && hasOption(EloOption) && !m_wanted.contains(EloOption)) {
        sendOption(LimitStrengthOption, limited ? QStringLiteral("true") : QStringLiteral("false"));
        for (const EngineOption& o : m_options)
            if (limited && o.name.compare(EloOption, Qt::CaseInsensitive) == 0)
                sendOption(EloOption, QString::number(o.min + (o.max - o.min) * level() / 20));
    }
}

// Options, "position", "go": the request becomes the current one.
void UciEngine::launch(const SearchRequest& request)
{
    setCurrentRequest(request);
    m_discardCurrent = false;
    applyOptions(request);
    send(uci::positionCommand(request.fen, request.moves));
    send(uci::goCommand(request.limits));
    setState(State::Searching);
    watchSearch(request.limits);
}

// Arms the limit of a search that should end by itself (none for infinite analysis).
void UciEngine::watchSearch(const EngineLimits& limits)
{
    if (limits.infinite) {
        m_timer.stop();
        m_wait = Wait::None;
    } else if (limits.movetimeMs > 0) {
        wait(Wait::Overdue, limits.movetimeMs + m_movetimeGraceMs);
    } else {
        wait(Wait::Silence, m_silenceTimeoutMs);
    }
}

// Dispatches one line of engine output by what we are waiting for.
void UciEngine::handleLine(const QString& line)
{
    if (state() == State::Starting) {
        handleHandshakeLine(line);
        return;
    }
    if (state() != State::Searching && state() != State::Stopping)
        return;
    if (line.startsWith(QLatin1String("info "))) {
        if (m_discardCurrent)
            return;
        if (auto info = uci::parseInfo(line))
            deliverInfo(*info);
    } else if (line.startsWith(QLatin1String("bestmove"))) {
        if (const auto best = uci::parseBestMove(line))
            onBestMove(*best);
    }
}

// A search ended: deliver its move unless it was replaced, then start what is pending.
void UciEngine::onBestMove(const EngineBestMove& best)
{
    m_timer.stop();
    m_wait = Wait::None;
    const bool discard = m_discardCurrent;
    m_discardCurrent = false;
    setState(State::Ready);
    if (!discard)
        deliverBestMove(best);
    if (m_pending && state() == State::Ready) {
        const SearchRequest request = *m_pending;
        m_pending.reset();
        launch(request);
    }
}

} // namespace kibitz::engine
