// A repertoire training session (issue 29): Kibitz plays the opponent's moves of a repertoire and
// the person answers with the repertoire's. Each line starts at a start position of the file; where
// the opponent has several replies Kibitz picks one at random, weighted by how many of the day's
// positions still to answer lie behind it, so lines vary and lead to what is due. A right answer
// continues the line until the repertoire ends; a wrong one leaves the position as it is, shows
// the repertoire's moves (expectedMoves()) and waits for one of them. Answers are recorded in the
// store as they are given: Again for the first wrong answer at any position, Good for a right
// first answer at a position of the day's queue (a right answer elsewhere changes nothing).
// Qt Core; the window shows it and sends the person's moves.
#pragma once

#include "training/repertoire.h"
#include "trainingstore/trainingstore.h"

#include <QObject>
#include <QRandomGenerator>
#include <QStringList>

#include <map>
#include <set>
#include <string>

namespace kibitz::training {

class RepertoireSession : public QObject {
    Q_OBJECT
public:
    enum class Verdict { Right, Wrong, Illegal };
    enum class State { Idle, Answering, LineOver, Finished };

    explicit RepertoireSession(TrainingStore& store, QObject* parent = nullptr);

    // Keeps the repertoire's positions in the store as the repertoire read from source; false
    // (errorText() says why) when the store cannot keep them or there is nothing to train.
    bool load(Repertoire repertoire, const QString& source);
    const Repertoire& repertoire() const { return m_repertoire; }
    QString errorText() const { return m_error; }
    // The item of each trained position, by Repertoire::keyOf().
    const std::map<std::string, qint64>& items() const { return m_itemOfKey; }
    // Fixes the choice of replies (tests).
    void setSeed(quint32 seed) { m_random.seed(seed); }

    // Loads the queue of day: the positions due by then and at most newPerDay new ones; starts
    // the first line. The number of positions in the queue.
    int start(std::int64_t day, int newPerDay);
    // The positions of the day's queue not answered yet.
    int remaining() const { return int(m_pending.size()); }
    State state() const { return m_state; }
    const core::Position& position() const { return m_position; }
    core::Color side() const { return m_repertoire.side(); }
    // The repertoire's answers at the position, UCI (empty unless Answering).
    QStringList expectedMoves() const;
    // True after a wrong answer at the position.
    bool missed() const { return m_missed; }

    // The person's move in UCI (Answering only; otherwise, or when illegal, nothing changes).
    Verdict play(const QString& uci);

public slots:
    // After a line: the next one, or finished() when the queue is done.
    void nextLine();

signals:
    // A line starts: position() is its start position.
    void lineStarted();
    // A move of the line was played (by Kibitz for the opponent, or the person's right answer).
    void movePlayed(const QString& uci, bool byKibitz);
    void answered(qint64 itemId, kibitz::training::fsrs::Rating rating);
    void lineFinished();
    void finished();
    // The store could not keep an answer (its message).
    void failed(const QString& message);

private:
    void advance();
    void endLine();
    void playMove(const QString& uci, bool byKibitz);
    void record(const std::string& key, fsrs::Rating rating);
    int pendingFrom(const std::string& key) const;
    std::size_t pick(const std::vector<std::string>& keys);

    TrainingStore& m_store;
    Repertoire m_repertoire;
    qint64 m_repertoireId = 0;
    std::map<std::string, qint64> m_itemOfKey;
    std::set<std::string> m_pending; // keys of the day's queue still to answer
    std::set<std::string> m_lineKeys; // positions of this line: a repetition ends it
    std::int64_t m_day = 0;
    core::Position m_position;
    State m_state = State::Idle;
    bool m_missed = false;
    QString m_error;
    QRandomGenerator m_random{QRandomGenerator::securelySeeded()};
};

} // namespace kibitz::training
