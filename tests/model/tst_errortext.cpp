// ErrorText: the window's messages are the one table's texts (core/messages.h), translated; PGN
// messages name bad bytes (the character with its code point, escaped control bytes, invalid
// UTF-8 in hex, shortened huge tokens).
#include "errortext.h"

#include "core/fen.h"
#include "game/pgnreader.h"
#include "markingtranslator.h"

#include <QCoreApplication>

#include <gtest/gtest.h>

using namespace kibitz;

namespace {

// The translated message of the only error of text.
QString translated(const std::string& text)
{
    const game::PgnReadResult r = game::readPgn(text);
    EXPECT_EQ(r.errors.size(), 1u);
    return r.errors.empty() ? QString() : ErrorText::pgn(r.errors[0]);
}

} // namespace

TEST(ErrorTextPgn, NamesCharactersAndBytes)
{
    EXPECT_EQ(translated("1. e4 \xE2\x99\x9E e5 *"),
              QStringLiteral("Game 1, line 1, column 7: unexpected character '\u265E' (U+265E)"));
    EXPECT_EQ(translated(std::string("1. e4 \0 e5 *", 12)),
              QStringLiteral("Game 1, line 1, column 7: unexpected character '\\x00' (U+0000)"));
    EXPECT_EQ(translated("1. e4 \xFF e5 *"),
              QStringLiteral("Game 1, line 1, column 7: byte 0xFF that is not valid UTF-8"));
}

TEST(ErrorTextPgn, ShortensHugeTokens)
{
    const QString m = translated("1. e4 \"" + std::string(100000, 'x') + "\" *");
    EXPECT_LT(m.size(), 200) << m.toStdString();
    EXPECT_TRUE(m.contains(QStringLiteral("(100002 characters)"))) << m.toStdString();
    EXPECT_TRUE(m.contains(QString(39, QLatin1Char('x')) + QChar(0x2026))) << m.toStdString();
}

// The FEN messages for impossible checks name the checkers and say single or double check as
// it is (the table's English: no translator is installed here).
TEST(ErrorTextFen, ImpossibleChecks)
{
    const auto message = [](const char* fen) {
        core::Position p;
        const auto err = core::parseFen(fen, p);
        EXPECT_TRUE(err.has_value()) << fen;
        return err ? ErrorText::fen(*err) : QString();
    };
    EXPECT_EQ(message("4k3/4p3/3K4/8/8/8/8/8 w - - 0 1"), // a pawn on its own second rank giving check
              QStringLiteral("White is in check from the black pawn on e7, which no single move could have given"));
    EXPECT_EQ(message("7k/8/8/8/8/3n1n2/8/4K3 w - - 0 1"),
              QStringLiteral("White is in double check from the black knight on d3 and the black knight on f3, "
                             "which no single move could have given"));
    EXPECT_EQ(message("7k/8/8/4p3/3K4/8/1b6/8 w - - 0 1"),
              QStringLiteral("White is in check from both sides along one line (the black bishop on b2 and the "
                             "black pawn on e5); no single move can give that"));
    EXPECT_EQ(message("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 3 3"),
              QStringLiteral(
                  "En passant square e3 means a pawn has just moved, so the halfmove clock must be 0, not 3"));
}

// The window's text and kibitz-cli's English come from the same entry of the table: without a
// translator they are the same words, and a translation of that entry (and of the entries of its
// arguments) is what the window then shows.
TEST(ErrorTextTable, TheWindowTranslatesTheEntryTheCliPrints)
{
    core::Position p;
    const auto err = core::parseFen("4k3/8/8/8/8/8/8/4K3 w - e6 0 1", p);
    ASSERT_TRUE(err);
    const QString english = QString::fromStdString(err->message.english());
    EXPECT_EQ(ErrorText::text(err->message), english);
    EXPECT_EQ(ErrorText::fen(*err), english.left(1).toUpper() + english.mid(1));

    test::MarkingTranslator marking;
    ASSERT_TRUE(QCoreApplication::installTranslator(&marking));
    const QString marked = ErrorText::text(err->message);
    QCoreApplication::removeTranslator(&marking);
    EXPECT_EQ(marked, QStringLiteral("<en passant square e6 but no black pawn on e5>"));

    const game::PgnReadResult r = game::readPgn("1. e4 e5 2. Ke3 *");
    ASSERT_EQ(r.errors.size(), 1u);
    ASSERT_TRUE(QCoreApplication::installTranslator(&marking));
    const QString pgn = ErrorText::text(r.errors[0].message);
    QCoreApplication::removeTranslator(&marking);
    EXPECT_EQ(pgn, QStringLiteral("<game 1, line 1, column 13: <<illegal move \"Ke3\"> (<Ke3 is not a legal move: "
                                  "<no <white king> can reach e3>>)>>"));
}
