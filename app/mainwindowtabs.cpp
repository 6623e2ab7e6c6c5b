// MainWindow: several games in tabs. Each tab is a GameDocument of the window's DocumentList;
// the shown one lends its game and undo history to the model, which every view follows, and the
// window points its guard and title at it (GameFiles and DatabaseWiring follow the list
// themselves; any switch lets a save under way end first: GameFiles::waitForSaves).
#include "mainwindow.h"

#include "databasewiring.h"
#include "documentlist.h"
#include "gamedocument.h"

#include "chessgamemodel.h"
#include "panels/moveentry.h"

#include <QAction>
#include <QStatusBar>
#include <QTabBar>
#include <QUndoGroup>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace kibitz {

GameDocument* MainWindow::document() const { return m_documents->current(); }

namespace {

// A game's tab is at most about 40 characters wide, its title elided at the right (the players,
// which tell games apart, stay readable); the tooltip has it whole. Without a limit a game with
// long names took most of the bar's width.
class GameTabBar : public QTabBar {
protected:
    QSize tabSizeHint(int index) const override
    {
        QSize size = QTabBar::tabSizeHint(index);
        size.setWidth(std::min(size.width(), 40 * fontMetrics().averageCharWidth()));
        return size;
    }
};

} // namespace

// One tab per game over the board; with a single game the bar is not shown.
void MainWindow::buildTabs(QVBoxLayout* layout)
{
    m_tabs = new GameTabBar;
    m_tabs->setElideMode(Qt::ElideRight);
    m_tabs->setObjectName(QStringLiteral("gameTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->setTabsClosable(true);
    m_tabs->setMovable(false);
    m_tabs->setExpanding(false);
    m_tabs->setFocusPolicy(Qt::NoFocus); // the board keeps the keys
    m_tabs->addTab(document()->title().remove(QStringLiteral("[*]")));
    m_tabs->hide();
    layout->addWidget(m_tabs);
}

// The tab's text: the title without " — Kibitz", a star while unsaved. A game with neither
// players nor file has the bare "Kibitz[*]" as its title; its tab shows its name with the star.
static QString tabText(const GameDocument* document)
{
    QString text = document->title();
    text.remove(QStringLiteral(" — Kibitz"));
    if (text == QStringLiteral("Kibitz[*]"))
        text = document->displayName() + QStringLiteral("[*]");
    text.replace(QStringLiteral("[*]"), document->isModified() ? QStringLiteral("*") : QString());
    return text;
}

// The list drives the bar; the bar and the actions ask the list; the model's undo history is the
// group's active one.
void MainWindow::connectTabs()
{
    const auto refreshTab = [this](int index) {
        const GameDocument* document = m_documents->at(index);
        const QString text = tabText(document);
        m_tabs->setTabText(index, text);
        // The whole title (the tab may elide it), then the file.
        m_tabs->setTabToolTip(index, document->filePath().isEmpty() ? text : text + QLatin1Char('\n') + document->filePath());
    };
    connect(m_documents, &DocumentList::documentChanged, this, refreshTab);
    connect(m_documents, &DocumentList::documentAdded, this, [this, refreshTab](int index) {
        m_tabs->insertTab(index, QString());
        refreshTab(index);
        m_tabs->setVisible(m_documents->count() > 1);
    });
    connect(m_documents, &DocumentList::documentRemoved, this, [this](int index) {
        const QSignalBlocker block(m_tabs); // the list has shown its new current one already
        m_tabs->removeTab(index);
        m_tabs->setCurrentIndex(m_documents->currentIndex());
        m_tabs->setVisible(m_documents->count() > 1);
    });
    connect(m_documents, &DocumentList::currentChanged, this, &MainWindow::showDocument);
    connect(m_documents, &DocumentList::currentChanged, this, &MainWindow::showGamesOfDocument);
    connect(m_tabs, &QTabBar::currentChanged, m_documents, &DocumentList::setCurrent);
    connect(m_tabs, &QTabBar::tabCloseRequested, this, &MainWindow::closeTab);
    connect(m_model, &ChessGameModel::undoStackChanged, this, [this](QUndoStack* stack) {
        m_undoGroup->addStack(stack);
        m_undoGroup->setActiveStack(stack);
    });
    const WindowActions& a = m_actions;
    connect(a.newTab, &QAction::triggered, this, &MainWindow::newTab);
    connect(a.closeTab, &QAction::triggered, this, [this] { closeTab(m_documents->currentIndex()); });
    connect(a.nextTab, &QAction::triggered, this,
            [this] { m_tabs->setCurrentIndex((m_documents->currentIndex() + 1) % m_documents->count()); });
    connect(a.previousTab, &QAction::triggered, this, [this] {
        const int count = m_documents->count();
        m_tabs->setCurrentIndex((m_documents->currentIndex() + count - 1) % count);
    });
    refreshTab(0);
    showDocument(document());
}

// Everything that acts on "the game" acts on this document now; the title shows it.
void MainWindow::showDocument(GameDocument* shown)
{
    for (int i = 0; i < m_documents->count(); ++i)
        m_documents->at(i)->disconnect(this);
    m_guard->setDocument(shown);
    // A move being typed was meant for the position it was typed at, not for this game's.
    if (!m_moveEntry->isHidden())
        m_moveEntry->cancel();
    {
        const QSignalBlocker block(m_tabs);
        m_tabs->setCurrentIndex(m_documents->indexOf(shown));
    }
    // The title's "[*]" shows the unsaved state; the file path serves the platform (proxy icon).
    setWindowTitle(shown->title());
    setWindowModified(shown->isModified());
    setWindowFilePath(shown->filePath());
    connect(shown, &GameDocument::titleChanged, this, [this, shown](const QString& title) {
        setWindowTitle(title);
        setWindowFilePath(shown->filePath());
    });
    connect(shown, &GameDocument::modifiedChanged, this, &QWidget::setWindowModified);
    scheduleAutosave();
}

// The Games panel follows the tab in front: a game of a file of several games brings that file's
// games, as opening the file did, unless a Games panel shows them already. The panel is neither
// raised over the move list nor opened when the person closed it; a game of no file, or of a file
// of one game, leaves it as it is.
void MainWindow::showGamesOfDocument(GameDocument* shown)
{
    const io::FileSource source = shown->source();
    if (!m_database || m_databasePending || source.path.isEmpty() || source.games == 1)
        return;
    if (m_database->shownDatabase().isEmpty() || m_database->shows(source.path)
        || (m_database2 && m_database2->shows(source.path)))
        return;
    QString error;
    if (!m_database->showDatabase(source.path, &error))
        statusBar()->showMessage(error, kMessageMs);
}

void MainWindow::newTab() { m_documents->addNew(); }

// The tab is shown while its unsaved changes are asked about; the last tab leaves a new game.
bool MainWindow::closeTab(int index)
{
    if (index < 0 || index >= m_documents->count())
        return false;
    m_files->waitForSaves();
    m_documents->setCurrent(index);
    if (!confirmShownTab())
        return false;
    m_documents->remove(index);
    scheduleAutosave();
    return true;
}

// One question for the tab shown (Save, Discard, Cancel), naming the earlier games of its undo
// history with unsaved edits too; Save saves them all. False when the person cancelled.
bool MainWindow::confirmShownTab()
{
    const GameDocument* shown = document();
    const auto earlier = int(shown->otherUnsavedGames().size());
    if (!shown->isModified() && earlier == 0)
        return true;
    QString name = shown->displayName();
    if (earlier > 0)
        name = tr("%1, and %n earlier game(s) of its undo history", nullptr, earlier).arg(name);
    switch (m_guard->ask(name)) {
    case UnsavedGuard::Answer::Save: return saveTab(m_documents->currentIndex());
    case UnsavedGuard::Answer::Discard: return true;
    case UnsavedGuard::Answer::Cancel: return false;
    }
    return false;
}

// Saves the game of the tab at index and the earlier games of its undo history with unsaved
// edits, the tab shown while it is saved; false at the first save that fails or is cancelled.
bool MainWindow::saveTab(int index)
{
    GameDocument* d = m_documents->at(index);
    const QList<int> others = d->otherUnsavedGames();
    if (!d->isModified() && others.isEmpty())
        return true;
    m_documents->setCurrent(index);
    bool saved = !d->isModified() || m_files->saveAndWait();
    QUndoStack* stack = m_model->undoStack();
    const int at = stack->index();
    for (int k = 0; saved && k < others.size(); ++k) {
        stack->setIndex(others.at(k));
        saved = m_files->saveAndWait();
    }
    stack->setIndex(at);
    return saved;
}

} // namespace kibitz
