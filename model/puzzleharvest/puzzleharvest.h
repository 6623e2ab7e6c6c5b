// Puzzles from a player's games into the training store (issue 29): the games of the chosen
// player (by the White/Black tags), one PuzzleFinder after another (the method of Review Game
// and kibitz-cli puzzles), each puzzle added to the store as it is found. Runs on the event loop
// like the review (the engine works in its own process or thread); progress and Cancel for the
// window. Qt Core: kibitz-cli and the window use it alike.
#pragma once

#include "engine/puzzlefinder.h"
#include "trainingstore/trainingstore.h"

#include "game/pgnreader.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <string>
#include <vector>

namespace kibitz::training {

// A player tag names the player: the whole name, or its surname ("Carlsen" for "Carlsen,
// Magnus"), spaces around and case aside.
bool namesPlayer(const std::string& tag, const std::string& wanted);
// The puzzle as the training store keeps it; source is the game's file.
TrainingItem itemOf(const engine::puzzles::Puzzle& p, const QString& source);

struct HarvestGame {
    QString source; // the file
    int number = 0; // the game's number there, from 1
    game::Game game;
    bool white = true; // the player's side(s) in it
    bool black = true;
};

// The games of read (from source) that player plays, with their sides; every game that reads
// without error when player is empty.
std::vector<HarvestGame> gamesOfPlayer(const QString& source, game::PgnReadResult& read, const std::string& player);

class PuzzleHarvest : public QObject {
    Q_OBJECT
public:
    using EngineFactory = std::function<engine::Engine*()>;

    PuzzleHarvest(TrainingStore& store, EngineFactory makeEngine, QObject* parent = nullptr);

    // Reviews games one after another at limits; false when running or there is no game.
    bool start(std::vector<HarvestGame> games, const engine::EngineLimits& limits);
    void cancel();
    bool isRunning() const { return m_finder != nullptr; }
    int gamesDone() const { return int(m_next) - (isRunning() ? 1 : 0); }
    int gameCount() const { return int(m_games.size()); }
    // Puzzles found so far (and kept).
    int found() const { return m_found; }

signals:
    // Games done of all; the running game's searches done of its total.
    void progressed(int gamesDone, int games, int searchesDone, int searches);
    void finished(int puzzles);
    void cancelled();
    // A translated message naming the game; the puzzles found before it are kept.
    void failed(const QString& message);

private:
    void startNext();
    void onGameDone();
    void onFailed(const QString& message);
    void dropFinder();

    TrainingStore& m_store;
    EngineFactory m_makeEngine;
    std::vector<HarvestGame> m_games;
    std::size_t m_next = 0;
    engine::EngineLimits m_limits;
    QPointer<engine::PuzzleFinder> m_finder;
    int m_found = 0;
};

} // namespace kibitz::training
