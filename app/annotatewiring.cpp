// AnnotateWiring: menus to model slots; the work is ChessGameModel's.
#include "annotatewiring.h"

#include "windowactions.h"

#include "chessgamemodel.h"
#include "panels/signactions.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QMainWindow>
#include <QStatusBar>
#include <QMenu>

namespace kibitz {

namespace {
constexpr int MessageMs = 5000; // as long as the window's other status-bar notes
} // namespace

AnnotateWiring::AnnotateWiring(QMainWindow* window, ChessGameModel* model)
    : QObject(window), m_window(window), m_model(model)
{ }

// The signs act on the shown move; Ctrl+1 … Ctrl+6 work anywhere in the window.
AnnotateWiring* AnnotateWiring::install(QMainWindow* window, ChessGameModel* model, const WindowActions& actions)
{
    auto* wiring = new AnnotateWiring(window, model);
    SignActions::addTo(actions.annotateMenu, model, [model] { return model->cursor(); }, Qt::WindowShortcut);
    connect(actions.copyGame, &QAction::triggered, wiring, &AnnotateWiring::copyGame);
    return wiring;
}

// The whole game (variations, comments, signs) as PGN on the clipboard.
void AnnotateWiring::copyGame()
{
    QApplication::clipboard()->setText(m_model->pgn());
    m_window->statusBar()->showMessage(tr("Game copied as PGN"), MessageMs);
}

} // namespace kibitz
