// RepertoireSession: lines of a repertoire, Kibitz's replies, the person's answers.
#include "repertoiresession.h"

#include "core/uci.h"

#include <QCoreApplication>
#include <QDir>

#include <algorithm>

namespace kibitz::training {

namespace {

// A trained position as a store item: its answers sorted, so that the item stays the same when
// the file only reorders its variations.
TrainingItem itemOf(const Repertoire& repertoire, const std::string& key, const QString& source)
{
    const RepertoirePosition* p = repertoire.find(key);
    QStringList answers;
    for (const RepertoireMove& m : p->moves)
        answers += QString::fromStdString(m.uci);
    answers.sort();
    TrainingItem item;
    item.kind = ItemKind::Repertoire;
    item.fen = QString::fromStdString(key);
    item.answer = answers.join(QLatin1Char(' '));
    item.source = source;
    item.game = p->game;
    item.ply = p->ply;
    return item;
}

} // namespace

RepertoireSession::RepertoireSession(TrainingStore& store, QObject* parent) : QObject(parent), m_store(store) { }

bool RepertoireSession::load(Repertoire repertoire, const QString& source)
{
    const std::vector<std::string> keys = repertoire.trainedPositions();
    if (keys.empty()) {
        const char* text = repertoire.side() == core::White
            ? QT_TRANSLATE_NOOP("RepertoireSession", "%1 has no move for White to train.")
            : QT_TRANSLATE_NOOP("RepertoireSession", "%1 has no move for Black to train.");
        m_error = QCoreApplication::translate("RepertoireSession", text).arg(QDir::toNativeSeparators(source));
        return false;
    }
    std::vector<TrainingItem> positions;
    for (const std::string& key : keys)
        positions.push_back(itemOf(repertoire, key, source));
    std::vector<qint64> ids;
    const qint64 id = m_store.keepRepertoire(source, repertoire.side() == core::White ? 0 : 1, positions, ids);
    if (id == 0) {
        m_error = m_store.errorText();
        return false;
    }
    m_repertoire = std::move(repertoire);
    m_repertoireId = id;
    m_itemOfKey.clear();
    for (std::size_t i = 0; i < keys.size(); ++i)
        m_itemOfKey[keys[i]] = ids[i];
    m_state = State::Idle;
    return true;
}

int RepertoireSession::start(std::int64_t day, int newPerDay)
{
    m_day = day;
    m_pending.clear();
    std::map<qint64, std::string> keyOfItem;
    for (const auto& [key, id] : m_itemOfKey)
        keyOfItem[id] = key;
    for (const qint64 id : m_store.dueRepertoireItems(m_repertoireId, day, newPerDay))
        if (const auto it = keyOfItem.find(id); it != keyOfItem.end())
            m_pending.insert(it->second);
    const int queued = remaining();
    m_state = State::Idle; // a line left unfinished is given up
    nextLine();
    return queued;
}

void RepertoireSession::nextLine()
{
    if (m_state == State::Answering || m_repertoireId == 0)
        return;
    if (m_pending.empty()) {
        m_state = State::Finished;
        emit finished();
        return;
    }
    const std::string root = m_repertoire.roots()[pick(m_repertoire.roots())];
    m_position = m_repertoire.find(root)->position;
    m_lineKeys.clear();
    m_missed = false;
    m_state = State::LineOver;
    emit lineStarted();
    advance();
}

// Plays the opponent's replies until the person is to answer or the repertoire ends.
void RepertoireSession::advance()
{
    for (;;) {
        const std::string key = Repertoire::keyOf(m_position);
        const std::vector<RepertoireMove>& moves = m_repertoire.movesAt(key);
        if (!m_lineKeys.insert(key).second || moves.empty())
            return endLine();
        if (m_position.sideToMove() == side()) {
            m_state = State::Answering;
            m_missed = false;
            return;
        }
        std::vector<std::string> next;
        for (const RepertoireMove& m : moves)
            next.push_back(m.next);
        playMove(QString::fromStdString(moves[pick(next)].uci), true);
    }
}

void RepertoireSession::endLine()
{
    m_state = State::LineOver;
    emit lineFinished();
    if (m_pending.empty()) {
        m_state = State::Finished;
        emit finished();
    }
}

void RepertoireSession::playMove(const QString& uci, bool byKibitz)
{
    const core::Move move = core::parseUciMove(m_position, uci.toStdString());
    m_position.playWithoutUndo(move);
    emit movePlayed(uci, byKibitz);
}

QStringList RepertoireSession::expectedMoves() const
{
    QStringList out;
    if (m_state == State::Answering)
        for (const RepertoireMove& m : m_repertoire.movesAt(Repertoire::keyOf(m_position)))
            out += QString::fromStdString(m.uci);
    return out;
}

RepertoireSession::Verdict RepertoireSession::play(const QString& uci)
{
    if (m_state != State::Answering)
        return Verdict::Illegal;
    const core::Move move = core::parseUciMove(m_position, uci.toStdString());
    if (move.isNull())
        return Verdict::Illegal;
    const QString played = QString::fromStdString(core::moveToUci(m_position, move, m_position.isChess960()));
    const std::string key = Repertoire::keyOf(m_position);
    if (!expectedMoves().contains(played)) {
        const bool first = !m_missed;
        m_missed = true; // before answered() goes out: the views read it
        if (first)
            record(key, fsrs::Rating::Again);
        return Verdict::Wrong;
    }
    if (!m_missed && m_pending.count(key))
        record(key, fsrs::Rating::Good);
    m_state = State::LineOver;
    playMove(played, false);
    advance();
    return Verdict::Right;
}

// Records the answer at key; a position answered is out of the day's queue.
void RepertoireSession::record(const std::string& key, fsrs::Rating rating)
{
    m_pending.erase(key);
    const auto it = m_itemOfKey.find(key);
    if (it == m_itemOfKey.end())
        return;
    if (!m_store.recordAnswer(Answer{it->second, rating, m_day, QDateTime::currentDateTimeUtc()})) {
        emit failed(m_store.errorText());
        return;
    }
    emit answered(it->second, rating);
}

// How many positions of the day's queue the repertoire reaches from key, key included.
int RepertoireSession::pendingFrom(const std::string& key) const
{
    std::set<std::string> seen{key};
    std::vector<std::string> todo{key};
    int count = 0;
    while (!todo.empty()) {
        const std::string k = std::move(todo.back());
        todo.pop_back();
        count += int(m_pending.count(k));
        for (const RepertoireMove& m : m_repertoire.movesAt(k))
            if (seen.insert(m.next).second)
                todo.push_back(m.next);
    }
    return count;
}

// One of keys at random, each as likely as the queued positions behind it (all alike when none
// has any).
std::size_t RepertoireSession::pick(const std::vector<std::string>& keys)
{
    std::vector<int> weights;
    for (const std::string& k : keys)
        weights.push_back(pendingFrom(k));
    if (std::all_of(weights.begin(), weights.end(), [](int w) { return w == 0; }))
        std::fill(weights.begin(), weights.end(), 1);
    int total = 0;
    for (const int w : weights)
        total += w;
    int r = int(m_random.bounded(total));
    std::size_t i = 0;
    while (r >= weights[i])
        r -= weights[i++];
    return i;
}

} // namespace kibitz::training
