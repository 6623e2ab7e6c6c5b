// kibitz-cli review: argument parsing, reading the game, one review driven by a local event loop.
#include "reviewcommand.h"
#include "cliargs.h"
#include "clieventloop.h"
#include "engineargs.h"

#include "engine/gamereviewer.h"

#include "game/inputfile.h"
#include "game/pgnreader.h"
#include "game/pgnwriter.h"

#include <QCoreApplication>
#include <QEventLoop>

#include <algorithm>

#include <cstdio>
#include <memory>
#include <optional>

using namespace kibitz;
using namespace kibitz::engine;

const char* const ReviewUsage =
    "  review FILE.pgn [--engine builtin|PATH] (--depth N | --movetime MS) [--game K] [--variations]\n"
    "                                          review game K (default 1): the PGN with marks,\n"
    "                                          [%eval] and (--variations) better lines, then\n"
    "                                          \"review white inaccuracies I mistakes M blunders B\n"
    "                                          acpl A accuracy P black …\"\n";

namespace {

// The command's arguments; the game is 1 when none is given.
struct Options : kibitz::cli::EngineArgs {
    bool variations = false;
};

// Prints the reason and the usage; the exit status for bad arguments.
int usageError(const std::string& reason)
{
    std::fprintf(stderr, "kibitz-cli: %s\nusage: kibitz-cli <command> [options]\n%s", reason.c_str(), ReviewUsage);
    return 2;
}

// Parses the arguments; an error text for the usage message, empty when fine.
std::string parseOptions(const std::vector<std::string>& args, Options& out)
{
    const std::string problem = kibitz::cli::parseEngineArgs(args, {"--variations"}, {}, out);
    out.variations = out.flags.count("--variations") != 0;
    out.game = std::max(out.game, 1);
    return problem;
}

// Game number `number` of the file; nullopt (with the reason printed) when there is none.
std::optional<game::Game> readGame(const Options& options)
{
    std::string text, error;
    if (!game::readInputFile(options.file, kibitz::cli::MaxWholeFile, text, error)) {
        std::fprintf(stderr, "error: cannot read '%s': %s\n", options.file.c_str(), error.c_str());
        return std::nullopt;
    }
    std::optional<game::Game> found;
    std::vector<game::PgnError> errors;
    game::readPgn(
        text,
        [&](game::Game&& g, int number) {
            if (number != options.game)
                return true;
            found = std::move(g);
            return false;
        },
        errors);
    for (const game::PgnError& e : errors)
        if (e.game == options.game) {
            std::fprintf(stderr, "error: %s: %s\n", options.file.c_str(), e.message.english().c_str());
            return std::nullopt;
        }
    if (!found)
        std::fprintf(stderr, "error: %s has no game %d\n", options.file.c_str(), options.game);
    return found;
}

// "inaccuracies I mistakes M blunders B acpl A accuracy P" of one side.
std::string summaryText(const review::SideSummary& s)
{
    char buffer[160];
    std::snprintf(buffer, sizeof buffer, "inaccuracies %d mistakes %d blunders %d acpl %.0f accuracy %.1f",
                  s.inaccuracies, s.mistakes, s.blunders, s.acpl, s.accuracy);
    return buffer;
}

// Runs the review to its end; the exit status.
int runReview(const Options& options, game::Game game)
{
    GameReviewer reviewer(kibitz::cli::makeEngine(options));
    QEventLoop loop;
    QString failure;
    QObject::connect(&reviewer, &GameReviewer::finished, &loop, &QEventLoop::quit);
    QObject::connect(&reviewer, &GameReviewer::failed, &loop, [&](const QString& message) {
        failure = message.isEmpty() ? QStringLiteral("the engine failed") : message;
        loop.quit();
    });
    ReviewOptions reviewOptions;
    reviewOptions.limits = kibitz::cli::limitsOf(options);
    reviewOptions.variations = options.variations;
    if (!reviewer.start(game, reviewOptions)) {
        std::fprintf(stderr, "error: game %d has no moves to review\n", options.game);
        return 1;
    }
    if (reviewer.isRunning())
        loop.exec();
    if (!failure.isEmpty() || reviewer.result().moves.empty()) {
        std::fprintf(stderr, "error: %s\n", qPrintable(failure));
        return 1;
    }
    applyReview(game, reviewer.result(), reviewOptions);
    std::fputs(game::toPgn(game).c_str(), stdout);
    // The window's summary of the same game: one computation (review::summariseMainLine).
    const review::GameSummary summary = review::summariseMainLine(game.tree);
    std::printf("review white %s black %s\n", summaryText(summary.white).c_str(), summaryText(summary.black).c_str());
    return 0;
}

} // namespace

// Checks the arguments, reads the game, makes sure an event loop can run, and reviews.
int runReviewCommand(const std::vector<std::string>& args)
{
    Options options;
    const std::string problem = parseOptions(args, options);
    if (!problem.empty())
        return usageError(problem);
    std::optional<game::Game> game = readGame(options);
    if (!game)
        return 1;
    const std::unique_ptr<QCoreApplication> app = kibitz::cli::coreApplicationIfNone();
    return runReview(options, std::move(*game));
}
