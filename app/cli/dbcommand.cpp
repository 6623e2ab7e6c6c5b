#include "dbcommand.h"

#include "clioutput.h"
#include "dbfilterargs.h"

#include "core/fen.h"
#include "core/parallel.h"
#include "database/gameindex.h"
#include "database/keptindex.h"
#include "database/mappedfile.h"
#include "database/pgnscanner.h"
#include "database/playerreport.h"
#include "database/positionsearch.h"

#include <algorithm>
#include <chrono>
#include <optional>
#include <cstdlib>
#include <cstdio>
#include <iostream>

using namespace kibitz;

const char* const DbUsage =
    "  db index FILE [--threads N] [--rebuild]  index a PGN database: broken games, then a summary\n"
    "                                          (the index is kept in the cache directory and used\n"
    "                                          again while the file is unchanged; --rebuild: scan anew)\n"
    "  db search FILE --fen FEN [--mode exact|pawns|material] [--threads N]\n"
    "                                          games where the position occurs, with the ply\n"
    "  db explore FILE [--fen FEN] [--threads N]  moves played from a position\n"
    "  db filter FILE [filter options]         the games the filter keeps, one a line\n"
    "  db player FILE NAME [filter options]    a player's results by colour and by opening (ECO)\n"
    "filter options (db filter, search, explore and player; names: any part, accents and case aside):\n"
    "  --white NAME  --black NAME  --player NAME (either colour)  --event TEXT  --site TEXT\n"
    "  --white-elo MIN-MAX  --black-elo MIN-MAX  --average-elo MIN-MAX (\"2200-\", \"-2400\" leave a side open)\n"
    "  --date FROM-TO (YYYY[.MM[.DD]])  --result 1-0|0-1|1/2-1/2|*  --eco B90-B99|B9|B  --plies MIN-MAX\n";

namespace {

using Clock = std::chrono::steady_clock;

double msSince(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }

struct DbArgs {
    std::string sub, file, fen, mode = "exact";
    std::string player; // db player's NAME
    database::GameFilter filter;
    int threads = 0;
    bool rebuild = false;
    bool bad = false;
    std::string error; // a malformed filter value
};

// Reads the sub-command, the file and the options; bad is set on anything unknown.
DbArgs parseArgs(const std::vector<std::string>& args)
{
    DbArgs a;
    if (args.size() < 3) {
        a.bad = true;
        return a;
    }
    a.sub = args[1];
    a.file = args[2];
    std::size_t first = 3;
    if (a.sub == "player" && args.size() > 3)
        a.player = args[first++];
    for (std::size_t i = first; i < args.size(); ++i) {
        const std::string& w = args[i];
        if (takeFilterOption(args, i, a.filter, a.error)) {
            a.bad = a.bad || !a.error.empty();
        } else if (w == "--rebuild") {
            a.rebuild = true;
        } else if (i + 1 >= args.size()) {
            a.bad = true;
        } else if (w == "--fen") {
            a.fen = args[++i];
            while (i + 1 < args.size() && args[i + 1].rfind("--", 0) != 0) // FEN given as words
                a.fen += " " + args[++i];
        } else if (w == "--mode") {
            a.mode = args[++i];
        } else if (w == "--threads") {
            a.threads = std::atoi(args[++i].c_str());
        } else {
            a.bad = true;
        }
    }
    if (a.sub != "index" && a.sub != "search" && a.sub != "explore" && a.sub != "filter" && a.sub != "player")
        a.bad = true;
    if (a.sub == "player" && a.player.empty())
        a.bad = true;
    if (a.mode != "exact" && a.mode != "pawns" && a.mode != "material")
        a.bad = true;
    return a;
}

struct Indexed {
    database::GameIndex index;
    std::string kept; // what became of the kept index, for the summary
    double ms = 0; // to have the index (not counting writing it to be kept)
};

// The index of the mapped database, kept or new (keptindex.h), and what became of the kept one.
Indexed indexOf(const database::MappedFile& file, const DbArgs& a)
{
    database::ScanOptions options;
    options.threads = a.threads;
    options.released = [&file](std::size_t begin, std::size_t end) { file.release(begin, end); };
    const auto start = Clock::now();
    database::KeptScan scan = database::indexKept(file, a.file, database::defaultKeptIndexDir(), options, a.rebuild);
    Indexed r;
    r.ms = msSince(start) - scan.keepMs;
    r.index = std::move(scan.index);
    using Use = database::KeptIndex::Use;
    r.kept = scan.use == Use::Reused ? "kept index reused"
        : scan.use == Use::Extended  ? "kept index read on from byte " + std::to_string(scan.resumedAt)
                                     : "new index: " + scan.reason;
    if (!scan.kept)
        std::fprintf(stderr, "note: the index is not kept: %s\n", scan.keepError.c_str());
    return r;
}

// Prints the broken games and the scan's summary line.
void reportIndex(const database::GameIndex& index, double ms, int threads, const std::string& kept)
{
    for (const database::ScanError& e : index.errors()) {
        if (!cli::outputOk()) // a long list to a full disk: the rest would fail too
            return;
        std::printf("error: game %u, line %u, column %u: %s\n", e.game, e.line, e.column, e.message().english().c_str());
    }
    // Memory: what the process holds; the move codes read from the kept file are in the file cache.
    std::printf("indexed %zu games, %llu plies, %zu errors in %.0f ms (%.0f games/s, %d threads, index %.1f MB"
                " + %.1f MB of moves mapped, %s)\n",
                index.size(), static_cast<unsigned long long>(index.totalPlies()), index.errors().size(), ms,
                ms > 0 ? index.size() * 1000.0 / ms : 0.0, threads, index.memoryBytes() / 1048576.0,
                index.mappedCodeBytes() / 1048576.0, kept.c_str());
}

std::size_t keptCount(const std::vector<std::uint8_t>& mask)
{
    return std::size_t(std::count(mask.begin(), mask.end(), std::uint8_t(1)));
}

// db filter: "game N: White - Black, result, date, event" per kept game, then the count.
int listFiltered(const database::GameIndex& index, const database::GameFilter& filter)
{
    const std::vector<std::uint32_t> kept = database::filteredGames(index.view(), filter);
    static const char* const results[] = {"*", "1-0", "1/2-1/2", "0-1"};
    for (std::size_t k = 0; k < kept.size() && cli::outputOk(); ++k) {
        const database::GameRecord g = index.game(kept[k]);
        std::printf("game %u: %s - %s, %s, %04d.%02d.%02d, %s\n", kept[k] + 1, std::string(index.text(g.white)).c_str(),
                    std::string(index.text(g.black)).c_str(), results[int(g.result)], g.year, g.month, g.day,
                    std::string(index.text(g.event)).c_str());
    }
    std::printf("kept %zu of %zu games\n", kept.size(), index.size());
    return 0;
}

void printScore(const char* label, const database::ScoreLine& l)
{
    std::printf("%-8s games %u  +%u =%u -%u  score %.1f%%\n", label, l.games, l.wins, l.draws, l.losses,
                l.score() * 100.0);
}

// db player: the report's lines (by colour, then each colour's openings by ECO tag).
int printPlayer(const database::GameIndex& index, const std::string& name, const database::GameFilter& filter)
{
    const database::PlayerReport r = database::playerReport(index.view(), name, filter);
    for (const std::string& n : r.names)
        std::printf("name: %s\n", n.c_str());
    printScore("white", r.asWhite);
    printScore("black", r.asBlack);
    printScore("total", r.total());
    std::printf("years %d-%d, highest rating %d\n", r.firstYear, r.lastYear, r.highestElo);
    for (const auto& [label, rows] : {std::pair{"white", &r.whiteOpenings}, std::pair{"black", &r.blackOpenings}})
        for (const database::PlayerReport::Opening& o : *rows) {
            const std::string eco = o.eco ? database::ecoText(o.eco) : "?";
            const std::string line = std::string(label) + " " + eco;
            printScore(line.c_str(), o.line);
        }
    return 0;
}

// db search: the games where target occurs (in the filter's games when mask is given).
int printSearch(const Indexed& indexed, const core::Position& target, const DbArgs& a,
                const std::optional<std::vector<std::uint8_t>>& mask)
{
    const database::GameIndex& index = indexed.index;
    const auto mode = a.mode == "pawns" ? database::SearchMode::PawnStructure
        : a.mode == "material"          ? database::SearchMode::Material
                                        : database::SearchMode::ExactPosition;
    const auto t = Clock::now();
    const auto hits = database::findPosition(index, target, mode, a.threads, nullptr, mask ? &*mask : nullptr);
    const double ms = msSince(t);
    for (std::size_t i = 0; i < hits.size() && cli::outputOk(); ++i)
        std::printf("game %u ply %u\n", hits[i].game + 1, unsigned(hits[i].ply));
    std::printf("found %zu of %zu games%s in %.1f ms (index %.0f ms, %s)\n", hits.size(),
                mask ? keptCount(*mask) : index.size(), mask ? " in the filter" : "", ms, indexed.ms,
                indexed.kept.c_str());
    return 0;
}

// db explore: the moves played from target with their results.
int printExplorer(const Indexed& indexed, const core::Position& target, const DbArgs& a,
                  const std::optional<std::vector<std::uint8_t>>& mask)
{
    const database::GameIndex& index = indexed.index;
    const double scanMs = indexed.ms;
    const auto t = Clock::now();
    // The table counts every game: with a filter, or where it has nothing (past its plies, a line
    // one game played), the games are searched, as the window's explorer does.
    openings::ExplorerMoves rows = mask ? openings::ExplorerMoves() : index.openings().movesFrom(target);
    const bool searched = rows.empty();
    if (searched)
        rows = database::movesAfterHits(index.view(), target,
                                        database::findPosition(index, target, database::SearchMode::ExactPosition,
                                                               a.threads, nullptr, mask ? &*mask : nullptr));
    const double ms = msSince(t);
    std::uint64_t total = 0;
    for (const openings::ExplorerMove& r : rows) {
        total += r.games;
        const double score = r.games ? (r.whiteWins + 0.5 * r.draws) * 100.0 / r.games : 0.0;
        std::printf("%-7s games %u score %.1f%% white %u draws %u black %u year %d\n", r.san.c_str(), r.games, score,
                    r.whiteWins, r.draws, r.blackWins, r.averageYear);
    }
    if (searched)
        std::printf("%zu moves from %llu games in %.2f ms (by position search, index %.0f ms, %s)\n", rows.size(),
                    static_cast<unsigned long long>(total), ms, scanMs, indexed.kept.c_str());
    else
        std::printf("%zu moves from %llu games in %.2f ms (first %d plies indexed, index %.0f ms, %s)\n",
                    rows.size(), static_cast<unsigned long long>(total), ms, database::OpeningTable::DefaultPlies, scanMs,
                    indexed.kept.c_str());
    return 0;
}

} // namespace

int runDbCommand(const std::vector<std::string>& args)
{
    const DbArgs a = parseArgs(args);
    if (a.bad) {
        std::fprintf(stderr, "kibitz-cli db: %s\n%s", a.error.empty() ? "bad arguments" : a.error.c_str(), DbUsage);
        return 2;
    }
    core::Position target = core::Position::startPosition();
    if (!a.fen.empty()) {
        if (const auto err = core::parseFen(a.fen, target)) {
            std::fprintf(stderr, "error: %s\n", err->message.english().c_str());
            return 1;
        }
    } else if (a.sub == "search") {
        std::fprintf(stderr, "kibitz-cli db search: --fen is required\n%s", DbUsage);
        return 2;
    }
    database::MappedFile file;
    if (!file.open(a.file)) {
        std::fprintf(stderr, "error: %s\n", file.error().c_str());
        return 1;
    }
    const int threads = a.threads > 0 ? a.threads : core::hardwareThreads();
    const Indexed indexed = indexOf(file, a);
    const database::GameIndex& index = indexed.index;
    const double scanMs = indexed.ms;
    if (a.sub == "index") {
        reportIndex(index, scanMs, threads, indexed.kept);
        return 0;
    }
    if (a.sub == "filter")
        return listFiltered(index, a.filter);
    if (a.sub == "player")
        return printPlayer(index, a.player, a.filter);
    // The games of the filter, when one is given: the search and the explorer see no other.
    std::optional<std::vector<std::uint8_t>> mask;
    if (!a.filter.isEmpty())
        mask = database::filterMask(index.view(), a.filter);
    if (a.sub == "search")
        return printSearch(indexed, target, a, mask);
    return printExplorer(indexed, target, a, mask);
}
