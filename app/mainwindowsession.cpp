// MainWindow: the study kept for the next start and for recovery (autosave, restore), the
// layout, and the window's own key and focus handling. The recovery question: mainwindowrecovery.cpp.
#include "mainwindow.h"

#include "databasewiring.h"
#include "documentlist.h"
#include "editmode.h"
#include "gamedocument.h"
#include "gameresume.h"
#include "openingswiring.h"
#include "sessionstore.h"

#include "io/filestate.h"

#include "boardviewport.h"
#include "panels/moveentry.h"
#include "engine/processreaper.h"

#include <utility>

#include <QApplication>
#include <QKeyEvent>
#include <QFileInfo>
#include <QMessageBox>
#include <QSet>
#include <QStatusBar>
#include <QTimer>

#include <algorithm>
#include <vector>

namespace kibitz {

// The study as the journal keeps it: every tab's game, and each Games panel's database (so that
// a restart and a recovered study reopen them), and the game against the computer shown.
SessionJournal::Snapshot MainWindow::snapshot() const
{
    std::vector<SessionJournal::Snapshot> tabs;
    for (int i = 0; i < m_documents->count(); ++i)
        tabs.push_back(m_documents->at(i)->sessionEntry());
    SessionJournal::Snapshot s = SessionJournal::Snapshot::ofTabs(std::move(tabs), m_documents->currentIndex());
    if (m_analysis) // the shown game is the one the computer plays
        s.opponent = GameResume::kept(*m_analysis, m_clocks, *m_model);
    s.databases = shownDatabases();
    return s;
}

// Each Games panel's database in panel order ("" for none; none after the last one shown).
QStringList MainWindow::shownDatabases() const
{
    QStringList paths;
    for (const DatabaseWiring* db : {m_database, m_database2})
        paths << (db ? db->shownDatabase() : QString());
    while (!paths.isEmpty() && paths.constLast().isEmpty())
        paths.removeLast();
    return paths;
}

// Soon after an edit, never restarted by further edits (so a stream of edits still reaches the
// disk within AutosaveDelayMs); navigation does not come here. A restored or opened study is
// written (and synced, a wait on the disk) after the first frame: its file or last-session.json
// holds it until then, and closing writes at once.
void MainWindow::scheduleAutosave()
{
    if (!m_journal || m_autosaveTimer->isActive() || m_autosaveAfterFrame)
        return;
    if (m_firstFrameWorkDone) {
        m_autosaveTimer->start();
        return;
    }
    m_autosaveAfterFrame = true;
    afterFirstFrame([this] {
        if (std::exchange(m_autosaveAfterFrame, false)) // else closing took it
            scheduleAutosave();
    });
}

bool MainWindow::autosavePending() const { return m_autosaveTimer->isActive() || m_autosaveAfterFrame; }

// This window's slot now; a failure is reported and retried with the next edit.
void MainWindow::autosave()
{
    m_autosaveTimer->stop();
    if (!m_journal)
        return;
    QString error;
    if (!m_journal->write(snapshot(), &error))
        statusBar()->showMessage(tr("The study could not be saved for recovery: %1").arg(error));
}

// The last session, for the next start; the place in the file is remembered too.
bool MainWindow::saveSession() { return saveSession(snapshot()); }

bool MainWindow::saveSession(const SessionJournal::Snapshot& kept)
{
    if (!m_journal)
        return false;
    for (int i = 0; i < m_documents->count(); ++i)
        if (const GameDocument* d = m_documents->at(i); !d->filePath().isEmpty())
            m_store->setFileCursor(d->filePath(), GameDocument::pathTo(d->game().tree, d->cursor()));
    QString error;
    const bool written = m_journal->writeLast(kept, &error);
    m_store->sync();
    return written;
}

// The last session's game (or, from older versions, the one kept in the settings); databases:
// the ones its Games panels showed.
bool MainWindow::restoreSession(QStringList& databases)
{
    std::optional<SessionJournal::Snapshot> last = m_journal ? m_journal->last() : std::nullopt;
    if (last)
        databases = last->databases;
    if (!last) {
        const std::optional<SessionStore::Session> old = m_store->session();
        if (!old)
            return false;
        last.emplace();
        last->pgn = old->pgn;
        last->cursorPath = old->cursorPath;
        last->source.path = old->filePath;
        last->modified = old->modified;
        databases = QStringList{m_store->openDatabase()};
        m_store->clearSession();
    }
    return restoreSnapshot(*last);
}

// Each tab of a kept study in a tab again (the first in the tab shown now), the shown one shown;
// a game against the computer in it goes on.
bool MainWindow::restoreSnapshot(const SessionJournal::Snapshot& s)
{
    std::vector<const SessionJournal::Snapshot*> tabs;
    for (const SessionJournal::Snapshot& other : s.otherTabs)
        tabs.push_back(&other);
    tabs.insert(tabs.begin() + std::clamp(s.tabIndex, 0, int(tabs.size())), &s);
    bool restored = false, shownRestored = false;
    int shown = m_documents->currentIndex();
    for (const SessionJournal::Snapshot* tab : tabs) {
        const GameDocument* added = nullptr;
        if (tab != tabs.front()) {
            m_documents->addNew();
            added = document();
        }
        const bool ok = restoreGame(*tab);
        // A game that cannot come back, or whose file another tab shows, leaves no empty tab.
        if (added && (!ok || document() != added)) {
            m_documents->remove(m_documents->indexOf(added));
            continue;
        }
        restored = ok || restored;
        if (tab == &s) {
            shown = m_documents->currentIndex();
            shownRestored = ok;
        }
    }
    m_documents->setCurrent(shown);
    if (shownRestored && s.opponent && m_analysis) { // a game against the computer goes on
        bool engineMissing = false;
        const QString told = GameResume::resume(*s.opponent, *m_analysis, m_clocks, *m_model, &engineMissing);
        if (engineMissing)
            showProblem(tr("Recovered study"), told); // the status bar's line is soon replaced
        else
            statusBar()->showMessage(told);
    }
    return restored;
}

// Loads a kept game into the tab shown, without undo history, with its file and unsaved state,
// at its cursor. A snapshot without a game but with a file reopens the file.
bool MainWindow::restoreGame(const SessionJournal::Snapshot& s)
{
    QString error;
    if (s.pgn.trimmed().isEmpty())
        return !s.source.path.isEmpty() && m_files->openFile(s.source.path, &error);
    if (document()->restore(s, &error))
        return true;
    statusBar()->showMessage(tr("The last game could not be restored: %1").arg(error));
    return false;
}

QString MainWindow::fenOrigin() { return tr("the --fen option"); }

// At start: a crashed session's study is offered first; then the file or FEN asked for, else
// the last session. Problems with the file are shown in the window.
void MainWindow::start()
{
    const bool asked = !m_options.startFile.isEmpty() || !m_options.startFen.isEmpty();
    if (offerRecovery()) {
        if (asked)
            showProblem(tr("Recovered study"),
                        tr("The recovered study is shown, so %1 was not opened. Open it with File ▸ Open when "
                           "you are ready.")
                            .arg(m_options.startFile.isEmpty() ? tr("the position given") : m_options.startFile));
        return;
    }
    QString error;
    if (!m_options.startFen.isEmpty() && !m_files->loadText(m_options.startFen, fenOrigin(), &error))
        showProblem(tr("Load FEN"), error); // as a pasted text would be told
    QStringList files = m_options.moreStartFiles;
    if (!m_options.startFile.isEmpty())
        files.prepend(m_options.startFile);
    // Each in a tab of its own (see DocumentList::documentForOpening).
    for (const QString& file : std::as_const(files)) {
        error.clear();
        if (!m_files->openFile(file, &error) && !error.isEmpty())
            showProblem(tr("Open game"), error);
    }
    const bool restoring = !asked && m_options.restoreSession && m_store->restoreSession();
    QStringList databases;
    if (restoring)
        restoreSession(databases);
    reopenDatabases(databases);
}

// The databases a session showed (the last one, or a recovered one) are indexed again, each in
// its Games panel (in the background); a panel without one, which a restored layout may show, is
// hidden rather than left empty.
void MainWindow::reopenDatabases(const QStringList& paths)
{
    reopenDatabase(m_database, paths.value(0));
    reopenDatabase(m_database2, paths.value(1));
}

void MainWindow::reopenDatabase(DatabaseWiring* db, const QString& path)
{
    if (!db || (db == m_database && m_databasePending) || db->isIndexing() || !db->shownDatabase().isEmpty())
        return; // a file opened at start brought its own
    if (path.isEmpty()) {
        db->hidePanel();
        return;
    }
    afterFirstFrame([this, db, path] {
        if (db->isIndexing() || !db->shownDatabase().isEmpty())
            return; // one was opened meanwhile
        m_openings->load(); // the scan names openings from the ECO table
        QString error;
        if (!db->openDatabase(path, &error)) {
            db->hidePanel();
            statusBar()->showMessage(tr("The database of the last session was not reopened: %1").arg(error));
        }
    });
}

// What killed saves and sessions left: their temporary files beside the files Kibitz knows (the
// recent ones, the one asked for, the journal's), lock files without a slot, and engine children
// that outlived a killed Kibitz (left their process group with setsid).
void MainWindow::removeLeftovers()
{
    if (!m_journal)
        return;
    // Taking a dead session's lock writes and syncs a lock file (a wait on the disk): it comes
    // after the first frame too. The recovery question looks only at slots, which it leaves.
    afterFirstFrame([this] {
        m_journal->removeLeftovers();
        sweepLeftovers();
    });
}

// Reading /proc and the recent files' folders is left until the board is up.
void MainWindow::sweepLeftovers()
{
    engine::ProcessReaper::endOrphans();
    QSet<QString> folders;
    QStringList files = m_store->recentFiles();
    files << m_options.startFile;
    for (const QString& file : files)
        if (!file.isEmpty())
            folders.insert(QFileInfo(file).absolutePath());
    for (const QString& folder : folders)
        io::removeLeftovers(folder);
}

// In the status bar at once, and in a box over the window once it is up.
void MainWindow::showProblem(const QString& title, const QString& text)
{
    statusBar()->showMessage(text);
    QTimer::singleShot(0, this, [this, title, text] {
        if (m_options.warn)
            m_options.warn(title, text);
        else
            QMessageBox::warning(this, title, text);
    });
}

// Geometry and dock state (positions, sizes, visibility).
void MainWindow::saveLayout()
{
    if (!m_options.rememberSession)
        return;
    m_store->setGeometry(saveGeometry());
    m_store->setWindowState(saveState(LayoutVersion));
    m_store->sync();
}

// Geometry and docks as last saved; the built-in layout when nothing was saved. Qt's bytes only:
// a window saved less than 20 px below the screen's top without a window manager comes back at
// y = 20 (restoreGeometry keeps room for a title bar it cannot see; DESIGN "Window geometry").
void MainWindow::restoreLayout()
{
    if (!m_options.rememberSession)
        return;
    const QByteArray geometry = m_store->geometry();
    if (!geometry.isEmpty())
        restoreGeometry(geometry);
    const QByteArray state = m_store->windowState();
    if (!state.isEmpty())
        restoreState(state, LayoutVersion); // a layout of another version is ignored
}

// Coming back from a dialog (or any activation) with no focused widget: the board takes the
// keys, so that typing a move works at once.
void MainWindow::changeEvent(QEvent* event)
{
    QMainWindow::changeEvent(event);
    if (event->type() != QEvent::ActivationChange || !isActiveWindow() || !m_viewport)
        return;
    QWidget* focus = QApplication::focusWidget();
    if (!focus || focus == this || !isAncestorOf(focus))
        m_viewport->setFocus(Qt::ActiveWindowFocusReason);
}

// Typing that reaches the window itself (no widget has the focus, e.g. after the window manager
// focused the frame) is a move being typed, as on the board.
void MainWindow::keyPressEvent(QKeyEvent* event)
{
    const QString text = event->text();
    if (m_viewport && !text.isEmpty() && text.at(0).isPrint() && !text.at(0).isSpace()
        && !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))) {
        m_moveEntry->start(text);
        return;
    }
    QMainWindow::keyPressEvent(event);
}

// Tab and Shift+Tab of every widget come here; the board editor keeps them among its own parts.
bool MainWindow::focusNextPrevChild(bool next)
{
    return (m_editMode && m_editMode->focusNext(next)) || QMainWindow::focusNextPrevChild(next);
}

} // namespace kibitz
