// The text the PGN reader takes from comments and tag lines, against references written here:
// random comments and tag lines of every shape (single and doubled blanks, tabs, line breaks, CR,
// bytes above 0x7F, lengths across eight-byte steps) give the collapsed, UTF-8 text and the
// places of what follows, whichever way the reader took through them.
#include "game/pgnreader.h"
#include "game/utf8.h"

#include <gtest/gtest.h>

#include <random>
#include <string>

using namespace kibitz::game;

namespace {

bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v'; }

// The words of text one space apart, the ends trimmed, read as Windows-1252 when not UTF-8.
std::string referenceText(const std::string& text)
{
    std::string out, word;
    for (const char c : text + " ") {
        if (!isBlank(c)) {
            word += c;
        } else if (!word.empty()) {
            out += (out.empty() ? "" : " ") + word;
            word.clear();
        }
    }
    return utf8::isValid(out) ? out : utf8::fromWindows1252(out);
}

// The line and column just after text that starts at line 1, column `column`: columns count the
// bytes that do not continue a UTF-8 character, a '\r' none.
void placeAfter(const std::string& text, int& line, int& column)
{
    for (const char c : text) {
        if (c == '\n')
            ++line, column = 1;
        else if ((static_cast<unsigned char>(c) & 0xC0) != 0x80 && c != '\r')
            ++column;
    }
}

// A random stretch of comment or tag value text from pieces that take the reader's different
// ways; no '}', '"', '\\', '[' or '%' (their own rules are tested elsewhere).
std::string randomText(std::mt19937& rng, bool lineBreaks)
{
    static const std::vector<std::string> pieces = {
        "a", "Nf3", "d=35,", "pv=e4", "0.17", " ", " ", " ", "  ", "\t", "\xC3\xA9", "\xE9", "\x7F", "wv=0.65,", "xyz"};
    std::string text;
    for (int n = int(rng() % 14); n > 0; --n)
        text += pieces[rng() % pieces.size()];
    if (lineBreaks && rng() % 4 == 0)
        text.insert(rng() % (text.size() + 1), rng() % 2 ? "\n" : "\r\n");
    return text;
}

} // namespace

TEST(PgnText, CommentsAreCollapsedAndPlacedAsTheReferenceSays)
{
    std::mt19937 rng(23);
    for (int round = 0; round < 3000; ++round) {
        const std::string comment = randomText(rng, true);
        const std::string before = "1. e4 {" + comment + "} e5 ";
        const PgnReadResult read = readPgn(before + "2. Ke4 *\n");
        ASSERT_EQ(read.errors.size(), 1u) << comment;
        int line = 1, column = 1;
        placeAfter(before, line, column);
        EXPECT_EQ(read.errors[0].line, line) << '"' << comment << '"';
        EXPECT_EQ(read.errors[0].column, column + 3) << '"' << comment << '"'; // "2. "

        const PgnReadResult good = readPgn(before + "*\n");
        ASSERT_EQ(good.games.size(), 1u) << comment;
        const GameTree& tree = good.games[0].tree;
        EXPECT_EQ(tree.node(tree.root().line[1]).comment(), referenceText(comment)) << '"' << comment << '"';
    }
}
