// kibitz-cli repertoire over kibitz_training's Repertoire.
#include "repertoirecommand.h"

#include "cliargs.h"

#include "core/fen.h"
#include "game/inputfile.h"
#include "training/repertoire.h"

#include <cstdio>

using namespace kibitz;

const char* const RepertoireUsage =
    "  repertoire FILE.pgn --colour white|black  the positions the repertoire trains, with its answers\n";

namespace {

// "SAN SAN (UCI UCI)" of the moves at a position.
std::string answersText(const std::vector<training::RepertoireMove>& moves)
{
    std::string san;
    std::string uci;
    for (const training::RepertoireMove& m : moves) {
        san += (san.empty() ? "" : " ") + m.san;
        uci += (uci.empty() ? "" : " ") + m.uci;
    }
    return san + " (" + uci + ")";
}

} // namespace

int runRepertoireCommand(const std::vector<std::string>& args)
{
    std::string file;
    std::string colour;
    for (std::size_t i = 1; i < args.size(); ++i) {
        if ((args[i] == "--colour" || args[i] == "--color") && i + 1 < args.size())
            colour = args[++i];
        else if (args[i].rfind("--", 0) != 0 && file.empty())
            file = args[i];
        else {
            std::fprintf(stderr, "kibitz-cli repertoire: unexpected '%s'\n%s", args[i].c_str(), RepertoireUsage);
            return 2;
        }
    }
    if (file.empty() || (colour != "white" && colour != "black")) {
        std::fprintf(stderr, "kibitz-cli repertoire: a PGN file and --colour white or black are needed\n%s",
                     RepertoireUsage);
        return 2;
    }
    std::string text;
    std::string error;
    if (!game::readInputFile(file, cli::MaxWholeFile, text, error)) {
        std::fprintf(stderr, "error: cannot read %s: %s\n", file.c_str(), error.c_str());
        return 1;
    }
    const training::RepertoireReading read =
        training::readRepertoire(text, colour == "white" ? core::White : core::Black);
    for (const core::Message& e : read.errors)
        std::fprintf(stderr, "%s: %s (left out)\n", file.c_str(), e.english().c_str());
    const std::vector<std::string> keys = read.repertoire.trainedPositions();
    for (std::size_t i = 0; i < keys.size(); ++i) {
        const training::RepertoirePosition* p = read.repertoire.find(keys[i]);
        std::printf("position %zu ply %d fen %s answer %s\n", i + 1, p->ply, core::toFen(p->position).c_str(),
                    answersText(p->moves).c_str());
    }
    std::printf("repertoire: %zu positions for %s from %d game%s\n", keys.size(), colour.c_str(), read.games,
                read.games == 1 ? "" : "s");
    if (keys.empty()) {
        std::fprintf(stderr, "error: %s has no move for %s to train\n", file.c_str(), colour.c_str());
        return 1;
    }
    return 0;
}
