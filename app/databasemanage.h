// DatabaseManage: managing the games of databases from the window (issue 28 part 2). Game > New
// Database…, Add Game to Database…, Merge Files into Database… and Delete Twin Games…, and on the
// Games panel's selection (a context menu) Copy to Database and Move to Database (the other
// panel's database by its name, or Other File…) and Delete Games…. Each write is io/databaseedit's verified write on a worker thread; whatever removes
// games asks first, naming how many; afterwards the shown database is indexed again from its
// bytes (DatabaseWiring::indexAgain) so the panel shows the new counts, keeping its size. The game in the window
// (the study) is only read (Add Game); when its game lies in a database written here, its file
// place follows (a game cut out of the file leaves the study a game of no file, unsaved). Games
// dragged from one Games panel onto another (the window's second one, Games 2) are copied there,
// moved with Shift, by the same write as Copy/Move to Database (asked first when moved).
#pragma once

#include "io/databaseedit.h"
#include "io/gamefile.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <vector>

class QAction;
class QMainWindow;
class QMenu;

namespace kibitz {

class ChessGameModel;
class DatabaseWiring;

class DatabaseManage : public QObject {
    Q_OBJECT
public:
    // A yes/no question; a file to write into (may be new); files to read; a problem to show.
    using Ask = std::function<bool(const QString& title, const QString& text)>;
    using ChooseFile = std::function<QString(const QString& title)>;
    using ChooseFiles = std::function<QStringList(const QString& title)>;
    using Warn = std::function<void(const QString& title, const QString& text)>;
    // Applies where(source) to the file place of every game the window holds (GameDocument::relocate).
    using Where = std::function<std::optional<io::FileSource>(const io::FileSource&)>;
    using Relocate = std::function<void(const Where& where)>;

    // Adds the File actions before `before` and the Games panel's context menu.
    static DatabaseManage* install(QMainWindow* window, DatabaseWiring* database, ChessGameModel* model,
                                   QMenu* fileMenu, QAction* before, Warn warn);
    // Another Games panel: games dragged between it and the others are copied (moved with Shift);
    // its context menu copies, moves or deletes its selected games as the first panel's does.
    void addPanel(DatabaseWiring* panel);

    // The dialogs (message boxes and file dialogs unless replaced, e.g. by a test).
    void setAsk(Ask ask) { m_ask = std::move(ask); }
    void setChooseFile(ChooseFile choose) { m_chooseFile = std::move(choose); }
    void setChooseFiles(ChooseFiles choose) { m_chooseFiles = std::move(choose); }
    // Keeps the window's games found in a database after a write cuts or adds games around them.
    void setRelocate(Relocate relocate) { m_relocate = std::move(relocate); }

    // The games selected in a Games panel (the first unless panel; 0-based numbers in the file,
    // ascending).
    std::vector<int> selectedGames(const DatabaseWiring* panel = nullptr) const;
    // The operations, as the menus run them once a file is chosen; false when nothing was
    // written (declined, refused or failed: the reason was shown). The selection is of the
    // first Games panel unless another (from) is named.
    bool newDatabase(const QString& path);
    bool addGameTo(const QString& path);
    bool copySelectedTo(const QString& path, bool move, DatabaseWiring* from = nullptr);
    bool deleteSelected(DatabaseWiring* from = nullptr);
    bool mergeInto(const QStringList& sources);
    bool deleteTwins();

    QAction* newAction() const { return m_new; }
    QList<QAction*> selectionActions() const;

signals:
    // A short note for the status bar ("Deleted 3 games from db.pgn").
    void message(const QString& text);

protected:
    // Drops of games on a panel's table (its viewport).
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    DatabaseManage(QMainWindow* window, DatabaseWiring* database, ChessGameModel* model);
    template <typename Slot> QAction* newAction(const QString& text, const char* name, Slot slot);
    void createActions(QMenu* fileMenu, QAction* before);
    void addSelectionActions(DatabaseWiring* panel);
    QMenu* targetMenu(DatabaseWiring* panel, bool move);
    bool databaseReady(const QString& title, const DatabaseWiring* database = nullptr);
    bool copyGames(DatabaseWiring* from, const std::vector<int>& games, const QString& path, bool move);
    bool dragEvent(DatabaseWiring* onto, QEvent* event);
    void followWrites(const std::vector<io::FileWrite>& writes);
    bool finish(const QString& title, bool ok, const QString& error, const QStringList& reindex,
                const QString& note);

    QMainWindow* m_window;
    DatabaseWiring* m_database;
    ChessGameModel* m_model;
    Ask m_ask;
    ChooseFile m_chooseFile;
    ChooseFiles m_chooseFiles;
    Relocate m_relocate;
    Warn m_warn;
    QAction* m_new = nullptr;
    QAction* m_addGame = nullptr;
    QAction* m_merge = nullptr;
    QAction* m_twins = nullptr;
    QAction* m_copy = nullptr; // the first panel's selection actions
    QAction* m_move = nullptr;
    QAction* m_delete = nullptr;
    QList<DatabaseWiring*> m_panels; // the first is m_database
};

} // namespace kibitz
