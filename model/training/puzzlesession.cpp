// PuzzleSession: the queue, the verdicts, hints and the one answer per puzzle.
#include "puzzlesession.h"

#include "core/fen.h"
#include "core/uci.h"

namespace kibitz::training {

PuzzleSession::PuzzleSession(TrainingStore& store, QObject* parent) : QObject(parent), m_store(store) { }

int PuzzleSession::start(std::int64_t day, int newPerDay)
{
    m_day = day;
    m_queue.clear();
    for (const qint64 id : m_store.dueItems(day, newPerDay)) {
        const std::optional<TrainingItem> it = m_store.item(id);
        if (it && it->kind == ItemKind::Puzzle)
            m_queue.push_back(id);
    }
    m_index = 0;
    show();
    return int(m_queue.size());
}

// Shows the puzzle at m_index; one whose position cannot be read (a damaged row) is skipped.
void PuzzleSession::show()
{
    for (; m_index < m_queue.size(); ++m_index) {
        const std::optional<TrainingItem> it = m_store.item(m_queue[m_index]);
        if (!it || core::parseFen(it->fen.toStdString(), m_position))
            continue;
        m_item = *it;
        m_hints = 0;
        m_rating.reset();
        m_refutation.clear();
        emit puzzleShown(m_item.id);
        return;
    }
    emit finished();
}

PuzzleSession::Verdict PuzzleSession::play(const QString& uci)
{
    if (!hasPuzzle())
        return Verdict::Illegal;
    const core::Move move = core::parseUciMove(m_position, uci.toStdString());
    if (move.isNull())
        return Verdict::Illegal;
    if (core::moveToUci(move) == m_item.answer.toStdString()) {
        if (!isDecided())
            decide(m_hints == 0 ? fsrs::Rating::Good : m_hints == 1 ? fsrs::Rating::Hard : fsrs::Rating::Again);
        return Verdict::Solved;
    }
    m_refutation = QStringList{uci};
    if (uci == m_item.played && !m_item.refutation.isEmpty())
        m_refutation += m_item.refutation.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (!isDecided())
        decide(fsrs::Rating::Again);
    return Verdict::Wrong;
}

QString PuzzleSession::hint()
{
    if (!hasPuzzle())
        return {};
    ++m_hints;
    return m_hints == 1 ? m_item.answer.left(2) : m_item.answer;
}

void PuzzleSession::next()
{
    if (!hasPuzzle())
        return;
    ++m_index;
    show();
}

// Records the puzzle's one answer.
void PuzzleSession::decide(fsrs::Rating rating)
{
    m_rating = rating;
    if (!m_store.recordAnswer(Answer{m_item.id, rating, m_day, QDateTime::currentDateTimeUtc()})) {
        emit failed(m_store.errorText());
        return;
    }
    emit answered(m_item.id, rating);
}

} // namespace kibitz::training
