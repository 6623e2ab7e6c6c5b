// kibitz-cli analyse: argument parsing, then one engine search driven by a local event loop.
#include "analysecommand.h"
#include "cliargs.h"
#include "clieventloop.h"
#include "clioutput.h"

#include "engine/builtinengine.h"
#include "engine/uciengine.h"
#include "engine/uciprotocol.h"

#include "core/fen.h"
#include "core/movegen.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <optional>

using namespace kibitz::engine;

const char* const AnalyseUsage =
    "  analyse [--engine builtin|PATH] [--fen FEN] (--depth N | --movetime MS) [--multipv K]\n"
    "          [--timeout SEC]                 engine analysis: info lines, then\n"
    "                                          \"bestmove <uci> score <cp N|mate N>\"; gives up\n"
    "                                          (exit 1) after SEC s (default 300, or MS + 60 s)\n";

namespace {

struct AnalyseOptions {
    std::string engine = "builtin";
    std::string fen = kibitz::core::StartFen;
    int depth = 0;
    int movetimeMs = 0;
    int multiPv = 1;
    int timeoutSec = 0; // 0: the default, see timeoutMs()
};

// The overall limit of the command: --timeout, else 300 s or the move time plus a minute.
int timeoutMs(const AnalyseOptions& options)
{
    if (options.timeoutSec > 0)
        return options.timeoutSec * 1000;
    return std::max(300 * 1000, options.movetimeMs + 60 * 1000);
}

// Prints the reason and the usage; the exit status for bad arguments.
int usageError(const std::string& reason)
{
    std::fprintf(stderr, "kibitz-cli: %s\nusage: kibitz-cli <command> [options]\n%s", reason.c_str(), AnalyseUsage);
    return 2;
}

// Parses the options; returns an error text for the usage message, empty when fine.
std::string parseOptions(const std::vector<std::string>& args, AnalyseOptions& out)
{
    for (std::size_t i = 1; i < args.size(); ++i) {
        const std::string& key = args[i];
        if (i + 1 >= args.size())
            return "missing value after " + key;
        const std::string& value = args[++i];
        if (key == "--engine") {
            out.engine = value;
        } else if (key == "--fen") {
            out.fen = value;
            // The FEN may be one quoted word or its fields as separate words.
            while (i + 1 < args.size() && args[i + 1].rfind("--", 0) != 0
                   && std::count(out.fen.begin(), out.fen.end(), ' ') < 5)
                out.fen += " " + args[++i];
        } else if (key == "--depth" || key == "--movetime" || key == "--multipv" || key == "--timeout") {
            const int max = key == "--movetime" ? 86400000 : key == "--depth" ? 99 : key == "--timeout" ? 86400 : 64;
            const auto number = kibitz::cli::positiveNumber(value, max);
            if (!number)
                return "invalid value '" + value + "' for " + key;
            (key == "--depth"          ? out.depth
                 : key == "--movetime" ? out.movetimeMs
                 : key == "--timeout"  ? out.timeoutSec
                                       : out.multiPv) = *number;
        } else {
            return "unknown option '" + key + "'";
        }
    }
    if ((out.depth > 0) == (out.movetimeMs > 0))
        return "give exactly one of --depth and --movetime";
    return {};
}

// The engine named on the command line: "builtin", or a UCI engine's path or name.
std::unique_ptr<Engine> makeEngine(const std::string& name)
{
    if (name == "builtin")
        return std::make_unique<BuiltinEngine>();
    return std::make_unique<UciEngine>(QString::fromStdString(name));
}

// Prints "error: <message>" on stderr; the exit status of a failed analysis.
int reportFailure(const QString& message)
{
    std::fprintf(stderr, "error: %s\n", qPrintable(message));
    return 1;
}

// Runs one search to its end (or to the --timeout), printing as it goes; returns the exit status.
int analyse(Engine& engine, const AnalyseOptions& options)
{
    QEventLoop loop;
    std::optional<EngineInfo> bestLine;
    std::optional<EngineBestMove> best;
    QString failure;
    bool outputLost = false;
    QObject::connect(&engine, &Engine::infoReceived, &loop, [&](const EngineInfo& info) {
        std::printf("%s\n", qPrintable(uci::formatInfo(info)));
        if (!kibitz::cli::finishOutput()) { // nobody can read the rest
            outputLost = true;
            loop.quit();
        }
        if (info.multiPv == 1 && info.hasScore && (info.score.bound == EngineScore::Bound::Exact || !bestLine))
            bestLine = info;
    });
    QObject::connect(&engine, &Engine::bestMoveReceived, &loop, [&](const EngineBestMove& move) {
        best = move;
        loop.quit();
    });
    QObject::connect(&engine, &Engine::errorOccurred, &loop, [&](const QString& message) {
        failure = message;
        if (engine.state() == Engine::State::Failed)
            loop.quit();
    });
    const EngineLimits limits =
        options.depth > 0 ? EngineLimits::ofDepth(options.depth) : EngineLimits::ofMovetime(options.movetimeMs);
    if (!engine.analyse(QString::fromStdString(options.fen), {}, limits, options.multiPv))
        return reportFailure(failure);
    // The engine limits a search that does not end itself (move time plus grace, or silence);
    // this caps the whole command, start-up included.
    const int timeout = timeoutMs(options);
    QTimer::singleShot(timeout, &loop, [&] {
        failure = QCoreApplication::translate("AnalyseCommand",
                                              "The engine \"%1\" did not finish the search within %2 s (--timeout).")
                      .arg(engine.name())
                      .arg(timeout / 1000);
        loop.quit();
    });
    // Engines may fail at once (a missing program), before the loop runs.
    if (engine.state() != Engine::State::Failed && !best)
        loop.exec();
    if (outputLost)
        return 1;
    if (!best)
        return reportFailure(failure.isEmpty() ? QStringLiteral("the engine gave no move") : failure);
    // No move, or an illegal one, where legal moves exist: the engine reported why.
    if (best->move.isNull() && kibitz::core::hasLegalMove(engine.currentRequest().root))
        return reportFailure(failure.isEmpty() ? QStringLiteral("the engine gave no move") : failure);
    const EngineScore score = bestLine ? bestLine->score : EngineScore{};
    std::printf("bestmove %s score %s\n", qPrintable(best->uci.isEmpty() ? QStringLiteral("0000") : best->uci),
                qPrintable(uci::formatScore(score)));
    return 0;
}

} // namespace

// Checks the arguments, makes sure an event loop can run, and analyses.
int runAnalyseCommand(const std::vector<std::string>& args)
{
    AnalyseOptions options;
    const std::string problem = parseOptions(args, options);
    if (!problem.empty())
        return usageError(problem);
    const std::unique_ptr<QCoreApplication> app = kibitz::cli::coreApplicationIfNone();
    const std::unique_ptr<Engine> engine = makeEngine(options.engine);
    return analyse(*engine, options);
}
