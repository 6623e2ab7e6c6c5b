// Issue 30: every way a game arrives as a text or a file — paste, a dropped text, a dropped file,
// File ▸ Open, the command line's --fen and file — reaches the one document entry
// (GameDocument::open; texts through GameDocument::openText, told and checked by io like a
// file's content). So the same bad input is told in the same words whichever way it came, naming
// where it came from, and the game stays as it was. Offscreen.
#include "tst_mainwindow.h"

#include "documentlist.h"
#include "dropfilter.h"
#include "errortext.h"
#include "gamedocument.h"
#include "gamefiles.h"

#include "core/fen.h"

#include <QAction>
#include <QClipboard>
#include <QDropEvent>
#include <QGuiApplication>
#include <QMimeData>
#include <QUndoStack>
#include <QUrl>

using namespace kibitz;
using kibitz::test::WindowTest;
using kibitz::test::writeAll;

namespace {

// No kings: shaped like a FEN, so every route takes it as one, and refused by the FEN check.
const QString kBadFen = QStringLiteral("8/8/8/8/8/8/8/8 w - - 0 1");

// The text of a warning ("title: text") with where the input came from written as <origin>.
QString wordsOf(const QString& warning, const QString& origin)
{
    const QString text = warning.section(QStringLiteral(": "), 1);
    return QString(text).replace(origin, QStringLiteral("<origin>"));
}

// Drops data on the window as Qt hands a drop to the window's filter.
void drop(MainWindow& w, QMimeData& data)
{
    QObject* filter = w.findChild<DropFilter*>();
    ASSERT_NE(filter, nullptr);
    QDropEvent event(QPointF(50, 50), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    filter->eventFilter(&w, &event);
    EXPECT_TRUE(event.isAccepted());
}
} // namespace

TEST_F(WindowTest, EveryRouteTellsTheSameBadInputInTheSameWords)
{
    core::Position position;
    const auto problem = core::parseFen(kBadFen.toStdString(), position);
    ASSERT_TRUE(problem.has_value());
    const QString detail = ErrorText::fen(*problem);
    ASSERT_TRUE(writeAll(path("bad.fen"), kBadFen.toUtf8() + '\n'));

    QStringList words; // one entry per route, origin replaced
    {
        auto w = makeWindow(false);
        play(*w, {"e4"});
        const QString fen = w->model()->fen();
        const int edits = w->model()->undoStack()->count();
        const auto arrive = [&](const QString& origin, const std::function<void()>& route) {
            m_warnings.clear();
            route();
            ASSERT_EQ(m_warnings.size(), 1) << origin.toStdString();
            EXPECT_TRUE(m_warnings.first().contains(origin)) << m_warnings.first().toStdString();
            words << wordsOf(m_warnings.first(), origin);
            EXPECT_EQ(w->model()->fen(), fen) << "the game stays as it was: " << origin.toStdString();
            EXPECT_EQ(w->model()->undoStack()->count(), edits) << origin.toStdString();
            EXPECT_EQ(w->documents()->count(), 1) << "no tab is made for it: " << origin.toStdString();
        };
        arrive("the clipboard", [&] {
            QGuiApplication::clipboard()->setText(kBadFen);
            w->actions().paste->trigger();
        });
        arrive("the dropped text", [&] {
            QMimeData text;
            text.setText(kBadFen);
            drop(*w, text);
        });
        arrive("bad.fen", [&] {
            QMimeData file;
            file.setUrls({QUrl::fromLocalFile(path("bad.fen"))});
            drop(*w, file);
        });
        arrive("bad.fen", [&] { w->files()->openPath(path("bad.fen")); }); // File ▸ Open past its dialog
    }
    // The command line: the window starts with a new game, and shows it.
    const auto start = [&](const QString& origin) {
        m_warnings.clear();
        auto w = makeWindow(false);
        ASSERT_TRUE(QTest::qWaitFor([&] { return m_warnings.size() == 1; })) << origin.toStdString();
        EXPECT_TRUE(m_warnings.first().contains(origin)) << m_warnings.first().toStdString();
        words << wordsOf(m_warnings.first(), origin);
        EXPECT_EQ(w->model()->fen(), QString::fromStdString(core::toFen(core::Position::startPosition())));
        EXPECT_EQ(w->model()->undoStack()->count(), 0);
    };
    m_startFen = kBadFen;
    start("the --fen option");
    m_startFen.clear();
    m_startFile = path("bad.fen");
    start("bad.fen");

    ASSERT_EQ(words.size(), 6);
    for (const QString& said : std::as_const(words)) {
        EXPECT_EQ(said.toStdString(), words.first().toStdString());
        EXPECT_TRUE(said.contains(detail)) << said.toStdString();
    }
}

// The same good text lands the same way whichever way it came: a game of no file, unsaved to none.
TEST_F(WindowTest, EveryRouteOfATextLoadsItAsAGameOfNoFile)
{
    const QString fen = QStringLiteral("8/4P1k1/8/8/8/8/6K1/8 w - - 0 1");
    {
        auto w = makeWindow(false);
        QGuiApplication::clipboard()->setText(fen);
        w->actions().paste->trigger();
        EXPECT_EQ(w->model()->fen(), fen);
        EXPECT_TRUE(w->document()->filePath().isEmpty());
        EXPECT_FALSE(w->document()->isModified());
        w->model()->undoStack()->undo();
        QMimeData text;
        text.setText(fen);
        drop(*w, text);
        EXPECT_EQ(w->model()->fen(), fen);
        EXPECT_FALSE(w->document()->isModified());
    }
    m_startFen = fen;
    auto w = makeWindow(false);
    EXPECT_EQ(w->model()->fen(), fen);
    EXPECT_FALSE(w->document()->isModified());
    EXPECT_TRUE(m_warnings.isEmpty()) << m_warnings.join('\n').toStdString();
}
