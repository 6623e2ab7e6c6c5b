// kibitz-cli: Kibitz on the command line; main() hands each command to its file (the position
// commands, pgn, eco and book, db, repertoire and, with Qt, analyse, review and puzzles).
// Plain C++17 without Qt so that it builds with KIBITZ_WITH_QT=OFF; its output is a stable interface.
#include "cliargs.h"
#include "clioutput.h"
#include "openingscommand.h"
#include "dbcommand.h"
#include "dbmanagecommand.h"
#include "pgncommand.h"
#include "positioncommands.h"
#include "repertoirecommand.h"
#ifdef KIBITZ_CLI_WITH_ENGINE
#include "analysecommand.h"
#include "puzzlescommand.h"
#include "reviewcommand.h"
#endif

#include <csignal>
#include <cstdio>
#include <exception>
#include <string>
#include <vector>

using kibitz::cli::UsageError;

namespace {

using Args = std::vector<std::string>;

const char* const Usage = "usage: kibitz-cli <command> [options]\n";

// Usage of analyse and review, or a note that this build has no engines.
const char* analyseUsage()
{
#ifdef KIBITZ_CLI_WITH_ENGINE
    static const std::string both = std::string(DbManageUsage) + AnalyseUsage + ReviewUsage + PuzzlesUsage;
    return both.c_str();
#else
    return "  (db new/copy/move/delete/merge/twins, analyse, review and puzzles are not available: this kibitz-cli\n"
           "   was built without Qt)\n";
#endif
}

// Runs the command named by args[0].
int run(const Args& args)
{
    if (args.empty())
        throw UsageError{"no command given"};
    const std::string& cmd = args[0];
    if (cmd == "-h" || cmd == "--help" || cmd == "help") {
        std::fputs(Usage, stdout);
        std::fputs(PositionUsage, stdout);
        std::fputs(PgnUsage, stdout);
        std::fputs(OpeningsUsage, stdout);
        std::fputs(DbUsage, stdout);
        std::fputs(RepertoireUsage, stdout);
        std::fputs(analyseUsage(), stdout);
        return 0;
    }
    if (isPositionCommand(cmd))
        return runPositionCommand(args);
    if (cmd == "pgn")
        return runPgnCommand(args);
    if (cmd == "book")
        return runBookCommand(args);
    if (cmd == "eco")
        return runEcoCommand(args);
#ifdef KIBITZ_CLI_WITH_ENGINE
    if (isDbManageCommand(args))
        return runDbManageCommand(args);
#endif
    if (cmd == "db")
        return runDbCommand(args);
    if (cmd == "repertoire")
        return runRepertoireCommand(args);
#ifdef KIBITZ_CLI_WITH_ENGINE
    if (cmd == "analyse")
        return runAnalyseCommand(args);
    if (cmd == "review")
        return runReviewCommand(args);
    if (cmd == "puzzles")
        return runPuzzlesCommand(args);
#endif
    throw UsageError{"unknown command '" + cmd + "'"};
}

} // namespace

// Entry point: bad arguments give the usage and exit status 2; nothing escapes as a crash; an
// output that could not be written whole ends with status 1 whatever the command said.
int main(int argc, char** argv)
{
    // A file-size limit (ulimit -f) would otherwise kill the process mid-write; ignored, the
    // write fails with EFBIG and is reported like a full disk.
#ifdef SIGXFSZ
    std::signal(SIGXFSZ, SIG_IGN);
#endif
    try {
        const int status = run(Args(argv + 1, argv + argc));
        return kibitz::cli::finishOutput() ? status : 1;
    } catch (const UsageError& e) {
        std::fprintf(stderr, "kibitz-cli: %s\n%s%s%s%s%s%s%s", e.reason.c_str(), Usage, PositionUsage, PgnUsage,
                     OpeningsUsage, DbUsage, RepertoireUsage, analyseUsage());
        return 2;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "kibitz-cli: internal error: %s\n", e.what());
        return 3;
    }
}
