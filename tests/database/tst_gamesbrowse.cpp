// Browsing a database in the Games panel as a person does (issue 16): the count beside the filters
// follows every filter and search, All Games brings back the scan's summary, and a game chosen from
// a position search opens at the position that was searched for.
#include "gtestqtry.h"
#include "gamesbrowsehelpers.h"

#include "chessgamemodel.h"
#include "gamenavigation.h"
#include "databasewiring.h"
#include "explorersearch.h"
#include "gamedocument.h"
#include "gamefiles.h"
#include "gamelistmodel.h"
#include "panels/explorermodel.h"
#include "panels/explorerpanel.h"
#include "panels/gamespanel.h"

#include <QDockWidget>
#include <QFile>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QStatusBar>
#include <QTableView>
#include <QTreeView>
#include <QUndoStack>
#include <QTest>

using namespace kibitz;
using namespace kibitz::test;

namespace {

const char* const Games = R"([Event "A"]
[White "One"]
[Black "Two"]
[Result "1-0"]

1. e4 e5 2. Nf3 Nc6 1-0

[Event "B"]
[White "Three"]
[Black "Four"]
[Result "0-1"]

1. d4 d5 2. c4 e6 3. Nc3 Nf6 0-1

[Event "C"]
[White "Three"]
[Black "Six"]
[Result "*"]

1. Nf3 Nf6 2. Ng1 Ng8 3. d4 d5 4. c4 e6 5. Nc3 *
)";

// The window fixture with the three games above as an indexed database.
class GamesBrowse : public kibitz::test::DatabaseWindowTest {
protected:
    std::unique_ptr<MainWindow> openDatabaseWindow() { return openDatabase(Games, 3); }
};

} // namespace

TEST_F(GamesBrowse, CountFollowsTheFilterAndTheSearch)
{
    auto w = openDatabaseWindow();
    DatabaseWiring* db = w->database();
    QTRY_VERIFY(!db->games()->isOrdering());
    const QString all = countText(db);
    EXPECT_TRUE(all.contains(QLocale().toString(3))) << all.toStdString();

    auto* text = db->panel()->findChild<QLineEdit*>();
    ASSERT_NE(text, nullptr);
    text->setText("Three");
    QTRY_VERIFY(!db->games()->isOrdering() && db->games()->rowCount() == 2);
    EXPECT_NE(countText(db), all);
    EXPECT_TRUE(countText(db).contains(QLocale().toString(2))) << countText(db).toStdString();
    text->setText("Six");
    QTRY_VERIFY(!db->games()->isOrdering() && db->games()->rowCount() == 1);
    EXPECT_TRUE(countText(db).contains(QLocale().toString(1))) << countText(db).toStdString();
    text->clear();
    QTRY_VERIFY(!db->games()->isOrdering() && db->games()->rowCount() == 3);
    EXPECT_EQ(countText(db), all);

    // A search narrows the list too; All Games gives back the list, its count and the summary.
    auto* status = db->panel()->findChildren<QLabel*>().first();
    const QString summary = status->text();
    play(*w, {"d4", "d5", "c4", "e6"}); // games B and C reach it
    emit db->panel()->findPositionRequested();
    QTRY_VERIFY(!db->games()->isOrdering() && db->games()->rowCount() == 2);
    EXPECT_NE(countText(db), all);
    EXPECT_NE(status->text(), summary);
    emit db->panel()->showAllRequested();
    QTRY_VERIFY(!db->games()->isOrdering() && db->games()->rowCount() == 3);
    EXPECT_EQ(countText(db), all);
    EXPECT_EQ(status->text(), summary);
    EXPECT_TRUE(m_warnings.isEmpty()) << m_warnings.join("\n").toStdString();
}

TEST_F(GamesBrowse, AGameFoundByPositionOpensAtThatPosition)
{
    auto w = openDatabaseWindow();
    DatabaseWiring* db = w->database();
    QString error;
    m_answer = UnsavedGuard::Answer::Discard; // the moves played to search with are not kept
    play(*w, {"d4", "d5", "c4", "e6"});
    const core::Key searched = w->model()->position().key();
    emit db->panel()->findPositionRequested();
    QTRY_VERIFY(!db->games()->isOrdering() && db->games()->rowCount() == 2);

    // Enter on the row of game C, which reaches the position after 8 plies (game B after 4).
    QTableView* table = db->panel()->table();
    const int row = db->games()->index(0, 0).data(GameListModel::GameNumberRole).toInt() == 3 ? 0 : 1;
    ASSERT_EQ(db->games()->index(row, 0).data(GameListModel::FoundPlyRole).toInt(), 8);
    table->setCurrentIndex(db->games()->index(row, 0));
    QKeyEvent enter(QEvent::KeyPress, Qt::Key_Return, Qt::NoModifier);
    QCoreApplication::sendEvent(table, &enter);
    EXPECT_EQ(w->model()->game().tag("Black"), "Six");
    EXPECT_EQ(w->model()->position().key(), searched);
    EXPECT_EQ(w->model()->tree().node(w->model()->cursor()).ply, 8);

    // Opened from the plain list, a game shows its end as before.
    emit db->panel()->showAllRequested();
    QTRY_VERIFY(!db->games()->isOrdering() && db->games()->rowCount() == 3);
    ASSERT_TRUE(db->openGame(2, &error)) << error.toStdString();
    EXPECT_EQ(w->model()->game().tag("White"), "Three");
    EXPECT_NE(w->model()->position().key(), searched);
    EXPECT_TRUE(m_warnings.isEmpty()) << m_warnings.join("\n").toStdString();
}

// Past the opening table (a line one game alone plays, a transposition) the explorer still says
// what the games played: the answer of a position search arrives a moment later.
TEST_F(GamesBrowse, ExplorerAnswersWhereTheOpeningTableHasNothing)
{
    auto w = openDatabaseWindow();
    auto* panel = w->findChild<ExplorerPanel*>();
    ASSERT_NE(panel, nullptr);
    const auto played = [panel] { return databaseRows(panel->view()->model()); };
    QTRY_COMPARE(played().size(), 3); // the start: e4, d4, Nf3 from the table

    // Out of view (its dock closed) the explorer searches nothing; back in view it catches up (the
    // window is not shown here: the panel counts as in view when its dock would show with it).
    auto* dock = w->findChild<QDockWidget*>("openingExplorerDock");
    auto* search = w->findChild<ExplorerSearch*>();
    ASSERT_NE(dock, nullptr);
    ASSERT_NE(search, nullptr);
    dock->hide();
    play(*w, {"d4"}); // game B, and game C after 1. Nf3 Nf6 2. Ng1 Ng8 3. d4 (the table has neither)
    EXPECT_FALSE(search->isSearching());
    EXPECT_TRUE(played().isEmpty());
    dock->show();
    emit dock->visibilityChanged(true); // what the shown window's dock tells when it appears
    QTRY_COMPARE(played(), QStringList{"d5 2"});
    play(*w, {"d5", "c4", "e6"}); // both again, 3. Nc3 and 5. Nc3
    QTRY_COMPARE(played(), QStringList{"Nc3 2"});
    EXPECT_TRUE(m_warnings.isEmpty()) << m_warnings.join("\n").toStdString();
}

// A PGN too large to read whole (here: over a limit made small) opens as a database: the Games
// panel indexes it and its first game is read alone into the study, ready to be saved in place.
TEST_F(GamesBrowse, APgnTooLargeToReadWholeOpensAsADatabase)
{
    const QString file = writeFile("large.pgn", QByteArray(Games).repeated(10));
    auto w = makeWindow(false);
    w->files()->setWholeFileLimit(1000);
    QString error;
    ASSERT_TRUE(w->files()->openFile(file, &error)) << error.toStdString();
    DatabaseWiring* db = w->database();
    QTRY_VERIFY(!db->isIndexing() && db->games()->rowCount() == 30);
    QTRY_COMPARE(w->model()->game().tag("White"), std::string("One"));
    // Opened while the file was being indexed, or after: never "game 1 of 1".
    EXPECT_TRUE(w->windowTitle().contains("game 1 in large.pgn") || w->windowTitle().contains("game 1 of 30 in"))
        << w->windowTitle().toStdString();
    EXPECT_EQ(w->model()->undoStack()->count(), 1); // one undoable edit
    EXPECT_TRUE(db->panel()->isVisibleTo(w.get()));

    // Saved in place: the game changes, every other byte stays.
    play(*w, {"Bb5"});
    ASSERT_TRUE(w->files()->save());
    ASSERT_TRUE(savesEnded(*w));
    QFile back(file);
    ASSERT_TRUE(back.open(QIODevice::ReadOnly));
    const QByteArray after = back.readAll();
    const QByteArray one(Games);
    EXPECT_TRUE(after.contains("2. Nf3 Nc6 3. Bb5"));
    EXPECT_TRUE(after.endsWith(one.repeated(10).mid(one.indexOf("[Event \"B\"]")))) << after.left(300).toStdString();
    EXPECT_TRUE(m_warnings.isEmpty()) << m_warnings.join("\n").toStdString();
}

// The title names a database game by its number; the file's count only once it is known (a game
// opened while the file is still being indexed said "game 1 of 1").
TEST_F(GamesBrowse, ADatabaseGameOpenedWhileIndexingHasNoCountInTheTitle)
{
    auto w = makeWindow(false);
    io::FileSource source;
    source.path = path("db.pgn");
    source.game = 3;
    source.games = 0; // not known yet
    source.spanBegin = 100;
    source.spanEnd = 200;
    w->document()->markSaved(source);
    EXPECT_TRUE(w->windowTitle().contains("game 3 in db.pgn")) << w->windowTitle().toStdString();
    source.games = 30;
    w->document()->markSaved(source);
    EXPECT_TRUE(w->windowTitle().contains("game 3 of 30 in db.pgn")) << w->windowTitle().toStdString();
}

// The database shown when the window closed is indexed again at the next start; one whose panel
// was closed is not, and a file gone since leaves the panel hidden, not empty.
TEST_F(GamesBrowse, TheDatabaseOfTheLastSessionIsOpenAgain)
{
    const QString file = writeFile("db.pgn", Games);
    const auto openAndClose = [&](bool hidePanel) {
        auto w = makeWindow();
        QString error;
        ASSERT_TRUE(w->database()->openDatabase(file, &error)) << error.toStdString();
        QTRY_VERIFY(!w->database()->isIndexing());
        if (hidePanel)
            w->database()->hidePanel();
        ASSERT_TRUE(w->close());
    };
    openAndClose(false);
    reopenSettings();
    {
        auto w = makeWindow();
        QTRY_VERIFY(!w->database()->isIndexing() && w->database()->games()->rowCount() == 3);
        EXPECT_EQ(w->database()->shownDatabase(), file);
        EXPECT_TRUE(w->database()->panel()->isVisibleTo(w.get()));
    }
    openAndClose(true);
    reopenSettings();
    {
        auto w = makeWindow();
        EXPECT_EQ(w->database()->games()->rowCount(), 0);
        EXPECT_FALSE(w->database()->panel()->isVisibleTo(w.get()));
    }
    openAndClose(false);
    ASSERT_TRUE(QFile::remove(file));
    reopenSettings();
    {
        auto w = makeWindow();
        EXPECT_FALSE(w->database()->panel()->isVisibleTo(w.get()));
        EXPECT_TRUE(w->statusBar()->currentMessage().contains("db.pgn"))
            << w->statusBar()->currentMessage().toStdString();
    }
    EXPECT_TRUE(m_warnings.isEmpty()) << m_warnings.join("\n").toStdString();
}

// Issue 25, item 7: another program copies a file over the open database (cp). The Games panel
// and the explorer show the new file's games, numbered as in it; a game chosen before the change
// is noticed is refused, never read from where the old file had it.
TEST_F(GamesBrowse, ACopyOverTheOpenDatabaseShowsTheNewFile)
{
    auto w = openDatabaseWindow();
    DatabaseWiring* db = w->database();
    auto* panel = w->findChild<ExplorerPanel*>();
    ASSERT_NE(panel, nullptr);
    const auto played = [panel] { return databaseRows(panel->view()->model()); };
    QTRY_COMPARE(played().size(), 3);
    QByteArray english;
    for (int i = 1; i <= 5; ++i)
        english += "[Event \"X" + QByteArray::number(i) + "\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n"
            + "1. c4 e5 2. Nc3 Nf6 3. g3 d5 1-0\n\n";
    const QString other = writeFile("other.pgn", english);
    const QString file = db->shownDatabase();
    ASSERT_EQ(QProcess::execute("cp", {other, file}), 0);
    const auto listed = [&] {
        QStringList out;
        GameListModel* games = db->games();
        for (int row = 0; row < games->rowCount(); ++row)
            out << games->index(row, GameListModel::Number).data().toString() + ' '
                    + games->index(row, GameListModel::Event).data().toString();
        return out;
    };
    QTRY_VERIFY_WITH_TIMEOUT(!db->isIndexing() && listed().size() == 5, 30000);
    EXPECT_EQ(listed(), (QStringList{"1 X1", "2 X2", "3 X3", "4 X4", "5 X5"}));
    QTRY_COMPARE(played(), QStringList{"c4 5"});
    emit db->panel()->gameActivated(2, -1);
    EXPECT_EQ(w->model()->game().tag("Event"), "X2");
    EXPECT_TRUE(m_warnings.isEmpty()) << m_warnings.join("\n").toStdString();

    // Changed again, and a game chosen before the watcher has said so: refused, with the reason.
    writeFile("db.pgn.orig", Games);
    ASSERT_EQ(QProcess::execute("cp", {path("db.pgn.orig"), file}), 0);
    emit db->panel()->gameActivated(3, -1);
    EXPECT_EQ(w->model()->game().tag("Event"), "X2");
    ASSERT_EQ(m_warnings.size(), 1);
    EXPECT_TRUE(m_warnings.front().contains("changed by another program")) << m_warnings.front().toStdString();
    QTRY_VERIFY_WITH_TIMEOUT(!db->isIndexing() && listed().size() == 3, 30000);
    EXPECT_EQ(listed(), (QStringList{"1 A", "2 B", "3 C"}));
    w->model()->navigation()->toStart();
    QTRY_COMPARE(played(), (QStringList{"e4 1", "d4 1", "Nf3 1"}));
}
