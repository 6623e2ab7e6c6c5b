// The translated (Qt) PGN messages name bad bytes like the English core messages: the character
// with its code point, escaped control bytes, invalid UTF-8 in hex, shortened huge tokens.
#include "errortext.h"

#include "core/fen.h"
#include "game/pgnreader.h"

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

// The translated FEN messages for impossible checks say single or double check as it is, and
// the new rejections have their own text.
TEST(ErrorTextFen, ImpossibleChecks)
{
    const auto message = [](const char* fen) {
        core::Position p;
        const auto err = core::parseFen(fen, p);
        EXPECT_TRUE(err.has_value()) << fen;
        return err ? ErrorText::fen(*err) : QString();
    };
    EXPECT_EQ(message("4k3/4p3/3K4/8/8/8/8/8 w - - 0 1"), // a pawn on its own second rank giving check
              QStringLiteral("The king is in a check that no single move could have given."));
    EXPECT_EQ(message("7k/8/8/8/8/3n1n2/8/4K3 w - - 0 1"),
              QStringLiteral("The king is in a double check that no single move could have given."));
    EXPECT_EQ(message("7k/8/8/4p3/3K4/8/1b6/8 w - - 0 1"),
              QStringLiteral("The king is in check from both sides along one line, which no single move can give."));
    EXPECT_EQ(message("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 3 3"),
              QStringLiteral(
                  "The en passant square e3 means a pawn has just moved, so the halfmove clock must be 0, not 3."));
}
