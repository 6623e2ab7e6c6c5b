// Start-up (issue 30) as kibitz starts (Options::deferBoard): what the first paint does not show
// is built after the board's first frame, or at once when the person asks for it sooner, and the
// work that waits for the frame comes after everything else that answers the frame.
#include "tst_mainwindow.h"

#include "analysiswiring.h"
#include "databasemanage.h"
#include "databasewiring.h"
#include "reviewwiring.h"
#include "windowboard.h"

#include "analysis/evalgraph.h"
#include "analysis/reviewpanel.h"
#include "boardviewport.h"
#include "gameengine/gameevaluator.h"
#include "panels/asciiboardpanel.h"
#include "panels/gamespanel.h"

#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QIcon>
#include <QLockFile>
#include <QSignalSpy>
#include <QTableView>
#include <QUndoView>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

using namespace kibitz;
using kibitz::test::WindowTest;

namespace {
QDockWidget* dock(MainWindow& w, const char* name) { return w.findChild<QDockWidget*>(QString::fromLatin1(name)); }

// The docks whose panels wait: tabs behind the moves and behind the analysis, the review's
// (hidden until a review) and the two Games panels (hidden until a database is opened).
const char* const kLaterDocks[] = {"evalGraphDock", "undoDock", "debugDock", "reviewDock", "gamesDock", "gamesDock2"};
} // namespace

TEST_F(WindowTest, HiddenTabsPanelsAreBuiltAfterTheFirstFrame)
{
    m_deferBoard = true;
    auto w = makeWindow(false);
    for (const char* name : kLaterDocks) {
        ASSERT_NE(dock(*w, name), nullptr) << name; // the dock is there for the layout and View > Panels
        EXPECT_EQ(dock(*w, name)->widget(), nullptr) << name << " was built before the first frame";
    }
    EXPECT_EQ(w->findChild<analysis::EvalGraph*>(), nullptr);
    EXPECT_NE(dock(*w, "movesDock")->widget(), nullptr); // what the first paint shows is there
    EXPECT_NE(dock(*w, "analysisDock")->widget(), nullptr);
    QSignalSpy done(w.get(), &MainWindow::firstFrameWorkDone);
    w->show();
    ASSERT_TRUE(done.wait(60000)) << "the first frame's work never ran";
    for (const char* name : kLaterDocks)
        EXPECT_NE(dock(*w, name)->widget(), nullptr) << name << " was never built";
    EXPECT_NE(qobject_cast<analysis::EvalGraph*>(dock(*w, "evalGraphDock")->widget()), nullptr);
    EXPECT_NE(qobject_cast<QUndoView*>(dock(*w, "undoDock")->widget()), nullptr);
    EXPECT_EQ(dock(*w, "debugDock")->widget(), w->asciiPanel());
    EXPECT_NE(qobject_cast<analysis::ReviewPanel*>(dock(*w, "reviewDock")->widget()), nullptr);
    EXPECT_EQ(dock(*w, "gamesDock")->widget(), w->database()->panel());
    EXPECT_EQ(dock(*w, "gamesDock2")->widget(), w->database2()->panel());
}

// A Games panel built after the first frame gets from Game > Manage what one built at once had:
// its games dragged and dropped, the selection's actions in its context menu.
TEST_F(WindowTest, AGamesPanelBuiltLaterGetsItsDragsAndActions)
{
    m_deferBoard = true;
    auto w = makeWindow(false);
    QSignalSpy done(w.get(), &MainWindow::firstFrameWorkDone);
    w->show();
    ASSERT_TRUE(done.wait(60000));
    for (DatabaseWiring* db : {w->database(), w->database2()}) {
        const QTableView* table = db->panel()->table();
        EXPECT_EQ(table->dragDropMode(), QAbstractItemView::DragDrop);
        EXPECT_TRUE(table->viewport()->acceptDrops());
        EXPECT_EQ(table->contextMenuPolicy(), Qt::ActionsContextMenu);
        EXPECT_EQ(table->actions().size(), 3); // copy to, move to, delete
    }
    for (QAction* action : w->databaseManage()->selectionActions())
        EXPECT_NE(action, nullptr);
    EXPECT_EQ(w->databaseManage()->selectionActions(), w->database()->panel()->table()->actions());
}

// The graph's evaluator runs while the graph is shown: not before the board's first frame.
TEST_F(WindowTest, TheEvaluationGraphsEngineWaitsForTheFirstFrame)
{
    m_deferBoard = true;
    auto w = makeWindow(false);
    auto* analysis = w->findChild<AnalysisWiring*>(QStringLiteral("analysisWiring"));
    ASSERT_NE(analysis, nullptr);
    bool runningAtFrame = true;
    QObject::connect(w->board(), &WindowBoard::boardSet, w.get(), [&] {
        QObject::connect(w->viewport(), &BoardViewport::firstFrameRendered, w.get(),
                         [&] { runningAtFrame = analysis->gameEvaluator()->isRunning(); });
    });
    QSignalSpy done(w.get(), &MainWindow::firstFrameWorkDone);
    w->show();
    ASSERT_TRUE(done.wait(60000));
    EXPECT_FALSE(runningAtFrame) << "the evaluator searched before the board's first frame";
    EXPECT_TRUE(QTest::qWaitFor([&] { return analysis->gameEvaluator()->isRunning(); }, 5000))
        << "the graph (a tab behind the analysis, shown but covered) never ran it";
}

// A tab chosen before the first frame, or a part asking for its panel, gets it at once.
TEST_F(WindowTest, APanelAskedForBeforeTheFirstFrameIsBuiltAtOnce)
{
    m_deferBoard = true;
    auto w = makeWindow(false);
    w->show();
    ASSERT_FALSE(w->isFirstFrameWorkDone());
    QDockWidget* graph = dock(*w, "evalGraphDock");
    graph->raise(); // its tab chosen
    EXPECT_NE(qobject_cast<analysis::EvalGraph*>(graph->widget()), nullptr);
    EXPECT_NE(w->asciiPanel(), nullptr);
    EXPECT_EQ(dock(*w, "debugDock")->widget(), w->asciiPanel());
    auto* review = w->findChild<ReviewWiring*>(QStringLiteral("reviewWiring"));
    ASSERT_NE(review, nullptr);
    EXPECT_NE(review->panel(), nullptr);
    EXPECT_EQ(dock(*w, "reviewDock")->widget(), review->panel());
    ASSERT_NE(w->database()->panel(), nullptr);
    EXPECT_EQ(dock(*w, "gamesDock")->widget(), w->database()->panel());
    EXPECT_EQ(w->database()->panel()->table()->actions().size(), 3); // Game > Manage's, at once too
    EXPECT_EQ(dock(*w, "undoDock")->widget(), nullptr); // the others still wait
    EXPECT_FALSE(w->isFirstFrameWorkDone());
}

// Panels that arrive later change nothing the first frame showed: the docks keep their places.
TEST_F(WindowTest, PanelsBuiltAfterTheFirstFrameMoveNothing)
{
    m_deferBoard = true;
    auto w = makeWindow(false);
    std::string atFrame;
    // "name x,y wxh" of every dock seen (in front of its tab group) and of the board.
    const auto shownDocks = [&w] {
        QStringList places;
        QList<QWidget*> seen{w->board()->widget()};
        for (QDockWidget* d : w->findChildren<QDockWidget*>())
            if (d->isVisible() && !d->visibleRegion().isEmpty())
                seen << d;
        for (QWidget* s : seen) {
            const QRect r(s->mapTo(w.get(), QPoint(0, 0)), s->size());
            places << QStringLiteral("%1 %2,%3 %4x%5")
                          .arg(s->objectName())
                          .arg(r.x())
                          .arg(r.y())
                          .arg(r.width())
                          .arg(r.height());
        }
        places.sort();
        return places.join(QLatin1Char('\n')).toStdString();
    };
    QObject::connect(w->board(), &WindowBoard::boardSet, w.get(), [&] {
        QObject::connect(w->viewport(), &BoardViewport::firstFrameRendered, w.get(), [&] { atFrame = shownDocks(); });
    });
    QSignalSpy done(w.get(), &MainWindow::firstFrameWorkDone);
    w->show();
    ASSERT_TRUE(done.wait(60000));
    ASSERT_FALSE(atFrame.empty());
    for (int turn = 0; turn < 3; ++turn) { // the layout takes the new panels on its next turns
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
    EXPECT_EQ(shownDocks(), atFrame);
}

// What else answers the first frame (the start-up probe, the memory trim) runs before the work
// that waited for it, so the frame is reported when it was drawn.
TEST_F(WindowTest, TheWorkThatWaitedForTheFirstFrameComesAfterTheFramesOtherHandlers)
{
    m_deferBoard = true;
    auto w = makeWindow(false);
    bool workDoneAtFrame = true;
    QObject::connect(w->board(), &WindowBoard::boardSet, w.get(), [&] {
        QObject::connect(w->viewport(), &BoardViewport::firstFrameRendered, w.get(),
                         [&] { workDoneAtFrame = w->isFirstFrameWorkDone(); });
    });
    QSignalSpy done(w.get(), &MainWindow::firstFrameWorkDone);
    w->show();
    ASSERT_TRUE(done.wait(60000));
    EXPECT_FALSE(workDoneAtFrame);
}

#ifdef Q_OS_UNIX
// Taking a dead session's lock to remove it writes and syncs a file: that waits for the first
// frame too, and still happens.
TEST_F(WindowTest, ADeadSessionsLockGoesAfterTheFirstFrame)
{
    const QString deadLock = path("session/autosave-20260101-000000000-1.json.lock"); // makeWindow()'s journal
    ASSERT_TRUE(QDir().mkpath(path("session")));
    ASSERT_TRUE(test::leaveDeadLock(deadLock)); // a session killed before it wrote anything
    m_deferBoard = true;
    auto w = makeWindow(false);
    EXPECT_TRUE(QFileInfo::exists(deadLock)) << "removed before the first frame";
    QSignalSpy done(w.get(), &MainWindow::firstFrameWorkDone);
    w->show();
    ASSERT_TRUE(done.wait(60000));
    EXPECT_FALSE(QFileInfo::exists(deadLock));
    EXPECT_TRUE(QFileInfo::exists(w->journal()->slotPath() + ".lock")) << "the window's own lock stays";
}
#endif

// Taking the window's own lock writes and syncs a file too: it waits for the first frame.
TEST_F(WindowTest, TheWindowsOwnLockIsTakenAfterTheFirstFrame)
{
    m_deferBoard = true;
    auto w = makeWindow(false);
    const QString ownLock = w->journal()->slotPath() + ".lock";
    EXPECT_FALSE(QFileInfo::exists(ownLock)) << "taken before the first frame";
    QSignalSpy done(w.get(), &MainWindow::firstFrameWorkDone);
    w->show();
    ASSERT_TRUE(done.wait(60000));
    EXPECT_TRUE(QFileInfo::exists(ownLock));
}

// The restored study reaches the journal's slot after the first frame (last-session.json holds
// it until then): the write syncs, a wait on the disk.
TEST_F(WindowTest, ARestoredStudyIsJournaledAfterTheFirstFrame)
{
    {
        auto first = makeWindow(false);
        play(*first, {"e4", "e5"});
        ASSERT_TRUE(first->saveSession());
        first->journal()->closeCleanly();
    }
    reopenSettings();
    m_deferBoard = true;
    auto w = makeWindow(true);
    ASSERT_TRUE(w->model()->pgn().contains("1. e4 e5")) << w->model()->pgn().toStdString();
    EXPECT_TRUE(w->autosavePending());
    int writesAtFrame = -1;
    QObject::connect(w->board(), &WindowBoard::boardSet, w.get(), [&] {
        QObject::connect(w->viewport(), &BoardViewport::firstFrameRendered, w.get(),
                         [&] { writesAtFrame = w->journal()->writeCount(); });
    });
    QSignalSpy done(w.get(), &MainWindow::firstFrameWorkDone);
    w->show();
    ASSERT_TRUE(done.wait(60000));
    EXPECT_EQ(writesAtFrame, 0);
    ASSERT_TRUE(QTest::qWaitFor([&] { return w->journal()->writeCount() > 0; }, 10000)) << "never journaled";
    EXPECT_TRUE(QFileInfo::exists(w->journal()->slotPath()));
}

// A journal not yet holding its lock takes it before its slot first reaches the disk: another
// Kibitz offers a slot whose lock it can take as a crashed session's study.
TEST_F(WindowTest, AJournalsSlotIsWrittenUnderItsLock)
{
    SessionJournal journal(path("journal"));
    SessionJournal::Snapshot snapshot;
    snapshot.pgn = QStringLiteral("1. e4 *");
    snapshot.savedAt = QDateTime::currentDateTimeUtc();
    QString error;
    ASSERT_TRUE(journal.write(snapshot, &error)) << error.toStdString();
    QLockFile other(journal.slotPath() + ".lock");
    EXPECT_FALSE(other.tryLock(0)) << "the slot was written without its lock held";
}

#ifdef Q_OS_UNIX
// A start that changes no choice leaves the settings file alone: QSettings rewrites and syncs
// the whole file after any set, an unchanged value too (the analysis panel stored its engine).
TEST_F(WindowTest, AStartWithNothingChangedWritesNoSettings)
{
    makeWindow(false).reset();
    m_settings->sync();
    reopenSettings();
    struct stat before {};
    ASSERT_EQ(::stat(qPrintable(path("settings.ini")), &before), 0);
    auto w = makeWindow(false);
    m_settings->sync();
    struct stat after {};
    ASSERT_EQ(::stat(qPrintable(path("settings.ini")), &after), 0);
    EXPECT_EQ(after.st_ino, before.st_ino) << "settings written again";
}
#endif

// X takes the window's icon as pixmaps rendered from the SVG when the window is created: the
// window shows the application's own icon (one QIcon, rendered once), not a copy of its own.
TEST_F(WindowTest, TheWindowSharesTheApplicationsIcon)
{
    const QIcon before = QApplication::windowIcon();
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/kibitz.svg"))); // as main() does
    auto w = makeWindow(false);
    const qint64 appKey = QApplication::windowIcon().cacheKey();
    QApplication::setWindowIcon(before);
    EXPECT_EQ(w->windowIcon().cacheKey(), appKey);
    EXPECT_FALSE(w->windowIcon().isNull());
}

// Without an application icon (a window made elsewhere than main()) it still has Kibitz's.
TEST_F(WindowTest, TheWindowHasAnIconWithoutTheApplications)
{
    ASSERT_TRUE(QApplication::windowIcon().isNull());
    auto w = makeWindow(false);
    EXPECT_FALSE(w->windowIcon().isNull());
    EXPECT_FALSE(w->windowIcon().pixmap(16, 16).isNull());
}
