// An open game of a database keeps its own place when another program changes the file: once the
// Games panel has indexed the file again, the title's "game N" names the game where it is now and
// the panel's row of that number shows its tab; Save in place still refuses the changed file
// (issue 25). A game the file no longer holds belongs to no file: the person is told, and Save
// asks for a file at once.
#include "managewindow.h"

#include "documentlist.h"
#include "gamedocument.h"
#include "gamefiles.h"

#include <QSignalSpy>

using namespace kibitz;
using test::generated;
using test::ManageWindow;

namespace {

std::string titleOf(const MainWindow& w) { return w.windowTitle().toStdString(); }

} // namespace

TEST_F(ManageWindow, TheOpenGamesNumberFollowsGamesRemovedBeforeIt)
{
    const QString file = path("db.pgn");
    ASSERT_TRUE(test::writeAll(file, generated(1, 10)));
    auto w = showDatabase(file, 10);
    QString error;
    ASSERT_TRUE(w->database()->openGame(6, &error)) << error.toStdString();
    GameDocument* study = w->document();
    EXPECT_TRUE(w->windowTitle().contains("game 6 of 10 in db.pgn")) << titleOf(*w);

    ASSERT_TRUE(test::writeAll(file, generated(4, 7))); // another program removes games 1-3
    ASSERT_TRUE(shows(*w, 7));
    EXPECT_TRUE(w->windowTitle().contains("game 3 of 7 in db.pgn")) << titleOf(*w);
    const int tabs = w->documents()->count();
    ASSERT_TRUE(w->database()->openGame(3, &error)) << error.toStdString();
    EXPECT_EQ(w->documents()->count(), tabs) << "its row shows its tab";
    EXPECT_EQ(w->document(), study);
    EXPECT_FALSE(study->isModified());

    // Save in place still refuses a file another program changed since the game was read (issue
    // 25): it asks for another file, and the file stays as the other program left it.
    play(*w, {"Re1"});
    ASSERT_TRUE(w->files()->save());
    ASSERT_TRUE(savesEnded(*w));
    ASSERT_EQ(m_warnings.size(), 1);
    EXPECT_TRUE(m_warnings.front().contains("changed by another program")) << m_warnings.front().toStdString();
    EXPECT_EQ(m_saveNameAsked.size(), 1);
    EXPECT_EQ(test::readAll(file), generated(4, 7));
    EXPECT_TRUE(study->isModified());
    EXPECT_TRUE(w->windowTitle().contains("game 3 of 7 in db.pgn")) << titleOf(*w);

    // Another program removes the game itself: it is in no file now, and the person is told.
    QSignalSpy told(w->database(), &DatabaseWiring::message);
    const QByteArray without = generated(4, 2) + generated(7, 4);
    ASSERT_TRUE(test::writeAll(file, without));
    ASSERT_TRUE(shows(*w, 6));
    EXPECT_FALSE(w->windowTitle().contains("db.pgn")) << titleOf(*w);
    EXPECT_TRUE(study->filePath().isEmpty());
    EXPECT_TRUE(study->isModified()) << "its edits are no file's";
    QStringList texts;
    for (const QList<QVariant>& args : told)
        texts << args.value(0).toString();
    EXPECT_TRUE(texts.join('\n').contains("db.pgn no longer holds game 3 that is open here")) << texts.join('\n').toStdString();
    ASSERT_FALSE(w->files()->save()); // Save As at once, declined
    EXPECT_EQ(m_saveNameAsked.size(), 2);
    EXPECT_EQ(m_warnings.size(), 1) << "nothing refused: there is no place to save into";
    EXPECT_EQ(test::readAll(file), without);
}

// Of a game read with its whole file (File > Open), too: games put before it move it on.
TEST_F(ManageWindow, AGameReadWholeFollowsGamesAddedBeforeIt)
{
    const QString file = path("db.pgn");
    ASSERT_TRUE(test::writeAll(file, generated(1, 5)));
    auto w = makeWindow(false);
    QString error;
    ASSERT_TRUE(w->files()->openFile(file, &error)) << error.toStdString();
    ASSERT_TRUE(shows(*w, 5));
    EXPECT_TRUE(w->windowTitle().contains("game 1 of 5 in db.pgn")) << titleOf(*w);

    ASSERT_TRUE(test::writeAll(file, generated(20, 2) + generated(1, 5))); // another program
    ASSERT_TRUE(shows(*w, 7));
    EXPECT_TRUE(w->windowTitle().contains("game 3 of 7 in db.pgn")) << titleOf(*w);
    play(*w, {"Nf3"});
    ASSERT_TRUE(w->files()->save());
    ASSERT_TRUE(savesEnded(*w));
    ASSERT_EQ(m_warnings.size(), 1) << "the file changed since it was read";
    EXPECT_TRUE(m_warnings.front().contains("changed by another program")) << m_warnings.front().toStdString();
    EXPECT_EQ(test::readAll(file), generated(20, 2) + generated(1, 5));
    EXPECT_TRUE(w->windowTitle().contains("game 3 of 7 in db.pgn")) << titleOf(*w);
}

// The same game twice in the file: the copy nearest the old number is taken.
TEST_F(ManageWindow, OfTwoEqualGamesTheOneNearestItsOldNumberIsTaken)
{
    const QString file = path("db.pgn");
    ASSERT_TRUE(test::writeAll(file, generated(1, 10)));
    auto w = showDatabase(file, 10);
    QString error;
    ASSERT_TRUE(w->database()->openGame(6, &error)) << error.toStdString();
    ASSERT_TRUE(test::writeAll(file, generated(6, 1) + generated(3, 8))); // a copy first, games 1-2 gone
    ASSERT_TRUE(shows(*w, 9));
    EXPECT_TRUE(w->windowTitle().contains("game 5 of 9 in db.pgn")) << titleOf(*w);
}
