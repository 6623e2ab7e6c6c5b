// DatabaseWiring: File > Open Database… and the Games panel. Indexes the chosen PGN file in the
// background (DatabaseScan into a GameListModel shown by GamesPanel, in a dock of its own), and
// opens the game the person picks into the study as one undoable edit whose file and game number
// are remembered, so Save writes that game back in place. A change of the file on disk is noticed
// (DatabaseScan watches it and checks it before a game is read) and the file indexed again.
#pragma once

#include "io/gamefile.h"

#include <QList>
#include <QObject>
#include <QString>

#include <functional>
#include <vector>

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;

namespace kibitz {

class ChessGameModel;
class DatabaseScan;
class DocumentList;
class GameListModel;
class GamesPanel;
class WindowDocks;

class DatabaseWiring : public QObject {
    Q_OBJECT
public:
    using Warner = std::function<void(const QString& title, const QString& text)>;
    // The window's Games panel, or a second one (Games 2) beside it to drag games between two
    // databases (DatabaseManage); both are restored with the session.
    enum class Panel { First, Second };

    // Adds the action to fileMenu before `before` and the dock, made by docks, to window (toggle
    // in panelsMenu); a dock made to show more rows takes the room from the others of docks.
    // A game opened goes into the document documents gives for it (a game a document holds
    // already is shown there); warn shows problems.
    static DatabaseWiring* install(QMainWindow* window, WindowDocks* docks, ChessGameModel* model,
                                   DocumentList* documents, QMenu* fileMenu, QAction* before, QMenu* panelsMenu,
                                   Warner warn, Panel panel = Panel::First);

    // The scan (its workers read the games' model) ends before the model goes.
    ~DatabaseWiring() override;

    // Indexes path and shows the Games panel, its filter cleared; false with a translated reason
    // in error.
    bool openDatabase(const QString& path, QString* error);
    // Indexes path in the Games panel as it stands (neither raised nor given room: the file of
    // the tab brought to the front), its filter cleared; false with a translated reason in error.
    bool showDatabase(const QString& path, QString* error);
    // Indexes the database shown again (after a write): the panel keeps its place and height, as
    // the person left them (openDatabase would bring it to the front and give its table room).
    bool indexAgain(QString* error);
    // Opens game number of the database into the study, showing the position after ply half-moves
    // of its main line (-1: its end); false with a reason ("" if declined).
    bool openGame(int number, QString* error, int ply = -1);
    // Reads the games numbered (from 1) from their bytes alone, where the index says they are, on
    // a worker thread under a progress dialog saying label (Cancel stops between games). reads
    // follow numbers, each with its game or its error; false with a reason in error ("" when
    // cancelled) when not all were read: the file changed since it was indexed (it is indexed
    // again), cannot be read, or has no such game.
    bool readGames(const std::vector<int>& numbers, const QString& label, std::vector<io::PgnFileRead>& reads,
                   QString* error);
    // Lists the games where the board's position occurs (all cores, on worker threads) — or its
    // pawn structure or material, as the Games panel's mode says; false with a reason while the
    // file is still being indexed.
    bool findPosition(QString* error);
    // Lists every game again.
    void showAllGames();
    // Opens game 1 as soon as the scan has read it whole (the next game has begun, or the scan
    // ended): for a file opened as a study but too large to read at once.
    void openFirstGameWhenIndexed();
    GameListModel* games() const { return m_games; }
    // The scan of the database shown (its path, and the file's stamp as indexed).
    DatabaseScan* scan() const { return m_scan; }
    bool isIndexing() const;
    // The Games panel (built now if it waited for the first frame).
    GamesPanel* panel() const;
    // Runs work with the Games panel once it is built (at once when it is).
    void whenPanelBuilt(std::function<void(GamesPanel*)> work);
    QDockWidget* dock() const { return m_dock; }
    // The database indexed (or being indexed) and shown in the Games panel; "" when none is, or
    // when the person closed the panel.
    QString shownDatabase() const;
    // True when the panel is open on the file at path (however it is named).
    bool shows(const QString& path) const;
    // Hides the Games panel (a restored layout shows it, but no database was reopened).
    void hidePanel();
    // Games 2: shown apart from the panel of other (never a tab hiding it), so that games can be
    // dragged from one to the other.
    void showApartFrom(QDockWidget* other) { m_apartFrom = other; }
    QAction* openAction() const { return m_open; }

signals:
    // A short note for the status bar.
    void message(const QString& text);
    // The person opened a game from the panel (the window brings its moves to the front).
    void gameOpenedFromPanel();

private:
    DatabaseWiring(QMainWindow* window, WindowDocks* docks, ChessGameModel* model, DocumentList* documents);
    GamesPanel* buildPanel();
    void chooseDatabase();
    void openFirstGameIfRead();
    // The file indexed whole again: its open games are found in it again (their number and count).
    void followOpenGames(bool cancelled);
    QString changedText() const;
    void giveTableRoom();
    bool showOpenGame(int number, int ply);

    QMainWindow* m_window;
    WindowDocks* m_docks;
    ChessGameModel* m_model;
    DocumentList* m_documents;
    GameListModel* m_games;
    DatabaseScan* m_scan;
    GamesPanel* m_panel = nullptr; // null until its dock's panel is built
    QList<std::function<void(GamesPanel*)>> m_whenBuilt;
    QDockWidget* m_dock = nullptr;
    QDockWidget* m_apartFrom = nullptr;
    QAction* m_open = nullptr;
    Warner m_warn;
    bool m_openFirst = false; // openFirstGameWhenIndexed() waits for game 1
};

} // namespace kibitz
