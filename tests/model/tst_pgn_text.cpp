// The text the PGN reader takes from comments and tag lines, against references written here:
// random comments and tag lines of every shape (single and doubled blanks, tabs, line breaks, CR,
// bytes above 0x7F, lengths across eight- and sixteen-byte steps) give the collapsed, UTF-8 text and the
// places of what follows, whichever way the reader took through them.
#include "game/pgnbytes.h"
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

// Every length across the reader's eight- and sixteen-byte steps, with one doubled space, blank
// or byte outside printable ASCII at every place (at a step's edge too): the comment as the
// reference collapses it.
TEST(PgnText, OddBytesAtEveryPlaceOfAComment)
{
    const std::vector<std::string> odd = {"  ", "\t", "\n", "\xC3\xA9", "\xE9", "\x7F", "\x1F"};
    for (std::size_t length = 1; length <= 70; ++length) {
        std::string plain;
        for (std::size_t i = 0; i < length; ++i)
            plain += i % 5 == 4 ? ' ' : char('a' + i % 26);
        for (const std::string& o : odd) {
            for (std::size_t at = 0; at <= length; ++at) {
                std::string comment = plain;
                comment.insert(at, o);
                const PgnReadResult read = readPgn("1. e4 {" + comment + "} *\n");
                ASSERT_EQ(read.games.size(), 1u) << '"' << comment << '"';
                const GameTree& tree = read.games[0].tree;
                EXPECT_EQ(tree.node(tree.root().line[1]).comment(), referenceText(comment)) << '"' << comment << '"';
            }
        }
    }
}

namespace {

// A tag line of a random shape: usual or not (blanks, escapes, bytes above 0x7F, a missing or
// spaced ']', names that next() reads otherwise), ended by LF or CR LF.
std::string randomTagLine(std::mt19937& rng)
{
    static const std::vector<std::string> names = {"Event", "Site",  "Date", "White", "Black",     "Result", "FEN",
                                                   "SetUp", "Setup", "ep",   "Ab6ep", "White-Elo", "X_1",    "1"};
    static const std::vector<std::string> gaps = {" ", " ", " ", "  ", "\t", ""};
    static const std::vector<std::string> ends = {"]", "]", "]", " ]", "", "]x", "\"]"};
    const std::string name = names[rng() % names.size()];
    std::string value = randomText(rng, false);
    if (rng() % 8 == 0)
        value.insert(rng() % (value.size() + 1), "\\\"");
    if (name == "Result" && rng() % 2)
        value = "1/2";
    if (name == "FEN" && rng() % 2)
        value = rng() % 2 ? "8/8/8 w" : "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
    return "[" + name + gaps[rng() % gaps.size()] + "\"" + value + "\"" + ends[rng() % ends.size()]
        + (rng() % 2 ? "\n" : "\r\n");
}

// text with a blank after each '[' that starts a line: next() reads such a tag line token by
// token as before (its name after blanks), each place after the '[' one column on.
std::string spacedTags(const std::string& text)
{
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        out += text[i];
        if (text[i] == '[' && (i == 0 || text[i - 1] == '\n'))
            out += ' ';
    }
    return out;
}

} // namespace

// The usual tag line is read at once (PgnLexer::readPlainTag); every other shape token by token.
// Both must give the same tags, errors and places.
TEST(PgnText, TagLinesReadAtOnceAsTokenByToken)
{
    std::mt19937 rng(2023);
    for (int round = 0; round < 3000; ++round) {
        std::string text;
        std::vector<bool> tagLine = {false}; // by line number
        for (int game = 0; game < 2; ++game) {
            for (int n = 1 + int(rng() % 4); n > 0; --n) {
                text += randomTagLine(rng);
                tagLine.push_back(true);
            }
            if (rng() % 2)
                text += "\n", tagLine.push_back(false);
            text += rng() % 3 ? "1. e4 e5 2. Ke4 *\n\n" : "1. e4 *\n\n";
            tagLine.push_back(false), tagLine.push_back(false);
        }
        const PgnReadResult once = readPgn(text);
        const PgnReadResult tokens = readPgn(spacedTags(text));
        ASSERT_EQ(once.games.size(), tokens.games.size()) << text;
        for (std::size_t g = 0; g < once.games.size(); ++g)
            EXPECT_EQ(once.games[g].tags, tokens.games[g].tags) << text;
        ASSERT_EQ(once.errors.size(), tokens.errors.size()) << text;
        for (std::size_t e = 0; e < once.errors.size(); ++e) {
            const PgnError& a = once.errors[e];
            const PgnError& b = tokens.errors[e];
            EXPECT_EQ(a.code, b.code) << text;
            EXPECT_EQ(a.line, b.line) << text;
            const bool shifted = std::size_t(a.line) < tagLine.size() && tagLine[std::size_t(a.line)] && a.column > 1;
            EXPECT_EQ(a.column + (shifted ? 1 : 0), b.column) << text;
            EXPECT_EQ(a.text, b.text) << text;
        }
    }
}

// The tag-name scan a tag line is read with, against a name's bytes by the letter: each of the 256
// byte values at each place of a run of name bytes, the run cut at every length around sixteen.
TEST(PgnText, TagNameEndStopsAtTheFirstByteOutsideAName)
{
    const auto inName = [](unsigned char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
    };
    const std::string run = "aZ09_mzAMy9_0aQz_Hk7aZ";
    for (int byte = 0; byte < 256; ++byte) {
        for (std::size_t at = 0; at < run.size(); ++at) {
            std::string text = run;
            text[at] = char(byte);
            for (std::size_t length = 0; length <= text.size(); ++length) {
                std::size_t expected = 0;
                while (expected < length && inName(static_cast<unsigned char>(text[expected])))
                    ++expected;
                const char* end = pgnbytes::tagNameEnd(text.data(), text.data() + length);
                ASSERT_EQ(std::size_t(end - text.data()), expected) << "byte " << byte << " at " << at << " of " << length;
            }
        }
    }
}
