// RecentFilesMenu: "&1 game.pgn" entries with the full path as tooltip, then "Clear".
#include "recentfilesmenu.h"

#include "sessionstore.h"

#include <QAction>
#include <QFileInfo>
#include <QMenu>

namespace kibitz {

// Fills the menu at once.
RecentFilesMenu::RecentFilesMenu(SessionStore* store, QMenu* menu, QObject* parent)
    : QObject(parent), m_store(store), m_menu(menu)
{
    refresh();
}

// One action per existing file; the menu is disabled when the list is empty.
void RecentFilesMenu::refresh()
{
    m_menu->clear();
    int number = 0;
    for (const QString& path : m_store->recentFiles()) {
        if (!QFileInfo::exists(path))
            continue;
        ++number;
        QAction* action = m_menu->addAction(tr("&%1 %2").arg(number).arg(QFileInfo(path).fileName()));
        action->setToolTip(path);
        action->setStatusTip(path);
        connect(action, &QAction::triggered, this, [this, path] { emit openRequested(path); });
    }
    if (number > 0) {
        m_menu->addSeparator();
        connect(m_menu->addAction(tr("Clear list")), &QAction::triggered, this, &RecentFilesMenu::clear);
    }
    m_menu->setEnabled(number > 0);
}

// Forgets every recent file.
void RecentFilesMenu::clear()
{
    for (const QString& path : m_store->recentFiles())
        m_store->removeRecentFile(path);
    refresh();
}

} // namespace kibitz
