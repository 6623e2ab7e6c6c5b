// Finds the puzzles of one game (issue 29): the game is reviewed by GameReviewer (the method and
// thresholds of Review Game), then the position before each mistake or blunder of the chosen
// sides is searched again with two lines (MultiPV 2) at the same limits; it is a puzzle when the
// first line's move is clearly better than the second's (puzzles::clearlyBest) and is not the
// move played. Qt Core only: kibitz-cli and the window use it alike.
#pragma once

#include "engine/gamereviewer.h"
#include "engine/puzzles.h"

#include <QObject>
#include <QPointer>

#include <vector>

namespace kibitz::engine {

struct PuzzleOptions {
    EngineLimits limits = EngineLimits::ofDepth(12);
    bool white = true; // puzzles from White's mistakes
    bool black = true; // puzzles from Black's mistakes
};

class PuzzleFinder : public QObject {
    Q_OBJECT
public:
    // engine is owned (through the reviewer) and ends with the finder.
    explicit PuzzleFinder(Engine* engine, QObject* parent = nullptr);

    // Starts on a copy of game, number gameNumber of its file; false when running or the game
    // has no move (or no side is chosen).
    bool start(const game::Game& game, int gameNumber, const PuzzleOptions& options);
    // Stops; cancelled() follows and nothing is delivered.
    void cancel();
    bool isRunning() const { return m_running; }
    // Searches done and in all: the review's, then one per mistake of the chosen sides.
    int done() const { return m_reviewer->done() + int(m_searched); }
    int total() const { return m_reviewer->total() + int(m_candidates.size()); }
    // Valid after finished(): the puzzles in game order, and the review they came from.
    const std::vector<puzzles::Puzzle>& puzzles() const { return m_puzzles; }
    const ReviewResult& review() const { return m_reviewer->result(); }

signals:
    void progressed(int done, int total);
    void finished();
    void cancelled();
    // A translated message; the search has ended and delivers nothing.
    void failed(const QString& message);

private:
    void onReviewed();
    void searchNext();
    void onInfo(const EngineInfo& info);
    void onBestMove(const EngineBestMove& best);
    void onError(const QString& message);
    void judgeCandidate();
    void fail(const QString& message);

    GameReviewer* m_reviewer;
    QPointer<Engine> m_engine;
    PuzzleOptions m_options;
    game::Game m_game;
    int m_gameNumber = 0;
    std::vector<game::NodeId> m_line; // the main line, root first
    std::vector<std::size_t> m_candidates; // indices into the review's moves
    std::size_t m_searched = 0;
    std::vector<EngineInfo> m_infos; // of the running two-line search
    QString m_lastError;
    std::vector<puzzles::Puzzle> m_puzzles;
    bool m_running = false;
    bool m_searching = false; // a two-line search of ours runs
};

} // namespace kibitz::engine
