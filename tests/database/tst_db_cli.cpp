// kibitz-cli db index / search / explore end to end on a small database written here (issue 16).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

#ifndef KIBITZ_CLI_PATH
#error "KIBITZ_CLI_PATH must name the kibitz-cli binary"
#endif

namespace fs = std::filesystem;

namespace {

// Four games: two share 1.e4 e5, the second breaks at its second move, the last plays 1.d4.
const char* const Database = R"([White "A"]
[Black "B"]
[Result "1-0"]

1. e4 e5 2. Nf3 1-0

[White "C"]
[Black "D"]
[Result "0-1"]

1. e4 c5 2. Nf6 0-1

[White "E"]
[Black "A"]
[Date "2001.01.01"]
[Result "0-1"]

1. e4 e5 2. Bc4 {a comment} (2. d4) 0-1

[White "B"]
[Black "C"]
[Date "2003.??.??"]
[Result "1/2-1/2"]

1. d4 d5 1/2-1/2
)";

struct Output {
    int code = -1;
    std::vector<std::string> lines; // stdout
    std::string err;
};

// A temporary folder of this process, removed with what it holds at the end of each test.
struct TempDir {
    fs::path path = fs::temp_directory_path() / ("tst_db_cli_" + std::to_string(getpid()));
    TempDir() { fs::create_directories(path); }
    ~TempDir() { fs::remove_all(path); }
};

// The text of a file.
std::string slurp(const fs::path& p)
{
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// Runs kibitz-cli with args (no shell quoting needed: the words here have no quotes).
Output run(const TempDir& dir, const std::vector<std::string>& args)
{
    // Kept indexes go to the test's own folder, never to the user's cache.
    std::string cmd = "XDG_CACHE_HOME='" + (dir.path / "cache").string() + "' '" + KIBITZ_CLI_PATH + "'";
    for (const std::string& a : args)
        cmd += " '" + a + "'";
    const fs::path out = dir.path / "out", err = dir.path / "err";
    cmd += " >'" + out.string() + "' 2>'" + err.string() + "'";
    const int status = std::system(cmd.c_str());
    Output r;
    r.code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    std::istringstream lines(slurp(out));
    for (std::string line; std::getline(lines, line);)
        r.lines.push_back(line);
    r.err = slurp(err);
    return r;
}

// The database file in dir.
std::string writeDatabase(const TempDir& dir)
{
    const fs::path file = dir.path / "games.pgn";
    std::ofstream(file, std::ios::binary) << Database;
    return file.string();
}

bool startsWith(const std::string& s, const std::string& prefix) { return s.rfind(prefix, 0) == 0; }

} // namespace

TEST(DbCli, IndexListsTheBrokenGameAndEndsWithASummary)
{
    TempDir dir;
    const Output r = run(dir, {"db", "index", writeDatabase(dir)});
    ASSERT_EQ(r.code, 0) << r.err;
    ASSERT_EQ(r.lines.size(), 2u);
    EXPECT_EQ(r.lines[0], "error: game 2, line 11, column 13: illegal move \"Nf6\"");
    EXPECT_TRUE(startsWith(r.lines[1], "indexed 4 games, 10 plies, 1 errors in ")) << r.lines[1];
}

TEST(DbCli, SearchGivesGameNumbersAndPlies)
{
    TempDir dir;
    const std::string file = writeDatabase(dir);
    const Output r =
        run(dir, {"db", "search", file, "--fen", "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"});
    ASSERT_EQ(r.code, 0) << r.err;
    ASSERT_EQ(r.lines.size(), 3u);
    EXPECT_EQ(r.lines[0], "game 1 ply 2");
    EXPECT_EQ(r.lines[1], "game 3 ply 2");
    EXPECT_TRUE(startsWith(r.lines[2], "found 2 of 4 games in ")) << r.lines[2];
}

TEST(DbCli, ExploreGivesMovesGamesAndScore)
{
    TempDir dir;
    const std::string file = writeDatabase(dir);
    const Output start = run(dir, {"db", "explore", file});
    ASSERT_EQ(start.code, 0) << start.err;
    ASSERT_EQ(start.lines.size(), 3u);
    EXPECT_EQ(start.lines[0], "e4      games 2 score 50.0% white 1 draws 0 black 1 year 2001");
    EXPECT_EQ(start.lines[1], "d4      games 1 score 50.0% white 0 draws 1 black 0 year 2003");
    EXPECT_TRUE(startsWith(start.lines[2], "2 moves from 3 games in ")) << start.lines[2];
    const Output afterE4 =
        run(dir, {"db", "explore", file, "--fen", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"});
    ASSERT_EQ(afterE4.code, 0);
    ASSERT_EQ(afterE4.lines.size(), 2u);
    EXPECT_EQ(afterE4.lines[0], "e5      games 2 score 50.0% white 1 draws 0 black 1 year 2001");
    // After 1. d4 only one game goes on (the table stops at its novelty): the games are searched.
    const Output afterD4 =
        run(dir, {"db", "explore", file, "--fen", "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1"});
    ASSERT_EQ(afterD4.code, 0) << afterD4.err;
    ASSERT_EQ(afterD4.lines.size(), 2u);
    EXPECT_EQ(afterD4.lines[0], "d5      games 1 score 50.0% white 0 draws 1 black 0 year 2003");
    EXPECT_TRUE(startsWith(afterD4.lines[1], "1 moves from 1 games in ")) << afterD4.lines[1];
    EXPECT_NE(afterD4.lines[1].find("by position search"), std::string::npos) << afterD4.lines[1];
}

TEST(DbCli, BadArgumentsAndMissingFilesAreRefused)
{
    TempDir dir;
    EXPECT_EQ(run(dir, {"db", "frobnicate", "x.pgn"}).code, 2);
    EXPECT_EQ(run(dir, {"db", "search", writeDatabase(dir)}).code, 2); // --fen is required
    const Output missing = run(dir, {"db", "index", (dir.path / "none.pgn").string()});
    EXPECT_EQ(missing.code, 1);
    EXPECT_NE(missing.err.find("none.pgn"), std::string::npos);
    EXPECT_EQ(run(dir, {"db", "explore", writeDatabase(dir), "--fen", "not a fen"}).code, 1);
}

// Issue 28 part 1: the second command reuses the index kept by the first, --rebuild scans anew, a
// game appended by another program is read on, and a file copied over it is read again; each
// answer equals the one of a fresh scan.
TEST(DbCli, TheKeptIndexIsReusedWhileTheFileIsUnchanged)
{
    TempDir dir;
    const std::string file = writeDatabase(dir);
    const Output first = run(dir, {"db", "index", file});
    ASSERT_EQ(first.code, 0) << first.err;
    EXPECT_NE(first.lines.back().find("new index: none kept)"), std::string::npos) << first.lines.back();
    const Output second = run(dir, {"db", "index", file});
    EXPECT_NE(second.lines.back().find("kept index reused)"), std::string::npos) << second.lines.back();
    EXPECT_EQ(second.lines[0], first.lines[0]); // the broken game's line, from the kept index
    const Output rebuilt = run(dir, {"db", "index", file, "--rebuild"});
    EXPECT_NE(rebuilt.lines.back().find("new index: rebuild asked)"), std::string::npos) << rebuilt.lines.back();
    const Output explored = run(dir, {"db", "explore", file});
    const Output fresh = run(dir, {"db", "explore", file, "--rebuild"});
    ASSERT_EQ(explored.lines.size(), fresh.lines.size());
    EXPECT_EQ(explored.lines[0], fresh.lines[0]);
    EXPECT_EQ(explored.lines[1], fresh.lines[1]);

    const std::string e4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
    const std::string more = "\n[White \"X\"]\n[Black \"Y\"]\n[Result \"1-0\"]\n\n1. e4 f6 2. d4 g5 3. Qh5# 1-0\n";
    ASSERT_EQ(std::system(("printf '" + more + "' >> '" + file + "'").c_str()), 0); // another program appends
    const Output appended = run(dir, {"db", "search", file, "--fen", e4});
    ASSERT_EQ(appended.code, 0) << appended.err;
    EXPECT_TRUE(startsWith(appended.lines.back(), "found 3 of 5 games in ")) << appended.lines.back();
    EXPECT_NE(appended.lines.back().find("kept index read on from byte"), std::string::npos);
    EXPECT_EQ(appended.lines.size(), 4u);
    EXPECT_EQ(appended.lines[2], "game 5 ply 1");

    const fs::path other = dir.path / "other.pgn";
    std::ofstream(other, std::ios::binary) << "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 1-0\n";
    ASSERT_EQ(std::system(("cp '" + other.string() + "' '" + file + "'").c_str()), 0);
    const Output copied = run(dir, {"db", "search", file, "--fen", e4});
    EXPECT_TRUE(startsWith(copied.lines.back(), "found 1 of 1 games in ")) << copied.lines.back();
    EXPECT_NE(copied.lines.back().find("new index: file changed"), std::string::npos) << copied.lines.back();
}

namespace {

// Issue 28 part 3: three games with ratings, sites and a name with an accent.
const char* const Rated = R"([Event "Open A"]
[Site "Budapest HUN"]
[Date "1925.05.01"]
[White "Réti, Richard"]
[Black "Alekhine, Alexander"]
[WhiteElo "2550"]
[BlackElo "2700"]
[Result "0-1"]
[ECO "A09"]

1. Nf3 d5 2. c4 0-1

[Event "Open B"]
[Site "Baden-Baden GER"]
[Date "1925.04.20"]
[White "Alekhine, Alexander"]
[Black "RETI, R."]
[WhiteElo "2690"]
[Result "1-0"]
[ECO "C00"]

1. e4 e6 2. d4 1-0

[Event "Open B"]
[Site "Baden-Baden GER"]
[Date "1926"]
[White "Tartakower, Savielly"]
[Black "Reti, Richard"]
[WhiteElo "2500"]
[BlackElo "2540"]
[Result "1/2-1/2"]

1. e4 e5 1/2-1/2
)";

std::string writeRated(const TempDir& dir)
{
    const fs::path file = dir.path / "rated.pgn";
    std::ofstream(file, std::ios::binary) << Rated;
    return file.string();
}

// The numbers of the games db filter lists.
std::vector<int> listed(const Output& r)
{
    std::vector<int> games;
    for (const std::string& line : r.lines)
        if (startsWith(line, "game "))
            games.push_back(std::stoi(line.substr(5)));
    return games;
}

} // namespace

TEST(DbCli, FilterOptionsNarrowTheGames)
{
    const TempDir dir;
    const std::string file = writeRated(dir);
    using V = std::vector<int>;
    EXPECT_EQ(listed(run(dir, {"db", "filter", file, "--player", "reti"})), (V{1, 2, 3}));
    EXPECT_EQ(listed(run(dir, {"db", "filter", file, "--white", "RÉTI"})), (V{1}));
    EXPECT_EQ(listed(run(dir, {"db", "filter", file, "--black", "reti"})), (V{2, 3}));
    EXPECT_EQ(listed(run(dir, {"db", "filter", file, "--site", "baden"})), (V{2, 3}));
    EXPECT_EQ(listed(run(dir, {"db", "filter", file, "--event", "open a"})), (V{1}));
    EXPECT_EQ(listed(run(dir, {"db", "filter", file, "--white-elo", "2600-"})), (V{2}));
    EXPECT_EQ(listed(run(dir, {"db", "filter", file, "--black-elo", "-2600"})), (V{3}));
    EXPECT_EQ(listed(run(dir, {"db", "filter", file, "--average-elo", "2600-2700"})), (V{1})); // game 2 lacks BlackElo
    EXPECT_EQ(listed(run(dir, {"db", "filter", file, "--date", "1925.04.25-1926"})), (V{1, 3}));
    EXPECT_EQ(listed(run(dir, {"db", "filter", file, "--result", "1/2-1/2"})), (V{3}));
    EXPECT_EQ(listed(run(dir, {"db", "filter", file, "--eco", "A"})), (V{1}));
    EXPECT_EQ(listed(run(dir, {"db", "filter", file, "--plies", "3-"})), (V{1, 2}));
    const Output none = run(dir, {"db", "filter", file, "--player", "capablanca"});
    EXPECT_EQ(none.code, 0);
    EXPECT_EQ(none.lines.back(), "kept 0 of 3 games");
    EXPECT_EQ(run(dir, {"db", "filter", file, "--white-elo", "high"}).code, 2);
    EXPECT_EQ(run(dir, {"db", "filter", file, "--result"}).code, 2);
}

TEST(DbCli, SearchExploreAndPlayerFollowTheFilter)
{
    const TempDir dir;
    const std::string file = writeRated(dir);
    const Output explored = run(dir, {"db", "explore", file, "--site", "baden"});
    ASSERT_EQ(explored.code, 0);
    ASSERT_GE(explored.lines.size(), 2u);
    EXPECT_TRUE(startsWith(explored.lines[0], "e4      games 2 ")) << explored.lines[0];
    EXPECT_TRUE(startsWith(explored.lines[1], "1 moves from 2 games")) << explored.lines[1];
    const std::string e4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
    const Output found = run(dir, {"db", "search", file, "--fen", e4, "--result", "1-0"});
    ASSERT_EQ(found.lines.size(), 2u);
    EXPECT_EQ(found.lines[0], "game 2 ply 1");
    EXPECT_TRUE(startsWith(found.lines[1], "found 1 of 1 games in the filter")) << found.lines[1];
    const Output player = run(dir, {"db", "player", file, "reti"});
    ASSERT_EQ(player.code, 0);
    const std::vector<std::string> head(player.lines.begin(), player.lines.begin() + 6);
    EXPECT_EQ(head, (std::vector<std::string>{"name: Réti, Richard", "name: RETI, R.", "name: Reti, Richard",
                                              "white    games 1  +0 =0 -1  score 0.0%",
                                              "black    games 2  +0 =1 -1  score 25.0%",
                                              "total    games 3  +0 =1 -2  score 16.7%"}));
}
