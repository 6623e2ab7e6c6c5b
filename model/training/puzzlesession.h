// A puzzle training session (issue 29): the day's queue of puzzles from the training store, one
// at a time, shown from the player's side; the person's move is right (the puzzle is solved) or
// wrong (the answer and the engine's reply to the move are shown); hints on request. Each puzzle
// gets one answer, recorded in the store when it is decided: Good when solved, Hard when solved
// after the first hint, Again when wrong or after the second hint (the move itself).
// Qt Core; the window shows it and sends the person's moves.
#pragma once

#include "training/trainingstore.h"

#include "core/position.h"

#include <QObject>
#include <QStringList>

#include <optional>
#include <vector>

namespace kibitz::training {

class PuzzleSession : public QObject {
    Q_OBJECT
public:
    enum class Verdict { Solved, Wrong, Illegal };

    explicit PuzzleSession(TrainingStore& store, QObject* parent = nullptr);

    // Loads the queue of day: the puzzles due by then and at most newPerDay new ones; shows the
    // first. The number of puzzles in the queue.
    int start(std::int64_t day, int newPerDay);
    bool hasPuzzle() const { return m_index < m_queue.size(); }
    int remaining() const { return int(m_queue.size() - m_index); }
    // The shown puzzle and its position (valid while hasPuzzle()).
    const TrainingItem& puzzle() const { return m_item; }
    const core::Position& position() const { return m_position; }
    core::Color side() const { return m_position.sideToMove(); }
    bool isDecided() const { return m_rating.has_value(); }

    // The person's move in UCI. An illegal move changes nothing; the first legal move decides.
    Verdict play(const QString& uci);
    // The first hint names the square of the piece to move ("e2"), the second the move ("e2e4").
    QString hint();
    // After a wrong move: the move played and the engine's reply to it, UCI.
    QStringList refutationLine() const { return m_refutation; }
    // Shows the next puzzle; finished() when there is none.
    void next();

signals:
    void puzzleShown(qint64 itemId);
    // The answer recorded for itemId.
    void answered(qint64 itemId, kibitz::training::fsrs::Rating rating);
    // The store could not keep an answer (its message).
    void failed(const QString& message);
    void finished();

private:
    void show();
    void decide(fsrs::Rating rating);

    TrainingStore& m_store;
    std::vector<qint64> m_queue;
    std::size_t m_index = 0;
    std::int64_t m_day = 0;
    TrainingItem m_item;
    core::Position m_position;
    int m_hints = 0;
    std::optional<fsrs::Rating> m_rating;
    QStringList m_refutation;
};

} // namespace kibitz::training
