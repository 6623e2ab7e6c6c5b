// A file Kibitz itself wrote is no stranger (tester's report, stop 41): after a save of one tab's
// game, Add Game to Database or a copy into the file, every other open game of that file knows
// its place and the file as written, so its own Ctrl+S writes it back without a question; a
// recovered game of a file unchanged since saves back too. A change by another program is still
// refused (tst_safesave_window, tst_databasefollow_window show more of that).
#include "managewindow.h"

#include "documentlist.h"
#include "gamedocument.h"
#include "gamefiles.h"

#include <QFile>

using namespace kibitz;
using test::generated;
using test::ManageWindow;

namespace {

std::string lines(const QStringList& texts) { return texts.join('\n').toStdString(); }

// An edit any game takes: a tag (one undoable edit).
void annotate(MainWindow& w, const QString& who)
{
    ASSERT_TRUE(w.model()->editing()->setTag("Annotator", who));
}

} // namespace

class OwnWrite : public ManageWindow {
protected:
    // db.pgn of count generated games shown in the Games panel, games `numbers` opened in tabs.
    std::unique_ptr<MainWindow> openTabs(int count, const std::vector<int>& numbers)
    {
        m_file = path("db.pgn");
        EXPECT_TRUE(test::writeAll(m_file, generated(1, count)));
        auto w = showDatabase(m_file, count);
        for (int n : numbers) {
            QString error;
            EXPECT_TRUE(w->database()->openGame(n, &error)) << error.toStdString();
            m_tabs.push_back(w->document());
        }
        return w;
    }
    // Shows tab, edits its game and saves it in place; true when saved without a word.
    bool editAndSave(MainWindow& w, GameDocument* tab, const QString& who)
    {
        w.documents()->setCurrent(w.documents()->indexOf(tab));
        annotate(w, who);
        return saved(w, tab);
    }
    // Saves tab's game in place; true when saved without a word.
    bool saved(MainWindow& w, GameDocument* tab)
    {
        w.documents()->setCurrent(w.documents()->indexOf(tab));
        const int warned = int(m_warnings.size()), asked = int(m_saveNameAsked.size());
        if (!w.files()->save() || !savesEnded(w))
            return false;
        return m_warnings.size() == warned && m_saveNameAsked.size() == asked && !tab->isModified();
    }
    QString m_file;
    std::vector<GameDocument*> m_tabs;
};

// The tester's case: games 2 and 5 of db.pgn in two tabs, each edited and saved in turn (and
// again): no refusal, both edits in the file, every other game byte for byte as it was.
TEST_F(OwnWrite, TwoTabsOfOneFileSaveInTurn)
{
    auto w = openTabs(10, {2, 5});
    ASSERT_EQ(w->documents()->count(), 2);
    ASSERT_TRUE(editAndSave(*w, m_tabs[0], "First")) << lines(m_warnings);
    ASSERT_TRUE(editAndSave(*w, m_tabs[1], "Second")) << lines(m_warnings);
    ASSERT_TRUE(editAndSave(*w, m_tabs[0], "Third")) << lines(m_warnings);
    const QByteArray after = test::readAll(m_file);
    EXPECT_EQ(after.count("[Annotator \"Third\"]"), 1);
    EXPECT_EQ(after.count("[Annotator \"Second\"]"), 1);
    EXPECT_FALSE(after.contains("First"));
    EXPECT_TRUE(after.startsWith(generated(1, 1)));
    EXPECT_TRUE(after.endsWith(generated(6, 5)));
    EXPECT_TRUE(after.contains(generated(3, 2)));
    EXPECT_TRUE(w->windowTitle().contains("game 2 of 10 in db.pgn")) << w->windowTitle().toStdString();
}

// A game read with its whole file (File > Open) and a database game of the same file: each one's
// save leaves the other savable.
TEST_F(OwnWrite, AGameReadWholeAndADatabaseGameOfOneFileSaveInTurn)
{
    m_file = path("db.pgn");
    ASSERT_TRUE(test::writeAll(m_file, generated(1, 6)));
    auto w = makeWindow(false);
    QString error;
    ASSERT_TRUE(w->files()->openFile(m_file, &error)) << error.toStdString();
    ASSERT_TRUE(shows(*w, 6));
    GameDocument* whole = w->document();
    ASSERT_TRUE(w->database()->openGame(4, &error)) << error.toStdString();
    GameDocument* span = w->document();
    ASSERT_NE(whole, span);
    ASSERT_TRUE(editAndSave(*w, whole, "Whole")) << lines(m_warnings);
    ASSERT_TRUE(editAndSave(*w, span, "Span")) << lines(m_warnings);
    ASSERT_TRUE(editAndSave(*w, whole, "Again")) << lines(m_warnings);
    const QByteArray after = test::readAll(m_file);
    EXPECT_TRUE(after.contains("[Annotator \"Again\"]") && after.contains("[Annotator \"Span\"]"));
    EXPECT_TRUE(after.endsWith(generated(5, 2)));
    // Add Game to Database into the file: both still save in place.
    ASSERT_TRUE(w->databaseManage()->addGameTo(m_file)) << lines(m_warnings);
    ASSERT_TRUE(shows(*w, 7));
    ASSERT_TRUE(editAndSave(*w, span, "Span 2")) << lines(m_warnings);
    ASSERT_TRUE(editAndSave(*w, whole, "Whole 2")) << lines(m_warnings);
    EXPECT_EQ(test::readAll(m_file).count("[Event "), 7);
}

// Save All at quit with two edited tabs of one file: both written in place, nothing asked.
TEST_F(OwnWrite, SaveAllOfTwoTabsOfOneFile)
{
    m_quitAnswer = QuitQuestion::Choice::SaveAll;
    auto w = openTabs(10, {2, 5});
    annotate(*w, "Fifth");
    w->documents()->setCurrent(0);
    annotate(*w, "Second");
    EXPECT_TRUE(w->close()) << lines(m_warnings);
    EXPECT_TRUE(m_warnings.isEmpty()) << lines(m_warnings);
    EXPECT_TRUE(m_saveNameAsked.isEmpty()) << "no Save As";
    const QByteArray after = test::readAll(m_file);
    EXPECT_EQ(after.count("[Annotator \"Second\"]"), 1);
    EXPECT_EQ(after.count("[Annotator \"Fifth\"]"), 1);
}

// Game > Add Game to Database into the file a tab's game comes from: that tab still saves in
// place, and so does the tab whose game was added.
TEST_F(OwnWrite, AddGameToDatabaseIntoTheFileOfAnOpenGame)
{
    auto w = openTabs(10, {2, 5});
    w->documents()->setCurrent(0);
    annotate(*w, "Added");
    ASSERT_TRUE(w->databaseManage()->addGameTo(m_file)) << lines(m_warnings);
    ASSERT_TRUE(shows(*w, 11));
    ASSERT_TRUE(editAndSave(*w, m_tabs[1], "Fifth")) << lines(m_warnings);
    ASSERT_TRUE(editAndSave(*w, m_tabs[0], "Second")) << lines(m_warnings);
    const QByteArray after = test::readAll(m_file);
    EXPECT_EQ(after.count("[Annotator \"Added\"]"), 1) << "the copy at the end";
    EXPECT_EQ(after.count("[Annotator \"Fifth\"]"), 1);
    EXPECT_EQ(after.count("[Annotator \"Second\"]"), 1);
    EXPECT_EQ(after.count("[Event "), 11);
}

// Copied games put into the file before an open game's own (a database written whole) and
// deleted ones: the open games stay savable in place.
TEST_F(OwnWrite, CopyAndDeleteAroundOpenGames)
{
    const QString other = path("other.pgn");
    ASSERT_TRUE(test::writeAll(other, generated(100, 3)));
    auto w = openTabs(10, {2, 9});
    QString error;
    ASSERT_TRUE(w->database2()->openDatabase(other, &error)) << error.toStdString();
    ASSERT_TRUE(shows(w->database2(), 3));
    select(*w, {0, 2}, w->database2());
    ASSERT_TRUE(w->databaseManage()->copySelectedTo(m_file, false, w->database2())) << lines(m_warnings);
    ASSERT_TRUE(shows(*w, 12));
    m_yes = true;
    select(*w, {0, 4});
    ASSERT_TRUE(w->databaseManage()->deleteSelected()) << lines(m_warnings);
    ASSERT_TRUE(shows(*w, 10));
    ASSERT_TRUE(editAndSave(*w, m_tabs[1], "Ninth")) << lines(m_warnings);
    ASSERT_TRUE(editAndSave(*w, m_tabs[0], "Second")) << lines(m_warnings);
    EXPECT_EQ(m_tabs[1]->source().game, 7) << "games 1 and 5 were cut before it";
    const QByteArray after = test::readAll(m_file);
    EXPECT_TRUE(after.startsWith("[Event \"Event 2\"]")) << after.left(200).toStdString();
    EXPECT_EQ(after.count("[Annotator \"Second\"]"), 1);
    EXPECT_EQ(after.count("[Annotator \"Ninth\"]"), 1);
    EXPECT_EQ(after.count("[Event "), 10);
    EXPECT_TRUE(after.endsWith(generated(10, 1) + generated(100, 1) + generated(102, 1)));
}

// Another program's change between the two saves is still refused: the second tab's save asks
// for another file and the file keeps that program's bytes.
TEST_F(OwnWrite, AnotherProgramsChangeAfterOurSaveIsStillRefused)
{
    auto w = openTabs(10, {2, 5});
    ASSERT_TRUE(editAndSave(*w, m_tabs[0], "First")) << lines(m_warnings);
    QByteArray changed = test::readAll(m_file);
    const qsizetype at = changed.indexOf(generated(7, 1)); // another game than the tabs'
    ASSERT_GT(at, 0);
    changed.replace(at, generated(7, 1).size(), generated(7, 1).replace("Player", "Plyr"));
    QFile file(m_file);
    ASSERT_TRUE(file.open(QIODevice::ReadWrite) && file.write(changed) == changed.size()); // same inode
    file.resize(changed.size());
    file.close();
    EXPECT_FALSE(editAndSave(*w, m_tabs[1], "Second"));
    ASSERT_EQ(m_warnings.size(), 1);
    EXPECT_TRUE(m_warnings.front().contains("changed by another program")) << lines(m_warnings);
    EXPECT_EQ(test::readAll(m_file), changed);
    EXPECT_TRUE(m_tabs[1]->isModified());
}

// A session killed with two edited tabs of one file, recovered: the file has not changed since,
// so each tab saves in place, the second after the first.
TEST_F(OwnWrite, RecoveredTabsOfAnUnchangedFileSaveInPlace)
{
    auto w = openTabs(10, {2, 5});
    annotate(*w, "Fifth");
    w->documents()->setCurrent(0);
    annotate(*w, "Second");
    w->autosave(); // the journal, then the kill
    w.reset(); // no clean close: the slot stays
    reopenSettings();
    m_recoveryAnswer = MainWindow::RecoveryAnswer::Recover;
    auto again = makeWindow();
    ASSERT_EQ(m_recoveryOffers.size(), 1);
    ASSERT_EQ(again->documents()->count(), 2);
    ASSERT_TRUE(QTest::qWaitFor([&] { return !again->database()->shownDatabase().isEmpty(); }, 30000));
    ASSERT_TRUE(shows(*again, 10));
    GameDocument* second = again->documents()->at(0);
    GameDocument* fifth = again->documents()->at(1);
    ASSERT_TRUE(second->isModified() && fifth->isModified());
    ASSERT_TRUE(saved(*again, second)) << lines(m_warnings);
    ASSERT_TRUE(saved(*again, fifth)) << lines(m_warnings);
    const QByteArray after = test::readAll(m_file);
    EXPECT_EQ(after.count("[Annotator \"Second\"]"), 1);
    EXPECT_EQ(after.count("[Annotator \"Fifth\"]"), 1);
    EXPECT_EQ(after.count("[Event "), 10);
}
