// RecentFilesMenu: the "Recent files" submenu, rebuilt from the SessionStore's list.
#pragma once

#include <QObject>

class QMenu;

namespace kibitz {

class SessionStore;

class RecentFilesMenu : public QObject {
    Q_OBJECT
public:
    RecentFilesMenu(SessionStore* store, QMenu* menu, QObject* parent = nullptr);

public slots:
    // Re-reads the list (call after a file was opened or saved).
    void refresh();

signals:
    void openRequested(const QString& path);

private:
    void clear();

    SessionStore* m_store;
    QMenu* m_menu;
};

} // namespace kibitz
