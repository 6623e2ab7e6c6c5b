// What a text or file holds (io::classifyText, io::kindFromFileName) and io::readFileContent:
// the kind by name, else by content; decoding; the size limit (a large PGN opens as a database,
// anything else large is refused); the refusals that name the file; a text (io::readTextContent)
// read as a file that holds it. Headless: no window.
#include "io/filecontent.h"
#include "io/textkind.h"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <sys/stat.h>

using namespace kibitz;
using io::TextKind;

TEST(TextKind, TellsFenFromPgnFromGarbage)
{
    EXPECT_EQ(io::classifyText("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"), TextKind::Fen);
    EXPECT_EQ(io::classifyText("  8/4P1k1/8/8/8/8/6K1/8 w - -\n"), TextKind::Fen);
    // Broken FENs are still FENs, so that loading explains what is wrong.
    EXPECT_EQ(io::classifyText("rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"), TextKind::Fen);
    EXPECT_EQ(io::classifyText("[Event \"x\"]\n[White \"A\"]\n\n1. e4 *"), TextKind::Pgn);
    EXPECT_EQ(io::classifyText("1. e4 e5 2. Nf3"), TextKind::Pgn);
    EXPECT_EQ(io::classifyText("1.e4 e5"), TextKind::Pgn);
    EXPECT_EQ(io::classifyText("e4 e5 Nf3 Nc6"), TextKind::Pgn);
    EXPECT_EQ(io::classifyText("{A comment} 1. d4"), TextKind::Pgn);
    EXPECT_EQ(io::classifyText("12... Qxd4+"), TextKind::Pgn);
    EXPECT_EQ(io::classifyText(""), TextKind::Unknown);
    EXPECT_EQ(io::classifyText("   \n "), TextKind::Unknown);
    EXPECT_EQ(io::classifyText("hello world"), TextKind::Unknown);
    EXPECT_EQ(io::classifyText("https://example.org/a/b/c"), TextKind::Unknown);
    EXPECT_EQ(io::classifyText("12345"), TextKind::Unknown);
    EXPECT_EQ(io::classifyText("8/8/8/8/8/8/8/8 w - -\nsecond line"), TextKind::Unknown);
}

TEST(TextKind, KindFromFileName)
{
    EXPECT_EQ(io::kindFromFileName("/x/game.PGN"), TextKind::Pgn);
    EXPECT_EQ(io::kindFromFileName("pos.fen"), TextKind::Fen);
    EXPECT_EQ(io::kindFromFileName("suite.epd"), TextKind::Fen);
    EXPECT_EQ(io::kindFromFileName("notes.txt"), TextKind::Unknown);
}

namespace {

class FileContentTest : public ::testing::Test {
protected:
    QTemporaryDir m_dir;

    QString write(const QString& name, const QByteArray& bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        EXPECT_TRUE(file.open(QIODevice::WriteOnly));
        EXPECT_EQ(file.write(bytes), bytes.size());
        return path;
    }

    static io::FileContent read(const QString& path, qint64 limit = io::MaxWholeFileSize)
    {
        io::Progress progress;
        return io::readFileContent(path, limit, progress);
    }
};

const QByteArray kThreeGames = "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 *\n\n"
                               "[White \"C\"]\n[Black \"D\"]\n\n1. d4 *\n\n"
                               "[White \"E\"]\n[Black \"F\"]\n\n1. c4 *\n";

} // namespace

TEST_F(FileContentTest, TheNameSaysFirstThenTheContent)
{
    // A .txt holding a FEN (after a blank line) and one holding PGN go by what they hold.
    const io::FileContent fen = read(write("position.txt", "\n  8/4P1k1/8/8/8/8/6K1/8 w - - 0 1  \n"));
    EXPECT_TRUE(fen.error.isEmpty()) << fen.error.toStdString();
    EXPECT_EQ(fen.kind, TextKind::Fen);
    EXPECT_EQ(fen.fen, QStringLiteral("8/4P1k1/8/8/8/8/6K1/8 w - - 0 1"));

    const io::FileContent pgn = read(write("games.txt", kThreeGames));
    EXPECT_TRUE(pgn.error.isEmpty()) << pgn.error.toStdString();
    EXPECT_EQ(pgn.kind, TextKind::Pgn);
    EXPECT_EQ(pgn.pgn.source.games, 3);
    EXPECT_EQ(pgn.pgn.game.tag("White"), "A");
    EXPECT_FALSE(pgn.large);

    // A .fen named file is read as FEN even when it holds PGN: the name wins, and says why not.
    const io::FileContent named = read(write("wrong.fen", kThreeGames));
    EXPECT_EQ(named.kind, TextKind::Fen);
    EXPECT_TRUE(named.error.contains(QStringLiteral("wrong.fen"))) << named.error.toStdString();
    EXPECT_TRUE(named.fen.isEmpty());
}

TEST_F(FileContentTest, LatinOneBytesAreDecoded)
{
    // "Müller" and "é" in Latin-1: not UTF-8, so neither the kind nor the tag may be lost.
    const QByteArray latin1 = QByteArray("[White \"M\xfcller\"]\n[Black \"B\"]\n\n{Ouverture fran\xe7") + "aise} 1. e4 e6 *\n";
    const io::FileContent content = read(write("old.txt", latin1));
    EXPECT_TRUE(content.error.isEmpty()) << content.error.toStdString();
    EXPECT_EQ(content.kind, TextKind::Pgn);
    EXPECT_EQ(QString::fromStdString(content.pgn.game.tag("White")), QStringLiteral("M\u00fcller"));
}

TEST_F(FileContentTest, ALargePgnOpensAsADatabaseAnythingElseIsRefused)
{
    const QString pgn = write("big.pgn", kThreeGames);
    const io::FileContent large = read(pgn, 16);
    EXPECT_TRUE(large.large);
    EXPECT_TRUE(large.error.isEmpty()) << large.error.toStdString();
    EXPECT_EQ(large.kind, TextKind::Pgn);
    EXPECT_EQ(large.pgn.source.games, 1) << "not read: nothing counted";
    EXPECT_TRUE(large.pgn.source.path.isEmpty());
    // PGN by content is large the same way.
    EXPECT_TRUE(read(write("big.txt", kThreeGames), 16).large);

    const io::FileContent fen = read(write("big.fen", "8/4P1k1/8/8/8/8/6K1/8 w - - 0 1\n"), 16);
    EXPECT_FALSE(fen.large);
    EXPECT_TRUE(fen.error.contains(QStringLiteral("big.fen"))) << fen.error.toStdString();
    EXPECT_TRUE(fen.error.contains(QStringLiteral("too large"))) << fen.error.toStdString();
    // Within the limit the same file reads.
    EXPECT_TRUE(read(pgn, kThreeGames.size()).error.isEmpty());
}

TEST_F(FileContentTest, WhatCannotBeOpenedIsNamed)
{
    const io::FileContent neither = read(write("notes.txt", "shopping list: eggs, milk\n"));
    EXPECT_EQ(neither.kind, TextKind::Unknown);
    EXPECT_TRUE(neither.error.contains(QStringLiteral("notes.txt"))) << neither.error.toStdString();
    EXPECT_TRUE(neither.error.contains(QStringLiteral("neither"), Qt::CaseInsensitive)) << neither.error.toStdString();

    const io::FileContent missing = read(m_dir.filePath(QStringLiteral("missing.pgn")));
    EXPECT_TRUE(missing.error.contains(QStringLiteral("missing.pgn"))) << missing.error.toStdString();

    const io::FileContent broken = read(write("bad.pgn", "1. e4 e5 2. Ke3 *\n")); // an illegal move
    EXPECT_EQ(broken.kind, TextKind::Pgn);
    EXPECT_TRUE(broken.error.contains(QStringLiteral("bad.pgn"))) << broken.error.toStdString();
    EXPECT_EQ(broken.error, broken.pgn.error);

    // A FIFO is refused before it is opened (opening it would wait for a writer forever).
    const QString fifo = m_dir.filePath(QStringLiteral("pipe.pgn"));
    ASSERT_EQ(mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const io::FileContent pipe = read(fifo);
    EXPECT_FALSE(pipe.error.isEmpty());
    EXPECT_FALSE(read(m_dir.path()).error.isEmpty()) << "a folder";
}

TEST_F(FileContentTest, ACancelledReadSaysSo)
{
    io::Progress progress;
    progress.cancel = true;
    const io::FileContent content = io::readFileContent(write("games.pgn", kThreeGames), io::MaxWholeFileSize, progress);
    EXPECT_TRUE(content.cancelled);
    EXPECT_TRUE(content.error.isEmpty()) << content.error.toStdString();
}

// A text is told and checked as a file's content is, and fails in the same words as a file that
// holds the same (issue 30): only the name differs, the text's origin in place of the file's.
TEST_F(FileContentTest, ATextIsReadAsAFileThatHoldsItIs)
{
    const io::FileContent fen = io::readTextContent(" 8/4P1k1/8/8/8/8/6K1/8 w - - 0 1\n", "the clipboard");
    EXPECT_TRUE(fen.error.isEmpty()) << fen.error.toStdString();
    EXPECT_EQ(fen.kind, TextKind::Fen);
    EXPECT_EQ(fen.fen, QStringLiteral("8/4P1k1/8/8/8/8/6K1/8 w - - 0 1"));

    const io::FileContent pgn = io::readTextContent(QString::fromUtf8(kThreeGames), "the clipboard");
    EXPECT_TRUE(pgn.error.isEmpty()) << pgn.error.toStdString();
    ASSERT_EQ(pgn.games.size(), 3u) << "the person picks one of them";
    EXPECT_EQ(pgn.games[2].tag("White"), "E");
    EXPECT_TRUE(pgn.pgn.source.path.isEmpty()) << "a text's game belongs to no file";

    for (const QByteArray& bad : {QByteArray("8/8/8/8/8/8/8/8 w - - 0 1"), QByteArray("1. e4 e5 2. Ke3 *"),
                                  QByteArray("hello")}) {
        const io::FileContent text = io::readTextContent(QString::fromUtf8(bad), "the clipboard");
        const io::FileContent file = read(write("bad.txt", bad));
        EXPECT_FALSE(text.error.isEmpty()) << bad.toStdString();
        EXPECT_TRUE(text.games.empty()) << bad.toStdString();
        EXPECT_EQ(text.kind, file.kind) << bad.toStdString();
        EXPECT_EQ(QString(text.error).replace("the clipboard", "<name>").toStdString(),
                  QString(file.error).replace("bad.txt", "<name>").toStdString());
    }
}
