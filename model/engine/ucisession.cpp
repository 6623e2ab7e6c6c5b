// UciEngine, search side: requests, options, "position"/"go"/"stop", info and bestmove lines.
#include "uciengine.h"

#include "uciprotocol.h"

namespace kibitz::engine {

namespace {
const QString MultiPvOption = QStringLiteral("MultiPV");
const QString SkillOption = QStringLiteral("Skill Level");
const QString LimitStrengthOption = QStringLiteral("UCI_LimitStrength");
const QString EloOption = QStringLiteral("UCI_Elo");
const QString Chess960Option = QStringLiteral("UCI_Chess960");
} // namespace

// True when the handshake announced name (UCI option names are case-insensitive).
bool UciEngine::hasOption(const QString& name) const { return findOption(name) != nullptr; }

// The option the engine declared under name (any case), or null.
const EngineOption* UciEngine::findOption(const QString& name) const
{
    for (const EngineOption& o : m_options)
        if (o.name.compare(name, Qt::CaseInsensitive) == 0)
            return &o;
    return nullptr;
}

// Keeps the value (or queues the button) and sends it when the engine may take it.
void UciEngine::setOption(const QString& name, const QVariant& value)
{
    const EngineOption* declared = findOption(name);
    const bool button = declared ? declared->type == EngineOption::Type::Button : !value.isValid();
    if (button) {
        m_buttons.push_back(name);
    } else {
        const bool isBool = value.typeId() == QMetaType::Bool;
        m_wanted.insert(
            name, isBool ? (value.toBool() ? QStringLiteral("true") : QStringLiteral("false")) : value.toString());
    }
    if (state() == State::Ready) {
        if (sendWantedOptions())
            synchronise();
    } else if (isSearching()) {
        m_optionsWaiting = true; // UCI: options only while the engine waits
    }
}

// Sends the kept values the process does not have yet and the pressed buttons; true if any.
bool UciEngine::sendWantedOptions()
{
    bool sent = false;
    for (auto it = m_wanted.cbegin(); it != m_wanted.cend(); ++it)
        sent = sendOption(it.key(), it.value()) || sent;
    for (const QString& name : std::as_const(m_buttons)) {
        if (hasOption(name)) {
            send(uci::setOptionCommand(name, QString()));
            sent = true;
        }
    }
    m_buttons.clear();
    m_optionsWaiting = false;
    return sent;
}

// "isready" after options sent between searches: an engine that hangs (e.g. allocating a huge
// hash table) is reported instead of silently ignoring the next request.
void UciEngine::synchronise()
{
    send(QStringLiteral("isready"));
    wait(Wait::ReadyOk, m_readyTimeoutMs);
}

// Sends an offered option when its value differs from what the engine has; true when sent.
bool UciEngine::sendOption(const QString& name, const QString& value)
{
    if (!hasOption(name) || (m_sent.contains(name) && m_sent.value(name) == value))
        return false;
    send(uci::setOptionCommand(name, value));
    m_sent.insert(name, value);
    return true;
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
    case State::Starting: m_pending = request; break;
    case State::Ready: launch(request); break;
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

// The kept values, MultiPV of the request and the strength of play(); pressed buttons.
void UciEngine::applyOptions(const SearchRequest& request)
{
    QMap<QString, QString> values;
    for (auto it = m_wanted.cbegin(); it != m_wanted.cend(); ++it)
        if (it.key().compare(MultiPvOption, Qt::CaseInsensitive) != 0)
            values.insert(it.key(), it.value());
    values.insert(MultiPvOption, QString::number(request.multiPv));
    // The game decides Chess960 mode (castling sent and read as king-takes-rook); standard games
    // send it only to switch it off again.
    if (const EngineOption* o = findOption(Chess960Option)) {
        values.remove(o->name);
        if (request.root.isChess960() || m_sent.contains(o->name))
            values.insert(o->name, request.root.isChess960() ? QStringLiteral("true") : QStringLiteral("false"));
    }
    applyStrength(request, values);
    for (auto it = values.cbegin(); it != values.cend(); ++it)
        sendOption(it.key(), it.value());
    for (const QString& name : std::as_const(m_buttons))
        if (hasOption(name))
            send(uci::setOptionCommand(name, QString()));
    m_buttons.clear();
    m_optionsWaiting = false;
}

// play() decides the strength from the game's level, over the person's own Skill Level or
// UCI_LimitStrength/UCI_Elo: as Skill Level (with UCI_LimitStrength off, since it would win
// inside the engine), or else as an Elo between the engine's limits. Other requests use the
// person's values; what a game changed and the person did not set goes back to the default.
void UciEngine::applyStrength(const SearchRequest& request, QMap<QString, QString>& values) const
{
    const auto set = [&values, this](const QString& name, const QString& value) {
        if (const EngineOption* o = findOption(name))
            values.insert(o->name, value);
    };
    if (request.mode == SearchRequest::Mode::Play) {
        const bool limited = level() < 20;
        if (hasOption(SkillOption)) {
            set(SkillOption, QString::number(level()));
            set(LimitStrengthOption, QStringLiteral("false"));
        } else if (const EngineOption* elo = findOption(EloOption); elo && hasOption(LimitStrengthOption)) {
            set(LimitStrengthOption, limited ? QStringLiteral("true") : QStringLiteral("false"));
            if (limited)
                set(EloOption, QString::number(elo->min + (elo->max - elo->min) * level() / 20));
        }
        return;
    }
    for (const QString& name : {SkillOption, LimitStrengthOption, EloOption}) {
        const EngineOption* o = findOption(name);
        if (o && !values.contains(o->name) && m_sent.contains(o->name))
            values.insert(o->name, o->defaultValue);
    }
}

// Options, "position", "go": the request becomes the current one.
void UciEngine::launch(const SearchRequest& request)
{
    setCurrentRequest(request);
    m_discardCurrent = false;
    applyOptions(request);
    if (m_newGame)
        send(QStringLiteral("ucinewgame"));
    m_newGame = false;
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
    if (m_wait == Wait::ReadyOk && line == QLatin1String("readyok")) { // options taken between searches
        m_timer.stop();
        m_wait = Wait::None;
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
    } else if (m_optionsWaiting && state() == State::Ready && sendWantedOptions()) {
        synchronise();
    }
}

} // namespace kibitz::engine
