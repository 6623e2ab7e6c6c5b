// MainWindow: closing — one question about every tab's unsaved games (Save All, Discard All,
// Cancel), saving them all, and what the last session keeps of each tab once it is answered.
#include "mainwindow.h"

#include "documentlist.h"
#include "gamedocument.h"
#include "gamefiles.h"


#include <QCloseEvent>
#include <QCoreApplication>
#include <QTimer>
#include <QUndoStack>

namespace kibitz {

// What the last session keeps once the questions are answered: each tab as it is, or, where its
// edits were discarded, as last saved (or its file alone, or nothing). Empty pgn and path: nothing.
SessionJournal::Snapshot MainWindow::keptAtClose()
{
    const int home = m_documents->currentIndex();
    std::vector<SessionJournal::Snapshot> tabs;
    int shown = 0;
    for (int i = 0; i < m_documents->count(); ++i) {
        if (i == home)
            shown = int(tabs.size());
        GameDocument* d = m_documents->at(i);
        if (d->isModified()) { // "Discard" really discards
            m_documents->setCurrent(i);
            if (!discardUnsavedAtClose()) {
                SessionJournal::Snapshot fileOnly;
                fileOnly.source = d->source();
                if (!fileOnly.source.path.isEmpty())
                    tabs.push_back(fileOnly);
                continue;
            }
        }
        tabs.push_back(d->sessionEntry());
    }
    m_documents->setCurrent(home);
    SessionJournal::Snapshot kept =
        tabs.empty() ? SessionJournal::Snapshot{} : SessionJournal::Snapshot::ofTabs(std::move(tabs), shown);
    kept.databases = shownDatabases();
    return kept;
}

// The tabs, the one shown first.
QList<int> MainWindow::tabOrder() const
{
    QList<int> order{m_documents->currentIndex()};
    for (int i = 0; i < m_documents->count(); ++i)
        if (i != order.first())
            order.append(i);
    return order;
}

// Every game of every tab, the tab shown first, each followed by the earlier games of its undo
// history with unsaved edits (a tab is shown only to look at those); the tab shown is shown again.
QList<QuitEntry> MainWindow::unsavedGames()
{
    const int home = m_documents->currentIndex();
    QList<QuitEntry> entries;
    for (int i : tabOrder()) {
        GameDocument* d = m_documents->at(i);
        entries.append({d->displayName(), d->isModified()});
        if (d->otherUnsavedGames().isEmpty())
            continue;
        m_documents->setCurrent(i);
        QUndoStack* stack = d->undoStack(); // the model's, now that d is shown
        const int at = stack->index();
        for (int other : d->otherUnsavedGames()) {
            stack->setIndex(other);
            entries.append({tr("%1 (earlier in the undo history)").arg(d->displayName()), true});
        }
        stack->setIndex(at);
    }
    m_documents->setCurrent(home);
    return entries;
}

// Saves each tab's game and the earlier games of its undo history (saveTab); stops at the first
// save that fails or is cancelled. The tab shown is shown again.
bool MainWindow::saveAll()
{
    const int home = m_documents->currentIndex();
    bool saved = true;
    for (int i : tabOrder())
        if (!(saved = saveTab(i)))
            break;
    m_documents->setCurrent(home);
    return saved;
}

// A save under way is finished, then one question covers every game with unsaved changes, of
// every tab (Save All, Discard All, Cancel); then the session and layout are written. "Discard"
// really discards: the last session keeps each game as last saved (or its file, or nothing).
void MainWindow::closeEvent(QCloseEvent* event)
{
    m_files->waitForSaves(); // a save under way ends first: never half a file, never a lost edit
    const QuitQuestion::Choice choice = QuitQuestion::decide(unsavedGames(), m_quitPrompt);
    if (choice == QuitQuestion::Choice::Cancel || (choice == QuitQuestion::Choice::SaveAll && !saveAll())) {
        event->ignore();
        return;
    }
    m_autosaveTimer->stop();
    m_autosaveAfterFrame = false;
    if (m_journal) {
        bool stored = true;
        const SessionJournal::Snapshot kept = keptAtClose();
        if (kept.pgn.isEmpty() && kept.source.path.isEmpty() && kept.otherTabs.empty() && kept.databases.isEmpty())
            m_journal->clearLast();
        else
            stored = saveSession(kept);
        if (stored)
            m_journal->closeCleanly();
        else
            autosave(); // the slot stays, up to date, for recovery at the next start
    }
    saveLayout();
    event->accept();
}

// Back to the last saved state of the game shown; false when it has none to go back to.
bool MainWindow::discardUnsavedAtClose()
{
    const int saved = document()->savedIndex();
    if (saved >= 0)
        document()->undoStack()->setIndex(saved);
    return !document()->isModified();
}

// SIGTERM or SIGHUP (a logout, `kill`): the session ends without a question, as nobody may be
// there to answer it. Unsaved work stays in the journal's slot, written now, and is offered for
// recovery at the next start; without any, the window closes as a clean close does.
void MainWindow::endSession()
{
    m_files->waitForSaves();
    if (QuitQuestion::decide(unsavedGames(), {}) == QuitQuestion::Choice::NothingToSave) {
        close();
    } else {
        autosave();
        saveLayout();
    }
    QCoreApplication::exit(0); // ends a dialog's loop too; quit() would close the window, asking
}

} // namespace kibitz
