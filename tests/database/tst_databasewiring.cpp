// File > Open Database… in the window (issue 16): the Games panel fills from the background scan,
// a chosen game opens into the study as one undoable edit, and Save writes it back in place.
#include "gtestqtry.h"
#include "tst_mainwindow.h"

#include "databasewiring.h"
#include "gamedocument.h"
#include "gamefiles.h"
#include "gamelistmodel.h"
#include "panels/gamespanel.h"

#include <QFile>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QToolButton>
#include <QUndoStack>

using namespace kibitz;
using DatabaseWindow = kibitz::test::WindowTest;

namespace {

const char* const Games = R"([Event "A"]
[White "One"]
[Black "Two"]
[Result "1-0"]

1. e4 e5 1-0

[Event "B"]
[White "Three"]
[Black "Four"]
[Result "0-1"]

1. d4 d5 2. c4 0-1

[Event "C"]
[White "Five"]
[Black "Six"]
[Result "*"]

1. c4 *
)";

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

TEST_F(DatabaseWindow, OpenDatabaseListsGamesAndOpensOneAsAnUndoableEdit)
{
    const QString file = path("db.pgn");
    QFile out(file);
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(Games);
    out.close();
    auto w = makeWindow(false);
    DatabaseWiring* db = w->database();
    ASSERT_NE(db, nullptr);
    QString error;
    ASSERT_TRUE(db->openDatabase(file, &error)) << error.toStdString();
    ASSERT_TRUE(QTest::qWaitFor([&] { return db->games()->rowCount() == 3; }));
    EXPECT_EQ(db->panel()->table()->model(), db->games());

    const int undoBefore = w->model()->undoStack()->count();
    emit db->panel()->gameActivated(2, -1); // as a double-click on the second row
    EXPECT_EQ(w->model()->game().tag("White"), "Three");
    EXPECT_EQ(w->model()->undoStack()->count(), undoBefore + 1);
    EXPECT_TRUE(w->windowTitle().contains("game 2 of 3 in db.pgn")) << w->windowTitle().toStdString();
    play(*w, {"e6"});
    ASSERT_TRUE(w->files()->save());
    ASSERT_TRUE(savesEnded(*w));
    const QByteArray after = readAll(file);
    const QByteArray before(Games);
    EXPECT_TRUE(after.startsWith(before.left(before.indexOf("[Event \"B\"]"))));
    EXPECT_TRUE(after.endsWith(before.mid(before.indexOf("[Event \"C\"]"))));
    EXPECT_TRUE(after.contains("2. c4 e6"));
    EXPECT_TRUE(m_warnings.isEmpty()) << m_warnings.join("\n").toStdString();

    // The board shows 1. d4 d5 2. c4 e6 now: only game 2 (as saved) reaches it, once the
    // changed file is indexed again.
    ASSERT_TRUE(QTest::qWaitFor([&] { return !db->isIndexing() && db->games()->rowCount() == 3; }));
    ASSERT_TRUE(db->openDatabase(file, &error));
    ASSERT_TRUE(QTest::qWaitFor([&] { return !db->isIndexing() && db->games()->rowCount() == 3; }));
    QString searchError;
    ASSERT_TRUE(db->findPosition(&searchError)) << searchError.toStdString();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !db->games()->isOrdering(); })); // the rows come from the model's worker
    EXPECT_EQ(db->games()->rowCount(), 1);
    EXPECT_EQ(db->games()->index(0, 0).data(GameListModel::GameNumberRole).toInt(), 2);
    EXPECT_EQ(db->games()->index(0, 0).data(GameListModel::FoundPlyRole).toInt(), 4);
    db->showAllGames();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !db->games()->isOrdering(); }));
    EXPECT_EQ(db->games()->rowCount(), 3);

    emit db->panel()->gameActivated(9, -1); // no such game: told, nothing changes
    EXPECT_EQ(m_warnings.size(), 1);
    EXPECT_EQ(w->model()->game().tag("White"), "Three");
}

TEST_F(DatabaseWindow, OpeningAPgnOfSeveralGamesListsThemInTheGamesPanel)
{
    const QString file = path("several.pgn");
    QFile out(file);
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(Games);
    out.close();
    auto w = makeWindow(false);
    QString error;
    ASSERT_TRUE(w->files()->openFile(file, &error)) << error.toStdString();
    EXPECT_EQ(w->model()->game().tag("White"), "One"); // the study shows game 1, as before
    ASSERT_TRUE(QTest::qWaitFor([&] { return w->database()->games()->rowCount() == 3; }));
    EXPECT_TRUE(w->database()->panel()->isVisibleTo(w.get()));
}

// The year filter has a clear button (issue 26.4: it could only be cleared by typing 0), enabled
// while a year is set; it gives both years back and every game with them.
TEST_F(DatabaseWindow, TheYearFilterIsClearedByItsButton)
{
    const QString file = path("several.pgn");
    QFile out(file);
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(QByteArray(Games).replace("[Event \"B\"]", "[Event \"B\"]\n[Date \"1990.05.01\"]"));
    out.close();
    auto w = makeWindow(false);
    QString error;
    ASSERT_TRUE(w->files()->openFile(file, &error)) << error.toStdString();
    GameListModel* games = w->database()->games();
    ASSERT_TRUE(QTest::qWaitFor([&] { return games->rowCount() == 3; }));
    GamesPanel* panel = w->database()->panel();
    auto* from = panel->findChild<QSpinBox*>(QStringLiteral("fromYear"));
    auto* to = panel->findChild<QSpinBox*>(QStringLiteral("toYear"));
    auto* clear = panel->findChild<QToolButton*>(QStringLiteral("clearYears"));
    ASSERT_TRUE(from && to && clear);
    EXPECT_FALSE(clear->isEnabled());
    from->setValue(1985);
    to->setValue(1995);
    ASSERT_TRUE(QTest::qWaitFor([&] { return games->rowCount() == 1; }));
    ASSERT_TRUE(clear->isEnabled());
    clear->click();
    EXPECT_EQ(from->value(), 0);
    EXPECT_EQ(to->value(), 0);
    EXPECT_EQ(from->text(), from->specialValueText());
    ASSERT_TRUE(QTest::qWaitFor([&] { return games->rowCount() == 3; }));
    EXPECT_FALSE(clear->isEnabled());
}

// A PGN whose first game is broken (a comment never closed) opens at the first game that reads,
// the broken one named in a warning with its place (the tester's F5 of stop 41: it used to open
// nothing), and its games are listed all the same: the broken one with its error, the others to open.
TEST_F(DatabaseWindow, APgnWhoseFirstGameIsBrokenStillListsItsGames)
{
    const QString file = path("firstbroken.pgn");
    QFile out(file);
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write("[Event \"X\"]\n[White \"Broken\"]\n\n1. e4 {never closed\n\n");
    out.write(Games);
    out.close();
    auto w = makeWindow(false);
    QString error;
    EXPECT_TRUE(w->files()->openFile(file, &error)) << error.toStdString();
    ASSERT_EQ(m_warnings.size(), 1);
    EXPECT_TRUE(m_warnings.first().contains(QStringLiteral("firstbroken.pgn"))) << m_warnings.first().toStdString();
    EXPECT_TRUE(m_warnings.first().contains(QStringLiteral("line 4"))) << m_warnings.first().toStdString();
    EXPECT_NE(w->model()->game().tag("White"), "Broken");
    EXPECT_GT(w->document()->source().game, 1);
    ASSERT_TRUE(QTest::qWaitFor([&w] { return w->database()->games()->rowCount() == 4; }, 10000));
    EXPECT_TRUE(w->database()->games()->gameIndex().game(0).broken);
    EXPECT_FALSE(w->database()->games()->gameIndex().game(1).broken);
    EXPECT_TRUE(w->database()->panel()->isVisibleTo(w.get()));
}

// A broken game the panel lists (an illegal move in a variation, which the index now finds as
// the reader does) is named at its place in the file when asked for. It said "Game 1, line 4" of
// the game's own bytes: game 301 of a real Lichess study file was reported at "line 17", not 4761.
TEST_F(DatabaseWindow, AGameThatCannotBeOpenedIsNamedAtItsPlaceInTheFile)
{
    const QString file = path("variationbroken.pgn");
    QFile out(file);
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(Games); // 21 lines
    out.write("\n[Event \"D\"]\n[White \"Seven\"]\n\n1. e4 e5 (1... Ke5) 2. Nf3 *\n"); // Ke5: line 25, column 16
    out.close();
    auto w = makeWindow(false);
    DatabaseWiring* db = w->database();
    QString error;
    ASSERT_TRUE(db->openDatabase(file, &error)) << error.toStdString();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !db->isIndexing() && db->games()->rowCount() == 4; }));
    ASSERT_TRUE(db->games()->gameIndex().game(3).broken);
    ASSERT_EQ(db->games()->gameIndex().errors().size(), 1u);
    emit db->panel()->gameActivated(4, -1);
    ASSERT_EQ(m_warnings.size(), 1);
    EXPECT_TRUE(m_warnings.front().contains("game 4, line 25, column 16", Qt::CaseInsensitive)) << m_warnings.front().toStdString();
    EXPECT_NE(w->model()->game().tag("White"), "Seven");
}

// The Games panel's search mode: the same position, pawn structure or material as the board.
TEST_F(DatabaseWindow, ThisPositionSearchesByTheModeChosenInTheGamesPanel)
{
    const QString file = path("modes.pgn");
    QFile out(file);
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write("[Event \"A\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n[Event \"B\"]\n\n1. d4 d5 2. c4 dxc4 *\n");
    out.close();
    auto w = makeWindow(false);
    DatabaseWiring* db = w->database();
    QString error;
    ASSERT_TRUE(db->openDatabase(file, &error)) << error.toStdString();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !db->isIndexing() && db->games()->rowCount() == 2; }));
    play(*w, {"e4", "e5", "Bc4", "Nf6"}); // reached by no game; game A has its pawns, both its material
    const auto found = [&](database::SearchMode mode) {
        db->panel()->setSearchMode(mode);
        EXPECT_EQ(db->panel()->searchMode(), mode);
        emit db->panel()->findPositionRequested(); // as the This Position button
        EXPECT_TRUE(QTest::qWaitFor([&] { return !db->games()->isOrdering(); }));
        QList<int> games;
        for (int row = 0; row < db->games()->rowCount(); ++row)
            games.append(db->games()->index(row, 0).data(GameListModel::GameNumberRole).toInt());
        return games;
    };
    EXPECT_EQ(found(database::SearchMode::ExactPosition), QList<int>{});
    EXPECT_EQ(found(database::SearchMode::PawnStructure), QList<int>{1});
    EXPECT_EQ(db->games()->index(0, 0).data(GameListModel::FoundPlyRole).toInt(), 2);
    EXPECT_EQ(found(database::SearchMode::Material), (QList<int>{1, 2}));
    EXPECT_TRUE(m_warnings.isEmpty()) << m_warnings.join("\n").toStdString();
}

// A database game kept in the session (its place in the file too) comes back after a restart
// and Save still writes it in place; once the file changed, Save refuses and offers Save As.
TEST_F(DatabaseWindow, ADatabaseGameRestoredFromTheSessionSavesInPlace)
{
    const QString file = path("kept.pgn");
    const QByteArray before(Games);
    QFile out(file);
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(before);
    out.close();
    {
        auto w = makeWindow(false);
        QString error;
        ASSERT_TRUE(w->database()->openDatabase(file, &error)) << error.toStdString();
        QTRY_VERIFY(!w->database()->isIndexing() && w->database()->games()->rowCount() == 3);
        emit w->database()->panel()->gameActivated(2, -1);
        ASSERT_EQ(w->model()->game().tag("White"), "Three");
        play(*w, {"e6"});
        ASSERT_TRUE(w->saveSession());
    }
    reopenSettings();
    auto w = makeWindow(true);
    ASSERT_EQ(w->model()->game().tag("White"), "Three");
    ASSERT_TRUE(w->document()->isModified());
    ASSERT_TRUE(w->files()->save());
    QTRY_VERIFY(!w->document()->isModified());
    EXPECT_TRUE(m_saveNameAsked.isEmpty()) << "saved in place, no Save As";
    EXPECT_TRUE(m_warnings.isEmpty()) << m_warnings.join("\n").toStdString();
    const QByteArray after = readAll(file);
    EXPECT_TRUE(after.startsWith(before.left(before.indexOf("[Event \"B\"]"))));
    EXPECT_TRUE(after.endsWith(before.mid(before.indexOf("[Event \"C\"]"))));
    EXPECT_TRUE(after.contains("2. c4 e6"));

    // Another program changes the file: the restored place no longer holds the game.
    ASSERT_TRUE(w->saveSession());
    QFile changed(file);
    ASSERT_TRUE(changed.open(QIODevice::Append));
    changed.write("\n[Event \"D\"]\n\n1. e4 *\n");
    changed.close();
    const QByteArray edited = readAll(file);
    w.reset();
    reopenSettings();
    w = makeWindow(true);
    ASSERT_EQ(w->model()->game().tag("White"), "Three");
    play(*w, {"Nf3"});
    w->files()->save();
    QTRY_VERIFY(!m_warnings.isEmpty());
    EXPECT_TRUE(m_warnings.front().contains("changed by another program")) << m_warnings.join("\n").toStdString();
    EXPECT_EQ(m_saveNameAsked.size(), 1) << "Save As is offered";
    EXPECT_EQ(readAll(file), edited);
}
