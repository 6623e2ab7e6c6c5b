// PuzzleHarvest: the player's games, one finder at a time, the puzzles into the store.
#include "puzzleharvest.h"

#include "engine/enginetypes.h"

#include "core/fen.h"

#include <QStringList>

namespace kibitz::training {

bool namesPlayer(const std::string& tag, const std::string& wanted)
{
    const QString name = QString::fromStdString(tag).trimmed();
    const QString want = QString::fromStdString(wanted).trimmed();
    const QString surname = name.section(QLatin1Char(','), 0, 0).trimmed();
    return name.compare(want, Qt::CaseInsensitive) == 0 || surname.compare(want, Qt::CaseInsensitive) == 0;
}

// The moves as engines are given them (engine::uciMove(): Chess960 castling king-takes-rook), the
// one notation whose every move the sessions read back (core::parseUciMove).
TrainingItem itemOf(const engine::puzzles::Puzzle& p, const QString& source)
{
    core::Position pos;
    core::parseFen(p.fen, pos); // the finder's own toFen()
    core::Position afterPlayed = pos;
    afterPlayed.playWithoutUndo(p.played);
    TrainingItem it;
    it.kind = ItemKind::Puzzle;
    it.fen = QString::fromStdString(p.fen);
    it.answer = engine::uciMove(pos, p.best);
    it.line = engine::uciLine(pos, p.line).join(QLatin1Char(' '));
    it.played = engine::uciMove(pos, p.played);
    it.refutation = engine::uciLine(afterPlayed, p.refutation).join(QLatin1Char(' '));
    it.source = source;
    it.game = p.game;
    it.ply = p.ply;
    it.theme = QString::fromStdString(p.theme);
    return it;
}

std::vector<HarvestGame> gamesOfPlayer(const QString& source, game::PgnReadResult& read, const std::string& player)
{
    std::vector<HarvestGame> games;
    for (std::size_t i = 0; i < read.games.size(); ++i) {
        const int number = int(i) + 1;
        bool broken = false;
        for (const game::PgnError& e : read.errors)
            broken = broken || e.game == number;
        game::Game& g = read.games[i];
        const bool white = player.empty() || namesPlayer(g.tag("White"), player);
        const bool black = player.empty() || namesPlayer(g.tag("Black"), player);
        if (!broken && (white || black))
            games.push_back(HarvestGame{source, number, std::move(g), white, black});
    }
    return games;
}

PuzzleHarvest::PuzzleHarvest(TrainingStore& store, EngineFactory makeEngine, QObject* parent)
    : QObject(parent), m_store(store), m_makeEngine(std::move(makeEngine))
{
}

bool PuzzleHarvest::start(std::vector<HarvestGame> games, const engine::EngineLimits& limits)
{
    if (isRunning() || games.empty())
        return false;
    m_games = std::move(games);
    m_next = 0;
    m_found = 0;
    m_limits = limits;
    startNext();
    return true;
}

// The next game with a move to review; finished() after the last.
void PuzzleHarvest::startNext()
{
    while (m_next < m_games.size()) {
        const HarvestGame& g = m_games[m_next++];
        auto* finder = new engine::PuzzleFinder(m_makeEngine(), this);
        connect(finder, &engine::PuzzleFinder::progressed, this, [this](int done, int total) {
            emit progressed(gamesDone(), gameCount(), done, total);
        });
        connect(finder, &engine::PuzzleFinder::finished, this, &PuzzleHarvest::onGameDone);
        connect(finder, &engine::PuzzleFinder::failed, this, &PuzzleHarvest::onFailed);
        engine::PuzzleOptions options;
        options.limits = m_limits;
        options.white = g.white;
        options.black = g.black;
        m_finder = finder;
        if (finder->start(g.game, g.number, options)) {
            emit progressed(gamesDone(), gameCount(), 0, finder->total());
            return;
        }
        dropFinder(); // no move in it
    }
    emit finished(m_found);
}

void PuzzleHarvest::onGameDone()
{
    const HarvestGame& g = m_games[m_next - 1];
    for (const engine::puzzles::Puzzle& p : m_finder->puzzles()) {
        if (m_store.addItem(itemOf(p, g.source)) == 0) {
            onFailed(m_store.errorText());
            return;
        }
        ++m_found;
    }
    dropFinder();
    startNext();
}

void PuzzleHarvest::onFailed(const QString& message)
{
    const int number = m_games[m_next - 1].number;
    dropFinder();
    m_next = m_games.size();
    emit failed(tr("Game %1: %2").arg(number).arg(message));
}

void PuzzleHarvest::cancel()
{
    if (!isRunning())
        return;
    m_finder->cancel();
    dropFinder();
    m_next = m_games.size();
    emit cancelled();
}

// The finder and its engine go once their signals have returned.
void PuzzleHarvest::dropFinder()
{
    if (m_finder) {
        m_finder->disconnect(this);
        m_finder->deleteLater();
    }
    m_finder = nullptr;
}

} // namespace kibitz::training
