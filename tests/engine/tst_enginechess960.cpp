// Chess960 between Kibitz and engines: every game of the real Chess960 files
// (../shared/realpgn/chess960-*.pgn) goes to an engine as enginePosition() writes it, in the one
// notation the engine's mode reads; castling of every kind goes to the real Stockfish and comes
// back (best move, PV and multi-PV lines in SAN), before and after it is played.
#include "engine/engineposition.h"
#include "engine/uciengine.h"

#include "core/fen.h"
#include "core/movegen.h"
#include "core/san.h"
#include "core/uci.h"
#include "game/pgnreader.h"
#include "puzzleharvest/puzzleharvest.h"

#include <QSignalSpy>

#include <gtest/gtest.h>

#include "chess960castling.h"

#include <filesystem>
#include <fstream>
#include <sstream>

using namespace kibitz;
using namespace kibitz::engine;

namespace {

constexpr int GuardMs = 60000; // hang guard only

// The games of every shared chess960-*.pgn file; none when the shared data is missing.
std::vector<game::Game> realChess960Games()
{
    std::vector<game::Game> games;
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(std::string(KIBITZ_SHARED_DIR) + "/realpgn", ec)) {
        if (entry.path().filename().string().rfind("chess960-", 0) != 0 || entry.path().extension() != ".pgn")
            continue;
        std::ifstream in(entry.path(), std::ios::binary);
        std::ostringstream text;
        text << in.rdbuf();
        for (game::Game& g : game::readPgn(text.str()).games)
            games.push_back(std::move(g));
    }
    return games;
}

// The engine reads p as written: the FEN in the mode it sets (UCI_Chess960 from the position's
// isChess960()), each move in that mode's one form (Stockfish reads no other), reaching target.
// Returns how many castling moves p holds.
int expectStrictlyWritten(const EnginePosition& p, const core::Position& target)
{
    core::Position pos;
    EXPECT_FALSE(core::parseFen(p.fen.toStdString(), pos)) << p.fen.toStdString();
    int castlings = 0;
    for (const QString& text : p.moves) {
        const core::Move m = core::parseUciMove(pos, text.toStdString());
        EXPECT_FALSE(m.isNull()) << core::toFen(pos) << " " << text.toStdString();
        if (m.isNull())
            return castlings;
        EXPECT_EQ(core::moveToUci(pos, m, pos.isChess960()), text.toStdString()) << core::toFen(pos);
        castlings += m.kind() == core::Move::Castling;
        pos.playWithoutUndo(m);
    }
    EXPECT_EQ(pos, target) << p.fen.toStdString();
    return castlings;
}

} // namespace

// Every move of every real Chess960 game, and of the review's castling games, reaches the engine
// in its mode's notation; the game's mode survives the FEN (a Chess960 start reads back as one).
TEST(EnginePositionChess960, EveryGameGoesToTheEngineInItsModesNotation)
{
    std::vector<game::Game> games = realChess960Games();
    if (games.empty())
        GTEST_SKIP() << "no ../shared/realpgn/chess960-*.pgn";
    for (game::Game& g : test::chess960CastlingGames())
        games.push_back(std::move(g));
    int castlings = 0;
    for (const game::Game& g : games) {
        const game::NodeId end = game::mainLineEnd(g.tree);
        const EnginePosition p = enginePosition(g.tree, end);
        core::Position start;
        ASSERT_FALSE(core::parseFen(p.fen.toStdString(), start));
        EXPECT_EQ(start.isChess960(), g.tree.startPosition().isChess960()) << p.fen.toStdString();
        castlings += expectStrictlyWritten(p, g.tree.node(end).position);
        ASSERT_FALSE(testing::Test::HasFailure()) << g.tag("White") << " - " << g.tag("Black");
    }
    EXPECT_GT(castlings, 100);
}

namespace {

class Chess960Stockfish : public testing::Test {
protected:
    void SetUp() override
    {
        const QString path = UciEngine::findStockfish();
        if (path.isEmpty())
            GTEST_SKIP() << "Stockfish is not installed (apt-get install stockfish)";
        m_engine.reset(test::singleThreadStockfish(path));
    }
    // Searches fen + moves (multiPv lines, only searchMoves when given) and returns the best move;
    // every line the engine sent must be moves of its position, in SAN.
    EngineBestMove search(const EnginePosition& p, int multiPv, const QStringList& searchMoves = {}, bool play = false)
    {
        QSignalSpy infos(m_engine.get(), &Engine::infoReceived);
        QSignalSpy bests(m_engine.get(), &Engine::bestMoveReceived);
        EngineLimits limits = EngineLimits::ofDepth(4);
        limits.searchMoves = searchMoves;
        const bool asked = play ? m_engine->play(p.fen, p.moves, limits) : m_engine->analyse(p.fen, p.moves, limits, multiPv);
        EXPECT_TRUE(asked);
        EXPECT_TRUE(bests.count() > 0 || bests.wait(GuardMs));
        if (bests.isEmpty())
            return {};
        for (const QList<QVariant>& args : std::as_const(infos)) {
            const EngineInfo info = args.at(0).value<EngineInfo>();
            EXPECT_EQ(info.pv.size(), std::size_t(info.pvUci.size())) << info.pvUci.join(' ').toStdString();
            EXPECT_EQ(info.pvSan.size(), info.pvUci.size());
        }
        return bests.first().at(0).value<EngineBestMove>();
    }
    std::unique_ptr<UciEngine> m_engine;
};

// Positions where castling is legal: before each castling of the review's games (the king next
// to its rook, the king staying, the rook on the king's target, position 518), a king on b1
// whose O-O-O is one step to the right, and a black king on c8 that stays there for O-O-O.
std::vector<std::pair<game::Game, game::NodeId>> castlingPositions()
{
    std::vector<std::pair<game::Game, game::NodeId>> out;
    std::vector<game::Game> games = test::chess960CastlingGames();
    for (const char* fen : {"4k3/8/8/8/8/8/8/RK5R w HA - 0 1", "1rk4r/8/8/8/8/8/8/4K3 b hb - 0 1"})
        games.push_back(std::move(game::readPgn("[FEN \"" + std::string(fen) + "\"]\n\n*").games.front()));
    for (game::Game& g : games) {
        std::vector<game::NodeId> before;
        for (game::NodeId id = game::RootNode; id != game::NoNode; id = g.tree.mainChild(id)) {
            core::MoveList list;
            core::generateLegalMoves(g.tree.node(id).position, list);
            for (const core::Move m : list)
                if (m.kind() == core::Move::Castling) {
                    before.push_back(id);
                    break;
                }
        }
        for (const game::NodeId id : before)
            out.emplace_back(g.clone(), id);
    }
    return out;
}

} // namespace

// Each legal castling: searched alone (searchmoves), it comes back as the best move and the
// PV's first, in SAN; played, the engine reads it (its answer and lines are moves of the
// position after it), in analysis with three lines and in play.
TEST_F(Chess960Stockfish, CastlingGoesToTheEngineAndComesBack)
{
    int castlings = 0;
    for (auto& [g, id] : castlingPositions()) {
        game::GameTree& tree = g.tree;
        const core::Position before = tree.node(id).position;
        core::MoveList list;
        core::generateLegalMoves(before, list);
        for (const core::Move m : list) {
            if (m.kind() != core::Move::Castling)
                continue;
            ++castlings;
            const std::string what = core::toFen(before) + " " + core::toSan(before, m);
            const EngineBestMove alone = search(enginePosition(tree, id), 1, {uciMove(before, m)});
            EXPECT_EQ(alone.move, m) << what << ": " << alone.uci.toStdString();
            EXPECT_EQ(alone.san.toStdString(), core::toSan(before, m)) << what;
            const game::NodeId after = tree.addChild(id, m);
            const core::Position& then = tree.node(after).position;
            for (const bool play : {false, true}) {
                const EngineBestMove reply = search(enginePosition(tree, after), 3, {}, play);
                EXPECT_TRUE(core::isLegalMove(then, reply.move)) << what << ": " << reply.uci.toStdString();
            }
        }
        ASSERT_FALSE(HasFailure());
    }
    EXPECT_GT(castlings, 6);
}

// A Chess960 puzzle goes into the training store in the notation the puzzle sessions read back
// (parseUciMove): castling king-takes-rook. Before, itemOf() wrote the king's move, and an answer
// whose king stays (c8c8) or steps one file could not be read back: the puzzle had no answer.
TEST(PuzzleItemChess960, CastlingIsStoredAsItIsReadBack)
{
    engine::puzzles::Puzzle p;
    p.fen = "1rk4r/1p6/8/8/8/8/1P6/RK5R b HAhb - 0 1";
    core::Position pos;
    ASSERT_FALSE(core::parseFen(p.fen, pos));
    const core::Move stays(core::C8, core::C8, core::Move::Castling); // O-O-O: the rook b8 goes to d8
    const core::Move oneStep(core::B1, core::C1, core::Move::Castling); // O-O-O: the king b1 to c1
    ASSERT_TRUE(core::isLegalMove(pos, stays));
    core::Position after = pos;
    after.playWithoutUndo(stays);
    ASSERT_TRUE(core::isLegalMove(after, oneStep));
    p.best = p.played = stays;
    p.line = {stays, oneStep};
    p.refutation = {oneStep}; // from the position after the move played
    const training::TrainingItem item = training::itemOf(p, QStringLiteral("test.pgn"));
    EXPECT_EQ(core::parseUciMove(pos, item.answer.toStdString()), stays) << item.answer.toStdString();
    EXPECT_EQ(core::parseUciMove(pos, item.played.toStdString()), stays) << item.played.toStdString();
    const QStringList line = item.line.split(QLatin1Char(' '));
    ASSERT_EQ(line.size(), 2) << item.line.toStdString();
    EXPECT_EQ(core::parseUciMove(pos, line[0].toStdString()), stays) << item.line.toStdString();
    EXPECT_EQ(core::parseUciMove(after, line[1].toStdString()), oneStep) << item.line.toStdString();
    EXPECT_EQ(core::parseUciMove(after, item.refutation.toStdString()), oneStep) << item.refutation.toStdString();
}
