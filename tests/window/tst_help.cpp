// Issue 17, item 13: Help > Keyboard Shortcuts is generated from the menus (a new action shows up,
// a changed key shows the new key) and Help > Getting Started comes in the person's language.
#include "tst_mainwindow.h"

#include "helpdialogs.h"

#include <QAction>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QTableWidget>
#include <QTextBrowser>

using namespace kibitz;
using kibitz::test::WindowTest;

namespace {
// The rows of the dialog as "menu | command | keys".
QStringList rowsOf(const ShortcutsDialog& dialog)
{
    QStringList rows;
    for (int r = 0; r < dialog.table()->rowCount(); ++r)
        rows << dialog.table()->item(r, 0)->text() + " | " + dialog.table()->item(r, 1)->text() + " | "
                + dialog.table()->item(r, 2)->text();
    return rows;
}
} // namespace

TEST_F(WindowTest, ShortcutListIsGeneratedFromTheMenus)
{
    auto w = makeWindow(false);
    {
        ShortcutsDialog dialog(w->menuBar());
        const QStringList rows = rowsOf(dialog);
        EXPECT_TRUE(
            rows.contains("Game | Save PGN | " + QKeySequence(QKeySequence::Save).toString(QKeySequence::NativeText)))
            << rows.join('\n').toStdString();
        EXPECT_TRUE(rows.filter("Edit | Undo").size() == 1) << rows.join('\n').toStdString();
        EXPECT_TRUE(rows.filter("Play | ").size() >= 2) << "the Play menu's keys are listed too";
        for (const QString& row : rows)
            EXPECT_FALSE(row.contains('&')) << row.toStdString();
    }
    // Change a key and add an action: the list follows.
    w->actions().flip->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_F));
    QMenu* extra = w->menuBar()->addMenu("E&xtra");
    extra->addMenu("&Deep")->addAction("&Something")->setShortcut(QKeySequence(Qt::Key_F7));
    ShortcutsDialog dialog(w->menuBar());
    const QStringList rows = rowsOf(dialog);
    EXPECT_TRUE(rows.contains("View | Flip Board | "
                              + QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_F).toString(QKeySequence::NativeText)))
        << rows.join('\n').toStdString();
    EXPECT_TRUE(rows.contains("Extra ▸ Deep | Something | F7")) << rows.join('\n').toStdString();
}

TEST(GettingStarted, OnePagePerLanguage)
{
    for (const QString lang : {"de", "fr", "es", "ru"}) {
        const QString page = gettingStartedPage(QLocale(lang));
        EXPECT_EQ(page, QString(":/help/getting-started_%1.html").arg(lang));
        QFile file(page);
        ASSERT_TRUE(file.open(QIODevice::ReadOnly)) << page.toStdString();
        const QString text = QString::fromUtf8(file.readAll());
        // Every page names the same keys as the English one.
        for (const char* key : {"Ctrl+E", "Ctrl+Z", "Nf3", "Shift+F", "←", "↑", "Ctrl+Shift+E"})
            EXPECT_TRUE(text.contains(key)
                        || text.contains(QString(key).replace("Ctrl", "Strg").replace("Shift", "Umschalt"))
                        || text.contains(QString(key).replace("Shift", "Maj"))
                        || text.contains(QString(key).replace("Shift", "Mayús")))
                << lang.toStdString() << " lacks " << key;
    }
    EXPECT_EQ(gettingStartedPage(QLocale("en")), ":/help/getting-started.html");
    EXPECT_EQ(gettingStartedPage(QLocale("ja")), ":/help/getting-started.html") << "English when there is no page";
}

TEST(GettingStarted, TheDialogShowsThePageOfTheCurrentLanguage)
{
    const QLocale old;
    QLocale::setDefault(QLocale("de"));
    GettingStartedDialog german;
    QLocale::setDefault(old);
    EXPECT_TRUE(german.browser()->toPlainText().contains("Erste Schritte"))
        << german.browser()->toPlainText().left(200).toStdString();
    GettingStartedDialog english;
    EXPECT_TRUE(english.browser()->toPlainText().contains("Getting started with Kibitz"));
}
