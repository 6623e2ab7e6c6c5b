// The database scanner, its index, string pool and position search (issue 16), on hand-written
// PGN and on random games made here with the core, checked against brute force (the explorer's
// table: tst_databaseexplorer.cpp).
#include "corehelpers.h"
#include "databasehelpers.h"

#include "core/movegen.h"
#include "core/san.h"
#include "database/mappedfile.h"
#include "database/movecode.h"
#include "database/pgnscanner.h"
#include "database/positionsearch.h"
#include "core/reach.h"
#include "database/stringpool.h"

#include <gtest/gtest.h>

#include <random>
#include <set>
#include <string>
#include <vector>

#include <fcntl.h>
#include <unistd.h>

using namespace kibitz;
using namespace kibitz::database;
using namespace kibitz::test;

namespace {

// Tags, comments, NAGs, a nested variation, a FEN game, and two broken games in between.
const char* const HandWritten = R"([Event "Club \"A\""]
[White "Alpha"]
[Black "Beta"]
[Date "1999.03.??"]
[ECO "C20"]
[Result "1-0"]

1. e4 {king's pawn} e5 2. Nf3 $1 (2. f4 exf4 (2... d5) 3. Nf3) 2... Nc6 3. Bb5 a6
; a line comment
4. Ba4 1-0

[Event "Broken"]
[White "Gamma"]
[Black "Alpha"]
[Result "0-1"]

1. e4 e5 2. Ke3 Nf6 0-1

[White "Delta"]
[Black "Beta"]
[SetUp "1"]
[FEN "4k3/P7/8/8/8/8/8/4K3 w - - 0 1"]
[Result "1/2-1/2"]

1. a8=Q+ Kd7 2. Qb7+ 1/2-1/2

[White "Epsilon"]
[Black "Beta"]

1. d4 d5 2. c4 {never closed
)";

// Expects b to hold what a holds: every record, name, move byte and error.
void expectSameIndex(const GameIndex& a, const GameIndex& b)
{
    ASSERT_EQ(a.size(), b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        const GameRecord x = a.game(i), y = b.game(i);
        const auto [xb, xe] = a.movesOf(i);
        const auto [yb, ye] = b.movesOf(i);
        EXPECT_EQ(std::vector<std::uint8_t>(xb, xe), std::vector<std::uint8_t>(yb, ye)) << "game " << i + 1;
        EXPECT_EQ(x.offset, y.offset) << "game " << i + 1;
        EXPECT_EQ(x.plies, y.plies) << "game " << i + 1;
        EXPECT_EQ(x.broken, y.broken) << "game " << i + 1;
        EXPECT_EQ(x.result, y.result) << "game " << i + 1;
        EXPECT_EQ(a.text(x.white), b.text(y.white)) << "game " << i + 1;
        EXPECT_EQ(a.text(x.event), b.text(y.event)) << "game " << i + 1;
    }
    ASSERT_EQ(a.errors().size(), b.errors().size());
    for (std::size_t i = 0; i < a.errors().size(); ++i) {
        EXPECT_EQ(a.errors()[i].game, b.errors()[i].game);
        EXPECT_EQ(a.errors()[i].line, b.errors()[i].line);
        EXPECT_EQ(a.errors()[i].column, b.errors()[i].column);
        EXPECT_EQ(a.errors()[i].message().english(), b.errors()[i].message().english());
    }
}

} // namespace

TEST(Database, HandWrittenFileGivesTagsPliesAndErrors)
{
    ScanOptions one;
    one.threads = 1;
    const GameIndex index = scanAll(HandWritten, one);
    ASSERT_EQ(index.size(), 4u);
    const GameRecord& first = index.game(0);
    EXPECT_EQ(index.text(first.event), "Club \"A\"");
    EXPECT_EQ(index.text(first.white), "Alpha");
    EXPECT_EQ(first.plies, 7); // the variations and comments are stepped over
    EXPECT_EQ(first.year, 1999);
    EXPECT_EQ(first.month, 3);
    EXPECT_EQ(first.day, 0);
    EXPECT_EQ(ecoText(first.eco), "C20");
    EXPECT_EQ(first.result, GameResult::WhiteWins);
    EXPECT_FALSE(first.broken);
    EXPECT_EQ(index.text(index.game(1).black), "Alpha"); // the same name is interned once
    EXPECT_EQ(index.game(1).black, first.white);
    EXPECT_TRUE(index.game(1).broken);
    EXPECT_EQ(index.game(1).plies, 2);
    EXPECT_EQ(index.game(2).plies, 3);
    EXPECT_EQ(index.game(2).result, GameResult::Draw);
    EXPECT_FALSE(index.game(2).broken);
    EXPECT_TRUE(index.game(3).broken);
    ASSERT_EQ(index.errors().size(), 2u);
    EXPECT_EQ(index.errors()[0].game, 2u);
    EXPECT_EQ(index.errors()[0].line, 17u);
    EXPECT_EQ(index.errors()[0].column, 13u);
    EXPECT_EQ(index.errors()[0].kind, ScanErrorKind::IllegalMove);
    EXPECT_EQ(index.errors()[0].detail, "Ke3");
    EXPECT_EQ(index.errors()[0].message().english(), "illegal move \"Ke3\"");
    EXPECT_EQ(index.errors()[1].game, 4u);
    EXPECT_EQ(index.errors()[1].line, 30u);
    EXPECT_EQ(index.errors()[1].column, 16u);
    EXPECT_EQ(index.errors()[1].kind, ScanErrorKind::UnclosedComment);
    EXPECT_EQ(index.errors()[1].message().english(), "comment '{' without closing '}'");
    EXPECT_EQ(index.totalPlies(), 7u + 2u + 3u + 3u);
}

TEST(Database, ReplayGivesTheGamesPositionsAndFenStart)
{
    const GameIndex index = scanAll(HandWritten);
    std::vector<std::string> fens;
    index.replay(2, [&](const core::Position& pos, int) {
        fens.push_back(core::toFen(pos));
        return true;
    });
    ASSERT_EQ(fens.size(), 4u);
    EXPECT_EQ(fens.front(), "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(fens.back(), "8/1Q1k4/8/8/8/8/8/4K3 b - - 2 2");
}

TEST(Database, RandomGamesReplayExactlyOnAnyNumberOfThreads)
{
    const auto [text, games] = randomFile(300, 7);
    ScanOptions one;
    one.threads = 1;
    ScanOptions many;
    many.threads = 3;
    many.chunkBytes = 2000; // many small parts, merged in order
    const GameIndex a = scanAll(text, one), b = scanAll(text, many);
    ASSERT_EQ(a.size(), games.size());
    ASSERT_EQ(b.size(), games.size());
    EXPECT_TRUE(a.errors().empty());
    for (std::size_t i = 0; i < games.size(); ++i) {
        const std::vector<core::Position> expected = positionsOf(games[i]);
        for (const GameIndex* index : {&a, &b}) {
            std::vector<core::Key> keys;
            index->replay(i, [&](const core::Position& pos, int) {
                keys.push_back(pos.key());
                return true;
            });
            ASSERT_EQ(keys.size(), expected.size()) << "game " << i + 1;
            for (std::size_t p = 0; p < keys.size(); ++p)
                ASSERT_EQ(keys[p], expected[p].key()) << "game " << i + 1 << " ply " << p;
            EXPECT_EQ(index->text(index->game(i).white), index->text(a.game(i).white));
        }
    }
}

// Interning: one id per distinct text (across table growth and storage blocks, a text longer
// than a block too), the empty text is id 0, and the views outlive the pool through keepAlive().
TEST(Database, StringPoolGivesOneIdPerTextAndViewsThatOutliveIt)
{
    std::vector<std::string> words;
    for (int i = 0; i < 30000; ++i)
        words.push_back("Player " + std::to_string(i * 7919 % 30011));
    words.push_back(std::string(100000, 'x'));
    std::vector<std::string_view> texts;
    std::shared_ptr<const void> keep;
    {
        StringPool pool;
        EXPECT_EQ(pool.intern(""), 0u);
        std::vector<std::uint32_t> ids;
        for (const std::string& w : words)
            ids.push_back(pool.intern(w));
        for (std::size_t i = 0; i < words.size(); ++i) {
            EXPECT_EQ(pool.intern(words[i]), ids[i]); // found again, not added
            ASSERT_EQ(pool.text(ids[i]), words[i]);
        }
        EXPECT_EQ(pool.size(), std::set<std::string>(words.begin(), words.end()).size() + 1);
        texts = pool.texts();
        keep = pool.keepAlive();
        for (std::size_t i = 0; i < words.size(); ++i)
            ASSERT_EQ(texts[ids[i]], words[i]);
    }
    EXPECT_EQ(std::set<std::string_view>(texts.begin() + 1, texts.end()).size(), texts.size() - 1);
    EXPECT_EQ(texts.back(), words.back()); // read after the pool is gone
}

// The scanner's slider lookups along lines give what the magic attack tables give.
TEST(Database, SlidersAlongLinesMatchTheAttackTables)
{
    std::mt19937_64 rng(5);
    for (int i = 0; i < 20000; ++i) {
        const core::Bitboard occ = rng() & rng(), pieces = rng() & rng() & rng();
        const auto to = core::Square(rng() % 64);
        ASSERT_EQ(core::reach::diagonal(pieces, to, occ), core::bishopAttacks(to, occ) & pieces) << i;
        ASSERT_EQ(core::reach::straight(pieces, to, occ), core::rookAttacks(to, occ) & pieces) << i;
    }
}

TEST(Database, MoveCodesRoundTripPromotionsCastlingAndEnPassant)
{
    for (const char* fen :
         {"r3k2r/pPpp1ppp/8/3Pp3/8/8/PPP2PpP/R3K2R w KQkq e6 0 1",
          "r3k2r/pPpp1ppp/8/3Pp3/8/8/PPP2PpP/R3K2R b KQkq - 0 1", "6k1/8/8/8/8/1N1N4/8/QQQQK3 w - - 0 1",
          "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"}) {
        const core::Position pos = test::fromFen(fen);
        core::MoveList legal;
        core::generateLegalMoves(pos, legal);
        for (const core::Move m : legal) {
            std::vector<std::uint8_t> code;
            encodeMove(pos, m, code);
            const std::uint8_t* p = code.data();
            EXPECT_EQ(decodeMove(pos, p), m) << fen << " " << core::moveToUci(m);
            EXPECT_EQ(p, code.data() + code.size());
        }
    }
}

TEST(Database, PositionSearchFindsEveryGameAndTheFirstPly)
{
    const auto [text, games] = randomFile(200, 11);
    const GameIndex index = scanAll(text);
    // Targets: positions taken from the games themselves, early and late.
    for (const auto& [g, ply] : {std::pair{0, 3}, std::pair{5, 4}, std::pair{17, 12}, std::pair{42, 1}}) {
        const core::Position target = positionsOf(games[std::size_t(g)])[std::size_t(ply)];
        std::vector<PositionHit> expected;
        for (std::size_t i = 0; i < games.size(); ++i) {
            const auto positions = positionsOf(games[i]);
            for (std::size_t p = 0; p < positions.size(); ++p)
                if (positions[p].key() == target.key()) {
                    expected.push_back({std::uint32_t(i), std::uint16_t(p)});
                    break;
                }
        }
        for (int threads : {1, 2}) {
            const auto hits = findPosition(index, target, SearchMode::ExactPosition, threads);
            ASSERT_EQ(hits.size(), expected.size()) << core::toFen(target);
            for (std::size_t k = 0; k < hits.size(); ++k) {
                EXPECT_EQ(hits[k].game, expected[k].game);
                EXPECT_EQ(hits[k].ply, expected[k].ply);
            }
        }
    }
}

TEST(Database, PawnStructureAndMaterialModesMatchBruteForce)
{
    const auto [text, games] = randomFile(150, 5);
    const GameIndex index = scanAll(text);
    const core::Position target = positionsOf(games[3])[9];
    for (const SearchMode mode : {SearchMode::PawnStructure, SearchMode::Material}) {
        std::size_t expected = 0;
        for (const RandomGame& g : games) {
            for (const core::Position& p : positionsOf(g)) {
                bool same = true;
                for (int c = 0; c < 2; ++c)
                    for (int pt = 0; pt < 6; ++pt) {
                        const auto a = p.pieces(core::Color(c), core::PieceType(pt));
                        const auto b = target.pieces(core::Color(c), core::PieceType(pt));
                        if (mode == SearchMode::PawnStructure ? (pt == core::Pawn && a != b)
                                                              : core::popcount(a) != core::popcount(b))
                            same = false;
                    }
                if (same) {
                    ++expected;
                    break;
                }
            }
        }
        EXPECT_EQ(findPosition(index, target, mode).size(), expected);
    }
}

// Another program shortens a database while it is mapped: reading past the new end must not
// raise SIGBUS (the process would die); the scan sees the missing bytes as NULs and says so.
TEST(Database, AFileShortenedWhileMappedIsReadAsZerosNotACrash)
{
    const auto [text, games] = randomFile(200, 11);
    char path[] = "/tmp/kibitz-mapped-XXXXXX";
    const int fd = ::mkstemp(path);
    ASSERT_GE(fd, 0);
    ASSERT_EQ(::write(fd, text.data(), text.size()), ssize_t(text.size()));
    ::close(fd);
    MappedFile file;
    ASSERT_TRUE(file.open(path)) << file.error();
    ASSERT_EQ(file.bytes().size(), text.size());
    ASSERT_EQ(::truncate(path, 100), 0);
    const std::string_view bytes = file.bytes();
    EXPECT_EQ(bytes[bytes.size() - 1], '\0'); // past the new end: zeros, no signal
    EXPECT_TRUE(file.changedWhileMapped());
    ScanOptions options;
    options.threads = 2;
    const GameIndex index = scanAll(bytes, options);
    EXPECT_LT(index.size() - index.errors().size(), games.size()) << "the lost games are not all read";
    ::unlink(path);
}

// Comments running over lines, a line inside them starting like a tag section: every chunk size
// and thread count reads the games the one-thread scan reads (the splitter used to cut there).
TEST(Database, ATagLikeLineInsideACommentDoesNotSplitTheGame)
{
    const auto [random, games] = randomFile(20, 11);
    const std::string tricky = "[White \"A\"]\n[Black \"B\"]\n\n1. e4 {a note that goes on\n"
                               "[Event \"x\"] and on\n[Site \"y\"]\nthen ends} e5 2. Nf3 (2. f4 {also\n"
                               "[Event \"z\"]} exf4) Nc6 3. Bb5 a6 1-0\n\n";
    const std::size_t middle = random.find("\n\n[", random.size() / 2) + 2; // a game's start
    const std::string text = random.substr(0, middle) + tricky + random.substr(middle) + tricky;
    ScanOptions one;
    one.threads = 1;
    const GameIndex a = scanAll(text, one);
    EXPECT_TRUE(a.errors().empty());
    std::size_t trickyGames = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        const GameRecord g = a.game(i);
        trickyGames += a.text(g.white) == "A" && g.plies == 6 && !g.broken;
    }
    ASSERT_EQ(trickyGames, 2u);
    for (int threads : {2, 3}) {
        for (std::size_t chunk : {std::size_t(1), std::size_t(40), std::size_t(700)}) {
            SCOPED_TRACE("threads " + std::to_string(threads) + ", chunk " + std::to_string(chunk));
            ScanOptions many;
            many.threads = threads;
            many.chunkBytes = chunk;
            expectSameIndex(a, scanAll(text, many));
        }
    }
}

// A bigger generated file: many threads and parts give exactly the one-thread index.
TEST(Database, ManyThreadsGiveTheOneThreadIndexExactly)
{
    const auto [text, games] = randomFile(2000, 3);
    ScanOptions one;
    one.threads = 1;
    const GameIndex a = scanAll(text, one);
    ASSERT_EQ(a.size(), games.size());
    for (int threads : {2, 4}) {
        ScanOptions many;
        many.threads = threads;
        many.chunkBytes = 10000;
        expectSameIndex(a, scanAll(text, many));
    }
}
