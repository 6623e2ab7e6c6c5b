// Two Games panels in the window (issue 28 part 2, and the polish after it): games dragged from
// one onto the other are copied, moved with Shift; each panel's context menu offers the database
// open in the other by its file's name, beside Other File… (the dialog). (That a write leaves
// both panels their heights is measured on the shown window: tst_layout.)
#include "managewindow.h"

#include <QApplication>
#include <QDockWidget>
#include <QDropEvent>
#include <QMenu>
#include <QMimeData>

using namespace kibitz;
using test::generated;
using test::ManageWindow;

namespace {

// What a drag brings (the view's own call when a drag starts: the model's data of the selection),
// entering, moving over and dropped on table's rows as Qt delivers it; true when it was taken
// with the action the modifiers ask for (Shift: move, else copy).
bool dropOn(QTableView* table, const QMimeData* data, Qt::KeyboardModifiers modifiers)
{
    QWidget* viewport = table->viewport();
    const QPoint at = viewport->rect().center();
    const Qt::DropActions actions = Qt::CopyAction | Qt::MoveAction;
    QDragEnterEvent enter(at, actions, data, Qt::LeftButton, modifiers);
    QApplication::sendEvent(viewport, &enter);
    QDragMoveEvent over(at, actions, data, Qt::LeftButton, modifiers);
    QApplication::sendEvent(viewport, &over);
    QDropEvent drop(QPointF(at), actions, data, Qt::LeftButton, modifiers);
    QApplication::sendEvent(viewport, &drop);
    const Qt::DropAction wanted = modifiers.testFlag(Qt::ShiftModifier) ? Qt::MoveAction : Qt::CopyAction;
    return enter.isAccepted() && drop.isAccepted() && drop.dropAction() == wanted;
}

std::unique_ptr<QMimeData> dragOf(QTableView* table)
{
    return std::unique_ptr<QMimeData>(table->model()->mimeData(table->selectionModel()->selectedIndexes()));
}

// The entries of a panel's Copy to or Move to Database submenu as it shows them when it opens
// ("-": a separator), the mnemonics' '&' left out, joined by '|'.
std::string entriesOf(QMenu* menu)
{
    if (!menu)
        return "<not a submenu>";
    menu->popup(QPoint(0, 0));
    QStringList texts;
    for (const QAction* action : menu->actions())
        texts << (action->isSeparator() ? QStringLiteral("-") : QString(action->text()).remove(u'&'));
    menu->hide();
    return texts.join(u'|').toStdString();
}

// The entry of menu so named (once it was opened: entriesOf).
QAction* entryOf(QMenu* menu, const QString& text)
{
    if (!menu)
        return nullptr;
    for (QAction* action : menu->actions())
        if (QString(action->text()).remove(u'&') == text)
            return action;
    return nullptr;
}

// The Copy to (0) or Move to (1) Database submenu of the panel's table's context menu.
QMenu* submenuOf(DatabaseWiring* db, int which) { return db->panel()->table()->actions().value(which)->menu(); }

} // namespace

TEST_F(ManageWindow, GamesDraggedOntoTheOtherGamesPanelAreCopiedOrMovedWithShift)
{
    const QString file = path("db.pgn"), other = path("other.pgn");
    ASSERT_TRUE(test::writeAll(file, generated(1, 10)) && test::writeAll(other, generated(100, 2)));
    auto w = showBoth(file, 10, other, 2);
    DatabaseWiring* second = w->database2();
    // Games 2 is no tab hiding Games (the default arrangement would make it one): both are seen.
    EXPECT_TRUE(w->database()->dock()->isVisibleTo(w.get()) && second->dock()->isVisibleTo(w.get()));
    EXPECT_FALSE(w->tabifiedDockWidgets(w->database()->dock()).contains(second->dock()));
    QTableView* from = w->database()->panel()->table();
    QTableView* onto = second->panel()->table();
    EXPECT_TRUE(from->dragEnabled());
    EXPECT_TRUE(onto->dragEnabled());
    select(*w, {0, 9});
    auto data = dragOf(from);
    EXPECT_FALSE(dropOn(from, data.get(), Qt::NoModifier)) << "not onto the panel it comes from";
    ASSERT_TRUE(dropOn(onto, data.get(), Qt::NoModifier));
    ASSERT_TRUE(shows(second, 4)) << m_warnings.join('\n').toStdString();
    EXPECT_TRUE(m_asked.isEmpty()) << "a copy removes nothing: no question";
    EXPECT_EQ(test::readAll(other), generated(100, 2) + generated(1, 1) + generated(10, 1));
    EXPECT_EQ(test::readAll(file), generated(1, 10));
    ASSERT_TRUE(shows(*w, 10));
    m_yes = true;
    select(*w, {3, 5});
    data = dragOf(from);
    ASSERT_TRUE(dropOn(onto, data.get(), Qt::ShiftModifier));
    ASSERT_TRUE(shows(*w, 8)) << m_warnings.join('\n').toStdString();
    ASSERT_TRUE(shows(second, 6));
    EXPECT_TRUE(m_asked.value(0).contains("Move 2 games from db.pgn to other.pgn")) << m_asked.value(0).toStdString();
    EXPECT_EQ(test::readAll(other),
              generated(100, 2) + generated(1, 1) + generated(10, 1) + generated(4, 1) + generated(6, 1));
    EXPECT_EQ(test::readAll(file), generated(1, 3) + generated(5, 1) + generated(7, 4));
    // And the other way: Games 2's first game onto the first panel (Ctrl: a copy).
    onto->selectionModel()->select(onto->model()->index(0, 0),
                                   QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    data = dragOf(onto);
    ASSERT_TRUE(dropOn(from, data.get(), Qt::ControlModifier));
    ASSERT_TRUE(shows(*w, 9));
    EXPECT_EQ(test::readAll(file), generated(1, 3) + generated(5, 1) + generated(7, 4) + generated(100, 1));
    EXPECT_EQ(m_asked.size(), 1);
}

// Games 2's context menu acts on its own selection: Move to Database ▸ Other File… into the first panel's file,
// then Delete Games… (asked first), each leaving every other byte.
TEST_F(ManageWindow, GamesTwosContextMenuMovesAndDeletesItsSelectedGames)
{
    const QString file = path("db.pgn"), other = path("other.pgn");
    ASSERT_TRUE(test::writeAll(file, generated(1, 3)) && test::writeAll(other, generated(100, 3)));
    auto w = showBoth(file, 3, other, 3);
    DatabaseWiring* second = w->database2();
    QTableView* table = second->panel()->table();
    const QList<QAction*> actions = table->actions();
    ASSERT_EQ(actions.size(), 3);
    EXPECT_EQ(table->contextMenuPolicy(), Qt::ActionsContextMenu);
    EXPECT_FALSE(actions[0]->isEnabled()) << "nothing selected";
    table->selectionModel()->select(table->model()->index(1, 0),
                                    QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    EXPECT_TRUE(actions[1]->isEnabled());
    m_yes = true;
    w->databaseManage()->setChooseFile([&](const QString&) { return file; });
    QMenu* move = submenuOf(second, 1);
    entriesOf(move);
    ASSERT_TRUE(entryOf(move, "Other File…"));
    entryOf(move, "Other File…")->trigger(); // Move to Database ▸ Other File…
    ASSERT_TRUE(shows(*w, 4)) << m_warnings.join('\n').toStdString();
    ASSERT_TRUE(shows(second, 2));
    EXPECT_TRUE(m_asked.value(0).contains("from other.pgn to db.pgn")) << m_asked.value(0).toStdString();
    EXPECT_EQ(test::readAll(file), generated(1, 3) + generated(101, 1));
    EXPECT_EQ(test::readAll(other), generated(100, 1) + generated(102, 1));
    table->selectionModel()->select(table->model()->index(0, 0),
                                    QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    actions[2]->trigger(); // Delete Games…
    ASSERT_TRUE(shows(second, 1)) << m_warnings.join('\n').toStdString();
    EXPECT_TRUE(m_asked.value(1).contains("from other.pgn? This cannot be undone")) << m_asked.value(1).toStdString();
    EXPECT_EQ(test::readAll(other), generated(102, 1));
    EXPECT_EQ(test::readAll(file), generated(1, 3) + generated(101, 1));
}


// Copy to and Move to Database name the database open in the other panel (as ChessX lists the
// open databases) before Other File…; only while one is open there, and not the panel's own file.
TEST_F(ManageWindow, TheOtherPanelsDatabaseIsOfferedByItsName)
{
    const QString file = path("db.pgn"), other = path("other.pgn");
    ASSERT_TRUE(test::writeAll(file, generated(1, 5)) && test::writeAll(other, generated(100, 3)));
    auto w = showDatabase(file, 5);
    DatabaseWiring* first = w->database();
    DatabaseWiring* second = w->database2();
    const std::string alone = "Other File…";
    EXPECT_EQ(entriesOf(submenuOf(first, 0)), alone);
    EXPECT_EQ(entriesOf(submenuOf(first, 1)), alone);
    QString error;
    ASSERT_TRUE(second->openDatabase(other, &error)) << error.toStdString();
    ASSERT_TRUE(shows(second, 3));
    const std::string both = "other.pgn|-|Other File…";
    EXPECT_EQ(entriesOf(submenuOf(first, 0)), both);
    EXPECT_EQ(entriesOf(submenuOf(first, 1)), both);
    EXPECT_EQ(entriesOf(submenuOf(second, 1)), "db.pgn|-|Other File…");
    int chosen = 0;
    w->databaseManage()->setChooseFile([&](const QString&) {
        ++chosen;
        return QString();
    });
    // Copy games 2 and 4 by the entry: no file asked, no question; exactly they follow other's bytes.
    select(*w, {1, 3});
    QMenu* copy = submenuOf(first, 0);
    entriesOf(copy);
    ASSERT_TRUE(entryOf(copy, "other.pgn"));
    entryOf(copy, "other.pgn")->trigger();
    ASSERT_TRUE(shows(second, 5)) << m_warnings.join('\n').toStdString();
    EXPECT_EQ(chosen, 0);
    EXPECT_TRUE(m_asked.isEmpty());
    EXPECT_EQ(test::readAll(other), generated(100, 3) + generated(2, 1) + generated(4, 1));
    EXPECT_EQ(test::readAll(file), generated(1, 5));
    // Games 2's game 1 moved by its menu's entry db.pgn: asked first, declined, then agreed.
    select(*w, {0}, second);
    QMenu* move = submenuOf(second, 1);
    entriesOf(move);
    ASSERT_TRUE(entryOf(move, "db.pgn"));
    entryOf(move, "db.pgn")->trigger();
    EXPECT_TRUE(m_asked.value(0).contains("Move 1 games from other.pgn to db.pgn")) << m_asked.value(0).toStdString();
    EXPECT_EQ(test::readAll(file), generated(1, 5));
    m_yes = true;
    entryOf(move, "db.pgn")->trigger();
    ASSERT_TRUE(shows(*w, 6)) << m_warnings.join('\n').toStdString();
    ASSERT_TRUE(shows(second, 4));
    EXPECT_EQ(test::readAll(file), generated(1, 5) + generated(100, 1));
    EXPECT_EQ(test::readAll(other), generated(101, 2) + generated(2, 1) + generated(4, 1));
    EXPECT_EQ(chosen, 0);
    // The same file in both panels is not offered; nor a panel the person closed.
    ASSERT_TRUE(second->openDatabase(file, &error)) << error.toStdString();
    ASSERT_TRUE(shows(second, 6));
    EXPECT_EQ(entriesOf(submenuOf(first, 0)), alone);
    ASSERT_TRUE(second->openDatabase(other, &error)) << error.toStdString();
    ASSERT_TRUE(shows(second, 4));
    EXPECT_EQ(entriesOf(submenuOf(first, 0)), both);
    second->dock()->close();
    EXPECT_EQ(entriesOf(submenuOf(first, 0)), alone);
    // Other File… asks for the file, as Copy to Database… did.
    select(*w, {0});
    QAction* otherFile = entryOf(submenuOf(first, 0), "Other File…");
    ASSERT_TRUE(otherFile);
    otherFile->trigger();
    EXPECT_EQ(chosen, 1);
}
