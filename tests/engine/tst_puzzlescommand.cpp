// kibitz-cli puzzles, called in-process: the issue's miniature with the real Stockfish (the
// position before 7. Be2 is White's puzzle, answer Qe2), the player filter, exit codes.
#include "puzzlescommand.h"

#include "engine/uciengine.h"
#include "trainingstore/trainingstore.h"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include "capturedcommand.h"

#include <regex>
#include <sstream>

namespace {

using kibitz::test::CommandRun;
using kibitz::test::runCaptured;

CommandRun puzzles(std::vector<std::string> args)
{
    return runCaptured(runPuzzlesCommand, "puzzles", std::move(args));
}

class PuzzlesCommandTest : public testing::Test {
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_dir.isValid());
        m_file = m_dir.filePath("games.pgn").toStdString();
        QFile f(QString::fromStdString(m_file));
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write("[White \"Anna\"]\n[Black \"Mater, Bob\"]\n\n1. e4 e5 *\n\n"
                "[White \"Walker, Sam\"]\n[Black \"Mater, Bob\"]\n\n"
                "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nd4 4. Nxe5 Qg5 5. Nxf7 Qxg2 6. Rf1 Qxe4+ 7. Be2 Nf3# 0-1\n");
        m_stockfish = kibitz::engine::UciEngine::findStockfish().toStdString();
    }
    QTemporaryDir m_dir;
    std::string m_file;
    std::string m_stockfish;
};

const std::regex PuzzleLine(R"(puzzle game (\d+) ply (\d+) side (white|black) fen (\S+ \S+ \S+ \S+ \d+ \d+))"
                            R"( best (\S+) \((\S+)\) played (\S+) \((\S+)\) loss (-?\d+|mate -?\d+))");

} // namespace

// Every line is a puzzle line but the last, the count; the answer is never the move played.
TEST_F(PuzzlesCommandTest, KnightMateMiniatureWithStockfish)
{
    if (m_stockfish.empty())
        GTEST_SKIP() << "Stockfish is not installed (apt-get install stockfish)";
    const CommandRun run = puzzles({m_file, "--engine", m_stockfish, "--depth", "12", "--player", "walker"});
    ASSERT_EQ(run.status, 0) << run.errors;
    ASSERT_FALSE(run.lines.empty());
    EXPECT_EQ(run.lines.back(), "puzzles " + std::to_string(run.lines.size() - 1));
    bool found = false;
    for (std::size_t i = 0; i + 1 < run.lines.size(); ++i) {
        std::smatch m;
        ASSERT_TRUE(std::regex_match(run.lines[i], m, PuzzleLine)) << run.lines[i];
        EXPECT_EQ(m[1], "2");
        EXPECT_EQ(m[3], "white"); // only Walker's moves
        EXPECT_NE(m[5], m[7]) << run.lines[i];
        if (m[2] == "12") {
            found = true;
            EXPECT_EQ(m[4], "r1b1kbnr/pppp1Npp/8/8/2Bnq3/8/PPPP1P1P/RNBQKR2 w Qkq - 0 7");
            EXPECT_EQ(m[5], "d1e2");
            EXPECT_EQ(m[6], "Qe2");
            EXPECT_EQ(m[7], "c4e2");
            EXPECT_EQ(m[8], "Be2");
            EXPECT_EQ(m[9], "mate -1");
        }
    }
    EXPECT_TRUE(found);
}

// --keep adds the puzzles to the training database in the data directory, once each.
TEST_F(PuzzlesCommandTest, KeepAddsThePuzzlesToTheTrainingDatabase)
{
    if (m_stockfish.empty())
        GTEST_SKIP() << "Stockfish is not installed (apt-get install stockfish)";
    const QByteArray oldHome = qgetenv("XDG_DATA_HOME");
    qputenv("XDG_DATA_HOME", m_dir.filePath(QStringLiteral("data")).toLocal8Bit());
    const std::vector<std::string> args{m_file, "--engine", m_stockfish, "--depth", "12", "--player", "Walker",
                                        "--keep"};
    const CommandRun first = puzzles(args);
    const CommandRun second = puzzles(args);
    const QString path = kibitz::training::TrainingStore::defaultPath();
    qputenv("XDG_DATA_HOME", oldHome);
    ASSERT_EQ(first.status, 0) << first.errors;
    ASSERT_EQ(second.status, 0) << second.errors;
    EXPECT_TRUE(path.startsWith(m_dir.filePath(QStringLiteral("data/Kibitz/Kibitz/")))) << path.toStdString();
    kibitz::training::TrainingStore store(path);
    ASSERT_TRUE(store.open()) << store.errorText().toStdString();
    const auto items = store.items(kibitz::training::ItemKind::Puzzle);
    EXPECT_EQ(items.size(), first.lines.size() - 1); // every puzzle printed, the second run adding none
    bool found = false;
    for (const kibitz::training::TrainingItem& it : items)
        if (it.answer == QStringLiteral("d1e2")) {
            found = true;
            EXPECT_EQ(it.played, QStringLiteral("c4e2"));
            EXPECT_EQ(it.refutation, QStringLiteral("d4f3"));
            EXPECT_EQ(it.theme, QStringLiteral("allowed-mate"));
            EXPECT_EQ(it.game, 2);
            EXPECT_EQ(it.ply, 12);
            EXPECT_EQ(it.source, QString::fromStdString(m_file));
            EXPECT_TRUE(it.line.startsWith(QStringLiteral("d1e2 ")));
        }
    EXPECT_TRUE(found);
}

// --movetime instead of --depth, and --game K alone: the built-in engine finds the miniature's
// puzzle at 7. Be2 (Qe2, else mate next move) in game 2, and every puzzle listed is of game 2.
TEST_F(PuzzlesCommandTest, MoveTimeAndOneGame)
{
    const CommandRun run = puzzles({m_file, "--engine", "builtin", "--movetime", "200", "--game", "2"});
    ASSERT_EQ(run.status, 0) << run.errors;
    ASSERT_FALSE(run.lines.empty());
    EXPECT_EQ(run.lines.back(), "puzzles " + std::to_string(run.lines.size() - 1));
    bool found = false;
    for (std::size_t i = 0; i + 1 < run.lines.size(); ++i) {
        std::smatch m;
        ASSERT_TRUE(std::regex_match(run.lines[i], m, PuzzleLine)) << run.lines[i];
        EXPECT_EQ(m[1], "2");
        found = found || (m[2] == "12" && m[5] == "d1e2" && m[7] == "c4e2");
    }
    EXPECT_TRUE(found);
}

// Bad arguments are refused with status 2; a game the file lacks or an engine that cannot start
// with status 1; a player in no game gives no puzzle and says so.
TEST_F(PuzzlesCommandTest, ArgumentsAndFailures)
{
    EXPECT_EQ(puzzles({m_file}).status, 2);
    EXPECT_EQ(puzzles({m_file, "--depth", "3", "--movetime", "10"}).status, 2);
    EXPECT_EQ(puzzles({m_file, "--depth", "3", "--player"}).status, 2);
    EXPECT_EQ(puzzles({m_file, "--depth", "3", "--game", "3"}).status, 1);
    EXPECT_EQ(puzzles({m_file, "--depth", "3", "--engine", "/nonexistent/engine"}).status, 1);
    const CommandRun nobody = puzzles({m_file, "--depth", "3", "--player", "Nobody"});
    EXPECT_EQ(nobody.status, 0);
    EXPECT_EQ(nobody.lines, std::vector<std::string>{"puzzles 0"});
    EXPECT_NE(nobody.errors.find("Nobody"), std::string::npos);
}
