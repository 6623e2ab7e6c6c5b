// PGN error messages name bad bytes properly (character and code point, escaped control bytes,
// invalid UTF-8 as hex), shorten huge tokens, and binary garbage is one error, not many games.
#include "game/pgnreader.h"

#include <gtest/gtest.h>

#include <random>
#include <string>

using namespace kibitz::game;

namespace {

// The only error of text (the test fails when there is not exactly one).
PgnError onlyError(const std::string& text)
{
    const PgnReadResult r = readPgn(text);
    EXPECT_EQ(r.errors.size(), 1u) << text.substr(0, 80);
    EXPECT_TRUE(r.games.empty());
    return r.errors.empty() ? PgnError{} : r.errors[0];
}

// True when s contains part.
bool has(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

} // namespace

// A multi-byte character is shown whole with its code point.
TEST(PgnMessages, MultiByteCharacterWithCodePoint)
{
    const PgnError e = onlyError("1. e4 \xE2\x99\x9E e5 *");
    EXPECT_EQ(e.code, PgnErrorCode::UnexpectedCharacter);
    EXPECT_EQ(e.text, "\xE2\x99\x9E");
    EXPECT_EQ(e.codePoint, 0x265E);
    EXPECT_EQ(e.column, 7);
    EXPECT_TRUE(has(e.message.english(), "unexpected character '\xE2\x99\x9E' (U+265E)")) << e.message.english();
    const PgnError emoji = onlyError("1. e4 \xF0\x9F\x98\x80 *");
    EXPECT_TRUE(has(emoji.message.english(), "(U+1F600)")) << emoji.message.english();
}

// A tag value's UTF-8 characters take a column each: what follows on its line is placed so, in a
// short value and in one longer than sixteen bytes (read sixteen at a time).
TEST(PgnMessages, ColumnsAfterAUtf8TagValue)
{
    const PgnError shortValue = onlyError("[Event \"R\xC3\xA9ti\"] 1. e5 *");
    EXPECT_EQ(shortValue.code, PgnErrorCode::IllegalMove);
    EXPECT_EQ(shortValue.column, 19);
    const PgnError longValue =
        onlyError("[Event \"\xE2\x80\x99\xE2\x80\x99 Women\xE2\x80\x99s Rapid \xC3\xA9\"] 1. e5 *");
    EXPECT_EQ(longValue.column, 33);
}

// NUL and other control bytes are escaped, never written raw into the message.
TEST(PgnMessages, ControlBytesEscaped)
{
    const PgnError nul = onlyError(std::string("1. e4 \0 e5 *", 12));
    EXPECT_EQ(nul.code, PgnErrorCode::UnexpectedCharacter);
    EXPECT_EQ(nul.codePoint, 0);
    EXPECT_EQ(nul.text, "\\x00");
    EXPECT_TRUE(has(nul.message.english(), "unexpected character '\\x00' (U+0000)")) << nul.message.english();
    EXPECT_FALSE(has(nul.message.english(), std::string(1, '\0')));
    const PgnError esc = onlyError("1. e4 \x1B e5 *");
    EXPECT_TRUE(has(esc.message.english(), "'\\x1B' (U+001B)")) << esc.message.english();
    const PgnError del = onlyError("1. e4 \x7F e5 *");
    EXPECT_TRUE(has(del.message.english(), "'\\x7F' (U+007F)")) << del.message.english();
}

// Bytes that are not UTF-8 are named in hex, one byte each, with their own code.
TEST(PgnMessages, InvalidUtf8AsHex)
{
    const PgnError ff = onlyError("1. e4 \xFF e5 *");
    EXPECT_EQ(ff.code, PgnErrorCode::InvalidUtf8);
    EXPECT_EQ(ff.text, "FF");
    EXPECT_TRUE(has(ff.message.english(), "byte 0xFF")) << ff.message.english();
    // A truncated sequence: the lead byte alone is named; continuation bytes are not swallowed.
    const PgnError cut = onlyError("1. e4 \xE2\x99 e5 *");
    EXPECT_EQ(cut.code, PgnErrorCode::InvalidUtf8);
    EXPECT_EQ(cut.text, "E2");
    // A lone continuation byte and an overlong encoding of '/'.
    EXPECT_EQ(onlyError("1. e4 \x80 *").text, "80");
    EXPECT_EQ(onlyError("1. e4 \xC0\xAF *").text, "C0");
}

// A huge token is shortened to 40 characters plus "…" and its length, in every field.
TEST(PgnMessages, HugeTokenShortened)
{
    const std::string huge(5'000'000, 'a');
    const PgnError move = onlyError("1. e4 " + huge + " *");
    EXPECT_EQ(move.code, PgnErrorCode::MalformedMove);
    EXPECT_LT(move.message.english().size(), 400u) << move.message.english().substr(0, 400);
    EXPECT_TRUE(has(move.message.english(), std::string(40, 'a') + "\xE2\x80\xA6")) << move.message.english();
    EXPECT_TRUE(has(move.message.english(), "5000000 characters")) << move.message.english();
    EXPECT_EQ(move.text, std::string(40, 'a') + "\xE2\x80\xA6");
    EXPECT_EQ(move.textLength, 5'000'000u);
    ASSERT_TRUE(move.san.has_value());
    EXPECT_LT(move.san->text.size(), 100u);
    EXPECT_LT(move.san->message.english().size(), 400u);

    const PgnError str = onlyError("1. e4 \"" + huge + "\" *");
    EXPECT_EQ(str.code, PgnErrorCode::UnexpectedToken);
    EXPECT_LT(str.message.english().size(), 400u);
    const PgnError fen = onlyError("[FEN \"" + huge + "\"]\n\n*");
    EXPECT_EQ(fen.code, PgnErrorCode::BadFen);
    EXPECT_LT(fen.message.english().size(), 400u) << fen.message.english().substr(0, 400);
    ASSERT_TRUE(fen.fen.has_value());
    EXPECT_LT(fen.fen->text.size(), 100u);
    // Shortening counts characters, never cutting a multi-byte character in half.
    std::string knights;
    for (int i = 0; i < 100; ++i)
        knights += "\xE2\x99\x9E";
    const PgnError k = onlyError("1. e4 \"" + knights + "\" *");
    EXPECT_TRUE(has(k.message.english(), "102 characters")) << k.message.english();
    EXPECT_EQ(k.textLength, 102u); // the quotes around the string count too
}

// Binary garbage is one error, not a series of phantom games; a game after it still loads.
TEST(PgnMessages, BinaryGarbageIsOneError)
{
    std::mt19937 rng(42);
    std::string garbage;
    for (int i = 0; i < 65536; ++i)
        garbage.push_back(char(rng() & 0xFF));
    // Precondition: no line of the garbage starts like a tag section.
    for (std::size_t p = garbage.find("\n["); p != std::string::npos; p = garbage.find("\n[", p))
        garbage[p + 1] = '.';
    const PgnReadResult r = readPgn(garbage);
    EXPECT_TRUE(r.games.empty());
    ASSERT_EQ(r.errors.size(), 1u);
    const PgnReadResult withGame = readPgn(garbage + "\n[Event \"real\"]\n\n1. e4 e5 *\n");
    ASSERT_EQ(withGame.errors.size(), 1u);
    ASSERT_EQ(withGame.games.size(), 1u);
    EXPECT_EQ(withGame.games[0].tag("Event"), "real");
}

// A stretch with no tag, no move and no comment (a stray result marker) is not a game.
TEST(PgnMessages, StrayResultsAreNotGames)
{
    PgnReadResult r = readPgn("*\n1-0 0-1\n1/2-1/2\n");
    EXPECT_TRUE(r.games.empty());
    EXPECT_TRUE(r.errors.empty());
    r = readPgn("1. e4 *\n*\n[Event \"b\"]\n\n*\n");
    ASSERT_EQ(r.games.size(), 2u); // tags alone still make a game
    EXPECT_EQ(r.games[1].tag("Event"), "b");
    r = readPgn("{just a comment} *");
    ASSERT_EQ(r.games.size(), 1u);
    EXPECT_EQ(r.games[0].tree.root().comment(), "just a comment");
}

// Tokens quoted in messages never carry raw control or non-UTF-8 bytes (found by fuzz_pgn).
TEST(PgnMessages, QuotedTokensEscaped)
{
    const PgnError fen = onlyError(std::string("[FEN \"8/8/8/\0\0/8 w - - 0 1\"]\n\n*", 31));
    EXPECT_EQ(fen.code, PgnErrorCode::BadFen);
    EXPECT_EQ(fen.message.english().find('\0'), std::string::npos);
    // A NUL in a tag value reads as U+FFFD (issue 25: it cut the window's title).
    EXPECT_TRUE(has(fen.message.english(), "8/8/8/\uFFFD\uFFFD/8")) << fen.message.english();
    EXPECT_EQ(fen.text, "8/8/8/\uFFFD\uFFFD/8 w - - 0 1");
    const PgnError str = onlyError("1. e4 \"a\x01\xFF\xE2\x99\x9E\" *");
    // Not UTF-8: read as Windows-1252 (issue 23), the control character still escaped.
    EXPECT_EQ(str.text, "\"a\\x01\xC3\xBF\xC3\xA2\xE2\x84\xA2\xC5\xBE\"");
}
