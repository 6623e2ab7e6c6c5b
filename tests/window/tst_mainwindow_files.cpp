// Persistence and input around the window: SessionStore on a temporary QSettings, the session
// restored by a new window (game, cursor, unsaved flag), dock visibility remembered, drops, files,
// the command line (what a text holds: tests/model/tst_filecontent). Offscreen.
#include "tst_mainwindow.h"
#include "gameediting.h"
#include "gamenavigation.h"

#include "appoptions.h"
#include "dropfilter.h"
#include "gamedocument.h"
#include "gamefiles.h"
#include "sessionstore.h"
#include "startup.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QDropEvent>
#include <QFile>
#include <QFileInfo>
#include <QMimeData>
#include <QSettings>
#include <QUndoStack>
#include <QUrl>

using namespace kibitz;
using kibitz::test::WindowTest;

TEST_F(WindowTest, SessionStoreRoundTrip)
{
    {
        QSettings settings(path("s.ini"), QSettings::IniFormat);
        SessionStore store(&settings);
        EXPECT_TRUE(store.restoreSession()); // on by default
        EXPECT_FALSE(store.session().has_value());
        store.setRestoreSession(false);
        store.setGeometry("geometry-bytes");
        store.setWindowState("state-bytes");
        store.setSession({"1. e4 *", {0, 1, 0}, "/tmp/x.pgn", true});
        for (int i = 0; i < 10; ++i)
            store.addRecentFile(QStringLiteral("/tmp/f%1.pgn").arg(i));
        store.addRecentFile("/tmp/f3.pgn");
    }
    QSettings settings(path("s.ini"), QSettings::IniFormat);
    SessionStore store(&settings);
    EXPECT_FALSE(store.restoreSession());
    EXPECT_EQ(store.geometry(), "geometry-bytes");
    EXPECT_EQ(store.windowState(), "state-bytes");
    const auto session = store.session();
    ASSERT_TRUE(session.has_value());
    EXPECT_EQ(session->pgn, "1. e4 *");
    EXPECT_EQ(session->cursorPath, (QList<int>{0, 1, 0}));
    EXPECT_EQ(session->filePath, "/tmp/x.pgn");
    EXPECT_TRUE(session->modified);
    const QStringList recent = store.recentFiles();
    ASSERT_EQ(recent.size(), SessionStore::MaxRecentFiles);
    EXPECT_EQ(recent.first(), "/tmp/f3.pgn");
    EXPECT_EQ(recent.count("/tmp/f3.pgn"), 1);
    EXPECT_EQ(recent.at(1), "/tmp/f9.pgn");
    store.clearSession();
    EXPECT_FALSE(store.session().has_value());
}


// Tester's F13: Open Recent listed one file twice, opened by a path with "." or "..", through a
// symbolic link, or listed so by an older version. One entry per file, by its canonical path,
// the most recent first.
TEST_F(WindowTest, RecentFilesHoldEachFileOnce)
{
    ASSERT_TRUE(kibitz::test::writeAll(path("a.pgn"), "1. e4 *\n"));
    ASSERT_TRUE(kibitz::test::writeAll(path("b.pgn"), "1. d4 *\n"));
    ASSERT_TRUE(QDir().mkpath(path("sub")));
    ASSERT_TRUE(QFile::link(path("a.pgn"), path("link.pgn")));
    const QString a = QFileInfo(path("a.pgn")).canonicalFilePath();
    const QString b = QFileInfo(path("b.pgn")).canonicalFilePath();
    QSettings settings(path("s.ini"), QSettings::IniFormat);
    SessionStore store(&settings);
    store.addRecentFile(path("a.pgn"));
    store.addRecentFile(path("b.pgn"));
    store.addRecentFile(path("sub/../a.pgn"));
    store.addRecentFile(path("./link.pgn"));
    EXPECT_EQ(store.recentFiles().join('\n').toStdString(), QStringList({a, b}).join('\n').toStdString());
    store.addRecentFile(path("sub/./../b.pgn"));
    EXPECT_EQ(store.recentFiles().join('\n').toStdString(), QStringList({b, a}).join('\n').toStdString());
    // A list stored with the same file twice shows it once, where it came first.
    settings.setValue("recentFiles", QStringList{path("link.pgn"), b, path("a.pgn")});
    EXPECT_EQ(store.recentFiles().join('\n').toStdString(), QStringList({a, b}).join('\n').toStdString());
    store.removeRecentFile(path("link.pgn"));
    EXPECT_EQ(store.recentFiles().join('\n').toStdString(), b.toStdString());
}
TEST_F(WindowTest, LastGameAndCursorComeBackInANewWindow)
{
    {
        auto w = makeWindow();
        play(*w, {"e4", "e5", "Nf3"});
        w->model()->navigation()->back();
        w->model()->navigation()->back();
        play(*w, {"c5", "Nf3", "d6"}); // a variation
        w->model()->navigation()->back();
        m_answer = UnsavedGuard::Answer::Save;
        m_saveName = path("study.pgn");
        ASSERT_TRUE(w->close());
    }
    reopenSettings();
    auto w = makeWindow();
    EXPECT_EQ(w->model()->pgn().count("c5"), 1);
    EXPECT_EQ(w->model()->san(w->model()->cursor()), "Nf3");
    EXPECT_FALSE(w->model()->tree().isMainLine(w->model()->cursor()));
    EXPECT_EQ(GameDocument::pathTo(w->model()->tree(), w->model()->cursor()), (QList<int>{0, 1, 0}));
    EXPECT_EQ(w->model()->undoStack()->count(), 0);
    EXPECT_FALSE(w->document()->isModified());
    EXPECT_EQ(w->document()->filePath(), path("study.pgn"));
}

// Issue 17, item 7: "Discard" at Quit discards; the game does not come back modified.
TEST_F(WindowTest, DiscardAtQuitDiscards)
{
    {
        auto w = makeWindow();
        play(*w, {"e4", "e5"});
        m_answer = UnsavedGuard::Answer::Discard;
        ASSERT_TRUE(w->close());
    }
    reopenSettings();
    {
        auto w = makeWindow();
        EXPECT_EQ(w->model()->cursor(), game::RootNode) << "the discarded new game is gone";
        EXPECT_FALSE(w->document()->isModified());
        EXPECT_TRUE(m_recoveryOffers.isEmpty()) << "a clean close leaves nothing to recover";
        // A study with a file: Discard goes back to the file as it was saved.
        QString error;
        play(*w, {"d4"});
        ASSERT_TRUE(w->files()->savePgnTo(path("kept.pgn"), &error)) << error.toStdString();
        play(*w, {"d5", "c4"});
        ASSERT_TRUE(w->close());
    }
    reopenSettings();
    auto w = makeWindow();
    EXPECT_EQ(w->document()->filePath(), path("kept.pgn"));
    EXPECT_FALSE(w->document()->isModified());
    EXPECT_EQ(w->model()->pgn().count("d5"), 0) << w->model()->pgn().toStdString();
    EXPECT_EQ(w->model()->pgn().count("1. d4"), 1);
}

// A game kept by a version before the journal (in the settings, a file but no digest) takes its
// file as it is now for its place (GameDocument::restore reads it through io), so Save writes it
// back in place among the file's other games.
TEST_F(WindowTest, AGameKeptByAnOlderVersionTakesItsFileAsItIsNow)
{
    const QByteArray twoGames = "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 *\n\n[White \"C\"]\n[Black \"D\"]\n\n1. d4 *\n";
    ASSERT_TRUE(test::writeAll(path("old.pgn"), twoGames));
    m_settings = std::make_unique<QSettings>(path("settings.ini"), QSettings::IniFormat);
    SessionStore(m_settings.get()).setSession({"[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 *", {0}, path("old.pgn"), false});
    auto w = makeWindow();
    const io::FileSource& source = w->document()->source();
    EXPECT_EQ(source.path, path("old.pgn"));
    EXPECT_EQ(source.games, 2);
    EXPECT_EQ(source.game, 1);
    EXPECT_FALSE(source.digest.isEmpty());
    EXPECT_FALSE(w->document()->isModified());
    EXPECT_EQ(w->model()->tree().path(w->model()->cursor()).size(), 2U) << "at the kept cursor, after 1. e4";
    play(*w, {"Nc6"});
    m_replaceAnswer = SaveTarget::Choice::Replace;
    ASSERT_TRUE(w->files()->save());
    ASSERT_TRUE(savesEnded(*w));
    EXPECT_FALSE(w->document()->isModified());
    EXPECT_TRUE(m_warnings.isEmpty()) << m_warnings.join('\n').toStdString();
    const QByteArray written = test::readAll(path("old.pgn"));
    EXPECT_TRUE(written.contains("Nc6")) << written.toStdString();
    EXPECT_TRUE(written.contains("[White \"C\"]")) << "game 2 is kept: " << written.toStdString();
}

TEST_F(WindowTest, RestoreCanBeSwitchedOff)
{
    {
        auto w = makeWindow();
        play(*w, {"d4"});
        w->actions().restoreSession->setChecked(false);
        m_answer = UnsavedGuard::Answer::Discard;
        ASSERT_TRUE(w->close());
    }
    reopenSettings();
    auto w = makeWindow();
    EXPECT_FALSE(w->actions().restoreSession->isChecked());
    EXPECT_EQ(w->model()->cursor(), game::RootNode);
}

TEST_F(WindowTest, DockVisibilityIsRemembered)
{
    {
        auto w = makeWindow();
        QDockWidget* debug = w->findChild<QDockWidget*>("debugDock");
        QDockWidget* moves = w->findChild<QDockWidget*>("movesDock");
        ASSERT_TRUE(debug && moves);
        moves->hide();
        EXPECT_TRUE(moves->isHidden());
        ASSERT_TRUE(w->close());
    }
    reopenSettings();
    auto w = makeWindow();
    EXPECT_TRUE(w->findChild<QDockWidget*>("movesDock")->isHidden());
    EXPECT_FALSE(w->findChild<QDockWidget*>("undoDock")->isHidden());
}

// A layout saved by a version with other docks is not restored: the built-in layout is used.
TEST_F(WindowTest, ALayoutOfAnotherVersionIsIgnored)
{
    {
        auto w = makeWindow();
        QDockWidget* moves = w->findChild<QDockWidget*>("movesDock");
        moves->hide();
        const QByteArray old = w->saveState(); // as Kibitz before LayoutVersion wrote it
        moves->show();
        ASSERT_TRUE(w->close());
        SessionStore(m_settings.get()).setWindowState(old);
    }
    reopenSettings();
    auto w = makeWindow();
    EXPECT_FALSE(w->findChild<QDockWidget*>("movesDock")->isHidden()) << "the old layout is not restored";
}

// A file whose name tells nothing is read by what it holds: a FEN, a PGN, or neither (refused).
TEST_F(WindowTest, OpenFileOfAnotherNameGoesByItsContent)
{
    auto w = makeWindow(false);
    const auto write = [this](const QString& name, const QByteArray& bytes) {
        QFile f(path(name));
        EXPECT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(bytes);
        return path(name);
    };
    QString error;
    ASSERT_TRUE(w->files()->openFile(write("position.txt", "8/4P1k1/8/8/8/8/6K1/8 w - - 0 1\n"), &error))
        << error.toStdString();
    EXPECT_EQ(w->model()->fen(), "8/4P1k1/8/8/8/8/6K1/8 w - - 0 1");
    ASSERT_TRUE(w->files()->openFile(write("game.txt", "[White \"A\"]\n\n1. e4 e5 *\n"), &error))
        << error.toStdString();
    EXPECT_EQ(w->model()->game().tag("White"), "A");
    EXPECT_FALSE(w->files()->openFile(write("notes.txt", "shopping: milk, bread\n"), &error));
    EXPECT_TRUE(error.contains("notes.txt")) << error.toStdString();
    EXPECT_EQ(w->model()->game().tag("White"), "A"); // nothing lost
}

TEST_F(WindowTest, OpenFileFenAndPgnAndRecentFiles)
{
    auto w = makeWindow(false);
    QFile fen(path("p.fen"));
    ASSERT_TRUE(fen.open(QIODevice::WriteOnly));
    fen.write("8/4P1k1/8/8/8/8/6K1/8 w - - 0 1\n");
    fen.close();
    QString error;
    ASSERT_TRUE(w->files()->openFile(path("p.fen"), &error)) << error.toStdString();
    EXPECT_EQ(w->model()->fen(), "8/4P1k1/8/8/8/8/6K1/8 w - - 0 1");
    EXPECT_TRUE(w->document()->filePath().isEmpty()); // a FEN file is no PGN to save into

    QFile bad(path("bad.pgn"));
    ASSERT_TRUE(bad.open(QIODevice::WriteOnly));
    bad.write("1. e4 e5 2. Ke3 *\n");
    bad.close();
    EXPECT_FALSE(w->files()->openFile(path("bad.pgn"), &error));
    EXPECT_FALSE(error.isEmpty());
    EXPECT_EQ(w->model()->fen(), "8/4P1k1/8/8/8/8/6K1/8 w - - 0 1"); // nothing lost
    EXPECT_FALSE(w->files()->openFile(path("missing.pgn"), &error));
    EXPECT_TRUE(error.contains("missing.pgn"));

    ASSERT_TRUE(w->files()->savePgnTo(path("out.pgn"), &error));
    ASSERT_TRUE(w->files()->openFile(path("out.pgn"), &error)) << error.toStdString();
    EXPECT_EQ(w->model()->fen(), "8/4P1k1/8/8/8/8/6K1/8 w - - 0 1"); // SetUp/FEN survive
    SessionStore store(m_settings.get());
    EXPECT_EQ(store.recentFiles().first(), path("out.pgn"));
    EXPECT_TRUE(store.recentFiles().contains(path("p.fen")));
}

TEST_F(WindowTest, SaveFailureKeepsTheDocumentUnsaved)
{
    auto w = makeWindow(false);
    play(*w, {"e4"});
    QString error;
    EXPECT_FALSE(w->files()->savePgnTo(path("no/such/dir/x.pgn"), &error));
    EXPECT_FALSE(error.isEmpty());
    EXPECT_TRUE(w->document()->isModified());
}

TEST_F(WindowTest, DroppedFileAndTextAreLoaded)
{
    auto w = makeWindow(false);
    QFile file(path("drop.pgn"));
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("[White \"Drop\"]\n[Black \"Test\"]\n\n1. c4 *\n");
    file.close();
    QMimeData files;
    files.setUrls({QUrl::fromLocalFile(path("drop.pgn"))});
    EXPECT_EQ(DropFilter::payloadOf(&files).filePath, path("drop.pgn"));
    // QApplication delivers drops only during a real drag, so the window's filter gets the event as
    // Qt would hand it over (QObject::eventFilter is public).
    QObject* filter = w->findChild<DropFilter*>();
    ASSERT_NE(filter, nullptr);
    QDragEnterEvent enter(QPoint(50, 50), Qt::CopyAction, &files, Qt::LeftButton, Qt::NoModifier);
    filter->eventFilter(w.get(), &enter);
    EXPECT_TRUE(enter.isAccepted());
    QDropEvent drop(QPointF(50, 50), Qt::CopyAction, &files, Qt::LeftButton, Qt::NoModifier);
    filter->eventFilter(w.get(), &drop);
    EXPECT_TRUE(drop.isAccepted());
    EXPECT_EQ(w->model()->cursor(), game::RootNode) << "an opened game is shown from its start";
    w->model()->navigation()->toEnd();
    EXPECT_EQ(w->model()->san(w->model()->cursor()), "c4");

    QMimeData text;
    text.setText("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1");
    QDropEvent drop2(QPointF(50, 50), Qt::CopyAction, &text, Qt::LeftButton, Qt::NoModifier);
    filter->eventFilter(w.get(), &drop2);
    EXPECT_EQ(w->model()->position().sideToMove(), core::Black);

    QMimeData other;
    other.setText("just words");
    other.setUrls({QUrl::fromLocalFile(path("notes.txt"))});
    EXPECT_TRUE(DropFilter::payloadOf(&other).isEmpty());
    QDragEnterEvent refused(QPoint(50, 50), Qt::CopyAction, &other, Qt::LeftButton, Qt::NoModifier);
    filter->eventFilter(w.get(), &refused);
    EXPECT_FALSE(refused.isAccepted());
}

TEST(AppOptions, ParsesTheScreenshotOptions)
{
    bool exitNow = false;
    const AppOptions o = AppOptions::parse({"kibitz", "--fen", "8/8/8/8/8/8/8/K6k w - - 0 1", "--screenshot", "out.png",
                                            "--size", "800x600", "--black", "--lang", "de"},
                                           &exitNow);
    EXPECT_FALSE(exitNow);
    EXPECT_TRUE(o.error.isEmpty()) << o.error.toStdString();
    EXPECT_EQ(o.fen, "8/8/8/8/8/8/8/K6k w - - 0 1");
    EXPECT_EQ(o.screenshot, "out.png");
    EXPECT_EQ(o.size, QSize(800, 600));
    EXPECT_TRUE(o.black);
    EXPECT_EQ(o.lang, "de");
    EXPECT_FALSE(AppOptions::parse({"kibitz", "--size", "huge"}, &exitNow).error.isEmpty());
    EXPECT_FALSE(AppOptions::parse({"kibitz", "--size", "10x10"}, &exitNow).error.isEmpty());
    EXPECT_FALSE(AppOptions::parse({"kibitz", "--bogus"}, &exitNow).error.isEmpty());
    // Several files open in tabs, in their order (the last one shown).
    const AppOptions two = AppOptions::parse({"kibitz", "a.pgn", "b.pgn", "c.fen"}, &exitNow);
    EXPECT_TRUE(two.error.isEmpty()) << two.error.toStdString();
    EXPECT_EQ(two.file, "a.pgn");
    EXPECT_EQ(two.moreFiles, QStringList({"b.pgn", "c.fen"}));
    EXPECT_EQ(AppOptions::parse({"kibitz", "a.pgn"}, &exitNow).file, "a.pgn");
    EXPECT_EQ(AppOptions::parse({"kibitz", "a.pgn", "--ply", "5"}, &exitNow).ply, 5);
    EXPECT_EQ(AppOptions::parse({"kibitz", "a.pgn"}, &exitNow).ply, -1);
    EXPECT_FALSE(AppOptions::parse({"kibitz", "--ply", "-1"}, &exitNow).error.isEmpty());
    EXPECT_FALSE(AppOptions::parse({"kibitz", "--ply", "five"}, &exitNow).error.isEmpty());
    EXPECT_EQ(languageArgument({"kibitz", "--lang", "fr"}), "fr");
    EXPECT_EQ(languageArgument({"kibitz", "--lang=ru"}), "ru");
    EXPECT_EQ(languageArgument({"kibitz"}), "");
}

// Issue 14: --ply N shows the main line's node after N half-moves; past the end it says how long
// the line is and leaves the cursor where it was.
TEST(Startup, GoToPlyShowsTheMainLineOrNamesItsLength)
{
    ChessGameModel model;
    ASSERT_TRUE(model.editing()->loadPgn("1. e4 e5 (1... c5) 2. Nf3 *").ok);
    EXPECT_TRUE(goToPly(&model, 2).isEmpty());
    EXPECT_EQ(model.tree().node(model.cursor()).san, "e5");
    EXPECT_TRUE(goToPly(&model, 0).isEmpty());
    EXPECT_EQ(model.cursor(), game::RootNode);
    const QString problem = goToPly(&model, 4);
    EXPECT_TRUE(problem.contains("--ply 4") && problem.contains("3 half-move")) << problem.toStdString();
    EXPECT_EQ(model.cursor(), game::RootNode);
}

TEST(Startup, NoDisplayIsExplained)
{
    const QByteArray platform = qgetenv("QT_QPA_PLATFORM");
    const QByteArray display = qgetenv("DISPLAY");
    const QByteArray wayland = qgetenv("WAYLAND_DISPLAY");
    qunsetenv("QT_QPA_PLATFORM");
    qunsetenv("DISPLAY");
    qunsetenv("WAYLAND_DISPLAY");
    const QString none = displayProblem({"kibitz"});
    qputenv("DISPLAY", ":987");
    const QString missing = displayProblem({"kibitz"});
    qputenv("QT_QPA_PLATFORM", "offscreen");
    const QString chosen = displayProblem({"kibitz"});
    qputenv("QT_QPA_PLATFORM", platform);
    display.isNull() ? qunsetenv("DISPLAY") : qputenv("DISPLAY", display);
    if (!wayland.isNull())
        qputenv("WAYLAND_DISPLAY", wayland);
    EXPECT_TRUE(none.contains("DISPLAY")) << none.toStdString();
    EXPECT_TRUE(missing.contains(":987")) << missing.toStdString();
    EXPECT_TRUE(chosen.isEmpty());
}
