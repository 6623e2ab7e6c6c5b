// Tests for the board style page (offscreen): lists and previews, signals of intent, custom
// sets from generated mesh files (accepted, or refused with the file named) — and for the
// application's wiring: remembered choices applied to a viewport, page choices remembered.
#include "boardstylewiring.h"
#include "tst_mainwindow.h"

#include "boardscene.h"
#include "boardstyle.h"
#include "boardviewport.h"
#include "chessgamemodel.h"
#include "gameannotations.h"
#include "gameediting.h"
#include "dialogs/boardstylepage.h"
#include "dialogs/preferencesdialog.h"
#include "preferenceswiring.h"
#include "windowboard.h"

#include <QCheckBox>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace kibitz;
using kibitz::test::WindowTest;

namespace {

// Writes six small OBJ tetrahedra named after the pieces (all but `skip`).
void writeSet(const QDir& dir, const QString& skip = {})
{
    for (const char* stem : {"pawn", "knight", "bishop", "rook", "queen", "king"}) {
        if (skip == QLatin1String(stem))
            continue;
        QFile f(dir.filePath(QStringLiteral("%1.obj").arg(QLatin1String(stem))));
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write("v 0 0 0\nv 1 0 0\nv 0 0 1\nv 0 2 0\nf 1 2 3\nf 1 4 2\nf 2 4 3\nf 3 4 1\n");
    }
}

// The list of the page with the given accessible name.
QListWidget* list(BoardStylePage& page, const char* name)
{
    for (QListWidget* l : page.findChildren<QListWidget*>())
        if (l->accessibleName() == BoardStylePage::tr(name))
            return l;
    return nullptr;
}

// The row of an item by its style name.
int rowOf(QListWidget* l, const QString& name)
{
    for (int i = 0; i < l->count(); ++i)
        if (l->item(i)->data(Qt::UserRole).toString() == name)
            return i;
    return -1;
}

} // namespace

TEST(BoardStylePage, ListsEverySetAndThemeWithDistinctPreviews)
{
    BoardStylePage page;
    QListWidget* sets = list(page, "Piece set");
    QListWidget* themes = list(page, "Board theme");
    ASSERT_TRUE(sets && themes);
    ASSERT_EQ(sets->count(), board3d::pieceSetNames().size());
    ASSERT_EQ(themes->count(), board3d::themeNames().size());
    QList<QImage> pictures;
    for (QListWidget* l : {sets, themes})
        for (int i = 0; i < l->count(); ++i) {
            const QImage image = l->item(i)->icon().pixmap(l->iconSize()).toImage();
            ASSERT_FALSE(image.isNull());
            EXPECT_FALSE(pictures.contains(image)) << qPrintable(l->item(i)->text());
            pictures << image;
        }
    const QString dir = qEnvironmentVariable("KIBITZ_RENDER_DUMP");
    if (!dir.isEmpty()) {
        page.resize(760, 560);
        page.grab().save(dir + QStringLiteral("/boardstylepage.png"));
    }
}

TEST(BoardStylePage, ChoicesAreAnnouncedAndSetCurrentIsQuiet)
{
    BoardStylePage page;
    QSignalSpy sets(&page, &BoardStylePage::pieceSetChosen);
    QSignalSpy themes(&page, &BoardStylePage::themeChosen);
    QSignalSpy coordinates(&page, &BoardStylePage::coordinatesToggled);
    page.setCurrent(QStringLiteral("modern"), QStringLiteral("dark"), false);
    EXPECT_EQ(sets.count() + themes.count() + coordinates.count(), 0);
    EXPECT_EQ(page.pieceSet(), QStringLiteral("modern"));
    EXPECT_EQ(page.theme(), QStringLiteral("dark"));
    QListWidget* themeList = list(page, "Board theme");
    themeList->setCurrentRow(rowOf(themeList, QStringLiteral("marble")));
    ASSERT_EQ(themes.count(), 1);
    EXPECT_EQ(themes.at(0).at(0).toString(), QStringLiteral("marble"));
    QListWidget* setList = list(page, "Piece set");
    setList->setCurrentRow(rowOf(setList, QStringLiteral("bauhaus")));
    ASSERT_EQ(sets.count(), 1);
    EXPECT_EQ(sets.at(0).at(0).toString(), QStringLiteral("bauhaus"));
    page.findChild<QCheckBox*>()->setChecked(true);
    ASSERT_EQ(coordinates.count(), 1);
    EXPECT_TRUE(coordinates.at(0).at(0).toBool());
}

TEST(BoardStylePage, AddCustomSetAcceptsAGoodFolderAndNamesAMissingFile)
{
    QTemporaryDir good, bad;
    writeSet(QDir(good.path()));
    writeSet(QDir(bad.path()), QStringLiteral("rook"));
    BoardStylePage page;
    QSignalSpy added(&page, &BoardStylePage::customSetAdded);
    QSignalSpy chosen(&page, &BoardStylePage::pieceSetChosen);
    QString next = bad.path();
    page.setFolderChooser([&next](QWidget*) { return next; });
    QPushButton* button = nullptr;
    for (QPushButton* b : page.findChildren<QPushButton*>())
        if (b->text() == BoardStylePage::tr("&Add custom set…"))
            button = b;
    ASSERT_TRUE(button);
    button->click();
    EXPECT_TRUE(page.problem().contains(QStringLiteral("rook.obj"))) << qPrintable(page.problem());
    EXPECT_EQ(added.count() + chosen.count(), 0);
    EXPECT_TRUE(page.customSets().isEmpty());
    next = good.path();
    button->click();
    EXPECT_TRUE(page.problem().isEmpty());
    ASSERT_EQ(added.count(), 1);
    ASSERT_EQ(chosen.count(), 1);
    EXPECT_EQ(chosen.at(0).at(0).toString(), good.path());
    EXPECT_EQ(page.customSets(), QStringList{good.path()});
    EXPECT_EQ(page.pieceSet(), good.path());
}

TEST(BoardStyleWiring, RemembersChoicesAndAppliesThemToTheBoard)
{
    QTemporaryDir dir, custom;
    writeSet(QDir(custom.path()));
    QSettings settings(dir.filePath(QStringLiteral("k.ini")), QSettings::IniFormat);
    settings.setValue(QLatin1String(BoardStyleWiring::PieceSetKey), QStringLiteral("bauhaus"));
    settings.setValue(QLatin1String(BoardStyleWiring::ThemeKey), QStringLiteral("marble"));
    settings.setValue(QLatin1String(BoardStyleWiring::CoordinatesKey), false);
    ChessGameModel model;
    QWidget window;
    BoardViewport viewport(&model, model.editing(), model.annotations(), &window);
    WindowBoard board;
    BoardStyleWiring wiring(&settings, &window, &board, {}, {});
    EXPECT_EQ(viewport.theme(), board3d::defaultTheme()) << "nothing is applied before the board is set";
    board.set(&viewport);
    EXPECT_EQ(viewport.pieceSet(), QStringLiteral("bauhaus"));
    EXPECT_EQ(viewport.theme(), QStringLiteral("marble"));
    EXPECT_FALSE(viewport.scene()->coordinatesVisible());

    BoardStylePage* page = wiring.createPage(&window);
    EXPECT_EQ(page->pieceSet(), QStringLiteral("bauhaus"));
    QListWidget* themes = list(*page, "Board theme");
    themes->setCurrentRow(rowOf(themes, QStringLiteral("tournament")));
    EXPECT_EQ(viewport.theme(), QStringLiteral("tournament"));
    EXPECT_EQ(settings.value(QLatin1String(BoardStyleWiring::ThemeKey)).toString(), QStringLiteral("tournament"));
    ASSERT_TRUE(page->addCustomSet(custom.path()));
    EXPECT_EQ(viewport.pieceSet(), custom.path());
    EXPECT_EQ(settings.value(QLatin1String(BoardStyleWiring::PieceSetKey)).toString(), custom.path());
    EXPECT_EQ(settings.value(QLatin1String(BoardStyleWiring::CustomSetsKey)).toStringList(),
              QStringList{custom.path()});
}

TEST(BoardStyleWiring, TheCommandLineWinsAndALostFolderFallsBack)
{
    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("k.ini")), QSettings::IniFormat);
    settings.setValue(QLatin1String(BoardStyleWiring::PieceSetKey), dir.filePath(QStringLiteral("gone")));
    settings.setValue(QLatin1String(BoardStyleWiring::ThemeKey), QStringLiteral("marble"));
    ChessGameModel model;
    QWidget window;
    BoardViewport viewport(&model, model.editing(), model.annotations(), &window);
    WindowBoard board;
    board.set(&viewport); // a board that is there before the wiring
    BoardStyleWiring wiring(&settings, &window, &board, {}, QStringLiteral("dark"));
    EXPECT_EQ(viewport.pieceSet(), board3d::defaultPieceSet());
    EXPECT_EQ(viewport.theme(), QStringLiteral("dark"));
    // The session's choice is not remembered.
    EXPECT_EQ(settings.value(QLatin1String(BoardStyleWiring::ThemeKey)).toString(), QStringLiteral("marble"));
}

TEST_F(WindowTest, PreferencesHaveTheBoardStylePageOnTheWindowsBoard)
{
    m_settings = std::make_unique<QSettings>(m_dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
    m_settings->setValue(QLatin1String(BoardStyleWiring::ThemeKey), QStringLiteral("dark"));
    auto w = makeWindow(false);
    ASSERT_TRUE(w->viewport());
    EXPECT_EQ(w->viewport()->theme(), QStringLiteral("dark"));
    std::unique_ptr<PreferencesDialog> dialog(w->preferences()->createDialog(w.get()));
    auto* page = dialog->findChild<BoardStylePage*>();
    ASSERT_TRUE(page);
    EXPECT_EQ(page->theme(), QStringLiteral("dark"));
    QListWidget* sets = list(*page, "Piece set");
    sets->setCurrentRow(rowOf(sets, QStringLiteral("modern")));
    EXPECT_EQ(w->viewport()->pieceSet(), QStringLiteral("modern"));
    EXPECT_EQ(m_settings->value(QLatin1String(BoardStyleWiring::PieceSetKey)).toString(), QStringLiteral("modern"));
}
