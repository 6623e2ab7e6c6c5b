// Issue 23: text that is not valid UTF-8 (old files in Latin-1, Windows-1252) is read as
// Windows-1252 by the full reader and the database scanner, and written back as UTF-8.
#include "database/pgnscanner.h"
#include "database/positionsearch.h"
#include "game/pgnreader.h"
#include "game/pgnwriter.h"
#include "game/utf8.h"

#include "core/fen.h"

#include <gtest/gtest.h>

using namespace kibitz;
using namespace kibitz::game;

namespace {

const std::string Reti = "R\xC3\xA9ti, Richard"; // "Réti, Richard" in UTF-8

// A Latin-1 game (é as the one byte 0xE9, a comment with Windows-1252 quotes and a euro sign),
// then a UTF-8 game, as in files joined from several sources.
const std::string Mixed = "[Event \"New York\"]\n[White \"R\xE9ti, Richard\"]\n[Black \"Capablanca\"]\n\n"
                          "1. e4 {\x93sharp\x94 for \x80"
                          "5} e5 1-0\n\n"
                          "[White \""
    + Reti + "\"]\n[Black \"Alekhine\"]\n\n1. d4 {\xE2\x99\x9E} *\n";

database::GameIndex scanOneThread(const std::string& text)
{
    database::ScanOptions options;
    options.threads = 1;
    return database::scanAll(text, options);
}

TEST(PgnEncoding, Windows1252ToUtf8)
{
    EXPECT_TRUE(utf8::isValid("plain ASCII, long enough for whole words"));
    EXPECT_TRUE(utf8::isValid(Reti));
    EXPECT_FALSE(utf8::isValid("R\xE9ti"));
    EXPECT_FALSE(utf8::isValid("a long ASCII run before the bad byte \xFF"));
    EXPECT_EQ(utf8::fromWindows1252("R\xE9ti, Richard"), Reti);
    EXPECT_EQ(utf8::fromWindows1252("\x80\x93\x94\x9F\xFF"), "\xE2\x82\xAC\xE2\x80\x9C\xE2\x80\x9D\xC5\xB8\xC3\xBF");
    EXPECT_EQ(utf8::fromWindows1252("\x81"), "\xC2\x81"); // unassigned: the C1 control of that value
    for (int b = 0; b < 256; ++b)
        EXPECT_TRUE(utf8::isValid(utf8::fromWindows1252(std::string(1, char(b))))) << b;
}

TEST(PgnEncoding, FullReaderReadsLatin1AsWindows1252AndWritesUtf8)
{
    const PgnReadResult r = readPgn(Mixed);
    ASSERT_TRUE(r.errors.empty()) << r.errors[0].message.english();
    ASSERT_EQ(r.games.size(), 2u);
    EXPECT_EQ(r.games[0].tag("White"), Reti);
    EXPECT_EQ(r.games[0].tree.node(r.games[0].tree.mainChild(RootNode)).comment(),
              "\xE2\x80\x9Csharp\xE2\x80\x9D for \xE2\x82\xAC"
              "5");
    EXPECT_EQ(r.games[1].tag("White"), Reti); // valid UTF-8 stays as it is
    EXPECT_EQ(r.games[1].tree.node(r.games[1].tree.mainChild(RootNode)).comment(), "\xE2\x99\x9E");
    for (const Game& g : r.games) {
        const std::string written = toPgn(g);
        EXPECT_TRUE(utf8::isValid(written)) << written;
        EXPECT_NE(written.find("[White \"" + Reti + "\"]"), std::string::npos) << written;
        const PgnReadResult again = readPgn(written);
        ASSERT_EQ(again.games.size(), 1u);
        EXPECT_TRUE(again.games[0].tree.sameContent(g.tree));
        EXPECT_EQ(again.games[0].tags, exportTags(g));
    }
}

TEST(PgnEncoding, MovetextBytesAreStillErrors)
{
    const PgnReadResult r = readPgn("1. e4 \xFF e5 *");
    ASSERT_EQ(r.errors.size(), 1u);
    EXPECT_EQ(r.errors[0].code, PgnErrorCode::InvalidUtf8);
}

TEST(PgnEncoding, ScannerNamesAreUtf8AndPositionSearchShowsThem)
{
    const database::GameIndex index = scanOneThread(Mixed);
    ASSERT_TRUE(index.errors().empty());
    ASSERT_EQ(index.size(), 2u);
    EXPECT_EQ(index.text(index.game(0).white), Reti);
    EXPECT_EQ(index.text(index.game(1).white), Reti);
    EXPECT_EQ(index.game(0).white, index.game(1).white) << "one name, however it was written";
    core::Position afterE4;
    ASSERT_FALSE(core::parseFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", afterE4));
    const auto hits = database::findPosition(index, afterE4, database::SearchMode::ExactPosition, 1);
    ASSERT_EQ(hits.size(), 1u);
    EXPECT_EQ(index.text(index.game(hits[0].game).white), Reti);
}

} // namespace
