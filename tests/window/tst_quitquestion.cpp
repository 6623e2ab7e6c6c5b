// The one question at quit (issue 26.4): QuitQuestion::decide asks once, with the titles of the
// games that have unsaved changes, and only then; the window's close asks it once for the game
// shown and the earlier games of the undo history, Save All saves them all, Cancel keeps the
// window and the game shown; the real message box lists the games and answers Discard All.
#include "tst_mainwindow.h"
#include "gameediting.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>
#include <QUndoStack>

using namespace kibitz;
using kibitz::test::WindowTest;
using Choice = QuitQuestion::Choice;

TEST(QuitQuestionDecision, NothingModifiedAsksNothing)
{
    int asked = 0;
    const QuitQuestion::Prompt prompt = [&](const QStringList&) {
        ++asked;
        return Choice::DiscardAll;
    };
    EXPECT_EQ(QuitQuestion::decide({}, prompt), Choice::NothingToSave);
    EXPECT_EQ(QuitQuestion::decide({{QStringLiteral("a"), false}, {QStringLiteral("b"), false}}, prompt),
              Choice::NothingToSave);
    EXPECT_EQ(asked, 0);
}

TEST(QuitQuestionDecision, AsksOnceWithTheModifiedTitlesInOrder)
{
    QList<QStringList> asked;
    Choice answer = Choice::SaveAll;
    const QuitQuestion::Prompt prompt = [&](const QStringList& titles) {
        asked << titles;
        return answer;
    };
    const QList<QuitEntry> entries{{QStringLiteral("Tal vs Koblents"), true},
                                   {QStringLiteral("saved.pgn"), false},
                                   {QStringLiteral("New game (earlier in the undo history)"), true}};
    for (Choice a : {Choice::SaveAll, Choice::DiscardAll, Choice::Cancel}) {
        answer = a;
        EXPECT_EQ(QuitQuestion::decide(entries, prompt), a);
    }
    ASSERT_EQ(asked.size(), 3) << "one question per quit";
    for (const QStringList& titles : asked)
        EXPECT_EQ(titles, (QStringList{QStringLiteral("Tal vs Koblents"),
                                       QStringLiteral("New game (earlier in the undo history)")}));
    // A prompt that answers nothing usable, or none at all, never loses the games.
    answer = Choice::NothingToSave;
    EXPECT_EQ(QuitQuestion::decide(entries, prompt), Choice::Cancel);
    EXPECT_EQ(QuitQuestion::decide(entries, {}), Choice::Cancel);
}

namespace {
// A window's options on settings of its own, with no session to restore.
MainWindow::Options optionsOn(QSettings& settings, const QString& sessionDir)
{
    MainWindow::Options o;
    o.settings = &settings;
    o.restoreSession = false;
    o.sessionDir = sessionDir;
    return o;
}

// Two unsaved games in one session: 1. e4 e5, then (New Game) 1. d4, which is shown.
std::unique_ptr<MainWindow> twoUnsavedGames(MainWindow::Options o)
{
    auto w = std::make_unique<MainWindow>(o);
    for (const char* san : {"e4", "e5"})
        EXPECT_TRUE(w->model()->editing()->makeMoveSan(QString::fromLatin1(san)).ok);
    w->actions().newGame->trigger();
    EXPECT_TRUE(w->model()->editing()->makeMoveSan(QStringLiteral("d4")).ok);
    return w;
}
} // namespace

TEST_F(WindowTest, QuitAsksOnceForEveryUnsavedGameAndCancelKeepsTheWindow)
{
    QSettings settings(path("quit.ini"), QSettings::IniFormat);
    MainWindow::Options o = optionsOn(settings, path("session"));
    QList<QStringList> asked;
    Choice answer = Choice::Cancel;
    o.quitPrompt = [&](const QStringList& titles) {
        asked << titles;
        return answer;
    };
    auto w = twoUnsavedGames(o);
    const int shown = w->model()->undoStack()->index();
    EXPECT_FALSE(w->close());
    ASSERT_EQ(asked.size(), 1);
    ASSERT_EQ(asked.first().size(), 2) << asked.first().join(QLatin1Char('|')).toStdString();
    EXPECT_TRUE(asked.first().at(1).contains(QStringLiteral("earlier in the undo history")));
    EXPECT_EQ(w->model()->undoStack()->index(), shown) << "the game shown comes back after Cancel";
    EXPECT_EQ(w->model()->san(w->model()->cursor()), QStringLiteral("d4"));
    answer = Choice::DiscardAll;
    EXPECT_TRUE(w->close());
    EXPECT_EQ(asked.size(), 2) << "one question per quit, not one per game";
}

TEST_F(WindowTest, SaveAllAtQuitWritesEveryGame)
{
    QSettings settings(path("saveall.ini"), QSettings::IniFormat);
    MainWindow::Options o = optionsOn(settings, path("session"));
    o.quitPrompt = [](const QStringList&) { return Choice::SaveAll; };
    QStringList names{path("shown.pgn"), path("earlier.pgn")};
    o.saveFileName = [&](const QString&, const QString&) { return names.isEmpty() ? QString() : names.takeFirst(); };
    auto w = twoUnsavedGames(o);
    EXPECT_TRUE(w->close());
    EXPECT_TRUE(names.isEmpty()) << "a file was asked for each game";
    QFile shown(path("shown.pgn")), earlier(path("earlier.pgn"));
    ASSERT_TRUE(shown.open(QIODevice::ReadOnly));
    ASSERT_TRUE(earlier.open(QIODevice::ReadOnly));
    const QByteArray a = shown.readAll(), b = earlier.readAll();
    EXPECT_TRUE(a.contains("1. d4")) << a.toStdString();
    EXPECT_TRUE(b.contains("1. e4 e5")) << b.toStdString();
}

TEST_F(WindowTest, SaveAllThatIsCancelledKeepsTheWindow)
{
    QSettings settings(path("cancelled.ini"), QSettings::IniFormat);
    MainWindow::Options o = optionsOn(settings, path("session"));
    o.quitPrompt = [](const QStringList&) { return Choice::SaveAll; };
    QStringList names{path("shown.pgn")}; // the earlier game's file dialog is cancelled
    o.saveFileName = [&](const QString&, const QString&) { return names.isEmpty() ? QString() : names.takeFirst(); };
    auto w = twoUnsavedGames(o);
    const int shown = w->model()->undoStack()->index();
    EXPECT_FALSE(w->close());
    EXPECT_EQ(w->model()->undoStack()->index(), shown);
    EXPECT_EQ(w->model()->san(w->model()->cursor()), QStringLiteral("d4"));
    EXPECT_TRUE(QFile::exists(path("shown.pgn")));
}

// The real question: a message box that lists both games, answered with its Discard All button.
TEST_F(WindowTest, TheQuitMessageBoxListsTheGamesAndDiscardsAll)
{
    QSettings settings(path("box.ini"), QSettings::IniFormat);
    MainWindow::Options o = optionsOn(settings, path("session"));
    auto w = twoUnsavedGames(o);
    w->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(w.get()));
    QString text;
    QStringList buttons;
    QTimer answer;
    answer.setInterval(50);
    QObject::connect(&answer, &QTimer::timeout, [&] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box || !box->isVisible() || box->objectName() != QLatin1String("quitQuestion"))
            return;
        answer.stop();
        text = box->text();
        const QString folder = qEnvironmentVariable("KIBITZ_TEST_ARTIFACTS", QDir::currentPath());
        box->grab().save(QDir(folder).filePath(QStringLiteral("quit-question.png")));
        for (QAbstractButton* b : box->buttons())
            buttons << b->text();
        QTest::mouseClick(box->button(QMessageBox::Discard), Qt::LeftButton);
    });
    answer.start();
    EXPECT_TRUE(w->close());
    EXPECT_FALSE(answer.isActive()) << "the question was never shown";
    EXPECT_EQ(text.count(QStringLiteral("• ")), 2) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("earlier in the undo history"))) << text.toStdString();
    EXPECT_TRUE(buttons.contains(QStringLiteral("&Save All…"))) << buttons.join(QLatin1Char('|')).toStdString();
    EXPECT_TRUE(buttons.contains(QStringLiteral("&Discard All"))) << buttons.join(QLatin1Char('|')).toStdString();
    EXPECT_FALSE(w->isVisible());
}

// Save All asks a file for each unsaved game naming it: the dialog's title names the players,
// the name offered comes from the game's tags (no character a file name cannot hold, no "?"
// of an unknown tag), in the folder where a game was last saved — also in the next session,
// from the window's settings. It asked "game.pgn" each time, in the working directory.
TEST_F(WindowTest, SaveAllNamesEachGameAndOffersTheLastFolderUsed)
{
    QSettings settings(path("names.ini"), QSettings::IniFormat);
    MainWindow::Options o = optionsOn(settings, path("session"));
    o.quitPrompt = [](const QStringList&) { return Choice::SaveAll; };
    ASSERT_TRUE(QDir(path("")).mkpath(QStringLiteral("games")));
    const QString folder = QFileInfo(path("games")).absoluteFilePath();
    QStringList titles, offered;
    o.saveFileName = [&](const QString& title, const QString& suggested) {
        titles << title;
        offered << suggested;
        return titles.size() == 1 ? path("games/first.pgn") : suggested;
    };
    auto w = std::make_unique<MainWindow>(o);
    const auto load = [&w](const char* pgn, const char* move) {
        QString error;
        ASSERT_TRUE(w->files()->loadText(QString::fromUtf8(pgn), QStringLiteral("the test"), &error))
            << error.toStdString();
        ASSERT_TRUE(w->model()->editing()->makeMoveSan(QString::fromLatin1(move)).ok);
    };
    load("[Event \"Speed: Chess/Open?\"]\n[White \"Carlsen, Magnus\"]\n[Black \"Nakamura\"]\n\n1. e4 *\n", "e5");
    w->actions().newTab->trigger();
    load("[Event \"?\"]\n[White \"Anand\"]\n[Black \"Gelfand\"]\n\n1. d4 *\n", "d5");
    EXPECT_TRUE(w->close());
    ASSERT_EQ(titles.size(), 2) << "a file was asked for each game";
    for (int i = 0; i < 2; ++i) {
        const QString name = QFileInfo(offered.at(i)).fileName();
        if (titles.at(i).contains(QStringLiteral("Anand"))) {
            EXPECT_TRUE(titles.at(i).contains(QStringLiteral("Gelfand"))) << titles.at(i).toStdString();
            EXPECT_EQ(name, QStringLiteral("Anand-Gelfand.pgn"));
        } else {
            EXPECT_TRUE(titles.at(i).contains(QStringLiteral("Carlsen, Magnus"))) << titles.at(i).toStdString();
            EXPECT_TRUE(titles.at(i).contains(QStringLiteral("Nakamura"))) << titles.at(i).toStdString();
            for (const char* part : {"Carlsen", "Nakamura", "Speed", ".pgn"})
                EXPECT_TRUE(name.contains(QLatin1String(part))) << name.toStdString();
            for (const QChar c : QStringLiteral("/\\:*?\"<>|"))
                EXPECT_FALSE(name.contains(c)) << name.toStdString();
        }
    }
    EXPECT_EQ(QFileInfo(offered.at(1)).absolutePath(), folder) << "the folder of the file saved just before";
    EXPECT_TRUE(QFile::exists(path("games/first.pgn")));
    EXPECT_TRUE(QFile::exists(offered.at(1)));

    // The next session offers that folder too.
    MainWindow::Options next = optionsOn(settings, path("session2"));
    next.quitPrompt = [](const QStringList&) { return Choice::DiscardAll; };
    next.saveFileName = [&](const QString& title, const QString& suggested) {
        titles << title;
        offered << suggested;
        return QString();
    };
    auto again = std::make_unique<MainWindow>(next);
    ASSERT_TRUE(again->model()->editing()->makeMoveSan(QStringLiteral("c4")).ok);
    EXPECT_FALSE(again->files()->saveAs());
    ASSERT_EQ(offered.size(), 3);
    EXPECT_EQ(QFileInfo(offered.at(2)).absolutePath(), folder);
    EXPECT_FALSE(QFileInfo(offered.at(2)).fileName().isEmpty());
    EXPECT_TRUE(again->close());
}
