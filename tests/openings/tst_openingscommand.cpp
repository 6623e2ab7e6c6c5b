// kibitz-cli book and eco end to end: the real binary (KIBITZ_CLI_PATH) on files written here.
#include "openings/polyglotbook.h"
#include "openings/polyglotkey.h"
#include "openingshelpers.h"

#include <gtest/gtest.h>

#include <sys/wait.h>

#include <cstdio>

#ifndef KIBITZ_CLI_PATH
#error "KIBITZ_CLI_PATH must name the kibitz-cli binary"
#endif

using namespace kibitz;
using kibitz::test::after;

namespace {

struct Output {
    int code = -1;
    std::string text; // stdout and stderr together
};

// Runs kibitz-cli with the (shell-safe) argument string.
Output cli(const std::string& arguments)
{
    Output out;
    FILE* pipe = popen((std::string(KIBITZ_CLI_PATH) + " " + arguments + " 2>&1").c_str(), "r");
    if (!pipe)
        return out;
    char buffer[4096];
    while (const std::size_t n = fread(buffer, 1, sizeof buffer, pipe))
        out.text.append(buffer, n);
    const int status = pclose(pipe);
    out.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return out;
}

// The Polyglot move code of from-to.
std::uint16_t code(core::Square from, core::Square to) { return std::uint16_t(int(to) | (int(from) << 6)); }

} // namespace

TEST(BookCommand, ListsMovesWithWeightsAndASummary)
{
    const test::TempDir dir;
    const std::uint64_t start = openings::polyglotKey(after({}));
    const std::string book = dir.write("small.bin",
                                       openings::PolyglotBook::toBytes({
                                           {start, code(core::D2, core::D4), 30, 0},
                                           {start, code(core::E2, core::E4), 90, 0},
                                           {openings::polyglotKey(after({"e4"})), code(core::C7, core::C5), 7, 0},
                                       }));
    const Output out = cli("book '" + book + "'");
    EXPECT_EQ(out.code, 0) << out.text;
    EXPECT_EQ(out.text,
              "e4 e2e4 weight 90 75.0%\n"
              "d4 d2d4 weight 30 25.0%\n"
              "book: 2 moves, total weight 120, key 463b96181691fc9c, 3 entries\n");
    const Output reply = cli("book '" + book + "' --fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    EXPECT_EQ(reply.text,
              "c5 c7c5 weight 7 100.0%\n"
              "book: 1 moves, total weight 7, key 823c9b50fd114196, 3 entries\n");
}

TEST(BookCommand, BrokenBookAndBadArguments)
{
    const test::TempDir dir;
    const Output broken = cli("book '" + dir.write("cut.bin", std::string(40, 'x')) + "'");
    EXPECT_EQ(broken.code, 1);
    EXPECT_NE(broken.text.find("cut.bin is not a Polyglot book"), std::string::npos) << broken.text;
    EXPECT_EQ(cli("book").code, 2);
    EXPECT_EQ(cli("book a.bin --depth 3").code, 2);
}

TEST(EcoCommand, ClassifiesGamesAndPositions)
{
    const test::TempDir dir;
    const std::string table = dir.write("eco.pgn", "[ECO \"C42\"]\n[Opening \"Petrov\"]\n\n1. e4 e5 2. Nf3 Nf6 *\n");
    const std::string games = dir.write("games.pgn",
                                        "[Event \"a\"]\n\n1. Nf3 Nf6 2. e4 e5 3. Nxe5 *\n\n"
                                        "[Event \"b\"]\n\n1. d4 *\n");
    const Output out = cli("eco --table '" + table + "' '" + games + "'");
    EXPECT_EQ(out.code, 0) << out.text;
    EXPECT_EQ(out.text, "game 1: C42 Petrov (ply 4)\ngame 2: unknown\neco: 2 games, 1 classified\n");
    const Output missing = cli("eco --table '" + dir.path("none.pgn") + "' '" + games + "'");
    EXPECT_EQ(missing.code, 1);
    EXPECT_NE(missing.text.find("none.pgn"), std::string::npos) << missing.text;
}
