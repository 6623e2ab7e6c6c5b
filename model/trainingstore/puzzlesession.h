// A puzzle training session (issue 29): the day's queue of puzzles from the training store, one
// at a time, shown from the player's side; the person's move is right (the line continues with
// the opponent's reply, or the puzzle is solved) or wrong (the answer and the engine's reply to
// the move are shown); hints on request. A puzzle continues only along a forced mate ("mate"
// theme), at most MaxPlayerMoves of the person's moves, and any mating move solves it: elsewhere
// the engine's later moves need not be the only good ones. Each puzzle gets one answer, recorded
// in the store when it is decided: Good when solved, Hard when solved after the first hint, Again
// when wrong or after the second hint (the move itself).
// Qt Core; the window shows it and sends the person's moves.
#pragma once

#include "trainingstore/trainingstore.h"

#include "core/position.h"

#include <QDate>
#include <QObject>
#include <QStringList>

#include <optional>
#include <vector>

namespace kibitz::training {

class PuzzleSession : public QObject {
    Q_OBJECT
public:
    enum class Verdict { Solved, Continue, Wrong, Illegal };
    static constexpr int MaxPlayerMoves = 3;

    // The local day number of date (the store's days).
    static std::int64_t dayOf(const QDate& date) { return date.toJulianDay(); }

    explicit PuzzleSession(TrainingStore& store, QObject* parent = nullptr);

    // Loads the queue of day: the puzzles due by then and at most newPerDay new ones; shows the
    // first. The number of puzzles in the queue.
    int start(std::int64_t day, int newPerDay);
    bool hasPuzzle() const { return m_index < m_queue.size(); }
    int remaining() const { return int(m_queue.size() - m_index); }
    // The shown puzzle, the position the person is to move in, and the puzzle's start
    // (valid while hasPuzzle()).
    const TrainingItem& puzzle() const { return m_item; }
    const core::Position& position() const { return m_position; }
    const core::Position& startPosition() const { return m_start; }
    core::Color side() const { return m_start.sideToMove(); }
    bool isDecided() const { return m_rating.has_value(); }
    std::optional<fsrs::Rating> rating() const { return m_rating; }
    // The verdict on the last move played in this puzzle (Illegal before any).
    Verdict lastVerdict() const { return m_verdict; }
    // The move expected now (UCI); after a wrong move, the one that was expected.
    QString expectedMove() const { return m_moves.value(m_step); }
    // After Continue: the opponent's reply, played on position() already (UCI).
    QString lastReply() const { return m_step > 0 ? m_moves.value(m_step - 1) : QString(); }
    // The hints given for the expected move (0, 1: its square, 2: the move).
    int hintsGiven() const { return m_hints; }

    // The person's move in UCI. An illegal move changes nothing; the first legal move decides.
    Verdict play(const QString& uci);
    // After a wrong move: the move played and the engine's reply to it, UCI.
    QStringList refutationLine() const { return m_refutation; }

public slots:
    // The first hint names the square of the piece to move ("e2"), the second the move ("e2e4").
    QString hint();
    // Shows the next puzzle; finished() when there is none.
    void next();

signals:
    void puzzleShown(qint64 itemId);
    // A move was judged or a hint given (views read the session again).
    void changed();
    // The answer recorded for itemId.
    void answered(qint64 itemId, kibitz::training::fsrs::Rating rating);
    // The store could not keep an answer (its message).
    void failed(const QString& message);
    void finished();

private:
    void show();
    void decide(fsrs::Rating rating);
    bool isRight(const core::Move& move) const;
    void advance(const core::Move& move);
    int playerMovesLeft() const;

    TrainingStore& m_store;
    std::vector<qint64> m_queue;
    std::size_t m_index = 0;
    std::int64_t m_day = 0;
    TrainingItem m_item;
    core::Position m_position;
    core::Position m_start;
    QStringList m_moves; // the puzzle's line, the person's moves at even indices
    int m_step = 0; // index in m_moves of the person's next move
    int m_hints = 0;
    int m_totalHints = 0;
    Verdict m_verdict = Verdict::Illegal;
    std::optional<fsrs::Rating> m_rating;
    QStringList m_refutation;
};

} // namespace kibitz::training
