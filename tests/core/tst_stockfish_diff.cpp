// Differential test of the legal move generator against Stockfish: random playouts (fixed seed)
// from the start position, the shared EPD positions and Chess960 start positions (Stockfish in
// UCI_Chess960 mode, castling written king-takes-rook); for every position the set of legal
// moves (UCI) must equal Stockfish's `go perft 1` output. Skipped without Stockfish.
#include "search/enginelocator.h"
#include "core/chess960.h"
#include "core/fen.h"
#include "core/uci.h"
#include "core/movegen.h"

#include <gtest/gtest.h>

#include <csignal>
#include <fstream>
#include <random>
#include <set>
#include <string>
#include <vector>

#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace kibitz::core;

namespace {

// Found the way the window finds it (search::findStockfishPath).
const std::string StockfishPath = kibitz::search::findStockfishPath();

// One Stockfish process driven through two pipes, line by line.
class Stockfish {
public:
    // Starts the engine; ok() tells whether it runs and answered "uci".
    Stockfish()
    {
        int toChild[2];
        int fromChild[2];
        if (pipe(toChild) != 0)
            return;
        if (pipe(fromChild) != 0) {
            close(toChild[0]);
            close(toChild[1]);
            return;
        }
        m_pid = fork();
        if (m_pid == 0) {
            dup2(toChild[0], STDIN_FILENO);
            dup2(fromChild[1], STDOUT_FILENO);
            for (int fd : {toChild[0], toChild[1], fromChild[0], fromChild[1]})
                close(fd);
            execl(StockfishPath.c_str(), StockfishPath.c_str(), static_cast<char*>(nullptr));
            _exit(127);
        }
        close(toChild[0]);
        close(fromChild[1]);
        m_in = toChild[1];
        m_out = fromChild[0];
        m_ok = m_pid > 0 && send("uci") && waitFor("uciok") && sync();
    }

    // Asks the engine to quit and reaps it.
    ~Stockfish()
    {
        if (m_in >= 0) {
            send("quit");
            close(m_in);
        }
        if (m_out >= 0)
            close(m_out);
        if (m_pid > 0)
            waitpid(m_pid, nullptr, 0);
    }

    bool ok() const { return m_ok; }

    // Writes one command line.
    bool send(const std::string& command)
    {
        const std::string line = command + "\n";
        std::size_t done = 0;
        while (done < line.size()) {
            const ssize_t n = write(m_in, line.data() + done, line.size() - done);
            if (n <= 0)
                return false;
            done += std::size_t(n);
        }
        return true;
    }

    // Reads one output line; false on end of file or after 20 s of silence.
    bool readLine(std::string& line)
    {
        line.clear();
        for (;;) {
            const std::size_t nl = m_buffer.find('\n');
            if (nl != std::string::npos) {
                line = m_buffer.substr(0, nl);
                m_buffer.erase(0, nl + 1);
                return true;
            }
            pollfd p{m_out, POLLIN, 0};
            if (poll(&p, 1, 20000) <= 0)
                return false;
            char chunk[4096];
            const ssize_t n = read(m_out, chunk, sizeof chunk);
            if (n <= 0)
                return false;
            m_buffer.append(chunk, std::size_t(n));
        }
    }

    // Skips output up to and including a line starting with prefix.
    bool waitFor(const std::string& prefix)
    {
        for (std::string line; readLine(line);)
            if (line.compare(0, prefix.size(), prefix) == 0)
                return true;
        return false;
    }

    // Waits until the engine has processed everything sent so far.
    bool sync() { return send("isready") && waitFor("readyok"); }

    // The moves Stockfish's `go perft 1` lists for fen; false when the exchange fails.
    bool legalMoves(const std::string& fen, std::set<std::string>& moves)
    {
        moves.clear();
        if (!send("position fen " + fen) || !send("go perft 1"))
            return false;
        for (std::string line; readLine(line);) {
            if (line.rfind("Nodes searched:", 0) == 0)
                return sync();
            const std::size_t colon = line.find(':');
            if (colon != std::string::npos)
                moves.insert(line.substr(0, colon));
        }
        return false;
    }

private:
    pid_t m_pid = -1;
    int m_in = -1;
    int m_out = -1;
    bool m_ok = false;
    std::string m_buffer;
};

// Kibitz's legal moves of pos as UCI strings (castling king-takes-rook for Chess960).
std::set<std::string> kibitzMoves(const Position& pos)
{
    MoveList list;
    generateLegalMoves(pos, list);
    std::set<std::string> moves;
    for (Move m : list)
        moves.insert(moveToUci(pos, m, pos.isChess960()));
    return moves;
}

// Elements of a missing from b, space separated.
std::string difference(const std::set<std::string>& a, const std::set<std::string>& b)
{
    std::string out;
    for (const std::string& m : a)
        if (!b.count(m))
            out += " " + m;
    return out.empty() ? " (none)" : out;
}

// FENs of the shared EPD files (the part before the first ';'); empty when absent.
std::vector<std::string> sharedFens()
{
    std::vector<std::string> fens;
    for (const char* name : {"standard.epd", "random-positions.epd"}) {
        std::ifstream in(std::string(KIBITZ_SHARED_DIR) + "/perft/" + name);
        for (std::string line; std::getline(in, line);) {
            std::string fen = line.substr(0, line.find(';'));
            while (!fen.empty() && (fen.back() == ' ' || fen.back() == '\r'))
                fen.pop_back();
            if (!fen.empty())
                fens.push_back(fen);
        }
    }
    return fens;
}

struct DiffStats {
    int positions = 0;
    int mismatches = 0;
};

// Plays up to plies random legal moves from pos, comparing move sets at every position.
void playout(Stockfish& sf, Position pos, int plies, std::mt19937_64& rng, DiffStats& stats)
{
    for (int ply = 0; ply <= plies; ++ply) {
        const std::string fen = toFen(pos);
        std::set<std::string> theirs;
        ASSERT_TRUE(sf.legalMoves(fen, theirs)) << "lost contact with Stockfish at " << fen;
        const std::set<std::string> ours = kibitzMoves(pos);
        ++stats.positions;
        if (ours != theirs) {
            ++stats.mismatches;
            ADD_FAILURE() << "move sets differ for " << fen << "\n  missing in Kibitz:" << difference(theirs, ours)
                          << "\n  extra in Kibitz:" << difference(ours, theirs);
        }
        MoveList list;
        generateLegalMoves(pos, list);
        if (list.empty() || stats.mismatches > 10)
            return;
        UndoInfo undo;
        pos.makeMove(list[int(rng() % std::uint64_t(list.size()))], undo);
    }
}

// Random games from the start position agree with Stockfish.
TEST(StockfishDiff, RandomPlayoutsMatchPerft1)
{
    if (StockfishPath.empty())
        GTEST_SKIP() << "skipped: Stockfish is not installed (not in PATH nor /usr/games)";
    std::signal(SIGPIPE, SIG_IGN); // a dying engine must fail the test, not kill it
    Stockfish sf;
    ASSERT_TRUE(sf.ok()) << "Stockfish did not answer";

    std::mt19937_64 rng(0x4B6962697A5346ULL);
    DiffStats stats;
    for (int game = 0; game < 24; ++game)
        playout(sf, Position::startPosition(), 120, rng, stats);
    EXPECT_EQ(stats.mismatches, 0);
    EXPECT_GT(stats.positions, 2000);
    std::printf("compared %d positions with Stockfish\n", stats.positions);
}

// Random games from random Chess960 start positions agree with Stockfish in Chess960 mode.
TEST(StockfishDiff, Chess960RandomPlayoutsMatchPerft1)
{
    if (StockfishPath.empty())
        GTEST_SKIP() << "skipped: Stockfish is not installed (not in PATH nor /usr/games)";
    std::signal(SIGPIPE, SIG_IGN);
    Stockfish sf;
    ASSERT_TRUE(sf.ok()) << "Stockfish did not answer";
    ASSERT_TRUE(sf.send("setoption name UCI_Chess960 value true") && sf.sync());

    std::mt19937_64 rng(0x4B6962697A393630ULL);
    DiffStats stats;
    for (int game = 0; game < 24; ++game)
        playout(sf, chess960StartPosition(int(rng() % Chess960Positions)), 100, rng, stats);
    EXPECT_EQ(stats.mismatches, 0);
    EXPECT_GT(stats.positions, 1500);
    std::printf("compared %d Chess960 positions with Stockfish\n", stats.positions);
}

// Short random games from every shared EPD position agree with Stockfish; skipped (and shown
// as skipped by CTest) without the shared data.
TEST(StockfishDiff, SharedPositionPlayoutsMatchPerft1)
{
    if (StockfishPath.empty())
        GTEST_SKIP() << "skipped: Stockfish is not installed (not in PATH nor /usr/games)";
    const std::vector<std::string> fens = sharedFens();
    if (fens.empty())
        GTEST_SKIP() << "no shared EPD files under " << KIBITZ_SHARED_DIR << "/perft";
    std::signal(SIGPIPE, SIG_IGN);
    Stockfish sf;
    ASSERT_TRUE(sf.ok()) << "Stockfish did not answer";

    std::mt19937_64 rng(0x4B6962697A5346ULL);
    DiffStats stats;
    for (const std::string& fen : fens) {
        Position pos;
        if (const auto err = parseFen(fen, pos)) {
            // Unreachable positions (two checkers along one line) are rejected by design.
            ASSERT_EQ(err->code, FenErrorCode::DoubleCheckOnOneLine) << fen << ": " << err->message.english();
            continue;
        }
        playout(sf, pos, 8, rng, stats);
    }
    EXPECT_EQ(stats.mismatches, 0);
    std::printf("compared %d positions with Stockfish\n", stats.positions);
}

} // namespace
