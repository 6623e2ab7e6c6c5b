// kibitz-game-bench: costs of the game model and PGN (issue 3). Not a test: prints figures only.
//   kibitz-game-bench                    model steps for 100/1,000/10,000 plies, PGN of 5,000 games
//   kibitz-game-bench --write-pgn FILE   writes the generated 5,000-game PGN file and exits
//   kibitz-game-bench --import FILE      times kibitz's PGN import of FILE (for pgn_vs_chessjs.sh)
//   kibitz-game-bench --pgn-scaling      one game with 25k..200k tags, 100k..800k comments or NAGs
#include "chessgamemodel.h"
#include "gameediting.h"
#include "gamenavigation.h"
#include "movelistmodel.h"

#include "core/movegen.h"
#include "core/status.h"
#include "game/pgnreader.h"
#include "game/pgnwriter.h"

#include <QGuiApplication>
#include <QUndoStack>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

using namespace kibitz;
using Clock = std::chrono::steady_clock;

namespace {

// Milliseconds since start.
double msSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// A random legal game of up to plies moves (fixed seed); avoids ending the game when endless is set.
std::vector<core::Move> randomGame(std::mt19937& rng, int plies, bool endless, core::Position* final = nullptr)
{
    core::Position pos = core::Position::startPosition();
    std::vector<core::Move> moves;
    for (int i = 0; i < plies; ++i) {
        core::MoveList list;
        core::generateLegalMoves(pos, list);
        if (list.empty())
            break;
        core::Move chosen = list[int(rng() % list.size())];
        for (int attempt = 0; endless && attempt < list.size(); ++attempt) {
            core::Position next = pos;
            core::UndoInfo u;
            next.makeMove(chosen, u);
            if (core::hasLegalMove(next))
                break;
            chosen = list[(attempt + 1) % list.size()];
        }
        core::UndoInfo u;
        pos.makeMove(chosen, u);
        moves.push_back(chosen);
    }
    if (final)
        *final = pos;
    return moves;
}

// Plays moves through the model's public slot, as a view would.
void playAll(ChessGameModel& m, const std::vector<core::Move>& moves)
{
    for (core::Move mv : moves)
        m.editing()->makeMove(mv.from(), mv.to(),
                              mv.kind() == core::Move::Promotion ? mv.promotion() : core::NoPieceType);
}

struct ModelCosts {
    double playBare = 1e9, playList = 1e9, undo = 1e9, redo = 1e9, back = 1e9, forward = 1e9;
    double exportMs = 1e9, importMs = 1e9;
    bool ok = true;
    int maxClock = 0;
};

// One measurement of every step for the given moves (each figure in us per ply, or ms).
void measureModel(const std::vector<core::Move>& moves, ModelCosts& c)
{
    const double steps = double(moves.size());
    ChessGameModel bare;
    auto t = Clock::now();
    playAll(bare, moves);
    c.playBare = std::min(c.playBare, msSince(t) * 1000 / steps);

    ChessGameModel m;
    MoveListModel list(&m);
    int rowsInserted = 0;
    QObject::connect(&list, &QAbstractItemModel::rowsInserted, &list, [&rowsInserted] { ++rowsInserted; });
    t = Clock::now();
    playAll(m, moves);
    c.playList = std::min(c.playList, msSince(t) * 1000 / steps);
    c.ok = c.ok && rowsInserted == int(steps) && list.rowCount() == int(steps);
    for (game::NodeId n : m.tree().root().line)
        c.maxClock = std::max(c.maxClock, m.tree().node(n).position.halfmoveClock());

    t = Clock::now();
    while (m.undoStack()->canUndo())
        m.undoStack()->undo();
    c.undo = std::min(c.undo, msSince(t) * 1000 / steps);
    t = Clock::now();
    while (m.undoStack()->canRedo())
        m.undoStack()->redo();
    c.redo = std::min(c.redo, msSince(t) * 1000 / steps);
    t = Clock::now();
    while (m.navigation()->back()) { }
    c.back = std::min(c.back, msSince(t) * 1000 / steps);
    t = Clock::now();
    while (m.navigation()->forward()) { }
    c.forward = std::min(c.forward, msSince(t) * 1000 / steps);

    t = Clock::now();
    const std::string pgn = game::toPgn(m.game());
    c.exportMs = std::min(c.exportMs, msSince(t));
    t = Clock::now();
    const auto read = game::readPgn(pgn);
    c.importMs = std::min(c.importMs, msSince(t));
    c.ok = c.ok && read.errors.empty() && read.games.size() == 1 && read.games[0].tree.sameContent(m.tree());
}

// Model step costs for a game of n plies, best of three runs (the machine is shared).
void benchModel(int n)
{
    std::mt19937 rng(1000 + n);
    const std::vector<core::Move> moves = randomGame(rng, n, true);
    ModelCosts c;
    for (int run = 0; run < 3; ++run)
        measureModel(moves, c);
    std::printf("%6d plies | play %5.2f us, with MoveListModel %5.2f (+%5.2f) | undo %4.2f | redo %4.2f | "
                "back %4.2f | forward %4.2f us/ply | export %6.2f ms | import %6.2f ms | max clock %d%s\n",
                int(moves.size()), c.playBare, c.playList, c.playList - c.playBare, c.undo, c.redo, c.back, c.forward,
                c.exportMs, c.importMs, c.maxClock, c.ok ? "" : "  (MISMATCH)");
}

// The 5,000-game file: random games of 10..160 plies, the Seven Tag Roster, some comments and NAGs.
std::string generatePgnFile(int games)
{
    std::mt19937 rng(5000);
    std::string out;
    for (int g = 0; g < games; ++g) {
        core::Position final;
        const std::vector<core::Move> moves = randomGame(rng, 10 + int(rng() % 151), false, &final);
        game::Game game;
        game.setTag("Event", "Generated " + std::to_string(g + 1));
        game.setTag("Site", "Kibitz bench");
        game.setTag("Date", "2024.01.01");
        game.setTag("Round", std::to_string(g + 1));
        game.setTag("White", "Random A");
        game.setTag("Black", "Random B");
        game::NodeId node = game::RootNode;
        for (core::Move mv : moves) {
            node = game.tree.addChild(node, mv);
            if (rng() % 25 == 0)
                game.tree.setComment(node, "a comment about this move");
            if (rng() % 30 == 0)
                game.tree.setNags(node, {std::uint8_t(1 + rng() % 6)});
        }
        const core::GameStatus st = core::gameStatus(final, {});
        game.setTag("Result",
                    st.state == core::GameState::Checkmate ? (st.winner == core::White ? "1-0" : "0-1")
                        : st.isOver()                      ? "1/2-1/2"
                                                           : "*");
        game::writePgn(out, game);
    }
    return out;
}

// Imports text, discarding games; prints one parsable line.
void timeImport(const std::string& text, const char* label)
{
    long plies = 0;
    std::vector<game::PgnError> errors;
    const auto t = Clock::now();
    const game::PgnReadSummary s = game::readPgn(
        text,
        [&plies](game::Game&& g, int) {
            plies += game::mainLinePlies(g.tree);
            return true;
        },
        errors);
    const double ms = msSince(t);
    std::printf("%s: games %d failed %d plies %ld time_ms %.1f games_per_s %.0f MB_per_s %.1f\n", label, s.games,
                s.failed, plies, ms, s.games / (ms / 1000), text.size() / 1e6 / (ms / 1000));
}

// Import, export (import + write) and round-trip check of the generated file.
void benchPgnFile()
{
    auto t = Clock::now();
    const std::string text = generatePgnFile(5000);
    std::printf("generated 5,000 games, %.1f MB, in %.0f ms\n", text.size() / 1e6, msSince(t));
    timeImport(text, "import (streaming)");
    t = Clock::now();
    game::PgnReadResult all = game::readPgn(text);
    const double keep = msSince(t);
    t = Clock::now();
    std::string out;
    for (const game::Game& g : all.games)
        game::writePgn(out, g);
    const double exportMs = msSince(t);
    std::printf("import keeping all games %.1f ms | export %.1f ms | export == input: %s\n", keep, exportMs,
                out == text ? "yes" : "no");
}

// One game with n tags, or one move followed by n comments or n NAGs.
std::string pgnEdgeCase(const char* kind, int n)
{
    std::string text;
    if (std::string(kind) == "tags") {
        for (int i = 0; i < n; ++i)
            text += "[T" + std::to_string(i) + " \"v\"]\n";
        return text + "\n1. e4 *\n";
    }
    text = "1. e4 ";
    for (int i = 0; i < n; ++i)
        text += std::string(kind) == "comments" ? "{c} " : "$1 ";
    return text + "*\n";
}

// Reading time of one game with very many tags, comments or NAGs at doubling sizes: linear
// readers take twice as long per doubling (the ms per 1,000 items stays flat).
void benchPgnScaling()
{
    for (const char* kind : {"tags", "comments", "nags"}) {
        const int base = std::string(kind) == "tags" ? 25000 : 100000;
        for (int n = base; n <= 8 * base; n *= 2) {
            const std::string text = pgnEdgeCase(kind, n);
            const auto t = Clock::now();
            const game::PgnReadResult r = game::readPgn(text);
            const double ms = msSince(t);
            std::printf("%-8s n %7d time_ms %9.1f ms_per_1000 %7.3f games %zu errors %zu\n", kind, n, ms, ms * 1000 / n,
                        r.games.size(), r.errors.size());
        }
    }
}

// The whole file.
std::string readFile(const char* path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

} // namespace

// Runs every section, or one of the file modes used by pgn_vs_chessjs.sh.
int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() == 3 && args[1] == "--write-pgn") {
        std::ofstream(argv[2], std::ios::binary) << generatePgnFile(5000);
        return 0;
    }
    if (args.size() == 3 && args[1] == "--import") {
        timeImport(readFile(argv[2]), "kibitz");
        return 0;
    }
    if (args.size() == 2 && args[1] == "--pgn-scaling") {
        benchPgnScaling();
        return 0;
    }
    if (args.size() != 1) {
        std::fprintf(stderr, "usage: kibitz-game-bench [--write-pgn FILE | --import FILE | --pgn-scaling]\n");
        return 2;
    }
    std::printf("ChessGameModel steps (per ply, averaged over the whole game):\n");
    for (int n : {100, 1000, 10000})
        benchModel(n);
    std::printf("\nPGN, 5,000 generated games:\n");
    benchPgnFile();
    std::printf("\nPGN, one game with very many tags, comments or NAGs:\n");
    benchPgnScaling();
    return 0;
}
