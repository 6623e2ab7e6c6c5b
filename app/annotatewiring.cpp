// AnnotateWiring: menus to model slots; the work is ChessGameModel's.
#include "annotatewiring.h"

#include "windowactions.h"

#include "chessgamemodel.h"
#include "gameediting.h"
#include "dialogs/tagsdialog.h"
#include "panels/movehistorypanel.h"
#include "panels/signactions.h"
#include "tagcheck.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDockWidget>
#include <QMainWindow>
#include <QMessageBox>
#include <QStatusBar>
#include <QMenu>

namespace kibitz {

namespace {
constexpr int MessageMs = 5000; // as long as the window's other status-bar notes
} // namespace

AnnotateWiring::AnnotateWiring(QMainWindow* window, ChessGameModel* model, MoveHistoryPanel* moves)
    : QObject(window), m_window(window), m_model(model), m_moves(moves)
{ }

// The signs act on the shown move; Ctrl+1 … Ctrl+6 work anywhere in the window.
AnnotateWiring* AnnotateWiring::install(QMainWindow* window, ChessGameModel* model, const WindowActions& actions,
                                        MoveHistoryPanel* moves)
{
    auto* wiring = new AnnotateWiring(window, model, moves);
    QMenu* menu = actions.annotateMenu;
    QAction* comment = menu->addAction(tr("&Comment"));
    comment->setToolTip(tr("The comment of the position shown: before the game at the start, else after the move"));
    connect(comment, &QAction::triggered, wiring, [wiring] { wiring->editComment(false); });
    QAction* before = menu->addAction(tr("Comment &Before Move"));
    connect(before, &QAction::triggered, wiring, [wiring] { wiring->editComment(true); });
    connect(menu, &QMenu::aboutToShow, before, [model, before] { before->setEnabled(model->cursor() != 0); });
    menu->addSeparator();
    SignActions::addTo(menu, *model, model->annotations(), [model] { return model->cursor(); }, Qt::WindowShortcut);
    wiring->addTreeEdits(actions.editMenu, actions.setUpPosition);
    connect(actions.copyGame, &QAction::triggered, wiring, &AnnotateWiring::copyGame);
    // Copy Moves as Text (the move list's own action) beside Copy Game.
    actions.editMenu->insertAction(actions.paste, moves->copyTextAction());
    connect(moves->copyTextAction(), &QAction::triggered, wiring, [window] {
        window->statusBar()->showMessage(tr("Moves copied as text"), MessageMs);
    });
    connect(actions.editTags, &QAction::triggered, wiring, &AnnotateWiring::editTags);
    return wiring;
}

// Edit menu: Delete from Here, Promote Variation, Delete Variation on the shown move, in a group
// of their own above before; each enabled when it can change the game.
void AnnotateWiring::addTreeEdits(QMenu* edit, QAction* before)
{
    auto* fromHere = new QAction(tr("Delete from &Here"), this);
    fromHere->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Delete));
    fromHere->setToolTip(tr("Delete the shown move and all moves after it"));
    auto* promote = new QAction(tr("&Promote Variation"), this);
    auto* remove = new QAction(tr("Delete &Variation"), this);
    edit->insertActions(before, {fromHere, promote, remove});
    edit->insertSeparator(before);
    GameEditing* editing = m_model->editing();
    connect(fromHere, &QAction::triggered, this, [this, editing] { editing->deleteFromHere(m_model->cursor()); });
    connect(promote, &QAction::triggered, this, [this, editing] { editing->promoteVariation(m_model->cursor()); });
    connect(remove, &QAction::triggered, this, [this, editing] { editing->deleteVariation(m_model->cursor()); });
    auto update = [this, fromHere, promote, remove] {
        const game::NodeId shown = m_model->cursor();
        const bool variation = shown != game::RootNode && !m_model->tree().isMainLine(shown);
        fromHere->setEnabled(shown != game::RootNode);
        promote->setEnabled(variation);
        remove->setEnabled(variation);
    };
    connect(m_model, &ChessGameModel::cursorChanged, this, update);
    connect(m_model, &ChessGameModel::historyChanged, this, update);
    connect(m_model, &ChessGameModel::gameReset, this, update);
    update();
}

// The moves' dock comes to the front, then the row opens for editing.
void AnnotateWiring::editComment(bool pre)
{
    if (auto* dock = qobject_cast<QDockWidget*>(m_moves->parentWidget())) {
        dock->show();
        dock->raise();
    }
    m_moves->editComment(m_model->cursor(), pre);
}

// The tags dialog; OK applies every change as one undo step.
void AnnotateWiring::editTags()
{
    TagsDialog dialog(TagCheck::editable(m_model->game()), m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const EditResult result = m_model->editing()->setTags(dialog.tags());
    if (!result)
        QMessageBox::warning(m_window, tr("Edit Tags"), result.error);
}

// The whole game (variations, comments, signs) as PGN on the clipboard.
void AnnotateWiring::copyGame()
{
    QApplication::clipboard()->setText(m_model->pgn());
    m_window->statusBar()->showMessage(tr("Game copied as PGN"), MessageMs);
}

} // namespace kibitz
