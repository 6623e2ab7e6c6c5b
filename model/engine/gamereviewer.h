// The game review (Analysis > Review Game…, kibitz-cli review): one engine scores every position
// of a game's main line, in order, in the background; each move is judged from the scores before
// and after it (reviewmarks.h) and the engine's better line is kept. applyReview() writes the
// outcome into a copy of the game: marks as NAGs, scores as [%eval], better lines as variations.
// Qt Core only: the window and kibitz-cli use it alike.
#pragma once

#include "engine/engine.h"
#include "engine/reviewmarks.h"
#include "game/annotationedit.h"
#include "game/game.h"

#include <QObject>
#include <QPointer>

#include <optional>
#include <vector>

namespace kibitz::engine {

struct ReviewOptions {
    EngineLimits limits = EngineLimits::ofDepth(12);
    bool white = true; // judge White's moves
    bool black = true; // judge Black's moves
    bool variations = false; // insert the engine's better line after a marked move
    int variationPlies = 8; // longest inserted line
};

// What the review found for one move of the main line.
struct ReviewedMove {
    game::NodeId node = game::NoNode; // the move's node (ids of the reviewed game)
    core::Color mover = core::White;
    game::Evaluation eval; // after the move, White's view
    bool hasEval = false; // false for a finished position (mate, stalemate…): nothing written
    bool judged = false; // the mover's side was reviewed
    // From the scores before and after the move; a would-be mark is re-checked first (see
    // GameReviewer) and the engine's own choice is never marked.
    review::Judgement judgement;
    std::vector<core::Move> betterLine; // the engine's line from before the move, when it differs
    std::vector<core::Move> reply; // the engine's line from the position after the move
    QString betterSan; // its first move in SAN
};

// The figures (counts, ACPL, accuracy) are not part of it: they are review::summariseMainLine()
// of the reviewed game, for the window and kibitz-cli alike.
struct ReviewResult {
    QString engineName;
    game::Evaluation startEval; // of the start position (written on the root)
    std::vector<ReviewedMove> moves; // main line order
};

// Scores every position of the main line at options.limits, then re-checks each move that would be
// marked and is not the engine's best move there: the position before it is searched again at
// the same limits restricted to the played move (UCI "searchmoves"), so that the played move and
// the best one are compared from one root at one depth (the engine's table now knows the rest
// of the game). The move keeps a mark only if it still drops from the best score when judged
// by the better, for the mover, of that score and the position's own. An engine that gives no
// move or an illegal one where legal moves exist ends the review (failed(), its message).
class GameReviewer : public QObject {
    Q_OBJECT
public:
    // engine is owned (reparented) and started once per review; it ends with the reviewer.
    explicit GameReviewer(Engine* engine, QObject* parent = nullptr);
    ~GameReviewer() override;

    Engine* engine() const { return m_engine; }
    // Starts reviewing a copy of game's main line; false when a review is running or the line
    // has no move.
    bool start(const game::Game& game, const ReviewOptions& options);
    // Stops the review; cancelled() follows and nothing is delivered.
    void cancel();
    bool isRunning() const { return m_running; }
    // Searches done so far and in all: one per position (the start position and one per move),
    // then one per re-checked move (counted once the positions are scored).
    int done() const { return int(m_scores.size() + m_rechecked.size()); }
    int total() const { return int(m_positions.size() + m_rechecks.size()); }
    // The outcome, valid after finished().
    const ReviewResult& result() const { return m_result; }

signals:
    // done positions of total are scored.
    void progressed(int done, int total);
    void finished();
    void cancelled();
    // A translated message; the review has ended and delivers nothing.
    void failed(const QString& message);

private:
    struct Score {
        game::Evaluation white;
        std::vector<core::Move> pv; // the engine's line from the scored position
        core::Move best; // its best move (null for a finished position)
    };
    void scoreNext();
    bool search(std::size_t position, const QStringList& searchMoves);
    void planRechecks();
    core::Move playedMove(std::size_t move) const;
    bool enginesChoice(std::size_t move) const;
    review::Judgement judgeMove(std::size_t move) const;
    std::optional<game::Evaluation> lastScore(const core::Position& pos) const;
    void onInfo(const EngineInfo& info);
    void onBestMove(const EngineBestMove& best);
    void onError(const QString& message);
    void finish();
    void end();

    QPointer<Engine> m_engine;
    ReviewOptions m_options;
    game::Game m_game; // the reviewed copy
    std::vector<game::NodeId> m_line; // root first, nodes of m_game
    std::vector<core::Position> m_positions; // after each node of m_line
    std::vector<Score> m_scores; // one per position scored so far
    std::vector<std::size_t> m_rechecks; // moves (indices into m_line) to re-check
    std::vector<std::optional<game::Evaluation>> m_rechecked; // their re-checked scores so far
    bool m_rechecking = false; // every position is scored; the re-checks run
    std::optional<EngineInfo> m_lastInfo;
    QString m_lastError; // the engine's last message
    ReviewResult m_result;
    bool m_running = false;
};

// What result changes in tree (whose main line was reviewed): the marks as NAGs (replacing the
// move's own ?!/?/?? …), every score as the move's [%eval], and with options.variations the
// better lines as variations whose first move's comment names the engine's move ("Better was
// Nf3"). Nodes that are gone are skipped; nodes the review would not change are left out.
game::AnnotationEdit reviewEdit(const game::GameTree& tree, const ReviewResult& result, const ReviewOptions& options);
// Applies reviewEdit() to game; returns how many moves changed.
int applyReview(game::Game& game, const ReviewResult& result, const ReviewOptions& options);

} // namespace kibitz::engine
