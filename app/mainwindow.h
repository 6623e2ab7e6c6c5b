// MainWindow: creates the model and the views and wires them together. Each concern lives in a
// class of its own (actions, document, files, session store, drops, panels); this class connects.
#pragma once

#include "gamefiles.h"
#include "sessionjournal.h"
#include "quitquestion.h"
#include "unsavedguard.h"
#include "windowactions.h"

#include "core/types.h"

#include <QMainWindow>
#include <QPoint>
#include <QStringList>

#include <functional>
#include <memory>

class QDockWidget;
class QSettings;
class QTabBar;
class QUndoGroup;
class QVBoxLayout;
class QTimer;
class QUndoView;

namespace kibitz {

class AsciiBoardPanel;
class BoardViewport;
class ChessGameModel;
class DocumentList;
class DropFilter;
class EditMode;
class GameDocument;
class GameFiles;
class GameOverNotice;
class MoveEntry;
class MoveHistoryPanel;
class RecentFilesMenu;
class SessionStore;
class SoundPlayer;
class AnalysisWiring;
class ClockWiring;
class WindowBoard;
class WindowDocks;
struct DefaultDocks;
class PreferencesWiring;
class DatabaseManage;
class DatabaseWiring;
class OpeningsWiring;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // What to do with a study left by a session that crashed.
    enum class RecoveryAnswer { Recover, Discard, Later };
    // The dock layout's version: a layout saved with another one (older docks) is not restored.
    static constexpr int LayoutVersion = 4; // 4: one right column of tabs (issue 26.4)
    // Edits reach the journal on disk within this time.
    static constexpr int AutosaveDelayMs = 200;

    struct Options {
        QSettings* settings = nullptr; // where layout, recent files and the session live (required)
        bool restoreSession = true; // bring back the last game if the setting says so
        bool rememberSession = true; // read and write the layout, write the session
        UnsavedGuard::Prompt prompt; // the unsaved-changes question (default: a message box)
        // The one question at quit (default: from prompt when given, with the titles one a line,
        // else QuitQuestion's message box).
        QuitQuestion::Prompt quitPrompt;
        bool blackAtBottom = false; // the board's initial side
        // The board style for this session (command line), "" for the remembered one.
        QString pieceSet;
        QString theme;
        // Create the 3D board only after the window's first paint, so the window appears at once
        // (Qt3D's set-up takes a good part of a second under software OpenGL), and leave what the
        // board's first frame does not need until that frame is up (afterFirstFrame()): the ECO
        // names and the book, the explorer, re-indexing a database, the sweep for leftovers.
        // Off: all of it at once.
        bool deferBoard = false;
        // Where the session journal keeps the study (autosaves, last session). Default: a folder
        // "session" beside the settings file.
        QString sessionDir;
        // Opened at start instead of the last session (after any crash recovery was offered).
        QString startFile;
        // More files, each opened in a tab of its own after startFile (the last one is shown).
        QStringList moreStartFiles;
        QString startFen;
        // The crash-recovery question (default: a message box).
        std::function<RecoveryAnswer(const SessionJournal::Snapshot&)> recoveryPrompt;
        // How problems with files are shown (default: a warning box).
        GameFiles::Warner warn;
        // How Save As asks for a file name (default: a file dialog).
        GameFiles::SaveNameChooser saveFileName;
        // How a save asks before it replaces a file of more games, a read-only, another user's or
        // a hard-linked file (default: a message box, Cancel by default).
        SaveTarget::Asker askReplace;
        // Plays the sounds (not owned); null: silent (tests, screenshots).
        SoundPlayer* soundPlayer = nullptr;
        // The training database (puzzles, repertoires, schedules, answers); "" for the data directory's.
        QString trainingDatabase;
    };

    explicit MainWindow(const Options& options, QWidget* parent = nullptr);
    ~MainWindow() override;

    ChessGameModel* model() const { return m_model; }
    // The 3D board; nullptr until it is created when Options::deferBoard is set.
    BoardViewport* viewport() const { return m_viewport; }
    // Hands the 3D board to whoever needs it, now or once it is created.
    WindowBoard* board() const { return m_board; }
    MoveEntry* moveEntry() const { return m_moveEntry; }
    MoveHistoryPanel* historyPanel() const { return m_history; }
    // The debug board (built now if it waited for the first frame).
    AsciiBoardPanel* asciiPanel() const;
    // The document shown (the current tab's) and all of them.
    GameDocument* document() const;
    DocumentList* documents() const { return m_documents; }
    // The tabs above the board (hidden while there is one game).
    QTabBar* tabBar() const { return m_tabs; }
    // A new game in a tab of its own, shown.
    void newTab();
    // Closes the tab at index, asking first about its unsaved changes; false when it stays.
    bool closeTab(int index);
    GameFiles* files() const { return m_files; }
    DatabaseWiring* database() const { return m_database; }
    // The second Games panel (Games 2), to drag games between two databases.
    DatabaseWiring* database2() const { return m_database2; }
    DatabaseManage* databaseManage() const { return m_manage; }
    UnsavedGuard* guard() const { return m_guard.get(); }
    const WindowActions& actions() const { return m_actions; }
    // The board editor's mode (Edit > Set Up Position…).
    EditMode* editMode() const { return m_editMode; }
    // Preferences, sounds and the captured-pieces strips (Edit > Preferences…).
    PreferencesWiring* preferences() const { return m_preferences; }
    // Every dock of the window (the parts make theirs through it).
    WindowDocks* docks() const { return m_docks.get(); }

    // The journal of this window's study (null when Options::rememberSession is off).
    SessionJournal* journal() const { return m_journal.get(); }
    // True while an edit waits to be written to the journal.
    bool autosavePending() const;
    // Writes the study to the journal now (this window's autosave slot).
    void autosave();
    // Writes the game and cursor as the last session (restored on the next start); false when
    // it could not be written.
    bool saveSession();
    bool saveSession(const SessionJournal::Snapshot& kept);
    // Brings back the last session's game; false when there was none or it could not be read.
    // databases: the ones its Games panels showed, in panel order.
    bool restoreSession(QStringList& databases);
    // Window geometry and dock layout to/from the session store.
    void saveLayout();
    void restoreLayout();
    // The session ends by a signal (SIGTERM, SIGHUP): unsaved work stays for recovery, else a
    // clean close; then the application quits. Nothing is asked.
    void endSession();

    // What a position given on the command line is called in messages ("the --fen option").
    static QString fenOrigin();

    // Whether what waits for the board's first frame has been done (at once without deferBoard).
    bool isFirstFrameWorkDone() const { return m_firstFrameWorkDone; }

signals:
    // What waited for the board's first frame has been done (deferBoard only).
    void firstFrameWorkDone();

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool focusNextPrevChild(bool next) override;

private:
    static constexpr int kMessageMs = 5000; // how long a status-bar note stays
    static constexpr int kFirstFrameWaitMs = 10000; // what waits for the first frame waits this long at most
    QStringList shownDatabases() const;
    void reopenDatabases(const QStringList& paths);
    void reopenDatabase(DatabaseWiring* db, const QString& path);
    void removeLeftovers();
    void sweepLeftovers();
    // Runs work now, or once the board's first frame is up when the board is deferred.
    void afterFirstFrame(std::function<void()> work);
    void runFirstFrameWork();
    void openDatabaseAtStart(const QString& path, bool openFirstGame);
    void setUpQuestions();
    void buildParts(DefaultDocks& placed);
    void buildCentral();
    void buildTabs(QVBoxLayout* layout);
    void showDocument(GameDocument* document);
    void showGamesOfDocument(GameDocument* document);
    void connectTabs();
    void restoreTabs(const SessionJournal::Snapshot& snapshot);
    bool confirmCloseAll();
    void createBoard();
    DefaultDocks buildDocks();
    void createEditMode(AnalysisWiring* analysis, ClockWiring* clocks);
    void installDatabase(QDockWidget* moves);
    QDockWidget* addPanel(QWidget* panel, const QString& title, const QString& name, Qt::DockWidgetArea area);
    QDockWidget* addPanelLater(std::function<QWidget*()> make, const QString& title, const QString& name);
    void connectActions();
    void connectViewport();
    void connectFiles();
    void newGame();
    // A new game from start (standard or Chess960).
    void newGameFrom(const core::Position& start);
    void loadFen();
    void saveFen();
    void copyFen();
    void paste();
    void showAbout();
    void onPromotionRequested(core::Square from, core::Square to, QPoint globalPos);
    core::PieceType askPromotion(core::Color side, QPoint globalPos);
    void scheduleAutosave();
    void start();
    bool offerRecovery();
    RecoveryAnswer askRecovery(const SessionJournal::Snapshot& snapshot);
    static QString recoveryName(const SessionJournal::Snapshot& game);
    bool restoreSnapshot(const SessionJournal::Snapshot& snapshot);
    bool restoreGame(const SessionJournal::Snapshot& snapshot);
    bool confirmShownTab();
    bool saveTab(int index);
    SessionJournal::Snapshot keptAtClose();
    SessionJournal::Snapshot snapshot() const;
    bool discardUnsavedAtClose();
    QList<int> tabOrder() const;
    QList<QuitEntry> unsavedGames();
    bool saveAll();
    void showProblem(const QString& title, const QString& text);

    Options m_options;
    ChessGameModel* m_model;
    WindowBoard* m_board;
    std::unique_ptr<WindowDocks> m_docks;
    std::unique_ptr<SessionStore> m_store;
    DocumentList* m_documents;
    QUndoGroup* m_undoGroup;
    QTabBar* m_tabs = nullptr;
    GameFiles* m_files;
    DatabaseWiring* m_database = nullptr;
    DatabaseWiring* m_database2 = nullptr;
    AnalysisWiring* m_analysis = nullptr; // play against the computer (kept by the journal)
    ClockWiring* m_clocks = nullptr;
    DatabaseManage* m_manage = nullptr;
    std::unique_ptr<UnsavedGuard> m_guard;
    QuitQuestion::Prompt m_quitPrompt;
    WindowActions m_actions;
    BoardViewport* m_viewport = nullptr;
    MoveEntry* m_moveEntry = nullptr;
    QWidget* m_boardPlaceholder = nullptr;
    QVBoxLayout* m_boardColumn = nullptr; // the central widget's: the tabs, the board (strips above and below it)
    MoveHistoryPanel* m_history = nullptr;
    AsciiBoardPanel* m_ascii = nullptr; // null until its dock's panel is built
    QDockWidget* m_debugDock = nullptr;
    QUndoView* m_undoView = nullptr;
    GameOverNotice* m_notice = nullptr;
    RecentFilesMenu* m_recent = nullptr;
    DropFilter* m_drops = nullptr;
    EditMode* m_editMode = nullptr;
    PreferencesWiring* m_preferences = nullptr;
    QTimer* m_autosaveTimer = nullptr;
    bool m_autosaveAfterFrame = false; // scheduleAutosave() waits for the first frame
    std::unique_ptr<SessionJournal> m_journal;
    OpeningsWiring* m_openings = nullptr;
    bool m_firstFrameWorkDone = true;
    bool m_databasePending = false; // a file opened at start waits for the first frame to be indexed
    QList<std::function<void()>> m_firstFrameWork;
};

} // namespace kibitz
