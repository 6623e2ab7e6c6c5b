#include "databasemanage.h"

#include "backgroundwork.h"
#include "databasewiring.h"

#include "databasescan.h"
#include "gamelistmodel.h"
#include "database/twins.h"
#include "io/databaseedit.h"
#include "io/saveinto.h"
#include "panels/gamespanel.h"

#include <QAction>
#include <QDir>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QItemSelectionModel>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QTableView>
#include <QTimer>

#include <algorithm>

namespace kibitz {

namespace {

QString nameOf(const QString& path) { return QDir::toNativeSeparators(QFileInfo(path).fileName()); }

QString pgnFilter() { return DatabaseManage::tr("PGN databases (*.pgn);;All files (*)"); }

} // namespace

DatabaseManage::DatabaseManage(QMainWindow* window, DatabaseWiring* database, ChessGameModel* model)
    : QObject(window), m_window(window), m_database(database), m_model(model)
{
    m_ask = [window](const QString& title, const QString& text) {
        return QMessageBox::question(window, title, text, QMessageBox::Yes | QMessageBox::No, QMessageBox::No)
            == QMessageBox::Yes;
    };
    // A file to write into: a new name, or a database that exists (games are added at its end).
    m_chooseFile = [window](const QString& title) {
        return QFileDialog::getSaveFileName(window, title, QString(), pgnFilter(), nullptr,
                                            QFileDialog::DontConfirmOverwrite);
    };
    m_chooseFiles = [window](const QString& title) {
        return QFileDialog::getOpenFileNames(window, title, QString(), pgnFilter());
    };
}

DatabaseManage* DatabaseManage::install(QMainWindow* window, DatabaseWiring* database, ChessGameModel* model,
                                        QMenu* fileMenu, QAction* before, Warn warn)
{
    auto* m = new DatabaseManage(window, database, model);
    m->m_warn = std::move(warn);
    m->createActions(fileMenu, before);
    m->addPanel(database);
    return m;
}

// Its rows are dragged as the view does it (GameListModel::mimeData); drops are taken here. The
// table gets its drags and actions once the panel is built (after the first frame at start).
void DatabaseManage::addPanel(DatabaseWiring* panel)
{
    m_panels.append(panel);
    connect(panel, &QObject::destroyed, this, [this, panel] { m_panels.removeAll(panel); });
    panel->whenPanelBuilt([this, panel](GamesPanel* games) {
        QTableView* table = games->table();
        table->setDragEnabled(true);
        table->setDragDropMode(QAbstractItemView::DragDrop);
        table->setDefaultDropAction(Qt::CopyAction);
        table->viewport()->setAcceptDrops(true);
        table->viewport()->installEventFilter(this);
        addSelectionActions(panel);
    });
}

// The first panel's, made with its table (built now if it waited for the first frame).
QList<QAction*> DatabaseManage::selectionActions() const
{
    m_database->panel();
    return {m_copy, m_move, m_delete};
}

bool DatabaseManage::eventFilter(QObject* watched, QEvent* event)
{
    const QEvent::Type type = event->type();
    if (type == QEvent::DragEnter || type == QEvent::DragMove || type == QEvent::Drop)
        for (DatabaseWiring* panel : std::as_const(m_panels))
            if (panel->panel()->table()->viewport() == watched)
                return dragEvent(panel, event);
    return QObject::eventFilter(watched, event);
}

// Games of another panel of this window are taken (copied; moved with Shift, the platforms'
// modifier for a move); the write runs once the drag has ended, asking first when it moves.
bool DatabaseManage::dragEvent(DatabaseWiring* onto, QEvent* event)
{
    auto* drop = static_cast<QDropEvent*>(event);
    std::vector<int> games;
    const GameListModel* source = GameListModel::draggedGames(drop->mimeData(), &games);
    DatabaseWiring* from = nullptr;
    for (DatabaseWiring* panel : std::as_const(m_panels))
        if (panel->games() == source && panel != onto)
            from = panel;
    if (!from || games.empty() || onto->scan()->path().isEmpty()) {
        drop->ignore();
        return true;
    }
    const bool move = drop->modifiers().testFlag(Qt::ShiftModifier);
    drop->setDropAction(move ? Qt::MoveAction : Qt::CopyAction);
    drop->accept();
    if (event->type() == QEvent::Drop)
        QTimer::singleShot(0, this, [this, from, games, path = onto->scan()->path(), move] {
            if (m_panels.contains(from))
                copyGames(from, games, path, move);
        });
    return true;
}

template <typename Slot>
QAction* DatabaseManage::newAction(const QString& text, const char* name, Slot slot)
{
    auto* action = new QAction(text, this);
    action->setObjectName(QString::fromLatin1(name));
    connect(action, &QAction::triggered, this, slot);
    return action;
}

// The File actions (the panels' selection actions are added with each panel).
void DatabaseManage::createActions(QMenu* fileMenu, QAction* before)
{
    m_new = newAction(tr("New Databas&e…"), "newDatabaseAction", [this] {
        const QString path = m_chooseFile(tr("New Database"));
        if (!path.isEmpty())
            newDatabase(path);
    });
    m_addGame = newAction(tr("Add Ga&me to Database…"), "addGameToDatabaseAction", [this] {
        const QString path = m_chooseFile(tr("Add Game to Database"));
        if (!path.isEmpty())
            addGameTo(path);
    });
    m_merge = newAction(tr("Mer&ge Files into Database…"), "mergeFilesAction", [this] {
        if (!databaseReady(tr("Merge Files into Database")))
            return;
        const QStringList files = m_chooseFiles(tr("Merge Files into %1").arg(nameOf(m_database->scan()->path())));
        if (!files.isEmpty())
            mergeInto(files);
    });
    m_twins = newAction(tr("Delete T&win Games…"), "deleteTwinsAction", [this] { deleteTwins(); });
    for (QAction* action : {m_new, m_addGame, m_merge, m_twins})
        fileMenu->insertAction(before, action);
    fileMenu->insertSeparator(before);
}

// The context menu of a panel's table: its selected games copied or moved (targetMenu) or deleted (Del).
void DatabaseManage::addSelectionActions(DatabaseWiring* panel)
{
    QAction* copy = targetMenu(panel, false)->menuAction();
    QAction* move = targetMenu(panel, true)->menuAction();
    QAction* remove = newAction(tr("&Delete Games…"), "deleteGamesAction", [this, panel] { deleteSelected(panel); });
    remove->setShortcut(QKeySequence::Delete);
    remove->setShortcutContext(Qt::WidgetShortcut);
    QTableView* table = panel->panel()->table();
    table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    table->setContextMenuPolicy(Qt::ActionsContextMenu);
    table->addActions({copy, move, remove});
    const auto update = [this, panel, copy, move, remove] {
        const bool any = !selectedGames(panel).empty();
        for (QAction* action : {copy, move, remove})
            action->setEnabled(any);
    };
    connect(table->selectionModel(), &QItemSelectionModel::selectionChanged, this, update);
    connect(panel->games(), &QAbstractItemModel::modelReset, this, update);
    update();
    if (panel == m_database) {
        m_copy = copy;
        m_move = move;
        m_delete = remove;
    }
}

// Copy to (or Move to) Database: the databases shown in the other panels, each named by its file
// as ChessX lists the open databases (listed as the menu opens: they come and go), then Other
// File… (the dialog). Both take the same write, a move asked first.
QMenu* DatabaseManage::targetMenu(DatabaseWiring* panel, bool move)
{
    auto* menu = new QMenu(move ? tr("&Move to Database") : tr("&Copy to Database"), panel->panel()->table());
    menu->menuAction()->setObjectName(move ? QStringLiteral("moveGamesAction") : QStringLiteral("copyGamesAction"));
    QAction* other = newAction(tr("&Other File…"), move ? "moveGamesToFileAction" : "copyGamesToFileAction",
                               [this, panel, move] {
                                   if (selectedGames(panel).empty())
                                       return;
                                   const QString path = m_chooseFile(move ? tr("Move Games to Database")
                                                                          : tr("Copy Games to Database"));
                                   if (!path.isEmpty())
                                       copySelectedTo(path, move, panel);
                               });
    menu->addAction(other);
    connect(menu, &QMenu::aboutToShow, this, [this, menu, panel, move, other] {
        for (QAction* old : menu->actions())
            if (old != other) {
                menu->removeAction(old);
                old->deleteLater();
            }
        const QString own = panel->shownDatabase();
        for (DatabaseWiring* target : std::as_const(m_panels)) {
            const QString path = target->shownDatabase();
            if (target == panel || path.isEmpty() || (!own.isEmpty() && QFileInfo(path) == QFileInfo(own)))
                continue;
            auto* entry = new QAction(nameOf(path).replace(u'&', QStringLiteral("&&")), menu);
            entry->setStatusTip(QDir::toNativeSeparators(path));
            connect(entry, &QAction::triggered, this, [this, panel, path, move] { copySelectedTo(path, move, panel); });
            menu->insertAction(other, entry);
        }
        if (menu->actions().size() > 1)
            menu->insertSeparator(other);
    });
    return menu;
}

std::vector<int> DatabaseManage::selectedGames(const DatabaseWiring* panel) const
{
    std::vector<int> games;
    const QTableView* table = (panel ? panel : m_database)->panel()->table();
    for (const QModelIndex& row : table->selectionModel()->selectedRows())
        games.push_back(row.data(GameListModel::GameNumberRole).toInt() - 1);
    std::sort(games.begin(), games.end());
    return games;
}

// The shown database (of the first panel unless database) must be indexed whole and unchanged
// before its games are used.
bool DatabaseManage::databaseReady(const QString& title, const DatabaseWiring* database)
{
    DatabaseScan* scan = (database ? database : m_database)->scan();
    if (scan->path().isEmpty()) {
        m_warn(title, tr("Open a database first (Game > Open Database…)."));
        return false;
    }
    if (scan->isRunning() || !scan->checkFile()) {
        m_warn(title, tr("%1 is still being indexed; try again once indexing has finished.").arg(nameOf(scan->path())));
        return false;
    }
    return true;
}

// After a write: a failure shown, else the note and the databases indexed again.
bool DatabaseManage::finish(const QString& title, bool ok, const QString& error, const QStringList& reindex,
                            const QString& note)
{
    if (!ok) {
        if (!error.isEmpty())
            m_warn(title, error);
        return false;
    }
    for (DatabaseWiring* panel : std::as_const(m_panels)) {
        const QString shown = QFileInfo(panel->scan()->path()).absoluteFilePath();
        QString reason;
        for (const QString& path : reindex)
            if (!shown.isEmpty() && QFileInfo(path).absoluteFilePath() == shown && !panel->indexAgain(&reason))
                m_warn(title, reason);
    }
    emit message(note);
    return true;
}

} // namespace kibitz
