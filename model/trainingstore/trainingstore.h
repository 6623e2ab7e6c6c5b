// The training store (issue 29): puzzles and repertoire positions, their FSRS schedules and every
// answer, in one SQLite database (Qt SQL, QSQLITE) — by default training.sqlite in the user's
// data directory. The schema has a version (PRAGMA user_version) and is migrated step by step,
// each step in a transaction of its own; a database from a newer Kibitz is refused, untouched.
// Each answer is one transaction (the answer and the schedule it leads to), committed before
// recordAnswer() returns, so that a killed Kibitz loses at most the answer being written.
// Qt Core and Qt SQL only.
#pragma once

#include "training/fsrs.h"

#include <QDateTime>
#include <QString>
#include <QVariantList>

#include <optional>
#include <vector>

namespace kibitz::training {

enum class ItemKind { Puzzle, Repertoire };

// A position to train: a puzzle (the answer is the engine's best move) or a repertoire position
// (the answer is the repertoire's move).
struct TrainingItem {
    qint64 id = 0; // 0 until stored
    ItemKind kind = ItemKind::Puzzle;
    QString fen;
    QString answer; // UCI
    QString line; // UCI moves from the position, the answer first, space separated
    QString played; // UCI: the move the player made (puzzles)
    QString source; // the file the game came from
    int game = 0; // its number there
    int ply = 0; // half-moves before the position
    QString theme; // what the mistake missed ("capture", "mate", …); empty when unknown
    QString refutation; // UCI moves: the engine's answer to the move played (puzzles)
};

struct Answer {
    qint64 itemId = 0;
    fsrs::Rating rating = fsrs::Rating::Good;
    std::int64_t day = 0; // the local day number the answer was given on
    QDateTime at; // when, UTC
};

// Success by theme: answers given to the items of one theme, and how many were right (any rating
// but Again).
struct ThemeResult {
    QString theme;
    int answers = 0;
    int right = 0;
};

// The statistics page's figures for one day.
struct TrainingStatistics {
    int items = 0;
    int due = 0; // answered before and due by the day
    int fresh = 0; // never answered
    int learned = 0; // answered, the last answer right
    int answers = 0;
    int right = 0;
    std::vector<ThemeResult> byTheme; // by theme name
};

class TrainingStore {
public:
    // The schema this build writes; older databases are migrated to it.
    static constexpr int SchemaVersion = 3;

    // training.sqlite in the user's data directory ($XDG_DATA_HOME/Kibitz/Kibitz, the window's
    // AppDataLocation).
    static QString defaultPath();

    explicit TrainingStore(const QString& path, const fsrs::Parameters& parameters = {});
    ~TrainingStore();
    TrainingStore(const TrainingStore&) = delete;
    TrainingStore& operator=(const TrainingStore&) = delete;

    // Opens (creating the file and its folder when needed) and migrates; false with a message
    // naming the problem when the file cannot be used.
    bool open();
    bool isOpen() const { return m_open; }
    QString errorText() const { return m_error; }
    // The schema version of the open database.
    int schemaVersion() const;

    // Adds item unless the same position with the same answer is there already; its id (the
    // existing one for a duplicate), 0 on failure.
    qint64 addItem(const TrainingItem& item);
    std::optional<TrainingItem> item(qint64 id) const;
    std::vector<TrainingItem> items(ItemKind kind) const;

    // Records an answer and the item's next schedule in one transaction; false (nothing written)
    // on failure.
    bool recordAnswer(const Answer& answer);
    std::vector<Answer> answers(qint64 itemId) const;
    // The item's FSRS state (a new card when never answered).
    fsrs::Card card(qint64 itemId) const;

    // The puzzles to train on day: those due by then, earliest first, then at most newLimit never
    // answered ones, oldest first (repertoire positions have their queue per repertoire).
    std::vector<qint64> dueItems(std::int64_t day, int newLimit) const;
    // Keeps the positions of a repertoire (items of kind Repertoire) as the repertoire of source
    // for colour (White 0, Black 1), replacing what it held before, in one transaction. The
    // repertoire's id and, in ids, each position's item id; 0 (nothing written) on failure.
    qint64 keepRepertoire(const QString& source, int colour, const std::vector<TrainingItem>& positions,
                          std::vector<qint64>& ids);
    // The repertoire's positions to train on day, as dueItems() gives them.
    std::vector<qint64> dueRepertoireItems(qint64 repertoireId, std::int64_t day, int newLimit) const;
    // Counts for day over all items of kind.
    TrainingStatistics statistics(ItemKind kind, std::int64_t day) const;

private:
    bool migrate();
    bool verifySchedules();
    bool writeSchedule(qint64 itemId, const fsrs::Card& next);
    bool exec(const QString& sql);
    // Appends the first column of each row of sql, run with values bound.
    void appendIds(const QString& sql, const QVariantList& values, std::vector<qint64>& out) const;
    enum class Problem { Open, Read, Write };
    bool fail(Problem problem, const QString& detail);

    QString m_path;
    QString m_connection;
    fsrs::Scheduler m_scheduler;
    QString m_error;
    bool m_open = false;
};

} // namespace kibitz::training
