// kibitz-cli analyse, called in-process: output format, exit codes, both kinds of engine.
#include "analysecommand.h"

#include "core/fen.h"
#include "core/movegen.h"

#include <QCoreApplication>
#include <QStringList>

#include <gtest/gtest.h>

#include "capturedcommand.h"

#include "engine/uciengine.h"

#include <sstream>

using namespace kibitz::core;

namespace {

using kibitz::test::CommandRun;
using kibitz::test::runCaptured;

// Runs the command with stdout (split into lines) and stderr captured.
CommandRun analyse(std::vector<std::string> args)
{
    return runCaptured(runAnalyseCommand, "analyse", std::move(args));
}

// The move and score of a "bestmove <uci> score <cp|mate> <n>" line.
bool parseLast(const std::string& line, std::string& move, std::string& kind, int& value)
{
    std::istringstream in(line);
    std::string word, scoreWord;
    return bool(in >> word >> move >> scoreWord >> kind >> value) && word == "bestmove" && scoreWord == "score";
}

Move legalUci(const std::string& fen, const std::string& uci)
{
    Position pos;
    EXPECT_FALSE(parseFen(fen, pos).has_value());
    MoveList list;
    generateLegalMoves(pos, list);
    for (const Move m : list)
        if (moveToUci(m) == uci)
            return m;
    return Move();
}

} // namespace

TEST(AnalyseCommand, BuiltinPrintsInfoLinesAndALegalBestMove)
{
    const CommandRun run = analyse({"--depth", "5", "--multipv", "2"});
    ASSERT_EQ(run.status, 0);
    ASSERT_GE(run.lines.size(), 11u); // two lines per depth, then the result
    EXPECT_EQ(run.lines[0].rfind("info depth 1 ", 0), 0u) << run.lines[0];
    EXPECT_NE(run.lines[1].find(" multipv 2 "), std::string::npos) << run.lines[1];
    std::string move, kind;
    int value = 0;
    ASSERT_TRUE(parseLast(run.lines.back(), move, kind, value)) << run.lines.back();
    EXPECT_FALSE(legalUci(StartFen, move).isNull()) << move;
    EXPECT_EQ(kind, "cp");
}

TEST(AnalyseCommand, ReportsAMateScore)
{
    const std::string fen = "r6k/6pp/7N/8/8/1Q6/8/6K1 w - - 0 1";
    const CommandRun run = analyse({"--fen", fen, "--depth", "6"});
    ASSERT_EQ(run.status, 0);
    EXPECT_EQ(run.lines.back(), "bestmove b3g8 score mate 2");
}

TEST(AnalyseCommand, FenMayComeAsSeparateWords)
{
    const CommandRun run = analyse({"--fen", "r6k/6pp/7N/8/8/1Q6/8/6K1", "w", "-", "-", "0", "1", "--depth", "6"});
    ASSERT_EQ(run.status, 0);
    EXPECT_EQ(run.lines.back(), "bestmove b3g8 score mate 2");
}

TEST(AnalyseCommand, BadArgumentsAndPositionsFail)
{
    EXPECT_EQ(analyse({}).status, 2);
    EXPECT_EQ(analyse({"--depth", "3", "--movetime", "10"}).status, 2);
    EXPECT_EQ(analyse({"--depth", "zero"}).status, 2);
    EXPECT_EQ(analyse({"--depth", "3", "--multipv", "0"}).status, 2);
    EXPECT_EQ(analyse({"--depth", "3", "--colour", "red"}).status, 2);
    EXPECT_EQ(analyse({"--depth"}).status, 2);
    EXPECT_EQ(analyse({"--fen", "8/8/8 w - -", "--depth", "3"}).status, 1);
    EXPECT_EQ(analyse({"--engine", "/nonexistent/engine", "--depth", "3"}).status, 1);
}

TEST(AnalyseCommand, MatedPositionHasNoMove)
{
    const CommandRun run =
        analyse({"--fen", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", "--depth", "3"});
    ASSERT_EQ(run.status, 0);
    EXPECT_EQ(run.lines.back(), "bestmove 0000 score mate 0");
}

TEST(AnalyseCommand, StockfishByPath)
{
    const QString stockfish = kibitz::engine::UciEngine::findStockfish();
    if (stockfish.isEmpty())
        GTEST_SKIP() << "Stockfish is not installed";
    const std::string fen = "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";
    const CommandRun run =
        analyse({"--engine", stockfish.toStdString(), "--fen", fen, "--movetime", "200", "--multipv", "3"});
    ASSERT_EQ(run.status, 0);
    std::string move, kind;
    int value = 0;
    ASSERT_TRUE(parseLast(run.lines.back(), move, kind, value)) << run.lines.back();
    EXPECT_FALSE(legalUci(fen, move).isNull()) << move;
    bool sawThird = false;
    for (const auto& line : run.lines)
        sawThird = sawThird || line.find(" multipv 3 ") != std::string::npos;
    EXPECT_TRUE(sawThird);
}

std::string fakeEngine(const char* name) { return std::string(KIBITZ_SOURCE_DIR "/tests/data/fake_engines/") + name; }

// True when some line of run's stdout starts with prefix.
bool printed(const CommandRun& run, const std::string& prefix)
{
    for (const auto& line : run.lines)
        if (line.rfind(prefix, 0) == 0)
            return true;
    return false;
}

// An engine that answers the handshake but never sends a move: --depth must not hang forever.
TEST(AnalyseCommand, AnEngineThatNeverAnswersTimesOut)
{
    const CommandRun run = analyse({"--engine", fakeEngine("nostop.sh"), "--depth", "5", "--timeout", "2"});
    EXPECT_EQ(run.status, 1);
    EXPECT_NE(run.errors.find("\"Stubborn\" did not finish the search within 2 s"), std::string::npos) << run.errors;
    EXPECT_FALSE(printed(run, "bestmove"));
}

TEST(AnalyseCommand, TimeoutMustBeAPositiveNumber)
{
    EXPECT_EQ(analyse({"--depth", "3", "--timeout", "0"}).status, 2);
    EXPECT_EQ(analyse({"--depth", "3", "--timeout", "soon"}).status, 2);
}

// Sets the move the fake engine "bestmove.sh" answers with, for one scope.
struct FakeBestMove {
    explicit FakeBestMove(const char* move) { qputenv("KIBITZ_FAKE_BESTMOVE", move); }
    ~FakeBestMove() { qunsetenv("KIBITZ_FAKE_BESTMOVE"); }
};

TEST(AnalyseCommand, AnIllegalBestMoveIsAnErrorNamingTheMove)
{
    for (const char* move : {"e2e5", "xyzzy"}) {
        FakeBestMove fake(move);
        const CommandRun run = analyse({"--engine", fakeEngine("bestmove.sh"), "--depth", "3"});
        EXPECT_EQ(run.status, 1) << move;
        EXPECT_NE(run.errors.find(std::string("the move ") + move + ", which is not legal"), std::string::npos)
            << run.errors;
        EXPECT_FALSE(printed(run, "bestmove")) << move;
    }
}

TEST(AnalyseCommand, NoBestMoveWhereLegalMovesExistIsAnError)
{
    for (const char* move : {"(none)", "0000"}) {
        FakeBestMove fake(move);
        const CommandRun run = analyse({"--engine", fakeEngine("bestmove.sh"), "--depth", "3"});
        EXPECT_EQ(run.status, 1) << move;
        EXPECT_NE(run.errors.find("has no move"), std::string::npos) << run.errors;
        EXPECT_FALSE(printed(run, "bestmove")) << move;
    }
}

TEST(AnalyseCommand, NoBestMoveInAMatedPositionIsFine)
{
    FakeBestMove fake("(none)");
    const CommandRun run = analyse({"--engine", fakeEngine("bestmove.sh"), "--depth", "3", "--fen",
                                    "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"});
    EXPECT_EQ(run.status, 0) << run.errors;
    EXPECT_TRUE(run.errors.empty()) << run.errors;
    EXPECT_TRUE(printed(run, "bestmove 0000 ")) << run.lines.back();
}

TEST(AnalyseCommand, StockfishInAStalemateAnswersNone)
{
    const QString stockfish = kibitz::engine::UciEngine::findStockfish();
    if (stockfish.isEmpty())
        GTEST_SKIP() << "Stockfish is not installed";
    const CommandRun run =
        analyse({"--engine", stockfish.toStdString(), "--fen", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "--depth", "5"});
    EXPECT_EQ(run.status, 0) << run.errors;
    EXPECT_TRUE(printed(run, "bestmove 0000 ")) << (run.lines.empty() ? "" : run.lines.back());
}
