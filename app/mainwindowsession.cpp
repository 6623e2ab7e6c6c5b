// MainWindow: layout, session persistence and closing.
#include "mainwindow.h"

#include "gamedocument.h"
#include "sessionstore.h"

#include "boardviewport.h"
#include "chessgamemodel.h"

#include <QApplication>
#include <QCloseEvent>
#include <QStatusBar>
#include <QTimer>
#include <QUndoStack>

namespace kibitz {

// The game as PGN, the path to the shown move, its file and whether it is unsaved.
void MainWindow::saveSession()
{
    if (!m_options.rememberSession)
        return;
    SessionStore::Session session;
    session.pgn = m_model->pgn();
    session.cursorPath = GameDocument::pathTo(m_model->tree(), m_model->cursor());
    session.filePath = m_document->filePath();
    session.modified = m_document->isModified();
    m_store->setSession(session);
    m_store->sync();
}

// Loads the stored PGN without undo history, then goes back to the shown move.
bool MainWindow::restoreSession()
{
    const std::optional<SessionStore::Session> session = m_store->session();
    if (!session || session->pgn.trimmed().isEmpty())
        return false;
    const EditResult result = m_model->loadPgn(session->pgn);
    if (!result) {
        statusBar()->showMessage(tr("The last game could not be restored: %1").arg(result.error));
        return false;
    }
    m_model->undoStack()->clear();
    m_document->markSaved(session->filePath);
    if (session->modified)
        m_document->markModified();
    m_model->goTo(GameDocument::nodeAt(m_model->tree(), session->cursorPath));
    return true;
}

// Geometry and dock state (positions, sizes, visibility).
void MainWindow::saveLayout()
{
    if (!m_options.rememberSession)
        return;
    m_store->setGeometry(saveGeometry());
    m_store->setWindowState(saveState());
    m_store->sync();
}

// Geometry and docks as last saved; the built-in layout when nothing was saved.
void MainWindow::restoreLayout()
{
    if (!m_options.rememberSession)
        return;
    const QByteArray geometry = m_store->geometry();
    if (!geometry.isEmpty())
        restoreGeometry(geometry);
    const QByteArray state = m_store->windowState();
    if (!state.isEmpty())
        restoreState(state);
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

// Unsaved edits are dealt with first; then the session and layout are written.
void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!m_guard->confirm()) {
        event->ignore();
        return;
    }
    m_sessionTimer->stop();
    saveSession();
    saveLayout();
    event->accept();
}

} // namespace kibitz
