// MainWindow: construction and wiring. The board column: mainwindowboard.cpp; session and layout
// persistence: mainwindowsession.cpp.
#include "mainwindow.h"
#include "trainingwiring.h"

#include "boardstylewiring.h"
#include "dialogs/boardstylepage.h"

#include "analysiswiring.h"
#include "annotatewiring.h"
#include "clockwiring.h"
#include "databasemanage.h"
#include "databasewiring.h"
#include "docklayout.h"
#include "documentlist.h"
#include "dropfilter.h"
#include "editmode.h"
#include "gamedocument.h"
#include "gamefiles.h"
#include "gameoverwatcher.h"
#include "gameengine/playcontroller.h"
#include "helpdialogs.h"
#include "openingswiring.h"
#include "preferenceswiring.h"
#include "recentfilesmenu.h"
#include "reviewwiring.h"
#include "sessionstore.h"
#include "windowboard.h"

#include "chessgamemodel.h"
#include "databasescan.h"
#include "gamenavigation.h"
#include "dialogs/gameovernotice.h"
#include "panels/asciiboardpanel.h"
#include "panels/gamestatuslabel.h"
#include "panels/moveentry.h"
#include "panels/movehistorypanel.h"
#include "soundcues.h"
#include "textfieldkeys.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>
#include <QUndoGroup>
#include <QUndoStack>
#include <QUndoView>
#include <QVBoxLayout>

#include <functional>
#include <utility>

namespace kibitz {

namespace {

// "session" beside the settings file (tests give each window's settings a folder of its own).
QString defaultSessionDir(const QSettings* settings)
{
    return QFileInfo(settings->fileName()).absolutePath() + QStringLiteral("/session");
}
} // namespace

// Model first, then the document around it, the views, the parts that wire them (each given what
// it needs), and finally the connections.
MainWindow::MainWindow(const Options& options, QWidget* parent)
    : QMainWindow(parent), m_options(options), m_model(new ChessGameModel(this)), m_board(new WindowBoard(this)),
      m_docks(std::make_unique<WindowDocks>(this)), m_store(std::make_unique<SessionStore>(options.settings)),
      m_documents(new DocumentList(m_model, this)), m_undoGroup(new QUndoGroup(this)),
      m_files(new GameFiles(m_documents, m_store.get(), this, this))
{
    Q_ASSERT(options.settings);
    m_firstFrameWorkDone = !options.deferBoard;
    setObjectName(QStringLiteral("kibitzMainWindow"));
    // The application's icon itself when main() set one: X takes a window's icon as pixmaps of
    // four sizes, rendered from the SVG at the window's creation, and a QIcon of its own would
    // render them a second time; one icon renders them once (issue 30).
    const QIcon appIcon = QApplication::windowIcon();
    setWindowIcon(appIcon.isNull() ? QIcon(QStringLiteral(":/icons/kibitz.svg")) : appIcon);
    setUpQuestions();
    // Hidden docks' panels (WindowDocks::addLater) wait for the first frame with the rest.
    m_docks->setLater([this](std::function<void()> work) { afterFirstFrame(std::move(work)); });
    m_undoGroup->addStack(m_model->undoStack());
    m_undoGroup->setActiveStack(m_model->undoStack());
    m_actions = WindowActions::create(this, m_undoGroup);
    m_actions.buildMenus(this);
    buildCentral();
    DefaultDocks placed = buildDocks();
    buildParts(placed);
    m_recent = new RecentFilesMenu(m_store.get(), m_actions.recentMenu, this);
    m_drops = new DropFilter(this);
    m_autosaveTimer = new QTimer(this);
    m_autosaveTimer->setSingleShot(true);
    m_autosaveTimer->setInterval(AutosaveDelayMs);

    connectActions();
    connectFiles();
    // The Go menu's plain keys work wherever the focus is, except in text fields.
    qApp->installEventFilter(new TextFieldKeys(this));
    statusBar()->addPermanentWidget(new GameStatusLabel(m_model, this));
    connectTabs();
    m_actions.restoreSession->setChecked(m_store->restoreSession());
    arrangeDefaultDocks(*m_docks, placed);
    resize(1280, 800);
    // The minimum size as the arrangement needs it: the layout set it while the docks were being
    // made (stacked, taller), and a window sized before it is shown (--size 640x480) kept that.
    layout()->invalidate();
    layout()->activate();
    restoreLayout();
    if (m_options.rememberSession) {
        m_journal = std::make_unique<SessionJournal>(
            m_options.sessionDir.isEmpty() ? defaultSessionDir(options.settings) : m_options.sessionDir);
        afterFirstFrame([this] { m_journal->claim(); }); // its sync waits on the disk
    }
    removeLeftovers();
    if (m_options.restoreSession || !m_options.startFile.isEmpty() || !m_options.startFen.isEmpty())
        start();
    else
        offerRecovery(); // --no-restore: a crashed study is still offered
}

// The questions the window asks (unsaved changes, quit, file names, replacing a file) and how
// file problems are shown: the options' scripted ones (tests), else message boxes and dialogs.
void MainWindow::setUpQuestions()
{
    const Options& options = m_options;
    const UnsavedGuard::Prompt prompt = options.prompt ? options.prompt : UnsavedGuard::messageBoxPrompt(this);
    m_guard = std::make_unique<UnsavedGuard>(
        m_documents->current(), [this] { return m_files->saveAndWait(); }, prompt);
    m_quitPrompt = options.quitPrompt;
    if (!m_quitPrompt && options.prompt)
        m_quitPrompt = [prompt](const QStringList& titles) {
            switch (prompt(titles.join(QLatin1Char('\n')))) {
            case UnsavedGuard::Answer::Save: return QuitQuestion::Choice::SaveAll;
            case UnsavedGuard::Answer::Discard: return QuitQuestion::Choice::DiscardAll;
            default: return QuitQuestion::Choice::Cancel;
            }
        };
    if (!m_quitPrompt)
        m_quitPrompt = QuitQuestion::messageBoxPrompt(this);
    if (options.warn)
        m_files->setWarner(options.warn);
    if (options.saveFileName)
        m_files->setSaveNameChooser(options.saveFileName);
    if (options.askReplace)
        m_files->setReplaceAsker(options.askReplace);
    m_files->setOpenDatabase([this] { return m_database ? m_database->shownDatabase() : QString(); });
}

// The parts around the game — annotations, analysis and play, openings, clocks, the board
// editor, preferences, databases, training — in their dependency order: each gets the parts it
// uses as arguments. Their docks join placed (arrangeDefaultDocks makes the tabs).
void MainWindow::buildParts(DefaultDocks& placed)
{
    QSettings* settings = m_options.settings;
    AnnotateWiring::install(this, m_model, m_actions, m_history);
    const auto newGame = [this](const core::Position& start) { newGameFrom(start); };
    // Analysis docks, eval bar and the Play/Analysis menus; before restoreLayout() so docks come back.
    auto* analysis = AnalysisWiring::install(this, m_docks.get(), m_model, settings, m_board, menuBar(), newGame);
    // Play and Analysis went before Help; Training follows them.
    menuBar()->insertMenu(m_actions.helpMenu->menuAction(), m_actions.trainingMenu);
    // The opening explorer dock, the ECO name in the status bar, the book choice, the computer's book.
    auto* openings = m_openings = OpeningsWiring::install(
        this, m_docks.get(), m_model, settings, analysis->analysisMenu(), m_actions.panelsMenu, {},
        m_options.deferBoard ? OpeningsWiring::Load::Later : OpeningsWiring::Load::Now,
        {analysis->playController(), analysis->playMenu()});
    afterFirstFrame([openings] { openings->load(); }); // first: a database's worker reads the ECO table
    m_notice = new GameOverNotice(this);
    auto* clocks = ClockWiring::install(this, m_docks.get(), m_model, settings, analysis, m_board, newGame, m_notice);
    m_analysis = analysis;
    m_clocks = clocks;
    createEditMode(analysis, clocks);
    m_preferences = new PreferencesWiring(this, m_model, settings, m_actions, m_options.soundPlayer, m_board,
                                          m_boardColumn, analysis);
    connect(m_moveEntry, &MoveEntry::moveRefused, m_preferences->sounds(), &SoundCues::moveRefused);
    connect(m_editMode, &EditMode::activeChanged, m_preferences, &PreferencesWiring::setEditing);
    // The board style is a page of Preferences (the wiring applies it to the board).
    auto* style = new BoardStyleWiring(settings, this, m_board, m_options.pieceSet, m_options.theme);
    m_preferences->addPage([style] { return style->createPage(nullptr); }, style->pageTitle());
    installDatabase(placed.moves);
    // The Training menu (issue 29): the repertoire and puzzle trainers.
    auto* training = new TrainingWiring(this, settings, m_actions.trainingMenu, m_options.trainingDatabase);
    training->addPreferences(m_preferences);
    connect(training, &TrainingWiring::message, this, [this](const QString& text) { statusBar()->showMessage(text, kMessageMs); });
    openings->attachDatabase(m_database->games()); // a setter: the Games panels follow the explorer
    auto* watcher = new GameOverWatcher(m_model, m_notice, this);
    connect(analysis->playController(), &engine::PlayController::resultDecided, watcher, &GameOverWatcher::showDecided);
    watcher->trackClaimAction(m_actions.claimDraw);
    placed.clocks = clocks->dock();
    placed.analysis = analysis->analysisDock();
    placed.behindMoves = QList<QDockWidget*>{m_database->dock(), m_database2->dock()} + placed.behindMoves;
    placed.behindAnalysis = {analysis->graphDock(), openings->dock(), analysis->review()->dock()};
}

// Children go with the QObject tree; the store and guard with their unique_ptrs.
MainWindow::~MainWindow()
{
    // The model's undo stack announces its clearing while the children are deleted; by then this
    // window is no MainWindow any more, so nothing of the documents may reach it.
    for (int i = 0; i < m_documents->count(); ++i)
        m_documents->at(i)->disconnect(this);
    m_documents->disconnect(this);
}

// The board editor's mode; while it is active the game's edits, navigation and play pause.
void MainWindow::createEditMode(AnalysisWiring* analysis, ClockWiring* clocks)
{
    const WindowActions& a = m_actions;
    QList<QAction*> paused = {a.newGame,
                              a.openPgn,
                              a.loadFen,
                              a.paste,
                              a.undo,
                              a.redo,
                              a.goStart,
                              a.goBack,
                              a.goForward,
                              a.goEnd,
                              a.nextVariation,
                              a.previousVariation,
                              a.setUpPosition,
                              a.newTab,
                              a.closeTab,
                              a.nextTab,
                              a.previousTab,
                              analysis->newGameAction(),
                              analysis->takeBackAction(),
                              analysis->hintAction(),
                              analysis->resignAction(),
                              analysis->offerDrawAction(),
                              clocks->newTwoPlayerGameAction()};
    paused.removeAll(nullptr);
    m_editMode = new EditMode(this, m_docks.get(), m_model, m_options.settings, m_board, paused, analysis);
    connect(a.setUpPosition, &QAction::triggered, m_editMode, &EditMode::enter);
    // A move being typed is dropped: in the editor letters are pieces.
    connect(m_editMode, &EditMode::activeChanged, this, [this](bool active) {
        if (active)
            m_moveEntry->cancel();
        m_tabs->setEnabled(!active); // the editor edits the game of the tab shown
    });
    connect(m_editMode, &EditMode::message, this,
            [this](const QString& text) { statusBar()->showMessage(text, kMessageMs); });
}

// File > Open Database… and the Games panel (DatabaseWiring); before restoreLayout().
void MainWindow::installDatabase(QDockWidget* moves)
{
    auto* gameMenu = qobject_cast<QMenu*>(m_actions.recentMenu->parent());
    DatabaseWiring::Warner warn = m_options.warn;
    if (!warn)
        warn = [this](const QString& title, const QString& text) { QMessageBox::warning(this, title, text); };
    m_database = DatabaseWiring::install(this, m_docks.get(), m_model, m_documents, gameMenu,
                                         m_actions.recentMenu->menuAction(), m_actions.panelsMenu, warn);
    connect(m_database, &DatabaseWiring::message, this,
            [this](const QString& text) { statusBar()->showMessage(text, kMessageMs); });
    connect(m_database, &DatabaseWiring::gameOpenedFromPanel, moves, &QWidget::raise);
    // New Database, add, copy, move, delete, merge, twins (issue 28 part 2), after Open Database….
    m_manage = DatabaseManage::install(this, m_database, m_model, gameMenu, m_actions.recentMenu->menuAction(), warn);
    m_manage->setRelocate([this](const DatabaseManage::Where& where) {
        for (int i = 0; i < m_documents->count(); ++i)
            m_documents->at(i)->relocate(where);
    });
    connect(m_manage, &DatabaseManage::message, this,
            [this](const QString& text) { statusBar()->showMessage(text, kMessageMs); });
    // Games 2: a second database beside the first, to drag games between them.
    m_database2 = DatabaseWiring::install(this, m_docks.get(), m_model, m_documents, gameMenu, m_manage->newAction(),
                                          m_actions.panelsMenu, warn, DatabaseWiring::Panel::Second);
    connect(m_database2, &DatabaseWiring::message, this,
            [this](const QString& text) { statusBar()->showMessage(text, kMessageMs); });
    m_database2->showApartFrom(m_database->dock());
    m_manage->addPanel(m_database2);
    // A PGN of several games opened as a study is listed in the Games panel too.
    connect(m_files, &GameFiles::databaseOpened, this, [this](const QString& path, bool openFirstGame) {
        m_databasePending = !m_firstFrameWorkDone;
        afterFirstFrame([this, path, openFirstGame] { openDatabaseAtStart(path, openFirstGame); });
    });
}

// Indexes a PGN of several games that was opened as a study (its first game once read when asked).
void MainWindow::openDatabaseAtStart(const QString& path, bool openFirstGame)
{
    m_openings->load(); // the scan names openings from the ECO table
    QString error;
    if (!m_database->openDatabase(path, &error))
        statusBar()->showMessage(error, kMessageMs);
    else if (openFirstGame)
        m_database->openFirstGameWhenIndexed();
}

// The move list, the undo history and the debug board (arrangeDefaultDocks() places them): the
// moves, with the histories as tabs behind them.
DefaultDocks MainWindow::buildDocks()
{
    m_history = new MoveHistoryPanel(m_model, m_model->navigation(), m_model->editing(), m_model->annotations(), this);
    for (QAction* action : m_history->navigationActions())
        action->setShortcut({}); // the window's Go actions own these keys (no ambiguous pair)
    QDockWidget* moves = addPanel(m_history, tr("Moves"), QStringLiteral("movesDock"), Qt::RightDockWidgetArea);
    // Tabs behind the moves: built when first shown or after the first frame.
    QDockWidget* undo = addPanelLater(
        [this] {
            m_undoView = new QUndoView(m_undoGroup);
            m_undoView->setEmptyLabel(tr("<start of session>"));
            return m_undoView;
        },
        tr("Undo History"), QStringLiteral("undoDock"));
    m_debugDock = addPanelLater([this] { return m_ascii = new AsciiBoardPanel(m_model); }, tr("Debug Board"),
                                QStringLiteral("debugDock"));
    QDockWidget* debug = m_debugDock;
    splitDockWidget(moves, undo, Qt::Vertical);
    tabifyDockWidget(undo, debug);
    DefaultDocks placed;
    placed.moves = moves;
    placed.behindMoves = {undo, debug};
    return placed;
}

// A dock with a remembered name and a toggle in View > Panels.
QDockWidget* MainWindow::addPanel(QWidget* panel, const QString& title, const QString& name, Qt::DockWidgetArea area)
{
    QDockWidget* dock = m_docks->add(panel, title, name, area);
    m_actions.panelsMenu->addAction(dock->toggleViewAction());
    return dock;
}

// A dock in the right area whose panel make() builds when needed (WindowDocks::addLater), with
// its toggle in View > Panels.
QDockWidget* MainWindow::addPanelLater(std::function<QWidget*()> make, const QString& title, const QString& name)
{
    QDockWidget* dock = m_docks->addLater(std::move(make), title, name, Qt::RightDockWidgetArea);
    m_actions.panelsMenu->addAction(dock->toggleViewAction());
    return dock;
}

AsciiBoardPanel* MainWindow::asciiPanel() const
{
    m_docks->build(m_debugDock);
    return m_ascii;
}

// Menu and toolbar actions to the model, the files and the viewport.
void MainWindow::connectActions()
{
    const WindowActions& a = m_actions;
    connect(a.newGame, &QAction::triggered, this, &MainWindow::newGame);
    connect(a.openPgn, &QAction::triggered, m_files, &GameFiles::open);
    connect(a.savePgn, &QAction::triggered, m_files, &GameFiles::save);
    connect(a.savePgnAs, &QAction::triggered, m_files, &GameFiles::saveAs);
    connect(a.loadFen, &QAction::triggered, this, &MainWindow::loadFen);
    connect(a.saveFen, &QAction::triggered, this, &MainWindow::saveFen);
    connect(a.copyFen, &QAction::triggered, this, &MainWindow::copyFen);
    connect(a.paste, &QAction::triggered, this, &MainWindow::paste);
    connect(a.restoreSession, &QAction::toggled, this, [this](bool on) { m_store->setRestoreSession(on); });
    connect(a.quit, &QAction::triggered, this, &QWidget::close);
    GameNavigation* go = m_model->navigation();
    connect(a.goStart, &QAction::triggered, go, &GameNavigation::toStart);
    connect(a.goBack, &QAction::triggered, go, &GameNavigation::back);
    connect(a.goForward, &QAction::triggered, go, &GameNavigation::forward);
    connect(a.goEnd, &QAction::triggered, go, &GameNavigation::toEnd);
    connect(a.nextVariation, &QAction::triggered, go, &GameNavigation::nextVariation);
    connect(a.previousVariation, &QAction::triggered, go, &GameNavigation::previousVariation);
    connect(a.about, &QAction::triggered, this, &MainWindow::showAbout);
    connect(a.gettingStarted, &QAction::triggered, this, [this] { GettingStartedDialog(this).exec(); });
    connect(a.shortcuts, &QAction::triggered, this, [this] { ShortcutsDialog(menuBar(), this).exec(); });
    // Edits reach the journal soon; navigation alone writes nothing (the cursor goes with the
    // next write).
    for (auto signal : {&ChessGameModel::historyChanged, &ChessGameModel::gameReset, &ChessGameModel::gameInfoChanged})
        connect(m_model, signal, this, &MainWindow::scheduleAutosave);
    connect(m_model, &ChessGameModel::nodeChanged, this, &MainWindow::scheduleAutosave);
    connect(m_documents, &DocumentList::documentChanged, this, &MainWindow::scheduleAutosave);
    // The databases shown are kept too (for recovery): the journal learns each once it is indexed.
    for (const DatabaseWiring* db : {m_database, m_database2})
        connect(db->scan(), &DatabaseScan::finished, this, &MainWindow::scheduleAutosave);
    connect(m_autosaveTimer, &QTimer::timeout, this, &MainWindow::autosave);
}

// File operations report to the status bar and the recent files menu; drops load. A save's
// progress shows in the status bar; its new place in the file reaches the journal soon.
void MainWindow::connectFiles()
{
    statusBar()->addPermanentWidget(m_files->saveIndicator());
    connect(m_files, &GameFiles::fileUsed, this, &MainWindow::scheduleAutosave);
    connect(m_files, &GameFiles::message, this,
            [this](const QString& text) { statusBar()->showMessage(text, kMessageMs); });
    connect(m_files, &GameFiles::fileUsed, m_recent, &RecentFilesMenu::refresh);
    connect(m_recent, &RecentFilesMenu::openRequested, m_files, &GameFiles::openPath);
    connect(m_drops, &DropFilter::fileDropped, m_files, &GameFiles::openPath);
    connect(m_drops, &DropFilter::textDropped, this,
            [this](const QString& text) { m_files->loadTextInteractive(text, tr("the dropped text")); });
}

} // namespace kibitz
