// The translated (Qt) PGN messages name bad bytes like the English core messages: the character
// with its code point, escaped control bytes, invalid UTF-8 in hex, shortened huge tokens.
#include "errortext.h"

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
    EXPECT_EQ(translated("1. e4 \xFF e5 *"), QStringLiteral("Game 1, line 1, column 7: byte 0xFF that is not valid UTF-8"));
}

TEST(ErrorTextPgn, ShortensHugeTokens)
{
    const QString m = translated("1. e4 \"" + std::string(100000, 'x') + "\" *");
    EXPECT_LT(m.size(), 200) << m.toStdString();
    EXPECT_TRUE(m.contains(QStringLiteral("(100002 characters)"))) << m.toStdString();
    EXPECT_TRUE(m.contains(QString(39, QLatin1Char('x')) + QChar(0x2026))) << m.toStdString();
}
