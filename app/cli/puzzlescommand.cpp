// kibitz-cli puzzles: argument parsing, the games of the file, one PuzzleFinder per game driven
// by a local event loop.
#include "puzzlescommand.h"
#include "cliargs.h"
#include "clieventloop.h"
#include "engineargs.h"

#include "engine/puzzlefinder.h"
#include "puzzleharvest/puzzleharvest.h"
#include "trainingstore/trainingstore.h"

#include "game/inputfile.h"
#include "game/pgnreader.h"

#include <QEventLoop>
#include <QFileInfo>
#include <QString>

#include <cstdio>
#include <memory>

using namespace kibitz;
using namespace kibitz::engine;

const char* const PuzzlesUsage =
    "  puzzles FILE.pgn [--engine builtin|PATH] (--depth N | --movetime MS) [--player NAME] [--game K] [--keep]\n"
    "                                          puzzles from the mistakes and blunders (of NAME, or of\n"
    "                                          both sides) in every game (or game K): \"puzzle game G\n"
    "                                          ply P side white|black fen FEN best UCI (SAN) played\n"
    "                                          UCI (SAN) loss CP|mate N\" (P: half-moves before the\n"
    "                                          puzzle; mate -N: the move played allowed mate in N),\n"
    "                                          then \"puzzles N\"; --keep adds them to the training\n"
    "                                          database (training.sqlite in the data directory)\n";

namespace {

using Options = kibitz::cli::EngineArgs; // the game is 0 (every game) when none is given

int usageError(const std::string& reason)
{
    std::fprintf(stderr, "kibitz-cli: %s\nusage: kibitz-cli <command> [options]\n%s", reason.c_str(), PuzzlesUsage);
    return 2;
}

// Parses the arguments; an error text for the usage message, empty when fine.
std::string parseOptions(const std::vector<std::string>& args, Options& out)
{
    const std::string problem = kibitz::cli::parseEngineArgs(args, {"--keep"}, {"--player"}, out);
    const auto player = out.values.find("--player");
    if (problem.empty() && player != out.values.end() && QString::fromStdString(player->second).trimmed().isEmpty())
        return "empty name for --player";
    return problem;
}

// The --player name, empty when none was given.
std::string playerOf(const Options& options)
{
    const auto player = options.values.find("--player");
    return player == options.values.end() ? std::string() : player->second;
}

// Finds the puzzles of one game, prints them and keeps them in store when given; false (with
// the reason printed) when the engine or the store failed.
bool findPuzzles(const Options& options, const game::Game& game, int number, const PuzzleOptions& puzzleOptions,
                 training::TrainingStore* store, int& count)
{
    PuzzleFinder finder(kibitz::cli::makeEngine(options));
    QEventLoop loop;
    QString failure;
    QObject::connect(&finder, &PuzzleFinder::finished, &loop, &QEventLoop::quit);
    QObject::connect(&finder, &PuzzleFinder::failed, &loop, [&](const QString& message) {
        failure = message.isEmpty() ? QStringLiteral("the engine failed") : message;
        loop.quit();
    });
    if (!finder.start(game, number, puzzleOptions))
        return true; // no move to review
    if (finder.isRunning())
        loop.exec();
    if (!failure.isEmpty()) {
        std::fprintf(stderr, "error: game %d: %s\n", number, qPrintable(failure));
        return false;
    }
    const QString source = QFileInfo(QString::fromStdString(options.file)).absoluteFilePath();
    for (const puzzles::Puzzle& p : finder.puzzles()) {
        std::printf("%s\n", puzzles::puzzleText(p).c_str());
        if (store && store->addItem(training::itemOf(p, source)) == 0) {
            std::fprintf(stderr, "error: %s\n", qPrintable(store->errorText()));
            return false;
        }
    }
    std::fflush(stdout);
    count += int(finder.puzzles().size());
    return true;
}

// Reads the file and runs every chosen game; the exit status.
int runPuzzles(const Options& options)
{
    std::string text, error;
    if (!game::readInputFile(options.file, kibitz::cli::MaxWholeFile, text, error)) {
        std::fprintf(stderr, "error: cannot read '%s': %s\n", options.file.c_str(), error.c_str());
        return 1;
    }
    game::PgnReadResult read = game::readPgn(text);
    if (options.game > int(read.games.size())) {
        std::fprintf(stderr, "error: %s has no game %d\n", options.file.c_str(), options.game);
        return 1;
    }
    PuzzleOptions puzzleOptions;
    puzzleOptions.limits = kibitz::cli::limitsOf(options);
    const std::string player = playerOf(options);
    std::unique_ptr<training::TrainingStore> store;
    if (options.flags.count("--keep")) {
        store = std::make_unique<training::TrainingStore>(training::TrainingStore::defaultPath());
        if (!store->open()) {
            std::fprintf(stderr, "error: %s\n", qPrintable(store->errorText()));
            return 1;
        }
    }
    int count = 0;
    int played = 0; // games of the player
    for (int number = 1; number <= int(read.games.size()); ++number) {
        if (options.game != 0 && number != options.game)
            continue;
        bool broken = false;
        for (const game::PgnError& e : read.errors)
            if (e.game == number && !broken) {
                std::fprintf(stderr, "note: game %d skipped: %s\n", number, e.message.english().c_str());
                broken = true;
            }
        const game::Game& g = read.games[std::size_t(number - 1)];
        puzzleOptions.white = player.empty() || training::namesPlayer(g.tag("White"), player);
        puzzleOptions.black = player.empty() || training::namesPlayer(g.tag("Black"), player);
        if (broken || (!puzzleOptions.white && !puzzleOptions.black))
            continue;
        ++played;
        if (!findPuzzles(options, g, number, puzzleOptions, store.get(), count))
            return 1;
    }
    if (!player.empty() && played == 0)
        std::fprintf(stderr, "note: '%s' plays in none of the games\n", player.c_str());
    std::printf("puzzles %d\n", count);
    if (store)
        std::fprintf(stderr, "note: kept in %s\n", qPrintable(training::TrainingStore::defaultPath()));
    return 0;
}

} // namespace

int runPuzzlesCommand(const std::vector<std::string>& args)
{
    Options options;
    const std::string problem = parseOptions(args, options);
    if (!problem.empty())
        return usageError(problem);
    const std::unique_ptr<QCoreApplication> app = kibitz::cli::coreApplicationIfNone();
    return runPuzzles(options);
}
