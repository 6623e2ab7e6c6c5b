// bench/engine_match: the built-in engine against Stockfish at several Skill Levels.
// Fixed time per move, alternating colours, a set of opening lines; games end by the core's
// rules (mate, stalemate, insufficient material, 75-move rule, fivefold repetition), by a
// claimable draw (threefold, fifty moves), or as a draw at the move limit.
//
//   engine_match [--stockfish PATH] [--levels 0,5,10] [--games N] [--movetime MS] [--max-plies N]
#include "engine/builtinengine.h"
#include "engine/uciengine.h"

#include "core/fen.h"
#include "core/status.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QEventLoop>

#include <cmath>
#include <cstdio>

using namespace kibitz;
using namespace kibitz::engine;

namespace {

// Opening lines (UCI from the start position), each played once with either colour.
const QStringList Openings[] = {
    {"e2e4", "e7e5", "g1f3", "b8c6"}, // open game
    {"e2e4", "c7c5", "g1f3", "d7d6"}, // Sicilian
    {"d2d4", "d7d5", "c2c4", "e7e6"}, // Queen's Gambit Declined
    {"d2d4", "g8f6", "c2c4", "g7g6"}, // King's Indian
    {"e2e4", "e7e6", "d2d4", "d7d5"}, // French
    {"e2e4", "c7c6", "d2d4", "d7d5"}, // Caro-Kann
    {"c2c4", "e7e5", "b1c3", "g8f6"}, // English
    {"g1f3", "d7d5", "g2g3", "g8f6"}, // Réti
};

struct Settings {
    QString stockfish;
    QList<int> levels;
    int games = 8;
    int movetimeMs = 100;
    int maxPlies = 200;
};

// Asks engine for a move in fen + moves and waits for it; null on an engine error.
core::Move askMove(Engine& engine, const QStringList& moves, int movetimeMs, QString& error)
{
    QEventLoop loop;
    core::Move result;
    const auto onBest = QObject::connect(&engine, &Engine::bestMoveReceived, &loop, [&](const EngineBestMove& best) {
        result = best.move;
        loop.quit();
    });
    const auto onError = QObject::connect(&engine, &Engine::errorOccurred, &loop, [&](const QString& message) {
        error = message;
        loop.quit();
    });
    if (engine.play(QString::fromLatin1(core::StartFen), moves, EngineLimits::ofMovetime(movetimeMs))
        && error.isEmpty())
        loop.exec();
    QObject::disconnect(onBest);
    QObject::disconnect(onError);
    return result;
}

// Plays one game; returns the built-in engine's points (1, 0.5, 0) and a short reason.
double playGame(Engine& builtin, Engine& stockfish, const QStringList& opening, bool builtinWhite, const Settings& s,
                QString& reason)
{
    QStringList moves = opening;
    core::Position pos;
    std::vector<core::Key> history;
    core::Message error;
    if (!buildPosition(QString::fromLatin1(core::StartFen), moves, pos, history, error)) {
        reason = QString::fromStdString(error.english());
        return 0.5;
    }
    while (moves.size() < s.maxPlies) {
        const core::GameStatus status = core::gameStatus(pos, history);
        if (status.isOver() || status.canClaimThreefold || status.canClaimFiftyMove) {
            reason = QString::fromStdString(core::statusText(status));
            if (status.state != core::GameState::Checkmate)
                return 0.5;
            return (status.winner == core::White) == builtinWhite ? 1.0 : 0.0;
        }
        const bool builtinToMove = (pos.sideToMove() == core::White) == builtinWhite;
        Engine& mover = builtinToMove ? builtin : stockfish;
        QString engineError;
        const core::Move m = askMove(mover, moves, s.movetimeMs, engineError);
        if (m.isNull()) {
            reason = QStringLiteral("forfeit by %1: %2").arg(mover.name(), engineError);
            return builtinToMove ? 0.0 : 1.0;
        }
        history.push_back(pos.key());
        core::UndoInfo undo;
        pos.makeMove(m, undo);
        moves.push_back(QString::fromStdString(core::moveToUci(m)));
    }
    reason = QStringLiteral("move limit");
    return 0.5;
}

// Elo difference for a score fraction (clamped away from 0 and 1).
double eloDifference(double fraction)
{
    fraction = std::clamp(fraction, 0.01, 0.99);
    return -400.0 * std::log10(1.0 / fraction - 1.0);
}

// Plays s.games games at one Stockfish level and prints the games and the total.
void playLevel(Engine& builtin, UciEngine& stockfish, int level, const Settings& s)
{
    stockfish.setLevel(level);
    double points = 0;
    int wins = 0, draws = 0, losses = 0;
    for (int g = 0; g < s.games; ++g) {
        const QStringList& opening = Openings[(g / 2) % std::size(Openings)];
        const bool builtinWhite = g % 2 == 0;
        QString reason;
        const double p = playGame(builtin, stockfish, opening, builtinWhite, s, reason);
        points += p;
        (p == 1.0 ? wins : p == 0.0 ? losses : draws)++;
        std::printf("level %2d game %2d  builtin %s  %s  (%s)\n", level, g + 1, builtinWhite ? "white" : "black",
                    p == 1.0       ? "1-0 win "
                        : p == 0.0 ? "0-1 loss"
                                   : "draw    ",
                    qPrintable(reason));
        std::fflush(stdout);
    }
    std::printf("== Stockfish Skill Level %d: built-in scores %.1f/%d (+%d =%d -%d), %.0f%%, Elo difference %+.0f\n\n",
                level, points, s.games, wins, draws, losses, 100.0 * points / s.games, eloDifference(points / s.games));
    std::fflush(stdout);
}

// Reads the command line; false (with a message) when something is wrong.
bool readSettings(const QCoreApplication& app, Settings& s)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Built-in engine against Stockfish at several skill levels."));
    parser.addHelpOption();
    parser.addOption({QStringLiteral("stockfish"), QStringLiteral("Stockfish executable."), QStringLiteral("path")});
    parser.addOption({QStringLiteral("levels"), QStringLiteral("Skill Levels, comma separated (0,5,10)."),
                      QStringLiteral("list"), QStringLiteral("0,5,10")});
    parser.addOption(
        {QStringLiteral("games"), QStringLiteral("Games per level (8)."), QStringLiteral("n"), QStringLiteral("8")});
    parser.addOption({QStringLiteral("movetime"), QStringLiteral("Milliseconds per move (100)."), QStringLiteral("ms"),
                      QStringLiteral("100")});
    parser.addOption({QStringLiteral("max-plies"), QStringLiteral("Draw after this many plies (200)."),
                      QStringLiteral("n"), QStringLiteral("200")});
    parser.process(app);
    s.stockfish = parser.isSet(QStringLiteral("stockfish")) ? parser.value(QStringLiteral("stockfish"))
                                                            : UciEngine::findStockfish();
    for (const QString& l : parser.value(QStringLiteral("levels")).split(QLatin1Char(',')))
        s.levels.push_back(std::clamp(l.toInt(), 0, 20));
    s.games = std::max(1, parser.value(QStringLiteral("games")).toInt());
    s.movetimeMs = std::max(10, parser.value(QStringLiteral("movetime")).toInt());
    s.maxPlies = std::max(20, parser.value(QStringLiteral("max-plies")).toInt());
    if (s.stockfish.isEmpty()) {
        std::fprintf(stderr, "engine_match: Stockfish not found (apt-get install stockfish, or --stockfish PATH)\n");
        return false;
    }
    return true;
}

} // namespace

// Sets both engines up (one thread each, 16 MB) and plays every level.
int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    Settings s;
    if (!readSettings(app, s))
        return 2;
    BuiltinEngine builtin;
    builtin.setOption(QStringLiteral("Hash"), 16);
    UciEngine stockfish(s.stockfish);
    stockfish.setOption(QStringLiteral("Threads"), 1);
    stockfish.setOption(QStringLiteral("Hash"), 16);
    std::printf("built-in engine vs %s, %d ms per move, %d games per level, draw at %d plies\n\n",
                qPrintable(s.stockfish), s.movetimeMs, s.games, s.maxPlies);
    for (int level : s.levels)
        playLevel(builtin, stockfish, level, s);
    return 0;
}
