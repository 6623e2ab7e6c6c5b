// kibitz-cli pgn: streams the games of a file through the PGN reader.
#include "pgncommand.h"

#include "cliargs.h"
#include "clioutput.h"

#include "core/fen.h"
#include "game/inputfile.h"
#include "game/pgnreader.h"
#include "game/pgnwriter.h"

#include <iostream>
#include <iterator>
#include <string>
#include <string_view>

using namespace kibitz;

const char* const PgnUsage =
    "  pgn [--export] FILE                     per game: players, result, plies, final FEN;\n"
    "                                          with --export the normalized PGN (FILE - = stdin)\n";

namespace {

// The whole file (or stdin for "-"); false with the reason when it cannot be read.
bool readAll(const std::string& path, std::string& out, std::string& error)
{
    if (path == "-") {
        out.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
        error = "the read failed";
        return !std::cin.bad();
    }
    return game::readInputFile(path, cli::MaxWholeFile, out, error);
}

// Appends the value of tag name to line, "?" when missing.
void appendTag(std::string& line, const game::Game& g, std::string_view name)
{
    for (const game::Tag& t : g.tags) {
        if (t.name == name) {
            line += t.value.empty() ? std::string_view("?") : std::string_view(t.value);
            return;
        }
    }
    line += '?';
}

// One summary line: game N: white "W" black "B" result R plies P fen F (one write per line, built
// by appending: a stream insertion or a temporary string per piece cost as much as the rest)
void printSummary(const game::Game& g, int number)
{
    const game::Node& end = g.tree.node(game::mainLineEnd(g.tree));
    std::string line;
    line.reserve(160);
    line += "game ";
    line += std::to_string(number);
    line += ": white \"";
    appendTag(line, g, "White");
    line += "\" black \"";
    appendTag(line, g, "Black");
    line += "\" result ";
    line += g.result();
    line += " plies ";
    line += std::to_string(game::mainLinePlies(g.tree));
    line += " fen ";
    line += core::toFen(end.position);
    line += '\n';
    std::cout.write(line.data(), std::streamsize(line.size()));
}

} // namespace

// Parses the arguments, reads the file and streams every game to stdout.
int runPgnCommand(const std::vector<std::string>& args)
{
    bool exportPgn = false;
    std::string path;
    for (std::size_t i = 1; i < args.size(); ++i) {
        if (args[i] == "--export")
            exportPgn = true;
        else if (path.empty() && (args[i] == "-" || args[i].rfind("--", 0) != 0))
            path = args[i];
        else {
            std::cerr << "error: unexpected argument '" << args[i] << "'\nusage:\n" << PgnUsage;
            return 2;
        }
    }
    if (path.empty()) {
        std::cerr << "error: pgn needs a FILE\nusage:\n" << PgnUsage;
        return 2;
    }
    std::string text, error;
    if (!readAll(path, text, error)) {
        std::cerr << "error: cannot read '" << path << "': " << error << "\n";
        return 1;
    }
    std::vector<game::PgnError> errors;
    const game::PgnReadSummary summary = game::readPgn(
        text,
        [exportPgn](game::Game&& g, int number) {
            if (exportPgn)
                std::cout << game::toPgn(g);
            else
                printSummary(g, number);
            return cli::outputOk(); // the rest would not reach a full disk either
        },
        errors);
    for (const game::PgnError& e : errors)
        std::cerr << "error: " << e.message.english() << "\n";
    cli::finishOutput(); // says so when the output could not be written (main() exits 1 then)
    return summary.failed > 0 ? 1 : 0;
}
