// Issue 23 on real files (../shared/realpgn, all but chess960-*.pgn): kibitz-cli pgn and db index
// read at least the games pgn-extract writes back (counted here, by running pgn-extract), with
// the same main lines; every game read, written and read again keeps its moves, comments and tags.
#include "game/pgnreader.h"
#include "game/pgnwriter.h"
#include "game/utf8.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#ifndef KIBITZ_CLI_PATH
#error "KIBITZ_CLI_PATH must name the kibitz-cli binary"
#endif
#ifndef KIBITZ_SOURCE_DIR
#error "KIBITZ_SOURCE_DIR must name the source tree"
#endif

namespace fs = std::filesystem;
using namespace kibitz::game;

namespace {

const fs::path RealPgn = fs::path(KIBITZ_SOURCE_DIR) / ".." / "shared" / "realpgn";

// The standard-chess files (Chess960 has its own rules and tests).
std::vector<fs::path> realFiles()
{
    std::vector<fs::path> files;
    if (!fs::is_directory(RealPgn))
        return files;
    for (const auto& entry : fs::directory_iterator(RealPgn)) {
        const std::string name = entry.path().filename().string();
        if (entry.path().extension() == ".pgn" && name.rfind("chess960-", 0) != 0)
            files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end());
    return files;
}

std::string slurp(const fs::path& p)
{
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// What a command writes on stdout (its stderr dropped).
std::string output(const std::string& command)
{
    std::string out;
    FILE* pipe = popen((command + " 2>/dev/null").c_str(), "r");
    if (!pipe)
        return out;
    char buffer[65536];
    for (std::size_t n; (n = fread(buffer, 1, sizeof buffer, pipe)) > 0;)
        out.append(buffer, n);
    pclose(pipe);
    return out;
}

std::string quoted(const fs::path& p) { return "'" + p.string() + "'"; }

std::string pgnExtract()
{
    for (const char* p : {"/usr/games/pgn-extract", "/usr/bin/pgn-extract", "/usr/local/bin/pgn-extract"})
        if (fs::exists(p))
            return p;
    return {};
}

// One game pgn-extract writes back: how many of Event, Site, White and Black it left unknown
// ("?"), and its main line.
struct ExtractGame {
    int unknownRoster = 0;
    std::string line; // SAN, space apart
};

// The main line of movetext without comments, NAGs, numbers and results: variations removed.
std::string withoutVariations(const std::string& movetext)
{
    std::string out;
    int depth = 0;
    std::istringstream words(movetext);
    for (std::string w; words >> w;) {
        const int opens = int(std::count(w.begin(), w.end(), '(')), closes = int(std::count(w.begin(), w.end(), ')'));
        const bool inside = depth > 0 || opens > 0;
        depth += opens - closes;
        if (!inside && !isResultText(w))
            out += (out.empty() ? "" : " ") + w;
    }
    return out;
}

// The games `pgn-extract -s` writes back (as `-s FILE | grep -c '^\[Event '` counts them), with
// their main lines (from a run without comments, NAGs, numbers and results: the same games).
std::vector<ExtractGame> extractGames(const std::string& extract, const fs::path& file)
{
    const std::string text = output(extract + " -s -C -N --nomovenumbers --noresults -w 100000 " + quoted(file));
    std::vector<ExtractGame> games;
    std::istringstream in(text);
    bool inTags = false;
    for (std::string l; std::getline(in, l);) {
        if (!l.empty() && l.back() == '\r')
            l.pop_back();
        if (l.rfind("[", 0) == 0) {
            if (!inTags)
                games.emplace_back();
            inTags = true;
            for (const char* tag : {"[Event \"?\"]", "[Site \"?\"]", "[White \"?\"]", "[Black \"?\"]"})
                games.back().unknownRoster += l == tag;
        } else if (!l.empty() && !games.empty()) {
            inTags = false;
            const std::string line = withoutVariations(l);
            if (!line.empty())
                games.back().line += (games.back().line.empty() ? "" : " ") + line;
        } else {
            inTags = false; // an empty line ends the tags (pgn-extract writes none inside them)
        }
    }
    return games;
}

// Games pgn-extract cuts in two at a tag it cannot read (an unescaped quote inside a value): a
// game without moves, then its moves as a game without tags (Event, Site, White and Black
// unknown). Kibitz reads them as the one game they are.
int splitGames(const std::vector<ExtractGame>& games)
{
    int n = 0;
    for (std::size_t i = 0; i + 1 < games.size(); ++i)
        n += games[i].line.empty() && !games[i + 1].line.empty() && games[i + 1].unknownRoster == 4;
    return n;
}

std::string mainLine(const GameTree& tree)
{
    std::string out;
    for (NodeId id = tree.mainChild(RootNode); id != NoNode; id = tree.mainChild(id))
        out += (out.empty() ? "" : " ") + tree.node(id).san;
    return out;
}

// Lines of `kibitz-cli pgn FILE` that report a game.
int cliPgnGames(const fs::path& file)
{
    std::istringstream in(output(std::string("'") + KIBITZ_CLI_PATH + "' pgn " + quoted(file)));
    int n = 0;
    for (std::string l; std::getline(in, l);)
        n += l.rfind("game ", 0) == 0;
    return n;
}

// Games `kibitz-cli db index FILE` read without an error (indexed minus errors).
int cliIndexedGames(const fs::path& file)
{
    const std::string out = output(std::string("'") + KIBITZ_CLI_PATH + "' db index " + quoted(file) + " --threads 2");
    unsigned long games = 0, plies = 0, errors = 0;
    const std::size_t at = out.rfind("indexed ");
    if (at == std::string::npos
        || std::sscanf(out.c_str() + at, "indexed %lu games, %lu plies, %lu errors", &games, &plies, &errors) != 3)
        return -1;
    return int(games - errors);
}

TEST(RealPgn, KibitzReadsEveryGamePgnExtractWritesBack)
{
    const std::vector<fs::path> files = realFiles();
    if (files.empty())
        GTEST_SKIP() << "skipped: no real PGN files in " << RealPgn << " (../shared/realpgn beside the clone)";
    const std::string extract = pgnExtract();
    if (extract.empty())
        GTEST_SKIP() << "skipped: pgn-extract is not installed (scripts/test installs it)";
    for (const fs::path& file : files) {
        SCOPED_TRACE(file.filename().string());
        const std::vector<ExtractGame> theirs = extractGames(extract, file);
        const std::string counted = output(extract + " -s " + quoted(file));
        std::size_t events = 0;
        for (std::size_t at = 0; (at = counted.find("[Event ", at)) != std::string::npos; ++at)
            events += at == 0 || counted[at - 1] == '\n';
        ASSERT_EQ(events, theirs.size()) << "the two runs of pgn-extract disagree";
        const int split = splitGames(theirs);
        const int wanted = int(theirs.size()) - split;
        const int pgn = cliPgnGames(file), indexed = cliIndexedGames(file);
        std::printf("%-52s pgn-extract %5zu (%d cut in two)  kibitz-cli pgn %5d  db index %5d\n",
                    file.filename().c_str(), theirs.size(), split, pgn, indexed);
        EXPECT_GE(pgn, wanted);
        EXPECT_GE(indexed, wanted);
        // Each of their games with moves is one of ours, with the same main line.
        std::vector<std::string> ours, theirLines;
        for (const Game& g : readPgn(slurp(file)).games)
            ours.push_back(mainLine(g.tree));
        for (const ExtractGame& g : theirs)
            if (!g.line.empty())
                theirLines.push_back(g.line);
        std::sort(ours.begin(), ours.end());
        std::sort(theirLines.begin(), theirLines.end());
        std::vector<std::string> missing;
        std::set_difference(theirLines.begin(), theirLines.end(), ours.begin(), ours.end(),
                            std::back_inserter(missing));
        EXPECT_TRUE(missing.empty()) << missing.size() << " of pgn-extract's main lines not read, the first:\n"
                                     << (missing.empty() ? "" : missing.front());
    }
}

// The "error: game G, line L, column C" places a command writes (pgn on stderr, db index on stdout).
std::set<std::string> errorPlaces(const std::string& command)
{
    std::set<std::string> places;
    std::istringstream in(output("(" + command + " 2>&1)"));
    for (std::string l; std::getline(in, l);) {
        const std::size_t colon = l.find(": ", 7);
        if (l.rfind("error: game ", 0) == 0 && colon != std::string::npos)
            places.insert(l.substr(0, colon));
    }
    return places;
}

// The index names the games the full reader refuses, at the same places (tester: the Lichess
// studies file has four games with illegal moves, three in variations; db index named one).
TEST(RealPgn, TheIndexAndTheReaderNameTheSameBrokenGames)
{
    const std::vector<fs::path> files = realFiles();
    if (files.empty())
        GTEST_SKIP() << "skipped: no real PGN files in " << RealPgn << " (../shared/realpgn beside the clone)";
    const std::string cli = std::string("'") + KIBITZ_CLI_PATH + "'";
    std::size_t total = 0;
    for (const fs::path& file : files) {
        SCOPED_TRACE(file.filename().string());
        const std::set<std::string> read = errorPlaces(cli + " pgn " + quoted(file));
        EXPECT_EQ(errorPlaces(cli + " db index " + quoted(file) + " --rebuild --threads 2"), read);
        total += read.size();
    }
    std::printf("%zu broken games named alike\n", total);
}

// Every tag the file gave the game is read back with its value: checked against the tags read,
// not against exportTags(), which would agree with a writer that drops a tag. SetUp and FEN are
// the start position (sameContent compares it); the Result tag is the game's result. A FEN whose
// castling needs Chess960 makes the game Chess960 whatever its Variant tag said (one Lichess
// study chapter says "Standard" with a king on c1 and "Kq"): Variant is then written "Chess960".
bool keepsTags(const Game& original, const Game& again)
{
    const bool chess960 = original.tree.startPosition().isChess960();
    for (const TagView t : original.tags) {
        if (t.name == "SetUp" || t.name == "FEN" || (t.name == "Variant" && chess960))
            continue;
        const std::string value(t.name == "Result" ? original.result() : t.value);
        if (!value.empty() && again.tag(t.name) != value)
            return false;
    }
    return true;
}

TEST(RealPgn, EveryGameReadWrittenAndReadAgainIsTheSame)
{
    const std::vector<fs::path> files = realFiles();
    if (files.empty())
        GTEST_SKIP() << "skipped: no real PGN files in " << RealPgn << " (../shared/realpgn beside the clone)";
    std::size_t total = 0;
    for (const fs::path& file : files) {
        SCOPED_TRACE(file.filename().string());
        const PgnReadResult first = readPgn(slurp(file));
        int differ = 0;
        for (const Game& g : first.games) {
            const std::string written = toPgn(g);
            const PgnReadResult again = readPgn(written);
            const bool same = again.errors.empty() && again.games.size() == 1 && again.games[0].tree.sameContent(g.tree)
                && again.games[0].tags == exportTags(g) && keepsTags(g, again.games[0]);
            if (!same && ++differ == 1)
                ADD_FAILURE() << "game with White \"" << g.tag("White") << "\" reads back differently:\n" << written;
        }
        EXPECT_EQ(differ, 0);
        total += first.games.size();
    }
    std::printf("%zu games read, written and read again\n", total);
}

// The writer keeps lines within 80 columns and starts none with ")" (tester: a variation's
// closing parenthesis alone at a line's start); the text still reads back the same (above).
TEST(RealPgn, NoWrittenLineStartsWithAClosingParenthesis)
{
    const std::vector<fs::path> files = realFiles();
    if (files.empty())
        GTEST_SKIP() << "skipped: no real PGN files in " << RealPgn << " (../shared/realpgn beside the clone)";
    int closing = 0, variations = 0;
    for (const fs::path& file : files) {
        SCOPED_TRACE(file.filename().string());
        for (const Game& g : readPgn(slurp(file)).games) {
            const std::string written = toPgn(g);
            variations += int(std::count(written.begin(), written.end(), ')'));
            bool inComment = false; // a comment's own line breaks are its author's
            for (std::size_t at = 0; at < written.size(); ++at) {
                const char c = written[at];
                if (!inComment && c == ')' && (at == 0 || written[at - 1] == '\n')) {
                    ++closing;
                    ADD_FAILURE() << written;
                }
                inComment = c == '{' ? true : c == '}' ? false : inComment;
            }
            std::istringstream lines(written);
            for (std::string l; std::getline(lines, l);)
                if (l.front() != '[' && l.find("[%") == std::string::npos) // commands are never cut
                    EXPECT_LE(utf8::length(l), 80u) << l;
        }
    }
    EXPECT_EQ(closing, 0) << "lines starting with ')'";
    std::printf("%d closing parentheses written, %d at a line's start\n", variations, closing);
}

} // namespace
