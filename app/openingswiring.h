// One call adds the opening explorer to the main window: the "Opening Explorer" dock (book moves,
// database moves once a database is open, the opening's name), the ECO name in the status bar and
// the menu action that chooses the book. The panel follows the shown position; a click on a move
// plays it. The book's path is kept in QSettings ("openings/book"); the default is Debian's
// gnuchess-book. Opening names come from pgn-extract's eco.pgn, read at start; without it the
// panel says that names are unavailable (no message box).
#pragma once

#include "openings/ecoclassifier.h"
#include "openings/polyglotbook.h"

#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

class QAction;
class QDockWidget;
class QLabel;
class QMainWindow;
class QMenu;
class QSettings;

namespace kibitz::engine {
class PlayController;
}

namespace kibitz {

class ChessGameModel;
class ExplorerModel;
class ExplorerPanel;

// Where the wiring finds its files: the book used until the person chooses one, the ECO table.
struct OpeningsPaths {
    QString defaultBook = QStringLiteral("/usr/share/games/gnuchess/book.bin");
    QString ecoTable = QString::fromLatin1(openings::DebianEcoPath);
};

// The computer player that may answer from the book, and the menu that gets the checkable action
// for it (null: no such action). Outside the class, as Paths: a default argument of the class's
// own install() cannot use a nested type's member initialisers.
struct OpeningsPlay {
    engine::PlayController* controller = nullptr;
    QMenu* menu = nullptr;
};

class ExplorerSearch;
class GameListModel;
class WindowDocks;

class OpeningsWiring : public QObject {
    Q_OBJECT
public:
    using Paths = OpeningsPaths;
    // When the ECO table and the book are read: at install, or on load() (the window's first
    // 3D frame does not wait for them).
    enum class Load { Now, Later };
    using Play = OpeningsPlay;
    // Installs the dock (made by docks; its toggle into panelsMenu when given), the status-bar label and the
    // "Opening Book…" action into menu; returns the wiring, a child of window. Call it before
    // QMainWindow::restoreState() so that the dock's place is restored. With play, its computer
    // answers from the book when the person turns it on with the checkable action added to
    // play.menu ("openings/computerUsesBook" in QSettings; off by default).
    static OpeningsWiring* install(QMainWindow* window, WindowDocks* docks, ChessGameModel* model, QSettings* settings,
                                   QMenu* menu, QMenu* panelsMenu = nullptr, const Paths& paths = {},
                                   Load when = Load::Now, Play play = {});

    // Reads the ECO table and opens the remembered book (once; later calls do nothing), then
    // fills the explorer. Before it, the explorer and the ECO label are empty.
    void load();
    bool isLoaded() const { return m_loaded; }

    ExplorerPanel* panel() const { return m_panel; }
    ExplorerModel* explorerModel() const { return m_explorer; }
    QDockWidget* dock() const { return m_dock; }
    QLabel* ecoLabel() const { return m_ecoLabel; }
    QAction* chooseBookAction() const { return m_chooseBook; }
    // The open book (null when none could be read); shared with whoever plays from it.
    std::shared_ptr<const openings::PolyglotBook> book() const { return m_book; }
    // The opening of the shown position, when names are available and one is known.
    std::optional<openings::EcoMatch> opening() const { return m_opening; }

    QAction* computerUsesBookAction() const { return m_computerUsesBook; }

    // Shows games's opening table in the explorer beside the book (once a scan has built it) and
    // names the openings of its games that lack an ECO tag (openingsdatabase.cpp). A setter, not
    // an install argument: the window makes the Games panels after the explorer, so that View ▸
    // Panels lists them in that order.
    void attachDatabase(GameListModel* games);

    // How a book file is chosen (default: a file dialog); tests give a function.
    void setBookChooser(std::function<QString()> chooser) { m_chooser = std::move(chooser); }

public slots:
    // Opens the book at path; on success it is shown and remembered, otherwise the panel says why
    // and the previous book stays. Returns whether it opened.
    bool openBook(const QString& path);
    // Asks for a book file and opens it.
    void chooseBook();

signals:
    // Another book was opened (or the first one).
    void bookChanged();

private:
    OpeningsWiring(QMainWindow* window, ChessGameModel* model, QSettings* settings, const Paths& paths);
    void createDock(WindowDocks* docks, QMenu* panelsMenu);
    void attachPlay(const Play& play);
    void loadEcoTable(const QString& path);
    void refresh();
    void updateDatabaseSource();
    void playMove(core::Move move);
    void updateComputerBook();
    void showBook();
    QString openingText() const;
    QString chess960Name() const;

    QMainWindow* m_window;
    ChessGameModel* m_model;
    QSettings* m_settings;
    Paths m_paths;
    bool m_loaded = false;
    ExplorerModel* m_explorer;
    ExplorerPanel* m_panel = nullptr;
    QDockWidget* m_dock = nullptr;
    QLabel* m_ecoLabel = nullptr;
    QAction* m_chooseBook = nullptr;
    QAction* m_computerUsesBook = nullptr;
    engine::PlayController* m_play = nullptr;
    GameListModel* m_games = nullptr;
    ExplorerSearch* m_search = nullptr; // the database's answer where its opening table has none
    std::shared_ptr<const openings::PolyglotBook> m_book;
    // The shown game is Chess960: the book and the ECO names (standard chess) do not apply.
    bool m_chess960 = false;
    QString m_bookText; // the book's line (or why there is none), shown outside Chess960 games
    QString m_bookToolTip;
    std::optional<openings::EcoTable> m_eco;
    QString m_ecoProblem; // why names are unavailable
    std::optional<openings::EcoMatch> m_opening;
    std::function<QString()> m_chooser;
};

} // namespace kibitz
