// The window's actions and document state: undo/redo actions (enabled state and text), the
// standard shortcuts without clashes, the title with '*', the unsaved-changes prompt, move entry
// from the board, promotion through the move entry. Offscreen.
#include "tst_mainwindow.h"
#include "gamenavigation.h"

#include "analysiswiring.h"
#include "databasewiring.h"
#include "gamedocument.h"
#include "gamefiles.h"
#include "gamelistmodel.h"
#include "openingswiring.h"
#include "windowactions.h"
#include "windowboard.h"

#include "gameengine/playcontroller.h"
#include "boardviewport.h"
#include "engine/builtinengine.h"
#include "viewportinput.h"
#include "panels/explorermodel.h"
#include "panels/moveentry.h"

#include <QAction>
#include <QClipboard>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QMap>
#include <QSignalSpy>
#include <QUndoStack>

using namespace kibitz;
using kibitz::test::WindowTest;

TEST_F(WindowTest, UndoRedoActionsFollowTheStack)
{
    auto w = makeWindow();
    QAction* undo = w->actions().undo;
    QAction* redo = w->actions().redo;
    EXPECT_FALSE(undo->isEnabled());
    EXPECT_FALSE(redo->isEnabled());
    play(*w, {"e4"});
    EXPECT_TRUE(undo->isEnabled());
    EXPECT_FALSE(redo->isEnabled());
    EXPECT_TRUE(undo->text().contains("e4")) << undo->text().toStdString(); // names the edit
    undo->trigger();
    EXPECT_EQ(w->model()->cursor(), game::RootNode);
    EXPECT_FALSE(undo->isEnabled());
    EXPECT_TRUE(redo->isEnabled());
    EXPECT_TRUE(redo->text().contains("e4")) << redo->text().toStdString();
    redo->trigger();
    EXPECT_EQ(w->model()->san(w->model()->cursor()), "e4");
}

TEST_F(WindowTest, UndoAndRedoHaveTheirStandardKeys)
{
    auto w = makeWindow();
    EXPECT_TRUE(w->actions().undo->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Z)));
    const QList<QKeySequence> redo = w->actions().redo->shortcuts();
    EXPECT_TRUE(redo.contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)));
    EXPECT_TRUE(redo.contains(QKeySequence(Qt::CTRL | Qt::Key_Y)));
}

TEST_F(WindowTest, GameActionsHaveTheirShortcuts)
{
    auto w = makeWindow();
    const WindowActions& a = w->actions();
    EXPECT_EQ(a.newGame->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_N));
    EXPECT_EQ(a.loadFen->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_L));
    // Ctrl+Shift+S is Save As, as in every program (it was Save FEN's, and Save As had none).
    EXPECT_EQ(a.savePgnAs->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    for (const QKeySequence& key : QKeySequence::keyBindings(QKeySequence::SaveAs))
        EXPECT_TRUE(a.savePgnAs->shortcuts().contains(key)) << key.toString().toStdString();
    EXPECT_EQ(a.saveFen->shortcut(), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_S));
    EXPECT_EQ(a.copyFen->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    EXPECT_EQ(a.paste->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V));
    EXPECT_EQ(a.openPgn->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_O));
    EXPECT_EQ(a.savePgn->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_S));
}

TEST_F(WindowTest, NoTwoWindowActionsShareAShortcut)
{
    auto w = makeWindow();
    QMap<QString, QString> owner;
    for (QAction* action : w->findChildren<QAction*>()) {
        if (action->shortcutContext() != Qt::WindowShortcut && action->shortcutContext() != Qt::ApplicationShortcut)
            continue;
        for (const QKeySequence& key : action->shortcuts()) {
            const QString k = key.toString();
            EXPECT_FALSE(owner.contains(k))
                << k.toStdString() << ": " << owner.value(k).toStdString() << " and " << action->text().toStdString();
            owner.insert(k, action->text());
        }
    }
    EXPECT_GE(owner.size(), 15);
}

TEST_F(WindowTest, TitleShowsPlayersFileAndUnsavedStar)
{
    auto w = makeWindow(false);
    EXPECT_EQ(w->windowTitle(), "Kibitz[*]");
    EXPECT_FALSE(w->isWindowModified());
    play(*w, {"e4"});
    EXPECT_TRUE(w->isWindowModified()) << "shown as Kibitz*";
    w->model()->undoStack()->undo();
    EXPECT_FALSE(w->isWindowModified()); // back at the clean state
    QString error;
    ASSERT_TRUE(w->files()->loadText("[White \"Alpha\"]\n[Black \"Beta\"]\n\n1. e4 e5 *\n", "the test", &error))
        << error.toStdString();
    EXPECT_EQ(w->windowTitle(), "Alpha vs Beta[*] — Kibitz");
    play(*w, {"Nf3"});
    EXPECT_TRUE(w->isWindowModified());
    ASSERT_TRUE(w->files()->savePgnTo(path("game.pgn"), &error)) << error.toStdString();
    EXPECT_EQ(w->windowTitle(), "Alpha vs Beta[*] — game.pgn — Kibitz");
    EXPECT_FALSE(w->isWindowModified());
    EXPECT_EQ(w->windowFilePath(), path("game.pgn"));
    EXPECT_EQ(w->document()->filePath(), path("game.pgn"));
}

// Issue 25: a NUL byte in a tag value reads as U+FFFD, in the full reader and the database
// scanner alike, and the title shows the whole names (before: "Carl" and the NUL, cut there).
TEST_F(WindowTest, ANulInATagDoesNotCutTheTitle)
{
    const QString file = path("nul.pgn");
    QFile out(file);
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    const char text[] = "[Event \"E\"]\n[White \"Carl\0sen\"]\n[Black \"Nepo\\\"\0\"]\n[Result \"*\"]\n\n1. e4 e5 *\n";
    out.write(text, qint64(sizeof text - 1));
    out.close();
    auto w = makeWindow(false);
    QString error;
    ASSERT_TRUE(w->files()->openFile(file, &error)) << error.toStdString();
    const QString white = QStringLiteral("Carl\uFFFDsen"), black = QStringLiteral("Nepo\"\uFFFD");
    EXPECT_EQ(QString::fromStdString(w->model()->game().tag("White")), white);
    EXPECT_EQ(QString::fromStdString(w->model()->game().tag("Black")), black);
    EXPECT_EQ(w->windowTitle(), white + " vs " + black + "[*] — nul.pgn — Kibitz");
    EXPECT_FALSE(w->windowTitle().contains(QChar(0)));
    ASSERT_TRUE(w->database()->openDatabase(file, &error)) << error.toStdString();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !w->database()->isIndexing(); }, 30000));
    ASSERT_EQ(w->database()->games()->rowCount(), 1);
    EXPECT_EQ(w->database()->games()->index(0, GameListModel::White).data().toString(), white);
    EXPECT_EQ(w->database()->games()->index(0, GameListModel::Black).data().toString(), black);
}

TEST_F(WindowTest, ClosingACleanGameAsksNothing)
{
    auto w = makeWindow(false);
    EXPECT_TRUE(w->close());
    EXPECT_TRUE(m_prompted.isEmpty());
}

TEST_F(WindowTest, ClosingWithUnsavedEditsAsksAndCancelKeepsTheWindow)
{
    auto w = makeWindow(false);
    play(*w, {"e4"});
    m_answer = UnsavedGuard::Answer::Cancel;
    EXPECT_FALSE(w->close());
    EXPECT_EQ(m_prompted.size(), 1);
    m_answer = UnsavedGuard::Answer::Discard;
    EXPECT_TRUE(w->close());
    EXPECT_EQ(m_prompted.size(), 2);
}

TEST_F(WindowTest, SaveAnswerWritesTheKnownFileBeforeClosing)
{
    auto w = makeWindow(false);
    QString error;
    ASSERT_TRUE(w->files()->savePgnTo(path("study.pgn"), &error)) << error.toStdString();
    play(*w, {"d4", "d5"});
    m_answer = UnsavedGuard::Answer::Save;
    EXPECT_TRUE(w->close());
    EXPECT_EQ(m_prompted, QStringList{"study.pgn"});
    QFile file(path("study.pgn"));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    EXPECT_TRUE(file.readAll().contains("1. d4 d5"));
}

// New Game is an undoable edit of the study: nothing is asked, nothing is lost (issue 17, item 7).
TEST_F(WindowTest, NewGameIsUndoableAndAsksNothing)
{
    auto w = makeWindow(false);
    play(*w, {"e4"});
    m_answer = UnsavedGuard::Answer::Cancel;
    w->actions().newGame->trigger();
    EXPECT_TRUE(m_prompted.isEmpty());
    EXPECT_EQ(w->model()->cursor(), game::RootNode);
    EXPECT_FALSE(w->document()->isModified()) << "a new game has nothing to lose yet";
    w->actions().undo->trigger(); // the old game is one undo away
    EXPECT_EQ(w->model()->san(w->model()->cursor()), "e4");
    EXPECT_TRUE(w->document()->isModified());
}

TEST_F(WindowTest, TypingOnTheBoardOpensTheMoveEntry)
{
    auto w = makeWindow(false);
    MoveEntry* entry = w->moveEntry();
    EXPECT_TRUE(entry->isHidden());
    emit w->viewport()->textTyped("e");
    EXPECT_FALSE(entry->isHidden());
    QTest::keyClicks(entry->field(), "4");
    QTest::keyClick(entry->field(), Qt::Key_Return);
    EXPECT_EQ(w->model()->san(w->model()->cursor()), "e4");
    EXPECT_TRUE(entry->isHidden());
    emit w->viewport()->textTyped("K");
    QTest::keyClicks(entry->field(), "e3");
    QTest::keyClick(entry->field(), Qt::Key_Return);
    EXPECT_FALSE(entry->isHidden());
    EXPECT_FALSE(entry->errorText().isEmpty()); // Black to move: Ke3 is no move here
    EXPECT_EQ(w->model()->san(w->model()->cursor()), "e4");
}

// Keys that reach the window itself (no widget focused, as after a window manager focused the
// frame) still type a move.
TEST_F(WindowTest, TypingWithNoFocusedWidgetOpensTheMoveEntry)
{
    auto w = makeWindow(false);
    QTest::keyClick(w.get(), Qt::Key_E);
    ASSERT_FALSE(w->moveEntry()->isHidden());
    QTest::keyClicks(w->moveEntry()->field(), "4");
    QTest::keyClick(w->moveEntry()->field(), Qt::Key_Return);
    EXPECT_EQ(w->model()->san(w->model()->cursor()), "e4");
    QTest::keyClick(w.get(), Qt::Key_S, Qt::ControlModifier);
    EXPECT_TRUE(w->moveEntry()->isHidden()) << "shortcuts are not typing";
}

// Play > Hint (against the built-in engine) tints the suggested move on the board.
TEST_F(WindowTest, HintIsShownOnTheBoard)
{
    auto w = makeWindow(false);
    auto* wiring = w->findChild<AnalysisWiring*>(QStringLiteral("analysisWiring"));
    ASSERT_NE(wiring, nullptr);
    ASSERT_NE(w->viewport(), nullptr);
    engine::PlayController* play = wiring->playController();
    play->start(core::White, new engine::BuiltinEngine, 1);
    QSignalSpy hints(play, &engine::PlayController::hintReady);
    wiring->hintAction()->trigger();
    ASSERT_TRUE(hints.wait(10000));
    const auto move = hints.first().at(1).value<core::Move>();
    const board3d::BoardHighlights h = w->viewport()->input()->highlights();
    EXPECT_EQ(h.hintFrom, int(move.from()));
    EXPECT_EQ(h.hintTo, int(move.to()));
    wiring->shutdown();
}

TEST_F(WindowTest, TypingBeforeTheBoardHasLoadedIsNotLost)
{
    QSettings settings(path("deferred.ini"), QSettings::IniFormat);
    MainWindow::Options o;
    o.settings = &settings;
    o.restoreSession = false;
    o.deferBoard = true; // the board comes after the first paint, which never happens here
    MainWindow w(o);
    ASSERT_EQ(w.viewport(), nullptr);
    auto* placeholder = w.centralWidget()->findChild<QWidget*>(QStringLiteral("boardPlaceholder"));
    ASSERT_NE(placeholder, nullptr);
    QTest::keyClicks(placeholder, "Nf3");
    ASSERT_FALSE(w.moveEntry()->isHidden());
    QTest::keyClick(w.moveEntry()->field(), Qt::Key_Return);
    EXPECT_EQ(w.model()->san(w.model()->cursor()), "Nf3");
    EXPECT_TRUE(w.moveEntry()->isHidden());
}

// Issue 30: kibitz's first 3D frame does not wait for the ECO names, the book, the explorer or a
// database to index; all of them come once the frame is up.
TEST_F(WindowTest, WhatTheFirstFrameDoesNotNeedArrivesAfterIt)
{
    const QString book = OpeningsPaths().defaultBook;
    if (!QFile::exists(book) || !QFile::exists(OpeningsPaths().ecoTable))
        GTEST_SKIP() << "needs the gnuchess book and pgn-extract's eco.pgn";
    const QString pgn = path("two.pgn");
    ASSERT_TRUE(test::writeAll(pgn, "[White \"A\"]\n\n1. e4 e5 *\n\n[White \"B\"]\n\n1. d4 d5 *\n"));
    m_startFile = pgn; // a study of several games, listed in the Games panel once indexed
    m_deferBoard = true;
    auto w = makeWindow(false);
    auto* openings = w->findChild<OpeningsWiring*>(QStringLiteral("openingsWiring"));
    ASSERT_NE(openings, nullptr);
    w->model()->navigation()->toEnd();
    ASSERT_EQ(w->model()->san(w->model()->cursor()), "e5"); // the game itself is there at once
    EXPECT_FALSE(openings->isLoaded());
    EXPECT_EQ(openings->ecoLabel()->text(), "");
    EXPECT_EQ(openings->explorerModel()->rowCount(), 0);
    EXPECT_EQ(w->database()->shownDatabase(), "");
    QSignalSpy done(w.get(), &MainWindow::firstFrameWorkDone);
    QSignalSpy boardMade(w->board(), &WindowBoard::boardSet);
    w->show();
    ASSERT_TRUE(done.wait(60000)) << "the first frame's work never ran";
    ASSERT_EQ(boardMade.count(), 1); // it waited for the board
    EXPECT_TRUE(w->isFirstFrameWorkDone());
    EXPECT_TRUE(openings->isLoaded());
    EXPECT_EQ(openings->ecoLabel()->text(), "C20 King's pawn game");
    EXPECT_GT(openings->explorerModel()->rowCount(), 0); // the book's replies to 1. e4 e5
    EXPECT_EQ(w->database()->shownDatabase(), QFileInfo(pgn).absoluteFilePath());
}

TEST_F(WindowTest, CopyFenPutsThePositionOnTheClipboard)
{
    auto w = makeWindow(false);
    play(*w, {"e4", "e5"});
    w->actions().copyFen->trigger();
    EXPECT_EQ(QGuiApplication::clipboard()->text(), "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
}

TEST_F(WindowTest, PasteLoadsFenOrPgnAndRefusesGarbage)
{
    auto w = makeWindow(false);
    m_answer = UnsavedGuard::Answer::Discard;
    QGuiApplication::clipboard()->setText("8/4P1k1/8/8/8/8/6K1/8 w - - 0 1");
    w->actions().paste->trigger();
    EXPECT_EQ(w->model()->fen(), "8/4P1k1/8/8/8/8/6K1/8 w - - 0 1");
    QGuiApplication::clipboard()->setText("1. d4 Nf6 2. c4 e6 *");
    w->actions().paste->trigger();
    EXPECT_EQ(w->model()->san(w->model()->cursor()), "e6");
    const int edits = w->model()->undoStack()->count();
    QString error;
    EXPECT_FALSE(w->files()->loadText("hello, world", "the test", &error));
    EXPECT_FALSE(error.isEmpty());
    EXPECT_EQ(w->model()->undoStack()->count(), edits);
    EXPECT_EQ(w->model()->san(w->model()->cursor()), "e6");
}

// Game > Claim Draw: enabled only at the last position of the main line, while a draw can be
// claimed and the game has no result; the claim is the game's result, and Undo takes it back.
TEST_F(WindowTest, ClaimDrawIsOfferedWhereADrawCanBeClaimed)
{
    auto w = makeWindow(false);
    QAction* claim = w->actions().claimDraw;
    ASSERT_NE(claim, nullptr);
    EXPECT_FALSE(claim->isEnabled()) << "at the start";
    play(*w, {"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"});
    EXPECT_FALSE(claim->isEnabled()) << "before the third repetition";
    play(*w, {"Ng8"});
    EXPECT_TRUE(claim->isEnabled()) << "the position stands for the third time";
    play(*w, {"Nf3"});
    EXPECT_TRUE(claim->isEnabled()) << "this one too";
    w->actions().goBack->trigger(); // a claimable position, but not the game's last
    EXPECT_FALSE(claim->isEnabled()) << "an earlier position is shown";
    w->actions().goEnd->trigger();
    ASSERT_TRUE(claim->isEnabled());
    claim->trigger();
    EXPECT_EQ(w->model()->game().tag("Result"), "1/2-1/2");
    EXPECT_FALSE(claim->isEnabled()) << "the game has its result";
    w->actions().undo->trigger();
    EXPECT_NE(w->model()->game().tag("Result"), "1/2-1/2");
    EXPECT_TRUE(claim->isEnabled()) << "the claim undone";
}
