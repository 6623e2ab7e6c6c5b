// Polyglot keys (the published values of the format's test positions), move codes (castling as
// king takes rook, promotions), and reading books: a small one written here, broken files, and
// the Debian gnuchess book when it is installed.
#include "core/movegen.h"
#include "openings/polyglotbook.h"
#include "openings/polyglotkey.h"
#include "openingshelpers.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <random>

using namespace kibitz;
using namespace kibitz::openings;
using kibitz::test::after;

namespace {

constexpr const char* DebianBook = "/usr/share/games/gnuchess/book.bin";

// The Polyglot move code from squares and promotion (0 none, 1 knight ... 4 queen).
std::uint16_t code(core::Square from, core::Square to, int promotion = 0)
{
    return std::uint16_t(int(to) | (int(from) << 6) | (promotion << 12));
}

} // namespace

// The key values published with the format for its test positions.
TEST(PolyglotKey, PublishedTestPositions)
{
    EXPECT_EQ(polyglotKey(after({})), 0x463b96181691fc9cULL);
    EXPECT_EQ(polyglotKey(after({"e4"})), 0x823c9b50fd114196ULL);
    EXPECT_EQ(polyglotKey(after({"e4", "d5"})), 0x0756b94461c50fb0ULL);
    EXPECT_EQ(polyglotKey(after({"e4", "d5", "e5"})), 0x662fafb965db29d4ULL);
    EXPECT_EQ(polyglotKey(after({"e4", "d5", "e5", "f5"})), 0x22a48b5a8e47ff78ULL);
    EXPECT_EQ(polyglotKey(after({"e4", "d5", "e5", "f5", "Ke2"})), 0x652a607ca3f242c1ULL);
    EXPECT_EQ(polyglotKey(after({"e4", "d5", "e5", "f5", "Ke2", "Kf7"})), 0x00fdd303c946bdd9ULL);
    EXPECT_EQ(polyglotKey(after({"a4", "b5", "h4", "b4", "c4"})), 0x3c8123ea7b067637ULL);
    EXPECT_EQ(polyglotKey(after({"a4", "b5", "h4", "b4", "c4", "bxc3", "Ra3"})), 0x5c3f9b829b279560ULL);
}

// The same position reached by another move order has the same key; clocks do not count.
TEST(PolyglotKey, TranspositionsAndClocksShareTheKey)
{
    EXPECT_EQ(polyglotKey(after({"Nf3", "Nf6", "Ng1", "Ng8"})), polyglotKey(after({})));
    EXPECT_EQ(polyglotKey(after({"e4", "e5", "Nf3"})), polyglotKey(after({"Nf3", "e5", "e4"})));
}

TEST(PolyglotMove, CastlingIsKingTakesRook)
{
    const auto white = after({}, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1");
    const core::Move shortCastle = decodePolyglotMove(white, code(core::E1, core::H1));
    EXPECT_EQ(shortCastle.kind(), core::Move::Castling);
    EXPECT_EQ(shortCastle.to(), core::G1);
    EXPECT_EQ(decodePolyglotMove(white, code(core::E1, core::A1)).to(), core::C1);
    EXPECT_EQ(polyglotMoveCode(shortCastle), code(core::E1, core::H1));
    // e1g1 is not how Polyglot writes castling: no legal move has that code.
    EXPECT_TRUE(decodePolyglotMove(white, code(core::E1, core::G1)).isNull());

    const auto black = after({}, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 0 1");
    EXPECT_EQ(decodePolyglotMove(black, code(core::E8, core::H8)).to(), core::G8);
    EXPECT_EQ(decodePolyglotMove(black, code(core::E8, core::A8)).to(), core::C8);
}

TEST(PolyglotMove, Promotions)
{
    const auto pos = after({}, "1n5k/P7/8/8/8/8/8/7K w - - 0 1");
    const core::Move queen = decodePolyglotMove(pos, code(core::A7, core::A8, 4));
    EXPECT_EQ(queen.kind(), core::Move::Promotion);
    EXPECT_EQ(queen.promotion(), core::Queen);
    const core::Move knight = decodePolyglotMove(pos, code(core::A7, core::B8, 1));
    EXPECT_EQ(knight.promotion(), core::Knight);
    EXPECT_EQ(knight.to(), core::B8);
    EXPECT_EQ(decodePolyglotMove(pos, code(core::A7, core::A8, 3)).promotion(), core::Rook);
    EXPECT_EQ(decodePolyglotMove(pos, code(core::A7, core::A8, 2)).promotion(), core::Bishop);
    EXPECT_TRUE(decodePolyglotMove(pos, code(core::A7, core::A8)).isNull()); // no promotion piece
    // Every legal move survives encoding and decoding.
    core::MoveList moves;
    core::generateLegalMoves(pos, moves);
    for (const core::Move m : moves)
        EXPECT_EQ(decodePolyglotMove(pos, polyglotMoveCode(m)), m) << core::moveToUci(m);
}

// A small book written from known entries: sorted, searched, decoded, weighted.
TEST(PolyglotBook, ReadsEntriesWrittenFromKnownValues)
{
    const std::uint64_t start = polyglotKey(after({}));
    const std::uint64_t e4 = polyglotKey(after({"e4"}));
    const std::vector<BookEntry> entries = {
        {e4, code(core::E7, core::E5), 30, 0},
        {start, code(core::D2, core::D4), 20, 0},
        {start, code(core::E2, core::E4), 50, 0},
        {start, code(core::E2, core::E5), 99, 0}, // illegal
        {start, code(core::G1, core::F3), 0, 0},
        {e4, code(core::C7, core::C5), 40, 0},
        {0x0123456789abcdefULL, code(core::A2, core::A3), 1, 0},
    };
    BookError error;
    const auto book = PolyglotBook::fromBytes(PolyglotBook::toBytes(entries), "test.bin", error);
    ASSERT_TRUE(book) << error.message.english();
    EXPECT_EQ(book->size(), entries.size());
    EXPECT_EQ(book->entriesFor(start).size(), 4u);

    const ExplorerMoves rows = book->movesFrom(after({}));
    ASSERT_EQ(rows.size(), 3u); // the illegal e2e5 is left out
    EXPECT_EQ(rows[0].san, "e4");
    EXPECT_EQ(rows[0].weight, 50u);
    EXPECT_EQ(rows[1].san, "d4");
    EXPECT_EQ(rows[2].san, "Nf3");
    EXPECT_EQ(rows[2].weight, 0u);
    const ExplorerMoves replies = book->movesFrom(after({"e4"}));
    ASSERT_EQ(replies.size(), 2u);
    EXPECT_EQ(replies[0].san, "c5");
    EXPECT_EQ(replies[1].san, "e5");
    EXPECT_TRUE(book->movesFrom(after({"d4"})).empty());

    // pick() follows the weights: e4 takes [0, 50/70), d4 the rest; Nf3 (weight 0) never.
    EXPECT_EQ(core::moveToUci(book->pick(after({}), 0.0)), "e2e4");
    EXPECT_EQ(core::moveToUci(book->pick(after({}), 0.7)), "e2e4");
    EXPECT_EQ(core::moveToUci(book->pick(after({}), 0.72)), "d2d4");
    EXPECT_EQ(core::moveToUci(book->pick(after({}), 0.999)), "d2d4");
    EXPECT_TRUE(book->pick(after({"d4"}), 0.5).isNull());
}

TEST(PolyglotBook, BrokenFilesGiveClearErrors)
{
    const test::TempDir dir;
    const std::string good = PolyglotBook::toBytes({{1, 2, 3, 4}, {5, 6, 7, 8}});
    BookError error;
    EXPECT_TRUE(PolyglotBook::load(dir.write("good.bin", good), error)) << error.message.english();

    // Each error is an entry of the one message table, its first argument the book's path.
    const auto says = [&error](core::MessageId id, const std::string& file, const std::string& words) {
        EXPECT_EQ(error.message.id, id) << error.message.english();
        ASSERT_FALSE(error.message.args.empty());
        EXPECT_EQ(error.message.args[0].text, error.path);
        EXPECT_NE(error.path.find(file), std::string::npos) << error.path;
        EXPECT_NE(error.message.english().find(words), std::string::npos) << error.message.english();
    };
    EXPECT_FALSE(PolyglotBook::load(dir.write("short.bin", good.substr(0, 23)), error));
    EXPECT_EQ(error.code, BookError::BrokenSize);
    EXPECT_EQ(error.size, 23u);
    says(core::MessageId::BookBrokenSize, "short.bin", "size (23 bytes) is not a multiple of 16");

    EXPECT_FALSE(PolyglotBook::load(dir.write("empty.bin", ""), error));
    EXPECT_EQ(error.code, BookError::Empty);
    says(core::MessageId::BookEmpty, "empty.bin", "is empty");

    EXPECT_FALSE(PolyglotBook::load(dir.path("missing.bin"), error));
    EXPECT_EQ(error.code, BookError::CannotOpen);
    says(core::MessageId::BookCannotOpen, "missing.bin", "cannot open the book");
    EXPECT_EQ(error.message.args.at(1).text, error.detail);

    const std::string unsorted = good.substr(16) + good.substr(0, 16); // keys 5, 1
    EXPECT_FALSE(PolyglotBook::load(dir.write("unsorted.bin", unsorted), error));
    EXPECT_EQ(error.code, BookError::Unsorted);
    EXPECT_EQ(error.entry, 1u);
    says(core::MessageId::BookUnsorted, "unsorted.bin", "entry 2 is out of key order");
}

// The Debian book: its size, the start position's main moves, and random walks through it (a
// wrong constant in the key table would make the positions the book leads to unknown to it).
TEST(PolyglotBook, DebianGnuchessBook)
{
    if (!std::filesystem::exists(DebianBook))
        GTEST_SKIP() << DebianBook << " is not installed (Debian package gnuchess-book)";
    BookError error;
    const auto book = PolyglotBook::load(DebianBook, error);
    ASSERT_TRUE(book) << error.message.english();
    EXPECT_EQ(book->size() * 16, std::filesystem::file_size(DebianBook));

    const ExplorerMoves start = book->movesFrom(after({}));
    ASSERT_GE(start.size(), 4u);
    std::vector<std::string> sans;
    for (const ExplorerMove& r : start)
        sans.push_back(r.san);
    for (const char* main : {"e4", "d4", "c4", "Nf3"})
        EXPECT_NE(std::find(sans.begin(), sans.end(), main), sans.end()) << main;

    std::mt19937 random(16);
    int reached = 0, known = 0;
    for (int walk = 0; walk < 300; ++walk) {
        core::Position pos = after({});
        for (int ply = 0; ply < 8; ++ply) {
            const core::Move m = book->pick(pos, std::uniform_real_distribution<double>(0, 1)(random));
            if (m.isNull())
                break;
            core::UndoInfo undo;
            pos.makeMove(m, undo);
            ++reached;
            known += book->movesFrom(pos).empty() ? 0 : 1;
        }
    }
    EXPECT_GT(reached, 1000);
    EXPECT_GT(known, reached * 9 / 10) << known << " of " << reached << " positions found";
}
