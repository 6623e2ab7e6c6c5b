// PuzzleSession: the queue, the verdicts, the line's continuation, hints and the one answer per
// puzzle.
#include "puzzlesession.h"

#include "core/fen.h"
#include "core/movegen.h"
#include "core/uci.h"

namespace kibitz::training {

namespace {
const QString MateTheme = QStringLiteral("mate");

// True when move mates in pos.
bool mates(const core::Position& pos, core::Move move)
{
    core::Position after = pos;
    after.playWithoutUndo(move);
    return after.inCheck() && !core::hasLegalMove(after);
}
} // namespace

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
        if (!it || core::parseFen(it->fen.toStdString(), m_start))
            continue;
        m_item = *it;
        m_position = m_start;
        m_moves = m_item.line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (m_moves.isEmpty() || m_moves.first() != m_item.answer)
            m_moves = QStringList{m_item.answer};
        // Only a forced mate continues; it ends on one of the person's moves.
        const int playerMoves = m_item.theme == MateTheme ? (int(m_moves.size()) + 1) / 2 : 1;
        m_moves = m_moves.mid(0, 2 * std::min(playerMoves, MaxPlayerMoves) - 1);
        m_step = 0;
        m_hints = 0;
        m_totalHints = 0;
        m_verdict = Verdict::Illegal;
        m_rating.reset();
        m_refutation.clear();
        emit puzzleShown(m_item.id);
        return;
    }
    emit finished();
}

// The expected move, or in a mating line any move that mates at once.
bool PuzzleSession::isRight(const core::Move& move) const
{
    const core::Move expected = core::parseUciMove(m_position, m_moves.value(m_step).toStdString());
    return move == expected || (m_item.theme == MateTheme && mates(m_position, move));
}

int PuzzleSession::playerMovesLeft() const { return (int(m_moves.size()) - m_step + 1) / 2; }

// The person's move and the opponent's reply from the line.
void PuzzleSession::advance(const core::Move& move)
{
    m_position.playWithoutUndo(move);
    const core::Move reply = core::parseUciMove(m_position, m_moves.value(m_step + 1).toStdString());
    if (!reply.isNull())
        m_position.playWithoutUndo(reply);
    m_step += 2;
    m_hints = 0;
}

PuzzleSession::Verdict PuzzleSession::play(const QString& uci)
{
    if (!hasPuzzle())
        return Verdict::Illegal;
    const core::Move move = core::parseUciMove(m_position, uci.toStdString());
    if (move.isNull())
        return Verdict::Illegal;
    if (isRight(move)) {
        const bool mated = mates(m_position, move);
        if (playerMovesLeft() > 1 && !mated && !isDecided()) {
            advance(move);
            m_verdict = Verdict::Continue;
        } else {
            if (!isDecided())
                decide(m_totalHints == 0 ? fsrs::Rating::Good
                                         : m_totalHints == 1 ? fsrs::Rating::Hard : fsrs::Rating::Again);
            m_verdict = Verdict::Solved;
        }
        emit changed();
        return m_verdict;
    }
    m_refutation = QStringList{uci};
    if (m_step == 0 && uci == m_item.played && !m_item.refutation.isEmpty())
        m_refutation += m_item.refutation.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (!isDecided())
        decide(fsrs::Rating::Again);
    m_verdict = Verdict::Wrong;
    emit changed();
    return Verdict::Wrong;
}

QString PuzzleSession::hint()
{
    if (!hasPuzzle())
        return {};
    if (m_hints < 2) {
        ++m_hints;
        ++m_totalHints;
    }
    emit changed();
    const QString move = m_moves.value(m_step);
    return m_hints == 1 ? move.left(2) : move;
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
