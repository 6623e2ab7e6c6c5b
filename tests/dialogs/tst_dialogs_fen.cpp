// Load FEN dialog (validation per keystroke, messages, Repair, Paste, preview), FenCheck and
// readFirstLine, Save FEN dialog and the atomic io::writeFileSafely().
#include "dialogs/boardpreview.h"
#include "dialogs/fencheck.h"
#include "dialogs/loadfendialog.h"
#include "dialogs/savefendialog.h"
#include "io/safefile.h"
#include "markingtranslator.h"

#include "core/fen.h"

#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

using namespace kibitz;

namespace {

const QString Start = QString::fromLatin1(core::StartFen);
// White has castling rights but no rooks: invalid strictly, repairable.
const QString NoRooks = QStringLiteral("4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1");

// Strict validity straight from the core, independent of the dialog's helper.
bool coreAccepts(const QString& text)
{
    core::Position position;
    return !core::parseFen(text.simplified().toStdString(), position, core::FenMode::Strict);
}

// The bytes of a file, or a marker that cannot match real content.
QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<unreadable>");
}

} // namespace

TEST(LoadFenDialog, OkFollowsEveryKeystroke)
{
    LoadFenDialog dialog;
    EXPECT_FALSE(dialog.okButton()->isEnabled()) << "empty field";
    const QString fen = QStringLiteral("8/8/8/4k3/8/8/8/4K3 b - - 12 40");
    int enabledCount = 0;
    for (QChar c : fen) {
        QTest::keyClick(dialog.fenEdit(), c.toLatin1());
        const QString typed = dialog.fenEdit()->text();
        EXPECT_EQ(dialog.okButton()->isEnabled(), coreAccepts(typed)) << typed.toStdString();
        enabledCount += dialog.okButton()->isEnabled();
    }
    EXPECT_EQ(dialog.fenEdit()->text(), fen);
    EXPECT_TRUE(dialog.okButton()->isEnabled());
    EXPECT_LT(enabledCount, fen.size() / 2) << "most prefixes are not valid FENs";
    QTest::keyClick(dialog.fenEdit(), 'x');
    EXPECT_FALSE(dialog.okButton()->isEnabled());
    QTest::keyClick(dialog.fenEdit(), Qt::Key_Backspace);
    EXPECT_TRUE(dialog.okButton()->isEnabled());
    EXPECT_EQ(dialog.fen(), fen);
}

TEST(LoadFenDialog, MessagesNameTheProblem)
{
    LoadFenDialog dialog;
    dialog.setFen(QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1"));
    EXPECT_TRUE(dialog.messageText().contains(QStringLiteral("'w' or 'b'"))) << dialog.messageText().toStdString();
    dialog.setFen(QStringLiteral("8/8/8/8/8/8/8/K7 w - - 0 1"));
    EXPECT_TRUE(dialog.messageText().contains(QStringLiteral("Black has no king"))) << dialog.messageText().toStdString();
    dialog.setFen(QStringLiteral("8/8/9/8/8/8/8/K6k w - - 0 1"));
    EXPECT_TRUE(dialog.messageText().contains(QStringLiteral("digit 9"))) << dialog.messageText().toStdString();
    dialog.setFen(QStringLiteral("8/8/8/8/8/8/8/K6k w - -  0"));
    EXPECT_TRUE(dialog.messageText().contains(QStringLiteral("5"))) << dialog.messageText().toStdString();
    EXPECT_FALSE(dialog.okButton()->isEnabled());
    dialog.setFen(Start);
    EXPECT_TRUE(dialog.okButton()->isEnabled());
    EXPECT_TRUE(dialog.messageText().contains(QStringLiteral("Valid"))) << dialog.messageText().toStdString();
}

TEST(LoadFenDialog, RepairOnlyWhenRepairable)
{
    LoadFenDialog dialog;
    dialog.setFen(Start);
    EXPECT_TRUE(dialog.repairButton()->isHidden()) << "valid";
    dialog.setFen(QStringLiteral("4k3/8/8/8/8/8/8/2K1K3 w - - 0 1"));
    EXPECT_TRUE(dialog.repairButton()->isHidden()) << "two white kings cannot be repaired";
    dialog.setFen(NoRooks);
    EXPECT_FALSE(dialog.repairButton()->isHidden());
    EXPECT_FALSE(dialog.okButton()->isEnabled());
    for (const char* right : {"castling right K ", "castling right Q ", "castling right k ", "castling right q "})
        EXPECT_TRUE(dialog.messageText().contains(QLatin1String(right))) << dialog.messageText().toStdString();
    EXPECT_EQ(dialog.mode(), core::FenMode::Strict);

    QTest::mouseClick(dialog.repairButton(), Qt::LeftButton);
    EXPECT_EQ(dialog.fen(), QStringLiteral("4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
    EXPECT_EQ(dialog.mode(), core::FenMode::Repair);
    EXPECT_TRUE(dialog.okButton()->isEnabled());
    EXPECT_TRUE(dialog.repairButton()->isHidden());

    QTest::keyClick(dialog.fenEdit(), Qt::Key_Backspace);
    EXPECT_EQ(dialog.mode(), core::FenMode::Strict) << "an edited text is no longer the repair";
}

TEST(LoadFenDialog, RepairDescribesImpossibleEnPassant)
{
    const FenCheck check = checkFen(QStringLiteral("4k3/8/8/8/8/8/8/4K3 w - e6 0 1"));
    ASSERT_FALSE(check.valid);
    ASSERT_TRUE(check.repairable);
    EXPECT_EQ(check.repairedFen, QStringLiteral("4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
    ASSERT_EQ(check.repairs.size(), 1);
    EXPECT_TRUE(check.repairs[0].contains(QStringLiteral("e6")));
}

// The repair notes are the core's, entries of the one message table (what kibitz-cli fen normalize
// --repair prints), translated: a marking translator of the table marks each of them whole.
TEST(FenCheck, RepairNotesAreTheMessageTables)
{
    const test::MarkedMessages marked;
    const FenCheck check = checkFen(QStringLiteral("r3k3/8/8/8/8/8/8/4K3 b Kq e3 0 0"));
    ASSERT_TRUE(check.repairable) << check.message.toStdString();
    ASSERT_EQ(check.repairs.size(), 3) << check.repairs.join(QLatin1Char('|')).toStdString();
    EXPECT_EQ(check.repairs[0], QStringLiteral("<changed the fullmove number '0' to 1>"));
    EXPECT_EQ(check.repairs[1],
              QStringLiteral("<removed an impossible castling right: <castling right K needs a white rook on h1>>"));
    EXPECT_TRUE(check.repairs[2].startsWith(QStringLiteral("<removed the impossible en passant square (<")))
        << check.repairs[2].toStdString();
}

TEST(LoadFenDialog, PasteTakesTheFirstLineOfTheClipboard)
{
    LoadFenDialog dialog;
    QApplication::clipboard()->setText(QStringLiteral("\n   %1  \n1. e4 e5 *\n").arg(NoRooks));
    QTest::mouseClick(dialog.pasteButton(), Qt::LeftButton);
    EXPECT_EQ(dialog.fenEdit()->text(), NoRooks);
    EXPECT_FALSE(dialog.repairButton()->isHidden());
    QApplication::clipboard()->setText(Start);
    dialog.pasteFromClipboard();
    EXPECT_EQ(dialog.fen(), Start);
    EXPECT_TRUE(dialog.okButton()->isEnabled());
}

TEST(LoadFenDialog, PreviewShowsTheTypedPosition)
{
    LoadFenDialog dialog;
    dialog.setFen(Start);
    EXPECT_EQ(dialog.preview()->board()[core::E1], core::WKing);
    EXPECT_EQ(dialog.preview()->board()[core::D8], core::BQueen);
    EXPECT_EQ(dialog.preview()->board()[core::E4], core::NoPiece);
    EXPECT_FALSE(dialog.preview()->isDimmed());
    dialog.fenEdit()->setText(QStringLiteral("rnbqkbnr/pppppppp/8/8/4P3"));
    EXPECT_EQ(dialog.preview()->board()[core::E4], core::WPawn) << "partial text is previewed";
    EXPECT_EQ(dialog.preview()->board()[core::E1], core::NoPiece);
    EXPECT_TRUE(dialog.preview()->isDimmed());
}

TEST(FenCheck, RepairDescriptionsNameWhatChanges)
{
    // One castling right without its rook, and a move number of 0.
    const FenCheck check = checkFen(QStringLiteral("r3k3/8/8/8/8/8/8/4K3 b q - 0 0"));
    EXPECT_FALSE(check.valid);
    ASSERT_TRUE(check.repairable) << check.message.toStdString();
    EXPECT_EQ(check.repairedFen, QStringLiteral("r3k3/8/8/8/8/8/8/4K3 b q - 0 1"));
    ASSERT_EQ(check.repairs.size(), 1) << check.repairs.join(QLatin1Char('|')).toStdString();
    EXPECT_TRUE(check.repairs[0].contains(QStringLiteral("fullmove number '0'"))) << check.repairs[0].toStdString();

    const FenCheck castling = checkFen(QStringLiteral("r3k3/8/8/8/8/8/8/4K3 b Kq - 0 1"));
    ASSERT_TRUE(castling.repairable);
    ASSERT_EQ(castling.repairs.size(), 1);
    EXPECT_TRUE(castling.repairs[0].contains(QStringLiteral("castling right K"))) << castling.repairs[0].toStdString();
    EXPECT_FALSE(castling.repairs[0].contains(QStringLiteral("right q")));

    // Chess960 (Shredder-FEN): the impossible right is named by its own letter ('A': a1 holds a
    // bishop), the others are kept and written as the core writes them.
    const FenCheck c960 = checkFen(QStringLiteral("bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GAge - 0 1"));
    ASSERT_TRUE(c960.repairable) << c960.message.toStdString();
    ASSERT_EQ(c960.repairs.size(), 1) << c960.repairs.join(QLatin1Char('|')).toStdString();
    EXPECT_TRUE(c960.repairs[0].contains(QStringLiteral("castling right A"))) << c960.repairs[0].toStdString();
    EXPECT_TRUE(c960.position.isChess960());
    EXPECT_EQ(c960.repairedFen, QStringLiteral("bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w Gge - 0 1"));
    // With an impossible e.p. square too, the probe reads the Chess960 rights it keeps.
    const FenCheck both =
        checkFen(QStringLiteral("bqnbrkrn/pppp1ppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GAge e6 0 1"));
    ASSERT_TRUE(both.repairable) << both.message.toStdString();
    EXPECT_EQ(both.repairs.size(), 2) << both.repairs.join(QLatin1Char('|')).toStdString();

    // A legal e.p. square that allows no capture is not a repair (canonical FENs just omit it).
    const FenCheck quiet = checkFen(QStringLiteral("4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1"));
    EXPECT_TRUE(quiet.valid) << quiet.message.toStdString();
    EXPECT_FALSE(quiet.repairable);
}

TEST(LoadFenDialog, FromFileReadsTheFirstLineOrSaysWhy)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("endgame.fen"));
    const QString endgame = QStringLiteral("8/8/8/4k3/8/8/8/4K2R w K - 0 1");
    ASSERT_TRUE(io::writeFileSafely(path, "\n" + endgame.toUtf8() + "\n", nullptr));
    LoadFenDialog dialog;
    dialog.setFen(Start);
    EXPECT_TRUE(dialog.loadFromFile(path));
    EXPECT_EQ(dialog.fen(), endgame);
    EXPECT_TRUE(dialog.okButton()->isEnabled());

    const QString missing = dir.filePath(QStringLiteral("missing.fen"));
    EXPECT_FALSE(dialog.loadFromFile(missing));
    EXPECT_EQ(dialog.fen(), endgame) << "a failed read keeps the text";
    EXPECT_TRUE(dialog.messageText().contains(QStringLiteral("missing.fen"))) << dialog.messageText().toStdString();
}

TEST(LoadFenDialog, EmptyClipboardKeepsTheText)
{
    LoadFenDialog dialog;
    dialog.setFen(Start);
    QApplication::clipboard()->setText(QStringLiteral("  \n \n"));
    EXPECT_FALSE(dialog.pasteFromClipboard());
    EXPECT_EQ(dialog.fen(), Start);
    EXPECT_TRUE(dialog.messageText().contains(QStringLiteral("clipboard")));
}

TEST(FenCheck, ReadFirstLineOfAFile)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("p.fen"));
    ASSERT_TRUE(io::writeFileSafely(path, QByteArray("\n\n  ") + Start.toUtf8() + "  \nsecond line\n", nullptr));
    QString line;
    QString error;
    EXPECT_TRUE(readFirstLine(path, &line, &error));
    EXPECT_EQ(line, Start);

    EXPECT_FALSE(readFirstLine(dir.filePath(QStringLiteral("missing.fen")), &line, &error));
    EXPECT_FALSE(error.isEmpty());
    const QString empty = dir.filePath(QStringLiteral("empty.fen"));
    ASSERT_TRUE(io::writeFileSafely(empty, QByteArray(" \n\n"), nullptr));
    error.clear();
    EXPECT_FALSE(readFirstLine(empty, &line, &error));
    EXPECT_FALSE(error.isEmpty());
}

TEST(SaveFenDialog, ShowsCopiesAndSaves)
{
    SaveFenDialog dialog(Start);
    EXPECT_EQ(dialog.fenEdit()->text(), Start);
    EXPECT_TRUE(dialog.fenEdit()->isReadOnly());
    QApplication::clipboard()->setText(QStringLiteral("something else"));
    QTest::mouseClick(dialog.copyButton(), Qt::LeftButton);
    EXPECT_EQ(QApplication::clipboard()->text(), Start);
    EXPECT_FALSE(dialog.statusText().isEmpty());

    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("start.fen"));
    EXPECT_TRUE(dialog.saveTo(path));
    EXPECT_EQ(readAll(path), Start.toUtf8() + '\n');
    QString line;
    EXPECT_TRUE(readFirstLine(path, &line, nullptr));
    EXPECT_EQ(line, Start) << "what Save FEN writes, Load FEN reads";
}

// Save FEN over a file of PGN games (issue 25): they would all be lost, so the person is asked,
// and No (the default) keeps every byte. A FEN file is replaced without a question.
TEST(SaveFenDialog, AFileOfGamesIsReplacedOnlyWhenThePersonSaysSo)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("db.pgn"));
    const QByteArray games = "[Event \"A\"]\n\n1. e4 *\n\n[Event \"B\"]\n\n1. d4 *\n\n[Event \"C\"]\n\n1. c4 *\n";
    ASSERT_TRUE(io::writeFileSafely(path, games, nullptr));
    SaveFenDialog dialog(Start);
    QStringList asked;
    bool answer = false;
    dialog.setReplaceAsker([&](const QString& text) {
        asked << text;
        return answer;
    });
    EXPECT_FALSE(dialog.saveTo(path));
    ASSERT_EQ(asked.size(), 1);
    EXPECT_TRUE(asked.first().contains("db.pgn holds 3 PGN games")) << asked.first().toStdString();
    EXPECT_EQ(readAll(path), games);
    EXPECT_TRUE(dialog.statusText().contains("db.pgn")) << dialog.statusText().toStdString();
    answer = true;
    EXPECT_TRUE(dialog.saveTo(path));
    EXPECT_EQ(readAll(path), Start.toUtf8() + '\n');
    EXPECT_TRUE(dialog.saveTo(path)) << "a FEN file: nothing to ask";
    EXPECT_EQ(asked.size(), 2);
}
