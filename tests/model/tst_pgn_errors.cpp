// Malformed PGN: each error names the game, line, column and reason; other games still load.
#include "game/pgnreader.h"
#include "game/pgnsplit.h"

#include <gtest/gtest.h>

using namespace kibitz::game;

namespace {

struct BadCase {
    const char* name;
    std::string text;
    PgnErrorCode code;
    int line;
    int column;
};

const BadCase Cases[] = {
    {"illegal", "1. e4 e5 2. Qxf7 *", PgnErrorCode::IllegalMove, 1, 13},
    {"ambiguous", "1. a4 a5 2. h4 h5 3. Ra3 Ra6 4. Rhh3 Rhh6 5. Re3 *", PgnErrorCode::AmbiguousMove, 1, 46},
    {"malformed move", "1. e4 Xz9 *", PgnErrorCode::MalformedMove, 1, 7},
    {"null move in check", "1. e4 f6 2. d4 g5 3. Qh5+ -- *", PgnErrorCode::NullMove, 1, 27},
    {"nag out of range", "1. e4 $300 *", PgnErrorCode::BadNag, 1, 7},
    {"nag without number", "1. e4 $ *", PgnErrorCode::BadNag, 1, 7},
    {"unterminated comment", "1. e4 {never closed\n2. d4 *", PgnErrorCode::UnterminatedComment, 1, 7},
    {"unterminated string", "[Event \"oops]\n\n1. e4 *", PgnErrorCode::UnterminatedString, 1, 8},
    {"tag without value", "[Event]\n\n1. e4 *", PgnErrorCode::MalformedTag, 1, 7},
    {"tag without bracket", "[Event \"x\" [Site \"y\"]\n\n1. e4 *", PgnErrorCode::MalformedTag, 1, 12},
    {"variation first", "(1. e4) 1. d4 *", PgnErrorCode::VariationWithoutMove, 1, 1},
    {"unmatched paren", "1. e4 ) e5 *", PgnErrorCode::UnmatchedParenthesis, 1, 7},
    {"unterminated variation", "1. e4 (1. d4 d5\n2. c4", PgnErrorCode::UnterminatedVariation, 1, 7},
    {"result in variation", "1. e4 (1. d4 1-0) e5 *", PgnErrorCode::ResultInVariation, 1, 14},
    {"bad fen", "[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n*", PgnErrorCode::BadFen, 1, 6},
    {"unexpected char", "1. e4 & e5 *", PgnErrorCode::UnexpectedCharacter, 1, 7},
    {"columns count characters", "{\xC3\xA9\xE2\x99\x98} 1. e4 & *", PgnErrorCode::UnexpectedCharacter, 1, 12},
    {"a comment over lines", "1. e4 {a\r\nb\xC3\xA9 c} e5 2. Qxf7 *", PgnErrorCode::IllegalMove, 2, 13},
    {"a carriage return is no column", "1. e4 {a\rb} e5 2. Qxf7 *", PgnErrorCode::IllegalMove, 1, 18},
    {"string in movetext", "1. e4 \"str\" *", PgnErrorCode::UnexpectedToken, 1, 7},
    {"illegal on line 4", "[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nc6\n3. Bb5 a6 4. Bxa6 Nf6 5. Bxc6 *",
     PgnErrorCode::IllegalMove, 4, 26},
};

// A game of five lines: White's tag, Black's, a blank line, the moves and a blank line.
std::string fiveLineGame(const std::string& white, const std::string& moves)
{
    return "[White \"" + white + "\"]\n[Black \"X\"]\n\n" + moves + "\n\n";
}

// The White tags of the games the reader gives, in order; its errors in errors.
std::vector<std::string> whitesRead(const std::string& text, std::vector<PgnError>& errors)
{
    std::vector<std::string> whites;
    readPgn(
        text,
        [&](Game&& g, int) {
            whites.push_back(g.tag("White"));
            return true;
        },
        errors);
    return whites;
}

} // namespace

TEST(PgnErrors, EachCaseNamesGameLineColumnAndReason)
{
    for (const BadCase& c : Cases) {
        SCOPED_TRACE(c.name);
        const PgnReadResult r = readPgn(c.text);
        ASSERT_EQ(r.errors.size(), 1u);
        const PgnError& e = r.errors[0];
        EXPECT_EQ(e.code, c.code);
        EXPECT_EQ(e.game, 1);
        EXPECT_EQ(e.line, c.line);
        EXPECT_EQ(e.column, c.column);
        const std::string where =
            "game 1, line " + std::to_string(c.line) + ", column " + std::to_string(c.column) + ": ";
        EXPECT_EQ(e.message.english().rfind(where, 0), 0u) << e.message.english();
        EXPECT_TRUE(r.games.empty());
    }
}

TEST(PgnErrors, DetailsCarryTheCoreError)
{
    const PgnReadResult illegal = readPgn("1. e4 e5 2. Qxf7 *");
    ASSERT_TRUE(illegal.errors[0].san.has_value());
    EXPECT_EQ(illegal.errors[0].san->code, kibitz::core::SanErrorCode::Illegal);
    EXPECT_EQ(illegal.errors[0].text, "Qxf7");
    const PgnReadResult ambiguous = readPgn(Cases[1].text);
    ASSERT_TRUE(ambiguous.errors[0].san.has_value());
    EXPECT_EQ(ambiguous.errors[0].san->candidates.size(), 2u);
    const PgnReadResult fen = readPgn(Cases[14].text);
    ASSERT_TRUE(fen.errors[0].fen.has_value());
    EXPECT_EQ(fen.errors[0].fen->code, kibitz::core::FenErrorCode::MissingKing);
}

TEST(PgnErrors, NestingLimit)
{
    PgnReadOptions options;
    options.maxNesting = 3;
    const std::string ok = "1. e4 e5 (1... c5 2. Nf3 (2. Nc3 Nc6 (2... e6))) *";
    EXPECT_TRUE(readPgn(ok, options).errors.empty());
    const std::string deep = "1. e4 e5 (1... c5 2. Nf3 (2. Nc3 Nc6 (2... e6 3. g3 (3. f4)))) *";
    const PgnReadResult r = readPgn(deep, options);
    ASSERT_EQ(r.errors.size(), 1u);
    EXPECT_EQ(r.errors[0].code, PgnErrorCode::NestingTooDeep);
    EXPECT_EQ(r.errors[0].column, int(deep.find("(3. f4") + 1));
}

TEST(PgnErrors, OtherGamesStillLoad)
{
    const std::string text = "[Event \"Good 1\"]\n" // 1
                             "\n" // 2
                             "1. e4 e5 1-0\n" // 3
                             "\n" // 4
                             "[Event \"Bad move\"]\n" // 5
                             "\n" // 6
                             "1. e4 e5 2. Ke3 Nc6 0-1\n" // 7
                             "\n" // 8
                             "[Event \"Good 3\"]\n" // 9
                             "\n" // 10
                             "1. d4 d5 *\n" // 11
                             "\n" // 12
                             "[Event \"Bad tag\" oops]\n" // 13
                             "[White \"X\"]\n" // 14
                             "\n" // 15
                             "1. c4 *\n" // 16
                             "\n" // 17
                             "[Event \"Bad paren\"]\n" // 18
                             "\n" // 19
                             "1. e4 {a comment} 2. ) Nf3 *\n" // 20
                             "[Event \"Good 6\"]\n" // 21
                             "1. Nf3 *\n" // 22
                             "1. e4 e5 2. Bb6 *\n" // 23
                             "1. g4 *\n"; // 24
    std::vector<PgnError> errors;
    std::vector<int> numbers;
    std::vector<std::string> firstMoves;
    const PgnReadSummary summary = readPgn(
        text,
        [&](Game&& g, int number) {
            numbers.push_back(number);
            firstMoves.push_back(g.tree.node(g.tree.root().children.at(0)).san);
            return true;
        },
        errors);
    EXPECT_EQ(summary.games, 4);
    EXPECT_EQ(summary.failed, 4);
    EXPECT_EQ(numbers, (std::vector<int>{1, 3, 6, 8}));
    EXPECT_EQ(firstMoves, (std::vector<std::string>{"e4", "d4", "Nf3", "g4"}));
    ASSERT_EQ(errors.size(), 4u);
    const int expected[4][4] = {{2, 7, 13, int(PgnErrorCode::IllegalMove)},
                                {4, 13, 18, int(PgnErrorCode::MalformedTag)},
                                {5, 20, 22, int(PgnErrorCode::UnmatchedParenthesis)},
                                {7, 23, 13, int(PgnErrorCode::IllegalMove)}};
    for (int i = 0; i < 4; ++i) {
        EXPECT_EQ(errors[i].game, expected[i][0]) << i;
        EXPECT_EQ(errors[i].line, expected[i][1]) << i;
        EXPECT_EQ(errors[i].column, expected[i][2]) << i;
        EXPECT_EQ(int(errors[i].code), expected[i][3]) << i;
    }
}

// Every prefix of a tricky text, and every single-byte corruption of it, reads into consistent
// games or into errors that say where the problem is; never a crash, never a silent loss.
TEST(PgnErrors, GarbageIsReadOrRejectedWithAPlace)
{
    const std::string base = "[Event \"x\"]\n{c} 1. e4 $1 (1. d4 {v} d5 (1... Nf6)) e5!? 2. Nf3 ; x\n*";
    int rejected = 0;
    const auto check = [&rejected](const std::string& text) {
        const PgnReadResult r = readPgn(text);
        for (const Game& g : r.games)
            ASSERT_EQ(g.tree.checkInvariants(), "") << text;
        for (const PgnError& e : r.errors) {
            ASSERT_FALSE(e.message.empty()) << text;
            ASSERT_GE(e.line, 1) << text;
            ASSERT_GE(e.column, 1) << text;
        }
        // Something that looks like a game either comes back as one or is reported.
        if (text.find("e4") != std::string::npos) {
            ASSERT_FALSE(r.games.empty() && r.errors.empty()) << text;
        }
        rejected += r.errors.empty() ? 0 : 1;
    };
    for (std::size_t n = 0; n <= base.size(); ++n)
        check(base.substr(0, n));
    for (std::size_t i = 0; i < base.size(); ++i)
        for (char c : {'(', ')', '{', '}', '[', ']', '"', '$', '\0', '\xFF', '\n', '*'}) {
            std::string t = base;
            t[i] = c;
            check(t);
        }
    EXPECT_GT(rejected, 0); // the corruptions do reach the error paths
}

// A '(' or '{' never closed breaks its own game (the error where it opened); the reader goes on
// at the next tag section after an empty line, and the splitter cuts the file there too.
TEST(PgnErrors, AnUnclosedVariationOrCommentBreaksOnlyItsGame)
{
    const std::string text = "[White \"A\"]\n\n1. e4 e5 1-0\n\n" // lines 1-4
                             "[White \"B\"]\n\n1. d4 (1. c4 c5\n\n" // lines 5-8, '(' at 7:7
                             "[White \"C\"]\n\n1. e4 {open\n[Event \"no section\"]\n\n" // 9-13, '{' at 11:7
                             "[White \"D\"]\n\n1. Nf3 *\n"; // 14-16
    std::vector<PgnError> errors;
    std::vector<int> numbers;
    readPgn(
        text,
        [&](Game&&, int number) {
            numbers.push_back(number);
            return true;
        },
        errors);
    EXPECT_EQ(numbers, (std::vector<int>{1, 4}));
    ASSERT_EQ(errors.size(), 2u);
    EXPECT_EQ(errors[0].code, PgnErrorCode::UnterminatedVariation);
    EXPECT_EQ(errors[0].game, 2);
    EXPECT_EQ(errors[0].line, 7);
    EXPECT_EQ(errors[0].column, 7);
    EXPECT_EQ(errors[1].code, PgnErrorCode::UnterminatedComment);
    EXPECT_EQ(errors[1].game, 3);
    EXPECT_EQ(errors[1].line, 11);
    EXPECT_EQ(errors[1].column, 7);
    const std::vector<PgnSpan> spans = splitPgnGames(text);
    ASSERT_EQ(spans.size(), 4u);
    EXPECT_EQ(spans[2].begin, text.find("[White \"C\"]"));
    EXPECT_EQ(spans[3].begin, text.find("[White \"D\"]"));
}

// An unclosed comment in a game already broken (an illegal move before it) ends that game at the
// next tag section too: the games after it are read.
TEST(PgnErrors, AnUnclosedCommentAfterAnErrorStillEndsAtTheNextGame)
{
    const auto game = fiveLineGame;
    const std::string text = game("A", "1. d4 d5 0-1") + game("D", "1. e4 e5 2. Ke3 {never closed")
        + game("E", "1. Nf3 *") + game("F", "1. c4 *");
    std::vector<PgnError> errors;
    const std::vector<std::string> whites = whitesRead(text, errors);
    EXPECT_EQ(whites, (std::vector<std::string>{"A", "E", "F"}));
    ASSERT_EQ(errors.size(), 1u);
    EXPECT_EQ(errors[0].code, PgnErrorCode::IllegalMove);
    EXPECT_EQ(errors[0].game, 2);
    EXPECT_EQ(errors[0].line, 9);
    EXPECT_EQ(errors[0].column, 13);
}

// A comment closed only by a later game's '}' breaks its own game (the later game's moves do not
// fit it): the error is its '{', not the first move that does not fit. The reader goes on after
// that move (the games in between are lost to it; the database scanner reads them).
TEST(PgnErrors, ACommentClosedInALaterGameIsTheError)
{
    const auto game = fiveLineGame;
    const std::string text = game("A", "1. e4 e5 2. Nf3 {runs away Nc6 1-0") + game("B", "1. d4 d5 0-1")
        + game("C", "1. c4 {a closed note} e5 2. Nc3 Nf6 1/2-1/2") + game("D", "1. Nf3 *");
    std::vector<PgnError> errors;
    const std::vector<std::string> whites = whitesRead(text, errors);
    ASSERT_EQ(errors.size(), 1u);
    EXPECT_EQ(errors[0].code, PgnErrorCode::UnterminatedComment);
    EXPECT_EQ(errors[0].game, 1);
    EXPECT_EQ(errors[0].line, 4);
    EXPECT_EQ(errors[0].column, 17);
    EXPECT_EQ(whites, (std::vector<std::string>{"D"}));
}
