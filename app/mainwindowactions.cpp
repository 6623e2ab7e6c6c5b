// MainWindow's own Game and Help actions: new game, FEN in and out, paste, About, and the
// promotion question the board asks.
#include "mainwindow.h"

#include "boardviewport.h"
#include "chessgamemodel.h"
#include "gameediting.h"
#include "dialogs/loadfendialog.h"
#include "dialogs/promotiondialog.h"
#include "dialogs/savefendialog.h"
#include "gamefiles.h"

#include <QApplication>
#include <QClipboard>
#include <QMessageBox>
#include <QStatusBar>

namespace kibitz {

// A fresh game: an undoable edit, so nothing is asked (the document keeps the old game's file
// with the old game, see GameDocument). Every way to start a new game comes here.
void MainWindow::newGame() { newGameFrom(core::Position::startPosition()); }

void MainWindow::newGameFrom(const core::Position& start) { m_model->editing()->newGame(start); }

// The Load FEN dialog, pre-filled with the current position.
void MainWindow::loadFen()
{
    LoadFenDialog dialog(this);
    dialog.setFen(m_model->fen());
    if (dialog.exec() != QDialog::Accepted)
        return;
    const EditResult result = m_model->editing()->loadFen(dialog.fen(), dialog.mode());
    if (!result)
        QMessageBox::warning(this, tr("Load FEN"), result.error);
}

// The Save FEN dialog for the current position.
void MainWindow::saveFen()
{
    SaveFenDialog dialog(m_model->fen(), this);
    dialog.exec();
}

// The current FEN on the clipboard.
void MainWindow::copyFen()
{
    QApplication::clipboard()->setText(m_model->fen());
    statusBar()->showMessage(tr("FEN copied: %1").arg(m_model->fen()), kMessageMs);
}

// Clipboard text as FEN or PGN.
void MainWindow::paste()
{
    const QString text = QApplication::clipboard()->text();
    if (text.trimmed().isEmpty()) {
        statusBar()->showMessage(tr("The clipboard holds no text."), kMessageMs);
        return;
    }
    m_files->loadTextInteractive(text, tr("the clipboard"));
}

// Version and a one-line description.
void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Kibitz"),
                       tr("<b>Kibitz %1</b><p>A chess workbench: study positions, branch into variations, "
                          "import and export FEN and PGN.</p>")
                           .arg(QApplication::applicationVersion()));
}

// The board wants a piece for a pawn reaching the last rank.
void MainWindow::onPromotionRequested(core::Square, core::Square, QPoint globalPos)
{
    m_viewport->completePromotion(askPromotion(m_model->position().sideToMove(), globalPos));
}

// The promotion dialog near globalPos; NoPieceType when cancelled.
core::PieceType MainWindow::askPromotion(core::Color side, QPoint globalPos)
{
    return PromotionDialog::ask(side, globalPos, this);
}

} // namespace kibitz
