// Both Games panels' databases are kept in the study the journal keeps (tester: with two
// databases open, a restart or a crash recovery reopened only the first; the recovery:
// tst_safesave_window's ADatabaseOpenedAfterTheLastEditIsRecoveredToo).
#include "gtestqtry.h"
#include "tst_mainwindow.h"

#include "databasewiring.h"
#include "databasescan.h"

#include <QFileInfo>
#include <QSignalSpy>

using namespace kibitz;
using DatabaseSession = kibitz::test::WindowTest;

namespace {

const QByteArray Game = "[Event \"E\"]\n[White \"W\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 e5 *\n\n";

// Opens file in the panel and waits for its index.
void openIndexed(DatabaseWiring* db, const QString& file)
{
    QSignalSpy indexed(db->scan(), &DatabaseScan::finished);
    QString error;
    ASSERT_TRUE(db->openDatabase(file, &error)) << error.toStdString();
    ASSERT_TRUE(indexed.wait(30000));
}

// True once the panel shows file, indexed.
bool shows(DatabaseWiring* db, const QString& file)
{
    return QTest::qWaitFor(
        [&] { return db->shownDatabase() == QFileInfo(file).absoluteFilePath() && !db->isIndexing(); }, 30000);
}

} // namespace

TEST_F(DatabaseSession, BothDatabasesComeBackAfterARestart)
{
    const QString first = path("first.pgn"), second = path("second.pgn");
    ASSERT_TRUE(test::writeAll(first, Game.repeated(3)));
    ASSERT_TRUE(test::writeAll(second, Game.repeated(5)));
    {
        auto w = makeWindow(false);
        openIndexed(w->database(), first);
        openIndexed(w->database2(), second);
        ASSERT_TRUE(w->saveSession());
    }
    reopenSettings();
    auto w = makeWindow(true);
    EXPECT_TRUE(shows(w->database(), first)) << w->database()->shownDatabase().toStdString();
    EXPECT_TRUE(shows(w->database2(), second)) << w->database2()->shownDatabase().toStdString();
}
