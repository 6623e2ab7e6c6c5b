// Engine comments (TCEC's key=value reports, cutechess's "+0.86/8 1.0s" and "book") are told
// from people's comments by the model: MoveListModel's IsEngineCommentRole and EngineCommentRole
// (evaluation from White's side and depth), while the comment itself is kept byte for byte.
#include "chessgamemodel.h"
#include "gameediting.h"
#include "movelistmodel.h"

#include "game/enginecomment.h"
#include "game/pgnreader.h"

#include <QFile>

#include <gtest/gtest.h>

using namespace kibitz;
using game::NodeId;

namespace {

// A report in TCEC's layout (made up: the real files' comments are not copied).
const char* const kTcec = "d=27, sd=41, mt=15000, tl=900000, s=2000000, n=30000000, pv=e5 Nf3 Nc6 Bb5, tb=0, "
                          "h=40.5, ph=0.0, wv=-0.31, R50=50, Rd=-11, Rr=-11, mb=+0+0+0+0+0,";

QModelIndex moveAt(const MoveListModel& list, int row) { return list.index(row, 0); }

} // namespace

TEST(EngineComments, ReportsAreToldFromPeoplesComments)
{
    ChessGameModel model;
    const QString pgn = QStringLiteral("1. e4 {book} e5 {%1} 2. Nf3 {+0.45/18 2.1s} Nc6 {+1.20/15 0.8s} "
                                       "3. Bb5 {+0.50/10 is what my engine said} a6 {-M3/22 0.1s} *")
                            .arg(QLatin1String(kTcec));
    ASSERT_TRUE(model.editing()->loadPgn(pgn).ok);
    MoveListModel list(&model);
    const QStringList expected = {QStringLiteral("book"),
                                  QStringLiteral("-0.31/27"),
                                  QStringLiteral("+0.45/18"),
                                  QStringLiteral("-1.20/15"), // Black's engine speaks for Black
                                  QString(),
                                  QStringLiteral("#3/22")};
    for (int row = 0; row < expected.size(); ++row) {
        const QModelIndex move = moveAt(list, row);
        EXPECT_EQ(move.data(MoveListModel::EngineCommentRole).toString(), expected[row]) << row;
        EXPECT_EQ(move.data(MoveListModel::IsEngineCommentRole).toBool(), !expected[row].isEmpty()) << row;
        EXPECT_FALSE(move.data(MoveListModel::CommentRole).toString().isEmpty()) << row; // still there
    }
    EXPECT_EQ(moveAt(list, 1).data(MoveListModel::CommentRole).toString(), QLatin1String(kTcec));
}

TEST(EngineComments, ASentenceOrAShortListIsAPersons)
{
    for (const char* text : {"+0.50/10 is too optimistic", "a=1, b=2", "d=20, wv=0.3 and then", "book move",
                             "WhiteEngineOptions: Protocol=uci; Hash=64;", "+0.50/10", "0.12/x 1s", "12. Nf3"})
        EXPECT_FALSE(game::readEngineComment(text, core::White)) << text;
    const auto mate = game::readEngineComment("d=30, wv=M12, pv=Qh5", core::Black);
    ASSERT_TRUE(mate && mate->eval);
    EXPECT_TRUE(mate->eval->mate);
    EXPECT_EQ(mate->eval->value, 12); // wv is White's view whoever moved
    EXPECT_EQ(mate->eval->depth, 30);
    const auto rounded = game::readEngineComment("-1.005/9 12s", core::White);
    ASSERT_TRUE(rounded && rounded->eval);
    EXPECT_EQ(rounded->eval->value, -101);
}

// Export writes every comment as it was read, engine reports included: read back, each node's
// comment is the same string.
TEST(EngineComments, ExportKeepsTheReportsUnchanged)
{
    ChessGameModel model;
    const QString pgn = QStringLiteral("[TimeControl \"5+0.05\"]\n\n1. d4 {%1} Nf6 {book} 2. c4 {-0.12/20 1.5s} e6 *\n")
                            .arg(QLatin1String(kTcec));
    ASSERT_TRUE(model.editing()->loadPgn(pgn).ok);
    const game::PgnReadResult back = game::readPgn(model.pgn().toStdString());
    ASSERT_EQ(back.games.size(), 1u);
    const auto& before = model.tree().root().line;
    const auto& after = back.games[0].tree.root().line;
    ASSERT_EQ(before.size(), after.size());
    for (std::size_t i = 0; i < before.size(); ++i)
        EXPECT_EQ(back.games[0].tree.node(after[i]).comment(), model.tree().node(before[i]).comment()) << i;
    EXPECT_EQ(back.games[0].tree.node(after[1]).comment(), kTcec); // line[0] is the root
}

// The first game of the shared engine files: every move's comment is an engine's report; in the
// annotated world matches none is.
TEST(EngineComments, RealFiles)
{
    const auto firstGame = [](const char* name) {
        QFile file(QStringLiteral(KIBITZ_SHARED_DIR "/realpgn/") + QLatin1String(name));
        if (!file.open(QIODevice::ReadOnly))
            return QString();
        const QString text = QString::fromUtf8(file.read(400000));
        const qsizetype next = text.indexOf(QStringLiteral("\n[Event "), 10);
        return next < 0 ? text : text.left(next);
    };
    const QString tcec = firstGame("chess960-tcec-frc-300.pgn");
    const QString cutechess = firstGame("engine-cutechess-avalanche-selfplay.pgn");
    const QString people = firstGame("annotated-world-matches-mliebelt.pgn");
    if (tcec.isEmpty() || cutechess.isEmpty() || people.isEmpty())
        GTEST_SKIP() << "no " << KIBITZ_SHARED_DIR << "/realpgn";
    const QString files[] = {tcec, cutechess, people};
    for (const QString& pgn : files) {
        ChessGameModel model;
        ASSERT_TRUE(model.editing()->loadPgn(pgn).ok);
        MoveListModel list(&model);
        int commented = 0, engine = 0;
        for (int row = 0; row < list.rowCount(); ++row) {
            const QModelIndex move = moveAt(list, row);
            commented += !move.data(MoveListModel::CommentRole).toString().trimmed().isEmpty();
            engine += move.data(MoveListModel::IsEngineCommentRole).toBool();
        }
        ASSERT_GT(commented, 0);
        if (&pgn == &files[2])
            EXPECT_EQ(engine, 0);
        else
            EXPECT_GE(engine, commented - 1) << pgn.left(200).toStdString(); // a last "adjudication" note
    }
}
